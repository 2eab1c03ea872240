// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/deckpropertiespanel.h"

#include "editor/deckdocument.h"
#include "editor/editorstyle.h"
#include "editor/retranslator.h"

#include <QFormLayout>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace bastide {

DeckPropertiesPanel::DeckPropertiesPanel(DeckDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document), m_en(new QLineEdit(this)), m_ru(new QLineEdit(this)),
      m_uk(new QLineEdit(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    QLabel* heading = EditorStyle::heading(QString(), this);
    layout->addWidget(heading);
    auto* form = new QFormLayout;
    form->setLabelAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    auto* enLabel = new QLabel(this);
    auto* ruLabel = new QLabel(this);
    auto* ukLabel = new QLabel(this);
    form->addRow(enLabel, m_en);
    form->addRow(ruLabel, m_ru);
    form->addRow(ukLabel, m_uk);
    auto* texts = new Retranslator(this);
    texts->add([=, this] {
        heading->setText(tr("Deck"));
        m_en->setPlaceholderText(tr("Deck name in English"));
        // The label beside says which language: the placeholder only says it may stay empty.
        m_ru->setPlaceholderText(tr("Optional"));
        m_uk->setPlaceholderText(tr("Optional"));
        enLabel->setText(tr("Name in English:"));
        ruLabel->setText(tr("Name in Russian:"));
        ukLabel->setText(tr("Name in Ukrainian:"));
    });
    layout->addLayout(form);

    connect(m_en, &QLineEdit::textEdited, this,
            [this](const QString& t) { editName(QStringLiteral("en"), t, 0); });
    connect(m_ru, &QLineEdit::textEdited, this,
            [this](const QString& t) { editName(QStringLiteral("ru"), t, 1); });
    connect(m_uk, &QLineEdit::textEdited, this,
            [this](const QString& t) { editName(QStringLiteral("uk"), t, 2); });
    for (QLineEdit* e : {m_en, m_ru, m_uk})
        connect(e, &QLineEdit::editingFinished, this, [this] { ++m_burst; });
    connect(document, &DeckDocument::deckNameChanged, this, &DeckPropertiesPanel::refresh);
    connect(document, &DeckDocument::deckReset, this, &DeckPropertiesPanel::refresh);
    refresh();
}

void DeckPropertiesPanel::refresh()
{
    const LocalizedText& name = m_document->deck().name;
    auto set = [](QLineEdit* e, const QString& text) {
        if (e->text() != text) {
            const QSignalBlocker block(e);
            e->setText(text);
            if (!e->hasFocus())
                e->setCursorPosition(0);
        }
    };
    set(m_en, name.value(QStringLiteral("en")));
    set(m_ru, name.value(QStringLiteral("ru")));
    set(m_uk, name.value(QStringLiteral("uk")));
}

void DeckPropertiesPanel::editName(const QString& language, const QString& text, int field)
{
    Deck deck = m_document->deck();
    if (text.isEmpty())
        deck.name.remove(language);
    else
        deck.name[language] = text;
    m_document->editDeck(deck, tr("Rename deck"), m_burst * 4 + field);
}

} // namespace bastide
