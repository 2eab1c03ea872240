// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>
#include <QUndoCommand>

namespace bastide {

class DeckDocument;

/** Moves a tile type to another place in the deck's order. */
class MoveTileCommand : public QUndoCommand
{
    Q_DECLARE_TR_FUNCTIONS(MoveTileCommand)

public:
    MoveTileCommand(DeckDocument* document, int from, int to);

    void undo() override;
    void redo() override;

private:
    DeckDocument* m_document;
    int m_from;
    int m_to;
};

} // namespace bastide
