// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/deck.h"
#include "engine/jsonchecker.h"

#include <QByteArray>

namespace bastide {

inline constexpr qint64 MaxFileBytes = 16 * 1024 * 1024;

/** Reads the structure of a deck object; fills `problems` and returns nullopt on any. */
std::optional<Deck> parseDeck(const QJsonObject& object, const JsonChecker& checker);
/** Parses and then validates; a deck is returned only when it has no problem at all. */
std::optional<Deck> readDeck(const QJsonObject& object, const JsonChecker& checker);
/** From bytes; `fileName` names the file in every problem. */
std::optional<Deck> readDeck(const QByteArray& bytes, const QString& fileName, Problems& problems);
/** Parse only (for the editor, which opens decks with rule problems to fix them). */
std::optional<Deck> parseDeck(const QByteArray& bytes, const QString& fileName, Problems& problems);

/** Reads a whole file with a size limit; reports CannotOpen or TooLarge. */
std::optional<QByteArray> readFileBytes(const QString& path, Problems& problems);

QJsonObject deckToJson(const Deck& deck);
QByteArray writeDeck(const Deck& deck);
/** Atomic write (QSaveFile): the previous file survives any failure. */
bool saveDeck(const Deck& deck, const QString& path, QString* error);

/** Writes `bytes` to `path` atomically; the old file stays intact on failure. */
bool writeFileAtomically(const QString& path, const QByteArray& bytes, QString* error);

QString featureKindName(FeatureKind kind);
std::optional<FeatureKind> featureKindFromName(const QString& name);
/** "wine", "grain", "cloth" (spec §1). */
QString goodsKindName(GoodsKind kind);
std::optional<GoodsKind> goodsKindFromName(const QString& name);

} // namespace bastide
