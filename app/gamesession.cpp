// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/gamesession.h"

#include "app/computerturns.h"
#include "engine/random.h"

#include <algorithm>

namespace bastide {

namespace {

std::uint64_t computerSeed(std::uint64_t gameSeed, int moveNumber)
{
    Random r(gameSeed * 0x9E3779B97F4A7C15ull ^ std::uint64_t(moveNumber));
    return r.next();
}

} // namespace

GameSession::GameSession(QObject* parent) : QObject(parent), m_computer(new ComputerTurns(this))
{
    connect(m_computer, &ComputerTurns::thinkingChanged, this, &GameSession::thinkingChanged);
    connect(m_computer, &ComputerTurns::moveReady, this, &GameSession::onComputerMove);
}

GameSession::~GameSession()
{
    blockSignals(true); // views may already be half gone
    delete m_computer;
}

bool GameSession::isThinking() const
{
    return m_computer->isThinking();
}

QStringList GameSession::playerNames() const
{
    QStringList names;
    if (m_game) {
        for (const PlayerSetup& p : m_game->setup().players)
            names << p.name;
    }
    return names;
}

bool GameSession::isComputer(int player) const
{
    return m_game && player >= 0 && player < m_game->playerCount() &&
           m_game->setup().players[std::size_t(player)].kind == PlayerKind::Ai;
}

void GameSession::start(std::shared_ptr<const GameSetup> setup)
{
    Q_ASSERT(setup && setup->seed);
    m_computer->cancel();
    m_game = std::make_unique<Game>(setup, *setup->seed);
    m_history.clear();
    m_redo.clear();
    m_pending.reset();
    m_phase = Phase::NoGame;
    emit gameReset();
    beginTurn();
}

bool GameSession::resume(const GameRecord& record)
{
    Problems problems;
    std::optional<ReplayedGame> replayed =
        ReplayedGame::of(record, QStringLiteral("session"), problems);
    if (!replayed) { // callers hand over games the engine has played already
        qWarning("GameSession: a recorded game was refused");
        return false;
    }
    resume(std::move(*replayed));
    return true;
}

void GameSession::resume(ReplayedGame replayed)
{
    if (!m_redoing)
        m_redo.clear();
    m_computer->cancel();
    adopt(std::move(replayed));
    m_phase = Phase::NoGame;
    emit gameReset();
    beginTurn();
}

void GameSession::showReplay(const GameRecord& record)
{
    Problems problems;
    std::optional<ReplayedGame> replayed =
        ReplayedGame::of(record, QStringLiteral("replay"), problems);
    if (!replayed) {
        qWarning("GameSession: a replayed position was refused");
        return;
    }
    m_computer->cancel();
    adopt(std::move(*replayed));
    m_redo.clear();
    m_legal.clear();
    m_options = {};
    m_choice = Choice::NoFigure;
    m_phase = Phase::NoGame;
    emit gameReset();
    setPhase(Phase::Replay);
    emit handChanged();
}

void GameSession::adopt(ReplayedGame replayed)
{
    m_history = TurnOutcome::historyOf(replayed.game, std::move(replayed.outcomes));
    m_game = std::make_unique<Game>(std::move(replayed.game));
    m_pending.reset();
}

void GameSession::setPhase(Phase phase)
{
    m_phase = phase;
    emit phaseChanged(phase);
}

void GameSession::beginTurn()
{
    m_pending.reset();
    m_choice = Choice::NoFigure;
    m_options = {};
    m_legal.clear();
    if (m_game->isFinished()) {
        setPhase(Phase::Finished);
        emit handChanged();
        emit gameFinished();
        return;
    }
    const TileTypeId tile = m_game->currentTile();
    if (!m_game->board().canPlace(tile)) {
        Move discard;
        discard.tile = tile;
        discard.discard = true;
        applyMove(discard);
        return;
    }
    m_game->forEachPlacement(tile, [this](Placement p) { m_legal.push_back(p); });
    if (isComputer(m_game->currentPlayer())) {
        setPhase(Phase::ComputerTurn);
        emit handChanged();
        requestComputerMove();
        return;
    }
    m_rotation = firstUsefulRotation();
    setPhase(Phase::PlaceTile);
    emit handChanged();
}

Rotation GameSession::firstUsefulRotation() const
{
    for (int r = 0; r < 4; ++r) {
        for (const Placement& p : m_legal) {
            if (p.rotation == Rotation(r))
                return p.rotation;
        }
    }
    return Rotation(0);
}

bool GameSession::isLegal(Placement p) const
{
    return std::find(m_legal.begin(), m_legal.end(), p) != m_legal.end();
}

std::optional<Move> GameSession::pendingMove() const
{
    if (!m_pending || !m_game)
        return std::nullopt;
    Move m;
    m.tile = m_game->currentTile();
    m.placement = *m_pending;
    if (m_choice == Choice::Figure)
        m.place = m_figure;
    m.returnAbbot = m_choice == Choice::ReturnAbbot;
    return m;
}

bool GameSession::rotate(int quarterTurns)
{
    if (m_phase == Phase::PlaceTile) {
        m_rotation = m_rotation.turned(quarterTurns);
        emit handChanged();
        return true;
    }
    if (m_phase != Phase::PlaceFigure)
        return false;
    // A laid tile turns in place through the rotations that are legal there.
    const int step = quarterTurns < 0 ? -1 : 1;
    for (int i = 1; i < 4; ++i) {
        const Placement p{m_pending->cell, m_pending->rotation.turned(step * i)};
        if (isLegal(p)) {
            m_pending = p;
            m_rotation = p.rotation;
            m_options = m_game->figureOptions(m_game->currentTile(), p);
            m_choice = Choice::NoFigure;
            emit handChanged();
            emit pendingChanged();
            return true;
        }
    }
    return false;
}

bool GameSession::layTile(Cell cell)
{
    if (m_phase != Phase::PlaceTile)
        return false;
    const Placement p{cell, m_rotation};
    if (!isLegal(p)) {
        const PlacementError error = m_game->board().check(m_game->currentTile(), p);
        bool fitsTurned = false;
        for (const Placement& q : m_legal)
            fitsTurned = fitsTurned || q.cell == cell;
        emit placementRefused(cell, error, fitsTurned);
        return false;
    }
    m_pending = p;
    m_options = m_game->figureOptions(m_game->currentTile(), p);
    m_choice = Choice::NoFigure;
    setPhase(Phase::PlaceFigure);
    emit pendingChanged();
    if (m_autoEndTurn && !m_options.any() && !m_options.canReturnAbbot)
        confirm();
    return true;
}

bool GameSession::placeFigure(FigureType figure, int feature)
{
    if (m_phase != Phase::PlaceFigure || feature < 0 || feature >= 16)
        return false;
    const std::uint16_t allowed = m_options.of(figure);
    if (!(allowed & (1u << feature)))
        return false;
    const FigurePlacement f{figure, feature};
    if (m_choice == Choice::Figure && m_figure == f) {
        m_choice = Choice::NoFigure; // a second click takes the figure off again
    } else {
        m_choice = Choice::Figure;
        m_figure = f;
    }
    emit pendingChanged();
    if (m_autoEndTurn && m_choice == Choice::Figure)
        confirm();
    return true;
}

bool GameSession::chooseNoFigure()
{
    if (m_phase != Phase::PlaceFigure)
        return false;
    m_choice = Choice::NoFigure;
    emit pendingChanged();
    if (m_autoEndTurn)
        confirm();
    return true;
}

bool GameSession::chooseReturnAbbot()
{
    if (m_phase != Phase::PlaceFigure || !m_options.canReturnAbbot)
        return false;
    m_choice = m_choice == Choice::ReturnAbbot ? Choice::NoFigure : Choice::ReturnAbbot;
    emit pendingChanged();
    if (m_autoEndTurn && m_choice == Choice::ReturnAbbot)
        confirm();
    return true;
}

bool GameSession::confirm()
{
    if (m_phase != Phase::PlaceFigure)
        return false;
    const std::optional<Move> move = pendingMove();
    if (!move || m_game->check(*move) != MoveError::None)
        return false;
    applyMove(*move);
    return true;
}

bool GameSession::stepBack()
{
    if (m_phase != Phase::PlaceFigure)
        return false;
    if (m_choice != Choice::NoFigure) {
        m_choice = Choice::NoFigure;
        emit pendingChanged();
        return true;
    }
    m_pending.reset();
    m_options = {};
    setPhase(Phase::PlaceTile);
    emit pendingChanged();
    emit handChanged();
    return true;
}

bool GameSession::moveLaidTile(Cell cell)
{
    if (m_phase != Phase::PlaceFigure || m_pending->cell == cell ||
        m_game->board().tileAt(cell).valid())
        return false;
    m_pending.reset();
    m_options = {};
    m_choice = Choice::NoFigure;
    setPhase(Phase::PlaceTile);
    emit pendingChanged();
    emit handChanged();
    return layTile(cell);
}

bool GameSession::play(const Move& move)
{
    if ((m_phase != Phase::PlaceTile && m_phase != Phase::PlaceFigure) ||
        m_game->check(move) != MoveError::None)
        return false;
    m_pending.reset();
    applyMove(move);
    return true;
}

void GameSession::applyMove(const Move& move)
{
    const std::vector<PlacedFigure> standing(m_game->figures().begin(), m_game->figures().end());
    MoveOutcome outcome = m_game->apply(move);
    if (!outcome.ok()) {
        qWarning("GameSession: a checked move was refused");
        return;
    }
    m_pending.reset();
    if (!m_redoing)
        m_redo.clear(); // a new move: what was taken back is gone for good
    m_history.push_back(
        TurnOutcome::of(*m_game, std::move(outcome), int(m_game->moves().size()), standing));
    emit movePlayed(m_history.back());
    beginTurn();
}

void GameSession::requestComputerMove()
{
    const int player = m_game->currentPlayer();
    const QString level = m_game->setup().players[std::size_t(player)].level;
    const std::uint64_t seed =
        computerSeed(m_game->setup().seed.value_or(0), int(m_game->moves().size()) + 1);
    m_computer->request(*m_game, level, seed);
}

void GameSession::onComputerMove(const Move& move)
{
    if (m_phase != Phase::ComputerTurn)
        return;
    Move chosen = move;
    if (m_game->check(chosen) != MoveError::None) {
        qWarning("A computer player chose an illegal move; playing the first legal one");
        chosen = m_game->legalMoves().front();
    }
    applyMove(chosen);
}

int GameSession::undoTarget() const
{
    if (!m_game)
        return -1;
    const std::vector<Move>& moves = m_game->moves();
    // Back to the last turn a person played: a discard is automatic and a computer would
    // only play its move again, so neither is a place to stop. A builder's double turn is
    // one turn: both its tiles go back together.
    for (int k = int(moves.size()) - 1; k >= 0; --k) {
        const int mover = m_game->moverOf(k);
        if (moves[std::size_t(k)].discard || isComputer(mover))
            continue;
        int first = k;
        for (int j = k - 1; j >= 0 && m_game->moverOf(j) == mover; --j) {
            if (!moves[std::size_t(j)].discard)
                first = j;
        }
        return first;
    }
    return -1;
}

bool GameSession::canUndo() const
{
    return m_phase != Phase::NoGame && m_phase != Phase::Replay && undoTarget() >= 0;
}

int GameSession::undoMover() const
{
    const int target = undoTarget();
    return target < 0 || std::size_t(target) >= m_history.size()
               ? -1
               : m_history[std::size_t(target)].player;
}

bool GameSession::undo()
{
    const int target = undoTarget();
    if (!canUndo())
        return false;
    m_computer->cancel();
    GameRecord record = recordOf(*m_game, true);
    // The taken-back tiles go back on top of the bag, in the order they were drawn.
    std::vector<TileTypeId> bag;
    for (std::size_t i = std::size_t(target); i < record.moves.size(); ++i)
        bag.push_back(record.moves[i].tile);
    if (record.bag)
        bag.insert(bag.end(), record.bag->begin(), record.bag->end());
    std::vector<Move> takenBack(record.moves.begin() + target, record.moves.end());
    record.moves.resize(std::size_t(target));
    record.bag = std::move(bag);
    const Placement placement = takenBack.front().placement;
    m_redo.push_back(std::move(takenBack));
    m_redoing = true;
    resume(record);
    m_redoing = false;
    // The player finds the tile in hand turned the way they had laid it.
    if (m_phase == Phase::PlaceTile && m_rotation != placement.rotation) {
        m_rotation = placement.rotation;
        emit handChanged();
    }
    emit historyRewritten();
    return true;
}

bool GameSession::redo()
{
    if (m_phase == Phase::NoGame || m_phase == Phase::Replay || m_redo.empty())
        return false;
    m_computer->cancel();
    GameRecord record = recordOf(*m_game, true);
    const std::vector<Move> again = std::move(m_redo.back());
    m_redo.pop_back();
    // The moves drew the tiles undo() put back on top of the bag; they are drawn again.
    if (record.bag) {
        std::vector<TileTypeId>& bag = *record.bag;
        bag.erase(bag.begin(), bag.begin() + std::ptrdiff_t(std::min(again.size(), bag.size())));
    }
    record.moves.insert(record.moves.end(), again.begin(), again.end());
    m_redoing = true;
    resume(record);
    m_redoing = false;
    emit historyRewritten();
    return true;
}

} // namespace bastide
