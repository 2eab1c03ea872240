// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "app/gamesession.h"
#include "app/stepsequence.h"

#include <QGraphicsScene>
#include <QHash>
#include <QPointer>
#include <optional>

namespace bastide {

class BoardArt;
class BubbleItem;
class FigureItem;
class HighlightItem;
class SpotItem;
class TargetItem;
class TileItem;

/**
 * The board as graphics items, kept in step with the session: placed tiles and figures,
 * the spots where the tile in hand fits, the ghost under the pointer, figure targets on
 * a tile just laid, and the scoring shown feature by feature. It holds no rules: it asks
 * the session and the engine, and turns clicks into session actions.
 */
class BoardScene : public QGraphicsScene
{
    Q_OBJECT

public:
    BoardScene(GameSession* session, BoardArt* art, QObject* parent = nullptr);
    ~BoardScene() override;

    static QRectF cellRect(Cell cell);
    static Cell cellAt(QPointF scenePos);

    /** Placed tiles and the spots around them. */
    QRectF boardRect() const;
    QRectF lastTileRect() const;
    bool isShowingScores() const { return m_sequence.isRunning(); }

    void pointerMoved(QPointF scenePos);
    void pointerLeft();
    void clicked(QPointF scenePos);

    /** Keyboard play: moves the keyboard's choice to the next (`step` 1) or previous (-1)
     *  spot where the tile fits as turned now, or, once it is laid, to the next figure ring;
     *  false when there is nothing to choose. */
    bool moveKeyboardChoice(int step);
    /** Lays the tile on the chosen spot, or places the figure on the chosen ring. */
    bool takeKeyboardChoice();
    std::optional<Cell> keyboardCell() const { return m_keyCell; }
    TargetItem* hoverTarget() const { return m_hoverTarget; }

    /** Lights up the feature holding `segment` for a moment (a log line was picked). */
    void highlightFeature(int segment);
    void highlightTile(int tileIndex);

    // For views and tests: what is on the board now.
    const std::vector<TileItem*>& tileItems() const { return m_tiles; }
    QList<TargetItem*> targets() const { return m_targets; }
    QList<FigureItem*> figureItems() const { return m_figures.values(); }
    TileItem* ghost() const { return m_ghost; }
    BubbleItem* bubble() const { return m_bubble; }
    int spotCount() const { return int(m_spots.size()); }
    /** Shows or hides the marks on the spots where the tile in hand fits (a preference);
     *  the spots still take the tile either way. */
    void setSpotsVisible(bool visible);
    bool spotsVisible() const { return m_spotsVisible; }
    /** The outline of the whole feature holding `segment`, in scene coordinates. */
    QPainterPath featurePath(int segment) const;

signals:
    /** Every queued scoring step has been shown. */
    void scoresShown();
    void boardGrew();
    /** A part of the board the player should see (a log line, a computer's tile). */
    void focusRequested(QRectF sceneRect);

protected:
    void drawBackground(QPainter* p, const QRectF& rect) override;

private:
    void rebuild();
    void onMovePlayed(const TurnOutcome& outcome);
    void onHandChanged();
    void onPendingChanged();
    void updateSpots();
    void updateGhost();
    void clearPending();
    void addTile(int tileIndex, bool animate);
    FigureItem* addFigure(const PlacedFigure& figure, bool animate);
    void removeFigure(FigureItem* item, bool animate);
    void syncFigures();
    void markLastTile();
    void showScore(const ScoreEvent& event);
    void showFigureInfo(FigureItem* item);
    void hideFigureInfo();
    void setHoverTarget(TargetItem* target);
    QPointF anchorOf(int segment) const;
    QColor colorOf(int player) const;

    GameSession* m_session;
    BoardArt* m_art;
    std::vector<TileItem*> m_tiles;
    QHash<int, FigureItem*> m_figures; // by segment
    std::vector<SpotItem*> m_spots;
    bool m_spotsVisible = true;
    std::optional<Cell> m_keyCell; // the spot chosen from the keyboard
    QList<TargetItem*> m_targets;
    TileItem* m_ghost = nullptr;
    TileItem* m_pending = nullptr;
    TargetItem* m_hoverTarget = nullptr;
    HighlightItem* m_hoverHighlight = nullptr;
    HighlightItem* m_infoHighlight = nullptr;
    QPointer<HighlightItem> m_focusHighlight;
    BubbleItem* m_bubble = nullptr;
    FigureItem* m_infoFigure = nullptr;
    int m_lastTile = -1;
    StepSequence m_sequence;
    QRectF m_board;
};

} // namespace bastide
