// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/tilecommands.h"

#include "editor/arttransform.h"
#include "editor/deckdocument.h"
#include "editor/messagetranslation.h"
#include "editor/tileedit.h"
#include "engine/deckjson.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMimeData>

namespace bastide {

int TileCommands::add(int current)
{
    TileType tile = TileEdit::blank(m_document->unusedId(QStringLiteral("New")));
    // Names in the deck's languages, like the deck's own: data of the deck, not interface.
    tile.name = {{QStringLiteral("en"), QStringLiteral("New tile")},
                 {QStringLiteral("ru"), QStringLiteral("Новый тайл")},
                 {QStringLiteral("uk"), QStringLiteral("Новий тайл")}};
    if (m_document->isValidIndex(current)) {
        // The whole group: its kind and, for a set, its name ("inns-cathedrals", "my-set").
        const TileType& next = m_document->tile(current);
        tile.group = next.group;
        tile.expansion = next.expansion;
    }
    const int at = current + 1;
    m_document->insertTile(at, tile, tr("Add tile %1").arg(tile.id));
    return at;
}

int TileCommands::duplicate(int current)
{
    if (!m_document->isValidIndex(current))
        return -1;
    TileType tile = m_document->tile(current);
    const QString from = tile.id;
    tile.id = m_document->unusedId(tile.id);
    tile.start = false;
    tile.end = false;
    const int at = current + 1;
    m_document->insertTile(at, tile, tr("Duplicate tile %1").arg(from));
    return at;
}

void TileCommands::remove(int current)
{
    if (m_document->isValidIndex(current))
        m_document->removeTile(current);
}

int TileCommands::move(int current, int delta)
{
    const int to = current + delta;
    if (!m_document->isValidIndex(current) || !m_document->isValidIndex(to))
        return -1;
    m_document->moveTile(current, to);
    return to;
}

void TileCommands::rotate(int current, int quarterTurns)
{
    if (!m_document->isValidIndex(current))
        return;
    TileType t = TileEdit::rotate(m_document->tile(current), quarterTurns);
    t.art = ArtTransform::rotated(t.art, quarterTurns);
    m_document->editTile(current, t,
                         quarterTurns > 0 ? tr("Turn clockwise") : tr("Turn counter-clockwise"));
}

void TileCommands::mirror(int current)
{
    if (!m_document->isValidIndex(current))
        return;
    TileType t = TileEdit::mirror(m_document->tile(current));
    t.art = ArtTransform::mirrored(t.art);
    m_document->editTile(current, t, tr("Mirror"));
}

QString TileCommands::tileText(int current) const
{
    if (!m_document->isValidIndex(current))
        return {};
    Deck one;
    one.tiles.push_back(m_document->tile(current));
    const QJsonArray tiles = deckToJson(one).value(QLatin1String("tiles")).toArray();
    return QString::fromUtf8(QJsonDocument(tiles.at(0).toObject()).toJson(QJsonDocument::Indented));
}

void TileCommands::copy(int current) const
{
    const QString text = tileText(current);
    if (text.isEmpty())
        return;
    auto* data = new QMimeData;
    data->setText(text);
    QGuiApplication::clipboard()->setMimeData(data);
}

std::vector<TileType> TileCommands::tilesFromText(const QString& text, QString* error)
{
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(text.trimmed().toUtf8(), &parse);
    QJsonObject deck;
    if (doc.isObject() && doc.object().contains(QLatin1String("tiles"))) {
        deck = doc.object();
    } else if (doc.isObject() || doc.isArray()) {
        // One tile, or several: read as the tiles of a deck, so every rule of the format
        // is checked by the one reader.
        deck.insert(QStringLiteral("format"), QStringLiteral("bastide-deck"));
        deck.insert(QStringLiteral("version"), 1);
        deck.insert(QStringLiteral("name"),
                    QJsonObject{{QStringLiteral("en"), QStringLiteral("x")}});
        deck.insert(QStringLiteral("tiles"),
                    doc.isArray() ? doc.array() : QJsonArray{doc.object()});
    } else {
        if (error)
            *error = tr("The clipboard holds no tile: copy a tile in the deck editor, or the "
                        "JSON text of one.");
        return {};
    }
    Problems problems;
    Problem where;
    where.file = tr("the clipboard");
    const std::optional<Deck> read = parseDeck(deck, JsonChecker(problems, where));
    if (!read || read->tiles.empty()) {
        if (error)
            *error = problems.empty() ? tr("The clipboard holds no tile.")
                                      : describeAll(problems).join(QLatin1Char('\n'));
        return {};
    }
    return read->tiles;
}

int TileCommands::paste(int current, const QString& text, QString* error)
{
    std::vector<TileType> tiles = tilesFromText(text, error);
    if (tiles.empty())
        return -1;
    const int first = std::clamp(current + 1, 0, m_document->tileCount());
    int at = first;
    for (TileType& tile : tiles) {
        // A pasted tile never takes over the deck's own start tile, spring or lake.
        tile.id = m_document->unusedId(tile.id);
        tile.start = false;
        tile.end = false;
        m_document->insertTile(at++, tile, tr("Paste tile %1").arg(tile.id));
    }
    return first;
}

} // namespace bastide
