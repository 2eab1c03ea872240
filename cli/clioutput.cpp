// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/clioutput.h"

#include "engine/messages.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <cstdio>

namespace bastide::cli {

void printJson(const QJsonObject& object)
{
    const QByteArray bytes = QJsonDocument(object).toJson(QJsonDocument::Indented);
    std::fwrite(bytes.constData(), 1, std::size_t(bytes.size()), stdout);
    std::fflush(stdout);
}

namespace {

void writeOut(const QByteArray& bytes)
{
    std::fwrite(bytes.constData(), 1, std::size_t(bytes.size()), stdout);
    std::fflush(stdout);
}

} // namespace

void printCompactJson(const QJsonObject& object)
{
    writeOut(QJsonDocument(object).toJson(QJsonDocument::Compact) + '\n');
}

void printJsonLines(const QJsonArray& array)
{
    QByteArray bytes = "[";
    for (qsizetype i = 0; i < array.size(); ++i) {
        bytes += i == 0 ? "\n" : ",\n";
        bytes += QJsonDocument(array.at(i).toObject()).toJson(QJsonDocument::Compact);
    }
    bytes += "\n]\n";
    writeOut(bytes);
}

void printError(const QString& message)
{
    const QByteArray bytes = message.toUtf8() + '\n';
    std::fwrite(bytes.constData(), 1, std::size_t(bytes.size()), stderr);
}

void printProblems(const Problems& problems)
{
    for (const Problem& p : problems)
        printError(describe(p));
}

QJsonObject breakdownJson(const ScoreBreakdown& b, bool goods)
{
    QJsonObject o;
    if (goods)
        o.insert(QStringLiteral("goods"), b[std::size_t(ScoreCategory::Goods)]);
    o.insert(QStringLiteral("road"), b[std::size_t(ScoreCategory::Road)]);
    o.insert(QStringLiteral("city"), b[std::size_t(ScoreCategory::City)]);
    o.insert(QStringLiteral("monastery"), b[std::size_t(ScoreCategory::Monastery)]);
    o.insert(QStringLiteral("garden"), b[std::size_t(ScoreCategory::Garden)]);
    o.insert(QStringLiteral("field"), b[std::size_t(ScoreCategory::Field)]);
    return o;
}

QJsonObject scoresJson(const Game& game)
{
    QJsonArray players;
    for (int p = 0; p < game.playerCount(); ++p) {
        const PlayerState& state = game.player(p);
        QJsonObject po;
        po.insert(QStringLiteral("name"), game.setup().players[std::size_t(p)].name);
        po.insert(QStringLiteral("score"), state.score());
        const bool goods = game.ruleSet().hasGoods();
        po.insert(QStringLiteral("breakdown"), breakdownJson(state.breakdown, goods));
        if (goods) { // spec §5: the tokens held, when goods are in play
            QJsonObject tokens;
            tokens.insert(QStringLiteral("wine"), state.goods[std::size_t(GoodsKind::Wine)]);
            tokens.insert(QStringLiteral("grain"), state.goods[std::size_t(GoodsKind::Grain)]);
            tokens.insert(QStringLiteral("cloth"), state.goods[std::size_t(GoodsKind::Cloth)]);
            po.insert(QStringLiteral("goods"), tokens);
        }
        players.append(po);
    }
    QJsonObject o;
    o.insert(QStringLiteral("finished"), game.isFinished());
    o.insert(QStringLiteral("players"), players);
    return o;
}

} // namespace bastide::cli
