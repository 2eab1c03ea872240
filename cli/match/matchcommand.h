// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QStringList>

namespace bastide::cli {

/** `bastide-cli match`: the referee of spec §6, built-in AIs and external bots at one table. */
int runMatch(const QStringList& arguments);

} // namespace bastide::cli
