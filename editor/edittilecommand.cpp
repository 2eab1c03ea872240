// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/edittilecommand.h"

#include "editor/commandid.h"
#include "editor/deckdocument.h"

namespace bastide {

EditTileCommand::EditTileCommand(DeckDocument* document, int index, TileType after,
                                 const QString& text, int mergeKey)
    : QUndoCommand(text), m_document(document), m_index(index), m_tile(std::move(after)),
      m_mergeKey(mergeKey)
{}

int EditTileCommand::id() const
{
    return m_mergeKey == NoMerge ? -1 : int(CommandId::EditTile);
}

bool EditTileCommand::mergeWith(const QUndoCommand* other)
{
    const auto* next = static_cast<const EditTileCommand*>(other);
    if (next->m_index != m_index || next->m_mergeKey != m_mergeKey)
        return false;
    // Both are redone: the document holds the later value and this command still holds the
    // value from before the burst, which is all undo needs. A burst that ends where it
    // began is no edit at all.
    setObsolete(m_document->tile(m_index) == m_tile);
    return true;
}

void EditTileCommand::swap()
{
    m_tile = m_document->swapTile(m_index, std::move(m_tile));
    m_document->revisit(m_index);
}

} // namespace bastide
