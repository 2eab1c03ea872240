// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "editor/printlayout.h"

#include <QCoreApplication>
#include <QImage>
#include <map>

class QPainter;

namespace bastide {

/**
 * Paints the pages of a PrintLayout on any paint device (the PDF, or an image in the tests):
 * tile fronts with a small id in a corner and their art run out into the bleed, backs by
 * group, cut marks in the margins, a caption under each page, and the contents sheets.
 */
class PrintPagePainter
{
    Q_DECLARE_TR_FUNCTIONS(bastide::PrintPagePainter)

public:
    /** Marks: 0.2 mm lines, 5 mm long, 1.5 mm from the printed grid. */
    static constexpr qreal MarkGap = 1.5;
    static constexpr qreal MarkLength = 5.0;
    static constexpr qreal MarkWidth = 0.2;
    /** The id on a front: letters this high (mm), this far in from the cut corner. */
    static constexpr qreal IdHeight = 1.8;
    static constexpr qreal IdInset = 1.2;

    /** `dotsPerMm`: the device's scale; `imageDotsPerMm`: the tile pictures' resolution
     *  (the art's soft shading goes into a PDF only as a picture). */
    PrintPagePainter(const Deck& deck, const PrintLayout& layout, qreal dotsPerMm,
                     qreal imageDotsPerMm);

    void paint(QPainter& p, int page);
    /** Where the id of a front cell is printed (mm). */
    static QRectF idBox(const QRectF& trim, const QString& id);
    QString caption(int page) const;

private:
    void paintFronts(QPainter& p, const PrintLayout::Page& page);
    void paintBacks(QPainter& p, const PrintLayout::Page& page);
    void paintMarks(QPainter& p, const PrintLayout::Page& page);
    void paintCaption(QPainter& p, int page);
    void paintContents(QPainter& p, const PrintLayout::Page& page);
    void paintContentsRow(QPainter& p, int tile, const QRectF& row);
    /** The tile at `mm` millimetres, its art run `bleed` mm past every edge. */
    const QImage& picture(int tile, qreal mm, qreal bleed);
    QRectF dots(const QRectF& mm) const;
    QPointF dots(const QPointF& mm) const;
    qreal dots(qreal mm) const { return mm * m_scale; }
    QString deckName() const;

    const Deck& m_deck;
    const PrintLayout& m_layout;
    qreal m_scale;
    qreal m_imageScale;
    std::map<std::pair<int, int>, QImage> m_pictures;
};

} // namespace bastide
