// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/committedundofilter.h"

#include <QAbstractSpinBox>
#include <QKeyEvent>
#include <QLineEdit>

namespace bastide {

void CommittedUndoFilter::watch(QWidget* field)
{
    if (m_watched.contains(field))
        return; // watched once: a second watch would connect every signal twice
    m_watched.insert(field);
    connect(field, &QObject::destroyed, this, [this, field] { m_watched.remove(field); });
    QList<QWidget*> parts{field};
    if (auto* spin = qobject_cast<QAbstractSpinBox*>(field)) {
        if (auto* inner = spin->findChild<QLineEdit*>())
            parts << inner;
        connect(spin, &QAbstractSpinBox::editingFinished, this,
                [this, spin] { m_typing.remove(spin); });
    }
    if (auto* edit = qobject_cast<QLineEdit*>(field)) {
        connect(edit, &QLineEdit::editingFinished, this, [this, edit] { m_typing.remove(edit); });
    }
    for (QWidget* part : parts) {
        part->installEventFilter(this);
        connect(part, &QObject::destroyed, this, [this, part] { m_typing.remove(part); });
    }
}

bool CommittedUndoFilter::eventFilter(QObject* watched, QEvent* event)
{
    QObject* field = watched;
    if (auto* spin = qobject_cast<QAbstractSpinBox*>(watched->parent()))
        field = spin; // the spin box's own line edit types for it
    switch (event->type()) {
    case QEvent::KeyPress: {
        const auto* key = static_cast<QKeyEvent*>(event);
        const bool command = key->modifiers() & (Qt::ControlModifier | Qt::AltModifier);
        if ((!key->text().isEmpty() && !command) || key->key() == Qt::Key_Backspace ||
            key->key() == Qt::Key_Delete)
            m_typing.insert(field);
        break;
    }
    case QEvent::FocusIn:
    case QEvent::FocusOut:
        m_typing.remove(field);
        break;
    case QEvent::ShortcutOverride: {
        auto* key = static_cast<QKeyEvent*>(event);
        const Qt::KeyboardModifiers mods = key->modifiers() & ~Qt::KeypadModifier;
        const bool redoKey =
            key->matches(QKeySequence::Redo) ||
            (key->key() == Qt::Key_Z && mods == (Qt::ControlModifier | Qt::ShiftModifier)) ||
            (key->key() == Qt::Key_Y && mods == Qt::ControlModifier);
        const bool undoKey = !redoKey && (key->matches(QKeySequence::Undo) ||
                                          (key->key() == Qt::Key_Z && mods == Qt::ControlModifier));
        // The field keeps the key only while it has typing of its own to take back or bring
        // again; once that is used up, Ctrl+Z goes on to the deck's edits before it.
        const QLineEdit* edit = qobject_cast<QLineEdit*>(watched);
        if (!edit)
            edit = watched->findChild<QLineEdit*>();
        const bool fieldCan = edit && (redoKey ? edit->isRedoAvailable() : edit->isUndoAvailable());
        if ((undoKey || redoKey) && (!m_typing.contains(field) || !fieldCan)) {
            // Not taken by the field: the window's Undo or Redo shortcut fires, and the
            // field's own steps are behind the deck's now, so Redo goes to the deck too.
            m_typing.remove(field);
            event->ignore();
            return true;
        }
        break;
    }
    default:
        break;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace bastide
