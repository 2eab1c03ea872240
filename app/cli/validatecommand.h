#pragma once

#include <QStringList>

namespace bastide::cli {

/** `bastide-cli validate DECK.json`: checks a deck against spec §1–2. */
int runValidate(const QStringList& arguments);

} // namespace bastide::cli
