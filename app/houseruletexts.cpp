// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/houseruletexts.h"

#include <QStringList>

namespace bastide {

QString HouseRuleTexts::choice(const QString& houseRule)
{
    if (houseRule == QLatin1String("no-big-follower"))
        return tr("No big follower");
    if (houseRule == QLatin1String("no-inns"))
        return tr("No inns");
    if (houseRule == QLatin1String("no-cathedrals"))
        return tr("No cathedrals");
    if (houseRule == QLatin1String("no-builder"))
        return tr("No builder");
    if (houseRule == QLatin1String("no-pig"))
        return tr("No pig");
    if (houseRule == QLatin1String("no-goods"))
        return tr("No trade goods");
    return houseRule;
}

QString HouseRuleTexts::part(const QString& houseRule)
{
    if (houseRule == QLatin1String("no-big-follower"))
        return tr("no big follower");
    if (houseRule == QLatin1String("no-inns"))
        return tr("no inns");
    if (houseRule == QLatin1String("no-cathedrals"))
        return tr("no cathedrals");
    if (houseRule == QLatin1String("no-builder"))
        return tr("no builder");
    if (houseRule == QLatin1String("no-pig"))
        return tr("no pig");
    if (houseRule == QLatin1String("no-goods"))
        return tr("no trade goods");
    return houseRule;
}

QString HouseRuleTexts::summary(const Rules& rules)
{
    if (rules.houseRules.isEmpty())
        return {};
    QStringList parts;
    for (const QString& name : rules.houseRules)
        parts << part(name);
    //: %1 lists the components left out, as in "no pig, no inns"
    return tr("House rules: %1.").arg(parts.join(QStringLiteral(", ")));
}

} // namespace bastide
