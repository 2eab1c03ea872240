// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/game.h"

#include "engine/random.h"

#include <algorithm>
#include <bit>

namespace bastide {

namespace {

/** Shuffles v[from, to). */
void shuffle(std::vector<TileTypeId>& v, std::size_t from, std::size_t to, Random& rng)
{
    for (std::size_t i = to; i > from + 1; --i) {
        const std::size_t j = from + rng.below(std::uint32_t(i - from));
        std::swap(v[i - 1], v[j]);
    }
}

} // namespace

int PlayerState::score() const
{
    int sum = 0;
    for (int points : breakdown)
        sum += points;
    return sum;
}

int PlayerState::inSupply(FigureType type) const
{
    switch (type) {
    case FigureType::Follower:
        return followers;
    case FigureType::Abbot:
        return abbotInSupply ? 1 : 0;
    case FigureType::Big:
        return bigInSupply ? 1 : 0;
    case FigureType::Builder:
        return builderInSupply ? 1 : 0;
    case FigureType::Pig:
        return pigInSupply ? 1 : 0;
    }
    return 0;
}

void PlayerState::take(FigureType type)
{
    switch (type) {
    case FigureType::Follower:
        --followers;
        break;
    case FigureType::Abbot:
        abbotInSupply = false;
        break;
    case FigureType::Big:
        bigInSupply = false;
        break;
    case FigureType::Builder:
        builderInSupply = false;
        break;
    case FigureType::Pig:
        pigInSupply = false;
        break;
    }
}

void PlayerState::giveBack(FigureType type)
{
    switch (type) {
    case FigureType::Follower:
        ++followers;
        break;
    case FigureType::Abbot:
        abbotInSupply = true;
        break;
    case FigureType::Big:
        bigInSupply = true;
        break;
    case FigureType::Builder:
        builderInSupply = true;
        break;
    case FigureType::Pig:
        pigInSupply = true;
        break;
    }
}

std::uint16_t FigureOptions::of(FigureType type) const
{
    switch (type) {
    case FigureType::Follower:
        return followers;
    case FigureType::Abbot:
        return abbot;
    case FigureType::Big:
        return big;
    case FigureType::Builder:
        return builder;
    case FigureType::Pig:
        return pig;
    }
    return 0;
}

void FigureOptions::allow(FigureType type, int feature)
{
    static constexpr std::uint16_t FigureOptions::*Masks[FigureTypeCount] = {
        &FigureOptions::followers, &FigureOptions::abbot, &FigureOptions::big,
        &FigureOptions::builder, &FigureOptions::pig};
    this->*Masks[std::size_t(type)] |= std::uint16_t(1u << feature);
}

Game::Game(std::shared_ptr<const GameSetup> setup, std::uint64_t seed)
    : m_setup(std::move(setup)), m_ruleSet(RuleSet::of(*m_setup)),
      m_board(m_setup->tiles, m_setup->rules.river)
{
    m_players.resize(m_setup->players.size());
    for (PlayerState& p : m_players) {
        p.followers = m_ruleSet->figure(FigureType::Follower).supply;
        p.abbotInSupply = m_ruleSet->figure(FigureType::Abbot).inGame;
        p.bigInSupply = m_ruleSet->figure(FigureType::Big).inGame;
        p.builderInSupply = m_ruleSet->figure(FigureType::Builder).inGame;
        // Not with farmers off: the pig could never be placed (spec §4.2).
        p.pigInSupply = m_ruleSet->figure(FigureType::Pig).inGame;
    }
    fillBag(seed);
    m_moves.reserve(m_bag.size());
    m_movers.reserve(m_bag.size());
    if (m_bag.empty()) {
        m_finished = true;
        scoreEndOfGame(nullptr);
    }
}

void Game::fillBag(std::uint64_t seed)
{
    const Rules& rules = m_setup->rules;
    const Deck& deck = m_setup->tiles->deck();
    const TileTypeId baseStart(deck.startTile(TileGroup::Base));
    const TileTypeId spring =
        rules.river ? TileTypeId(deck.startTile(TileGroup::River)) : TileTypeId();
    const TileTypeId lake = rules.river ? TileTypeId(deck.lakeTile()) : TileTypeId();
    Random rng(seed);
    m_bag.reserve(std::size_t(deck.totalTiles()));
    if (rules.river) {
        for (int t = 0; t < int(deck.tiles.size()); ++t) {
            const TileType& type = deck.tiles[std::size_t(t)];
            if (type.group != TileGroup::River || TileTypeId(t) == spring || TileTypeId(t) == lake)
                continue;
            for (int c = 0; c < type.count; ++c)
                m_bag.push_back(TileTypeId(t));
        }
        shuffle(m_bag, 0, m_bag.size(), rng);
        if (lake.valid())
            m_bag.push_back(lake);
        m_riverLeft = int(m_bag.size());
    }
    const std::size_t baseFrom = m_bag.size();
    for (int t = 0; t < int(deck.tiles.size()); ++t) {
        const TileType& type = deck.tiles[std::size_t(t)];
        // Base tiles and those of the expansion sets in play, shuffled together (spec §4).
        if (type.group == TileGroup::River || !inPlay(type, rules))
            continue;
        const int copies = type.count - (TileTypeId(t) == baseStart ? 1 : 0);
        for (int c = 0; c < copies; ++c)
            m_bag.push_back(TileTypeId(t));
    }
    shuffle(m_bag, baseFrom, m_bag.size(), rng);
    m_board.placeStart(rules.river && spring.valid() ? spring : baseStart);
}

bool operator==(const Game& a, const Game& b)
{
    // The rule set is derived from the setup: games replayed apart from one record are
    // equal although each built its own.
    return a.m_setup == b.m_setup && a.m_board == b.m_board && a.m_players == b.m_players &&
           a.m_figures == b.m_figures && a.m_bag == b.m_bag && a.m_next == b.m_next &&
           a.m_riverLeft == b.m_riverLeft && a.m_current == b.m_current &&
           a.m_finished == b.m_finished && a.m_secondTurn == b.m_secondTurn &&
           a.m_moves == b.m_moves && a.m_movers == b.m_movers;
}

std::uint8_t Game::winners() const
{
    int best = 0;
    for (const PlayerState& p : m_players)
        best = std::max(best, p.score());
    std::uint8_t mask = 0;
    for (int p = 0; p < playerCount(); ++p) {
        if (m_players[std::size_t(p)].score() == best)
            mask = std::uint8_t(mask | (1u << p));
    }
    return mask;
}

MoveError Game::canDraw(TileTypeId type) const
{
    if (m_finished)
        return MoveError::GameOver;
    if (!tileSet().contains(type) ||
        std::find(m_bag.begin() + std::ptrdiff_t(m_next), m_bag.end(), type) == m_bag.end()) {
        return MoveError::TileNotInBag;
    }
    const TileRules& tr = tileSet().rules(type);
    if (m_riverLeft > 0 && !tr.river)
        return MoveError::RiverTilesFirst;
    if (tr.lake && m_riverLeft > 1)
        return MoveError::LakeLast;
    return MoveError::None;
}

MoveError Game::reorderBag(std::span<const TileTypeId> order)
{
    std::vector<TileTypeId> a(m_bag.begin() + std::ptrdiff_t(m_next), m_bag.end());
    std::vector<TileTypeId> b(order.begin(), order.end());
    std::sort(a.begin(), a.end());
    std::sort(b.begin(), b.end());
    if (a != b)
        return MoveError::TileNotInBag;
    for (std::size_t i = 0; i < order.size(); ++i) {
        const TileRules& tr = tileSet().rules(order[i]);
        const bool mustBeRiver = int(i) < m_riverLeft;
        if (tr.river != mustBeRiver || (tr.lake && int(i) != m_riverLeft - 1))
            return MoveError::RiverTilesFirst;
    }
    std::copy(order.begin(), order.end(), m_bag.begin() + std::ptrdiff_t(m_next));
    return MoveError::None;
}

void Game::drawTile(TileTypeId type)
{
    // Nearly always the tile on top (a record or a player that draws another is rare).
    if (m_bag[m_next] != type) {
        const auto from = m_bag.begin() + std::ptrdiff_t(m_next);
        const auto pos = std::find(from, m_bag.end(), type);
        std::rotate(from, pos, pos + 1);
    }
    ++m_next;
    if (tileSet().rules(type).river)
        --m_riverLeft;
}

SegmentId Game::figureSegment(int player, FigureType type) const
{
    for (const PlacedFigure& f : m_figures) {
        if (f.player == player && f.type == type)
            return f.segment;
    }
    return SegmentId();
}

MoveError Game::check(const Move& move) const
{
    if (const MoveError e = canDraw(move.tile); e != MoveError::None)
        return e;
    if (move.discard)
        return m_board.canPlace(move.tile) ? MoveError::DiscardButFits : MoveError::None;
    if (const PlacementError e = m_board.check(move.tile, move.placement);
        e != PlacementError::None)
        return toMoveError(e);
    return checkFigure(move);
}

bool Game::holdsAny(int player, const FeatureAfter& after) const
{
    for (const PlacedFigure& f : m_figures) {
        if (f.player == player && m_ruleSet->figure(f.type).weight > 0 &&
            after.joins(m_board.root(f.segment)))
            return true;
    }
    return false;
}

MoveError Game::checkFigure(const Move& move) const
{
    if (move.place && move.returnAbbot)
        return MoveError::FigureAndAbbotReturn;
    const PlayerState& me = m_players[std::size_t(m_current)];
    if (move.returnAbbot) {
        if (!rules().abbot)
            return MoveError::AbbotOff;
        const SegmentId segment = figureSegment(m_current, FigureType::Abbot);
        if (!segment.valid())
            return MoveError::AbbotNotOnBoard;
        const PlacedTile& t = m_board.tile(m_board.segmentTile(segment));
        const int dx = std::abs(t.cell.x - move.placement.cell.x);
        const int dy = std::abs(t.cell.y - move.placement.cell.y);
        const bool surrounds = dx <= 1 && dy <= 1;
        if (t.neighbours + (surrounds ? 1 : 0) >= 8)
            return MoveError::AbbotFeatureCompleted;
        return MoveError::None;
    }
    if (!move.place)
        return MoveError::None;
    const TileRules& tr = tileSet().rules(move.tile);
    const int f = move.place->feature;
    if (f < 0 || f >= tr.featureCount)
        return MoveError::NoSuchFeature;
    const FeatureKind kind = tr.features[std::size_t(f)].kind;
    if (kind == FeatureKind::River)
        return MoveError::NoFigureOnRiver;
    const FigureRule& rule = m_ruleSet->figure(move.place->figure);
    if (!rule.inGame)
        return rule.notInGame;
    if (const MoveError e = rule.refusedOn[std::size_t(kind)]; e != MoveError::None)
        return e;
    if (me.inSupply(move.place->figure) == 0)
        return rule.noneLeft;
    // Last: the checks that look at neighbours.
    if (rule.joinsOwnFigure) {
        const FeatureAfter after = m_board.featureAfter(move.tile, move.placement, f);
        if (!holdsAny(m_current, after))
            return rule.needsOwnFigure;
        if (rule.needsIncomplete && after.openEnds == 0)
            return rule.completed;
        return MoveError::None;
    }
    if (m_board.occupiedAfter(move.tile, move.placement) & (1u << f))
        return MoveError::FeatureOccupied;
    return MoveError::None;
}

FigureOptions Game::figureOptions(TileTypeId type, Placement p) const
{
    FigureOptions options;
    const TileRules& tr = tileSet().rules(type);
    const PlayerState& me = m_players[std::size_t(m_current)];
    const RuleSet& rules = *m_ruleSet;
    // Figures in supply, a bit per FigureType: only those are looked at, so the expansions'
    // figures cost nothing when off or used up.
    unsigned available = (me.followers > 0 ? 1u : 0u) << int(FigureType::Follower) |
                         unsigned(me.abbotInSupply) << int(FigureType::Abbot) |
                         unsigned(me.bigInSupply) << int(FigureType::Big) |
                         unsigned(me.builderInSupply) << int(FigureType::Builder) |
                         unsigned(me.pigInSupply) << int(FigureType::Pig);
    available &= rules.figuresInGame();
    if (available != 0) {
        const std::uint16_t occupied = m_board.occupiedAfter(type, p);
        for (int f = 0; f < tr.featureCount; ++f) {
            const FeatureKind kind = tr.features[std::size_t(f)].kind;
            const bool taken = occupied & (1u << f);
            // An empty feature takes the ordinary figures; the builder and the pig join a
            // feature taken by one of the player's own.
            for (unsigned types = available & rules.figuresOn(kind, taken); types != 0;
                 types &= types - 1) {
                const auto figure = FigureType(std::countr_zero(types));
                const FigureRule& rule = rules.figure(figure);
                if (rule.joinsOwnFigure) {
                    const FeatureAfter after = m_board.featureAfter(type, p, f);
                    if (!holdsAny(m_current, after) ||
                        (rule.needsIncomplete && after.openEnds == 0))
                        continue;
                }
                options.allow(figure, f);
            }
        }
    }
    if (rules.figure(FigureType::Abbot).inGame && !me.abbotInSupply) {
        Move probe;
        probe.tile = type;
        probe.placement = p;
        probe.returnAbbot = true;
        options.canReturnAbbot = checkFigure(probe) == MoveError::None;
    }
    return options;
}

std::vector<Move> Game::legalMoves() const
{
    std::vector<Move> moves;
    const TileTypeId type = currentTile();
    if (!type.valid())
        return moves;
    m_board.forEachPlacement(type, [&](Placement p) {
        Move m;
        m.tile = type;
        m.placement = p;
        moves.push_back(m);
        const FigureOptions o = figureOptions(type, p);
        for (int t = 0; t < FigureTypeCount && o.any(); ++t) {
            const std::uint16_t mask = o.of(FigureType(t));
            for (int f = 0; f < MaxTileFeatures; ++f) {
                if (mask & (1u << f)) {
                    m.place = FigurePlacement{FigureType(t), f};
                    moves.push_back(m);
                }
            }
        }
        if (o.canReturnAbbot) {
            m.place.reset();
            m.returnAbbot = true;
            moves.push_back(m);
        }
    });
    if (moves.empty()) {
        Move discard;
        discard.tile = type;
        discard.discard = true;
        moves.push_back(discard);
    }
    return moves;
}

MoveOutcome Game::apply(const Move& move)
{
    MoveOutcome outcome;
    outcome.error = check(move);
    if (outcome.error != MoveError::None) {
        outcome.move = move;
        return outcome;
    }
    applyLegal(move, &outcome);
    return outcome;
}

void Game::shuffleUnseen(Random& random)
{
    if (m_next >= m_bag.size())
        return;
    // The current tile is known; river tiles still to come stay before the base tiles.
    const std::size_t riverEnd = m_next + std::size_t(std::max(m_riverLeft, 0));
    if (riverEnd > m_next + 1) {
        const bool lakeLast = tileSet().rules(m_bag[riverEnd - 1]).lake;
        shuffle(m_bag, m_next + 1, riverEnd - (lakeLast ? 1 : 0), random);
    }
    shuffle(m_bag, std::max(riverEnd, m_next + 1), m_bag.size(), random);
}

void Game::applyLegal(const Move& move, MoveOutcome* outcome)
{
    TurnMemo memo;
    memo.player = m_current;
    if (outcome) {
        outcome->player = m_current;
        outcome->move = move;
    }
    drawTile(move.tile);
    m_moves.push_back(move);
    m_movers.push_back(std::uint8_t(m_current));
    bool again = false;
    if (!move.discard) {
        const auto modules = m_ruleSet->modules();
        for (const auto& module : modules)
            module->beforeTile(*this, memo);
        const PlaceEffects effects = m_board.place(move.tile, move.placement);
        memo.tileIndex = TileIndex(m_board.placedCount() - 1);
        if (move.place)
            placeFigure(move, outcome);
        else if (move.returnAbbot)
            returnAbbot(outcome);
        scoreCompleted(effects, memo, outcome);
        if (!modules.empty()) {
            PlayerState& me = m_players[std::size_t(m_current)];
            for (int k = 0; k < GoodsKindCount; ++k)
                me.goods[std::size_t(k)] += memo.goods[std::size_t(k)];
            for (const auto& module : modules)
                again = again || module->anotherTurn(*this, memo);
            again = again && m_next < m_bag.size(); // no tile left: no second turn
            if (outcome) {
                outcome->goodsTaken = memo.goods;
                outcome->doubleTurn = again;
            }
        }
        m_secondTurn = again;
        if (!again)
            m_current = (m_current + 1) % playerCount();
    }
    if (outcome)
        outcome->sameMover = move.discard || again;
    if (m_next == m_bag.size()) {
        m_finished = true;
        if (outcome)
            outcome->finished = true;
        scoreEndOfGame(outcome);
    }
}

void Game::placeFigure(const Move& move, MoveOutcome* outcome)
{
    PlacedFigure figure;
    figure.player = std::uint8_t(m_current);
    figure.type = move.place->figure;
    figure.segment = m_board.segmentOf(TileIndex(m_board.placedCount() - 1), move.place->feature);
    m_figures.push_back(figure);
    m_board.addFigure(figure.segment, 1);
    m_players[std::size_t(m_current)].take(figure.type);
    if (outcome)
        outcome->placed = figure;
}

} // namespace bastide
