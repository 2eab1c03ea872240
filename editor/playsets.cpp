// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/playsets.h"

#include "editor/groupnames.h"

namespace bastide {

QStringList PlaySets::chosen(const Deck& deck) const
{
    QStringList sets = GroupNames::expansionsIn(deck);
    sets.removeIf([this](const QString& set) { return m_leftOut.contains(set); });
    return sets;
}

void PlaySets::setChosen(const Deck& deck, const QStringList& sets)
{
    QStringList leftOut = m_leftOut;
    for (const QString& set : GroupNames::expansionsIn(deck)) {
        leftOut.removeAll(set);
        if (!sets.contains(set))
            leftOut << set;
    }
    if (leftOut == m_leftOut)
        return;
    m_leftOut = leftOut;
    emit changed();
}

void PlaySets::setInPlay(const QString& set, bool inPlay)
{
    if (inPlay == !m_leftOut.contains(set))
        return;
    if (inPlay)
        m_leftOut.removeAll(set);
    else
        m_leftOut << set;
    emit changed();
}

} // namespace bastide
