// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/arttransform.h"

#include <QBuffer>
#include <QImage>
#include <QImageReader>
#include <QPainter>
#include <QRegularExpression>
#include <QSvgRenderer>

namespace bastide {

namespace {

/** The average colour of a picture's outermost pixels: what a fitted picture's margin is
 *  filled with, so the tile reads as one picture rather than one in a frame. */
QColor borderColour(const QImage& picture)
{
    const QImage image = picture.convertToFormat(QImage::Format_ARGB32);
    double r = 0, g = 0, b = 0, a = 0;
    int n = 0;
    auto add = [&](int x, int y) {
        const QRgb px = image.pixel(x, y);
        r += qRed(px);
        g += qGreen(px);
        b += qBlue(px);
        a += qAlpha(px);
        ++n;
    };
    for (int x = 0; x < image.width(); ++x) {
        add(x, 0);
        add(x, image.height() - 1);
    }
    for (int y = 1; y + 1 < image.height(); ++y) {
        add(0, y);
        add(image.width() - 1, y);
    }
    if (n == 0)
        return Qt::transparent;
    return QColor(int(r / n), int(g / n), int(b / n), int(a / n));
}

} // namespace

QString ArtTransform::wrapped(const QString& svg, const QString& transform)
{
    // The root element's own attributes (view box, size, name spaces) stay where they are;
    // everything inside goes into one group that carries the transform.
    static const QRegularExpression root(QStringLiteral("<svg\\b[^>]*>"),
                                         QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch open = root.match(svg);
    const qsizetype close = svg.lastIndexOf(QLatin1String("</svg>"), -1, Qt::CaseInsensitive);
    if (!open.hasMatch() || close < open.capturedEnd() || open.captured().endsWith(u"/>"))
        return svg;
    return svg.left(open.capturedEnd()) + QStringLiteral("<g transform=\"%1\">").arg(transform) +
           svg.mid(open.capturedEnd(), close - open.capturedEnd()) + QStringLiteral("</g>") +
           svg.mid(close);
}

QString ArtTransform::rotated(const QString& svg, int quarterTurns)
{
    const int turns = ((quarterTurns % 4) + 4) % 4;
    if (svg.isEmpty() || turns == 0)
        return svg;
    const QRectF box = QSvgRenderer(svg.toUtf8()).viewBoxF();
    const QPointF c = box.center();
    return wrapped(svg, QStringLiteral("rotate(%1 %2 %3)")
                            .arg(turns * 90)
                            .arg(c.x(), 0, 'g', 10)
                            .arg(c.y(), 0, 'g', 10));
}

QString ArtTransform::mirrored(const QString& svg)
{
    if (svg.isEmpty())
        return svg;
    const QRectF box = QSvgRenderer(svg.toUtf8()).viewBoxF();
    return wrapped(
        svg, QStringLiteral("matrix(-1 0 0 1 %1 0)").arg(box.left() + box.right(), 0, 'g', 10));
}

QString ArtTransform::fromRaster(const QByteArray& bytes, const QString& fileName, QString* error,
                                 PictureFit fit)
{
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    QImageReader reader(&buffer);
    const QByteArray format = reader.format();
    QImage image = reader.read();
    if (image.isNull() || (format != "png" && format != "jpeg" && format != "jpg")) {
        if (error)
            *error = tr("%1 is not a PNG or JPEG picture Bastide can read.").arg(fileName);
        return {};
    }
    // A tile is square: a picture of another shape is cut to it, or set in it whole, as the
    // designer chose; never stretched.
    if (!isSquare(image.size())) {
        const int w = image.width(), h = image.height();
        if (fit == PictureFit::Crop) {
            const int side = std::min(w, h);
            image = image.copy((w - side) / 2, (h - side) / 2, side, side);
        } else {
            const int side = std::max(w, h);
            QImage square(side, side, QImage::Format_ARGB32_Premultiplied);
            square.fill(borderColour(image));
            QPainter p(&square);
            p.drawImage((side - w) / 2, (side - h) / 2, image);
            p.end();
            image = square;
        }
    }
    if (std::max(image.width(), image.height()) > MaxRasterSide)
        image = image.scaled(MaxRasterSide, MaxRasterSide, Qt::KeepAspectRatio,
                             Qt::SmoothTransformation);
    // A photo stays JPEG unless its margin has to show what lies under the tile.
    const bool photo = format != "png" && !image.hasAlphaChannel();
    QByteArray encoded;
    QBuffer out(&encoded);
    out.open(QIODevice::WriteOnly);
    image.save(&out, photo ? "JPEG" : "PNG", photo ? 90 : -1);
    const int w = image.width(), h = image.height();
    return QStringLiteral("<svg xmlns=\"http://www.w3.org/2000/svg\" "
                          "xmlns:xlink=\"http://www.w3.org/1999/xlink\" version=\"1.2\" "
                          "baseProfile=\"tiny\" viewBox=\"0 0 %1 %2\" width=\"%1\" height=\"%2\">"
                          "<image x=\"0\" y=\"0\" width=\"%1\" height=\"%2\" "
                          "preserveAspectRatio=\"none\" xlink:href=\"data:image/%3;base64,%4\"/>"
                          "</svg>")
        .arg(w)
        .arg(h)
        .arg(photo ? QStringLiteral("jpeg") : QStringLiteral("png"),
             QString::fromLatin1(encoded.toBase64()));
}

QSizeF ArtTransform::sizeOf(const QByteArray& bytes, bool svg)
{
    if (svg) {
        const QSvgRenderer renderer(bytes);
        return renderer.isValid() ? renderer.viewBoxF().size() : QSizeF();
    }
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    QImageReader reader(&buffer);
    return reader.size().isValid() ? QSizeF(reader.size()) : QSizeF();
}

bool ArtTransform::isSquare(const QSizeF& size)
{
    return std::abs(size.width() - size.height()) <= std::max(size.width(), size.height()) / 1000;
}

QString ArtTransform::squared(const QString& svg, PictureFit fit)
{
    const QSvgRenderer renderer(svg.toUtf8());
    const QRectF box = renderer.viewBoxF();
    if (!renderer.isValid() || box.isEmpty() || isSquare(box.size()))
        return svg;
    static const QRegularExpression root(QStringLiteral("<svg\\b[^>]*>"),
                                         QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch open = root.match(svg);
    if (!open.hasMatch())
        return svg;
    const qreal side = fit == PictureFit::Crop ? std::min(box.width(), box.height())
                                               : std::max(box.width(), box.height());
    const QRectF square(box.center() - QPointF(side / 2, side / 2), QSizeF(side, side));
    // The root's own view box and size give way to the square's; the rest of it stays.
    static const QRegularExpression sizing(
        QStringLiteral(
            "\\s(viewBox|width|height|preserveAspectRatio)\\s*=\\s*(\"[^\"]*\"|'[^']*')"),
        QRegularExpression::CaseInsensitiveOption);
    QString tag = open.captured();
    tag.remove(sizing);
    const bool empty = tag.endsWith(QLatin1String("/>"));
    tag.chop(empty ? 2 : 1);
    const auto number = [](qreal v) { return QString::number(v, 'g', 10); };
    tag += QStringLiteral(" viewBox=\"%1 %2 %3 %3\" width=\"%3\" height=\"%3\"")
               .arg(number(square.x()), number(square.y()), number(side));
    tag += empty ? QStringLiteral("/>") : QStringLiteral(">");
    QString background;
    if (fit == PictureFit::Fit && !empty) {
        QImage sample(64, 64, QImage::Format_ARGB32_Premultiplied);
        sample.fill(Qt::transparent);
        QPainter p(&sample);
        QSvgRenderer(svg.toUtf8()).render(&p, QRectF(0, 0, 64, 64));
        p.end();
        const QColor colour = borderColour(sample);
        if (colour.alpha() > 0)
            background = QStringLiteral("<rect x=\"%1\" y=\"%2\" width=\"%3\" height=\"%3\" "
                                        "fill=\"%4\" fill-opacity=\"%5\"/>")
                             .arg(number(square.x()), number(square.y()), number(side),
                                  colour.name(QColor::HexRgb), number(colour.alphaF()));
    }
    return svg.left(open.capturedStart()) + tag + background + svg.mid(open.capturedEnd());
}

QString ArtTransform::withoutGuides(const QString& svg)
{
    // The template's guides and reference are groups with no group inside (DrawingTemplate).
    static const QRegularExpression guides(
        QStringLiteral(
            "<g\\b[^>]*\\bid\\s*=\\s*[\"']bastide-(guides|reference)[\"'][^>]*>.*?</g\\s*>"),
        QRegularExpression::DotMatchesEverythingOption);
    QString out = svg;
    return out.remove(guides);
}

} // namespace bastide
