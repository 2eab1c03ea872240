// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// libFuzzer target: games steered by the input, on the standard deck and the small example
// deck, under every rule combination and player count. Each step plays either one of the
// legal moves or a move made up from raw bytes (any tile, cell, rotation, figure, feature,
// abbot return, discard). The engine must agree with itself: check() and apply() give the
// same verdict, a made-up move of the current tile is accepted exactly when legalMoves()
// lists it, a refused move changes nothing, the invariants hold after every move, and the
// game's record replays to the same game.

#include "engine/deckjson.h"
#include "engine/standarddeck.h"
#include "fuzzsupport.h"

#include <QFile>
#include <algorithm>
#include <climits>
#include <optional>

using namespace bastide;
using namespace bastide::cli;

namespace {

/** Reads the input a byte at a time; zeros once it runs out. */
class Input
{
public:
    Input(const std::uint8_t* data, std::size_t size) : m_data(data), m_left(size) {}
    bool empty() const { return m_left == 0; }
    std::uint8_t byte()
    {
        if (m_left == 0)
            return 0;
        --m_left;
        return *m_data++;
    }
    std::uint16_t word() { return std::uint16_t(byte() | byte() << 8); }

private:
    const std::uint8_t* m_data;
    std::size_t m_left;
};

std::shared_ptr<const TileSet> smallDeck()
{
    static const std::shared_ptr<const TileSet> tiles = [] {
        QFile file(QStringLiteral(BASTIDE_SPEC_EXAMPLES "/small-deck.json"));
        if (!file.open(QIODevice::ReadOnly))
            fuzz::fail(QStringLiteral("cannot read %1").arg(file.fileName()));
        Problems problems;
        auto deck = readDeck(file.readAll(), QStringLiteral("small-deck.json"), problems);
        if (!deck)
            fuzz::fail(QStringLiteral("the small example deck does not read"));
        return TileSet::build(std::move(*deck));
    }();
    return tiles;
}

int coordinate(Input& in, int near)
{
    const std::uint8_t b = in.byte();
    switch (b) {
    case 255:
        return INT_MAX;
    case 254:
        return INT_MIN;
    case 253:
        return near + 65536; // aliases `near` in a 16-bit cell key
    default:
        return near + int(b % 5) - 2;
    }
}

/** A move from raw bytes, near a legal one so that it is sometimes legal too. */
Move madeUpMove(Input& in, const Game& game, const std::vector<Move>& legal)
{
    const Move& base = legal[in.word() % legal.size()];
    Move m;
    const std::uint8_t tile = in.byte();
    if (tile < 160)
        m.tile = game.currentTile();
    else if (tile == 255)
        m.tile = TileTypeId(-1);
    else if (tile == 254)
        m.tile = TileTypeId(game.tileSet().typeCount());
    else
        m.tile = TileTypeId(tile % game.tileSet().typeCount());
    const std::uint8_t flags = in.byte();
    m.discard = (flags & 0x07) == 0;
    m.placement.cell.x = coordinate(in, base.placement.cell.x);
    m.placement.cell.y = coordinate(in, base.placement.cell.y);
    const std::uint8_t rotation = in.byte();
    m.placement.rotation =
        Rotation(rotation < 240 ? rotation % 4 : int(std::int8_t(rotation)) * 1000);
    if (flags & 0x08) {
        // Follower, abbot, big follower or builder; the pig comes from the legal moves.
        static constexpr FigureType Types[] = {FigureType::Follower, FigureType::Abbot,
                                               FigureType::Big, FigureType::Builder};
        m.place = FigurePlacement{Types[((flags >> 4) & 1) | ((flags >> 6) & 2)],
                                  int(std::int8_t(in.byte())) % 16};
    }
    m.returnAbbot = (flags & 0x60) == 0x60;
    if (m.discard) { // check() ignores the rest of a discard, and a discard lists nothing more
        m.placement = Placement{};
        m.place.reset();
        m.returnAbbot = false;
    }
    return m;
}

/** What a refused move must leave as it was; cheaper to take than a copy of the game. */
struct Snapshot
{
    std::size_t moves;
    std::vector<TileTypeId> bag;
    int current;
    bool finished;
    std::vector<PlacedFigure> figures;
    std::vector<PlayerState> players;
    int placed;
    int segments;

    explicit Snapshot(const Game& g)
        : moves(g.moves().size()), bag(g.bag().begin(), g.bag().end()), current(g.currentPlayer()),
          finished(g.isFinished()), figures(g.figures().begin(), g.figures().end()),
          placed(g.board().placedCount()), segments(g.board().segmentCount())
    {
        for (int p = 0; p < g.playerCount(); ++p)
            players.push_back(g.player(p));
    }
    bool operator==(const Snapshot&) const = default;
};

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    Input in(data, size);
    const std::uint8_t config = in.byte();
    auto setup = std::make_shared<GameSetup>();
    const bool small = config & 0x80;
    setup->tiles = small ? smallDeck() : standardTileSet();
    setup->standardDeck = !small;
    setup->rules.river = config & 1;
    setup->rules.abbot = config & 2;
    setup->rules.farmers = FarmerScoring((config >> 2) % 3);
    const int players = 2 + (config >> 4) % 5;
    for (int p = 0; p < players; ++p)
        setup->players.push_back(
            PlayerSetup{QStringLiteral("P%1").arg(p + 1), PlayerColor(p), PlayerKind::Human, {}});
    setup->seed = in.word();
    // The expansions from the seed, so that the input's layout stays as it was: none, Inns &
    // Cathedrals, Traders & Builders, or both.
    if (*setup->seed & 1)
        setup->rules.expansions << QStringLiteral("inns-cathedrals");
    if (*setup->seed & 2)
        setup->rules.expansions << QStringLiteral("traders-builders");
    Game game(setup, *setup->seed);
    fuzz::failIf(checkGameState(game), "new game");

    while (!game.isFinished() && !in.empty()) {
        const std::vector<Move> legal = game.legalMoves();
        const std::uint8_t op = in.byte();
        Move m;
        if (op < 128)
            m = legal[in.word() % legal.size()];
        else
            m = madeUpMove(in, game, legal);
        const bool current = m.tile == game.currentTile();
        const bool listed = std::find(legal.begin(), legal.end(), m) != legal.end();
        const MoveError checked = game.check(m);
        const std::optional<Snapshot> before =
            checked != MoveError::None ? std::optional<Snapshot>(game) : std::nullopt;
        const MoveError applied = game.apply(m).error;
        if (checked != applied)
            fuzz::fail(QStringLiteral("check() says %1, apply() says %2")
                           .arg(describe(checked), describe(applied)));
        if (current && (applied == MoveError::None) != listed)
            fuzz::fail(QStringLiteral("legalMoves() %1 a move that apply() %2")
                           .arg(listed ? QStringLiteral("lists") : QStringLiteral("omits"),
                                applied == MoveError::None
                                    ? QStringLiteral("accepts")
                                    : QStringLiteral("refuses: ") + describe(applied)));
        if (applied != MoveError::None) {
            if (!before || !(*before == Snapshot(game)))
                fuzz::fail(
                    QStringLiteral("a refused move (%1) changed the game").arg(describe(applied)));
            continue;
        }
        // The made-up moves above test legalMoves() against check(); the invariants remain.
        fuzz::failIf(game.invariantViolations(), "after a move");
    }
    if (game.isFinished()) {
        Move late;
        late.tile = TileTypeId(0);
        late.discard = true;
        if (game.apply(late).error != MoveError::GameOver)
            fuzz::fail(QStringLiteral("a move after the end was not refused as such"));
    }
    fuzz::failIf(checkRecordRoundTrip(game), "record round trip");
    return 0;
}
