// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QIconEngine>
#include <functional>

namespace bastide {

/** An icon drawn by a function at exactly the size asked for, so it is sharp at every size
 *  and device pixel ratio (QIcon asks for size × ratio pixels); disabled icons are faded. */
class PaintedIconEngine : public QIconEngine
{
public:
    /** `draw` paints the icon filling a `side` × `side` square at the painter's origin. */
    using Draw = std::function<void(QPainter& painter, qreal side)>;

    explicit PaintedIconEngine(Draw draw);

    void paint(QPainter* painter, const QRect& rect, QIcon::Mode mode, QIcon::State state) override;
    QPixmap pixmap(const QSize& size, QIcon::Mode mode, QIcon::State state) override;
    QIconEngine* clone() const override;
    QString key() const override;

private:
    Draw m_draw;
};

} // namespace bastide
