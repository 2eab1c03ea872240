// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/geometry.h"
#include "engine/tiletype.h"

#include <QStringList>
#include <initializer_list>
#include <utility>

namespace bastide::test {

/** A tile from (kind, "N0 N1 N2") pairs, for shapes the standard deck lacks. */
inline TileType makeTile(const char* id,
                         std::initializer_list<std::pair<FeatureKind, const char*>> features,
                         TileGroup group = TileGroup::Base)
{
    TileType t;
    t.id = QString::fromLatin1(id);
    t.group = group;
    for (const auto& [kind, slotNames] : features) {
        Feature f;
        f.kind = kind;
        for (const QString& name : QString::fromLatin1(slotNames).split(u' ', Qt::SkipEmptyParts))
            f.slotMask |= SlotMask(1u << *slotFromName(name.toStdString()));
        t.features.push_back(f);
    }
    return t;
}

/** Tiles a designer might make: every kind of shape the layout must work out by itself. */
inline std::vector<TileType> designerTiles()
{
    using K = FeatureKind;
    return {
        makeTile("four-caps", {{K::City, "N0 N1 N2"},
                               {K::City, "E0 E1 E2"},
                               {K::City, "S0 S1 S2"},
                               {K::City, "W0 W1 W2"}}),
        makeTile("passage-and-cap",
                 {{K::City, "E0 E1 E2 W0 W1 W2"}, {K::City, "N0 N1 N2"}, {K::Field, "S0 S1 S2"}}),
        makeTile("two-corners", {{K::City, "N0 N1 N2 E0 E1 E2"}, {K::City, "S0 S1 S2 W0 W1 W2"}}),
        makeTile("lone-dead-end",
                 {{K::Road, "S1"}, {K::Field, "N0 N1 N2 E0 E1 E2 S0 S2 W0 W1 W2"}}),
        makeTile("gates-both-sides", {{K::City, "E0 E1 E2 W0 W1 W2"},
                                      {K::Road, "N1"},
                                      {K::Road, "S1"},
                                      {K::Field, "N0"},
                                      {K::Field, "N2"},
                                      {K::Field, "S0"},
                                      {K::Field, "S2"}}),
        makeTile("fork-road", {{K::Road, "N1 E1 S1"},
                               {K::Field, "N2 E0"},
                               {K::Field, "E2 S0"},
                               {K::Field, "S2 W0 W1 W2 N0"}}),
        makeTile("river-ends-on-roads",
                 {{K::River, "N1 S1"},
                  {K::Road, "E1"},
                  {K::Road, "W1"},
                  {K::Field, "N2 E0"},
                  {K::Field, "E2 S0"},
                  {K::Field, "S2 W0"},
                  {K::Field, "W2 N0"}},
                 TileGroup::River),
        makeTile("monastery-three-roads", {{K::Monastery, ""},
                                           {K::Road, "E1"},
                                           {K::Road, "S1"},
                                           {K::Road, "W1"},
                                           {K::Field, "N0 N1 N2 E0 W2"},
                                           {K::Field, "E2 S0"},
                                           {K::Field, "S2 W0"}}),
        // Nothing a road could end against keeps these fields apart: the layout must still
        // give each its own area.
        makeTile("fields-split-by-nothing",
                 {{K::Road, "S1"}, {K::Field, "S0 E0 E1 E2 N2 N1"}, {K::Field, "S2 W0 W1 W2 N0"}}),
        makeTile("city-corner-with-garden-and-road", {{K::City, "N0 N1 N2 W0 W1 W2"},
                                                      {K::Garden, ""},
                                                      {K::Road, "E1 S1"},
                                                      {K::Field, "E0 S2"},
                                                      {K::Field, "E2 S0"}}),
    };
}

} // namespace bastide::test
