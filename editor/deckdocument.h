// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "editor/commandid.h"
#include "engine/deck.h"
#include "engine/problem.h"

#include <QObject>
#include <QUndoStack>

namespace bastide {

/**
 * A deck being edited: the Deck value, the file it lives in and the undo stack of edits to
 * it, with the problems validateDeck finds kept current. Every edit goes through a command
 * on the stack; views listen to the fine-grained signals and never change the deck.
 */
class DeckDocument : public QObject
{
    Q_OBJECT

public:
    explicit DeckDocument(QObject* parent = nullptr);

    const Deck& deck() const { return m_deck; }
    int tileCount() const { return int(m_deck.tiles.size()); }
    const TileType& tile(int index) const { return m_deck.tiles[std::size_t(index)]; }
    bool isValidIndex(int index) const { return index >= 0 && index < tileCount(); }
    QString filePath() const { return m_path; }
    QUndoStack* undoStack() { return &m_undo; }
    bool isModified() const { return !m_undo.isClean(); }
    /** Everything wrong with the deck by the rules (spec §1, §2); empty means playable. */
    const Problems& problems() const { return m_problems; }
    bool isPlayable() const { return m_problems.empty(); }

    /** Starts over with `deck`, not yet saved anywhere; the undo history is dropped. */
    void reset(Deck deck);
    /** Opens a deck file, rule problems and all. On failure (unreadable, not a deck) the
     *  document is left as it was and `error` says why, naming the file and the item;
     *  `savedGame` tells when the file is a saved game rather than a deck. */
    bool open(const QString& path, QString* error, bool* savedGame = nullptr);
    /** Writes the deck to its file atomically (the old file survives a failed save). The
     *  content it replaces, when different, is kept beside it as backupPath(). */
    bool save(QString* error);
    bool saveAs(const QString& path, QString* error);
    /** Where the previous content of a deck file is kept: "NAME.json.bak". */
    static QString backupPath(const QString& path);

    // Edits: each pushes one undoable command (none when nothing changes). Edits with the
    // same merge key in a row make one undo step, as typing into a field does.
    void editTile(int index, TileType after, const QString& text, int mergeKey = NoMerge);
    void insertTile(int index, TileType tile, const QString& text);
    void removeTile(int index);
    void moveTile(int from, int to);
    /** `tile`: the tile the edit is about, which undo and redo show (-1: none, as for the
     *  deck's name). */
    void editDeck(Deck after, const QString& text, int mergeKey = NoMerge, int tile = -1);

    /** An id no tile has yet, from `base` ("A", "A-2", ...). */
    QString unusedId(const QString& base) const;

    // The changes commands make. Views must not call these.
    TileType swapTile(int index, TileType tile);
    void insertTileAt(int index, TileType tile);
    TileType takeTileAt(int index);
    void moveTileTo(int from, int to);
    Deck swapDeck(Deck deck);
    /** Undo or redo changed `tile` (or the place it was): views select and show it. Nothing
     *  is said for the edit itself, made where the designer already looks. */
    void revisit(int tile);

signals:
    void tileChanged(int index);
    void tileInserted(int index);
    void tileRemoved(int index);
    void tileMoved(int from, int to);
    /** The whole deck was replaced: every tile may have changed. */
    void deckReset();
    void deckNameChanged();
    /** After any change to the deck. */
    void changed();
    void problemsChanged();
    void filePathChanged(const QString& path);
    void modifiedChanged(bool modified);
    /** Undo or redo changed this tile, or took it away from here: select and show it. */
    void tileRevisited(int tile);

private:
    void afterChange();
    void push(QUndoCommand* command);

    Deck m_deck;
    QString m_path;
    QUndoStack m_undo;
    Problems m_problems;
    bool m_pushing = false;
};

} // namespace bastide
