// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QObject>
#include <functional>
#include <vector>

class QWidget;

namespace bastide {

/** Keeps the calls that put translated texts on a widget and its children: each runs once
 *  when added, and all run again in order whenever the widget receives LanguageChange, so
 *  a window retranslates itself when the language is switched. */
class Retranslator : public QObject
{
    Q_OBJECT

public:
    explicit Retranslator(QWidget* owner);

    void add(std::function<void()> apply);
    void retranslate();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    std::vector<std::function<void()>> m_calls;
};

} // namespace bastide
