// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The contents sheets of print and play: every tile type with its picture, id, name, copies
// and back, to check a cut deck against.

#include "art/terrainpalette.h"
#include "editor/printpagepainter.h"

#include <QLocale>
#include <QPainter>
#include <cmath>

namespace bastide {

namespace {

QString groupName(const TileBack& back)
{
    switch (back.kind) {
    case TileBack::Kind::River:
    case TileBack::Kind::Spring:
    case TileBack::Kind::Lake:
        return PrintPagePainter::tr("River");
    case TileBack::Kind::Expansion:
        return back.expansion;
    case TileBack::Kind::Base:
    case TileBack::Kind::Start:
        break;
    }
    return PrintPagePainter::tr("Base game");
}

} // namespace

void PrintPagePainter::paintContents(QPainter& p, const PrintLayout::Page& page)
{
    const QSizeF size = m_layout.pageSize();
    const qreal margin = m_layout.options().marginMillimetres;
    int tiles = 0, types = 0;
    for (const TileType& t : m_deck.tiles) {
        tiles += std::max(0, t.count);
        types += t.count > 0 ? 1 : 0;
    }
    p.save();
    QFont heading = p.font();
    heading.setPixelSize(int(std::lround(dots(5))));
    heading.setBold(true);
    p.setFont(heading);
    p.setPen(QColor(palette::Outline));
    const QRectF top(margin, margin, size.width() - 2 * margin, 7);
    p.drawText(dots(top), Qt::AlignLeft | Qt::AlignVCenter, tr("Contents of %1").arg(deckName()));
    QFont small = p.font();
    small.setBold(false);
    small.setPixelSize(int(std::lround(dots(2.8))));
    p.setFont(small);
    p.drawText(dots(top.translated(0, 7).adjusted(0, 0, 0, -1)), Qt::AlignLeft | Qt::AlignVCenter,
               tr("%n tiles of %1 types. Check the cut deck against this list: each type's "
                  "copies, id and back.",
                  "", tiles)
                   .arg(types));
    p.restore();

    const qreal columnWidth = (size.width() - 2 * margin) / PrintLayout::ContentsColumns;
    const qreal usable = size.height() - 2 * margin - PrintLayout::ContentsHeaderMillimetres;
    const int rows = std::max(1, int(std::floor(usable / PrintLayout::ContentsRowMillimetres)));
    for (std::size_t i = 0; i < page.types.size(); ++i) {
        const int column = int(i) / rows, row = int(i) % rows;
        const QRectF box(margin + column * columnWidth,
                         margin + PrintLayout::ContentsHeaderMillimetres +
                             row * PrintLayout::ContentsRowMillimetres,
                         columnWidth - 4, PrintLayout::ContentsRowMillimetres);
        paintContentsRow(p, page.types[i], box);
    }
}

void PrintPagePainter::paintContentsRow(QPainter& p, int tile, const QRectF& row)
{
    const TileType& t = m_deck.tiles[std::size_t(tile)];
    const qreal picture = PrintLayout::ContentsPictureMillimetres;
    const QRectF front(row.left(), row.top() + 1, picture, picture);
    p.drawImage(dots(front), this->picture(tile, picture, 0));
    // The back of its copies (the start tile's one copy has the start back as well).
    const qreal backSize = picture * 0.55;
    const QRectF back(front.right() + 1.5, front.top(), backSize, backSize);
    const TileBack usual = TileBack::of(t, t.count > 1 ? false : true);
    usual.paint(p, dots(back), dots(back));
    if (t.start && t.count > 1 && t.group != TileGroup::River) {
        const QRectF start = back.translated(0, backSize + 0.8).adjusted(0, 0, -2, -2);
        TileBack::of(t, true).paint(p, dots(start), dots(start));
    }

    p.save();
    const qreal textLeft = back.right() + 2;
    const QRectF text(textLeft, row.top() + 1, row.right() - textLeft, picture);
    QFont bold = p.font();
    bold.setPixelSize(int(std::lround(dots(3.4))));
    bold.setBold(true);
    p.setFont(bold);
    p.setPen(QColor(palette::Outline));
    //: A line of the print-and-play contents: tile id and copies, "D × 4".
    p.drawText(dots(text.adjusted(0, 0, 0, -picture * 0.55)), Qt::AlignLeft | Qt::AlignBottom,
               tr("%1 × %2").arg(t.id).arg(t.count));
    QFont plain = bold;
    plain.setBold(false);
    plain.setPixelSize(int(std::lround(dots(2.7))));
    p.setFont(plain);
    const QString language = QLocale().name().section(QLatin1Char('_'), 0, 0);
    QString detail = localized(t.name, language);
    const QString group = groupName(TileBack::of(t, false));
    if (detail.isEmpty() || detail == group)
        detail = group;
    else
        detail = tr("%1 · %2").arg(detail, group);
    if (t.start)
        detail += tr(" · start tile");
    if (t.end)
        detail += tr(" · lake, drawn last");
    p.setPen(QColor(0x5a, 0x4c, 0x3e));
    p.drawText(dots(text.adjusted(0, picture * 0.48, 0, 0)),
               Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, detail);
    p.restore();
}

} // namespace bastide
