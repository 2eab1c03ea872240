// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/ai/fillchance.h"

#include <cmath>

namespace bastide {

FillChance::FillChance(double rate) : m_rate(rate) {}

void FillChance::setRate(double rate)
{
    if (rate == m_rate)
        return;
    m_rate = rate;
    m_tables = {};
    m_nextTable = 0;
}

double FillChance::operator()(int fitting, double share)
{
    // The same expression, in the same order, as when nothing is remembered.
    auto compute = [&] { return 1.0 - std::exp(-m_rate * fitting * share); };
    if (fitting < 0 || fitting >= Counts)
        return compute();
    Table* table = nullptr;
    for (Table& t : m_tables) {
        if (t.share == share) {
            table = &t;
            break;
        }
    }
    if (!table) {
        table = &m_tables[std::size_t(m_nextTable)];
        m_nextTable = (m_nextTable + 1) % Shares;
        *table = Table{};
        table->share = share;
    }
    const auto k = std::size_t(fitting);
    if (!table->known[k]) {
        table->chance[k] = compute();
        table->known[k] = true;
    }
    return table->chance[k];
}

} // namespace bastide
