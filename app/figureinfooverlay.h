// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QObject>

namespace bastide {

class BoardScene;
class BubbleItem;
class FigureItem;
class HighlightItem;

/**
 * What a hovered figure's feature is worth now: a bubble beside the figure with the
 * feature, its points and to whom, and the whole feature lit in the figure's colour.
 */
class FigureInfoOverlay : public QObject
{
    Q_OBJECT

public:
    explicit FigureInfoOverlay(BoardScene* scene);

    /** The scene has deleted every item (a new game): start again from nothing. */
    void forgetItems();
    /** Makes the bubble, hidden, for a game just set up. */
    void createItems();
    void show(FigureItem* figure);
    void hide();
    /** The figure whose feature is shown, or null. */
    FigureItem* figure() const { return m_figure; }
    BubbleItem* bubble() const { return m_bubble; }

private:
    BoardScene* m_scene;
    BubbleItem* m_bubble = nullptr;
    HighlightItem* m_highlight = nullptr;
    FigureItem* m_figure = nullptr;
};

} // namespace bastide
