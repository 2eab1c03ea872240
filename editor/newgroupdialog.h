// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QDialog>

class QLabel;
class QLineEdit;
class QPushButton;

namespace bastide {

/**
 * Asks for the name of a new set of tiles (spec §2 `group`: 1 to 32 characters of a-z 0-9 -,
 * not base or river). A name the file cannot hold is said why while it is typed, and the
 * dialog stays open with it, so nothing typed is lost.
 */
class NewGroupDialog : public QDialog
{
    Q_OBJECT

public:
    explicit NewGroupDialog(QWidget* parent = nullptr);

    QString name() const;
    void setName(const QString& name);
    /** Why the name cannot be used, or empty when it can. */
    QString problem() const;
    QLineEdit* field() const { return m_name; }
    /** Why the name cannot be used; empty when it can. */
    QLabel* note() const { return m_note; }

    /** A valid name only: otherwise the dialog says why and stays. */
    void accept() override;

private:
    void check();

    QLineEdit* m_name;
    QLabel* m_note;
    QPushButton* m_ok;
};

} // namespace bastide
