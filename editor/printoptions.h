// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QPageSize>

namespace bastide {

/** How a deck is laid out for print and play. */
struct PrintOptions
{
    QPageSize pageSize{QPageSize::A4};
    /** The printed game's tiles are 45 mm square. */
    qreal tileMillimetres = 45;
    /** Kept free round the sheet; cut marks and a caption go there. */
    qreal marginMillimetres = 10;
    /** Art printed past each cut line (0, or 2 to 3 mm), so a cut a little off the line
     *  leaves no white edge; tiles then stand apart by twice this. */
    qreal bleedMillimetres = 0;
    bool cutMarks = true;
    /** After each sheet of tiles, a sheet of their backs to print on its reverse. */
    bool backs = true;
    /** A last sheet listing every tile type with its picture and copies, to check a cut
     *  deck against. */
    bool contentsSheet = true;
};

} // namespace bastide
