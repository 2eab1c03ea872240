// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Texts of Qt's own file dialog that Debian's Qt 6.4 catalogues (qt6-translations-l10n) lack,
// in Qt's own contexts, so that lupdate puts them into Bastide's catalogues: Bastide's
// translator is searched before Qt's, and the dialog's Type column says "Папка", not
// "Folder". Nothing calls these; Qt looks the texts up itself. tst_languages lists what a
// Russian or Ukrainian file dialog still asks Qt for in vain.

#include <QtGlobal>

namespace {

struct QtText
{
    const char* source;
    const char* comment;
};

[[maybe_unused]] const QtText QtFileDialogTexts[] = {
    //: The Type column of Qt's file dialog, for a folder.
    QT_TRANSLATE_NOOP3("QAbstractFileIconProvider", "Folder", "All other platforms"),
    //: The Type column of Qt's file dialog, for a drive (the root folder).
    {QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Drive"), nullptr},
};

} // namespace
