// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QLabel>
#include <QTimer>

namespace bastide {

/** A pill over the top of the board telling the player what to do now; a refusal or a
 *  notice replaces the hint for a few seconds, in its own colour. */
class HintBanner : public QLabel
{
    Q_OBJECT

public:
    enum class Tone
    {
        Hint,
        Notice,
        Warning
    };

    explicit HintBanner(QWidget* parent);

    void setHint(const QString& text);
    /** Shows `text` for a while, then the hint again. */
    void flash(const QString& text, Tone tone, int ms = 4000);
    QString hint() const { return m_hint; }
    Tone tone() const { return m_tone; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void display(const QString& text, Tone tone);
    void place();

    QString m_hint;
    Tone m_tone = Tone::Hint;
    QTimer m_timer;
};

} // namespace bastide
