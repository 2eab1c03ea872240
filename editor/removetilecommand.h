// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/tiletype.h"

#include <QCoreApplication>
#include <QUndoCommand>

namespace bastide {

class DeckDocument;

/** Takes a tile type out of the deck; undo puts it back where it was. */
class RemoveTileCommand : public QUndoCommand
{
    Q_DECLARE_TR_FUNCTIONS(RemoveTileCommand)

public:
    RemoveTileCommand(DeckDocument* document, int index);

    void undo() override;
    void redo() override;

private:
    DeckDocument* m_document;
    int m_index;
    TileType m_tile;
};

} // namespace bastide
