// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

class QComboBox;

namespace bastide {

/** Sizing helpers for texts that translations make longer. */
class WidgetFit
{
public:
    /** Keeps a drop-down wide enough for its longest choice, icon, frame and arrow, which
     *  the themed style's own size hint falls a few pixels short of. */
    static void comboToContents(QComboBox* combo);
};

} // namespace bastide
