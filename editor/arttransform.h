// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>
#include <QString>

namespace bastide {

/**
 * A tile's own picture (the deck's `art`, an SVG document) turned, mirrored or made from a
 * PNG or JPEG file. Turning wraps the drawing in a transform rather than redrawing it, so
 * nothing of the designer's picture is lost.
 */
class ArtTransform
{
    Q_DECLARE_TR_FUNCTIONS(bastide::ArtTransform)

public:
    /** Largest side, in pixels, a raster picture is kept at: sharp on a print at 45 mm. */
    static constexpr int MaxRasterSide = 768;

    /** The picture turned `quarterTurns` clockwise about the middle of its view box. */
    static QString rotated(const QString& svg, int quarterTurns);
    /** The picture mirrored left to right. */
    static QString mirrored(const QString& svg);
    /** An SVG document showing the PNG or JPEG `bytes` over the whole tile; empty (with
     *  `error`) when they are not a picture. */
    static QString fromRaster(const QByteArray& bytes, const QString& fileName, QString* error);

private:
    static QString wrapped(const QString& svg, const QString& transform);
};

} // namespace bastide
