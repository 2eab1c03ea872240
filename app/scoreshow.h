// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "app/stepsequence.h"
#include "play/turnoutcome.h"

#include <QList>
#include <QObject>
#include <QPointer>

namespace bastide {

class BoardScene;
class FloatingTextItem;

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
    /** Shows one scoring, and sends home the figures it took. */
    void show(const ScoreEvent& event, const QList<FigureId>& gone);
    /** "+1 wine" rising from the tile that completed a city with goods. */
    void showGoods(TileIndex tileIndex, int player, const Goods& goods);

    /** Pixels between badges stacked one under another. */
    static constexpr qreal BubbleGap = 4;

    BoardScene* m_scene;
    StepSequence m_sequence;
    /** The points of the move shown so far that may still be in the air: the goods go under
     *  them. */
    QList<QPointer<FloatingTextItem>> m_pointsBubbles;
};

} // namespace bastide
