// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QSpinBox;

namespace bastide {

/** The player's preferences: animations and their speed, how fast computer players move,
 *  what the board and score panel show, whether the view follows play, how a turn ends,
 *  who new games start with, and the language, which switches at once when accepted. */
class PreferencesDialog : public QDialog
{
    Q_OBJECT

public:
    explicit PreferencesDialog(QWidget* parent = nullptr);

    QComboBox* languageBox() const;
    /** Saves what the dialog shows (OK does this before closing). */
    void save();

private:
    QCheckBox* m_animations;
    QComboBox* m_speed;
    QCheckBox* m_projected;
    QCheckBox* m_spots;
    QCheckBox* m_follow;
    QCheckBox* m_hints;
    QCheckBox* m_confirm;
    QComboBox* m_pace;
    QComboBox* m_language;
    QLineEdit* m_name;
    QSpinBox* m_opponents;
    QComboBox* m_opponentKind;
};

} // namespace bastide
