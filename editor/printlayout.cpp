// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/printlayout.h"

#include <algorithm>
#include <cmath>

namespace bastide {

namespace {

struct Copy
{
    int tile;
    TileBack back;
};

/** The order groups are printed in: the river (spring to lake), the start tile, the base
 *  game, then each expansion set as the deck first names it. */
int rank(const TileBack& back, const std::vector<QString>& expansions)
{
    switch (back.kind) {
    case TileBack::Kind::Spring:
        return 0;
    case TileBack::Kind::River:
        return 1;
    case TileBack::Kind::Lake:
        return 2;
    case TileBack::Kind::Start:
        return 3;
    case TileBack::Kind::Base:
        return 4;
    case TileBack::Kind::Expansion:
        break;
    }
    return 5 + int(std::find(expansions.begin(), expansions.end(), back.expansion) -
                   expansions.begin());
}

/** Cut lines of `count` cells from `start`, each `tile` wide, `pitch` apart. */
std::vector<qreal> cuts(qreal start, int count, qreal tile, qreal pitch, qreal bleed)
{
    std::vector<qreal> lines;
    for (int i = 0; i < count; ++i) {
        const qreal left = start + i * pitch + bleed;
        if (lines.empty() || std::abs(lines.back() - left) > 1e-6)
            lines.push_back(left);
        lines.push_back(left + tile);
    }
    return lines;
}

} // namespace

PrintLayout::PrintLayout(const Deck& deck, const PrintOptions& options)
    : m_options(options), m_page(options.pageSize.size(QPageSize::Millimeter))
{
    m_options.bleedMillimetres = std::clamp(options.bleedMillimetres, 0.0, 5.0);
    m_pitch = m_options.tileMillimetres + 2 * m_options.bleedMillimetres;
    if (m_options.tileMillimetres > 0) {
        const int cols =
            int(std::floor((m_page.width() - 2 * options.marginMillimetres) / m_pitch));
        const int rows =
            int(std::floor((m_page.height() - 2 * options.marginMillimetres) / m_pitch));
        if (cols > 0 && rows > 0)
            m_grid = QSize(cols, rows);
    }
    for (const TileType& t : deck.tiles)
        m_copies += std::max(0, t.count);
    if (!fits() || m_copies == 0)
        return;
    m_origin = QPointF((m_page.width() - m_grid.width() * m_pitch) / 2,
                       (m_page.height() - m_grid.height() * m_pitch) / 2);
    layOutTiles(deck);
    if (m_options.contentsSheet)
        layOutContents(deck);
}

void PrintLayout::layOutTiles(const Deck& deck)
{
    std::vector<QString> expansions;
    std::vector<Copy> copies;
    for (std::size_t i = 0; i < deck.tiles.size(); ++i) {
        const TileType& t = deck.tiles[i];
        for (int c = 0; c < t.count; ++c) {
            const TileBack back = TileBack::of(t, c == 0);
            if (back.kind == TileBack::Kind::Expansion &&
                std::find(expansions.begin(), expansions.end(), back.expansion) == expansions.end())
                expansions.push_back(back.expansion);
            copies.push_back({int(i), back});
        }
    }
    std::stable_sort(copies.begin(), copies.end(), [&](const Copy& a, const Copy& b) {
        return rank(a.back, expansions) < rank(b.back, expansions);
    });

    const int perSheet = m_grid.width() * m_grid.height();
    m_sheets = (int(copies.size()) + perSheet - 1) / perSheet;
    const qreal tile = m_options.tileMillimetres, bleed = m_options.bleedMillimetres;
    for (int sheet = 0; sheet < m_sheets; ++sheet) {
        Page fronts;
        fronts.kind = PageKind::Fronts;
        fronts.sheet = sheet + 1;
        const int first = sheet * perSheet;
        const int count = std::min(int(copies.size()) - first, perSheet);
        const int rows = (count + m_grid.width() - 1) / m_grid.width();
        for (int k = 0; k < count; ++k) {
            const int col = k % m_grid.width(), row = k / m_grid.width();
            const QRectF bled(m_origin.x() + col * m_pitch, m_origin.y() + row * m_pitch, m_pitch,
                              m_pitch);
            const Copy& copy = copies[std::size_t(first + k)];
            fronts.cells.push_back(
                {copy.tile, copy.back, bled.adjusted(bleed, bleed, -bleed, -bleed), bled});
        }
        // Marks frame the whole grid's width, so that the back sheet's (mirrored) marks
        // fall on the same lines; a last, short sheet has fewer rows.
        fronts.area = QRectF(m_origin.x(), m_origin.y(), m_grid.width() * m_pitch, rows * m_pitch);
        fronts.cutsX = cuts(m_origin.x(), m_grid.width(), tile, m_pitch, bleed);
        fronts.cutsY = cuts(m_origin.y(), rows, tile, m_pitch, bleed);
        m_pages.push_back(fronts);
        if (!m_options.backs)
            continue;
        Page backs = fronts;
        backs.kind = PageKind::Backs;
        for (Cell& cell : backs.cells) {
            // Mirrored about the page's middle: behind its tile once the sheet is turned over.
            auto mirror = [this](QRectF r) {
                r.moveLeft(m_page.width() - r.right());
                return r;
            };
            cell.trim = mirror(cell.trim);
            cell.bled = mirror(cell.bled);
        }
        m_pages.push_back(backs);
    }
}

void PrintLayout::layOutContents(const Deck& deck)
{
    const qreal usable =
        m_page.height() - 2 * m_options.marginMillimetres - ContentsHeaderMillimetres;
    const int rows = std::max(1, int(std::floor(usable / ContentsRowMillimetres)));
    const int perPage = rows * ContentsColumns;
    Page page;
    page.kind = PageKind::Contents;
    for (std::size_t i = 0; i < deck.tiles.size(); ++i) {
        if (deck.tiles[i].count < 1)
            continue;
        if (int(page.types.size()) == perPage) {
            m_pages.push_back(page);
            page.types.clear();
        }
        page.types.push_back(int(i));
    }
    if (!page.types.empty())
        m_pages.push_back(page);
}

int PrintLayout::contentsPages() const
{
    return int(std::count_if(m_pages.begin(), m_pages.end(),
                             [](const Page& p) { return p.kind == PageKind::Contents; }));
}

} // namespace bastide
