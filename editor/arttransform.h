// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>
#include <QSizeF>
#include <QString>

namespace bastide {

/** How a picture that is not square becomes a square tile. */
enum class PictureFit
{
    Crop, // fills the tile; the longer side's ends are cut off
    Fit,  // shows whole, the rest of the tile filled with the colour along its border
};

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
    /** An SVG document showing the PNG or JPEG `bytes` on a square tile, cropped or
     *  fitted when not square; empty (with `error`) when they are not a picture. */
    static QString fromRaster(const QByteArray& bytes, const QString& fileName, QString* error,
                              PictureFit fit = PictureFit::Crop);
    /** The SVG picture on a square view box, its middle kept: cropped to the shorter side,
     *  or fitted whole with room round it. A square picture is returned as it is. */
    static QString squared(const QString& svg, PictureFit fit);
    /** The picture's width and height (an SVG's view box); empty when unreadable. */
    static QSizeF sizeOf(const QByteArray& bytes, bool svg);
    /** Whether a picture of that size is square, to within a pixel in a thousand. */
    static bool isSquare(const QSizeF& size);
    /** The SVG without the guides and reference a drawing template carries. */
    static QString withoutGuides(const QString& svg);

private:
    static QString wrapped(const QString& svg, const QString& transform);
};

} // namespace bastide
