// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QFrame>

class QComboBox;
class QLabel;
class QPushButton;
class QSlider;
class QToolButton;

namespace bastide {

class ReplayController;

/** The replay's controls in the side panel, in the turn card's place: first, back, play,
 *  forward, last, the pace, which move is shown, "play on from here" and closing. */
class ReplayPanel : public QFrame
{
    Q_OBJECT

public:
    explicit ReplayPanel(ReplayController* replay, QWidget* parent = nullptr);

    QString positionText() const;
    QToolButton* button(const QString& name) const;
    QComboBox* paceBox() const { return m_pace; }

private:
    void refresh();

    ReplayController* m_replay;
    QLabel* m_title;
    QLabel* m_position;
    QSlider* m_slider;
    QToolButton* m_first;
    QToolButton* m_back;
    QToolButton* m_play;
    QToolButton* m_forward;
    QToolButton* m_last;
    QComboBox* m_pace;
    QPushButton* m_playOn;
    QPushButton* m_close;
};

} // namespace bastide
