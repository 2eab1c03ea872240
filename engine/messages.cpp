// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/messages.h"

#include "engine/deckvalidator.h"
#include "engine/rules.h"

#include <QCoreApplication>
#include <QStringList>
#include <QtGlobal>

namespace bastide {

namespace {

const char* moveErrorText(MoveError e)
{
    switch (e) {
    case MoveError::None:
        return QT_TRANSLATE_NOOP("Messages", "the move is legal");
    case MoveError::GameOver:
        return QT_TRANSLATE_NOOP("Messages", "the game is over: no tile is left to draw");
    case MoveError::TileNotInBag:
        return QT_TRANSLATE_NOOP("Messages", "no such tile is left in the bag");
    case MoveError::RiverTilesFirst:
        return QT_TRANSLATE_NOOP("Messages", "river tiles are drawn before every other tile");
    case MoveError::LakeLast:
        return QT_TRANSLATE_NOOP("Messages", "the lake is drawn last of the river tiles");
    case MoveError::BadRotation:
        return QT_TRANSLATE_NOOP("Messages", "the rotation must be 0, 1, 2 or 3");
    case MoveError::Occupied:
        return QT_TRANSLATE_NOOP("Messages", "that spot is already taken");
    case MoveError::NotTouching:
        return QT_TRANSLATE_NOOP("Messages", "a tile must touch the map along an edge");
    case MoveError::EdgeMismatch:
        return QT_TRANSLATE_NOOP("Messages", "the edges do not match their neighbours");
    case MoveError::RiverMustContinue:
        return QT_TRANSLATE_NOOP("Messages",
                                 "a river tile must continue the open end of the river");
    case MoveError::RiverSameBend:
        return QT_TRANSLATE_NOOP("Messages", "the river may not bend the same way twice in a row");
    case MoveError::DiscardButFits:
        return QT_TRANSLATE_NOOP("Messages", "the tile fits somewhere, so it cannot be discarded");
    case MoveError::NoSuchFeature:
        return QT_TRANSLATE_NOOP("Messages", "the tile has no such feature");
    case MoveError::NoFigureOnRiver:
        return QT_TRANSLATE_NOOP("Messages", "no figure may stand on the river");
    case MoveError::FarmersOff:
        return QT_TRANSLATE_NOOP("Messages", "farmers are not used in this game");
    case MoveError::AbbotOff:
        return QT_TRANSLATE_NOOP("Messages", "the abbot is not used in this game");
    case MoveError::AbbotNeedsMonasteryOrGarden:
        return QT_TRANSLATE_NOOP("Messages", "the abbot goes only on a monastery or a garden");
    case MoveError::GardenTakesOnlyAbbot:
        return QT_TRANSLATE_NOOP("Messages", "only the abbot may stand in a garden");
    case MoveError::FeatureOccupied:
        return QT_TRANSLATE_NOOP("Messages", "that feature already holds a figure");
    case MoveError::NoFollowerLeft:
        return QT_TRANSLATE_NOOP("Messages", "no follower is left in supply");
    case MoveError::AbbotNotInSupply:
        return QT_TRANSLATE_NOOP("Messages", "the abbot is already on the board");
    case MoveError::AbbotNotOnBoard:
        return QT_TRANSLATE_NOOP("Messages", "the abbot is not on the board");
    case MoveError::AbbotFeatureCompleted:
        return QT_TRANSLATE_NOOP(
            "Messages", "this tile completes the abbot's feature; it scores in full instead");
    case MoveError::FigureAndAbbotReturn:
        return QT_TRANSLATE_NOOP("Messages",
                                 "a turn places a figure or takes back the abbot, not both");
    case MoveError::FigureNotInGame:
        return QT_TRANSLATE_NOOP("Messages",
                                 "this figure is not used in this game (its expansion is off)");
    case MoveError::BigNotInSupply:
        return QT_TRANSLATE_NOOP("Messages", "the big follower is already on the board");
    case MoveError::BuilderNotInSupply:
        return QT_TRANSLATE_NOOP("Messages", "the builder is already on the board");
    case MoveError::PigNotInSupply:
        return QT_TRANSLATE_NOOP("Messages", "the pig is already on the board");
    case MoveError::BuilderNeedsRoadOrCity:
        return QT_TRANSLATE_NOOP("Messages", "the builder goes only on a road or a city");
    case MoveError::BuilderNeedsFollower:
        return QT_TRANSLATE_NOOP(
            "Messages",
            "the builder goes only on a road or city where you already have a follower");
    case MoveError::BuilderFeatureCompleted:
        return QT_TRANSLATE_NOOP("Messages",
                                 "this tile completes that feature, so no builder can go there");
    case MoveError::PigNeedsField:
        return QT_TRANSLATE_NOOP("Messages", "the pig goes only on a field");
    case MoveError::PigNeedsFarmer:
        return QT_TRANSLATE_NOOP("Messages",
                                 "the pig goes only on a field where you already have a farmer");
    case MoveError::PigFarmersOff:
        return QT_TRANSLATE_NOOP("Messages", "the pig is not used when farmers are off");
    case MoveError::NotThisDecision:
        return QT_TRANSLATE_NOOP("Messages", "that is not the decision the game is waiting for");
    case MoveError::TooManyDecisions:
        return QT_TRANSLATE_NOOP("Messages",
                                 "the move holds more decisions than the rules asked for");
    case MoveError::DecisionMissing:
        return QT_TRANSLATE_NOOP(
            "Messages", "the move stops before a decision the rules ask for; only the last move "
                        "of a record may do that");
    case MoveError::TileHeldBack:
        return QT_TRANSLATE_NOOP("Messages", "that tile may not be drawn yet");
    case MoveError::PlacementNeedsExpansion:
        return QT_TRANSLATE_NOOP("Messages",
                                 "a figure goes on the tile just laid: no set in this game "
                                 "allows it elsewhere");
    case MoveError::FigureLeftOut:
        return QT_TRANSLATE_NOOP("Messages", "a house rule leaves this figure out of the game");
    }
    return "";
}

const char* problemText(ProblemCode c)
{
    switch (c) {
    case ProblemCode::CannotOpen:
        return QT_TRANSLATE_NOOP("Messages", "cannot be read: %1");
    case ProblemCode::TooLarge:
        return QT_TRANSLATE_NOOP("Messages", "the file is too large (%1)");
    case ProblemCode::NotJson:
        //: %1 and %2 say where (a line and a column of the file), %3 what is wrong there
        return QT_TRANSLATE_NOOP("Messages", "not valid JSON at line %1, column %2: %3");
    case ProblemCode::NotAnObject:
        return QT_TRANSLATE_NOOP("Messages", "the file must hold a JSON object");
    case ProblemCode::WrongFormat:
        return QT_TRANSLATE_NOOP("Messages", "\"format\" must be \"%1\"");
    case ProblemCode::UnsupportedVersion:
        return QT_TRANSLATE_NOOP("Messages", "unsupported version %1");
    case ProblemCode::UnknownKey:
        return QT_TRANSLATE_NOOP("Messages", "unknown key \"%1\"");
    case ProblemCode::MissingKey:
        return QT_TRANSLATE_NOOP("Messages", "the key \"%1\" is missing");
    case ProblemCode::WrongType:
        return QT_TRANSLATE_NOOP("Messages", "\"%1\" has the wrong type (%2 expected)");
    case ProblemCode::BadValue:
        return QT_TRANSLATE_NOOP("Messages", "\"%1\" has a bad value: %2");
    case ProblemCode::NoTiles:
        return QT_TRANSLATE_NOOP("Messages", "the deck has no tiles");
    case ProblemCode::TooManyTiles:
        return QT_TRANSLATE_NOOP("Messages", "the deck is too large: %1");
    case ProblemCode::TooManyTileTypes:
        return QT_TRANSLATE_NOOP("Messages",
                                 "the deck lists %1 tile types; a deck may have at most %2");
    case ProblemCode::BadId:
        return QT_TRANSLATE_NOOP("Messages",
                                 "the id must be 1 to 16 characters of A-Z a-z 0-9 _ -");
    case ProblemCode::DuplicateId:
        return QT_TRANSLATE_NOOP("Messages", "another tile has the same id");
    case ProblemCode::BadCount:
        return QT_TRANSLATE_NOOP("Messages", "the count must be at least 1 (%1)");
    case ProblemCode::NoEnglishName:
        return QT_TRANSLATE_NOOP("Messages", "the name needs an English (\"en\") text");
    case ProblemCode::BadLanguage:
        return QT_TRANSLATE_NOOP("Messages", "\"%1\" is not a language code");
    case ProblemCode::BorderFeatureWithoutSlots:
        return QT_TRANSLATE_NOOP("Messages", "this feature touches no slot");
    case ProblemCode::CentreWithSlots:
        return QT_TRANSLATE_NOOP("Messages",
                                 "a monastery or garden lies in the middle and has no slots");
    case ProblemCode::SlotTwice:
        return QT_TRANSLATE_NOOP("Messages", "the slot %1 is listed twice");
    case ProblemCode::SlotInTwoFeatures:
        return QT_TRANSLATE_NOOP("Messages", "the slot %1 belongs to another feature too");
    case ProblemCode::SlotUncovered:
        return QT_TRANSLATE_NOOP("Messages", "the slot %1 belongs to no feature");
    case ProblemCode::EdgeMixed:
        return QT_TRANSLATE_NOOP(
            "Messages",
            "the %1 edge is not one terrain (all city, all field, or a road or river in the "
            "middle between fields)");
    case ProblemCode::PathOffMiddle:
        return QT_TRANSLATE_NOOP("Messages", "a road or river may use only middle slots, not %1");
    case ProblemCode::ShieldsOffCity:
        return QT_TRANSLATE_NOOP("Messages", "only a city can have shields");
    case ProblemCode::CitiesOffField:
        return QT_TRANSLATE_NOOP("Messages", "only a field can border cities");
    case ProblemCode::CityIndexInvalid:
        return QT_TRANSLATE_NOOP("Messages", "the bordered city %1 is not a city of this tile");
    case ProblemCode::CityIndexTwice:
        return QT_TRANSLATE_NOOP("Messages", "the bordered city %1 is listed twice");
    case ProblemCode::TwoCentres:
        return QT_TRANSLATE_NOOP("Messages", "a tile holds at most one monastery or garden");
    case ProblemCode::RiverOffRiverTile:
        return QT_TRANSLATE_NOOP("Messages", "a river may appear only on tiles of the river group");
    case ProblemCode::RiverEdgeCount:
        return QT_TRANSLATE_NOOP(
            "Messages", "a river tile needs two river edges, and the spring or the lake one; this "
                        "tile has %1");
    case ProblemCode::NoStartTile:
        return QT_TRANSLATE_NOOP("Messages", "no base tile is marked as the start tile");
    case ProblemCode::TwoStartTiles:
        return QT_TRANSLATE_NOOP("Messages", "more than one base tile is marked as the start tile");
    case ProblemCode::NoSpring:
        return QT_TRANSLATE_NOOP("Messages", "the river has no spring (a river tile marked start)");
    case ProblemCode::TwoSprings:
        return QT_TRANSLATE_NOOP("Messages", "the river has more than one spring");
    case ProblemCode::NoLake:
        return QT_TRANSLATE_NOOP("Messages", "the river has no lake (a river tile marked end)");
    case ProblemCode::TwoLakes:
        return QT_TRANSLATE_NOOP("Messages", "the river has more than one lake");
    case ProblemCode::SpringOrLakeCount:
        return QT_TRANSLATE_NOOP("Messages", "the spring and the lake come in one copy each");
    case ProblemCode::EndOffRiver:
        return QT_TRANSLATE_NOOP("Messages", "only a river tile can be marked as the end (lake)");
    case ProblemCode::StartAndEnd:
        return QT_TRANSLATE_NOOP("Messages", "a tile cannot be both the start and the end");
    case ProblemCode::BadGroupName:
        return QT_TRANSLATE_NOOP("Messages", "the group \"%1\" must be base, river or the name of "
                                             "an expansion set: 1 to 32 characters of a-z 0-9 -");
    case ProblemCode::StartInExpansion:
        return QT_TRANSLATE_NOOP("Messages",
                                 "only a base tile or the river's spring can be the start tile");
    case ProblemCode::InnOffRoad:
        return QT_TRANSLATE_NOOP("Messages", "only a road can have an inn");
    case ProblemCode::CathedralOffCity:
        return QT_TRANSLATE_NOOP("Messages", "only a city can have a cathedral");
    case ProblemCode::GoodsOffCity:
        return QT_TRANSLATE_NOOP("Messages", "only a city can have trade goods");
    case ProblemCode::PrincessOffCity:
        return QT_TRANSLATE_NOOP("Messages", "only a city can have the princess");
    case ProblemCode::MarkOnStartOrRiver:
        return QT_TRANSLATE_NOOP("Messages",
                                 "the start tile, the spring and river tiles carry no mark %1");
    case ProblemCode::MarkNeedsSet:
        return QT_TRANSLATE_NOOP("Messages",
                                 "a tile in play carries the mark %1, whose expansion is not "
                                 "in this game or not played by this version");
    case ProblemCode::InnerFieldWithoutCity:
        return QT_TRANSLATE_NOOP("Messages",
                                 "an inner field (one that touches no edge) must border a city");
    case ProblemCode::UnknownExpansion:
        return QT_TRANSLATE_NOOP("Messages",
                                 "\"%1\" is neither a known expansion nor a group of the deck's "
                                 "tiles (base and river are not expansions)");
    case ProblemCode::ExpansionTwice:
        return QT_TRANSLATE_NOOP("Messages", "the expansion \"%1\" is listed twice");
    case ProblemCode::UnknownHouseRule:
        //: %2 lists the house rules known, by their names in the file
        return QT_TRANSLATE_NOOP("Messages", "unknown house rule \"%1\" (known: %2)");
    case ProblemCode::HouseRuleTwice:
        return QT_TRANSLATE_NOOP("Messages", "the house rule \"%1\" is listed twice");
    case ProblemCode::UnknownDeck:
        return QT_TRANSLATE_NOOP("Messages",
                                 "unknown deck \"%1\" (use \"standard\" or a deck object)");
    case ProblemCode::PlayerCount:
        return QT_TRANSLATE_NOOP("Messages", "a game needs 2 to 6 players, not %1");
    case ProblemCode::DuplicateColor:
        return QT_TRANSLATE_NOOP("Messages", "two players have the colour %1");
    case ProblemCode::LevelOnHuman:
        return QT_TRANSLATE_NOOP("Messages", "only a computer player has a level");
    case ProblemCode::RiverWithoutRiverTiles:
        return QT_TRANSLATE_NOOP("Messages",
                                 "the river rule is on but the deck has no river tiles");
    case ProblemCode::UnknownTile:
        return QT_TRANSLATE_NOOP("Messages", "the deck has no tile \"%1\"");
    case ProblemCode::IllegalMove:
        return QT_TRANSLATE_NOOP("Messages", "illegal move: %1");
    case ProblemCode::MoveAfterEnd:
        return QT_TRANSLATE_NOOP("Messages", "a move after the last tile was drawn");
    case ProblemCode::BagMismatch:
        return QT_TRANSLATE_NOOP("Messages",
                                 "the bag does not hold exactly the tiles not yet drawn (%1)");
    case ProblemCode::BagOrder:
        return QT_TRANSLATE_NOOP(
            "Messages", "the bag order breaks the rules: river tiles first, the lake last of them");
    case ProblemCode::LegacyRiver:
        return QT_TRANSLATE_NOOP("Messages",
                                 "this game was played with Bastide's earlier River tiles, not "
                                 "the published River the standard deck now holds; Bastide "
                                 "opens it with its earlier tiles");
    case ProblemCode::TooManyProblems:
        return QT_TRANSLATE_NOOP("Messages", "too many problems; further problems not listed: %1");
    }
    return "";
}

const char* detailWordingText(DetailWording w)
{
    switch (w) {
    case DetailWording::FromFile:
        return "%1";
    //: The JSON type a key of a file should have, as in "\"count\" has the wrong type
    //: (integer expected)": name it in words ("a whole number", "a list in [ ]")
    case DetailWording::String:
        return QT_TRANSLATE_NOOP("Messages", "string");
    case DetailWording::Number:
        return QT_TRANSLATE_NOOP("Messages", "number");
    case DetailWording::Integer:
        return QT_TRANSLATE_NOOP("Messages", "integer");
    case DetailWording::TrueOrFalse:
        return QT_TRANSLATE_NOOP("Messages", "true or false");
    case DetailWording::Array:
        return QT_TRANSLATE_NOOP("Messages", "array");
    case DetailWording::Object:
        return QT_TRANSLATE_NOOP("Messages", "object");
    case DetailWording::ArrayOfStrings:
        return QT_TRANSLATE_NOOP("Messages", "array of strings");
    case DetailWording::StandardOrObject:
        return QT_TRANSLATE_NOOP("Messages", "\"standard\" or object");
    case DetailWording::NotASlotName:
        return QT_TRANSLATE_NOOP("Messages", "not a slot name");
    case DetailWording::NotATileId:
        return QT_TRANSLATE_NOOP("Messages", "not a tile id");
    case DetailWording::DiscardHasNoPlace:
        return QT_TRANSLATE_NOOP("Messages", "a discarded tile has no position and no figure");
    case DetailWording::Entries:
        return QT_TRANSLATE_NOOP("Messages", "%1 entries");
    case DetailWording::EntriesAtMost:
        return QT_TRANSLATE_NOOP("Messages", "%1 entries, at most %2");
    case DetailWording::Features:
        return QT_TRANSLATE_NOOP("Messages", "%1 features");
    case DetailWording::TilesInBag:
        return QT_TRANSLATE_NOOP("Messages", "%1 tiles in the bag");
    case DetailWording::ListedNotDrawn:
        return QT_TRANSLATE_NOOP("Messages", "%1 listed, %2 not drawn");
    case DetailWording::Bytes:
        return QT_TRANSLATE_NOOP("Messages", "%1 bytes, at most %2");
    case DetailWording::MovesAtMost:
        return QT_TRANSLATE_NOOP("Messages",
                                 "%1 moves, at most %2 (one per tile and one abbey per player)");
    case DetailWording::CornerAlone:
        return QT_TRANSLATE_NOOP("Messages", "a corner names no other tile and no feature");
    case DetailWording::AddressList:
        return QT_TRANSLATE_NOOP("Messages", "a list of places, each with \"x\" and \"y\"");
    case DetailWording::AskedByReferee:
        return QT_TRANSLATE_NOOP("Messages",
                                 "a bot leaves this out: the referee asks each player for it");
    case DetailWording::AbbeyOrDraw:
        return QT_TRANSLATE_NOOP("Messages", "an abbey move or {\"draw\": true}");
    }
    return "%1";
}

/** Text taken from a file, cut short: a hostile file's "id" may be megabytes long. */
QString quoted(const QString& text)
{
    constexpr qsizetype Longest = 64;
    return text.size() <= Longest ? text : text.left(Longest - 1) + QChar(0x2026);
}

/** The problem's detail: the file's text as it is, or Bastide's words with its numbers. */
QString detailText(const Problem& p, TranslateFunction tr)
{
    if (p.wording == DetailWording::FromFile)
        return quoted(p.detail);
    const QString text = tr(detailWordingText(p.wording));
    if (text.contains(QLatin1String("%2")))
        return text.arg(p.detail).arg(p.limit);
    return text.contains(QLatin1String("%1")) ? text.arg(p.detail) : text;
}

QString fill(QString text, const Problem& p, TranslateFunction tr)
{
    if (text.contains(QLatin1String("%2")))
        return text.arg(quoted(p.key), detailText(p, tr));
    if (text.contains(QLatin1String("%1")))
        return text.arg(p.detail.isEmpty() ? quoted(p.key) : detailText(p, tr));
    return text;
}

// Kept outside the tr() calls below so lupdate extracts them.
const char* const MoveLocation = QT_TRANSLATE_NOOP("Messages", "move %1");
const char* const TileIdLocation = QT_TRANSLATE_NOOP("Messages", "tile '%1'");
const char* const TileNumberLocation = QT_TRANSLATE_NOOP("Messages", "tile #%1");
const char* const FeatureLocation = QT_TRANSLATE_NOOP("Messages", "feature %1");

/** The side a deck problem names, in the reader's language (the engine stores English). */
QString sideText(const QString& side, TranslateFunction tr)
{
    static const char* const english[] = {"north", "east", "south", "west"};
    //: A tile's side, as in "the north edge is not one terrain"
    static const char* const adjectives[] = {
        QT_TRANSLATE_NOOP("Messages", "north"), QT_TRANSLATE_NOOP("Messages", "east"),
        QT_TRANSLATE_NOOP("Messages", "south"), QT_TRANSLATE_NOOP("Messages", "west")};
    for (int i = 0; i < 4; ++i) {
        if (side == QLatin1String(english[i]))
            return tr(adjectives[i]);
    }
    return side;
}

/** A slot a deck problem names by the deck file's code ("N0"): English keeps the code, the
 *  other languages name the edge and the part of it in words. */
QString slotText(const QString& code, TranslateFunction tr)
{
    static const char* const codes[] = {
        //: A slot of a tile's edge in words (the deck file's code N0): the west part of the
        //: north edge. Feminine in Russian and Ukrainian, as the messages that use it expect.
        QT_TRANSLATE_NOOP("Messages", "N0"),
        //: The middle of the north edge (slot N1).
        QT_TRANSLATE_NOOP("Messages", "N1"),
        //: The east part of the north edge (slot N2).
        QT_TRANSLATE_NOOP("Messages", "N2"),
        //: The north part of the east edge (slot E0).
        QT_TRANSLATE_NOOP("Messages", "E0"),
        //: The middle of the east edge (slot E1).
        QT_TRANSLATE_NOOP("Messages", "E1"),
        //: The south part of the east edge (slot E2).
        QT_TRANSLATE_NOOP("Messages", "E2"),
        //: The east part of the south edge (slot S0).
        QT_TRANSLATE_NOOP("Messages", "S0"),
        //: The middle of the south edge (slot S1).
        QT_TRANSLATE_NOOP("Messages", "S1"),
        //: The west part of the south edge (slot S2).
        QT_TRANSLATE_NOOP("Messages", "S2"),
        //: The south part of the west edge (slot W0).
        QT_TRANSLATE_NOOP("Messages", "W0"),
        //: The middle of the west edge (slot W1).
        QT_TRANSLATE_NOOP("Messages", "W1"),
        //: The north part of the west edge (slot W2).
        QT_TRANSLATE_NOOP("Messages", "W2")};
    for (const char* slot : codes) {
        if (code == QLatin1String(slot))
            return tr(slot);
    }
    return code;
}

} // namespace

QString untranslated(const char* sourceText)
{
    return QString::fromUtf8(sourceText);
}

QString catalogued(const char* sourceText)
{
    return QCoreApplication::translate("Messages", sourceText);
}

QString describe(MoveError error, TranslateFunction tr)
{
    return tr(moveErrorText(error));
}

QString describe(PlacementError error, TranslateFunction tr)
{
    return describe(toMoveError(error), tr);
}

QString describe(const Problem& p, TranslateFunction tr)
{
    QStringList where;
    if (!p.file.isEmpty())
        where << p.file;
    if (p.move >= 1)
        where << tr(MoveLocation).arg(p.move);
    if (!p.tileId.isEmpty())
        where << tr(TileIdLocation).arg(quoted(p.tileId));
    else if (p.tile >= 0)
        where << tr(TileNumberLocation).arg(p.tile + 1);
    if (p.feature >= 0)
        where << tr(FeatureLocation).arg(p.feature);
    QString what;
    if (p.code == ProblemCode::IllegalMove)
        what = tr(problemText(p.code)).arg(describe(p.moveError, tr));
    else if (p.code == ProblemCode::TooManyTileTypes)
        what = tr(problemText(p.code)).arg(quoted(p.detail)).arg(MaxDeckTiles);
    else if (p.code == ProblemCode::EdgeMixed)
        what = tr(problemText(p.code)).arg(sideText(p.detail, tr));
    else if (p.code == ProblemCode::SlotTwice || p.code == ProblemCode::SlotInTwoFeatures ||
             p.code == ProblemCode::SlotUncovered || p.code == ProblemCode::PathOffMiddle)
        what = tr(problemText(p.code)).arg(slotText(quoted(p.detail), tr));
    else if (p.code == ProblemCode::NotJson)
        what = tr(problemText(p.code))
                   .arg(p.line)
                   .arg(p.column)
                   .arg(describeJsonError(p.jsonError, tr));
    else if (p.code == ProblemCode::UnknownHouseRule)
        what = tr(problemText(p.code)).arg(p.detail, knownHouseRules().join(QLatin1String(", ")));
    else if (p.code == ProblemCode::CannotOpen)
        what = tr(problemText(p.code)).arg(describe(p.fileFault, tr));
    else
        what = fill(tr(problemText(p.code)), p, tr);
    return where.isEmpty() ? what : where.join(QLatin1String(", ")) + QLatin1String(": ") + what;
}

} // namespace bastide
