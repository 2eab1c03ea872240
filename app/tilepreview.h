// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/geometry.h"
#include "engine/ids.h"

#include <QVariantAnimation>
#include <QWidget>

namespace bastide {

class BoardArt;

/** The drawn tile shown large beside the board, turning smoothly when rotated; a click
 *  asks to turn it. */
class TilePreview : public QWidget
{
    Q_OBJECT

public:
    explicit TilePreview(const BoardArt* art, QWidget* parent = nullptr);

    /** An invalid `type` shows an empty slot. */
    void setTile(TileTypeId type, Rotation rotation);
    TileTypeId tileType() const { return m_type; }
    Rotation rotation() const { return m_rotation; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void rotateRequested(int quarterTurns);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;

private:
    const BoardArt* m_art;
    TileTypeId m_type;
    Rotation m_rotation;
    qreal m_angle = 0;
    QVariantAnimation m_turn;
};

} // namespace bastide
