// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/ai/boardmemo.h"

namespace bastide {

void BoardMemo::start()
{
    stop();
    m_active = true;
}

void BoardMemo::stop()
{
    m_active = false;
    m_completions.clear();
    m_centres.clear();
    m_fields.clear();
    m_fieldCities.clear();
}

const BoardMemo::Completion* BoardMemo::completion(SegmentId root, double share) const
{
    for (const KeptCompletion& k : m_completions) {
        if (k.root == root && k.share == share)
            return &k.value;
    }
    return nullptr;
}

void BoardMemo::keepCompletion(SegmentId root, double share, const Completion& value)
{
    if (m_active)
        m_completions.push_back(KeptCompletion{root, share, value});
}

const BoardMemo::Centre* BoardMemo::centre(SegmentId segment) const
{
    for (const KeptCentre& k : m_centres) {
        if (k.segment == segment)
            return &k.value;
    }
    return nullptr;
}

void BoardMemo::keepCentre(SegmentId segment, const Centre& value)
{
    if (m_active)
        m_centres.push_back(KeptCentre{segment, value});
}

bool BoardMemo::fieldCities(SegmentId root, std::vector<SegmentId>& out) const
{
    for (const KeptField& k : m_fields) {
        if (k.root == root) {
            const auto first = m_fieldCities.begin() + std::ptrdiff_t(k.first);
            out.assign(first, first + std::ptrdiff_t(k.count));
            return true;
        }
    }
    return false;
}

void BoardMemo::keepFieldCities(SegmentId root, std::span<const SegmentId> cities)
{
    if (!m_active)
        return;
    m_fields.push_back(KeptField{root, m_fieldCities.size(), cities.size()});
    m_fieldCities.insert(m_fieldCities.end(), cities.begin(), cities.end());
}

} // namespace bastide
