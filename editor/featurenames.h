// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/tiletype.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace bastide {

/** How the editor names features, edges and slots to the designer. */
class FeatureNames
{
    Q_DECLARE_TR_FUNCTIONS(FeatureNames)

public:
    static QString kind(FeatureKind kind);
    /** "City #0": numbered as in the deck file and in problem messages. */
    static QString title(const TileType& tile, int feature);
    /** Where a feature touches the border: "north, east" for cities, roads and rivers; for
     *  fields whole edges and parts of edges ("north part of the east edge, west"); "middle
     *  of the tile" for a centre. */
    static QString where(const TileType& tile, int feature);
    static QString side(int side);
    /** A slot in words: "west part of the north edge" (N0). */
    static QString slot(int slot);
    /** A trade good in a sentence: "wine", "grain", "cloth". */
    static QString goods(GoodsKind kind);
    /** A number of goods symbols: "2 wine". */
    static QString goodsCount(GoodsKind kind, int count);
    /** A flag mark of the registry (marks.h) in a list: "inn", "princess", "volcano". */
    static QString mark(Mark mark);
    /** The marks of the tile as a whole, in a list: "volcano", "tower foundation". */
    static QStringList tileMarks(const TileType& tile);
    /** What the expansions put on a feature, in a list: "cathedral", "2 wine", "inn",
     *  "inner field"; empty for a feature with none. */
    static QStringList marks(const TileType& tile, int feature);
    /** The title with the marks: "City #0 · cathedral · 2 wine". */
    static QString summary(const TileType& tile, int feature);
    /** The colour that stands for a feature kind in chips and handles. */
    static QColor color(FeatureKind kind);
};

} // namespace bastide
