// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/inserttilecommand.h"

#include "editor/deckdocument.h"

namespace bastide {

InsertTileCommand::InsertTileCommand(DeckDocument* document, int index, TileType tile,
                                     const QString& text)
    : QUndoCommand(text), m_document(document), m_index(index), m_tile(std::move(tile))
{}

void InsertTileCommand::undo()
{
    m_tile = m_document->takeTileAt(m_index);
    // The tile it was added after, where the designer stood.
    m_document->revisit(m_index - 1);
}

void InsertTileCommand::redo()
{
    m_document->insertTileAt(m_index, m_tile);
    m_document->revisit(m_index);
}

} // namespace bastide
