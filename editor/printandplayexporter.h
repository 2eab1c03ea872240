// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "editor/printoptions.h"
#include "engine/deck.h"

#include <QCoreApplication>
#include <QRectF>
#include <QSize>

class QPainter;

namespace bastide {

/**
 * Writes a deck as a print-and-play PDF: every copy of every tile at the chosen size on a
 * grid of abutting squares, cut marks in the margins, a caption per sheet, and a page of
 * tile backs. Tiles are drawn by the shared tile painter at 300 dpi. The file is written
 * atomically.
 */
class PrintAndPlayExporter
{
    Q_DECLARE_TR_FUNCTIONS(PrintAndPlayExporter)

public:
    /** Columns and rows of tiles on a sheet; empty when not one tile fits. */
    static QSize grid(const PrintOptions& options);
    static int tilesPerPage(const PrintOptions& options);
    /** Sheets of tiles, without the back page. */
    static int tilePages(const Deck& deck, const PrintOptions& options);
    static int pageCount(const Deck& deck, const PrintOptions& options);

    static bool exportPdf(const Deck& deck, const QString& path, const PrintOptions& options,
                          QString* error);
    /** The back of a tile: the same for every tile, so that none can be told from behind. */
    static void paintBack(QPainter& p, const QRectF& rect);
};

} // namespace bastide
