#pragma once

#include "engine/gamesetup.h"

#include <QStringList>

namespace bastide::cli {

/** Rule options shared by selfplay and match: --river, --abbot, --farmers. */
struct RuleOptions
{
    Rules rules;
    QString error;
};

/** `bastide-cli selfplay`: whole games between built-in AIs, seats rotating (spec §5). */
int runSelfplay(const QStringList& arguments);

/** Lower and upper bound of the 95% Wilson score interval for `wins` out of `games`. */
std::pair<double, double> wilsonInterval(double wins, int games);

} // namespace bastide::cli
