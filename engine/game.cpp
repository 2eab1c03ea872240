// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/game.h"

#include "engine/random.h"

#include <algorithm>

namespace bastide {

namespace {

/** Shuffles v[from, to). */
void shuffle(std::vector<std::uint16_t>& v, std::size_t from, std::size_t to, Random& rng)
{
    for (std::size_t i = to; i > from + 1; --i) {
        const std::size_t j = from + rng.below(std::uint32_t(i - from));
        std::swap(v[i - 1], v[j]);
    }
}

ScoreCategory categoryOf(FeatureKind kind)
{
    switch (kind) {
    case FeatureKind::Road:
        return ScoreCategory::Road;
    case FeatureKind::City:
        return ScoreCategory::City;
    case FeatureKind::Monastery:
        return ScoreCategory::Monastery;
    case FeatureKind::Garden:
        return ScoreCategory::Garden;
    default:
        return ScoreCategory::Field;
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

Game::Game(std::shared_ptr<const GameSetup> setup, std::uint64_t seed)
    : m_setup(std::move(setup)), m_board(m_setup->tiles, m_setup->rules.river)
{
    const Rules& rules = m_setup->rules;
    m_players.resize(m_setup->players.size());
    for (PlayerState& p : m_players)
        p.abbotInSupply = rules.abbot;

    const Deck& deck = m_setup->tiles->deck();
    const int baseStart = deck.startTile(TileGroup::Base);
    const int spring = rules.river ? deck.startTile(TileGroup::River) : -1;
    const int lake = rules.river ? deck.lakeTile() : -1;
    Random rng(seed);
    m_bag.reserve(std::size_t(deck.totalTiles()));
    if (rules.river) {
        for (std::size_t t = 0; t < deck.tiles.size(); ++t) {
            const TileType& type = deck.tiles[t];
            if (type.group != TileGroup::River || int(t) == spring || int(t) == lake)
                continue;
            for (int c = 0; c < type.count; ++c)
                m_bag.push_back(std::uint16_t(t));
        }
        shuffle(m_bag, 0, m_bag.size(), rng);
        if (lake >= 0)
            m_bag.push_back(std::uint16_t(lake));
        m_riverLeft = int(m_bag.size());
    }
    const std::size_t baseFrom = m_bag.size();
    for (std::size_t t = 0; t < deck.tiles.size(); ++t) {
        const TileType& type = deck.tiles[t];
        // Base tiles and those of the expansion sets in play, shuffled together (spec §4).
        if (type.group == TileGroup::River || !inPlay(type, rules))
            continue;
        const int copies = type.count - (int(t) == baseStart ? 1 : 0);
        for (int c = 0; c < copies; ++c)
            m_bag.push_back(std::uint16_t(t));
    }
    shuffle(m_bag, baseFrom, m_bag.size(), rng);
    m_board.placeStart(rules.river && spring >= 0 ? spring : baseStart);
    m_moves.reserve(m_bag.size());
    if (m_bag.empty()) {
        m_finished = true;
        scoreEndOfGame(nullptr);
    }
}

MoveError Game::canDraw(int type) const
{
    if (m_finished)
        return MoveError::GameOver;
    if (type < 0 || type >= tileSet().typeCount() ||
        std::find(m_bag.begin() + std::ptrdiff_t(m_next), m_bag.end(), std::uint16_t(type)) ==
            m_bag.end()) {
        return MoveError::TileNotInBag;
    }
    const TileRules& tr = tileSet().rules(type);
    if (m_riverLeft > 0 && !tr.river)
        return MoveError::RiverTilesFirst;
    if (tr.lake && m_riverLeft > 1)
        return MoveError::LakeLast;
    return MoveError::None;
}

MoveError Game::reorderBag(std::span<const std::uint16_t> order)
{
    std::vector<std::uint16_t> a(m_bag.begin() + std::ptrdiff_t(m_next), m_bag.end());
    std::vector<std::uint16_t> b(order.begin(), order.end());
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

void Game::drawTile(int type)
{
    auto pos = std::find(m_bag.begin() + std::ptrdiff_t(m_next), m_bag.end(), std::uint16_t(type));
    std::rotate(m_bag.begin() + std::ptrdiff_t(m_next), pos, pos + 1);
    ++m_next;
    if (tileSet().rules(type).river)
        --m_riverLeft;
}

int Game::abbotSegment(int player) const
{
    for (const PlacedFigure& f : m_figures) {
        if (f.player == player && f.type == FigureType::Abbot)
            return f.segment;
    }
    return -1;
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

MoveError Game::checkFigure(const Move& move) const
{
    if (move.place && move.returnAbbot)
        return MoveError::FigureAndAbbotReturn;
    const PlayerState& me = m_players[std::size_t(m_current)];
    if (move.returnAbbot) {
        if (!rules().abbot)
            return MoveError::AbbotOff;
        const int segment = abbotSegment(m_current);
        if (segment < 0)
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
    if (move.place->figure != FigureType::Follower && move.place->figure != FigureType::Abbot)
        return MoveError::FigureNotInGame; // the expansions' figures come with their rules
    if (move.place->figure == FigureType::Follower) {
        if (kind == FeatureKind::Garden)
            return MoveError::GardenTakesOnlyAbbot;
        if (kind == FeatureKind::Field && rules().farmers == FarmerScoring::None)
            return MoveError::FarmersOff;
        if (me.followers == 0)
            return MoveError::NoFollowerLeft;
    } else {
        if (!rules().abbot)
            return MoveError::AbbotOff;
        if (!isCentreKind(kind))
            return MoveError::AbbotNeedsMonasteryOrGarden;
        if (!me.abbotInSupply)
            return MoveError::AbbotNotInSupply;
    }
    if (m_board.occupiedAfter(move.tile, move.placement) & (1u << f))
        return MoveError::FeatureOccupied; // last: the only check that looks at neighbours
    return MoveError::None;
}

FigureOptions Game::figureOptions(int type, Placement p) const
{
    FigureOptions options;
    const TileRules& tr = tileSet().rules(type);
    const PlayerState& me = m_players[std::size_t(m_current)];
    const std::uint16_t occupied = m_board.occupiedAfter(type, p);
    for (int f = 0; f < tr.featureCount; ++f) {
        if (occupied & (1u << f))
            continue;
        const FeatureKind kind = tr.features[std::size_t(f)].kind;
        const bool followerFits =
            kind == FeatureKind::City || kind == FeatureKind::Road ||
            kind == FeatureKind::Monastery ||
            (kind == FeatureKind::Field && rules().farmers != FarmerScoring::None);
        if (followerFits && me.followers > 0)
            options.followers = std::uint16_t(options.followers | (1u << f));
        if (isCentreKind(kind) && me.abbotInSupply)
            options.abbot = std::uint16_t(options.abbot | (1u << f));
    }
    if (rules().abbot && !me.abbotInSupply) {
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
    const int type = currentTile();
    if (type < 0)
        return moves;
    m_board.forEachPlacement(type, [&](Placement p) {
        Move m;
        m.tile = type;
        m.placement = p;
        moves.push_back(m);
        const FigureOptions o = figureOptions(type, p);
        for (int f = 0; f < MaxTileFeatures; ++f) {
            if (o.followers & (1u << f)) {
                m.place = FigurePlacement{FigureType::Follower, f};
                moves.push_back(m);
            }
            if (o.abbot & (1u << f)) {
                m.place = FigurePlacement{FigureType::Abbot, f};
                moves.push_back(m);
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

MoveError Game::apply(const Move& move, std::vector<ScoreEvent>* events)
{
    if (const MoveError e = check(move); e != MoveError::None)
        return e;
    applyLegal(move, events);
    return MoveError::None;
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

void Game::applyLegal(const Move& move, std::vector<ScoreEvent>* events)
{
    drawTile(move.tile);
    m_moves.push_back(move);
    if (!move.discard) {
        const PlaceEffects effects = m_board.place(move.tile, move.placement);
        if (move.place) {
            const int tileIndex = m_board.placedCount() - 1;
            PlacedFigure figure;
            figure.player = std::uint8_t(m_current);
            figure.type = move.place->figure;
            figure.segment = m_board.segmentOf(tileIndex, move.place->feature);
            m_figures.push_back(figure);
            m_board.addFigure(figure.segment, 1);
            PlayerState& me = m_players[std::size_t(m_current)];
            if (figure.type == FigureType::Follower)
                --me.followers;
            else
                me.abbotInSupply = false;
        } else if (move.returnAbbot) {
            returnAbbot(events);
        }
        scoreCompleted(effects, events);
        m_current = (m_current + 1) % playerCount();
    }
    if (m_next == m_bag.size()) {
        m_finished = true;
        scoreEndOfGame(events);
    }
}

std::uint8_t Game::majority(int root) const
{
    std::array<int, MaxPlayers> count{};
    for (const PlacedFigure& f : m_figures) {
        if (m_board.root(f.segment) == root)
            ++count[f.player];
    }
    const int best = *std::max_element(count.begin(), count.end());
    std::uint8_t winners = 0;
    if (best == 0)
        return 0;
    for (int p = 0; p < MaxPlayers; ++p) {
        if (count[std::size_t(p)] == best)
            winners = std::uint8_t(winners | (1u << p));
    }
    return winners;
}

void Game::award(const ScoreEvent& event, std::vector<ScoreEvent>* events)
{
    if (event.winners == 0 || event.points == 0)
        return;
    for (int p = 0; p < playerCount(); ++p) {
        if (event.winners & (1u << p))
            m_players[std::size_t(p)].breakdown[std::size_t(event.category)] += event.points;
    }
    if (events)
        events->push_back(event);
}

void Game::returnFiguresOn(int root)
{
    for (std::size_t i = 0; i < m_figures.size();) {
        const PlacedFigure f = m_figures[i];
        if (m_board.root(f.segment) != root) {
            ++i;
            continue;
        }
        PlayerState& owner = m_players[f.player];
        if (f.type == FigureType::Follower)
            ++owner.followers;
        else
            owner.abbotInSupply = true;
        m_board.addFigure(f.segment, -1);
        m_figures.erase(m_figures.begin() + std::ptrdiff_t(i));
    }
}

ScoreEvent Game::featureValue(int root, ScoreReason reason) const
{
    ScoreEvent e;
    e.reason = reason;
    e.segment = root;
    e.kind = m_board.kind(root);
    e.category = categoryOf(e.kind);
    e.complete = m_board.isComplete(root);
    e.winners = majority(root);
    switch (e.kind) {
    case FeatureKind::Road:
        e.tiles = m_board.featureTileCount(root);
        e.points = e.tiles;
        break;
    case FeatureKind::City:
        e.tiles = m_board.featureTileCount(root);
        e.shields = m_board.shields(root);
        e.points = (e.complete ? 2 : 1) * (e.tiles + e.shields);
        break;
    case FeatureKind::Monastery:
    case FeatureKind::Garden:
        e.tiles = 1 + m_board.tile(m_board.segmentTile(root)).neighbours;
        e.points = e.tiles;
        break;
    default:
        break;
    }
    return e;
}

void Game::returnAbbot(std::vector<ScoreEvent>* events)
{
    const int segment = abbotSegment(m_current);
    const int root = m_board.root(segment);
    award(featureValue(root, ScoreReason::AbbotReturned), events);
    returnFiguresOn(root);
}

void Game::scoreCompleted(const PlaceEffects& effects, std::vector<ScoreEvent>* events)
{
    for (int i = 0; i < effects.completedCount; ++i) {
        const int root = m_board.root(effects.completed[std::size_t(i)]);
        if (m_board.figureCount(root) == 0)
            continue;
        award(featureValue(root, ScoreReason::Completed), events);
        returnFiguresOn(root);
    }
    for (int i = 0; i < effects.centreCount; ++i) {
        const int segment = effects.centres[std::size_t(i)];
        if (m_board.figureCount(segment) == 0)
            continue;
        award(featureValue(segment, ScoreReason::Completed), events);
        returnFiguresOn(segment);
    }
}

void Game::scoreEndOfGame(std::vector<ScoreEvent>* events)
{
    // Incomplete roads, cities, monasteries and gardens, in that order, then fields.
    constexpr FeatureKind Order[] = {FeatureKind::Road, FeatureKind::City, FeatureKind::Monastery,
                                     FeatureKind::Garden};
    for (FeatureKind kind : Order) {
        for (std::size_t i = 0; i < m_figures.size();) {
            const int root = m_board.root(m_figures[i].segment);
            if (m_board.kind(root) != kind) {
                ++i;
                continue;
            }
            award(featureValue(root, ScoreReason::EndOfGame), events);
            returnFiguresOn(root); // removes at least m_figures[i]; do not advance
        }
    }
    scoreFields(events);
}

void Game::scoreFields(std::vector<ScoreEvent>* events)
{
    if (rules().farmers == FarmerScoring::None)
        return;
    // Field roots with farmers, in the order their first farmer was placed.
    std::vector<int> fields;
    for (const PlacedFigure& f : m_figures) {
        const int root = m_board.root(f.segment);
        if (m_board.kind(root) == FeatureKind::Field &&
            std::find(fields.begin(), fields.end(), root) == fields.end()) {
            fields.push_back(root);
        }
    }
    // Completed city roots each field borders.
    std::vector<std::vector<int>> bordered(fields.size());
    for (std::size_t i = 0; i < fields.size(); ++i) {
        m_board.forEachSegment(fields[i], [&](int s) {
            const PlacedTile& t = m_board.tile(m_board.segmentTile(s));
            const FeatureRules& fr =
                tileSet().rules(t.type).features[std::size_t(m_board.segmentFeature(s))];
            for (int c = 0; c < MaxTileFeatures; ++c) {
                if (!(fr.cities & (1u << c)))
                    continue;
                const int city = m_board.root(t.firstSegment + c);
                if (m_board.isComplete(city) &&
                    std::find(bordered[i].begin(), bordered[i].end(), city) == bordered[i].end()) {
                    bordered[i].push_back(city);
                }
            }
        });
    }
    if (rules().farmers == FarmerScoring::Modern) {
        for (std::size_t i = 0; i < fields.size(); ++i) {
            ScoreEvent e;
            e.category = ScoreCategory::Field;
            e.reason = ScoreReason::EndOfGame;
            e.kind = FeatureKind::Field;
            e.segment = fields[i];
            e.cities = int(bordered[i].size());
            e.points = 3 * e.cities;
            e.winners = majority(fields[i]);
            award(e, events);
        }
        return;
    }
    // Classic: each completed city once, to whoever has most farmers on all fields bordering it.
    std::vector<int> cities;
    for (const auto& list : bordered) {
        for (int c : list) {
            if (std::find(cities.begin(), cities.end(), c) == cities.end())
                cities.push_back(c);
        }
    }
    for (int city : cities) {
        std::array<int, MaxPlayers> count{};
        for (std::size_t i = 0; i < fields.size(); ++i) {
            if (std::find(bordered[i].begin(), bordered[i].end(), city) == bordered[i].end())
                continue;
            for (const PlacedFigure& f : m_figures) {
                if (m_board.root(f.segment) == fields[i])
                    ++count[f.player];
            }
        }
        const int best = *std::max_element(count.begin(), count.end());
        ScoreEvent e;
        e.category = ScoreCategory::Field;
        e.reason = ScoreReason::EndOfGame;
        e.kind = FeatureKind::City;
        e.segment = city;
        e.tiles = m_board.featureTileCount(city);
        e.shields = m_board.shields(city);
        e.complete = true;
        e.points = 4;
        for (int p = 0; p < MaxPlayers && best > 0; ++p) {
            if (count[std::size_t(p)] == best)
                e.winners = std::uint8_t(e.winners | (1u << p));
        }
        award(e, events);
    }
}

std::vector<PlayerState> Game::projectedScores() const
{
    Game copy = *this;
    if (!copy.m_finished)
        copy.scoreEndOfGame(nullptr);
    return copy.m_players;
}

ScoreEvent Game::valueOf(int segment) const
{
    const int root = m_board.root(segment);
    if (m_board.kind(root) != FeatureKind::Field)
        return featureValue(root, m_board.isComplete(root) ? ScoreReason::Completed
                                                           : ScoreReason::EndOfGame);
    // A field: what it would give if the game ended now, for either farmer variant the
    // modern formula is the honest per-field figure.
    ScoreEvent e;
    e.category = ScoreCategory::Field;
    e.reason = ScoreReason::EndOfGame;
    e.kind = FeatureKind::Field;
    e.segment = root;
    std::vector<int> cities;
    m_board.forEachSegment(root, [&](int s) {
        const PlacedTile& t = m_board.tile(m_board.segmentTile(s));
        const FeatureRules& fr =
            tileSet().rules(t.type).features[std::size_t(m_board.segmentFeature(s))];
        for (int c = 0; c < MaxTileFeatures; ++c) {
            if (!(fr.cities & (1u << c)))
                continue;
            const int city = m_board.root(t.firstSegment + c);
            if (m_board.isComplete(city) &&
                std::find(cities.begin(), cities.end(), city) == cities.end())
                cities.push_back(city);
        }
    });
    e.cities = int(cities.size());
    e.points = (rules().farmers == FarmerScoring::Classic ? 4 : 3) * e.cities;
    e.winners = majority(root);
    return e;
}

} // namespace bastide
