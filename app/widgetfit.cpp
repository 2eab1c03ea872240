// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/widgetfit.h"

#include <QComboBox>

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

} // namespace bastide
