// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "art/terrainpalette.h"

#include <array>
#include <cmath>
#include <limits>

namespace bastide {

namespace {
using namespace palette;
constexpr std::array<QRgb, 3> FieldColors{Grass, GrassDark, GrassLight};
constexpr std::array<QRgb, 2> RoadColors{Road, RoadRut};
constexpr std::array<QRgb, 9> CityColors{CityGround, CityGroundDark, Plaster, PlasterShade, Roof,
                                         RoofDark,   RoofLight,      Wall,    WallLight};
constexpr std::array<QRgb, 3> RiverColors{Water, WaterDeep, WaterLight};
constexpr std::array<Terrain, 4> Terrains{Terrain::Field, Terrain::Road, Terrain::City,
                                          Terrain::River};
} // namespace

QColor TerrainPalette::base(Terrain terrain)
{
    return QColor(colors(terrain).front());
}

std::span<const QRgb> TerrainPalette::colors(Terrain terrain)
{
    switch (terrain) {
    case Terrain::Field:
        return FieldColors;
    case Terrain::Road:
        return RoadColors;
    case Terrain::City:
        return CityColors;
    case Terrain::River:
        return RiverColors;
    }
    return FieldColors;
}

Terrain TerrainPalette::classify(QRgb color)
{
    Terrain best = Terrain::Field;
    qreal nearest = std::numeric_limits<qreal>::max();
    for (Terrain t : Terrains) {
        for (QRgb c : colors(t)) {
            const qreal d = distance(color, c);
            if (d < nearest) {
                nearest = d;
                best = t;
            }
        }
    }
    return best;
}

qreal TerrainPalette::distance(QRgb a, QRgb b)
{
    const qreal rMean = (qRed(a) + qRed(b)) / 2.0;
    const qreal dr = qRed(a) - qRed(b);
    const qreal dg = qGreen(a) - qGreen(b);
    const qreal db = qBlue(a) - qBlue(b);
    return std::sqrt((2 + rMean / 256) * dr * dr + 4 * dg * dg +
                     (2 + (255 - rMean) / 256) * db * db);
}

} // namespace bastide
