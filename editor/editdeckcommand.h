// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/deck.h"

#include <QUndoCommand>

namespace bastide {

class DeckDocument;

/** Replaces the whole deck by its edited value, for edits that reach past one tile (the
 *  deck's name, the start tile moving from one tile to another). */
class EditDeckCommand : public QUndoCommand
{
public:
    /** `tile`: the tile the edit is about, shown on undo and redo; -1 for none. */
    EditDeckCommand(DeckDocument* document, Deck after, const QString& text, int mergeKey,
                    int tile = -1);

    void undo() override { swap(); }
    void redo() override { swap(); }
    int id() const override;
    bool mergeWith(const QUndoCommand* other) override;

private:
    void swap();

    DeckDocument* m_document;
    Deck m_deck; // the value not in the document
    int m_mergeKey;
    int m_tile;
};

} // namespace bastide
