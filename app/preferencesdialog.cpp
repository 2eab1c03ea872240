#include "preferencesdialog.h"

#include "appsettings.h"
#include "engine/ai/aiplayer.h"
#include "gametexts.h"
#include "newgamesettings.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLineEdit>
#include <QSpinBox>
#include <QVBoxLayout>

namespace bastide {

PreferencesDialog::PreferencesDialog(QWidget* parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("preferencesDialog"));
    setWindowTitle(tr("Preferences"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(18, 16, 18, 14);

    auto* board = new QGroupBox(tr("Board"));
    auto* boardForm = new QFormLayout(board);
    m_animations = new QCheckBox(tr("&Animate tiles, figures and scoring"));
    m_animations->setObjectName(QStringLiteral("animations"));
    m_animations->setChecked(AppSettings::animationsEnabled());
    m_speed = new QComboBox;
    m_speed->setObjectName(QStringLiteral("animationSpeed"));
    m_speed->addItem(tr("Slow"), int(AppSettings::AnimationSpeed::Slow));
    m_speed->addItem(tr("Normal"), int(AppSettings::AnimationSpeed::Normal));
    m_speed->addItem(tr("Fast"), int(AppSettings::AnimationSpeed::Fast));
    m_speed->setCurrentIndex(m_speed->findData(int(AppSettings::animationSpeed())));
    m_speed->setEnabled(m_animations->isChecked());
    connect(m_animations, &QCheckBox::toggled, m_speed, &QWidget::setEnabled);
    m_spots = new QCheckBox(tr("Mark every &spot where the tile fits"));
    m_spots->setObjectName(QStringLiteral("legalSpots"));
    m_spots->setChecked(AppSettings::showLegalSpots());
    m_projected = new QCheckBox(tr("Show what each player would score if the game &ended now"));
    m_projected->setObjectName(QStringLiteral("projectedScores"));
    m_projected->setChecked(AppSettings::showProjectedScores());
    boardForm->addRow(m_animations);
    boardForm->addRow(tr("Animation s&peed:"), m_speed);
    boardForm->addRow(m_spots);
    boardForm->addRow(m_projected);
    layout->addWidget(board);

    auto* play = new QGroupBox(tr("Turns"));
    auto* playForm = new QFormLayout(play);
    m_confirm = new QCheckBox(tr("&Confirm before ending a turn (press Enter or End Turn)"));
    m_confirm->setObjectName(QStringLiteral("confirmTurnEnd"));
    m_confirm->setToolTip(tr("When this is off, your turn ends as soon as you have placed a "
                             "figure or chosen none."));
    m_confirm->setChecked(AppSettings::confirmTurnEnd());
    m_pace = new QComboBox;
    m_pace->setObjectName(QStringLiteral("computerPace"));
    m_pace->addItem(tr("Quick"), int(AppSettings::ComputerPace::Quick));
    m_pace->addItem(tr("Normal"), int(AppSettings::ComputerPace::Normal));
    m_pace->addItem(tr("Relaxed"), int(AppSettings::ComputerPace::Relaxed));
    m_pace->setCurrentIndex(m_pace->findData(int(AppSettings::computerPace())));
    playForm->addRow(m_confirm);
    playForm->addRow(tr("Computer players &move:"), m_pace);
    layout->addWidget(play);

    auto* players = new QGroupBox(tr("New games start with"));
    auto* playersForm = new QFormLayout(players);
    m_name = new QLineEdit(AppSettings::defaultPlayerName());
    m_name->setObjectName(QStringLiteral("defaultName"));
    m_name->setPlaceholderText(NewGameSettings::tr("Player"));
    m_name->setMaxLength(24);
    m_opponents = new QSpinBox;
    m_opponents->setObjectName(QStringLiteral("defaultOpponents"));
    m_opponents->setRange(1, 5);
    m_opponents->setValue(AppSettings::defaultOpponents());
    m_opponentKind = new QComboBox;
    m_opponentKind->setObjectName(QStringLiteral("defaultOpponentKind"));
    m_opponentKind->addItem(tr("People at this computer"), QString());
    for (const QString& level : aiLevels())
        m_opponentKind->addItem(tr("Computer · %1").arg(GameTexts::levelName(level)), level);
    const int kind = m_opponentKind->findData(AppSettings::defaultLevel());
    m_opponentKind->setCurrentIndex(kind < 0 ? 0 : kind);
    playersForm->addRow(tr("Your &name:"), m_name);
    playersForm->addRow(tr("&Opponents:"), m_opponents);
    playersForm->addRow(tr("Opponents a&re:"), m_opponentKind);
    layout->addWidget(players);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        save();
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

void PreferencesDialog::save()
{
    AppSettings::setAnimationsEnabled(m_animations->isChecked());
    AppSettings::setAnimationSpeed(AppSettings::AnimationSpeed(m_speed->currentData().toInt()));
    AppSettings::setShowLegalSpots(m_spots->isChecked());
    AppSettings::setShowProjectedScores(m_projected->isChecked());
    AppSettings::setConfirmTurnEnd(m_confirm->isChecked());
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
}

} // namespace bastide
