// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QObject>
#include <QStringList>

namespace bastide {

struct Deck;

/**
 * Which of a deck's expansion sets count as in play: those Play This Deck starts ticked, and
 * those the statistics, the hole finder and the test games count beside the base game. A set
 * is in until the designer leaves it out, so a set new to the deck starts in.
 */
class PlaySets : public QObject
{
    Q_OBJECT

public:
    explicit PlaySets(QObject* parent = nullptr) : QObject(parent) {}

    /** The deck's sets in play, in the order GroupNames::expansionsIn gives. */
    QStringList chosen(const Deck& deck) const;
    /** Puts in play exactly `sets` of the deck's sets. */
    void setChosen(const Deck& deck, const QStringList& sets);
    /** Puts one set in play or leaves it out. */
    void setInPlay(const QString& set, bool inPlay);

signals:
    void changed();

private:
    QStringList m_leftOut; // sets the designer left out, by their names in the file
};

} // namespace bastide
