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
    bool cutMarks = true;
    /** One more page of tile backs, to print on the reverse of the sheets. */
    bool backPage = true;
};

} // namespace bastide
