// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QObject>
#include <QStringList>
#include <functional>

class QWidget;

namespace bastide {

struct Deck;
class PlaySets;

/**
 * Which of a deck's expansion sets Play This Deck takes. A deck without sets plays at once;
 * otherwise the designer ticks them in a PlayGroupsDialog, which starts from the sets in
 * play (PlaySets) and keeps the choice there.
 */
class PlaySetsChooser : public QObject
{
public:
    /** `dialogParent` owns the dialog while it is open. */
    PlaySetsChooser(QWidget* dialogParent, PlaySets* sets);

    /** Calls `then` with the sets to play: at once when the deck has none, else once the
     *  designer accepts the dialog (never when it is cancelled). */
    void choose(const Deck& deck, std::function<void(const QStringList&)> then);

private:
    QWidget* m_dialogParent;
    PlaySets* m_sets;
};

} // namespace bastide
