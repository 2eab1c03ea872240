// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/gamesetup.h"

#include <QCoreApplication>
#include <QString>
#include <optional>
#include <vector>

namespace bastide {

/**
 * What the new-game dialog asks for — seats, deck, rules and seed — as a value that is
 * remembered between runs (QSettings) and turned into the engine's GameSetup, reading a
 * deck file when one is chosen.
 */
class NewGameSettings
{
    Q_DECLARE_TR_FUNCTIONS(NewGameSettings)

public:
    /** The longest name a player may give (the name fields say so when it is reached). */
    static constexpr int MaxNameLength = 24;

    struct Seat
    {
        QString name;
        PlayerColor color = PlayerColor::Red;
        bool computer = false;
        QString level;
        friend bool operator==(const Seat&, const Seat&) = default;
    };

    std::vector<Seat> seats;
    QString deckPath; // empty: the standard deck
    bool river = true;
    bool abbot = true;
    FarmerScoring farmers = FarmerScoring::Modern;
    QString seed; // empty: a fresh random seed each game
    /** Expansion sets in play (spec §3 `rules.expansions`), as the deck editor's Play This
     *  Deck chose them; those neither known nor a group of the chosen deck are left out. */
    QStringList expansions;
    /** House rules ticked (docs/formats.md §7), those of sets not chosen too: kept for when
     *  the set is chosen again; the build takes only those of the sets in play. */
    QStringList houseRules;

    static NewGameSettings defaults();
    static NewGameSettings load();
    /** Drops the remembered seats, so the next dialog starts with the preferred players. */
    static void forgetSeats();
    void save() const;

    /** A name Bastide gave a seat ("Player 2", "Computer", in any language it speaks) in
     *  the language now in use, so names the user never typed follow a language switch;
     *  any other name as it is. */
    static QString followLanguage(const QString& name);

    /** A default seat for position `index` with a colour no other seat uses. */
    Seat seatFor(int index) const;

    /** "Standard deck (base game, river and Inns & Cathedrals)": the standard deck's sets
     *  that would be in play ("both expansions" for the two). */
    static QString standardDeckText(bool river, const QStringList& expansions);

    /** The seed typed in, when it is a valid one (0 … 2^53 − 1). */
    static std::optional<std::uint64_t> parseSeed(const QString& text);
    static std::uint64_t randomSeed();

    /** The game to play; nullptr with a sentence in `error` when the deck or the seed is
     *  refused. A missing seed is drawn at random. */
    std::shared_ptr<GameSetup> build(QString* error) const;
    /** The tiles of the chosen deck; nullptr with a sentence naming file and item. */
    std::shared_ptr<const TileSet> loadTiles(QString* error) const;

    friend bool operator==(const NewGameSettings&, const NewGameSettings&) = default;
};

} // namespace bastide
