// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/tiletype.h"

#include <QUndoCommand>

namespace bastide {

class DeckDocument;

/** Replaces one tile type by its edited value; undo and redo swap the two. Edits of the
 *  same tile with the same merge key in a row make one step. */
class EditTileCommand : public QUndoCommand
{
public:
    EditTileCommand(DeckDocument* document, int index, TileType after, const QString& text,
                    int mergeKey);

    void undo() override { swap(); }
    void redo() override { swap(); }
    int id() const override;
    bool mergeWith(const QUndoCommand* other) override;

private:
    void swap();

    DeckDocument* m_document;
    int m_index;
    TileType m_tile; // the value not in the document
    int m_mergeKey;
};

} // namespace bastide
