// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/jsonchecker.h"

#include <QJsonDocument>
#include <QJsonParseError>
#include <algorithm>
#include <cmath>
#include <tuple>

namespace bastide {

JsonChecker::JsonChecker(Problems& out, Problem location)
    : m_out(out), m_location(std::move(location)), m_dropped(std::make_shared<std::size_t>(0))
{}

JsonChecker JsonChecker::withTile(int tile, const QString& id) const
{
    JsonChecker c = *this;
    c.m_location.tile = tile;
    c.m_location.tileId = id;
    c.m_location.feature = -1;
    return c;
}

JsonChecker JsonChecker::withFeature(int feature) const
{
    JsonChecker c = *this;
    c.m_location.feature = feature;
    return c;
}

JsonChecker JsonChecker::withMove(int move) const
{
    JsonChecker c = *this;
    c.m_location.move = move;
    return c;
}

void JsonChecker::report(ProblemCode code, const QString& key, const QString& detail) const
{
    if (m_out.size() >= MaxProblems) {
        add(Problem{});
        return;
    }
    Problem p = m_location;
    p.code = code;
    p.key = key;
    p.detail = detail;
    add(std::move(p));
}

void JsonChecker::report(ProblemCode code, const QString& key, DetailWording wording, qint64 number,
                         qint64 limit) const
{
    if (m_out.size() >= MaxProblems) {
        add(Problem{});
        return;
    }
    Problem p = m_location;
    p.code = code;
    p.key = key;
    p.wording = wording;
    p.detail = QString::number(number);
    p.limit = limit;
    add(std::move(p));
}

void JsonChecker::add(Problem problem) const
{
    // A TooManyProblems from the validator stands for the problems it left out.
    std::size_t dropped = 1;
    if (problem.code == ProblemCode::TooManyProblems)
        dropped = problem.detail.toULongLong();
    else if (m_out.size() < MaxProblems) {
        m_out.push_back(std::move(problem));
        return;
    }
    if (m_out.empty() || m_out.back().code != ProblemCode::TooManyProblems) {
        Problem more;
        more.code = ProblemCode::TooManyProblems;
        more.file = m_location.file;
        m_out.push_back(std::move(more));
    }
    *m_dropped += dropped;
    m_out.back().detail = QString::number(*m_dropped);
}

bool JsonChecker::onlyKeys(const QJsonObject& object,
                           std::initializer_list<const char*> allowed) const
{
    return onlyKeys(object, std::span<const char* const>(allowed.begin(), allowed.size()));
}

bool JsonChecker::onlyKeys(const QJsonObject& object, std::span<const char* const> allowed) const
{
    bool ok = true;
    for (auto it = object.begin(); it != object.end(); ++it) {
        bool known = false;
        for (const char* a : allowed)
            known = known || it.key() == QLatin1String(a);
        if (!known) {
            report(ProblemCode::UnknownKey, it.key());
            ok = false;
        }
    }
    return ok;
}

void JsonChecker::wrongType(const char* key, DetailWording expected) const
{
    report(ProblemCode::WrongType, QString::fromLatin1(key), expected);
}

std::optional<QJsonValue> JsonChecker::value(const QJsonObject& o, const char* key,
                                             bool required) const
{
    const auto it = o.find(QLatin1String(key));
    if (it == o.end()) {
        if (required)
            report(ProblemCode::MissingKey, QString::fromLatin1(key));
        return std::nullopt;
    }
    return *it;
}

std::optional<QString> JsonChecker::string(const QJsonObject& o, const char* key,
                                           bool required) const
{
    const auto v = value(o, key, required);
    if (!v)
        return std::nullopt;
    if (!v->isString()) {
        wrongType(key, DetailWording::String);
        return std::nullopt;
    }
    return v->toString();
}

std::optional<double> JsonChecker::number(const QJsonObject& o, const char* key, double min,
                                          double max, bool required) const
{
    const auto v = value(o, key, required);
    if (!v)
        return std::nullopt;
    if (!v->isDouble()) {
        wrongType(key, DetailWording::Number);
        return std::nullopt;
    }
    const double d = v->toDouble();
    if (!std::isfinite(d) || d < min || d > max) {
        report(ProblemCode::BadValue, QString::fromLatin1(key), QString::number(d));
        return std::nullopt;
    }
    return d;
}

std::optional<qint64> JsonChecker::integer(const QJsonObject& o, const char* key, qint64 min,
                                           qint64 max, bool required) const
{
    const auto v = value(o, key, required);
    if (!v)
        return std::nullopt;
    if (!v->isDouble()) {
        wrongType(key, DetailWording::Integer);
        return std::nullopt;
    }
    const double d = v->toDouble();
    if (!std::isfinite(d) || std::floor(d) != d || d < double(min) || d > double(max)) {
        report(ProblemCode::BadValue, QString::fromLatin1(key), QString::number(d, 'g', 17));
        return std::nullopt;
    }
    return qint64(d);
}

std::optional<bool> JsonChecker::boolean(const QJsonObject& o, const char* key, bool required) const
{
    const auto v = value(o, key, required);
    if (!v)
        return std::nullopt;
    if (!v->isBool()) {
        wrongType(key, DetailWording::TrueOrFalse);
        return std::nullopt;
    }
    return v->toBool();
}

std::optional<QJsonArray> JsonChecker::array(const QJsonObject& o, const char* key,
                                             bool required) const
{
    const auto v = value(o, key, required);
    if (!v)
        return std::nullopt;
    if (!v->isArray()) {
        wrongType(key, DetailWording::Array);
        return std::nullopt;
    }
    return v->toArray();
}

std::optional<QJsonObject> JsonChecker::object(const QJsonObject& o, const char* key,
                                               bool required) const
{
    const auto v = value(o, key, required);
    if (!v)
        return std::nullopt;
    if (!v->isObject()) {
        wrongType(key, DetailWording::Object);
        return std::nullopt;
    }
    return v->toObject();
}

std::pair<int, int> lineAndColumn(const QByteArray& text, qsizetype offset)
{
    offset = std::clamp<qsizetype>(offset, 0, text.size());
    int line = 1;
    qsizetype lineStart = 0;
    for (qsizetype i = 0; i < offset; ++i) {
        if (text[i] == '\n') {
            ++line;
            lineStart = i + 1;
        }
    }
    const int column =
        int(QString::fromUtf8(text.constData() + lineStart, offset - lineStart).size()) + 1;
    return {line, column};
}

std::optional<QJsonObject> parseJsonObject(const QByteArray& bytes, const JsonChecker& checker)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError) {
        // Qt's errorString() is English: filemessages.cpp words the error from its code.
        Problem p = checker.location();
        p.code = ProblemCode::NotJson;
        p.jsonError = int(error.error);
        std::tie(p.line, p.column) = lineAndColumn(bytes, error.offset);
        checker.add(std::move(p));
        return std::nullopt;
    }
    if (!doc.isObject()) {
        checker.report(ProblemCode::NotAnObject);
        return std::nullopt;
    }
    return doc.object();
}

} // namespace bastide
