#pragma once

#include <QStringList>

namespace bastide::cli {

/** `bastide-cli selfplay`: whole games between built-in AIs, seats rotating (spec §5). */
int runSelfplay(const QStringList& arguments);

} // namespace bastide::cli
