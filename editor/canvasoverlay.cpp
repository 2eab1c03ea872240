// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/canvasoverlay.h"

#include "art/featuregeometry.h"
#include "art/featurehighlight.h"
#include "art/tileshapes.h"
#include "editor/canvashittest.h"
#include "editor/editorstyle.h"
#include "editor/featurenames.h"
#include "editor/markglyphs.h"
#include "editor/tileedit.h"

#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

namespace bastide {

void CanvasOverlay::paintHandles(QPainter& p, const QRectF& rect, const TileType& t, int hovered,
                                 int shown)
{
    // One bar per run of slots of one feature along each edge: the bars show at a glance
    // which slots belong together, and are where a click picks a slot exactly.
    constexpr qreal gap = CanvasHitTest::HandleGap, width = CanvasHitTest::HandleWidth;
    const qreal size = rect.width();
    const QTransform toRect = tileshapes::tileToRect(rect, 0);
    for (int side = 0; side < SideCount; ++side) {
        const auto [from, to] = CanvasHitTest::sideEnds(side);
        const QPointF out = -tileshapes::inward(side);
        int start = side * 3;
        while (start < side * 3 + 3) {
            const int feature = t.featureAt(start);
            int end = start + 1;
            while (end < side * 3 + 3 && t.featureAt(end) == feature)
                ++end;
            const qreal a = (start - side * 3) / 3.0, b = (end - side * 3) / 3.0;
            const QPointF p0 = toRect.map(from + (to - from) * a) + out * gap;
            const QPointF p1 = toRect.map(from + (to - from) * b) + out * gap;
            const QPointF along =
                (p1 - p0) / std::max(1.0, std::hypot((p1 - p0).x(), (p1 - p0).y()));
            const QPointF inset = along * 3;
            QPainterPath bar;
            const QPointF q0 = p0 + inset, q1 = p1 - inset;
            bar.addPolygon(QPolygonF{q0, q1, q1 + out * width, q0 + out * width});
            bar.closeSubpath();
            const bool lit = feature >= 0 && (feature == hovered || feature == shown);
            const FeatureKind kind =
                feature >= 0 ? t.features[std::size_t(feature)].kind : FeatureKind::Field;
            const QColor fill = feature >= 0 ? FeatureNames::color(kind) : QColor(Qt::gray);
            p.setPen(QPen(lit ? EditorStyle::accent() : QColor(58, 48, 38, 150), lit ? 2.0 : 1.0,
                          Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
            p.setBrush(fill);
            p.drawPath(bar);
            if (size > 200 && feature >= 0) {
                QFont font = p.font();
                font.setPixelSize(11);
                font.setBold(lit);
                p.setFont(font);
                p.setPen(lit ? EditorStyle::accent() : EditorStyle::mutedInk());
                const QPointF mid = (q0 + q1) / 2 + out * (width + 9);
                p.drawText(QRectF(mid - QPointF(20, 8), QSizeF(40, 16)), Qt::AlignCenter,
                           tr("#%1").arg(feature));
            }
            start = end;
        }
    }
}

void CanvasOverlay::paintMarks(QPainter& p, const FeatureGeometry* geometry, const QRectF& rect,
                               const TileType& t)
{
    if (!geometry)
        return;
    using Mark = MarkGlyphs::Mark;
    const qreal glyph = std::clamp(rect.width() / 11, 14.0, 30.0);
    QFont font = p.font();
    font.setPixelSize(int(glyph * 0.6));
    font.setBold(true);
    for (int f = 0; f < std::min(geometry->featureCount(), int(t.features.size())); ++f) {
        const Feature& feature = t.features[std::size_t(f)];
        std::vector<std::pair<Mark, int>> marks; // a glyph and the number it stands for
        if (feature.has(bastide::Mark::Inn))
            marks.emplace_back(Mark::Inn, 1);
        if (feature.has(bastide::Mark::Cathedral))
            marks.emplace_back(Mark::Cathedral, 1);
        for (GoodsKind kind : {GoodsKind::Wine, GoodsKind::Grain, GoodsKind::Cloth}) {
            if (const int n = feature.goods[std::size_t(kind)]; n > 0)
                marks.emplace_back(MarkGlyphs::goods(kind), n);
        }
        if (feature.kind == FeatureKind::City) {
            if (const auto inner = TileEdit::innerFieldsOf(t, f); !inner.empty())
                marks.emplace_back(Mark::InnerField, int(inner.size()));
        }
        if (marks.empty())
            continue;
        // A pill of glyphs (a count after each of more than one) under the figure's spot.
        const QFontMetricsF metrics(font);
        std::vector<qreal> widths;
        qreal width = glyph * 0.3;
        for (const auto& [mark, n] : marks) {
            const qreal w =
                glyph + (n > 1 ? metrics.horizontalAdvance(QStringLiteral("×%1").arg(n)) + 2 : 0);
            widths.push_back(w);
            width += w + glyph * 0.15;
        }
        const qreal height = glyph * 1.3;
        const QPointF at = geometry->anchor(f, Rotation(0), rect) + QPointF(0, glyph * 1.2);
        QRectF pill(at.x() - width / 2, at.y() - height / 2, width, height);
        pill.moveLeft(std::clamp(pill.left(), rect.left() + 2, rect.right() - 2 - width));
        pill.moveTop(std::clamp(pill.top(), rect.top() + 2, rect.bottom() - 2 - height));
        p.save();
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(QPen(EditorStyle::ink(), 1.2));
        p.setBrush(QColor(255, 255, 255, 230));
        p.drawRoundedRect(pill, height / 2, height / 2);
        p.setFont(font);
        qreal x = pill.left() + glyph * 0.2;
        for (std::size_t k = 0; k < marks.size(); ++k) {
            const auto& [mark, n] = marks[k];
            MarkGlyphs::paint(p, mark, QRectF(x, pill.center().y() - glyph / 2, glyph, glyph));
            if (n > 1) {
                p.setPen(EditorStyle::ink());
                p.drawText(QRectF(x + glyph + 1, pill.top(), widths[k] - glyph, height),
                           Qt::AlignVCenter | Qt::AlignLeft, QStringLiteral("×%1").arg(n));
            }
            x += widths[k] + glyph * 0.15;
        }
        p.restore();
    }
}

void CanvasOverlay::paintEdgeBand(QPainter& p, const QRectF& rect, int side, const QColor& color)
{
    // A glow fading into the tile from the edge, and the edge itself drawn in the brush's
    // colour: shows which edge a click sets without hiding the picture.
    const QTransform toRect = tileshapes::tileToRect(rect, 0);
    const auto [from, to] = CanvasHitTest::sideEnds(side);
    const QPointF in = tileshapes::inward(side);
    const QPointF along = to - from;
    constexpr qreal depth = 0.22;
    const QPolygonF band = toRect.map(
        QPolygonF{from, to, to + in * depth - along * depth, from + in * depth + along * depth});
    QLinearGradient glow(toRect.map((from + to) / 2), toRect.map((from + to) / 2 + in * depth));
    QColor strong = color, clear = color;
    strong.setAlpha(150);
    clear.setAlpha(0);
    glow.setColorAt(0, strong);
    glow.setColorAt(1, clear);
    p.setPen(Qt::NoPen);
    p.setBrush(glow);
    p.drawPolygon(band);
    p.setPen(QPen(QColor(255, 255, 255, 220), 7, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(toRect.map(from), toRect.map(to));
    p.setPen(QPen(color.darker(115), 4, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(toRect.map(from), toRect.map(to));
}

void CanvasOverlay::paintHighlight(QPainter& p, const FeatureGeometry* geometry, const QRectF& rect,
                                   int feature, const QColor& color)
{
    if (!geometry || feature < 0 || feature >= geometry->featureCount())
        return;
    FeatureHighlight::paint(p, geometry->region(feature, Rotation(0), rect), color);
}

void CanvasOverlay::paintZones(QPainter& p, const FeatureGeometry* geometry, const QRectF& rect,
                               const TileType& tile)
{
    if (!geometry)
        return;
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    const int count = std::min(geometry->featureCount(), int(tile.features.size()));
    // Fields first: the smaller features drawn over them stay visible.
    for (int pass = 0; pass < 2; ++pass) {
        for (int f = 0; f < count; ++f) {
            const FeatureKind kind = tile.features[std::size_t(f)].kind;
            if ((kind == FeatureKind::Field) != (pass == 0))
                continue;
            QColor fill = FeatureNames::color(kind);
            fill.setAlpha(110);
            p.setBrush(fill);
            p.setPen(QPen(FeatureNames::color(kind).darker(140), 2, Qt::DashLine));
            p.drawPath(geometry->region(f, Rotation(0), rect));
        }
    }
    QFont font = p.font();
    font.setPixelSize(std::clamp(int(rect.width() / 22), 10, 16));
    font.setBold(true);
    p.setFont(font);
    for (int f = 0; f < count; ++f) {
        const QPointF at = geometry->anchor(f, Rotation(0), rect);
        //: A feature's number on the zones shown over a tile's own picture.
        const QString label = tr("#%1").arg(f);
        const QRectF box(at.x() - 18, at.y() - 10, 36, 20);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(255, 255, 255, 210));
        p.drawRoundedRect(box, 6, 6);
        p.setPen(EditorStyle::ink());
        p.drawText(box, Qt::AlignCenter, label);
    }
    p.restore();
}

void CanvasOverlay::paintJoinLine(QPainter& p, QPointF from, QPointF to, const QColor& color)
{
    p.setPen(QPen(Qt::white, 6, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(from, to);
    p.setPen(QPen(color, 3, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(from, to);
    p.setBrush(color);
    p.setPen(QPen(Qt::white, 2));
    p.drawEllipse(from, 6, 6);
    p.drawEllipse(to, 6, 6);
}

} // namespace bastide
