// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QObject>
#include <QSet>

class QWidget;

namespace bastide {

/**
 * Lets the document's Undo and Redo reach past a text field once its edit is committed. A
 * line edit or spin box takes Ctrl+Z for its own undo whenever it has focus; with this
 * filter it keeps it only while the designer is typing in it and it has typing to take back:
 * after Tab, Enter or a click elsewhere, or once its own undo is used up, Ctrl+Z undoes the
 * deck's last edit.
 */
class CommittedUndoFilter : public QObject
{
    Q_OBJECT

public:
    explicit CommittedUndoFilter(QObject* parent) : QObject(parent) {}

    /** Watches `field` (a QLineEdit or QAbstractSpinBox, with its inner line edit); a field
     *  already watched is left as it is. */
    void watch(QWidget* field);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QSet<QObject*> m_typing;
    QSet<QObject*> m_watched;
};

} // namespace bastide
