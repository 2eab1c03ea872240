// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/editdeckcommand.h"

#include "editor/commandid.h"
#include "editor/deckdocument.h"

namespace bastide {

EditDeckCommand::EditDeckCommand(DeckDocument* document, Deck after, const QString& text,
                                 int mergeKey, int tile)
    : QUndoCommand(text), m_document(document), m_deck(std::move(after)), m_mergeKey(mergeKey),
      m_tile(tile)
{}

int EditDeckCommand::id() const
{
    return m_mergeKey == NoMerge ? -1 : int(CommandId::EditDeck);
}

bool EditDeckCommand::mergeWith(const QUndoCommand* other)
{
    if (static_cast<const EditDeckCommand*>(other)->m_mergeKey != m_mergeKey)
        return false;
    setObsolete(m_document->deck() == m_deck);
    return true;
}

void EditDeckCommand::swap()
{
    m_deck = m_document->swapDeck(std::move(m_deck));
    if (m_tile >= 0)
        m_document->revisit(m_tile);
}

} // namespace bastide
