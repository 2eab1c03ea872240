#include "preferencesdialog.h"

#include "appsettings.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QVBoxLayout>

namespace bastide {

PreferencesDialog::PreferencesDialog(QWidget* parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("preferencesDialog"));
    setWindowTitle(tr("Preferences"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(18, 16, 18, 14);
    auto* form = new QFormLayout;
    m_animations = new QCheckBox(tr("Animate tiles, figures and scoring"));
    m_animations->setChecked(AppSettings::animationsEnabled());
    m_projected = new QCheckBox(tr("Show what each player would score if the game ended now"));
    m_projected->setChecked(AppSettings::showProjectedScores());
    m_pace = new QComboBox;
    m_pace->addItem(tr("Quick"), int(AppSettings::ComputerPace::Quick));
    m_pace->addItem(tr("Normal"), int(AppSettings::ComputerPace::Normal));
    m_pace->addItem(tr("Relaxed"), int(AppSettings::ComputerPace::Relaxed));
    m_pace->setCurrentIndex(m_pace->findData(int(AppSettings::computerPace())));
    form->addRow(m_animations);
    form->addRow(m_projected);
    form->addRow(tr("Computer players move:"), m_pace);
    layout->addLayout(form);
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
    AppSettings::setShowProjectedScores(m_projected->isChecked());
    AppSettings::setComputerPace(AppSettings::ComputerPace(m_pace->currentData().toInt()));
}

} // namespace bastide
