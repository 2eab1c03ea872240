// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "art/fielddecorpainter.h"

#include "art/clearancemap.h"
#include "art/tilelayout.h"
#include "engine/random.h"

#include <QRadialGradient>
#include <cmath>
#include <vector>

namespace bastide {

namespace {
qreal distance(QPointF a, QPointF b)
{
    return std::hypot(a.x() - b.x(), a.y() - b.y());
}
} // namespace

void FieldDecorPainter::paint(QPainter& p, const TileLayout& layout, std::uint64_t seed)
{
    std::vector<QPainterPath> fields;
    std::vector<QPointF> keepClear;
    for (const auto& f : layout.features()) {
        if (f.kind == FeatureKind::Field)
            fields.push_back(f.region);
        keepClear.push_back(f.anchor);
    }
    if (fields.empty())
        return;
    for (const TileLayout::Inn& inn : layout.inns()) // an inn's plot is kept clear too
        keepClear.push_back(inn.pos);
    const ClearanceMap room(fields, 48);
    Random random(seed ^ 0x7ee5ull);
    struct Placed
    {
        QPointF at;
        qreal radius;
        bool tree;
    };
    std::vector<Placed> placed;
    const int wanted = int(random.below(4)) + 1;
    for (int attempt = 0; attempt < 40 && int(placed.size()) < wanted; ++attempt) {
        const bool isTree = random.below(5) < 2;
        const qreal r = isTree ? 0.042 + 0.016 * random.unit() : 0.024 + 0.01 * random.unit();
        const QPointF at(0.1 + 0.8 * random.unit(), 0.1 + 0.8 * random.unit());
        const qreal border = std::min({at.x(), at.y(), 1 - at.x(), 1 - at.y()});
        bool ok = border >= r + 0.07 && room.at(at) >= r + 0.035;
        for (QPointF a : keepClear)
            ok = ok && distance(a, at) >= r + 0.12;
        for (const Placed& other : placed)
            ok = ok && distance(other.at, at) >= r + other.radius + 0.03;
        if (layout.centreFeature() >= 0)
            ok = ok && distance(layout.centre(), at) >= layout.centreRadius() + r + 0.03;
        if (ok)
            placed.push_back({at, r, isTree});
    }
    for (const Placed& d : placed) {
        if (d.tree)
            tree(p, d.at, d.radius);
        else
            bush(p, d.at, d.radius);
    }
}

void FieldDecorPainter::tree(QPainter& p, QPointF c, qreal r)
{
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(29, 42, 16, 80));
    p.drawEllipse(c + QPointF(r * 0.45, r * 0.5), r * 1.05, r * 0.85);
    QRadialGradient g(c - QPointF(r * 0.35, r * 0.4), r * 1.4);
    g.setColorAt(0, QColor(0xff86b552));
    g.setColorAt(0.6, QColor(0xff5a8a36));
    g.setColorAt(1, QColor(0xff3b6526));
    p.setBrush(g);
    p.setPen(QPen(QColor(0xff2f4f1e), r * 0.1));
    // A slightly lumpy crown: a few overlapping discs.
    p.drawEllipse(c, r, r);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(255, 255, 220, 45));
    p.drawEllipse(c - QPointF(r * 0.35, r * 0.35), r * 0.38, r * 0.33);
}

void FieldDecorPainter::bush(QPainter& p, QPointF c, qreal r)
{
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(29, 42, 16, 70));
    p.drawEllipse(c + QPointF(r * 0.4, r * 0.45), r * 1.3, r * 0.8);
    const QPointF lumps[] = {{-0.55, 0.15}, {0.5, 0.2}, {0, -0.2}};
    p.setPen(QPen(QColor(0xff2f4f1e), r * 0.12));
    for (QPointF l : lumps) {
        QRadialGradient g(c + l * r - QPointF(r * 0.25, r * 0.3), r);
        g.setColorAt(0, QColor(0xff7fae4c));
        g.setColorAt(1, QColor(0xff44702b));
        p.setBrush(g);
        p.drawEllipse(c + l * r, r * 0.62, r * 0.58);
    }
}

} // namespace bastide
