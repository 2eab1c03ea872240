// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "app/newgamesettings.h"

#include <QWidget>

class QComboBox;
class QLineEdit;
class QToolButton;

namespace bastide {

/** One seat in the new-game dialog: colour, name, and human or computer with its level. */
class SeatEditor : public QWidget
{
    Q_OBJECT

public:
    explicit SeatEditor(QWidget* parent = nullptr);

    NewGameSettings::Seat seat() const;
    void setSeat(const NewGameSettings::Seat& seat);
    void setColor(PlayerColor color);
    void setRemovable(bool removable);
    /** A narrower name field, for seats laid out two abreast. */
    void setCompact(bool compact);
    QLineEdit* nameEdit() const { return m_name; }
    QComboBox* kindBox() const { return m_kind; }

signals:
    void colorChosen(bastide::PlayerColor color);
    void removeRequested();

private:
    QComboBox* m_color;
    QLineEdit* m_name;
    QComboBox* m_kind;
    QToolButton* m_remove;
};

} // namespace bastide
