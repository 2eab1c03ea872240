// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/ai/playout.h"

namespace bastide {

Playout::Playout(PlayoutPolicy policy) : m_policy(policy) {}

bool Playout::randomPlacement(const Game& game, TileTypeId type, Random& random, Placement* out)
{
    const TileRules& tr = game.tileSet().rules(type);
    if (game.rules().river && tr.river) {
        // The river has at most four placements, all at one cell.
        std::array<Placement, 4> river{};
        int n = 0;
        game.forEachPlacement(type, [&](Placement p) {
            if (n < 4)
                river[std::size_t(n++)] = p;
        });
        if (n == 0)
            return false;
        *out = river[random.below(std::uint32_t(n))];
        return true;
    }
    const std::span<const FrontierCell> frontier = game.board().frontier();
    if (frontier.empty())
        return false;
    const TileSet& tiles = game.tileSet();
    // Rejection sampling over (cell, rotation) is uniform over the legal placements and
    // usually needs a few tries, where counting them visits the whole frontier.
    const auto candidates = std::uint32_t(frontier.size() * 4);
    for (int attempt = 0; attempt < 24; ++attempt) {
        const std::uint32_t pick = random.below(candidates);
        const FrontierCell& fc = frontier[pick >> 2];
        const int r = int(pick & 3);
        if (tiles.rotationsFitting(type, fc.demand) & (1u << r)) {
            *out = Placement{fc.cell, Rotation(r)};
            return true;
        }
    }
    const Board& board = game.board();
    const int count = board.placementCount(type);
    if (count == 0)
        return false;
    *out = board.placementAt(type, int(random.below(std::uint32_t(count))));
    return true;
}

double Playout::kindWeight(FeatureKind kind, int followersLeft, bool spend) const
{
    switch (kind) {
    case FeatureKind::City:
        return m_policy.city;
    case FeatureKind::Road:
        return m_policy.road;
    case FeatureKind::Monastery:
        return m_policy.monastery;
    case FeatureKind::Field:
        return followersLeft > m_policy.keepFollowersForFields || spend ? m_policy.field : 0.0;
    default:
        return 0.0;
    }
}

void Playout::chooseFigure(const Game& game, Move& move, Random& random) const
{
    const PlayerState& me = game.player(game.currentPlayer());
    if (!game.rules().abbot && me.available() == 0)
        return;
    // At the very end a figure in supply is worth nothing: place one wherever it can go.
    const bool spend = m_policy.spendAtTheEnd > 0 &&
                       game.tilesLeft() <= m_policy.spendAtTheEnd * game.playerCount();
    if (!spend && random.unit() >= m_policy.figureChance)
        return;
    const FigureOptions options = game.figureOptions(move.tile, move.placement);
    if (!options.any() && !options.canReturnAbbot)
        return;
    const TileRules& tr = game.tileSet().rules(move.tile);
    // Left uninitialised: only the first n entries are ever read, and this runs on every
    // move of every playout.
    std::array<double, MaxFigureChoices> weight;
    std::array<std::uint8_t, MaxFigureChoices> choiceType;
    std::array<std::uint8_t, MaxFigureChoices> choiceFeature;
    int n = 0;
    double total = spend ? 0.0 : m_policy.none;
    auto offer = [&](FigureType type, int feature, double w) {
        if (w <= 0)
            return;
        weight[std::size_t(n)] = w;
        choiceType[std::size_t(n)] = std::uint8_t(type);
        choiceFeature[std::size_t(n++)] = std::uint8_t(feature);
        total += w;
    };
    const bool expansionFigures = (options.of(FigureType::Big) | options.of(FigureType::Builder) |
                                   options.of(FigureType::Pig)) != 0;
    for (int f = 0; f < tr.featureCount; ++f) {
        const std::uint32_t bit = 1u << f;
        const FeatureKind kind = tr.features[std::size_t(f)].kind;
        if (options.of(FigureType::Follower) & bit)
            offer(FigureType::Follower, f,
                  kindWeight(kind, me.inSupply(FigureType::Follower), spend));
        if (options.of(FigureType::Abbot) & bit)
            offer(FigureType::Abbot, f, m_policy.abbot);
        if (!expansionFigures)
            continue;
        if (options.of(FigureType::Big) & bit)
            offer(FigureType::Big, f, m_policy.big * kindWeight(kind, MaxOwners, spend));
        if (options.of(FigureType::Builder) & bit)
            offer(FigureType::Builder, f, m_policy.builder);
        if (options.of(FigureType::Pig) & bit)
            offer(FigureType::Pig, f, m_policy.pig);
    }
    const bool returnOffered = options.canReturnAbbot && m_policy.returnAbbot > 0;
    if (returnOffered)
        total += m_policy.returnAbbot;
    if (total <= 0)
        return;
    double x = random.unit() * total;
    for (int i = 0; i < n; ++i) {
        x -= weight[std::size_t(i)];
        if (x < 0) {
            move.place = FigurePlacement{FigureType(choiceType[std::size_t(i)]),
                                         choiceFeature[std::size_t(i)]};
            return;
        }
    }
    // What is left of the draw falls on the abbot's return (when offered) or on no figure.
    if (returnOffered && x < m_policy.returnAbbot)
        move.returnAbbot = true;
}

int Playout::placementGain(const Game& game, TileTypeId type, Placement p,
                           const std::array<Owner, MaxOwners>& owners, int ownerCount) const
{
    const Board& board = game.board();
    const TileSet& tiles = game.tileSet();
    const int me = game.currentPlayer();
    auto weigh = [&](SegmentId root, int weight) {
        int gain = 0;
        for (int i = 0; i < ownerCount; ++i) {
            if (owners[std::size_t(i)].root == root)
                gain += owners[std::size_t(i)].player == me ? weight : -weight;
        }
        return gain;
    };
    int gain = 0;
    const std::uint8_t signature = tiles.rules(type).signature[p.rotation.index()];
    for (int side = 0; side < SideCount; ++side) {
        const Terrain terrain = signatureTerrain(signature, side);
        if (terrain != Terrain::City && terrain != Terrain::Road)
            continue;
        const TileIndex other = board.tileAt(neighbour(p.cell, side));
        if (!other.valid())
            continue;
        const PlacedTile& o = board.tile(other);
        if (tiles.rules(o.type).wildEdges)
            continue; // a wild edge joins nothing
        const int slot = unrotateSlot(facingSlot(middleSlot(side)), o.rotation);
        const int feature = tiles.rules(o.type).slotFeature[std::size_t(slot)];
        gain += weigh(board.root(o.segment(feature)), terrain == Terrain::City ? 2 : 1);
    }
    for (int dy = -1; dy <= 1; ++dy) {
        for (int dx = -1; dx <= 1; ++dx) {
            const TileIndex other = board.tileAt(Cell{p.cell.x + dx, p.cell.y + dy});
            if (!other.valid())
                continue;
            const PlacedTile& o = board.tile(other);
            const int centre = tiles.rules(o.type).centre;
            if (centre >= 0)
                gain += weigh(o.segment(centre), 1); // a centre is its own feature
        }
    }
    return gain;
}

Move Playout::chooseMove(const Game& game, Random& random) const
{
    Move move;
    move.tile = game.currentTile();
    if (!randomPlacement(game, move.tile, random, &move.placement)) {
        move.discard = true;
        return move;
    }
    if (m_policy.candidates > 1 && !game.figures().empty()) {
        std::array<Owner, MaxOwners> owners{};
        int ownerCount = 0;
        for (const PlacedFigure& f : game.figures()) {
            if (ownerCount == MaxOwners)
                break;
            owners[std::size_t(ownerCount++)] = Owner{game.board().root(f.segment), f.player};
        }
        int best = placementGain(game, move.tile, move.placement, owners, ownerCount);
        for (int c = 1; c < m_policy.candidates; ++c) {
            Placement p;
            if (!randomPlacement(game, move.tile, random, &p))
                break;
            const int gain = placementGain(game, move.tile, p, owners, ownerCount);
            if (gain > best) {
                best = gain;
                move.placement = p;
            }
        }
    }
    chooseFigure(game, move, random);
    return move;
}

int Playout::run(Game& game, Random& random, int maxMoves) const
{
    int moves = 0;
    while (!game.isFinished() && moves != maxMoves) {
        if (game.ruleSet().asks() && !game.awaitsTileMove()) {
            // Another decision a module asked (the final round's): its first answer.
            game.decide(game.legalDecisions().front());
            continue;
        }
        game.applyLegal(chooseMove(game, random));
        ++moves;
    }
    return moves;
}

} // namespace bastide
