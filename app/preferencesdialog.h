#pragma once

#include <QDialog>

class QCheckBox;
class QComboBox;

namespace bastide {

/** The player's preferences: animations, how fast computer players move, whether the score
 *  panel shows the scores as they would stand if the game ended now, and the language,
 *  which switches at once when accepted. */
class PreferencesDialog : public QDialog
{
    Q_OBJECT

public:
    explicit PreferencesDialog(QWidget* parent = nullptr);

    QComboBox* languageBox() const;

private:
    void save();

    QCheckBox* m_animations;
    QCheckBox* m_projected;
    QComboBox* m_pace;
    QComboBox* m_language;
};

} // namespace bastide
