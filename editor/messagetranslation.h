// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/problem.h"

#include <QString>
#include <QStringList>

namespace bastide {

/** Translates an engine message template (context "Messages"); pass it to describe(). */
QString translateMessage(const char* sourceText);
/** Every problem worded and translated, one line each. */
QStringList describeAll(const Problems& problems);

} // namespace bastide
