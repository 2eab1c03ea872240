#include "removetilecommand.h"

#include "deckdocument.h"

namespace bastide {

RemoveTileCommand::RemoveTileCommand(DeckDocument* document, int index)
    : m_document(document), m_index(index)
{
    setText(tr("Delete tile %1").arg(document->tile(index).id));
}

void RemoveTileCommand::undo()
{
    m_document->insertTileAt(m_index, m_tile);
}

void RemoveTileCommand::redo()
{
    m_tile = m_document->takeTileAt(m_index);
}

} // namespace bastide
