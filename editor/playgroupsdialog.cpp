// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/playgroupsdialog.h"

#include "editor/editorstyle.h"
#include "editor/groupnames.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace bastide {

namespace {

int copiesIn(const Deck& deck, const QString& group)
{
    int copies = 0;
    for (const TileType& t : deck.tiles)
        copies += t.groupName() == group ? t.count : 0;
    return copies;
}

} // namespace

PlayGroupsDialog::PlayGroupsDialog(const Deck& deck, const QStringList& chosen, QWidget* parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("playGroupsDialog"));
    setWindowTitle(tr("Play This Deck"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(EditorStyle::heading(tr("Groups in the game"), this));
    const QStringList groups = GroupNames::inDeck(deck);
    for (const QString& group : groups) {
        //: A group in the Play This Deck dialog and its tiles: "Inns & Cathedrals (18 tiles)".
        const QString text =
            tr("%1 (%n tile(s))", nullptr, copiesIn(deck, group)).arg(GroupNames::display(group));
        // "&" would mark a shortcut letter: "Inns & Cathedrals" shows as it is written.
        auto* box =
            new QCheckBox(QString(text).replace(QLatin1Char('&'), QLatin1String("&&")), this);
        box->setObjectName(QStringLiteral("group:") + group);
        layout->addWidget(box);
        if (group == GroupNames::Base) {
            box->setChecked(true);
            box->setEnabled(false);
            box->setToolTip(tr("The base game is always in play"));
        } else if (group == GroupNames::River) {
            // Shown for the whole picture; the new game's river rule decides.
            box->setChecked(true);
            box->setEnabled(false);
            box->setToolTip(tr("River tiles are in play with the river rule, chosen in the new "
                               "game"));
        } else {
            box->setChecked(chosen.contains(group));
            box->setToolTip(GroupNames::display(group) == group
                                ? tr("A set of your own: its tiles are shuffled in with the "
                                     "base tiles")
                                : tr("The set's tiles are shuffled in with the base tiles, "
                                     "and its figures and scoring are in play"));
            m_boxes[group] = box;
            m_order << group;
        }
    }
    if (groups.contains(GroupNames::River))
        layout->addWidget(EditorStyle::note(tr("The river is played when the new game's river "
                                               "rule is on."),
                                            this));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Play"));
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

QStringList PlayGroupsDialog::expansions() const
{
    QStringList sets;
    for (const QString& group : m_order) {
        if (m_boxes.at(group)->isChecked())
            sets << group;
    }
    return sets;
}

QCheckBox* PlayGroupsDialog::box(const QString& group) const
{
    return findChild<QCheckBox*>(QStringLiteral("group:") + group);
}

} // namespace bastide
