// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/movesuggestion.h"

#include "app/appsettings.h"
#include "app/boardart.h"
#include "app/boardlayers.h"
#include "app/boardscene.h"
#include "app/figureitem.h"
#include "app/hintbanner.h"
#include "app/movereasontext.h"
#include "app/tileitem.h"
#include "engine/ai/aiplayer.h"
#include "play/gamesession.h"

namespace bastide {

MoveSuggestion::MoveSuggestion(GameSession* session, BoardScene* scene, HintBanner* banner,
                               QObject* parent)
    : QObject(parent), m_session(session), m_scene(scene), m_banner(banner),
      m_settings(searchSettings(QStringLiteral("hard")))
{
    for (auto signal : {&GameSession::gameReset, &GameSession::pendingChanged})
        connect(session, signal, this, &MoveSuggestion::clear);
    connect(session, &GameSession::phaseChanged, this, &MoveSuggestion::clear);
    connect(session, &GameSession::movePlayed, this, &MoveSuggestion::clear);
}

MoveSuggestion::~MoveSuggestion()
{
    if (m_cancel)
        m_cancel->store(true);
    joinThread();
    delete m_ghost;
}

TileItem* MoveSuggestion::ghost() const
{
    return m_ghost;
}

bool MoveSuggestion::isAvailable() const
{
    if (!m_session->hasGame() || m_session->phase() != GameSession::Phase::PlaceTile)
        return false;
    const Game& game = m_session->game();
    if (m_session->isComputer(game.currentPlayer()))
        return false;
    bool computers = false;
    for (int p = 0; p < game.playerCount(); ++p)
        computers = computers || m_session->isComputer(p);
    return !computers || AppSettings::hintsAgainstComputer();
}

void MoveSuggestion::suggest()
{
    if (!isAvailable() || m_thinking)
        return;
    clear();
    joinThread(); // a search cancelled earlier ends after its simulation in flight
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    const quint64 generation = ++m_generation;
    const Game& game = m_session->game();
    // The same position gets the same seed, so asking twice tends to give the same answer.
    const std::uint64_t seed =
        game.setup().seed.value_or(0) * 0x9E3779B97F4A7C15ull + std::uint64_t(game.moves().size());
    setThinking(true);
    m_banner->flash(tr("Looking for a good move…"), HintBanner::Tone::Notice, 60'000);
    m_thread = std::thread([this, game = game, settings = m_settings, cancel = m_cancel, generation,
                            seed] {
        const MoveAdvice advice = adviseMove(game, seed, settings, cancel.get());
        // Delivered on the window's thread; dropped with this object if it is gone.
        QMetaObject::invokeMethod(
            this, [this, generation, advice] { finish(generation, advice); }, Qt::QueuedConnection);
    });
}

void MoveSuggestion::finish(quint64 generation, const MoveAdvice& advice)
{
    if (generation != m_generation)
        return; // the turn moved on while the search ran
    joinThread();
    setThinking(false);
    show(advice);
}

void MoveSuggestion::show(const MoveAdvice& advice)
{
    const Game& game = m_session->game();
    m_shown = advice;
    m_reason = MoveReasonText::describe(advice.reason);
    if (!advice.move.discard) {
        const Placement& p = advice.move.placement;
        const QRectF cell = BoardScene::cellRect(p.cell);
        m_ghost = new TileItem(m_scene->art(), advice.move.tile, p.rotation);
        m_ghost->setZValue(BoardLayer::Ghost);
        m_ghost->setOpacity(0.7);
        m_ghost->setFrame(m_scene->colorOf(game.currentPlayer()));
        m_ghost->setPos(cell.topLeft());
        m_ghost->setToolTip(m_reason);
        if (advice.move.place) {
            const FigurePlacement& f = *advice.move.place;
            const FeatureKind kind =
                game.tileSet().type(advice.move.tile).features[std::size_t(f.feature)].kind;
            const PlayerColor color = game.setup().players[std::size_t(game.currentPlayer())].color;
            auto* figure = new FigureItem(m_scene->art(), SegmentId(), game.currentPlayer(),
                                          FigureItem::lookOf(f.figure, kind), color);
            figure->setParentItem(m_ghost);
            figure->setPos(
                m_scene->art()->geometry(advice.move.tile).anchor(f.feature, p.rotation, cell) -
                cell.topLeft());
        }
        m_scene->addItem(m_ghost);
        emit m_scene->focusRequested(cell);
    }
    m_banner->flash(tr("Suggestion: %1").arg(m_reason), HintBanner::Tone::Notice, 12'000);
    emit suggestionShown(m_reason);
}

void MoveSuggestion::clear()
{
    ++m_generation;
    if (m_cancel)
        m_cancel->store(true);
    setThinking(false);
    m_shown.reset();
    m_reason.clear();
    delete m_ghost;
}

void MoveSuggestion::setThinking(bool thinking)
{
    if (m_thinking == thinking)
        return;
    m_thinking = thinking;
    emit thinkingChanged(thinking);
}

void MoveSuggestion::joinThread()
{
    if (m_thread.joinable())
        m_thread.join();
}

} // namespace bastide
