// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/problem.h"

namespace bastide {

/**
 * Turns the engine's enums into sentences. The English templates live here, marked for
 * lupdate (context "Messages"); by default they are looked up in the catalogues the program
 * has installed (the CLI installs the one of the system's language), so without a translator
 * they stay English. This is the only place that words engine failures.
 */
using TranslateFunction = QString (*)(const char* sourceText);

QString untranslated(const char* sourceText);
/** The text in the installed catalogues (context "Messages"), else the English text. */
QString catalogued(const char* sourceText);

QString describe(MoveError error, TranslateFunction tr = catalogued);
QString describe(PlacementError error, TranslateFunction tr = catalogued);
/** "standard.json: tile 'D', feature 2: a road may use only middle slots (N1)". */
QString describe(const Problem& problem, TranslateFunction tr = catalogued);

} // namespace bastide
