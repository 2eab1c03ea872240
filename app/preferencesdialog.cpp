#include "preferencesdialog.h"

#include "appsettings.h"
#include "retranslator.h"
#include "translations.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace bastide {

PreferencesDialog::PreferencesDialog(QWidget* parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("preferencesDialog"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(18, 16, 18, 14);
    auto* form = new QFormLayout;
    m_animations = new QCheckBox;
    m_animations->setChecked(AppSettings::animationsEnabled());
    m_projected = new QCheckBox;
    m_projected->setChecked(AppSettings::showProjectedScores());
    m_pace = new QComboBox;
    m_pace->setObjectName(QStringLiteral("paceBox"));
    for (auto pace : {AppSettings::ComputerPace::Quick, AppSettings::ComputerPace::Normal,
                      AppSettings::ComputerPace::Relaxed})
        m_pace->addItem(QString(), int(pace));
    m_pace->setCurrentIndex(m_pace->findData(int(AppSettings::computerPace())));
    m_language = new QComboBox;
    m_language->setObjectName(QStringLiteral("languageBox"));
    for (const Translations::Language& language : Translations::available())
        m_language->addItem(language.name, language.code);
    m_language->setCurrentIndex(std::max(0, m_language->findData(AppSettings::language())));
    auto* paceLabel = new QLabel;
    auto* languageLabel = new QLabel;
    paceLabel->setBuddy(m_pace);
    languageLabel->setBuddy(m_language);
    form->addRow(m_animations);
    form->addRow(m_projected);
    form->addRow(paceLabel, m_pace);
    form->addRow(languageLabel, m_language);
    layout->addLayout(form);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        save();
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    auto* texts = new Retranslator(this);
    texts->add([this, paceLabel, languageLabel] {
        setWindowTitle(tr("Preferences"));
        m_animations->setText(tr("Animate tiles, figures and scoring"));
        m_projected->setText(tr("Show what each player would score if the game ended now"));
        m_pace->setItemText(0, tr("Quick"));
        m_pace->setItemText(1, tr("Normal"));
        m_pace->setItemText(2, tr("Relaxed"));
        paceLabel->setText(tr("Computer players move:"));
        // Each language is named in itself; only "System default" is translated.
        m_language->setItemText(0, Translations::available().front().name);
        languageLabel->setText(tr("Language:"));
    });
}

QComboBox* PreferencesDialog::languageBox() const
{
    return m_language;
}

void PreferencesDialog::save()
{
    AppSettings::setAnimationsEnabled(m_animations->isChecked());
    AppSettings::setShowProjectedScores(m_projected->isChecked());
    AppSettings::setComputerPace(AppSettings::ComputerPace(m_pace->currentData().toInt()));
    const QString language = m_language->currentData().toString();
    if (language != AppSettings::language()) {
        AppSettings::setLanguage(language);
        Translations::setLanguage(language);
    }
}

} // namespace bastide
