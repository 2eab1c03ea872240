// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/tilelistdelegate.h"

#include "editor/editorstyle.h"
#include "editor/tilelistmodel.h"

#include <QPainter>
#include <QPainterPath>

namespace bastide {

namespace {
constexpr int Pad = 8;
}

QSize TileListDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex&) const
{
    const int text = option.fontMetrics.height() * 2 + 6;
    return {220, std::max(Picture, text) + 2 * Pad};
}

void TileListDelegate::paint(QPainter* p, const QStyleOptionViewItem& option,
                             const QModelIndex& index) const
{
    p->save();
    p->setRenderHint(QPainter::Antialiasing);
    const QRectF row = QRectF(option.rect).adjusted(3, 2, -3, -2);
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

    const QRectF picture(row.left() + Pad, row.center().y() - Picture / 2.0, Picture, Picture);
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
    QFont bold = option.font;
    bold.setBold(true);
    const QFontMetricsF boldMetrics(bold);
    //: Copies of a tile in the deck, shown as a badge: "×4".
    const QString count = tr("×%1").arg(index.data(TileListModel::CountRole).toInt());
    const qreal countWidth = boldMetrics.horizontalAdvance(count) + 14;
    const QRectF countRect(row.right() - Pad - countWidth, row.center().y() - 11, countWidth, 22);
    p->setPen(Qt::NoPen);
    p->setBrush(selected ? EditorStyle::paper() : EditorStyle::parchment());
    p->drawRoundedRect(countRect, 11, 11);
    p->setFont(bold);
    p->setPen(EditorStyle::ink());
    p->drawText(countRect, Qt::AlignCenter, count);

    qreal textRight = countRect.left() - 6;
    const QString mark = index.data(TileListModel::MarkRole).toString();
    QString markText;
    if (mark == QLatin1String("start"))
        markText = tr("start");
    else if (mark == QLatin1String("spring"))
        markText = tr("spring");
    else if (mark == QLatin1String("lake"))
        markText = tr("lake");

    const QRectF textRect(picture.right() + 10, row.top() + Pad, 0, row.height() - 2 * Pad);
    const qreal lineHeight = option.fontMetrics.height();
    const QString id = index.data(TileListModel::IdRole).toString();
    QRectF idRect(textRect.left(), row.center().y() - lineHeight - 1,
                  std::max(0.0, textRight - textRect.left()), lineHeight);
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
    const QString name = index.data(TileListModel::NameRole).toString();
    QRectF nameRect(textRect.left(), row.center().y() + 1, idRect.width(), lineHeight);
    p->setFont(option.font);
    p->setPen(EditorStyle::mutedInk());
    p->drawText(nameRect, Qt::AlignLeft | Qt::AlignVCenter,
                option.fontMetrics.elidedText(name, Qt::ElideRight, int(nameRect.width())));
    p->restore();
}

} // namespace bastide
