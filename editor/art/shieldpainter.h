// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QPainter>

namespace bastide {

/** Paints the city shield: a blue heater shield with a white border and a gold tower. */
class ShieldPainter
{
public:
    /** A shield `height` tall, centred on `centre`. */
    static void paint(QPainter& p, QPointF centre, qreal height);
};

} // namespace bastide
