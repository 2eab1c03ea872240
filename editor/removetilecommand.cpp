// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/removetilecommand.h"

#include "editor/deckdocument.h"

namespace bastide {

RemoveTileCommand::RemoveTileCommand(DeckDocument* document, int index)
    : m_document(document), m_index(index)
{
    setText(tr("Delete tile %1").arg(document->tile(index).id));
}

void RemoveTileCommand::undo()
{
    m_document->insertTileAt(m_index, m_tile);
    m_document->revisit(m_index);
}

void RemoveTileCommand::redo()
{
    m_tile = m_document->takeTileAt(m_index);
    m_document->revisit(m_index);
}

} // namespace bastide
