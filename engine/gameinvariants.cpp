// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/game.h"

#include <map>

namespace bastide {

// Recounts from the placed tiles what the union-find keeps incrementally. Kept apart from
// game.cpp: it is a checker, written to be obviously right rather than fast.
QStringList Game::invariantViolations() const
{
    QStringList problems;
    const Board& b = m_board;

    // Figures on the board per player and type.
    std::array<std::array<int, FigureTypeCount>, MaxPlayers> onBoard{};
    std::map<SegmentId, int> figuresByRoot;
    std::map<int, int> ids;
    for (const PlacedFigure& f : m_figures) {
        if (f.player >= playerCount())
            problems << QStringLiteral("figure of unknown player %1").arg(f.player);
        if (!f.id.valid() || f.id.value() >= m_nextFigure || ids[f.id.value()]++ > 0)
            problems << QStringLiteral("figure id %1 unknown or given twice").arg(f.id.value());
        if (!f.site.valid() || f.site.tile.value() >= b.placedCount())
            problems << QStringLiteral("figure %1 stands on no placed tile").arg(f.id.value());
        if (f.site.kind != SiteKind::Feature) {
            if (f.segment.valid())
                problems
                    << QStringLiteral("figure %1 off a feature keeps a segment").arg(f.id.value());
            continue;
        }
        if (f.segment.valid() && f.site.valid() && f.site.tile.value() < b.placedCount() &&
            b.segmentOf(f.site.tile, f.site.index) != f.segment)
            problems
                << QStringLiteral("figure %1: its site and segment disagree").arg(f.id.value());
        if (!f.segment.valid() || f.segment.value() >= b.segmentCount()) {
            problems << QStringLiteral("figure on unknown segment %1").arg(f.segment.value());
            continue;
        }
        if (f.player < MaxPlayers)
            ++onBoard[f.player][std::size_t(f.type)];
        ++figuresByRoot[b.root(f.segment)];
        const FeatureKind kind = b.kind(f.segment);
        if (kind == FeatureKind::River)
            problems << QStringLiteral("figure on a river");
        if (f.type == FigureType::Abbot && !isCentreKind(kind))
            problems << QStringLiteral("abbot off a monastery or garden");
        if (!m_ruleSet->figure(f.type).inGame)
            problems << QStringLiteral("a figure not in this game on the board");
        else if (!m_ruleSet->figure(f.type).mayStandOn(kind))
            problems << QStringLiteral("a figure on a feature it may not stand on");
        // A figure that joins its owner's meeple (builder, pig) never stays alone.
        if (m_ruleSet->figure(f.type).joinsOwnFigure && m_board.figureCount(f.segment) < 2)
            problems << QStringLiteral("a figure that joins a meeple alone on its feature");
        if (kind != FeatureKind::Field && b.isComplete(f.segment) && !m_finished)
            problems << QStringLiteral("figure left on a completed feature (segment %1)")
                            .arg(f.segment.value());
    }
    for (int p = 0; p < playerCount(); ++p) {
        const PlayerState& s = m_players[std::size_t(p)];
        for (int t = 0; t < FigureTypeCount; ++t) {
            const auto type = FigureType(t);
            const FigureRule& rule = m_ruleSet->figure(type);
            const int owned = rule.inGame ? rule.supply : 0;
            const int counted = s.inSupply(type) + onBoard[std::size_t(p)][std::size_t(t)];
            if (counted != owned)
                problems << QStringLiteral("player %1: %2 %3 in supply and %4 on the board")
                                .arg(p + 1)
                                .arg(s.inSupply(type))
                                .arg(figureName(type))
                                .arg(onBoard[std::size_t(p)][std::size_t(t)]);
        }
    }

    // Open ends and figure counts per root, recounted from every placed slot.
    std::map<SegmentId, int> openByRoot;
    for (int t = 0; t < b.placedCount(); ++t) {
        const PlacedTile& pt = b.tile(TileIndex(t));
        const TileRules& tr = tileSet().rules(pt.type);
        for (int side = 0; side < SideCount && !tr.wildEdges; ++side) {
            const int slot = middleSlot(side);
            const int f = tr.slotFeature[std::size_t(unrotateSlot(slot, pt.rotation))];
            const FeatureKind kind = tr.features[std::size_t(f)].kind;
            if (kind != FeatureKind::City && kind != FeatureKind::Road &&
                kind != FeatureKind::River)
                continue;
            const TileIndex other = b.tileAt(neighbour(pt.cell, side));
            if (!other.valid()) {
                ++openByRoot[b.root(pt.segment(f))];
                continue;
            }
            const PlacedTile& o = b.tile(other);
            const TileRules& orules = tileSet().rules(o.type);
            if (orules.wildEdges)
                continue; // a wild edge closes what faces it and joins nothing
            const int theirs =
                orules.slotFeature[std::size_t(unrotateSlot(facingSlot(slot), o.rotation))];
            if (b.root(o.segment(theirs)) != b.root(pt.segment(f)))
                problems << QStringLiteral(
                                "tiles %1 and %2 touch but their features are not joined")
                                .arg(t)
                                .arg(other.value());
        }
        int around = 0;
        for (int dx = -1; dx <= 1; ++dx) {
            for (int dy = -1; dy <= 1; ++dy) {
                if ((dx || dy) && b.tileAt(Cell{pt.cell.x + dx, pt.cell.y + dy}).valid())
                    ++around;
            }
        }
        if (around != pt.neighbours)
            problems << QStringLiteral("tile %1 counts %2 neighbours, the board has %3")
                            .arg(t)
                            .arg(pt.neighbours)
                            .arg(around);
    }
    for (int n = 0; n < b.segmentCount(); ++n) {
        const SegmentId s(n);
        if (b.root(s) != s)
            continue;
        const FeatureKind kind = b.kind(s);
        if (kind == FeatureKind::City || kind == FeatureKind::Road || kind == FeatureKind::River) {
            const int counted = openByRoot.count(s) ? openByRoot[s] : 0;
            if (b.openEnds(s) != counted)
                problems << QStringLiteral("feature %1 keeps %2 open ends, the board shows %3")
                                .arg(n)
                                .arg(b.openEnds(s))
                                .arg(counted);
        }
        const int figures = figuresByRoot.count(s) ? figuresByRoot[s] : 0;
        if (b.figureCount(s) != figures)
            problems << QStringLiteral("feature %1 keeps %2 figures, %3 stand on it")
                            .arg(n)
                            .arg(b.figureCount(s))
                            .arg(figures);
    }
    for (const FrontierCell& fc : b.frontier()) {
        if (b.tileAt(fc.cell).valid())
            problems << QStringLiteral("an occupied cell is in the frontier");
    }
    return problems;
}

} // namespace bastide
