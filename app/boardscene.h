// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "app/figurechoiceoverlay.h"
#include "app/figureinfooverlay.h"
#include "app/keyboardchoice.h"
#include "app/outlookoverlay.h"
#include "app/scoreshow.h"
#include "app/tileplacementoverlay.h"
#include "play/gamesession.h"

#include <QGraphicsScene>
#include <QHash>
#include <optional>

namespace bastide {

class BoardArt;
class BubbleItem;
class FigureItem;
class FocusHighlight;
class HighlightItem;
class TargetItem;
class TileItem;

/**
 * The board as graphics items, kept in step with the session: the placed tiles and the
 * figures standing on them. What belongs to a moment of play is drawn by its overlays (the
 * tile in hand with its spots and ghost, the figure rings, the score show, the keyboard's
 * choice, the figure bubble, the log's highlight); the scene routes the session's signals
 * and the pointer to them. It holds no rules: it asks the session and the engine.
 */
class BoardScene : public QGraphicsScene
{
    Q_OBJECT

public:
    BoardScene(GameSession* session, BoardArt* art, QObject* parent = nullptr);
    ~BoardScene() override;

    static QRectF cellRect(Cell cell);
    static Cell cellAt(QPointF scenePos);

    GameSession* session() const { return m_session; }
    BoardArt* art() const { return m_art; }

    /** Placed tiles and the spots around them. */
    QRectF boardRect() const { return m_board; }
    /** Grows the board's rect to hold `rect` (tiles, spots); the view follows. */
    void extendBoard(const QRectF& rect);
    QRectF lastTileRect() const;
    bool isShowingScores() const { return m_scoreShow->isRunning(); }

    void pointerMoved(QPointF scenePos);
    void pointerLeft();
    /** A click on the board; the second click of a double-click lays no tile and places
     *  no figure (the first one did what the player meant). */
    void clicked(QPointF scenePos, bool secondOfDouble = false);

    /** Keyboard play: moves the keyboard's choice to the next (`step` 1) or previous (-1)
     *  spot where the tile fits as turned now, or, once it is laid, to the next figure ring;
     *  false when there is nothing to choose. */
    bool moveKeyboardChoice(int step);
    /** Lays the tile on the chosen spot, or places the figure on the chosen ring. */
    bool takeKeyboardChoice();
    std::optional<Cell> keyboardCell() const { return m_keyboard->cell(); }

    /** Lights up the feature holding `segment` for a moment (a log line was picked). */
    void highlightFeature(SegmentId segment);
    void highlightTile(TileIndex tileIndex);

    /** Shows or hides the marks on the spots where the tile in hand fits (a preference);
     *  the spots still take the tile either way. */
    void setSpotsVisible(bool visible);
    bool spotsVisible() const { return m_placement->spotsVisible(); }

    // For overlays, views and tests: what is on the board now.
    const std::vector<TileItem*>& tileItems() const { return m_tiles; }
    QList<FigureItem*> figureItems() const { return m_figures.values(); }
    /** The figure with `id` on the board, or nullptr. */
    FigureItem* figureItem(FigureId id) const { return m_figures.value(id); }
    /** The figure standing on the feature segment `segment`, or nullptr. */
    FigureItem* figureOn(SegmentId segment) const;
    QList<TargetItem*> targets() const { return m_figureChoice->targets(); }
    TargetItem* hoverTarget() const { return m_figureChoice->hoverTarget(); }
    TileItem* ghost() const { return m_placement->ghost(); }
    BubbleItem* bubble() const { return m_figureInfo->bubble(); }
    int spotCount() const { return m_placement->spotCount(); }
    TilePlacementOverlay* placementOverlay() const { return m_placement; }
    FigureChoiceOverlay* figureChoice() const { return m_figureChoice; }
    OutlookOverlay* outlook() const { return m_outlook; }
    ScoreShow* scoreShow() const { return m_scoreShow; }
    /** The glow on the feature of the builder that gave the current double turn, or
     *  nullptr / hidden outside one. */
    HighlightItem* builderGlow() const { return m_builderGlow; }

    /** The outline of the whole feature holding `segment`, in scene coordinates. */
    QPainterPath featurePath(SegmentId segment) const;
    /** Where a figure on `segment` stands, in scene coordinates. */
    QPointF anchorOf(SegmentId segment) const;
    /** Where a figure at `site` stands: on its feature, on the tower or the tile's middle,
     *  at the tile's corner. */
    QPointF anchorOf(const Site& site) const;
    QColor colorOf(int player) const;
    /** Takes a figure off the board, rising and fading when `animate` is set. */
    void removeFigure(FigureItem* item, bool animate);
    /** Makes the figures on the board those of the game (after a show or an undo); once it
     *  is finished, also every figure that scored during it, faded where it stood. */
    void syncFigures();
    static constexpr qreal ScoredFigureOpacity = 0.45;

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
    void clearTurn();
    void markBuilderFeature();
    void addTile(TileIndex tileIndex, bool animate);
    FigureItem* addFigure(const PlacedFigure& figure, bool animate);
    void markLastTile();

    GameSession* m_session;
    BoardArt* m_art;
    TilePlacementOverlay* m_placement;
    FigureChoiceOverlay* m_figureChoice;
    ScoreShow* m_scoreShow;
    KeyboardChoice* m_keyboard;
    FigureInfoOverlay* m_figureInfo;
    FocusHighlight* m_focus;
    OutlookOverlay* m_outlook;
    std::vector<TileItem*> m_tiles;
    QHash<FigureId, FigureItem*> m_figures; // by id
    HighlightItem* m_builderGlow = nullptr;
    TileIndex m_lastTile;
    QRectF m_board;
};

} // namespace bastide
