// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/tiletype.h"

#include <QCoreApplication>
#include <vector>

namespace bastide {

class DeckDocument;

/**
 * The Edit and Tile menus' commands on whole tiles: add, duplicate, delete, move, turn,
 * mirror, copy and paste. Each edit is one undoable step of the document and answers which
 * tile to select after it (-1 when nothing changed). A copied tile goes to the clipboard as
 * the deck format's JSON of one tile, so it pastes into another deck or into a chat.
 */
class TileCommands
{
    // Worded in the window's translation context: these were its words before they moved.
    Q_DECLARE_TR_FUNCTIONS(bastide::DeckEditorWindow)

public:
    explicit TileCommands(DeckDocument* document) : m_document(document) {}

    /** A blank tile after `current`, in its group. */
    int add(int current);
    int duplicate(int current);
    void remove(int current);
    int move(int current, int delta);
    /** Turns the tile (and its own picture) a quarter clockwise, or back with -1. */
    void rotate(int current, int quarterTurns);
    void mirror(int current);

    /** The tile as JSON text, one tile object of the deck format (docs/formats.md §2). */
    QString tileText(int current) const;
    /** Puts the tile on the clipboard as that text. */
    void copy(int current) const;
    /** The tiles in `text`: a tile object, an array of them, or a whole deck; empty (with
     *  `error`) when the text holds no readable tile. */
    static std::vector<TileType> tilesFromText(const QString& text, QString* error);
    /** Inserts the tiles after `current` under ids the deck does not use yet; answers the
     *  first pasted tile, or -1 (with `error`). */
    int paste(int current, const QString& text, QString* error);

private:
    DeckDocument* m_document;
};

} // namespace bastide
