// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/retranslator.h"

#include <QEvent>
#include <QWidget>

namespace bastide {

Retranslator::Retranslator(QWidget* owner) : QObject(owner)
{
    owner->installEventFilter(this);
}

void Retranslator::add(std::function<void()> apply)
{
    apply();
    m_calls.push_back(std::move(apply));
}

void Retranslator::retranslate()
{
    for (const auto& apply : m_calls)
        apply();
}

bool Retranslator::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::LanguageChange && watched == parent())
        retranslate();
    return QObject::eventFilter(watched, event);
}

} // namespace bastide
