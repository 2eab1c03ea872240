// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/tileset.h"

#include <algorithm>
#include <bit>

namespace bastide {

namespace {

/** A rotation-independent description of a tile turned by `r`, to find symmetric rotations. */
std::vector<int> shapeAfterRotation(const TileType& t, const TileRules& tr, int r)
{
    std::vector<int> shape;
    std::array<int, MaxTileFeatures> label;
    label.fill(-1);
    int next = 0;
    for (int p = 0; p < SlotCount; ++p) {
        const int f = tr.slotFeature[std::size_t(unrotateSlot(p, Rotation(r)))];
        if (label[std::size_t(f)] < 0)
            label[std::size_t(f)] = next++;
        const Feature& feature = t.features[std::size_t(f)];
        shape.push_back(label[std::size_t(f)]);
        shape.push_back(int(feature.kind));
        shape.push_back(feature.shields);
        shape.push_back(feature.marks);
        shape.push_back(feature.goods[0] + 100 * feature.goods[1] + 10000 * feature.goods[2]);
    }
    for (std::size_t f = 0; f < t.features.size(); ++f) {
        const Feature& feature = t.features[f];
        if (isCentreKind(feature.kind)) {
            shape.push_back(100 + int(feature.kind));
            continue;
        }
        int borderedLabels = 0;
        for (int c : feature.cities)
            borderedLabels |= 1 << label[std::size_t(c)];
        shape.push_back(1000 + label[f] * 100000 + borderedLabels);
    }
    std::sort(shape.begin() + SlotCount * 5, shape.end());
    return shape;
}

/** The abbey's rules: one monastery, no slot of a feature, four wild edges. */
TileRules abbeyRules()
{
    TileRules tr;
    tr.featureCount = 1;
    tr.centre = 0;
    tr.wildEdges = true;
    tr.slotFeature.fill(-1);
    tr.edges.fill(Terrain::Field); // facing edges see no road or city end here
    tr.signature.fill(0);
    tr.distinctRotations = 1; // it has no rotation
    tr.features[0].kind = FeatureKind::Monastery;
    return tr;
}

} // namespace

const TileType& TileSet::abbeyTileType()
{
    static const TileType abbey = [] {
        TileType t;
        t.id = QStringLiteral("abbey");
        t.count = 0;
        t.group = TileGroup::Expansion;
        t.expansion = QStringLiteral("abbey-mayor");
        Feature monastery;
        monastery.kind = FeatureKind::Monastery;
        t.features.push_back(monastery);
        return t;
    }();
    return abbey;
}

std::shared_ptr<const TileSet> TileSet::build(Deck deck)
{
    auto set = std::make_shared<TileSet>();
    set->m_deck = std::move(deck);
    for (const TileType& t : set->m_deck.tiles) {
        TileRules tr;
        tr.featureCount = std::uint8_t(t.features.size());
        tr.river = t.group == TileGroup::River;
        tr.spring = tr.river && t.start;
        tr.lake = tr.river && t.end;
        tr.slotFeature.fill(-1);
        for (std::size_t fi = 0; fi < t.features.size() && fi < MaxTileFeatures; ++fi) {
            const Feature& f = t.features[fi];
            FeatureRules& fr = tr.features[fi];
            fr.kind = f.kind;
            fr.slotMask = f.slotMask;
            fr.shields = std::uint8_t(f.shields);
            for (int c : f.cities)
                fr.cities |= std::uint16_t(1u << c);
            for (std::size_t other = 0; other < t.features.size(); ++other)
                fr.sharesKind = fr.sharesKind || (other != fi && t.features[other].kind == f.kind);
            if (f.kind == FeatureKind::City)
                fr.edges = std::uint8_t(std::popcount(unsigned(f.slotMask)) / 3);
            else if (f.kind == FeatureKind::Road || f.kind == FeatureKind::River)
                fr.edges = std::uint8_t(std::popcount(unsigned(f.slotMask)));
            if (isCentreKind(f.kind))
                tr.centre = std::int8_t(fi);
            for (int s = 0; s < SlotCount; ++s) {
                if (f.slotMask & (1u << s))
                    tr.slotFeature[std::size_t(s)] = std::int8_t(fi);
            }
        }
        for (int side = 0; side < SideCount; ++side)
            tr.edges[std::size_t(side)] = t.edgeTerrain(side);
        for (int r = 0; r < 4; ++r) {
            std::uint8_t sig = 0;
            for (int side = 0; side < SideCount; ++side)
                sig |= std::uint8_t(int(tr.edges[std::size_t(unrotateSide(side, Rotation(r)))])
                                    << (2 * side));
            tr.signature[std::size_t(r)] = sig;
        }
        std::array<std::vector<int>, 4> shapes;
        tr.distinctRotations = 0;
        for (int r = 0; r < 4; ++r) {
            shapes[std::size_t(r)] = shapeAfterRotation(t, tr, r);
            bool seen = false;
            for (int q = 0; q < r; ++q)
                seen = seen || shapes[std::size_t(q)] == shapes[std::size_t(r)];
            if (!seen)
                tr.distinctRotations |= std::uint8_t(1u << r);
        }
        set->m_rules.push_back(tr);
    }
    set->m_rules.push_back(abbeyRules());
    // A table instead of four edge comparisons per cell and rotation: legal placements are
    // enumerated every turn, by every search playout.
    set->m_fits.assign(set->m_rules.size() * DemandCount, 0);
    for (std::size_t type = 0; type < set->m_rules.size(); ++type) {
        const TileRules& tr = set->m_rules[type];
        if (tr.wildEdges) {
            // Any neighbours, in its one rotation.
            std::fill_n(set->m_fits.begin() + std::ptrdiff_t(type * DemandCount), DemandCount,
                        std::uint8_t(1u << 4 | 1u));
            continue;
        }
        for (int demand = 0; demand < DemandCount; ++demand) {
            std::uint8_t rotations = 0;
            for (int r = 0; r < 4; ++r) {
                bool fits = true;
                for (int side = 0, rest = demand; side < SideCount; ++side, rest /= 5) {
                    const int digit = rest % 5;
                    if (digit != 0 &&
                        int(signatureTerrain(tr.signature[std::size_t(r)], side)) != digit - 1)
                        fits = false;
                }
                if (fits)
                    rotations = std::uint8_t(rotations | (1u << r));
            }
            const int count = ((rotations >> 0) & 1) + ((rotations >> 1) & 1) +
                              ((rotations >> 2) & 1) + ((rotations >> 3) & 1);
            set->m_fits[type * DemandCount + std::size_t(demand)] =
                std::uint8_t(count << 4 | rotations);
        }
    }
    set->m_marks.resize(set->m_rules.size()); // the abbey carries no mark
    for (std::size_t type = 0; type < set->m_deck.tiles.size(); ++type) {
        const auto& features = set->m_deck.tiles[type].features;
        TileMarks& marks = set->m_marks[type];
        for (std::size_t f = 0; f < features.size() && f < MaxTileFeatures; ++f) {
            if (features[f].has(Mark::Inn))
                marks.inns = std::uint16_t(marks.inns | (1u << f));
            if (features[f].has(Mark::Cathedral))
                marks.cathedrals = std::uint16_t(marks.cathedrals | (1u << f));
            marks.goods[f] = features[f].goods;
        }
    }
    for (const TileType& t : set->m_deck.tiles) {
        const QString name = t.group == TileGroup::Expansion ? t.expansion : QString();
        auto it =
            std::find_if(set->m_groupMarks.begin(), set->m_groupMarks.end(),
                         [&](const GroupMarks& g) { return g.group == t.group && g.name == name; });
        if (it == set->m_groupMarks.end())
            it = set->m_groupMarks.insert(set->m_groupMarks.end(), GroupMarks{t.group, name});
        for (const Feature& f : t.features) {
            it->innOrCathedral = it->innOrCathedral || f.has(Mark::Inn) || f.has(Mark::Cathedral);
            it->goods = it->goods || f.hasGoods();
        }
    }
    return set;
}

bool TileSet::innOrCathedralInPlay(const Rules& rules) const
{
    return std::any_of(m_groupMarks.begin(), m_groupMarks.end(),
                       [&](const GroupMarks& g) { return g.innOrCathedral && g.inPlay(rules); });
}

bool TileSet::goodsInPlay(const Rules& rules) const
{
    return std::any_of(m_groupMarks.begin(), m_groupMarks.end(),
                       [&](const GroupMarks& g) { return g.goods && g.inPlay(rules); });
}

bool TileSet::GroupMarks::inPlay(const Rules& rules) const
{
    return group == TileGroup::Base || (group == TileGroup::River && rules.river) ||
           (group == TileGroup::Expansion && rules.hasExpansion(name));
}

} // namespace bastide
