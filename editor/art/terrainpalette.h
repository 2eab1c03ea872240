// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/geometry.h"

#include <QColor>
#include <span>

namespace bastide {

namespace palette {
// Every colour the tile art paints a terrain with. Each belongs to exactly one terrain in
// TerrainPalette::colors(), so a sampled pixel can be told back to its terrain.
inline constexpr QRgb Grass = 0xff8db35a;
inline constexpr QRgb GrassDark = 0xff6f9843;
inline constexpr QRgb GrassLight = 0xffa8c874;
inline constexpr QRgb Road = 0xffede4cb;
inline constexpr QRgb RoadEdge = 0xffb8a57c;
inline constexpr QRgb RoadRut = 0xffdccfae;
inline constexpr QRgb CityGround = 0xffc9a574;
inline constexpr QRgb CityGroundDark = 0xffb38f5f;
inline constexpr QRgb Plaster = 0xffe6c592;
inline constexpr QRgb PlasterShade = 0xffcfa873;
inline constexpr QRgb Roof = 0xffb25a3a;
inline constexpr QRgb RoofDark = 0xff8a402a;
inline constexpr QRgb RoofLight = 0xffc8754c;
inline constexpr QRgb Wall = 0xffbdb19a;
inline constexpr QRgb WallDark = 0xff5f5445;
inline constexpr QRgb WallLight = 0xffdcd2bd;
inline constexpr QRgb Water = 0xff5b9ad2;
inline constexpr QRgb WaterDeep = 0xff447fbb;
inline constexpr QRgb WaterLight = 0xff8ec2ea;
inline constexpr QRgb BankSand = 0xffd2c08c;
inline constexpr QRgb BankGrass = 0xff6a8f40;
inline constexpr QRgb Hedge = 0xff4d7732;
inline constexpr QRgb HedgeLight = 0xff6b9744;
inline constexpr QRgb Lawn = 0xffa0cb6c;
inline constexpr QRgb Gravel = 0xffe2d6b8;
inline constexpr QRgb ChapelWall = 0xfff0e6d0;
inline constexpr QRgb ChapelShade = 0xffcfc2a6;
inline constexpr QRgb ChapelRoof = 0xffa4432d;
inline constexpr QRgb ChapelRoofDark = 0xff7c301f;
inline constexpr QRgb ShieldBlue = 0xff2b4f9e;
inline constexpr QRgb ShieldGold = 0xffe8b934;
inline constexpr QRgb ShieldWhite = 0xfff7f2e6;
inline constexpr QRgb Outline = 0xff3a3026;
// The marks of the expansions: each has colours of its own, found nowhere else on a tile, so
// an inn, a cathedral or a good reads at a glance (and a test can find it).
inline constexpr QRgb InnTimber = 0xff4a2e1a;
inline constexpr QRgb InnSign = 0xffe39a1f;
inline constexpr QRgb InnWindow = 0xfffbe08a;
inline constexpr QRgb CathedralRoof = 0xff51607a;
inline constexpr QRgb CathedralRoofDark = 0xff38445a;
inline constexpr QRgb CathedralGlass = 0xff3156b0;
inline constexpr QRgb GoodsBadge = 0xfffbf5e4;
inline constexpr QRgb Grape = 0xff7a2f8f;
inline constexpr QRgb GrapeDark = 0xff46175a;
inline constexpr QRgb Leaf = 0xff4c8f2e;
inline constexpr QRgb Grain = 0xffe8b22c;
inline constexpr QRgb GrainDark = 0xff9c6a0e;
inline constexpr QRgb Cloth = 0xff2f6fd0;
inline constexpr QRgb ClothLight = 0xff8fc0f5;
inline constexpr QRgb ClothDark = 0xff1d447f;
} // namespace palette

/** The colours of the four edge terrains, and telling a painted pixel back to its terrain. */
class TerrainPalette
{
public:
    /** The colour a terrain is mostly painted in. */
    static QColor base(Terrain terrain);
    /** Every colour a terrain is painted in. */
    static std::span<const QRgb> colors(Terrain terrain);
    /** The terrain owning the palette colour nearest to `color`. */
    static Terrain classify(QRgb color);
    /** Perceptual distance between colours (weighted RGB, "redmean"); about 0..765. */
    static qreal distance(QRgb a, QRgb b);
};

} // namespace bastide
