// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QFrame>

class QLabel;
class QPushButton;
class QToolButton;

namespace bastide {

class BoardArt;
class BusyIndicator;
class GameSession;
class TilePreview;

/** The card beside the board for the turn in progress: whose turn it is, the drawn tile
 *  with its rotate buttons, what the player chose for a figure, and the buttons that end
 *  or step back the turn; a spinner while a computer player thinks. */
class TurnPanel : public QFrame
{
    Q_OBJECT

public:
    TurnPanel(GameSession* session, const BoardArt* art, QWidget* parent = nullptr);

    TilePreview* preview() const { return m_preview; }
    QPushButton* confirmButton() const { return m_confirm; }
    QPushButton* noFigureButton() const { return m_noFigure; }
    QPushButton* returnAbbotButton() const { return m_returnAbbot; }
    QPushButton* backButton() const { return m_back; }
    QString choiceText() const;
    /** What ending the turn as chosen would score, in words; empty when nothing. */
    QString effectText() const;

    void refresh();

signals:
    void newGameRequested();
    void playAgainRequested();
    void resultsRequested();

private:
    void refreshPreview(bool choosingFigure);
    GameSession* m_session;
    QLabel* m_playerIcon;
    QLabel* m_title;
    QLabel* m_subtitle;
    QWidget* m_tileArea;
    TilePreview* m_preview;
    QToolButton* m_rotateLeft;
    QToolButton* m_rotateRight;
    QWidget* m_thinking;
    BusyIndicator* m_spinner;
    QLabel* m_thinkingLabel;
    QLabel* m_choice;
    QLabel* m_effect;
    QString m_abbotText; // the abbot button's words before its points are added
    QPushButton* m_noFigure;
    QPushButton* m_returnAbbot;
    QPushButton* m_back;
    QPushButton* m_confirm;
    QWidget* m_gameButtons;
    QPushButton* m_results;
    QPushButton* m_playAgain;
    QPushButton* m_newGame;
};

} // namespace bastide
