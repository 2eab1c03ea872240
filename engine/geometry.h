// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace bastide {

// Tile geometry of spec §1: twelve border slots, clockwise from the north-west corner.
// These are free constexpr helpers rather than a class because every part of the engine
// (and the art) needs them on hot paths.

inline constexpr int SlotCount = 12;
inline constexpr int SideCount = 4;

enum class Side : std::uint8_t
{
    North,
    East,
    South,
    West
};

/** Terrain of a whole tile edge; the numeric values are packed two bits a side. */
enum class Terrain : std::uint8_t
{
    Field = 0,
    Road = 1,
    City = 2,
    River = 3
};

/** Bit mask over the 12 slots, bit i for slot i. */
using SlotMask = std::uint16_t;

inline constexpr SlotMask AllSlots = 0x0fff;

constexpr int sideOfSlot(int slot)
{
    return slot / 3;
}
constexpr int middleSlot(int side)
{
    return side * 3 + 1;
}
constexpr SlotMask sideSlots(int side)
{
    return SlotMask(0x7u << (side * 3));
}
constexpr int oppositeSide(int side)
{
    return (side + 2) & 3;
}

/** Rotating `rotation` quarter turns clockwise moves slot i to i + 3 * rotation. */
constexpr int rotateSlot(int slot, int rotation)
{
    return (slot + 3 * rotation) % SlotCount;
}
constexpr int rotateSide(int side, int rotation)
{
    return (side + rotation) & 3;
}
/** The slot of the tile before rotation that ends up at `slot` after rotating. */
constexpr int unrotateSlot(int slot, int rotation)
{
    return (slot + 3 * (4 - rotation)) % SlotCount;
}
constexpr int unrotateSide(int side, int rotation)
{
    return (side + 4 - rotation) & 3;
}

constexpr SlotMask rotateMask(SlotMask mask, int rotation)
{
    const unsigned shift = unsigned(3 * (rotation & 3));
    const unsigned wide = unsigned(mask) << shift;
    return SlotMask((wide | (wide >> SlotCount)) & AllSlots);
}

/** Slot k of an edge meets slot 2-k of the neighbour's opposite edge. */
constexpr int facingSlot(int slot)
{
    const int side = sideOfSlot(slot);
    return oppositeSide(side) * 3 + (2 - slot % 3);
}

/** Name of a slot as written in deck files: N0 … W2. */
std::string_view slotName(int slot);
/** Parses N0 … W2; nullopt for anything else. */
std::optional<int> slotFromName(std::string_view name);

struct Cell
{
    int x = 0;
    int y = 0;
    friend constexpr bool operator==(const Cell&, const Cell&) = default;
};

/** The neighbouring cell across `side` (x grows east, y grows south). */
constexpr Cell neighbour(Cell c, int side)
{
    constexpr std::array<int, 4> dx{0, 1, 0, -1};
    constexpr std::array<int, 4> dy{-1, 0, 1, 0};
    return Cell{c.x + dx[std::size_t(side)], c.y + dy[std::size_t(side)]};
}

/** Where a tile goes and how it is turned. */
struct Placement
{
    Cell cell;
    int rotation = 0;
    friend constexpr bool operator==(const Placement&, const Placement&) = default;
};

} // namespace bastide
