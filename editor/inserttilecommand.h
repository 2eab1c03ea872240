// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/tiletype.h"

#include <QUndoCommand>

namespace bastide {

class DeckDocument;

/** Puts a new tile type into the deck at an index (added, duplicated or pasted). */
class InsertTileCommand : public QUndoCommand
{
public:
    InsertTileCommand(DeckDocument* document, int index, TileType tile, const QString& text);

    void undo() override;
    void redo() override;

private:
    DeckDocument* m_document;
    int m_index;
    TileType m_tile;
};

} // namespace bastide
