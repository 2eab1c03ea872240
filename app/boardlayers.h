// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QEasingCurve>
#include <QObject>
#include <QPropertyAnimation>

namespace bastide {

/** Stacking order of the board's layers, shared by the scene and its overlays. */
namespace BoardLayer {
constexpr qreal Tile = 0;
constexpr qreal LastTile = 0.5;
constexpr qreal Spot = 1;
constexpr qreal Ghost = 2;
constexpr qreal Highlight = 3;
constexpr qreal Figure = 4;
constexpr qreal Target = 5;
constexpr qreal Float = 8;
constexpr qreal Bubble = 10;
} // namespace BoardLayer

/** Animates `property` of `target` to `to` and forgets the animation once it has run. */
inline void animateProperty(QObject* target, const QByteArray& property, const QVariant& to, int ms,
                            QEasingCurve curve = QEasingCurve::OutCubic)
{
    auto* a = new QPropertyAnimation(target, property, target);
    a->setDuration(ms);
    a->setEndValue(to);
    a->setEasingCurve(curve);
    a->start(QAbstractAnimation::DeleteWhenStopped);
}

} // namespace bastide
