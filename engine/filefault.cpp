// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/filefault.h"

#include <QFileDevice>
#include <QFileInfo>
#include <QStorageInfo>

namespace bastide {

FileFault fileFault(const QFileDevice& file, bool writing)
{
    const QFileInfo info(file.fileName());
    if (info.isDir())
        return FileFault::IsFolder;
    if (!writing) {
        if (!info.exists())
            return FileFault::NotFound;
        if (!info.isReadable())
            return FileFault::ReadDenied;
        return file.error() == QFileDevice::ReadError ? FileFault::ReadFailed
                                                      : FileFault::OpenFailed;
    }
    const QFileInfo folder(info.absolutePath());
    if (!folder.isDir())
        return FileFault::FolderMissing;
    if ((info.exists() && !info.isWritable()) || !folder.isWritable())
        return FileFault::WriteDenied;
    // A full disk shows as a failed write; the space left tells it from other failures.
    const QStorageInfo storage(folder.absoluteFilePath());
    if (storage.isValid() && storage.bytesAvailable() < 64 * 1024)
        return FileFault::DiskFull;
    switch (file.error()) {
    case QFileDevice::WriteError:
    case QFileDevice::ResourceError:
    case QFileDevice::RenameError:
        return FileFault::WriteFailed;
    default:
        return FileFault::OpenFailed;
    }
}

} // namespace bastide
