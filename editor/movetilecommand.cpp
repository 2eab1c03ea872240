// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/movetilecommand.h"

#include "editor/deckdocument.h"

namespace bastide {

MoveTileCommand::MoveTileCommand(DeckDocument* document, int from, int to)
    : m_document(document), m_from(from), m_to(to)
{
    setText(tr("Move tile %1").arg(document->tile(from).id));
}

void MoveTileCommand::undo()
{
    m_document->moveTileTo(m_to, m_from);
    m_document->revisit(m_from);
}

void MoveTileCommand::redo()
{
    m_document->moveTileTo(m_from, m_to);
    m_document->revisit(m_to);
}

} // namespace bastide
