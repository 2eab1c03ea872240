// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/problem.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <initializer_list>
#include <memory>
#include <optional>
#include <span>
#include <utility>

namespace bastide {

/**
 * Strict, typed access to a parsed JSON object for the deck and record readers. Every
 * mismatch becomes a Problem carrying the reader's current location (file, tile, feature,
 * move), so readers stay short and every message says where it happened.
 */
class JsonChecker
{
public:
    JsonChecker(Problems& out, Problem location);

    /** A checker for a nested item: same output, refined location. */
    JsonChecker withTile(int tile, const QString& id) const;
    JsonChecker withFeature(int feature) const;
    JsonChecker withMove(int move) const;

    /** Reports each key of `object` not in `allowed`; false when any was found. */
    bool onlyKeys(const QJsonObject& object, std::initializer_list<const char*> allowed) const;
    bool onlyKeys(const QJsonObject& object, std::span<const char* const> allowed) const;

    std::optional<QString> string(const QJsonObject& o, const char* key, bool required) const;
    std::optional<qint64> integer(const QJsonObject& o, const char* key, qint64 min, qint64 max,
                                  bool required) const;
    std::optional<double> number(const QJsonObject& o, const char* key, double min, double max,
                                 bool required) const;
    std::optional<bool> boolean(const QJsonObject& o, const char* key, bool required) const;
    std::optional<QJsonArray> array(const QJsonObject& o, const char* key, bool required) const;
    std::optional<QJsonObject> object(const QJsonObject& o, const char* key, bool required) const;

    void report(ProblemCode code, const QString& key = {}, const QString& detail = {}) const;
    /** A problem whose detail Bastide words (DetailWording), with up to two numbers. */
    void report(ProblemCode code, const QString& key, DetailWording wording, qint64 number = 0,
                qint64 limit = 0) const;
    /** Adds a problem located elsewhere (the validator's), as it is. */
    void add(Problem problem) const;
    const Problem& location() const { return m_location; }
    /** Problems reported so far, the dropped ones included, so that readers can tell
     *  whether a part had any. */
    std::size_t problemCount() const { return m_out.size() + *m_dropped; }

private:
    std::optional<QJsonValue> value(const QJsonObject& o, const char* key, bool required) const;
    void wrongType(const char* key, DetailWording expected) const;

    Problems& m_out;
    Problem m_location;
    std::shared_ptr<std::size_t> m_dropped; // shared by the checkers of one reading
};

/** The line and column (from 1, in characters) of byte `offset` of the UTF-8 `text`. */
std::pair<int, int> lineAndColumn(const QByteArray& text, qsizetype offset);

/** Parses `bytes` as a JSON object, reporting NotJson (with where and why) or NotAnObject. */
std::optional<QJsonObject> parseJsonObject(const QByteArray& bytes, const JsonChecker& checker);

} // namespace bastide
