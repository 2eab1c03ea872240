// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/tiletype.h"

#include <QPainterPath>
#include <vector>

namespace bastide {

/**
 * Shares the free ground of a tile (what cities, roads and rivers leave) out among its
 * field features: each connected meadow goes to the field whose border slots open onto it,
 * so a field's region is where its farmer may stand in the picture.
 */
class FieldPartition
{
public:
    /** One region per feature of `type`, empty for all but fields. Pockets of meadow that
     *  no border slot opens onto go to the inner fields (fields without slots), if any.
     *  `joined`, if given, tells whether some part opens onto the slots of two fields. */
    static std::vector<QPainterPath> regions(const TileType& type, const QPainterPath& free,
                                             bool* joined = nullptr);
    /** The connected parts of `free`, each with the holes inside it. */
    static std::vector<QPainterPath> parts(const QPainterPath& free);
};

} // namespace bastide
