// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "play/gamesession.h"

#include "engine/random.h"
#include "play/computerturns.h"

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
    connect(m_computer, &ComputerTurns::answerReady, this, &GameSession::onComputerAnswer);
}

GameSession::~GameSession()
{
    blockSignals(true); // views may already be half gone
    delete m_computer;
}

void GameSession::setComputerPace(std::function<int()> pace)
{
    m_computer->setPace(std::move(pace));
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

PendingDecision GameSession::pending() const
{
    return m_game ? m_game->pending() : PendingDecision{};
}

void GameSession::start(std::shared_ptr<const GameSetup> setup)
{
    Q_ASSERT(setup && setup->seed);
    m_computer->cancel();
    m_game = std::make_unique<Game>(setup, *setup->seed);
    m_history.clear();
    m_redo.clear();
    m_beforeLay.reset();
    m_moveSoFar.reset();
    m_phase = Phase::NoGame;
    emit gameReset();
    nextDecision();
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
    nextDecision();
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
    // A record cut inside a move (another player's decision pending) replays that move as
    // far as it went: it is the move in progress, not one of the history.
    std::optional<MoveOutcome> partial;
    if (replayed.game.moveInProgress() && !replayed.outcomes.empty()) {
        partial = std::move(replayed.outcomes.back());
        replayed.outcomes.pop_back();
    }
    std::vector<PlacedFigure> standing;
    m_history = TurnOutcome::historyOf(replayed.game, std::move(replayed.outcomes), &standing);
    m_game = std::make_unique<Game>(std::move(replayed.game));
    m_beforeLay.reset();
    m_moveSoFar = std::move(partial);
    m_standingBefore = m_moveSoFar ? standing : std::vector<PlacedFigure>();
}

void GameSession::setPhase(Phase phase)
{
    m_phase = phase;
    emit phaseChanged(phase);
}

void GameSession::nextDecision()
{
    m_choice = Choice::NoFigure;
    m_options = {};
    m_legal.clear();
    if (m_game->isFinished()) {
        setPhase(Phase::Finished);
        emit handChanged();
        emit gameFinished();
        return;
    }
    const PendingDecision p = m_game->pending();
    switch (p.kind) {
    case DecisionKind::TileMove:
    case DecisionKind::AbbeyOrDraw: {
        const TileTypeId tile = m_game->currentTile();
        m_game->forEachPlacement(tile, [this](Placement at) { m_legal.push_back(at); });
        if (isComputer(p.player)) {
            setPhase(Phase::ComputerTurn);
            emit handChanged();
            requestComputer();
            return;
        }
        // A tile that fits nowhere is discarded by itself, unless the abbey is offered.
        if (m_legal.empty() && answers().empty()) {
            if (p.kind == DecisionKind::AbbeyOrDraw)
                applyDecision(Decision::abbeyChoice(DecisionKind::AbbeyOrDraw, false));
            else
                applyDecision(Decision::discardTile(tile));
            return;
        }
        m_rotation = firstUsefulRotation();
        setPhase(Phase::PlaceTile);
        emit handChanged();
        return;
    }
    case DecisionKind::FigureAction: {
        const Placement laid = *m_game->laidTile();
        m_rotation = laid.rotation;
        m_game->forEachPlacement(m_game->currentTile(),
                                 [this](Placement at) { m_legal.push_back(at); });
        m_options = m_game->figureOptions(m_game->currentTile(), laid);
        setPhase(Phase::PlaceFigure);
        emit pendingChanged();
        if (m_autoEndTurn && !m_options.any() && !m_options.canReturnAbbot)
            confirm();
        return;
    }
    default:
        if (isComputer(p.player)) {
            setPhase(Phase::ComputerTurn);
            requestComputer();
        } else {
            setPhase(Phase::Decide);
        }
        emit handChanged();
        return;
    }
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

std::optional<Placement> GameSession::pendingPlacement() const
{
    return m_game ? m_game->laidTile() : std::nullopt;
}

std::optional<Move> GameSession::pendingMove() const
{
    const std::optional<Placement> laid = pendingPlacement();
    if (!laid)
        return std::nullopt;
    Move m;
    m.tile = m_game->currentTile();
    m.placement = *laid;
    if (m_choice == Choice::Figure)
        m.place = m_figure;
    m.returnAbbot = m_choice == Choice::ReturnAbbot;
    return m;
}

std::vector<Decision> GameSession::answers() const
{
    if (!m_game)
        return {};
    const PendingDecision p = m_game->pending();
    if (p.kind == DecisionKind::AbbeyOrDraw) {
        // With the tile in hand, laying it is the draw: the abbeys are what is left to offer.
        std::vector<Decision> abbeys;
        for (const Decision& d : m_game->legalDecisions()) {
            if (d.abbey)
                abbeys.push_back(d);
        }
        return abbeys;
    }
    if (p.kind == DecisionKind::TileMove || p.kind == DecisionKind::FigureAction ||
        p.kind == DecisionKind::None)
        return {};
    return m_game->legalDecisions();
}

void GameSession::takeBackLaidTile()
{
    if (!m_beforeLay)
        return;
    *m_game = std::move(*m_beforeLay);
    m_beforeLay.reset();
    m_moveSoFar.reset();
    m_options = {};
    m_choice = Choice::NoFigure;
}

bool GameSession::rotate(int quarterTurns)
{
    if (m_phase == Phase::PlaceTile) {
        m_rotation = m_rotation.turned(quarterTurns);
        emit handChanged();
        return true;
    }
    if (m_phase != Phase::PlaceFigure || !m_beforeLay)
        return false;
    // A laid tile turns in place through the rotations that are legal there: the tile move
    // is made again, turned.
    const Placement laid = *pendingPlacement();
    const int step = quarterTurns < 0 ? -1 : 1;
    for (int i = 1; i < 4; ++i) {
        const Placement p{laid.cell, laid.rotation.turned(step * i)};
        if (!isLegal(p))
            continue;
        const bool autoEnd = m_autoEndTurn;
        m_autoEndTurn = false; // turning is not choosing
        takeBackLaidTile();
        m_beforeLay = *m_game;
        applyDecision(Decision::lay(m_game->currentTile(), p));
        m_autoEndTurn = autoEnd;
        emit handChanged();
        return true;
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
    m_beforeLay = *m_game;
    applyDecision(Decision::lay(m_game->currentTile(), p));
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
    const Decision action = m_choice == Choice::ReturnAbbot ? Decision::takeAbbotBack()
                            : m_choice == Choice::Figure    ? Decision::figure(m_figure)
                                                            : Decision::figure(std::nullopt);
    if (m_game->check(action) != MoveError::None)
        return false;
    m_beforeLay.reset();
    applyDecision(action);
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
    const Rotation turned = m_rotation;
    takeBackLaidTile();
    nextDecision();
    m_rotation = turned; // back in hand as it was turned
    emit handChanged();
    emit pendingChanged();
    return true;
}

bool GameSession::moveLaidTile(Cell cell)
{
    const std::optional<Placement> laid = pendingPlacement();
    if (m_phase != Phase::PlaceFigure || !laid || laid->cell == cell ||
        m_game->board().tileAt(cell).valid())
        return false;
    takeBackLaidTile();
    nextDecision();
    m_rotation = laid->rotation; // laid elsewhere as it was turned
    emit pendingChanged();
    return layTile(cell);
}

bool GameSession::answer(const Decision& decision)
{
    const bool abbeyForTile = m_phase == Phase::PlaceTile && decision.abbey &&
                              m_game->pending().kind == DecisionKind::AbbeyOrDraw;
    if ((m_phase != Phase::Decide && !abbeyForTile) || m_game->check(decision) != MoveError::None)
        return false;
    applyDecision(decision);
    return true;
}

bool GameSession::play(const Move& move)
{
    if (m_phase == Phase::PlaceFigure)
        takeBackLaidTile();
    if ((m_phase != Phase::PlaceTile && m_phase != Phase::PlaceFigure &&
         m_phase != Phase::Decide) ||
        m_game->check(move) != MoveError::None) {
        if (m_phase == Phase::PlaceFigure)
            nextDecision();
        return false;
    }
    applyMove(move);
    return true;
}

void GameSession::applyDecision(const Decision& decision)
{
    if (!m_moveSoFar) {
        m_moveSoFar = MoveOutcome{};
        m_standingBefore.assign(m_game->figures().begin(), m_game->figures().end());
    }
    const MoveOutcome outcome = m_game->decide(decision);
    if (!outcome.ok()) {
        qWarning("GameSession: a checked decision was refused");
        return;
    }
    if (!m_redoing)
        m_redo.clear(); // a new decision: what was taken back is gone for good
    m_moveSoFar->append(outcome);
    if (outcome.moveComplete) {
        moveDone();
        return;
    }
    // The tile move alone changes nothing on the board yet; an answer inside a move does.
    if (decision.kind != DecisionKind::TileMove && decision.kind != DecisionKind::AbbeyOrDraw)
        emit decisionMade(*m_moveSoFar);
    nextDecision();
}

void GameSession::applyMove(const Move& move)
{
    const std::vector<PlacedFigure> standing(m_game->figures().begin(), m_game->figures().end());
    MoveOutcome outcome = m_game->apply(move);
    if (!outcome.ok()) {
        qWarning("GameSession: a checked move was refused");
        return;
    }
    if (!m_redoing)
        m_redo.clear();
    m_beforeLay.reset();
    m_standingBefore = standing;
    m_moveSoFar = std::move(outcome);
    if (m_moveSoFar->moveComplete) {
        moveDone();
        return;
    }
    emit decisionMade(*m_moveSoFar); // others decide the rest of the move
    nextDecision();
}

void GameSession::moveDone()
{
    MoveOutcome done = std::move(*m_moveSoFar);
    m_moveSoFar.reset();
    m_beforeLay.reset();
    m_history.push_back(
        TurnOutcome::of(*m_game, std::move(done), int(m_game->moves().size()), m_standingBefore));
    emit movePlayed(m_history.back());
    nextDecision();
}

void GameSession::requestComputer()
{
    const PendingDecision p = m_game->pending();
    const QString level = m_game->setup().players[std::size_t(p.player)].level;
    const std::uint64_t seed =
        computerSeed(m_game->setup().seed.value_or(0), int(m_game->moves().size()) + 1);
    if (p.kind == DecisionKind::TileMove)
        m_computer->request(*m_game, level, seed);
    else
        m_computer->requestAnswer(*m_game);
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

void GameSession::onComputerAnswer(const Decision& decision)
{
    if (m_phase != Phase::ComputerTurn)
        return;
    Decision chosen = decision;
    if (m_game->check(chosen) != MoveError::None) {
        qWarning("A computer player chose an illegal answer; taking the first legal one");
        chosen = m_game->legalDecisions().front();
    }
    applyDecision(chosen);
}

} // namespace bastide
