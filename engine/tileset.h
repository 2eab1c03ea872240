// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/deck.h"
#include "engine/ids.h"

#include <array>
#include <memory>

namespace bastide {

inline constexpr int MaxTileFeatures = 13; // 12 slots with one feature each, plus a centre

/** What the rules need of one feature of a tile type, packed for the hot paths. */
struct FeatureRules
{
    FeatureKind kind = FeatureKind::Field;
    std::uint8_t edges = 0; // edges a city reaches, or road/river ends: its open ends when laid
    std::uint8_t shields = 0;
    bool sharesKind =
        false; // another feature of this kind on the tile: a feature may count it twice
    std::uint16_t cities = 0; // fields: bit per bordered city feature index
    SlotMask slotMask = 0;
};

/** One tile type compiled for play: slot owners, edge terrain and rotation signatures. */
struct TileRules
{
    std::uint8_t featureCount = 0;
    std::int8_t centre = -1;
    bool river = false;
    bool spring = false;
    bool lake = false;
    /** Edges that fit any terrain and join nothing: what faces them ends there (the abbey,
     *  abbey-mayor.md). Such a tile's slots belong to no feature (slotFeature -1). */
    bool wildEdges = false;
    std::array<std::int8_t, SlotCount> slotFeature{};
    std::array<Terrain, SideCount> edges{};
    /** Edge terrains after each rotation, two bits a side, north in the low bits. */
    std::array<std::uint8_t, 4> signature{};
    /** Rotations that give a different tile (a crossroads has one, a straight road two). */
    std::uint8_t distinctRotations = 0xf;
    std::array<FeatureRules, MaxTileFeatures> features{};
};

/**
 * What an empty cell demands of a tile: for each side, nothing (no neighbour) or the
 * neighbour's terrain, packed in base 5 (0 none, 1 + terrain), so 625 possible demands.
 */
inline constexpr int DemandCount = 625;
constexpr int demandDigit(int side)
{
    return side == 0 ? 1 : side == 1 ? 5 : side == 2 ? 25 : 125;
}

/** A valid deck compiled once for the rules engine and shared by every copy of a game. */
class TileSet
{
public:
    /** `deck` must be valid (validateDeck returned nothing). */
    static std::shared_ptr<const TileSet> build(Deck deck);

    const Deck& deck() const { return m_deck; }
    const TileType& type(TileTypeId type) const
    {
        return type.index() < m_deck.tiles.size() ? m_deck.tiles[type.index()] : abbeyTileType();
    }
    const TileRules& rules(TileTypeId type) const { return m_rules[type.index()]; }
    /** The deck's types and, after them, the built-in abbey. */
    int typeCount() const { return int(m_rules.size()); }
    /** The deck's own types, 0 to deckTypeCount() - 1: those a bag, a list or a sheet shows. */
    int deckTypeCount() const { return int(m_deck.tiles.size()); }
    /** The built-in abbey (abbey-mayor.md): never in a deck or a bag, laid from a player's
     *  supply; a monastery whose four edges fit anything and close what they touch. */
    TileTypeId abbey() const { return TileTypeId(deckTypeCount()); }
    static const TileType& abbeyTileType();
    /** Whether `type` names a type of this set (records and players may name any). */
    bool contains(TileTypeId type) const { return type.valid() && type.value() < typeCount(); }
    /** The type with id `id`, or an invalid id. */
    TileTypeId indexOf(const QString& id) const { return TileTypeId(m_deck.indexOf(id)); }
    /** Rotations (bit r for r quarter turns) in which `type` meets `demand`. */
    std::uint8_t rotationsFitting(TileTypeId type, int demand) const
    {
        return m_fits[type.index() * DemandCount + std::size_t(demand)] & 0xf;
    }
    /** How many rotations fit: the high nibble of the table, no popcount instruction needed. */
    int rotationsFittingCount(TileTypeId type, int demand) const
    {
        return m_fits[type.index() * DemandCount + std::size_t(demand)] >> 4;
    }
    /** Features of `type` carrying an inn, a bit per feature index. */
    std::uint16_t inns(TileTypeId type) const { return m_marks[type.index()].inns; }
    /** Features of `type` carrying a cathedral, a bit per feature index. */
    std::uint16_t cathedrals(TileTypeId type) const { return m_marks[type.index()].cathedrals; }
    /** The goods symbols on feature `feature` of `type`. */
    const Goods& goods(TileTypeId type, int feature) const
    {
        return m_marks[type.index()].goods[std::size_t(feature)];
    }
    /** Whether a tile in play under `rules` carries an inn or a cathedral (spec §4.1). */
    bool innOrCathedralInPlay(const Rules& rules) const;
    /** Whether a tile in play under `rules` carries goods (spec §4.2, §5). */
    bool goodsInPlay(const Rules& rules) const;

private:
    /** The marks a group's tiles carry, so a new game finds its rule modules without
     *  walking the deck. */
    struct GroupMarks
    {
        TileGroup group = TileGroup::Base;
        QString name; // an expansion group's set
        bool innOrCathedral = false;
        bool goods = false;
        bool inPlay(const Rules& rules) const;
    };

    Deck m_deck;
    std::vector<TileRules> m_rules;
    std::vector<std::uint8_t> m_fits; // per type and demand: the rotations that fit
    std::vector<GroupMarks> m_groupMarks;
    /** The expansions' marks per tile type, for the rule modules that score them. */
    struct TileMarks
    {
        std::uint16_t inns = 0;
        std::uint16_t cathedrals = 0;
        std::array<Goods, MaxTileFeatures> goods{};
    };
    std::vector<TileMarks> m_marks;
};

/** Terrain of side `side` for a signature as stored in TileRules. */
constexpr Terrain signatureTerrain(std::uint8_t signature, int side)
{
    return Terrain((signature >> (2 * side)) & 3);
}

} // namespace bastide
