// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QColor>
#include <QPainter>
#include <QPainterPath>

namespace bastide {

/** Paints the glow that marks a feature (the one a figure stands on, or one a player may
 *  pick): a translucent wash of `color` with a bright rim, over the feature's region. */
class FeatureHighlight
{
public:
    /** `region` in device-independent pixels of the painter, as FeatureGeometry gives it. */
    static void paint(QPainter& p, const QPainterPath& region, const QColor& color);
};

} // namespace bastide
