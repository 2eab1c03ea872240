// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QHashFunctions>
#include <cstdint>

namespace bastide {

/** What a cached tile picture depends on: the tile's definition (by identity hash), its
 *  rotation, and its size in device pixels with the device pixel ratio. */
struct TileArtKey
{
    std::uint64_t identity = 0;
    int rotation = 0;
    int pixels = 0;     // logical size * device pixel ratio, rounded
    int ratio100 = 100; // device pixel ratio * 100, rounded

    friend bool operator==(const TileArtKey&, const TileArtKey&) = default;
};

inline size_t qHash(const TileArtKey& key, size_t seed = 0)
{
    return qHashMulti(seed, key.identity, key.rotation, key.pixels, key.ratio100);
}

} // namespace bastide
