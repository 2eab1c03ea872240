// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/hintbanner.h"

#include <QEvent>

namespace bastide {

HintBanner::HintBanner(QWidget* parent) : QLabel(parent)
{
    setObjectName(QStringLiteral("hintBanner"));
    setAlignment(Qt::AlignCenter);
    setWordWrap(true);
    setAttribute(Qt::WA_TransparentForMouseEvents);
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, [this] { display(m_hint, Tone::Hint); });
    parent->installEventFilter(this);
    QFont f = font();
    f.setPointSizeF(f.pointSizeF() * 1.08);
    f.setBold(true);
    setFont(f);
    display(QString(), Tone::Hint);
}

void HintBanner::setHint(const QString& text)
{
    m_hint = text;
    if (!m_timer.isActive())
        display(text, Tone::Hint);
}

void HintBanner::flash(const QString& text, Tone tone, int ms)
{
    display(text, tone);
    m_timer.start(ms);
}

void HintBanner::display(const QString& text, Tone tone)
{
    m_tone = tone;
    setText(text);
    const char* style = "";
    switch (tone) {
    case Tone::Hint:
        style = "background: rgba(40, 31, 24, 205); color: #fbf3e2;";
        break;
    case Tone::Notice:
        style = "background: rgba(232, 185, 52, 235); color: #3a3026;";
        break;
    case Tone::Warning:
        style = "background: rgba(168, 51, 36, 235); color: white;";
        break;
    }
    setStyleSheet(QStringLiteral("QLabel#hintBanner { %1 border-radius: 16px; padding: 8px 18px; }")
                      .arg(QLatin1String(style)));
    setVisible(!text.isEmpty());
    place();
}

void HintBanner::place()
{
    QWidget* host = parentWidget();
    const int maxWidth = std::max(200, host->width() - 40);
    // The natural one-line width, wrapped only when the board is narrower than the text.
    const QMargins m = contentsMargins();
    const int padding = 36 + m.left() + m.right();
    const int natural = fontMetrics().horizontalAdvance(text()) + padding;
    const int w = std::min(natural, maxWidth);
    const int h = std::max(heightForWidth(w), fontMetrics().height() + 16);
    setGeometry((host->width() - w) / 2, 14, w, h);
    raise();
}

bool HintBanner::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == parentWidget() && event->type() == QEvent::Resize)
        place();
    return QLabel::eventFilter(watched, event);
}

} // namespace bastide
