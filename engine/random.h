// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <cstdint>

namespace bastide {

/**
 * A small, fast, portable generator (xoshiro256**, seeded through splitmix64). The standard
 * library's distributions differ between implementations; ours must not, since a seed
 * replays a game.
 */
class Random
{
public:
    explicit Random(std::uint64_t seed = 0) { reseed(seed); }

    void reseed(std::uint64_t seed)
    {
        for (auto& word : m_state)
            word = splitmix(seed);
    }

    std::uint64_t next()
    {
        const std::uint64_t result = rotl(m_state[1] * 5, 7) * 9;
        const std::uint64_t t = m_state[1] << 17;
        m_state[2] ^= m_state[0];
        m_state[3] ^= m_state[1];
        m_state[1] ^= m_state[2];
        m_state[0] ^= m_state[3];
        m_state[2] ^= t;
        m_state[3] = rotl(m_state[3], 45);
        return result;
    }

    /** Uniform in [0, bound), bound > 0, without modulo bias (Lemire's method). */
    std::uint32_t below(std::uint32_t bound)
    {
        std::uint64_t m = std::uint64_t(std::uint32_t(next() >> 32)) * bound;
        auto low = std::uint32_t(m);
        if (low < bound) {
            const std::uint32_t threshold = std::uint32_t(-bound) % bound;
            while (low < threshold) {
                m = std::uint64_t(std::uint32_t(next() >> 32)) * bound;
                low = std::uint32_t(m);
            }
        }
        return std::uint32_t(m >> 32);
    }

    /** Uniform in [0, 1). */
    double unit() { return double(next() >> 11) * 0x1.0p-53; }

private:
    static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    static std::uint64_t splitmix(std::uint64_t& x)
    {
        std::uint64_t z = (x += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }

    std::uint64_t m_state[4];
};

} // namespace bastide
