// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/goods.h"
#include "engine/move.h"
#include "engine/player.h"
#include "engine/rules.h"
#include "engine/scoreevent.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace bastide {

/**
 * Every sentence the play screens make out of game facts: feature and figure names,
 * score lines for the log, computer level names, and the bridge that lets the engine's
 * describe() speak the user's language.
 */
class GameTexts
{
    Q_DECLARE_TR_FUNCTIONS(GameTexts)

public:
    /** For engine describe(): translates in the "Messages" context. */
    static QString translateMessage(const char* sourceText);

    static QString colorName(PlayerColor color);
    static QString levelName(const QString& level);
    static QString featureName(FeatureKind kind);
    /** "knight", "thief", "monk", "farmer" or "abbot". */
    static QString figureName(FigureType figure, FeatureKind kind);
    /** "city of 4 tiles and 1 shield", "unfinished road of 3 tiles", … */
    static QString featureDescription(const ScoreEvent& event, FarmerScoring farmers);
    /** "Anna: city of 4 tiles and 1 shield, 10 points". */
    static QString scoreLine(const ScoreEvent& event, const QStringList& winnerNames,
                             FarmerScoring farmers);
    /** "Placing a knight on the city": what the player is about to do. */
    static QString placingText(FigureType figure, FeatureKind kind);
    /** "Anna laid a tile and put a knight on the city". */
    static QString turnLine(const QString& player, const Move& move, FeatureKind figureFeature);
    static QString categoryName(ScoreCategory category);
    /** The feature without the expansions' marks. */
    static QString baseDescription(const ScoreEvent& event, FarmerScoring farmers);
    /** The log's line after a move that extended the mover's builder's feature. */
    static QString doubleTurnLine(const QString& player);
    /** "Anna takes 2 wine and 1 cloth", or empty when nothing was taken. */
    static QString goodsTakenLine(const QString& player, const Goods& goods);
    /** A count of one good: "2 wine", "1 cloth". */
    static QString goodsAmount(GoodsKind kind, int count);
    static QString goodsName(GoodsKind kind);
    /** Player names joined the way the language lists them ("Anna and Bob"). */
    static QString nameList(const QStringList& names);
};

} // namespace bastide
