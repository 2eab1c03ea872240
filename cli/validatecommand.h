// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QStringList>

namespace bastide::cli {

/** `bastide-cli validate DECK.json`: checks a deck against spec §1–2. */
int runValidate(const QStringList& arguments);

} // namespace bastide::cli
