// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// A bot for tests (spec §6): called as `scriptedbot LOG GAME.json`, it answers the record's
// pending decision of whatever kind with its first legal answer (drawing rather than laying
// the abbey, declining in the final round), and appends the kind it answered and whether the
// record had a bag to LOG, so a test can see every kind asked of it.

#include "cli/botanswer.h"
#include "engine/gamerecord.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <cstdio>

using namespace bastide;

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    if (args.size() != 3)
        return 2;
    Problems problems;
    const auto record = readRecordFile(args[2], problems);
    if (!record)
        return 2;
    auto game = replay(*record, args[2], problems);
    if (!game || game->isFinished())
        return 2;
    if (record->bag && game->pending().kind == DecisionKind::AbbeyOrDraw)
        game->decide(Decision::abbeyChoice(DecisionKind::AbbeyOrDraw, false));
    const PendingDecision pending = game->pending();
    const std::vector<cli::BotAnswer> answers = cli::legalAnswers(*game);
    if (answers.empty())
        return 3;
    QFile log(args[1]);
    if (log.open(QIODevice::Append)) {
        log.write(QByteArray::number(int(pending.kind)) + ' ' + QByteArray::number(pending.player) +
                  (record->bag ? " bag\n" : " nobag\n"));
    }
    const QByteArray out = QJsonDocument(cli::botAnswerToJson(answers.front(), game->tileSet()))
                               .toJson(QJsonDocument::Compact);
    std::fwrite(out.constData(), 1, std::size_t(out.size()), stdout);
    std::fputc('\n', stdout);
    return 0;
}
