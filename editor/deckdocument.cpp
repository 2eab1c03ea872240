// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/deckdocument.h"

#include "editor/deckopenerrors.h"
#include "editor/editdeckcommand.h"
#include "editor/edittilecommand.h"
#include "editor/inserttilecommand.h"
#include "editor/messagetranslation.h"
#include "editor/movetilecommand.h"
#include "editor/removetilecommand.h"
#include "engine/deckjson.h"
#include "engine/deckvalidator.h"

#include <QFile>
#include <QFileInfo>

namespace bastide {

namespace {

/** A file larger than a deck may be is not a deck worth a backup (spec §7: 16 MiB). */
constexpr qint64 MaxBackedUp = 16 * 1024 * 1024;

bool sameProblems(const Problems& a, const Problems& b)
{
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (a[i].code != b[i].code || a[i].tile != b[i].tile || a[i].tileId != b[i].tileId ||
            a[i].feature != b[i].feature || a[i].detail != b[i].detail || a[i].key != b[i].key)
            return false;
    }
    return true;
}

} // namespace

DeckDocument::DeckDocument(QObject* parent) : QObject(parent)
{
    connect(&m_undo, &QUndoStack::cleanChanged, this,
            [this](bool clean) { emit modifiedChanged(!clean); });
    m_problems = validateDeck(m_deck);
}

void DeckDocument::reset(Deck deck)
{
    m_undo.clear();
    m_deck = std::move(deck);
    m_path.clear();
    emit deckReset();
    emit filePathChanged(m_path);
    afterChange();
}

bool DeckDocument::open(const QString& path, QString* error, bool* savedGame)
{
    Problems problems;
    std::optional<Deck> deck;
    const auto bytes = readFileBytes(path, problems);
    if (bytes)
        deck = parseDeck(*bytes, QFileInfo(path).fileName(), problems);
    if (!deck) {
        const DeckOpenError why = DeckOpenErrors::explain(QFileInfo(path).fileName(),
                                                          bytes ? &*bytes : nullptr, problems);
        if (error)
            *error = why.text;
        if (savedGame)
            *savedGame = why.savedGame;
        return false;
    }
    m_undo.clear();
    m_deck = std::move(*deck);
    m_path = QFileInfo(path).absoluteFilePath();
    emit deckReset();
    emit filePathChanged(m_path);
    afterChange();
    return true;
}

bool DeckDocument::save(QString* error)
{
    return saveAs(m_path, error);
}

bool DeckDocument::saveAs(const QString& path, QString* error)
{
    if (path.isEmpty()) {
        if (error)
            *error = tr("The deck has no file name yet.");
        return false;
    }
    const QByteArray bytes = writeDeck(m_deck);
    // One save back is kept: a designer who saved a mistake over a good deck can go back.
    if (QFileInfo(path).isFile()) {
        QFile old(path);
        if (old.open(QIODevice::ReadOnly) && old.size() <= MaxBackedUp) {
            const QByteArray before = old.readAll();
            QString why;
            if (before != bytes && !writeFileAtomically(backupPath(path), before, &why)) {
                if (error)
                    //: %1 is the backup file ("deck.json.bak"), %2 why it failed.
                    *error = tr("The copy of the previous file, %1, could not be written (%2), "
                                "so nothing was saved.")
                                 .arg(QFileInfo(backupPath(path)).fileName(), why);
                return false;
            }
        }
    }
    if (!writeFileAtomically(path, bytes, error))
        return false;
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (absolute != m_path) {
        m_path = absolute;
        emit filePathChanged(m_path);
    }
    m_undo.setClean();
    return true;
}

void DeckDocument::editTile(int index, TileType after, const QString& text, int mergeKey)
{
    if (!isValidIndex(index) || tile(index) == after)
        return;
    // Every row of the History names the tile it changed, by its id before the edit.
    const QString id = tile(index).id;
    const QString named = id.isEmpty()
                              //: An edit in the History and the Undo menu, and the tile it changes,
                              //: which has no id: "Make an edge city (tile #3)".
                              ? tr("%1 (tile #%2)").arg(text).arg(index + 1)
                              //: An edit in the History and the Undo menu, and the tile it changes:
                              //: "Make an edge city (tile K)".
                              : tr("%1 (tile %2)").arg(text, id);
    push(new EditTileCommand(this, index, std::move(after), named, mergeKey));
}

void DeckDocument::insertTile(int index, TileType tile, const QString& text)
{
    index = std::clamp(index, 0, tileCount());
    push(new InsertTileCommand(this, index, std::move(tile), text));
}

void DeckDocument::removeTile(int index)
{
    if (isValidIndex(index))
        push(new RemoveTileCommand(this, index));
}

void DeckDocument::moveTile(int from, int to)
{
    if (isValidIndex(from) && isValidIndex(to) && from != to)
        push(new MoveTileCommand(this, from, to));
}

void DeckDocument::editDeck(Deck after, const QString& text, int mergeKey, int tile)
{
    if (after == m_deck)
        return;
    push(new EditDeckCommand(this, std::move(after), text, mergeKey, tile));
}

void DeckDocument::push(QUndoCommand* command)
{
    // QUndoStack::push() redoes the command: that first redo is the edit itself.
    m_pushing = true;
    m_undo.push(command);
    m_pushing = false;
}

void DeckDocument::revisit(int tile)
{
    if (!m_pushing && tileCount() > 0)
        emit tileRevisited(std::clamp(tile, 0, tileCount() - 1));
}

QString DeckDocument::backupPath(const QString& path)
{
    return path + QLatin1String(".bak");
}

QString DeckDocument::unusedId(const QString& base) const
{
    QString stem = base.left(12);
    if (stem.isEmpty())
        stem = QStringLiteral("T");
    if (m_deck.indexOf(stem) < 0)
        return stem;
    for (int n = 2;; ++n) {
        const QString id = QStringLiteral("%1-%2").arg(stem).arg(n);
        if (m_deck.indexOf(id) < 0)
            return id;
    }
}

TileType DeckDocument::swapTile(int index, TileType tile)
{
    std::swap(m_deck.tiles[std::size_t(index)], tile);
    emit tileChanged(index);
    afterChange();
    return tile;
}

void DeckDocument::insertTileAt(int index, TileType tile)
{
    m_deck.tiles.insert(m_deck.tiles.begin() + index, std::move(tile));
    emit tileInserted(index);
    afterChange();
}

TileType DeckDocument::takeTileAt(int index)
{
    TileType tile = std::move(m_deck.tiles[std::size_t(index)]);
    m_deck.tiles.erase(m_deck.tiles.begin() + index);
    emit tileRemoved(index);
    afterChange();
    return tile;
}

void DeckDocument::moveTileTo(int from, int to)
{
    TileType tile = std::move(m_deck.tiles[std::size_t(from)]);
    m_deck.tiles.erase(m_deck.tiles.begin() + from);
    m_deck.tiles.insert(m_deck.tiles.begin() + to, std::move(tile));
    emit tileMoved(from, to);
    afterChange();
}

Deck DeckDocument::swapDeck(Deck deck)
{
    std::swap(m_deck, deck);
    // Most deck-wide edits touch a tile or two: tell views exactly which.
    if (deck.tiles.size() == m_deck.tiles.size()) {
        if (deck.name != m_deck.name)
            emit deckNameChanged();
        for (std::size_t i = 0; i < m_deck.tiles.size(); ++i) {
            if (!(deck.tiles[i] == m_deck.tiles[i]))
                emit tileChanged(int(i));
        }
    } else {
        emit deckReset();
    }
    afterChange();
    return deck;
}

void DeckDocument::afterChange()
{
    emit changed();
    Problems problems = validateDeck(m_deck);
    if (!sameProblems(problems, m_problems)) {
        m_problems = std::move(problems);
        emit problemsChanged();
    }
}

} // namespace bastide
