// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/filefault.h"
#include "engine/moveerror.h"

#include <QString>
#include <vector>

namespace bastide {

/** Everything a deck or game record can be refused for (spec §2, §3). */
enum class ProblemCode : std::uint8_t
{
    // Reading files and JSON structure.
    CannotOpen,
    TooLarge,
    NotJson,
    NotAnObject,
    WrongFormat,
    UnsupportedVersion,
    UnknownKey,
    MissingKey,
    WrongType,
    BadValue,
    // Deck validity (spec §1, §2).
    NoTiles,
    TooManyTiles,
    TooManyTileTypes, // detail: how many the file lists
    BadId,
    DuplicateId,
    BadCount,
    NoEnglishName,
    BadLanguage,
    BorderFeatureWithoutSlots,
    CentreWithSlots,
    SlotTwice,
    SlotInTwoFeatures,
    SlotUncovered,
    EdgeMixed,
    PathOffMiddle,
    ShieldsOffCity,
    CitiesOffField,
    CityIndexInvalid,
    CityIndexTwice,
    TwoCentres,
    RiverOffRiverTile,
    RiverEdgeCount,
    NoStartTile,
    TwoStartTiles,
    NoSpring,
    TwoSprings,
    NoLake,
    TwoLakes,
    SpringOrLakeCount,
    EndOffRiver,
    StartAndEnd,
    // Deck validity of the expansions (spec §1, §2).
    BadGroupName,
    StartInExpansion,
    InnOffRoad,
    CathedralOffCity,
    GoodsOffCity,
    PrincessOffCity,    // a mark on a feature of another kind (detail: the mark's key)
    MarkOnStartOrRiver, // a mark of The Princess & the Dragon on a start or river tile
    MarkNeedsSet,       // a tile in play with a mark whose set is not in the rules
    InnerFieldWithoutCity,
    // Game records (spec §3).
    UnknownDeck,
    PlayerCount,
    DuplicateColor,
    LevelOnHuman,
    RiverWithoutRiverTiles,
    UnknownExpansion,
    ExpansionTwice,
    UnknownHouseRule, // docs/formats.md §7
    HouseRuleTwice,
    UnknownTile,
    IllegalMove,
    MoveAfterEnd,
    BagMismatch,
    BagOrder,
    LegacyRiver, // a record of the built-in deck played with its earlier River (issue 14)
                 // A hostile file can hold millions of faults; readers keep only the first ones.
    TooManyProblems,
};

/**
 * What a problem's detail is: text or a number from the file, shown as it is, or a phrase
 * Bastide words itself in the reader's language (messages.cpp), its numbers in `detail` and
 * `limit`.
 */
enum class DetailWording : std::uint8_t
{
    FromFile,
    // The JSON type a key should have (WrongType).
    String,
    Number,
    Integer,
    TrueOrFalse,
    Array,
    Object,
    ArrayOfStrings,
    StandardOrObject,
    // What is wrong with a value.
    NotASlotName,
    NotATileId,
    DiscardHasNoPlace,
    Entries,        // detail entries
    EntriesAtMost,  // detail entries, at most limit
    Features,       // detail features
    TilesInBag,     // detail tiles in the bag
    ListedNotDrawn, // detail listed, limit not drawn
    Bytes,          // detail bytes, at most limit
    MovesAtMost,    // detail moves, at most limit (tiles and players)
    CornerAlone,    // a barn's corner names no tile and no feature
    AddressList,    // a list of addresses ({"x", "y"} objects)
    AskedByReferee, // `dragon` or `wagons` in a bot's answer: the referee asks for them
    AbbeyOrDraw,    // an abbey move or {"draw": true}
};

/**
 * One thing wrong with a file, located as precisely as the engine knows it:
 * the file, the tile (index and id), the feature index, the move number (from 1),
 * the JSON key. Text is made by describe() so that one place words every problem.
 */
struct Problem
{
    ProblemCode code = ProblemCode::BadValue;
    QString file;
    int tile = -1;
    QString tileId;
    int feature = -1;
    int move = -1;
    MoveError moveError = MoveError::None;
    QString key;
    QString detail;
    DetailWording wording = DetailWording::FromFile;
    qint64 limit = 0;
    // NotJson: what the JSON reader found (a QJsonParseError::ParseError) and where, from 1.
    int jsonError = 0;
    int line = 0;
    int column = 0;
    // CannotOpen: why.
    FileFault fileFault = FileFault::None;
};

using Problems = std::vector<Problem>;

/** Problems a reader keeps from one file; a TooManyProblems entry counts the rest. */
inline constexpr std::size_t MaxProblems = 100;

} // namespace bastide
