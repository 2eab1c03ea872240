// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/deck.h"

#include <QDialog>
#include <QStringList>
#include <map>

class QCheckBox;

namespace bastide {

/**
 * Play This Deck for a deck with expansion sets: which of its groups the game takes. The
 * base game is always in; the river follows the river rule of the new game; each expansion
 * set (a known one or a designer's own) has a box, and the ticked ones go to the game as
 * its `rules.expansions` (spec §3).
 */
class PlayGroupsDialog : public QDialog
{
    Q_OBJECT

public:
    /** `chosen`: the sets ticked at first (those of the deck not in it start unticked). */
    PlayGroupsDialog(const Deck& deck, const QStringList& chosen, QWidget* parent = nullptr);

    /** The ticked sets, in the order the dialog lists them. */
    QStringList expansions() const;
    /** The box of a set, by its name in the file. */
    QCheckBox* box(const QString& group) const;

private:
    std::map<QString, QCheckBox*> m_boxes;
    QStringList m_order;
};

} // namespace bastide
