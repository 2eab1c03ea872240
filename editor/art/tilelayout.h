// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "art/tileshapes.h"
#include "engine/tiletype.h"

#include <QPainterPath>
#include <QPointF>
#include <vector>

namespace bastide {

class FieldDividers;

/**
 * Where the parts of one tile type lie in the unit square (x east, y south), before
 * rotation: each feature's region and figure anchor, road and river centre lines, city
 * bodies whose outline is the wall, gates, junctions, ponds and the centre building. It is
 * worked out from the slot masks alone, so any tile a designer makes gets a sensible shape.
 */
class TileLayout
{
public:
    // Sizes in tile widths. Roads and rivers meet the border at the same place and width on
    // every tile, so neighbours join without a seam.
    static constexpr qreal RoadWidth = 0.11;
    static constexpr qreal RoadVerge = 0.014;
    static constexpr qreal RiverWidth = 0.17;
    static constexpr qreal RiverBank = 0.03;
    static constexpr qreal WallWidth = 0.045;
    static constexpr qreal CapDepth = 0.3;
    static constexpr qreal PassageDepth = 0.24;
    static constexpr qreal PlazaRadius = 0.085;

    struct FeatureShape
    {
        FeatureKind kind = FeatureKind::Field;
        /** Inside the unit square; regions of different features do not overlap. */
        QPainterPath region;
        QPointF anchor;
        /** Roads and rivers: their centre-line arms. */
        std::vector<tileshapes::Cubic> arms;
        /** Cities: the shape reaching past the tile border; its outline inside the tile is
         *  the wall. */
        QPainterPath body;
        int shields = 0;
        /** Cities with shields: where the shield goes. */
        QPointF emblem;
        // The marks of the expansions, as the definition gives them.
        bool inn = false;
        bool cathedral = false;
        Goods goods{};
        /** Cities with goods: where the row of goods symbols is centred. */
        QPointF goodsAt;

        bool hasGoods() const { return goods[0] > 0 || goods[1] > 0 || goods[2] > 0; }
    };
    struct Gate
    {
        QPointF pos;
        QPointF direction; // unit vector along the road, into the city
    };
    struct Junction
    {
        QPointF pos;
        std::vector<QPointF> arms; // unit vectors from the junction along each road
    };
    struct Pond
    {
        QPointF pos;
        qreal radius = 0;
        bool lake = false;
        bool spring = false;
        QPainterPath shape;
        QPointF outflow; // unit vector from the pond toward where its river leaves it
    };

    /** An inn: a house by a pond in the meadow beside its road. */
    struct Inn
    {
        int feature = -1; // the road, or the first of two roads it stands between
        QPointF pos;      // the middle of its plot
        QPointF toRoad;   // unit vector from the plot toward the road
        qreal scale = 1;  // 1 is the full-size inn; less where the meadow is narrow
    };
    /** A cathedral standing in its city. */
    struct Cathedral
    {
        int feature = -1;
        QPointF pos;
        qreal radius = 0;
    };

    // How much room the marks take, in tile widths at scale 1.
    static constexpr qreal InnRadius = 0.17; // the whole drawing, sign and pond, stays inside
    static constexpr qreal InnPlot = InnRadius + 0.01; // kept free of houses and figures
    static constexpr qreal InnerFieldRadius = 0.13;
    static constexpr qreal GoodsTokenSize = 0.15;

    /** Where the goods tokens of a city with `count` symbols stand round the spot it is
     *  given (rows of up to three), in tile widths. */
    static std::vector<QPointF> goodsOffsets(int count);

    explicit TileLayout(const TileType& type);

    /** The same layout turned `quarterTurns` clockwise about the tile centre. */
    TileLayout rotated(int quarterTurns) const;

    int featureCount() const { return int(m_features.size()); }
    const FeatureShape& feature(int index) const { return m_features[std::size_t(index)]; }
    const std::vector<FeatureShape>& features() const { return m_features; }
    const std::vector<Gate>& gates() const { return m_gates; }
    const std::vector<Junction>& junctions() const { return m_junctions; }
    const std::vector<Pond>& ponds() const { return m_ponds; }
    const std::vector<Inn>& inns() const { return m_inns; }
    const std::vector<Cathedral>& cathedrals() const { return m_cathedrals; }
    /** Index of the monastery or garden, or -1. */
    int centreFeature() const { return m_centreFeature; }
    QPointF centre() const { return m_centre; }
    qreal centreRadius() const { return m_centreRadius; }
    /** Water surface of rivers, springs and lakes. */
    const QPainterPath& water() const { return m_water; }
    /** Water with its banks. */
    const QPainterPath& banks() const { return m_banks; }
    /** Roads with their verges. */
    const QPainterPath& roadArea() const { return m_roadArea; }
    /** All city regions. */
    const QPainterPath& cityArea() const { return m_cityArea; }
    /** The feature whose region holds `point`, or -1. */
    int featureAt(QPointF point) const;
    /** Whether some meadow of the drawing opens onto the slots of two fields: the
     *  definition keeps apart what the drawing could not part. */
    bool fieldsJoined() const { return m_fieldsJoined; }

private:
    TileLayout() = default;
    void build(const TileType& type, const FieldDividers* dividers);
    void layOutCities(const TileType& type, const FieldDividers* dividers);
    void carveInnerFields(const TileType& type);
    void layOutRivers(const TileType& type);
    void layOutThroughRoads(const TileType& type);
    void placeCentre(const TileType& type);
    void layOutRoadEnds(const TileType& type, const FieldDividers* dividers, int which);
    void layOutFields(const TileType& type);
    void placeAnchors(const FieldDividers* dividers);
    void placeRoadAnchor(FeatureShape& f, const QPainterPath& footprint, qreal along = 0.5);
    void placeCityMarks(FeatureShape& f, int index);
    void placeInns();
    QPainterPath centreFootprint() const;
    QPainterPath armsPath(const std::vector<tileshapes::Cubic>& arms) const;

    std::vector<FeatureShape> m_features;
    std::vector<Gate> m_gates;
    std::vector<Junction> m_junctions;
    std::vector<Pond> m_ponds;
    std::vector<Inn> m_inns;
    std::vector<Cathedral> m_cathedrals;
    int m_centreFeature = -1;
    QPointF m_centre{0.5, 0.5};
    qreal m_centreRadius = 0;
    QPainterPath m_water;
    QPainterPath m_banks;
    QPainterPath m_roadArea;
    QPainterPath m_cityArea;
    QPainterPath m_plazas;
    QPainterPath m_partingRoads; // roads that end at a city to part two fields
    bool m_fieldsJoined = false;
};

} // namespace bastide
