// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/printpagepainter.h"

#include "art/terrainpalette.h"
#include "art/tilepainter.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <cmath>

namespace bastide {

namespace {

const QColor CaptionInk(0x7a, 0x6a, 0x58);

/** `tile` grown by `b` pixels a side, the border strips mirrored outwards: roads and
 *  rivers run on straight past the cut, and a cut a little off the line shows no white. */
QImage withBleed(const QImage& tile, int b)
{
    if (b <= 0)
        return tile;
    const int n = tile.width();
    QImage big(n + 2 * b, n + 2 * b, QImage::Format_RGB32);
    QPainter q(&big);
    const QImage h = tile.mirrored(true, false), v = tile.mirrored(false, true),
                 hv = tile.mirrored(true, true);
    q.drawImage(QPoint(b, b), tile);
    q.drawImage(QRect(0, b, b, n), h, QRect(n - b, 0, b, n));
    q.drawImage(QRect(n + b, b, b, n), h, QRect(0, 0, b, n));
    q.drawImage(QRect(b, 0, n, b), v, QRect(0, n - b, n, b));
    q.drawImage(QRect(b, n + b, n, b), v, QRect(0, 0, n, b));
    q.drawImage(QRect(0, 0, b, b), hv, QRect(n - b, n - b, b, b));
    q.drawImage(QRect(n + b, 0, b, b), hv, QRect(0, n - b, b, b));
    q.drawImage(QRect(0, n + b, b, b), hv, QRect(n - b, 0, b, b));
    q.drawImage(QRect(n + b, n + b, b, b), hv, QRect(0, 0, b, b));
    return big;
}

} // namespace

PrintPagePainter::PrintPagePainter(const Deck& deck, const PrintLayout& layout, qreal dotsPerMm,
                                   qreal imageDotsPerMm)
    : m_deck(deck), m_layout(layout), m_scale(dotsPerMm), m_imageScale(imageDotsPerMm)
{}

QRectF PrintPagePainter::dots(const QRectF& mm) const
{
    return QRectF(mm.x() * m_scale, mm.y() * m_scale, mm.width() * m_scale, mm.height() * m_scale);
}

QPointF PrintPagePainter::dots(const QPointF& mm) const
{
    return mm * m_scale;
}

QString PrintPagePainter::deckName() const
{
    return localized(m_deck.name, QLocale().name().section(QLatin1Char('_'), 0, 0));
}

const QImage& PrintPagePainter::picture(int tile, qreal mm, qreal bleed)
{
    const int pixels = int(std::lround(mm * m_imageScale));
    const int b = int(std::lround(bleed * m_imageScale));
    auto it = m_pictures.find({tile, pixels * 100 + b});
    if (it == m_pictures.end()) {
        QImage image(pixels, pixels, QImage::Format_RGB32);
        image.fill(Qt::white);
        QPainter ip(&image);
        TilePainter::paint(ip, m_deck.tiles[std::size_t(tile)], Rotation(0),
                           QRectF(0, 0, pixels, pixels));
        ip.end();
        it = m_pictures.emplace(std::pair{tile, pixels * 100 + b}, withBleed(image, b)).first;
    }
    return it->second;
}

void PrintPagePainter::paint(QPainter& p, int page)
{
    const PrintLayout::Page& which = m_layout.pages()[std::size_t(page)];
    switch (which.kind) {
    case PrintLayout::PageKind::Fronts:
        paintFronts(p, which);
        paintMarks(p, which);
        break;
    case PrintLayout::PageKind::Backs:
        paintBacks(p, which);
        paintMarks(p, which);
        break;
    case PrintLayout::PageKind::Contents:
        paintContents(p, which);
        break;
    }
    paintCaption(p, page);
}

QRectF PrintPagePainter::idBox(const QRectF& trim, const QString& id)
{
    // Letters IdHeight high are about 0.62 of that wide; a little padding round them.
    const qreal pad = 0.45;
    const qreal width = id.size() * IdHeight * 0.62 + 2 * pad;
    const qreal height = IdHeight + 2 * pad;
    return QRectF(trim.right() - IdInset - width, trim.bottom() - IdInset - height, width, height);
}

void PrintPagePainter::paintFronts(QPainter& p, const PrintLayout::Page& page)
{
    const qreal tile = m_layout.options().tileMillimetres;
    const qreal bleed = m_layout.options().bleedMillimetres;
    QFont font = p.font();
    font.setPixelSize(std::max(1, int(std::lround(dots(IdHeight)))));
    font.setBold(true);
    for (const PrintLayout::Cell& cell : page.cells) {
        p.drawImage(dots(cell.bled), picture(cell.tile, tile, bleed));
        // The id, small in a corner: to sort a cut deck and check it against the contents.
        const QString id = m_deck.tiles[std::size_t(cell.tile)].id;
        const QRectF box = dots(idBox(cell.trim, id));
        p.save();
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(255, 255, 255, 190));
        p.drawRoundedRect(box, box.height() / 4, box.height() / 4);
        p.setFont(font);
        p.setPen(QColor(palette::Outline));
        p.drawText(box, Qt::AlignCenter, id);
        p.restore();
    }
}

void PrintPagePainter::paintBacks(QPainter& p, const PrintLayout::Page& page)
{
    for (const PrintLayout::Cell& cell : page.cells)
        cell.back.paint(p, dots(cell.trim), dots(cell.bled));
}

void PrintPagePainter::paintMarks(QPainter& p, const PrintLayout::Page& page)
{
    if (!m_layout.options().cutMarks)
        return;
    p.save();
    p.setPen(QPen(Qt::black, dots(MarkWidth), Qt::SolidLine, Qt::FlatCap));
    const QRectF area = page.area;
    for (qreal x : page.cutsX) {
        p.drawLine(dots(QPointF(x, area.top() - MarkGap - MarkLength)),
                   dots(QPointF(x, area.top() - MarkGap)));
        p.drawLine(dots(QPointF(x, area.bottom() + MarkGap)),
                   dots(QPointF(x, area.bottom() + MarkGap + MarkLength)));
    }
    for (qreal y : page.cutsY) {
        p.drawLine(dots(QPointF(area.left() - MarkGap - MarkLength, y)),
                   dots(QPointF(area.left() - MarkGap, y)));
        p.drawLine(dots(QPointF(area.right() + MarkGap, y)),
                   dots(QPointF(area.right() + MarkGap + MarkLength, y)));
    }
    p.restore();
}

QString PrintPagePainter::caption(int page) const
{
    const PrintLayout::Page& which = m_layout.pages()[std::size_t(page)];
    QString what;
    switch (which.kind) {
    case PrintLayout::PageKind::Fronts:
        //: What a print-and-play page holds, in its caption.
        what = tr("tiles, sheet %1 of %2: cut along the marks")
                   .arg(which.sheet)
                   .arg(m_layout.sheets());
        break;
    case PrintLayout::PageKind::Backs:
        what = tr("backs of sheet %1: print on its reverse, turned over on the long edge")
                   .arg(which.sheet);
        break;
    case PrintLayout::PageKind::Contents:
        what = tr("contents");
        break;
    }
    //: Caption printed under each print-and-play page.
    return tr("%1 · %2 · page %3 of %4")
        .arg(deckName(), what)
        .arg(page + 1)
        .arg(m_layout.pages().size());
}

void PrintPagePainter::paintCaption(QPainter& p, int page)
{
    const PrintLayout::Page& which = m_layout.pages()[std::size_t(page)];
    const QSizeF size = m_layout.pageSize();
    const qreal margin = m_layout.options().marginMillimetres;
    // Under the marks when there is room, else at the foot of the margin.
    qreal top = size.height() - margin + 1;
    if (which.kind != PrintLayout::PageKind::Contents)
        top = std::max(top, which.area.bottom() + MarkGap + MarkLength + 0.5);
    const qreal height = size.height() - top - 1;
    if (height < 2.5)
        return;
    p.save();
    QFont font = p.font();
    font.setPixelSize(std::max(1, int(std::lround(dots(2.4)))));
    p.setFont(font);
    p.setPen(CaptionInk);
    p.drawText(dots(QRectF(0, top, size.width(), height)), Qt::AlignHCenter | Qt::AlignTop,
               caption(page));
    p.restore();
}

} // namespace bastide
