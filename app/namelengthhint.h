// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QObject>

class QLineEdit;

namespace bastide {

/** Says, while the player types, that a name field is full: a name reaching the limit or
 *  a key pressed past it shows a tip under the field instead of silently doing nothing. */
class NameLengthHint : public QObject
{
    Q_OBJECT

public:
    /** Limits `edit` to `maxLength` characters and tells the player when it is full. */
    static void attach(QLineEdit* edit, int maxLength);
    /** The words of the tip for a limit of `maxLength`. */
    static QString text(int maxLength);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    explicit NameLengthHint(QLineEdit* edit);
    void show();

    QLineEdit* m_edit;
};

} // namespace bastide
