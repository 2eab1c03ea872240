// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Why a file could not be read or written, and what the JSON reader found wrong in it, in the
// reader's words (context "Messages", declared in messages.h): the system's and Qt's own
// texts for these are English whatever the language.

#include "engine/messages.h"

#include <QJsonParseError>

namespace bastide {

namespace {

const char* fileFaultText(FileFault f)
{
    switch (f) {
    case FileFault::None:
        return QT_TRANSLATE_NOOP("Messages", "no error");
    case FileFault::NotFound:
        return QT_TRANSLATE_NOOP("Messages", "there is no such file");
    case FileFault::FolderMissing:
        return QT_TRANSLATE_NOOP("Messages", "the folder to write into does not exist");
    case FileFault::IsFolder:
        return QT_TRANSLATE_NOOP("Messages", "it is a folder, not a file");
    case FileFault::ReadDenied:
        return QT_TRANSLATE_NOOP("Messages", "you have no permission to read it");
    case FileFault::WriteDenied:
        return QT_TRANSLATE_NOOP("Messages", "you have no permission to write there");
    case FileFault::DiskFull:
        return QT_TRANSLATE_NOOP("Messages", "the disk is full");
    case FileFault::ReadFailed:
        return QT_TRANSLATE_NOOP("Messages", "reading it stopped part way");
    case FileFault::WriteFailed:
        return QT_TRANSLATE_NOOP("Messages", "writing it failed part way");
    case FileFault::OpenFailed:
        return QT_TRANSLATE_NOOP("Messages", "the system refused to open it");
    }
    return "";
}

/** QJsonParseError::errorString() is English; these say the same in the reader's words. */
const char* jsonErrorText(int error)
{
    switch (QJsonParseError::ParseError(error)) {
    case QJsonParseError::NoError:
        return QT_TRANSLATE_NOOP("Messages", "no error");
    case QJsonParseError::UnterminatedObject:
        return QT_TRANSLATE_NOOP("Messages", "an object is not closed with }");
    case QJsonParseError::MissingNameSeparator:
        return QT_TRANSLATE_NOOP("Messages", "a colon is missing after a key");
    case QJsonParseError::UnterminatedArray:
        return QT_TRANSLATE_NOOP("Messages", "a list is not closed with ]");
    case QJsonParseError::MissingValueSeparator:
        return QT_TRANSLATE_NOOP("Messages", "a comma is missing between two values");
    case QJsonParseError::IllegalValue:
        return QT_TRANSLATE_NOOP("Messages", "a value is missing or is not a JSON value");
    case QJsonParseError::TerminationByNumber:
        return QT_TRANSLATE_NOOP("Messages", "the text ends in the middle of a number");
    case QJsonParseError::IllegalNumber:
        return QT_TRANSLATE_NOOP("Messages", "a number cannot be read");
    case QJsonParseError::IllegalEscapeSequence:
        return QT_TRANSLATE_NOOP("Messages", "a backslash in a text is not a valid escape");
    case QJsonParseError::IllegalUTF8String:
        return QT_TRANSLATE_NOOP("Messages", "the text is not in UTF-8");
    case QJsonParseError::UnterminatedString:
        return QT_TRANSLATE_NOOP("Messages", "a text in quotes is not closed");
    case QJsonParseError::MissingObject:
        return QT_TRANSLATE_NOOP("Messages", "a key and value are missing after a comma");
    case QJsonParseError::DeepNesting:
        return QT_TRANSLATE_NOOP("Messages", "lists and objects are nested too deeply");
    case QJsonParseError::DocumentTooLarge:
        return QT_TRANSLATE_NOOP("Messages", "the text is too large");
    case QJsonParseError::GarbageAtEnd:
        return QT_TRANSLATE_NOOP("Messages", "more text follows the end of the JSON value");
    }
    return QT_TRANSLATE_NOOP("Messages", "the JSON text is broken");
}

} // namespace

QString describe(FileFault fault, TranslateFunction tr)
{
    return tr(fileFaultText(fault));
}

QString describeJsonError(int parseError, TranslateFunction tr)
{
    return tr(jsonErrorText(parseError));
}

} // namespace bastide
