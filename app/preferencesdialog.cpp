// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/preferencesdialog.h"

#include "app/appsettings.h"
#include "app/gametexts.h"
#include "app/namelengthhint.h"
#include "app/newgamesettings.h"
#include "app/translations.h"
#include "editor/retranslator.h"
#include "engine/ai/aiplayer.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QVBoxLayout>

namespace bastide {

PreferencesDialog::PreferencesDialog(QWidget* parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("preferencesDialog"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(18, 16, 18, 14);

    auto* board = new QGroupBox;
    auto* boardForm = new QFormLayout(board);
    m_animations = new QCheckBox;
    m_animations->setObjectName(QStringLiteral("animations"));
    m_animations->setChecked(AppSettings::animationsEnabled());
    m_speed = new QComboBox;
    m_speed->setObjectName(QStringLiteral("animationSpeed"));
    for (auto speed : {AppSettings::AnimationSpeed::Slow, AppSettings::AnimationSpeed::Normal,
                       AppSettings::AnimationSpeed::Fast})
        m_speed->addItem(QString(), int(speed));
    m_speed->setCurrentIndex(m_speed->findData(int(AppSettings::animationSpeed())));
    m_speed->setEnabled(m_animations->isChecked());
    connect(m_animations, &QCheckBox::toggled, m_speed, &QWidget::setEnabled);
    m_spots = new QCheckBox;
    m_spots->setObjectName(QStringLiteral("legalSpots"));
    m_spots->setChecked(AppSettings::showLegalSpots());
    m_follow = new QCheckBox;
    m_follow->setObjectName(QStringLiteral("followPlay"));
    m_follow->setChecked(AppSettings::followPlay());
    m_projected = new QCheckBox;
    m_projected->setObjectName(QStringLiteral("projectedScores"));
    m_projected->setChecked(AppSettings::showProjectedScores());
    auto* speedLabel = new QLabel;
    speedLabel->setBuddy(m_speed);
    boardForm->addRow(m_animations);
    boardForm->addRow(speedLabel, m_speed);
    boardForm->addRow(m_spots);
    boardForm->addRow(m_follow);
    boardForm->addRow(m_projected);
    layout->addWidget(board);

    auto* play = new QGroupBox;
    auto* playForm = new QFormLayout(play);
    m_confirm = new QCheckBox;
    m_confirm->setObjectName(QStringLiteral("confirmTurnEnd"));
    m_confirm->setChecked(AppSettings::confirmTurnEnd());
    m_pace = new QComboBox;
    m_pace->setObjectName(QStringLiteral("paceBox"));
    for (auto pace : {AppSettings::ComputerPace::Quick, AppSettings::ComputerPace::Normal,
                      AppSettings::ComputerPace::Relaxed})
        m_pace->addItem(QString(), int(pace));
    m_pace->setCurrentIndex(m_pace->findData(int(AppSettings::computerPace())));
    auto* paceLabel = new QLabel;
    paceLabel->setBuddy(m_pace);
    playForm->addRow(m_confirm);
    playForm->addRow(paceLabel, m_pace);
    m_hints = new QCheckBox;
    m_hints->setObjectName(QStringLiteral("hintsAgainstComputer"));
    m_hints->setChecked(AppSettings::hintsAgainstComputer());
    playForm->addRow(m_hints);
    layout->addWidget(play);

    auto* players = new QGroupBox;
    auto* playersForm = new QFormLayout(players);
    m_name = new QLineEdit(AppSettings::defaultPlayerName());
    m_name->setObjectName(QStringLiteral("defaultName"));
    NameLengthHint::attach(m_name, NewGameSettings::MaxNameLength);
    m_opponents = new QSpinBox;
    m_opponents->setObjectName(QStringLiteral("defaultOpponents"));
    m_opponents->setRange(1, 5);
    m_opponents->setValue(AppSettings::defaultOpponents());
    m_opponentKind = new QComboBox;
    m_opponentKind->setObjectName(QStringLiteral("defaultOpponentKind"));
    m_opponentKind->addItem(QString(), QString());
    const QStringList levels = aiLevels();
    for (const QString& level : levels)
        m_opponentKind->addItem(QString(), level);
    const int kind = m_opponentKind->findData(AppSettings::defaultLevel());
    m_opponentKind->setCurrentIndex(kind < 0 ? 0 : kind);
    auto* nameLabel = new QLabel;
    auto* opponentsLabel = new QLabel;
    auto* kindLabel = new QLabel;
    nameLabel->setBuddy(m_name);
    opponentsLabel->setBuddy(m_opponents);
    kindLabel->setBuddy(m_opponentKind);
    playersForm->addRow(nameLabel, m_name);
    playersForm->addRow(opponentsLabel, m_opponents);
    playersForm->addRow(kindLabel, m_opponentKind);
    layout->addWidget(players);

    auto* languageForm = new QFormLayout;
    m_language = new QComboBox;
    m_language->setObjectName(QStringLiteral("languageBox"));
    for (const Translations::Language& language : Translations::available())
        m_language->addItem(language.name, language.code);
    m_language->setCurrentIndex(std::max(0, m_language->findData(AppSettings::language())));
    auto* languageLabel = new QLabel;
    languageLabel->setBuddy(m_language);
    languageForm->addRow(languageLabel, m_language);
    layout->addLayout(languageForm);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        save();
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    auto* texts = new Retranslator(this);
    texts->add([=, this] {
        setWindowTitle(tr("Preferences"));
        board->setTitle(tr("Board"));
        m_animations->setText(tr("&Animate tiles, figures and scoring"));
        speedLabel->setText(tr("Animation s&peed:"));
        m_speed->setItemText(0, tr("Slow"));
        m_speed->setItemText(1, tr("Normal"));
        m_speed->setItemText(2, tr("Fast"));
        m_spots->setText(tr("Mark every &spot where the tile fits"));
        m_follow->setText(tr("&Follow play: centre the view on each tile laid"));
        m_follow->setToolTip(tr("The view moves to every tile laid and, between turns, shows "
                                "the whole board. When this is off, the board stays where you "
                                "left it and moves only to show a tile out of sight."));
        m_projected->setText(tr("Show what each player would score if the game &ended now"));
        play->setTitle(tr("Turns"));
        m_confirm->setText(tr("&Confirm before ending a turn (press Enter or End Turn)"));
        m_confirm->setToolTip(tr("When this is off, your turn ends as soon as you have placed "
                                 "a figure or chosen none."));
        m_pace->setItemText(0, tr("Quick"));
        m_pace->setItemText(1, tr("Normal"));
        m_pace->setItemText(2, tr("Relaxed"));
        paceLabel->setText(tr("Computer players &move:"));
        m_hints->setText(tr("Allow &hints (Suggest a Move) in games against the computer"));
        m_hints->setToolTip(tr("Turn ▸ Suggest a Move shows the move the Hard computer player "
                               "would make. In games between people it is always there."));
        players->setTitle(tr("New games start with"));
        nameLabel->setText(tr("Your &name:"));
        m_name->setPlaceholderText(NewGameSettings::tr("Player"));
        opponentsLabel->setText(tr("&Opponents:"));
        kindLabel->setText(tr("Opponents a&re:"));
        m_opponentKind->setItemText(0, tr("People at this computer"));
        for (int i = 0; i < levels.size(); ++i)
            m_opponentKind->setItemText(
                i + 1, tr("Computer · %1").arg(GameTexts::levelName(levels.at(i))));
        // Each language is named in itself; only "System default" is translated.
        m_language->setItemText(0, Translations::available().front().name);
        languageLabel->setText(tr("&Language:"));
    });
}

QComboBox* PreferencesDialog::languageBox() const
{
    return m_language;
}

void PreferencesDialog::save()
{
    AppSettings::setAnimationsEnabled(m_animations->isChecked());
    AppSettings::setAnimationSpeed(AppSettings::AnimationSpeed(m_speed->currentData().toInt()));
    AppSettings::setShowLegalSpots(m_spots->isChecked());
    AppSettings::setShowProjectedScores(m_projected->isChecked());
    AppSettings::setFollowPlay(m_follow->isChecked());
    AppSettings::setConfirmTurnEnd(m_confirm->isChecked());
    AppSettings::setHintsAgainstComputer(m_hints->isChecked());
    AppSettings::setComputerPace(AppSettings::ComputerPace(m_pace->currentData().toInt()));
    const QString level = m_opponentKind->currentData().toString();
    const bool playersChanged = m_name->text().trimmed() != AppSettings::defaultPlayerName() ||
                                m_opponents->value() != AppSettings::defaultOpponents() ||
                                level != AppSettings::defaultLevel();
    AppSettings::setDefaultPlayerName(m_name->text());
    AppSettings::setDefaultOpponents(m_opponents->value());
    AppSettings::setDefaultLevel(level);
    if (playersChanged)
        NewGameSettings::forgetSeats();
    const QString language = m_language->currentData().toString();
    if (language != AppSettings::language()) {
        AppSettings::setLanguage(language);
        Translations::setLanguage(language);
    }
}

} // namespace bastide
