// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/feature.h"

#include <QMap>
#include <QString>
#include <vector>

namespace bastide {

/** Which part of a deck a tile type belongs to (spec §2 `group`). */
enum class TileGroup : std::uint8_t
{
    Base,
    River,
    Expansion // an expansion set, named by TileType::expansion
};

/** The expansion sets whose figures and scoring the engine knows (spec §3, §4.1, §4.2). */
inline constexpr const char* InnsCathedralsSet = "inns-cathedrals";
inline constexpr const char* TradersBuildersSet = "traders-builders";

/** Text per language code ("en", "ru", "uk"); "en" is the fallback. */
using LocalizedText = QMap<QString, QString>;

/** One tile type of a deck: its features and how many copies the deck holds. */
struct TileType
{
    QString id;
    int count = 1;
    TileGroup group = TileGroup::Base;
    bool start = false; // base start tile, or the spring in the river group
    bool end = false;   // the lake
    LocalizedText name;
    QString art; // optional SVG document
    std::vector<Feature> features;
    QString expansion; // group Expansion: the set's name ("inns-cathedrals", a designer's own)
    MarkSet marks = 0; // the tile's own marks (volcano, dragon, portal, tower: marks.h)

    bool has(Mark m) const { return (marks & markBit(m)) != 0; }
    void set(Mark m, bool on)
    {
        marks = on ? MarkSet(marks | markBit(m)) : MarkSet(marks & ~markBit(m));
    }

    /** The `group` as a deck file writes it: "base", "river" or the set's name. */
    QString groupName() const;

    /** Index of the feature owning `slot` (unrotated), or -1. */
    int featureAt(int slot) const;
    /** Terrain of an unrotated edge, read from its middle slot and the feature there. */
    Terrain edgeTerrain(int side) const;
    /** Index of the monastery or garden, or -1. */
    int centreFeature() const;
    int riverEdgeCount() const;
    /**
     * The city features a field touches along the tile's border (a field slot next to a
     * city slot), which is how a drawn tile's field→city borders are worked out.
     */
    std::vector<int> citiesAlongBorder(int field) const;

    friend bool operator==(const TileType&, const TileType&) = default;
};

} // namespace bastide
