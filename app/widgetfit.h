// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

class QComboBox;
class QFontMetrics;
class QString;

namespace bastide {

/** Sizing helpers for texts that translations make longer. */
class WidgetFit
{
public:
    /** Keeps a drop-down wide enough for its longest choice, icon, frame and arrow, which
     *  the themed style's own size hint falls a few pixels short of. */
    static void comboToContents(QComboBox* combo);
    /** `text` broken into lines no wider than `width` at its spaces (a longer word keeps a
     *  line of its own). For labels in a dialog: a label that wraps by itself gives the
     *  dialog a height for its width, which Qt caps at two thirds of a small screen and
     *  then squeezes every row to fit. */
    static QString wrapped(const QString& text, const QFontMetrics& metrics, int width);
};

} // namespace bastide
