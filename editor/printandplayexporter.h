// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "editor/printoptions.h"
#include "engine/deck.h"

#include <QCoreApplication>
#include <QSize>

namespace bastide {

/**
 * Writes a deck as a print-and-play PDF laid out by PrintLayout and painted by
 * PrintPagePainter: sheets of tiles with cut marks, each followed by a sheet of their backs
 * (by group) for the reverse, then the contents sheets. Tile pictures go in at 300 dpi. The
 * file is written atomically.
 */
class PrintAndPlayExporter
{
    Q_DECLARE_TR_FUNCTIONS(PrintAndPlayExporter)

public:
    /** The PDF's resolution, and the tile pictures' in it. */
    static constexpr int Dpi = 600;
    static constexpr int TileDpi = 300;

    /** Columns and rows of tiles on a sheet; empty when not one tile fits. */
    static QSize grid(const PrintOptions& options);
    static int tilesPerPage(const PrintOptions& options);
    /** Sheets of tile fronts. */
    static int tilePages(const Deck& deck, const PrintOptions& options);
    /** Every page: fronts, backs and contents. */
    static int pageCount(const Deck& deck, const PrintOptions& options);

    static bool exportPdf(const Deck& deck, const QString& path, const PrintOptions& options,
                          QString* error);
};

} // namespace bastide
