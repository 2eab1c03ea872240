#pragma once

#include <QStringList>

namespace bastide::cli {

/** `bastide-cli match`: the referee of spec §6, built-in AIs and external bots at one table. */
int runMatch(const QStringList& arguments);

} // namespace bastide::cli
