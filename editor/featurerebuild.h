// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/tiletype.h"

#include <vector>

namespace bastide {

/**
 * The features of a tile laid out again after TileEdit changed its edges or centre: the
 * cities, roads and rivers as given, the fields traced afresh. Kept apart from TileEdit
 * because it is the one step every edge edit ends with, and the one that must keep what the
 * author set by hand (field order, cities a field supplies, inner fields) across the edit.
 */
class FeatureRebuild
{
public:
    /**
     * The tile with the cities, roads, rivers and centre of `features` and its fields traced
     * afresh. A traced field equal to one of `old`'s keeps its place among the fields and any
     * override of the cities it borders, as long as those cities still exist.
     */
    static TileType of(const TileType& old, const std::vector<Feature>& features);
};

} // namespace bastide
