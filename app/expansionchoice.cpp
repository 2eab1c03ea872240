// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/expansionchoice.h"

#include "app/houseruletexts.h"
#include "editor/retranslator.h"
#include "engine/rules.h"

#include <QCheckBox>
#include <QLabel>
#include <QVBoxLayout>

namespace bastide {

namespace {

constexpr int Indent = 16; // the description and the house rules, under the set's name

/** The house rule a check box turns on. */
QString ruleOf(const QCheckBox* box)
{
    return box->property("houseRule").toString();
}

QLabel* greyLabel()
{
    auto* label = new QLabel;
    label->setTextFormat(Qt::PlainText);
    label->setStyleSheet(QStringLiteral("color: palette(placeholder-text);"));
    return label;
}

} // namespace

ExpansionChoice::ExpansionChoice(const QString& set, QWidget* parent)
    : QWidget(parent), m_box(new QCheckBox), m_description(greyLabel()), m_caption(greyLabel()),
      m_houseRules(new QWidget)
{
    setObjectName(set + QStringLiteral("Choice"));
    m_box->setObjectName(set + QStringLiteral("Box"));
    m_description->setIndent(Indent);
    m_houseRules->setObjectName(set + QStringLiteral("HouseRules"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_box);
    layout->addWidget(m_description);
    // One under another, under the set's name as its description is: two sets side by side
    // keep the dialog narrow enough for 1024×640 in every language.
    auto* list = new QVBoxLayout(m_houseRules);
    list->setContentsMargins(0, 0, 0, 0); // flush: the longest Russian name still fits 1024×640
    list->setSpacing(2);
    list->addWidget(m_caption);
    for (const QString& name : houseRulesOf(set)) {
        auto* box = new QCheckBox;
        box->setObjectName(name + QStringLiteral("Box"));
        box->setProperty("houseRule", name);
        list->addWidget(box);
        m_houseRuleBoxes.push_back(box);
    }
    layout->addWidget(m_houseRules);
    layout->addStretch(1);
    connect(m_box, &QCheckBox::toggled, this, &ExpansionChoice::showState);
    showState(false);
    auto* texts = new Retranslator(this);
    texts->add([this] {
        m_caption->setText(tr("House rules:"));
        const QString why = tr("House rules: leave a part of the expansion out of the game");
        m_caption->setToolTip(why);
        for (QCheckBox* box : m_houseRuleBoxes) {
            box->setText(HouseRuleTexts::choice(ruleOf(box)));
            box->setToolTip(why);
        }
    });
}

void ExpansionChoice::showState(bool ticked)
{
    m_description->setVisible(!ticked);
    m_houseRules->setVisible(ticked && !m_houseRuleBoxes.empty());
}

void ExpansionChoice::setChosen(const QStringList& houseRules)
{
    for (QCheckBox* box : m_houseRuleBoxes)
        box->setChecked(houseRules.contains(ruleOf(box)));
}

QStringList ExpansionChoice::chosen() const
{
    QStringList names;
    for (const QCheckBox* box : m_houseRuleBoxes) {
        if (box->isChecked())
            names << ruleOf(box);
    }
    return names;
}

QCheckBox* ExpansionChoice::houseRuleBox(const QString& houseRule) const
{
    for (QCheckBox* box : m_houseRuleBoxes) {
        if (ruleOf(box) == houseRule)
            return box;
    }
    return nullptr;
}

} // namespace bastide
