// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/ai/moveadvice.h"
#include "engine/ai/searchsettings.h"

#include <QObject>
#include <QPointer>
#include <atomic>
#include <memory>
#include <optional>
#include <thread>

namespace bastide {

class BoardScene;
class GameSession;
class HintBanner;
class TileItem;

/**
 * Turn ▸ Suggest a Move: the move the hard computer player would make for the person to
 * move, worked out on a thread of its own from a copy of the game, then shown as a framed
 * ghost of the tile (with the figure, if any) and a one-line reason over the board. It
 * never plays or changes anything; the ghost goes as soon as the turn moves on. In games
 * with computer players it is offered only when the player allows it in Preferences.
 */
class MoveSuggestion : public QObject
{
    Q_OBJECT

public:
    MoveSuggestion(GameSession* session, BoardScene* scene, HintBanner* banner,
                   QObject* parent = nullptr);
    /** Cancels a search in progress and waits for its thread (one simulation at most). */
    ~MoveSuggestion() override;

    /** A person is to lay the tile in hand and, when computers play too, hints are on. */
    bool isAvailable() const;
    bool isThinking() const { return m_thinking; }
    /** Starts looking for the move; does nothing when not available or already looking. */
    void suggest();

    /** The search's budget and weights: the hard level's own unless a test sets one. */
    void setSettings(const SearchSettings& settings) { m_settings = settings; }
    /** The suggestion on the board now, if any. */
    const std::optional<MoveAdvice>& shown() const { return m_shown; }
    QString reasonText() const { return m_reason; }
    TileItem* ghost() const;

signals:
    void thinkingChanged(bool thinking);
    void suggestionShown(const QString& reason);

private:
    void finish(quint64 generation, const MoveAdvice& advice);
    void show(const MoveAdvice& advice);
    /** Forgets the suggestion and any search for it: the turn has moved on. */
    void clear();
    void setThinking(bool thinking);
    void joinThread();

    GameSession* m_session;
    BoardScene* m_scene;
    HintBanner* m_banner;
    SearchSettings m_settings;
    std::thread m_thread;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    quint64 m_generation = 0;
    bool m_thinking = false;
    std::optional<MoveAdvice> m_shown;
    QString m_reason;
    QPointer<TileItem> m_ghost; // the scene deletes every item when a game is rebuilt
};

} // namespace bastide
