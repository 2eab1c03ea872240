// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/commandline.h"

#include <QCoreApplication>

namespace bastide::cli {

CommandLine::CommandLine(const QStringList& arguments, const QStringList& valued,
                         const QStringList& flags, Values values)
{
    QString current;
    for (const QString& a : arguments) {
        if (a.startsWith(QLatin1String("--"))) {
            const QString name = a.mid(2);
            if (flags.contains(name)) {
                m_flags << name;
                current.clear();
            } else if (valued.contains(name)) {
                current = name;
                m_options.append({name, QString()});
            } else {
                m_error =
                    QCoreApplication::translate("CommandLineTool", "unknown option %1").arg(a);
                return;
            }
            continue;
        }
        if (!current.isEmpty()) {
            if (m_options.last().first == current && m_options.last().second.isNull())
                m_options.last().second = a;
            else
                m_options.append({current, a});
            if (values == Values::One)
                current.clear();
            continue;
        }
        m_positional << a;
    }
    for (const auto& o : m_options) {
        if (o.second.isNull()) {
            m_error = QCoreApplication::translate("CommandLineTool", "option --%1 needs a value")
                          .arg(o.first);
            return;
        }
    }
}

bool CommandLine::has(const QString& option) const
{
    if (m_flags.contains(option))
        return true;
    for (const auto& o : m_options) {
        if (o.first == option)
            return true;
    }
    return false;
}

QStringList CommandLine::values(const QString& option) const
{
    QStringList out;
    for (const auto& o : m_options) {
        if (o.first == option)
            out << o.second;
    }
    return out;
}

std::optional<QString> CommandLine::value(const QString& option) const
{
    const QStringList all = values(option);
    return all.isEmpty() ? std::nullopt : std::optional<QString>(all.last());
}

std::optional<qint64> CommandLine::integer(const QString& option, qint64 min, qint64 max)
{
    const auto text = value(option);
    if (!text)
        return std::nullopt;
    bool ok = false;
    const qint64 v = text->toLongLong(&ok);
    if (!ok || v < min || v > max) {
        m_error =
            QCoreApplication::translate("CommandLineTool", "--%1 must be an integer from %2 to %3")
                .arg(option)
                .arg(min)
                .arg(max);
        return std::nullopt;
    }
    return v;
}

std::optional<double> CommandLine::number(const QString& option, double min, double max)
{
    const auto text = value(option);
    if (!text)
        return std::nullopt;
    bool ok = false;
    const double v = text->toDouble(&ok);
    if (!ok || v < min || v > max) {
        m_error =
            QCoreApplication::translate("CommandLineTool", "--%1 must be a number from %2 to %3")
                .arg(option)
                .arg(min)
                .arg(max);
        return std::nullopt;
    }
    return v;
}

std::optional<bool> CommandLine::onOff(const QString& option)
{
    const auto text = value(option);
    if (!text)
        return std::nullopt;
    if (*text == QLatin1String("on"))
        return true;
    if (*text == QLatin1String("off"))
        return false;
    m_error = QCoreApplication::translate("CommandLineTool", "--%1 must be on or off").arg(option);
    return std::nullopt;
}

} // namespace bastide::cli
