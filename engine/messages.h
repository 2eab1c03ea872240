// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/problem.h"

namespace bastide {

/**
 * Turns the engine's enums into sentences. The English templates live here, marked for
 * lupdate (context "Messages"); the app passes a function that translates them, the CLI
 * uses them as they are. This is the only place that words engine failures.
 */
using TranslateFunction = QString (*)(const char* sourceText);

QString untranslated(const char* sourceText);

QString describe(MoveError error, TranslateFunction tr = untranslated);
QString describe(PlacementError error, TranslateFunction tr = untranslated);
/** "standard.json: tile 'D', feature 2: a road may use only middle slots (N1)". */
QString describe(const Problem& problem, TranslateFunction tr = untranslated);

} // namespace bastide
