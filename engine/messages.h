// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/problem.h"

namespace bastide {

/**
 * Turns the engine's enums into sentences. The English templates live here, marked for
 * lupdate (context "Messages"); by default they are looked up in the catalogues the program
 * has installed (the CLI installs the one of the system's language), so without a translator
 * they stay English. This is the only place that words engine failures (with filemessages.cpp,
 * which words why a file could not be read or written and what is wrong in its JSON).
 */
using TranslateFunction = QString (*)(const char* sourceText);

QString untranslated(const char* sourceText);
/** The text in the installed catalogues (context "Messages"), else the English text. */
QString catalogued(const char* sourceText);

QString describe(MoveError error, TranslateFunction tr = catalogued);
QString describe(PlacementError error, TranslateFunction tr = catalogued);
/** Why a file could not be read or written: "there is no such file". */
QString describe(FileFault fault, TranslateFunction tr = catalogued);
/** What the JSON reader found wrong (a QJsonParseError::ParseError): "a text in quotes is not
 *  closed". */
QString describeJsonError(int parseError, TranslateFunction tr = catalogued);
/** "standard.json: tile 'D', feature 2: a road may use only middle slots (N1)". */
QString describe(const Problem& problem, TranslateFunction tr = catalogued);

} // namespace bastide
