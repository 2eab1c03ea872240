// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <array>

namespace bastide {

/**
 * The chance that an empty cell is filled, 1 - exp(-rate * fitting tiles * share), remembered.
 * The evaluation asks it for every open cell of every feature of every move it rates, with
 * few distinct shares (one per number of owners) and fitting counts no larger than the bag,
 * so nearly every answer is a lookup. A remembered value is the same bits as a computed one.
 */
class FillChance
{
public:
    explicit FillChance(double rate = 0);

    /** Forgets everything remembered when the rate changes. */
    void setRate(double rate);
    double operator()(int fitting, double share = 1.0);

private:
    static constexpr int Counts = 256; // more tiles than any deck has left
    static constexpr int Shares = 8;   // owners of a city in a six-player game, and none
    struct Table
    {
        double share = -1; // none yet
        std::array<double, Counts> chance{};
        std::array<bool, Counts> known{};
    };

    double m_rate = 0;
    std::array<Table, Shares> m_tables{};
    int m_nextTable = 0; // the one to reuse for a share not yet seen
};

} // namespace bastide
