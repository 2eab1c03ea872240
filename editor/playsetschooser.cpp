// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/playsetschooser.h"

#include "editor/groupnames.h"
#include "editor/playgroupsdialog.h"
#include "editor/playsets.h"

#include <QWidget>

namespace bastide {

PlaySetsChooser::PlaySetsChooser(QWidget* dialogParent, PlaySets* sets)
    : QObject(dialogParent), m_dialogParent(dialogParent), m_sets(sets)
{}

void PlaySetsChooser::choose(const Deck& deck, std::function<void(const QStringList&)> then)
{
    const QStringList sets = GroupNames::expansionsIn(deck);
    if (sets.isEmpty()) {
        then({});
        return;
    }
    auto* dialog = new PlayGroupsDialog(deck, m_sets->chosen(deck), m_dialogParent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog, deck, then = std::move(then)] {
        const QStringList chosen = dialog->expansions();
        m_sets->setChosen(deck, chosen);
        then(chosen);
    });
    dialog->open();
}

} // namespace bastide
