// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "app/highlightitem.h"
#include "engine/ids.h"

#include <QObject>
#include <QPointer>
#include <QRectF>

class QPainterPath;

namespace bastide {

class BoardScene;

/** A place on the board picked in the game log (a scored feature, a laid tile): it lights
 *  up in gold for a moment and the view is asked to bring it into sight. */
class FocusHighlight : public QObject
{
    Q_OBJECT

public:
    explicit FocusHighlight(BoardScene* scene);

    /** The scene has deleted every item (a new game). */
    void forgetItems() { m_glow = nullptr; }
    void showFeature(SegmentId segment);
    void showTile(const QRectF& tileRect);

signals:
    void focusRequested(QRectF sceneRect);

private:
    void light(const QPainterPath& path);

    BoardScene* m_scene;
    QPointer<HighlightItem> m_glow;
};

} // namespace bastide
