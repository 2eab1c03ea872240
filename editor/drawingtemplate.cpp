// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/drawingtemplate.h"

#include "art/tilepainter.h"
#include "art/tileshapes.h"

#include <QBuffer>
#include <QImage>
#include <QPainter>

namespace bastide {

namespace {

QString number(qreal v)
{
    return QString::number(v, 'g', 6);
}

/** The tile as Bastide draws it, as a PNG data address. */
QString pictureOf(const TileType& tile)
{
    QImage image(DrawingTemplate::Side, DrawingTemplate::Side, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter p(&image);
    TileType drawn = tile;
    drawn.art.clear(); // the features, not a picture drawn earlier
    TilePainter::paint(p, drawn, Rotation(0), QRectF(0, 0, image.width(), image.height()));
    p.end();
    QByteArray png;
    QBuffer out(&png);
    out.open(QIODevice::WriteOnly);
    image.save(&out, "PNG");
    return QStringLiteral("data:image/png;base64,") + QString::fromLatin1(png.toBase64());
}

} // namespace

QString DrawingTemplate::svg(const TileType* tile)
{
    const qreal s = Side;
    QString reference, guides;
    if (tile) {
        reference =
            QStringLiteral("<image x=\"0\" y=\"0\" width=\"%1\" height=\"%1\" opacity=\"0.35\" "
                           "xlink:href=\"%2\"/>\n")
                .arg(number(s), pictureOf(*tile));
    }
    guides += QStringLiteral("<rect x=\"0\" y=\"0\" width=\"%1\" height=\"%1\" fill=\"none\" "
                             "stroke=\"#3a3026\" stroke-width=\"2\"/>\n")
                  .arg(number(s));
    // Each edge in thirds: a slot of the format is a third of an edge.
    for (int k = 1; k <= 2; ++k) {
        const qreal at = s * k / 3;
        const qreal tick = s * 0.08;
        guides +=
            QStringLiteral("<path d=\"M%1 0V%2M%1 %3V%4M0 %1H%2M%3 %1H%4\" stroke=\"#b5462f\" "
                           "stroke-width=\"2\" fill=\"none\"/>\n")
                .arg(number(at), number(tick), number(s - tick), number(s));
    }
    guides += QStringLiteral("<path d=\"M%1 0V%2M0 %1H%2\" stroke=\"#b5462f\" stroke-width=\"1\" "
                             "stroke-dasharray=\"6 8\" stroke-opacity=\"0.5\" fill=\"none\"/>\n")
                  .arg(number(s / 2), number(s));
    // Where a monastery or garden stands.
    guides +=
        QStringLiteral("<circle cx=\"%1\" cy=\"%1\" r=\"%2\" fill=\"none\" stroke=\"#b5462f\" "
                       "stroke-width=\"1.5\" stroke-dasharray=\"4 6\"/>\n")
            .arg(number(s / 2), number(s * 0.16));
    for (int slot = 0; slot < SlotCount; ++slot) {
        const QPointF mid = tileshapes::slotMidpoint(slot) * s;
        const QPointF at = mid + tileshapes::inward(slot / 3) * (s * 0.05);
        const auto name = slotName(slot);
        guides +=
            QStringLiteral("<text x=\"%1\" y=\"%2\" font-family=\"sans-serif\" "
                           "font-size=\"%3\" fill=\"#b5462f\" text-anchor=\"middle\">%4</text>\n")
                .arg(number(at.x()), number(at.y() + s * 0.012), number(s * 0.035),
                     QString::fromLatin1(name.data(), qsizetype(name.size())));
    }
    //: A note inside the drawing template file (an SVG comment; no markup).
    const QString note = tr("Bastide tile drawing template. Draw in the group \"drawing\". The "
                            "groups \"bastide-guides\" (the slots N0 to W2 of each edge, the "
                            "middle) and \"bastide-reference\" (the tile as Bastide draws it) "
                            "are left out when the picture is imported. North is up.");
    return QStringLiteral("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                          "<svg xmlns=\"http://www.w3.org/2000/svg\" "
                          "xmlns:xlink=\"http://www.w3.org/1999/xlink\" version=\"1.2\" "
                          "baseProfile=\"tiny\" viewBox=\"0 0 %1 %1\" width=\"%1\" height=\"%1\">\n"
                          "<!-- %2 -->\n"
                          "<g id=\"bastide-reference\">\n%3</g>\n"
                          "<g id=\"drawing\">\n</g>\n"
                          "<g id=\"bastide-guides\">\n%4</g>\n"
                          "</svg>\n")
        .arg(number(s), note.toHtmlEscaped().replace(QLatin1String("--"), QLatin1String("–")),
             reference, guides);
}

} // namespace bastide
