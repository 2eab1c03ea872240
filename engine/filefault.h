// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <cstdint>

class QFileDevice;

namespace bastide {

/** Why a file could not be read or written, found out from the file system: the system's own
 *  error text is English whatever the player's language, so messages.cpp words these. */
enum class FileFault : std::uint8_t
{
    None,
    NotFound,      // no file of that name (reading)
    FolderMissing, // the folder to write into does not exist
    IsFolder,      // the name is a folder's
    ReadDenied,    // the file may not be read
    WriteDenied,   // the file or its folder may not be written
    DiskFull,
    ReadFailed,  // opened, but reading stopped part way
    WriteFailed, // opened, but writing or finishing the file failed
    OpenFailed,  // the system refused for another reason
};

/** Why `file`, whose open, read, write or commit just failed, failed. */
FileFault fileFault(const QFileDevice& file, bool writing);

} // namespace bastide
