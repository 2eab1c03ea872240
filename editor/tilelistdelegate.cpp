// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/tilelistdelegate.h"

#include "editor/editorstyle.h"
#include "editor/tilelistmodel.h"

#include <QPainter>
#include <QPainterPath>
#include <QTextLayout>

namespace bastide {

namespace {
constexpr int Pad = 8;
constexpr int IdLine = 22;   // the id's line, as tall as the copies badge at its end
constexpr int NameLines = 3; // a long Russian or Ukrainian name needs them in a narrow list

QRectF rowRect(const QStyleOptionViewItem& option)
{
    return QRectF(option.rect).adjusted(3, 2, -3, -2);
}

QRectF pictureRect(const QRectF& row)
{
    return QRectF(row.left() + Pad, row.center().y() - TileListDelegate::Picture / 2.0,
                  TileListDelegate::Picture, TileListDelegate::Picture);
}

QString countText(const QModelIndex& index)
{
    //: Copies of a tile in the deck, shown as a badge: "×4".
    return TileListDelegate::tr("×%1").arg(index.data(TileListModel::CountRole).toInt());
}

QFont boldOf(const QFont& font)
{
    QFont bold = font;
    bold.setBold(true);
    return bold;
}

/** The name is the row's second voice, a little smaller than the id: so a long Russian or
 *  Ukrainian name holds on three lines of a list at its narrowest (a window 1024 px wide). */
QFont nameFont(const QFont& font)
{
    QFont name = font;
    if (font.pointSizeF() > 0)
        name.setPointSizeF(font.pointSizeF() * 0.92);
    else
        name.setPixelSize(std::max(1, qRound(font.pixelSize() * 0.92)));
    return name;
}
} // namespace

QRectF TileListDelegate::textArea(const QStyleOptionViewItem& option, const QModelIndex&)
{
    // The id's line with the badge, then the name's lines across the whole width, the block
    // in the middle of the row.
    const QRectF row = rowRect(option);
    const qreal left = pictureRect(row).right() + 10;
    const qreal right = row.right() - Pad;
    return QRectF(left, row.top() + Pad, std::max(0.0, right - left), row.height() - 2 * Pad);
}

QRectF TileListDelegate::countBadge(const QStyleOptionViewItem& option, const QModelIndex& index)
{
    const QRectF text = textArea(option, index);
    const qreal width = QFontMetricsF(boldOf(option.font)).horizontalAdvance(countText(index)) + 14;
    const int lines = int(nameLines(option, index).size());
    const qreal lineHeight = QFontMetricsF(nameFont(option.font)).height();
    const qreal top = text.center().y() - (IdLine + lines * lineHeight) / 2.0;
    return QRectF(text.right() - width, top, width, IdLine);
}

QStringList TileListDelegate::nameLines(const QStyleOptionViewItem& option,
                                        const QModelIndex& index)
{
    const QString name = index.data(TileListModel::NameRole).toString();
    const qreal width = textArea(option, index).width();
    const QFont font = nameFont(option.font);
    const QFontMetricsF fm(font);
    if (name.isEmpty() || fm.horizontalAdvance(name) <= width)
        return {name};
    QTextLayout layout(name, font);
    QTextOption wrap;
    wrap.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout.setTextOption(wrap);
    QStringList lines;
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        if (int(lines.size()) == NameLines - 1) { // the last line shows what is left
            lines << fm.elidedText(name.mid(line.textStart()).trimmed(), Qt::ElideRight, width);
            break;
        }
        lines << name.mid(line.textStart(), line.textLength()).trimmed();
    }
    layout.endLayout();
    return lines;
}

QSize TileListDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex&) const
{
    const int text = IdLine + NameLines * QFontMetrics(nameFont(option.font)).height() + 2;
    return {220, std::max(Picture, text) + 2 * Pad};
}

void TileListDelegate::paint(QPainter* p, const QStyleOptionViewItem& option,
                             const QModelIndex& index) const
{
    p->save();
    p->setRenderHint(QPainter::Antialiasing);
    const QRectF row = rowRect(option);
    const bool selected = option.state & QStyle::State_Selected;
    const bool hovered = option.state & QStyle::State_MouseOver;
    if (selected || hovered) {
        QColor back = EditorStyle::selection();
        if (!selected)
            back.setAlpha(90);
        p->setPen(selected ? QPen(QColor(0xb9, 0x8f, 0x5e), 1) : Qt::NoPen);
        p->setBrush(back);
        p->drawRoundedRect(row, 7, 7);
    }

    const QRectF picture = pictureRect(row);
    p->setPen(Qt::NoPen);
    p->setBrush(QColor(58, 48, 38, 40));
    p->drawRoundedRect(picture.translated(1.5, 2), 3, 3);
    const QPixmap pixmap = index.data(TileListModel::PictureRole).value<QPixmap>();
    if (!pixmap.isNull())
        p->drawPixmap(picture.topLeft(), pixmap);
    p->setPen(QPen(QColor(58, 48, 38, 110), 1));
    p->setBrush(Qt::NoBrush);
    p->drawRect(picture);

    const int problems = index.data(TileListModel::ProblemsRole).toInt();
    if (problems > 0) {
        const QPointF at = picture.topRight() + QPointF(-2, 2);
        p->setPen(QPen(Qt::white, 1.5));
        p->setBrush(EditorStyle::problem());
        p->drawEllipse(at, 9, 9);
        QFont small = option.font;
        small.setPixelSize(11);
        small.setBold(true);
        p->setFont(small);
        p->setPen(Qt::white);
        p->drawText(QRectF(at - QPointF(9, 9), QSizeF(18, 18)), Qt::AlignCenter,
                    problems > 9 ? QStringLiteral("9+") : QString::number(problems));
    }

    // Count badge on the right, then the mark, and the text takes what is left.
    const QFont bold = boldOf(option.font);
    const QFontMetricsF boldMetrics(bold);
    const QString count = countText(index);
    const QRectF countRect = countBadge(option, index);
    p->setPen(Qt::NoPen);
    p->setBrush(selected ? EditorStyle::paper() : EditorStyle::parchment());
    p->drawRoundedRect(countRect, 11, 11);
    p->setFont(bold);
    p->setPen(EditorStyle::ink());
    p->drawText(countRect, Qt::AlignCenter, count);

    const QString mark = index.data(TileListModel::MarkRole).toString();
    QString markText;
    if (mark == QLatin1String("start"))
        markText = tr("start");
    else if (mark == QLatin1String("spring"))
        markText = tr("spring");
    else if (mark == QLatin1String("lake"))
        markText = tr("lake");

    const QRectF textRect = textArea(option, index);
    const qreal textRight = countRect.left() - 6;
    const qreal lineHeight = QFontMetricsF(nameFont(option.font)).height();
    const QString id = index.data(TileListModel::IdRole).toString();
    const QStringList name = nameLines(option, index);
    const QRectF idRect(textRect.left(), countRect.top(),
                        std::max(0.0, textRight - textRect.left()), IdLine);
    p->setFont(bold);
    p->setPen(EditorStyle::ink());
    const QString idShown = boldMetrics.elidedText(id, Qt::ElideRight, idRect.width());
    p->drawText(idRect, Qt::AlignLeft | Qt::AlignVCenter, idShown);
    if (!markText.isEmpty()) {
        QFont small = option.font;
        small.setPointSizeF(option.font.pointSizeF() * 0.85);
        const QFontMetricsF sm(small);
        const qreal w = sm.horizontalAdvance(markText) + 12;
        const qreal x = idRect.left() + boldMetrics.horizontalAdvance(idShown) + 8;
        if (x + w <= textRight) {
            const QRectF tag(x, idRect.center().y() - sm.height() / 2 - 1, w, sm.height() + 2);
            p->setPen(Qt::NoPen);
            p->setBrush(mark == QLatin1String("start") ? EditorStyle::accent()
                                                       : QColor(0x44, 0x7f, 0xbb));
            p->drawRoundedRect(tag, tag.height() / 2, tag.height() / 2);
            p->setFont(small);
            p->setPen(Qt::white);
            p->drawText(tag, Qt::AlignCenter, markText);
        }
    }
    p->setFont(nameFont(option.font));
    p->setPen(EditorStyle::mutedInk());
    for (int line = 0; line < int(name.size()); ++line) {
        const QRectF nameRect(textRect.left(), idRect.bottom() + line * lineHeight,
                              textRect.width(), lineHeight);
        p->drawText(nameRect, Qt::AlignLeft | Qt::AlignVCenter, name[line]);
    }
    p->restore();
}

} // namespace bastide
