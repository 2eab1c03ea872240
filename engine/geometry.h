// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QtCore/qhashfunctions.h>
#include <array>
#include <compare>
#include <cstddef>
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

/**
 * How a tile is turned: 0 to 3 quarter turns clockwise. A type of its own, so a rotation is
 * never passed for a side, a slot or a number of turns to add (all small ints too), and it
 * is made from an int only explicitly. A record or a player may name any int; one outside
 * 0 … 3 becomes the rotation that is none (valid() false), which the board refuses. One byte,
 * copied and compared like the int it replaces.
 */
class Rotation
{
public:
    constexpr Rotation() = default;
    constexpr explicit Rotation(int quarterTurns)
        : m_value(std::int8_t(unsigned(quarterTurns) < 4u ? quarterTurns : -1))
    {}

    /** Quarter turns clockwise, 0 … 3; -1 for none. */
    constexpr int value() const { return m_value; }
    /** For indexing a table of the four rotations. */
    constexpr std::size_t index() const { return std::size_t(m_value); }
    constexpr bool valid() const { return m_value >= 0; }
    /** A quarter turn further clockwise (3 becomes 0). */
    constexpr Rotation next() const { return Rotation((m_value + 1) & 3); }
    /** A quarter turn back, anticlockwise (0 becomes 3). */
    constexpr Rotation previous() const { return Rotation((m_value + 3) & 3); }
    /** This rotation turned `quarterTurns` more clockwise (negative: anticlockwise). */
    constexpr Rotation turned(int quarterTurns) const
    {
        return Rotation((m_value + quarterTurns % 4 + 4) & 3);
    }

    friend constexpr auto operator<=>(Rotation, Rotation) = default;
    friend constexpr bool operator==(Rotation, Rotation) = default;
    friend size_t qHash(Rotation r, size_t seed = 0) { return ::qHash(int(r.m_value), seed); }

private:
    std::int8_t m_value = 0;
};

/** The bit of `rotation` in a mask of rotations (bit r for r quarter turns). */
constexpr unsigned rotationBit(Rotation rotation)
{
    return 1u << rotation.value();
}

/** Rotating `rotation` quarter turns clockwise moves slot i to i + 3 * rotation. */
constexpr int rotateSlot(int slot, Rotation rotation)
{
    return (slot + 3 * rotation.value()) % SlotCount;
}
constexpr int rotateSide(int side, Rotation rotation)
{
    return (side + rotation.value()) & 3;
}
/** The slot of the tile before rotation that ends up at `slot` after rotating. */
constexpr int unrotateSlot(int slot, Rotation rotation)
{
    return (slot + 3 * (4 - rotation.value())) % SlotCount;
}
constexpr int unrotateSide(int side, Rotation rotation)
{
    return (side + 4 - rotation.value()) & 3;
}

constexpr SlotMask rotateMask(SlotMask mask, Rotation rotation)
{
    const unsigned shift = unsigned(3 * (rotation.value() & 3));
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
    Rotation rotation;
    friend constexpr bool operator==(const Placement&, const Placement&) = default;
};

} // namespace bastide
