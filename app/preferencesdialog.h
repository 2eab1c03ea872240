#pragma once

#include <QDialog>

class QCheckBox;
class QComboBox;

namespace bastide {

/** The player's preferences: animations, how fast computer players move, and whether the
 *  score panel shows the scores as they would stand if the game ended now. */
class PreferencesDialog : public QDialog
{
    Q_OBJECT

public:
    explicit PreferencesDialog(QWidget* parent = nullptr);

private:
    void save();

    QCheckBox* m_animations;
    QCheckBox* m_projected;
    QComboBox* m_pace;
};

} // namespace bastide
