// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "app/expansionchoice.h"
#include "app/newgamesettings.h"

#include <QDialog>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QGridLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QVBoxLayout;

namespace bastide {

struct Deck;
class SeatEditor;

/** Sets up a game: 2–6 players (name, colour, human or computer and its level), the deck
 *  (standard or a file, refused with the reason when invalid), the rule options and an
 *  optional seed. Starts from the last setup used. */
class NewGameDialog : public QDialog
{
    Q_OBJECT

public:
    explicit NewGameDialog(const NewGameSettings& settings, QWidget* parent = nullptr);

    NewGameSettings settings() const;
    void setSettings(const NewGameSettings& settings);
    /** Chooses a deck file; an invalid one is refused with the reason shown. */
    bool setDeckPath(const QString& path);
    QString deckError() const;
    int seatCount() const { return int(m_seats.size()); }
    SeatEditor* seat(int index) const { return m_seats[std::size_t(index)]; }
    QPushButton* startButton() const { return m_start; }
    QCheckBox* riverBox() const { return m_river; }
    /** The expansion choices: "inns-cathedrals", "traders-builders" and the sets of the
     *  chosen deck file's own (a designer's group, by the name the deck gives it); null for a
     *  set not offered. */
    QCheckBox* expansionBox(const QString& set) const;
    /** The deck's own sets offered, in the deck's order. */
    QStringList ownSets() const;
    /** The check box of `houseRule`, offered under its expansion's box while that is
     *  ticked; null for a name no expansion offers. */
    QCheckBox* houseRuleBox(const QString& houseRule) const
    {
        QCheckBox* box = m_inns->houseRuleBox(houseRule);
        return box ? box : m_traders->houseRuleBox(houseRule);
    }

    void addSeat();
    void removeSeat(int index);

signals:
    /** How to Play was asked for: every set's pages, to choose among them. */
    void howToPlayRequested();

private:
    void chooseDeckFile();
    void colorChosen(SeatEditor* editor, PlayerColor color);
    void updateState();
    /** Lays the seats out one under another, or two abreast when there are more than
     *  fit a 640-pixel-high screen that way; the dialog's width follows. */
    void arrangeSeats();
    void fitWidth();
    /** Offers the chosen deck's own sets beside the two expansions, each ticked as last
     *  chosen. */
    void offerOwnSets(const Deck* deck);

    QGridLayout* m_seatsLayout;
    std::vector<SeatEditor*> m_seats;
    QPushButton* m_addSeat;
    QRadioButton* m_standardDeck;
    QRadioButton* m_fileDeck;
    QLabel* m_deckFile;
    QLabel* m_deckError;
    QString m_deckPath;
    bool m_deckHasRiver = true;
    bool m_deckValid = true;
    QCheckBox* m_river;
    bool m_riverWanted = true; // the river choice, kept while a deck has no river
    QStringList m_expansions;  // a deck's own sets chosen (and kept for a deck that has them)
    QCheckBox* m_innsCathedrals;
    QCheckBox* m_tradersBuilders;
    QWidget* m_ownSetsBox;
    QVBoxLayout* m_ownSetsLayout;
    struct OwnSet
    {
        QString name;
        QCheckBox* box;
        QLabel* description;
    };
    std::vector<OwnSet> m_ownSets;
    ExpansionChoice* m_inns;
    ExpansionChoice* m_traders;
    QCheckBox* m_abbot;
    QComboBox* m_farmers;
    QLineEdit* m_seed;
    QLabel* m_seedError;
    QPushButton* m_start;
};

} // namespace bastide
