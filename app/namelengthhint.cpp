// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/namelengthhint.h"

#include <QKeyEvent>
#include <QLineEdit>
#include <QToolTip>

namespace bastide {

NameLengthHint::NameLengthHint(QLineEdit* edit) : QObject(edit), m_edit(edit) {}

void NameLengthHint::attach(QLineEdit* edit, int maxLength)
{
    edit->setMaxLength(maxLength);
    auto* hint = new NameLengthHint(edit);
    hint->setObjectName(QStringLiteral("nameLengthHint"));
    edit->installEventFilter(hint);
    // Typing the last character that fits, or pasting a longer name (which the field cuts).
    connect(edit, &QLineEdit::textEdited, hint, [hint, edit](const QString& text) {
        if (text.size() >= edit->maxLength())
            hint->show();
    });
}

QString NameLengthHint::text(int maxLength)
{
    return tr("A name can be at most %n character(s) long.", "", maxLength);
}

bool NameLengthHint::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_edit && event->type() == QEvent::KeyPress) {
        const auto* key = static_cast<QKeyEvent*>(event);
        const bool typing = !key->text().isEmpty() && key->text().at(0).isPrint() &&
                            !(key->modifiers() & (Qt::ControlModifier | Qt::AltModifier));
        if (typing && !m_edit->hasSelectedText() && m_edit->text().size() >= m_edit->maxLength())
            show();
    }
    return QObject::eventFilter(watched, event);
}

void NameLengthHint::show()
{
    const QString words = text(m_edit->maxLength());
    m_edit->setProperty("lengthHint", words); // what was said last, for tests
    QToolTip::showText(m_edit->mapToGlobal(QPoint(0, m_edit->height())), words, m_edit);
}

} // namespace bastide
