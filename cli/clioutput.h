// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/game.h"
#include "engine/problem.h"

#include <QJsonArray>
#include <QJsonObject>

namespace bastide::cli {

/** Prints a JSON value on standard output, indented, with a final newline. */
void printJson(const QJsonObject& object);
/** Prints a JSON object on standard output on one line. */
void printCompactJson(const QJsonObject& object);
/** Prints a JSON array on standard output with one element a line. */
void printJsonLines(const QJsonArray& array);
/** Prints a message on standard error. */
void printError(const QString& message);
/** Prints each problem on standard error, one a line. */
void printProblems(const Problems& problems);

/** The scores object of spec §5 (`replay`'s output). */

} // namespace bastide::cli
