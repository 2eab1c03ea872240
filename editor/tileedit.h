// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/tiletype.h"

#include <optional>
#include <span>
#include <vector>

namespace bastide {

/**
 * The edits a designer makes to one tile type, as pure functions from tile to tile. Each
 * keeps the features valid by construction (spec §1): edges are whole terrains, a road edge
 * has field on both sides of its middle slot, fields are regrouped from the drawing
 * whenever cities, roads, rivers or the centre change, and fields border the cities along
 * their edge unless the designer says otherwise. Feature order stays as it was where it can:
 * cities, roads and rivers first, then fields, then the monastery or garden.
 */
class TileEdit
{
public:
    /** A tile of one field over all twelve slots. */
    static TileType blank(const QString& id);

    /**
     * Makes every side in `sides` of `terrain`. City sides join every city they touch into
     * one; two or more road (river) sides become one road (river) running between them; a
     * single road side becomes a road that ends on the tile. Sides already of `terrain`
     * stay as they are when `sides` holds one side.
     */
    static TileType setEdges(const TileType& tile, std::span<const int> sides, Terrain terrain);
    static TileType setEdge(const TileType& tile, int side, Terrain terrain);

    /** Whether the features at the two slots are different ones of the same kind. */
    static bool canJoin(const TileType& tile, int slotA, int slotB);
    /** One feature out of the two at the slots (shields added up); unchanged if !canJoin. */
    static TileType join(const TileType& tile, int slotA, int slotB);

    /** What separate() takes off the feature at `slot`: the city edge, the road or river end,
     *  or the run of field slots along the border (a single slot when the field is one run);
     *  0 when the feature is that piece alone. */
    static SlotMask separablePart(const TileType& tile, int slot);
    static bool canSeparate(const TileType& tile, int slot) { return separablePart(tile, slot); }
    /** Makes separablePart() a feature of its own. */
    static TileType separate(const TileType& tile, int slot);

    /** A monastery, a garden, or (nullopt) neither in the middle of the tile. */
    static TileType setCentre(const TileType& tile, std::optional<FeatureKind> kind);
    static TileType setShields(const TileType& tile, int feature, int shields);

    /** The cities a field borders as the drawing says: those next to it along the border. */
    static std::vector<int> automaticCities(const TileType& tile, int field);
    static bool hasAutomaticCities(const TileType& tile, int field);
    /** Overrides which cities the field borders (farmer scoring). */
    static TileType setFieldCities(const TileType& tile, int field, std::vector<int> cities);

    /** The tile turned `quarterTurns` clockwise: every feature keeps its slots, moved round
     *  (the art is turned apart, by ArtTransform). */
    static TileType rotate(const TileType& tile, int quarterTurns);
    /** The tile mirrored left to right: west and east change places and every edge's slots
     *  run the other way, so each edge keeps its terrain and the tile stays valid. */
    static TileType mirror(const TileType& tile);

    // The expansions' marks (spec §1). Each changes only the mark it names.
    /** An inn on a road, or none; unchanged when `feature` is not a road. */
    static TileType setInn(const TileType& tile, int feature, bool inn);
    /** A cathedral in a city, or none; unchanged when `feature` is not a city. */
    static TileType setCathedral(const TileType& tile, int feature, bool cathedral);
    /** Any flag mark of the registry (marks.h) on the feature, or none; unchanged when the
     *  feature is not of the kind the mark stands on. */
    static TileType setMark(const TileType& tile, int feature, Mark mark, bool on);
    /** A mark of the tile as a whole (volcano, dragon's lair, portal, tower foundation). */
    static TileType setTileMark(const TileType& tile, Mark mark, bool on);
    /** A city's trade-goods symbols of one kind (0 takes them off); unchanged off a city. */
    static TileType setGoods(const TileType& tile, int feature, GoodsKind kind, int count);
    /** A field inside the tile, touching no edge, enclosed by the city `city` (spec §1
     *  "inner field"); unchanged when `city` is not a city. It goes after the other fields. */
    static TileType addInnerField(const TileType& tile, int city);
    /** Takes an inner field away; unchanged when `field` is not one. */
    static TileType removeInnerField(const TileType& tile, int field);
    /** The inner fields a city encloses, in feature order. */
    static std::vector<int> innerFieldsOf(const TileType& tile, int city);
    static bool isInnerField(const TileType& tile, int feature);

    /** Regroups the fields from the drawing, keeping every field that is unchanged (and a
     *  border override it had). Also repairs slots no feature covers. */
    static TileType retraceFields(const TileType& tile);
};

} // namespace bastide
