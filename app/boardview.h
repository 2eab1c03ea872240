// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QGraphicsView>
#include <QVariantAnimation>

namespace bastide {

class BoardScene;

/**
 * The window onto the board: smooth zoom to the cursor (wheel, +/−, pinch), panning
 * (drag, arrow keys), fit-all and centring on a spot. Clicks without a drag go to the
 * scene; right click and Ctrl+wheel ask to turn the tile in hand.
 */
class BoardView : public QGraphicsView
{
    Q_OBJECT

public:
    static constexpr qreal MinZoom = 0.12;
    static constexpr qreal MaxZoom = 2.5;

    explicit BoardView(BoardScene* scene, QWidget* parent = nullptr);

    BoardScene* boardScene() const { return m_scene; }
    qreal zoom() const { return transform().m11(); }
    /** Whether a zoom or glide is under way. */
    bool isMoving() const { return m_motion.state() == QAbstractAnimation::Running; }

    /** Zooms by `factor` keeping the scene point under `viewportPos` in place. */
    void zoomBy(qreal factor, QPointF viewportPos);
    void zoomIn();
    void zoomOut();
    /** Fits the whole board in view and keeps it fitted as it grows, until the player
     *  zooms or pans by hand. */
    void fitAll();
    /** Whether the view fits the board again as it grows: after fitAll() when the player
     *  chose to follow play, until they zoom or pan by hand. */
    bool isFollowingBoard() const;
    /** Brings a tile just laid into view, zoomed in enough for its figure rings; when the
     *  player follows play it is centred and zoomed in on. */
    void showLaidTile(const QRectF& rect);
    /** Centres a tile (the player's own last one, the tile in hand) close enough to see. */
    void centreOnTile(const QRectF& rect);
    /** Centres the view on a point of the board at the zoom it has (the overview map). */
    void lookAt(QPointF scenePos);
    /** Brings `rect` into view when it is not (a computer's tile, a log line), or when it
     *  is under one of the covers. */
    void reveal(const QRectF& rect);
    /** A widget over a part of the view (the overview map): what is to be shown is moved
     *  out from under it. */
    void addCover(QWidget* cover) { m_covers.append(cover); }
    /** Zooms in to at least `zoom` around `rect` (a tile where a figure is to be placed),
     *  or just brings it into view when already that close. */
    void focusOn(const QRectF& rect, qreal zoom);

signals:
    void rotateRequested(int quarterTurns);
    /** The part of the board in view changed: panned, zoomed or resized. */
    void viewMoved();

protected:
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void leaveEvent(QEvent* event) override;
    bool viewportEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void scrollContentsBy(int dx, int dy) override;

private:
    void setZoomAt(qreal zoom, QPointF viewportPos);
    void animateTo(qreal zoom, QPointF sceneCentre);
    void updateSceneRect();
    void panBy(QPointF delta);
    void onBoardGrew();

    BoardScene* m_scene;
    QList<QWidget*> m_covers;
    QVariantAnimation m_motion;
    qreal m_fromZoom = 1.0;
    qreal m_toZoom = 1.0;
    QPointF m_fromCentre;
    QPointF m_toCentre;
    qreal m_wheelTarget = 0.0; // zoom the wheel is heading for while the motion runs
    QPointF m_wheelAnchor;
    QPoint m_pressPos;
    QPoint m_lastPos;
    bool m_pressed = false;
    bool m_panning = false;
    bool m_autoFit = true;
    bool m_secondClick = false; // the press under way is a double-click's second
};

} // namespace bastide
