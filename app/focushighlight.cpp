// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/focushighlight.h"

#include "app/appsettings.h"
#include "app/boardlayers.h"
#include "app/boardscene.h"
#include "app/highlightitem.h"
#include "app/theme.h"

#include <QTimer>

namespace bastide {

FocusHighlight::FocusHighlight(BoardScene* scene) : QObject(scene), m_scene(scene) {}

void FocusHighlight::light(const QPainterPath& path)
{
    delete m_glow;
    m_glow = new HighlightItem(path, Theme::gold());
    m_glow->setZValue(BoardLayer::Highlight);
    m_scene->addItem(m_glow);
    emit focusRequested(path.boundingRect());
}

void FocusHighlight::showFeature(SegmentId segment)
{
    const GameSession* session = m_scene->session();
    if (!session->hasGame() || !segment.valid() ||
        segment.value() >= session->game().board().segmentCount())
        return;
    light(m_scene->featurePath(segment));
    if (AppSettings::animationsEnabled()) {
        QPointer<HighlightItem> glow = m_glow;
        QTimer::singleShot(2600, glow, [glow] {
            if (glow) {
                auto* fade = new QPropertyAnimation(glow, "opacity", glow);
                fade->setDuration(400);
                fade->setEndValue(0.0);
                connect(fade, &QAbstractAnimation::finished, glow, &QObject::deleteLater);
                fade->start();
            }
        });
    }
}

void FocusHighlight::showTile(const QRectF& tileRect)
{
    QPainterPath path;
    path.addRect(tileRect.adjusted(2, 2, -2, -2));
    light(path);
    if (AppSettings::animationsEnabled()) {
        QPointer<HighlightItem> glow = m_glow;
        QTimer::singleShot(2000, glow, [glow] {
            if (glow)
                glow->deleteLater();
        });
    }
}

} // namespace bastide
