// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/legacydeck.h"

#include "engine/deckjson.h"
#include "engine/messages.h"
#include "engine/standarddeck.h"

#include <QFile>
#include <algorithm>

namespace bastide {

namespace {

Deck loadLegacyDeck()
{
    standardDeck(); // initialises the deck resources
    QFile file(QStringLiteral(":/decks/legacy.json"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("The legacy deck is missing from the resources");
    Problems problems;
    auto deck = readDeck(file.readAll(), QStringLiteral("legacy.json"), problems);
    if (!deck)
        qFatal("The legacy deck is invalid: %s", qPrintable(describe(problems.front())));
    return *deck;
}

} // namespace

const Deck& legacyDeck()
{
    static const Deck deck = loadLegacyDeck();
    return deck;
}

std::shared_ptr<const TileSet> legacyTileSet()
{
    static const std::shared_ptr<const TileSet> set = TileSet::build(legacyDeck());
    return set;
}

std::optional<GameRecord> onLegacyDeck(const GameRecord& record)
{
    if (!record.setup || !record.setup->standardDeck || !record.setup->rules.river)
        return std::nullopt;
    const TileSet& from = *record.setup->tiles;
    const std::shared_ptr<const TileSet> to = legacyTileSet();
    bool known = true;
    // Moves and bag hold tile type indices; the two decks agree on ids, not on order.
    auto remap = [&](TileTypeId t) {
        const TileTypeId i = to->indexOf(from.type(t).id);
        known = known && i.valid();
        return i.valid() ? i : TileTypeId(0);
    };
    GameRecord legacy = record;
    auto setup = std::make_shared<GameSetup>(*record.setup);
    setup->tiles = to;
    setup->standardDeck = false;
    legacy.setup = setup;
    for (Move& m : legacy.moves)
        m.tile = remap(m.tile);
    if (legacy.bag) {
        for (TileTypeId& t : *legacy.bag)
            t = remap(t);
    }
    return known ? std::optional<GameRecord>(std::move(legacy)) : std::nullopt;
}

void explainLegacyRiver(const GameRecord& record, Problems& problems)
{
    if (problems.empty())
        return;
    const auto legacy = onLegacyDeck(record);
    if (!legacy)
        return;
    Problems ignored;
    if (!replay(*legacy, problems.back().file, ignored))
        return;
    Problem& p = problems.back();
    if (p.tileId.isEmpty()) {
        // A bag problem: name the first tile of the record the two decks define apart.
        const TileSet& tiles = *record.setup->tiles;
        std::vector<TileTypeId> named;
        for (const Move& m : record.moves)
            named.push_back(m.tile);
        if (record.bag)
            named.insert(named.end(), record.bag->begin(), record.bag->end());
        for (const TileTypeId t : named) {
            const TileTypeId old = legacyTileSet()->indexOf(tiles.type(t).id);
            if (old.valid() && legacyDeck().tiles[old.index()].features != tiles.type(t).features) {
                p.tileId = tiles.type(t).id;
                break;
            }
        }
    }
    p.code = ProblemCode::LegacyRiver;
    p.moveError = MoveError::None;
    p.key.clear();
    p.detail.clear();
}

} // namespace bastide
