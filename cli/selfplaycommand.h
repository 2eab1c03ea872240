// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QStringList>

namespace bastide::cli {

/** `bastide-cli selfplay`: whole games between built-in AIs, seats rotating (spec §5). */
int runSelfplay(const QStringList& arguments);

} // namespace bastide::cli
