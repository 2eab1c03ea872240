// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "editor/printoptions.h"
#include "editor/tileback.h"
#include "engine/deck.h"

#include <QRectF>
#include <QSize>
#include <vector>

namespace bastide {

/**
 * Where everything goes on the print-and-play pages, in millimetres from the top left of a
 * page: each sheet of tile fronts, followed (with backs) by a sheet of the same tiles' backs
 * mirrored left to right, so that a sheet printed on both sides, flipped on its long edge,
 * has each back behind its own tile; then the contents sheets. Copies are laid out group by
 * group (the start tile, the river, the base game, each expansion) so a back sheet is mostly
 * of one kind.
 */
class PrintLayout
{
public:
    /** Room a contents sheet gives each tile type. */
    static constexpr qreal ContentsRowMillimetres = 16;
    static constexpr qreal ContentsPictureMillimetres = 13;
    static constexpr qreal ContentsHeaderMillimetres = 14;
    static constexpr int ContentsColumns = 2;

    enum class PageKind
    {
        Fronts,
        Backs,
        Contents
    };
    struct Cell
    {
        int tile = -1; // deck index
        TileBack back;
        QRectF trim; // the cut tile
        QRectF bled; // trim grown by the bleed
    };
    struct Page
    {
        PageKind kind = PageKind::Fronts;
        /** For fronts and backs: which sheet of tiles (from 1). */
        int sheet = 0;
        std::vector<Cell> cells;
        /** Every cut line, across and down the page; the marks sit on them in the margins. */
        std::vector<qreal> cutsX, cutsY;
        /** What the cut marks frame: the printed grid, bleed included. */
        QRectF area;
        /** For contents: the tile types listed, by deck index. */
        std::vector<int> types;
    };

    PrintLayout(const Deck& deck, const PrintOptions& options);

    /** Whether one tile at least fits on the paper. */
    bool fits() const { return !m_grid.isEmpty(); }
    /** Columns and rows of tiles on a sheet. */
    QSize grid() const { return m_grid; }
    QSizeF pageSize() const { return m_page; }
    /** From one tile's left cut to the next one's. */
    qreal pitch() const { return m_pitch; }
    int copies() const { return m_copies; }
    /** Sheets of tile fronts. */
    int sheets() const { return m_sheets; }
    int contentsPages() const;
    const std::vector<Page>& pages() const { return m_pages; }
    const PrintOptions& options() const { return m_options; }

private:
    void layOutTiles(const Deck& deck);
    void layOutContents(const Deck& deck);

    PrintOptions m_options;
    QSizeF m_page;
    QSize m_grid;
    qreal m_pitch = 0;
    QPointF m_origin;
    int m_copies = 0;
    int m_sheets = 0;
    std::vector<Page> m_pages;
};

} // namespace bastide
