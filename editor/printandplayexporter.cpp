// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/printandplayexporter.h"

#include "art/terrainpalette.h"
#include "art/tilepainter.h"
#include "engine/deckjson.h"

#include <QBuffer>
#include <QFileInfo>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QPdfWriter>
#include <cmath>
#include <map>

namespace bastide {

namespace {

constexpr int Dpi = 600;
// Tiles go into the PDF as pictures at print resolution: the art's soft, translucent
// shading has no faithful PDF form (it would print as hard discs). Copies of a tile share
// one picture in the file.
constexpr int TileDpi = 300;
constexpr qreal MarkGap = 1.5;    // mm between the grid and a cut mark
constexpr qreal MarkLength = 5.0; // mm

qreal toDots(qreal mm)
{
    return mm / 25.4 * Dpi;
}

QSizeF pageMillimetres(const PrintOptions& options)
{
    return options.pageSize.size(QPageSize::Millimeter);
}

} // namespace

QSize PrintAndPlayExporter::grid(const PrintOptions& options)
{
    if (options.tileMillimetres <= 0)
        return {};
    const QSizeF page = pageMillimetres(options);
    const int cols =
        int(std::floor((page.width() - 2 * options.marginMillimetres) / options.tileMillimetres));
    const int rows =
        int(std::floor((page.height() - 2 * options.marginMillimetres) / options.tileMillimetres));
    return cols > 0 && rows > 0 ? QSize(cols, rows) : QSize();
}

int PrintAndPlayExporter::tilesPerPage(const PrintOptions& options)
{
    const QSize g = grid(options);
    return g.isEmpty() ? 0 : g.width() * g.height();
}

int PrintAndPlayExporter::tilePages(const Deck& deck, const PrintOptions& options)
{
    const int perPage = tilesPerPage(options);
    if (perPage == 0)
        return 0;
    int tiles = 0;
    for (const TileType& t : deck.tiles)
        tiles += std::max(0, t.count);
    return (tiles + perPage - 1) / perPage;
}

int PrintAndPlayExporter::pageCount(const Deck& deck, const PrintOptions& options)
{
    const int pages = tilePages(deck, options);
    return pages + (pages > 0 && options.backPage ? 1 : 0);
}

void PrintAndPlayExporter::paintBack(QPainter& p, const QRectF& rect)
{
    using namespace palette;
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.translate(rect.topLeft());
    p.scale(rect.width(), rect.height());
    p.setClipRect(QRectF(0, 0, 1, 1));
    QLinearGradient ground(0, 0, 1, 1);
    ground.setColorAt(0, QColor(0xe9, 0xd8, 0xb4));
    ground.setColorAt(1, QColor(0xd9, 0xc2, 0x94));
    p.fillRect(QRectF(0, 0, 1, 1), ground);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(QColor(RoofDark), 0.012));
    p.drawRect(QRectF(0.06, 0.06, 0.88, 0.88));
    p.setPen(QPen(QColor(RoofDark), 0.005));
    p.drawRect(QRectF(0.085, 0.085, 0.83, 0.83));

    // A small walled town on a hill: the game's emblem.
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(GrassDark));
    QPainterPath hill;
    hill.moveTo(0.2, 0.72);
    hill.cubicTo(0.32, 0.6, 0.68, 0.6, 0.8, 0.72);
    hill.closeSubpath();
    p.drawPath(hill);
    const QColor wall(Wall), wallDark(WallDark), roof(Roof);
    p.setBrush(wall);
    p.setPen(QPen(wallDark, 0.008));
    p.drawRect(QRectF(0.3, 0.5, 0.4, 0.16));
    for (qreal x = 0.3; x < 0.69; x += 0.05)
        p.drawRect(QRectF(x, 0.475, 0.03, 0.03));
    p.drawRect(QRectF(0.43, 0.34, 0.14, 0.32));
    for (qreal x = 0.43; x < 0.56; x += 0.05)
        p.drawRect(QRectF(x, 0.315, 0.03, 0.03));
    p.setBrush(roof);
    QPainterPath gate;
    gate.moveTo(0.465, 0.66);
    gate.lineTo(0.465, 0.59);
    gate.quadTo(0.5, 0.55, 0.535, 0.59);
    gate.lineTo(0.535, 0.66);
    gate.closeSubpath();
    p.setBrush(QColor(Outline));
    p.drawPath(gate);
    p.setBrush(QColor(ShieldBlue));
    p.setPen(QPen(QColor(ShieldGold), 0.006));
    QPainterPath shield;
    shield.moveTo(0.475, 0.38);
    shield.lineTo(0.525, 0.38);
    shield.lineTo(0.525, 0.41);
    shield.quadTo(0.525, 0.44, 0.5, 0.455);
    shield.quadTo(0.475, 0.44, 0.475, 0.41);
    shield.closeSubpath();
    p.drawPath(shield);
    p.restore();
}

bool PrintAndPlayExporter::exportPdf(const Deck& deck, const QString& path,
                                     const PrintOptions& options, QString* error)
{
    const QSize cells = grid(options);
    if (cells.isEmpty()) {
        if (error)
            *error = tr("Tiles of %1 mm do not fit on this page.")
                         .arg(QLocale().toString(options.tileMillimetres));
        return false;
    }
    std::vector<const TileType*> copies;
    for (const TileType& t : deck.tiles) {
        for (int c = 0; c < t.count; ++c)
            copies.push_back(&t);
    }
    if (copies.empty()) {
        if (error)
            *error = tr("The deck has no tiles to print.");
        return false;
    }

    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setResolution(Dpi);
        writer.setPageSize(options.pageSize);
        writer.setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout::Millimeter);
        const QString name = localized(deck.name, QLocale().name().section(QLatin1Char('_'), 0, 0));
        writer.setTitle(name);
        writer.setCreator(QStringLiteral("Bastide"));
        QPainter p;
        if (!p.begin(&writer)) {
            if (error)
                *error = tr("The PDF could not be started.");
            return false;
        }
        const QSizeF page = pageMillimetres(options);
        const qreal tile = toDots(options.tileMillimetres);
        const QSizeF gridSize(cells.width() * tile, cells.height() * tile);
        const QPointF origin((toDots(page.width()) - gridSize.width()) / 2,
                             (toDots(page.height()) - gridSize.height()) / 2);
        const int perPage = cells.width() * cells.height();
        const int pages = int((copies.size() + std::size_t(perPage) - 1) / std::size_t(perPage));
        const int total = pages + (options.backPage ? 1 : 0);

        auto marks = [&](int rowsUsed) {
            if (!options.cutMarks)
                return;
            p.save();
            p.setPen(QPen(Qt::black, toDots(0.2)));
            const qreal gap = toDots(MarkGap), length = toDots(MarkLength);
            const qreal top = origin.y(), bottom = origin.y() + rowsUsed * tile;
            const qreal left = origin.x(), right = origin.x() + gridSize.width();
            for (int c = 0; c <= cells.width(); ++c) {
                const qreal x = left + c * tile;
                p.drawLine(QPointF(x, top - gap - length), QPointF(x, top - gap));
                p.drawLine(QPointF(x, bottom + gap), QPointF(x, bottom + gap + length));
            }
            for (int r = 0; r <= rowsUsed; ++r) {
                const qreal y = top + r * tile;
                p.drawLine(QPointF(left - gap - length, y), QPointF(left - gap, y));
                p.drawLine(QPointF(right + gap, y), QPointF(right + gap + length, y));
            }
            p.restore();
        };
        auto caption = [&](int pageNumber, const QString& what) {
            const qreal room = (toDots(page.height()) - gridSize.height()) / 2;
            if (room < toDots(MarkGap + MarkLength + 4))
                return;
            p.save();
            QFont font = p.font();
            font.setPointSizeF(7);
            p.setFont(font);
            p.setPen(QColor(0x7a, 0x6a, 0x58));
            const QRectF band(0, toDots(page.height()) - room + toDots(MarkGap + MarkLength + 0.5),
                              toDots(page.width()), room - toDots(MarkGap + MarkLength + 1));
            //: Caption printed under each print-and-play sheet.
            p.drawText(band, Qt::AlignCenter,
                       tr("%1 · %2 · page %3 of %4").arg(name, what).arg(pageNumber).arg(total));
            p.restore();
        };

        std::map<const TileType*, QImage> pictures;
        const int pixels = int(std::lround(options.tileMillimetres / 25.4 * TileDpi));
        auto picture = [&](const TileType* type) -> const QImage& {
            auto it = pictures.find(type);
            if (it == pictures.end()) {
                QImage image(pixels, pixels, QImage::Format_RGB32);
                image.fill(Qt::white);
                QPainter ip(&image);
                TilePainter::paint(ip, *type, 0, QRectF(0, 0, pixels, pixels));
                ip.end();
                it = pictures.emplace(type, std::move(image)).first;
            }
            return it->second;
        };
        for (int sheet = 0; sheet < pages; ++sheet) {
            if (sheet > 0)
                writer.newPage();
            const std::size_t first = std::size_t(sheet) * std::size_t(perPage);
            const std::size_t count = std::min(copies.size() - first, std::size_t(perPage));
            for (std::size_t k = 0; k < count; ++k) {
                const int col = int(k) % cells.width(), row = int(k) / cells.width();
                const QRectF rect(origin.x() + col * tile, origin.y() + row * tile, tile, tile);
                p.drawImage(rect, picture(copies[first + k]));
            }
            marks(int((count + std::size_t(cells.width()) - 1) / std::size_t(cells.width())));
            caption(sheet + 1, tr("cut along the marks"));
        }
        if (options.backPage) {
            writer.newPage();
            // Mirrored left to right, so that each back lands behind its tile when printed on
            // the reverse of a sheet (the grid is centred, so it stays in place).
            for (int row = 0; row < cells.height(); ++row) {
                for (int col = 0; col < cells.width(); ++col) {
                    const int mirrored = cells.width() - 1 - col;
                    paintBack(p, QRectF(origin.x() + mirrored * tile, origin.y() + row * tile, tile,
                                        tile));
                }
            }
            marks(cells.height());
            caption(total, tr("tile backs: print on the reverse of each sheet"));
        }
        p.end();
    }
    buffer.close();
    return writeFileAtomically(path, bytes, error);
}

} // namespace bastide
