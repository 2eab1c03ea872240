// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/playsetschooser.h"

#include "editor/groupnames.h"
#include "editor/playgroupsdialog.h"

#include <QWidget>

namespace bastide {

PlaySetsChooser::PlaySetsChooser(QWidget* dialogParent)
    : QObject(dialogParent), m_dialogParent(dialogParent)
{}

void PlaySetsChooser::choose(const Deck& deck, std::function<void(const QStringList&)> then)
{
    const QStringList sets = GroupNames::expansionsIn(deck);
    if (sets.isEmpty()) {
        then({});
        return;
    }
    QStringList ticked = sets;
    if (m_asked) {
        ticked.clear();
        for (const QString& set : sets) {
            if (m_chosen.contains(set) || !m_known.contains(set))
                ticked << set;
        }
    }
    auto* dialog = new PlayGroupsDialog(deck, ticked, m_dialogParent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog, sets, then = std::move(then)] {
        m_asked = true;
        m_chosen = dialog->expansions();
        m_known = sets;
        then(m_chosen);
    });
    dialog->open();
}

} // namespace bastide
