// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "app/stepsequence.h"
#include "app/turnoutcome.h"

#include <QObject>

namespace bastide {

class BoardScene;

/**
 * A move's scoring shown on the board feature by feature: the feature glows in its
 * scorer's colour, the points rise from it and its figures go home. The show runs beside
 * play and never blocks input; with animations off it is over at once.
 */
class ScoreShow : public QObject
{
    Q_OBJECT

public:
    explicit ScoreShow(BoardScene* scene);

    /** Queues the scores of a move just played, then the figures as they stand after it. */
    void queue(const TurnOutcome& outcome);
    bool isRunning() const { return m_sequence.isRunning(); }
    /** Drops whatever is still to be shown (the game was replaced). */
    void cancel();

signals:
    /** Every queued step has been shown. */
    void finished();

private:
    void show(const ScoreEvent& event);
    /** "+1 wine" rising from the tile that completed a city with goods. */
    void showGoods(TileIndex tileIndex, int player, const Goods& goods);

    BoardScene* m_scene;
    StepSequence m_sequence;
};

} // namespace bastide
