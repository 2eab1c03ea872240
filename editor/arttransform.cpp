// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/arttransform.h"

#include <QBuffer>
#include <QImage>
#include <QImageReader>
#include <QRegularExpression>
#include <QSvgRenderer>

namespace bastide {

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

QString ArtTransform::fromRaster(const QByteArray& bytes, const QString& fileName, QString* error)
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
    // A tile is square: the picture fills it, as the art of any tile does.
    if (std::max(image.width(), image.height()) > MaxRasterSide)
        image = image.scaled(MaxRasterSide, MaxRasterSide, Qt::KeepAspectRatio,
                             Qt::SmoothTransformation);
    const bool photo = format != "png";
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

} // namespace bastide
