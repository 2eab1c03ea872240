// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QWidget>

class QActionGroup;
class QCheckBox;
class QLabel;

namespace bastide {

class ArtCache;
class DeckDocument;
class TileCanvas;

/**
 * The middle of the deck editor: the selected tile's id and name over the canvas, the
 * drawing tools beside it, and under it the hint of what the tool does and, for a tile with
 * its own picture, the choices of seeing the one drawn from its features instead or the
 * features' zones over it.
 */
class CanvasPanel : public QWidget
{
    Q_OBJECT

public:
    CanvasPanel(DeckDocument* document, ArtCache* cache, QActionGroup* tools,
                QWidget* parent = nullptr);

    TileCanvas* canvas() const { return m_canvas; }
    /** Shows the feature zones over a tile's own picture (shown only for such tiles). */
    QCheckBox* zonesBox() const { return m_zones; }
    void setTileIndex(int index);
    /** Words the heading again from the tile (after an edit, an undo or a new language). */
    void refresh();

private:
    DeckDocument* m_document;
    int m_index = -1;
    QLabel* m_title;
    TileCanvas* m_canvas;
    QLabel* m_hint;
    QCheckBox* m_generatedArt;
    QCheckBox* m_zones;
};

} // namespace bastide
