// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QTransform>
#include <QWidget>

namespace bastide {

class BoardArt;
class BoardView;
class GameSession;

/**
 * A small map of the whole board in a corner of the view: every tile laid (and the one in
 * hand where it was laid), the figures as dots in their players' colours, and a frame round
 * the part of the board the view shows. A click or a drag on it moves the view there.
 */
class BoardOverview : public QWidget
{
    Q_OBJECT

public:
    BoardOverview(GameSession* session, const BoardArt* art, BoardView* view);

    /** The part of the board the map shows, in scene coordinates: the tiles with a cell's
     *  margin round them. */
    QRectF mapArea() const;
    /** Where a scene point is drawn on the map, and back. */
    QPointF toMap(QPointF scenePos) const;
    QPointF toScene(QPointF mapPos) const;
    /** The part of the board in view, on the map (drawn cut to the map). */
    QRectF viewFrame() const;

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    /** Its place in the view's corner, sized to the board's shape. */
    void place();
    /** From the board's coordinates to the map's. */
    QTransform sceneToMap() const;

    GameSession* m_session;
    const BoardArt* m_art;
    BoardView* m_view;
};

} // namespace bastide
