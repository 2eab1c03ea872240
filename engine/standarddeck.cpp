// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/standarddeck.h"

#include "engine/deckjson.h"
#include "engine/messages.h"

#include <QFile>

// Q_INIT_RESOURCE must be used outside any namespace; the resource lives in a static
// library, so it is initialised explicitly before its first use.
static void initEngineResources()
{
    Q_INIT_RESOURCE(engine_decks);
}

namespace bastide {

namespace {

Deck loadStandardDeck()
{
    initEngineResources();
    QFile file(QStringLiteral(":/decks/standard.json"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("The built-in deck is missing from the resources");
    Problems problems;
    auto deck = readDeck(file.readAll(), QStringLiteral("standard.json"), problems);
    if (!deck)
        qFatal("The built-in deck is invalid: %s", qPrintable(describe(problems.front())));
    return *deck;
}

} // namespace

const Deck& standardDeck()
{
    static const Deck deck = loadStandardDeck();
    return deck;
}

std::shared_ptr<const TileSet> standardTileSet()
{
    static const std::shared_ptr<const TileSet> set = TileSet::build(standardDeck());
    return set;
}

} // namespace bastide
