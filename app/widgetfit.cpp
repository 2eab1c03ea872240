// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/widgetfit.h"

#include <QComboBox>
#include <QFontMetrics>
#include <QStringList>

namespace bastide {

void WidgetFit::comboToContents(QComboBox* combo)
{
    int text = 0;
    bool icons = false;
    for (int i = 0; i < combo->count(); ++i) {
        text = std::max(text, combo->fontMetrics().horizontalAdvance(combo->itemText(i)));
        icons = icons || !combo->itemIcon(i).isNull();
    }
    const int icon = icons ? combo->iconSize().width() + 6 : 0;
    combo->setMinimumWidth(text + icon + 44);
    combo->setSizePolicy(QSizePolicy::Minimum, QSizePolicy::Fixed);
}

QString WidgetFit::wrapped(const QString& text, const QFontMetrics& metrics, int width)
{
    QStringList lines;
    QString line;
    const QStringList words = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (const QString& word : words) {
        const QString longer = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
        if (!line.isEmpty() && metrics.horizontalAdvance(longer) > width) {
            lines << line;
            line = word;
        } else {
            line = longer;
        }
    }
    if (!line.isEmpty())
        lines << line;
    return lines.join(QLatin1Char('\n'));
}

} // namespace bastide
