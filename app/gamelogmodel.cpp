// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/gamelogmodel.h"

#include "app/gametexts.h"
#include "app/playercolors.h"
#include "play/gamesession.h"

#include <QFont>
#include <QIcon>

namespace bastide {

GameLogModel::GameLogModel(GameSession* session, QObject* parent)
    : QAbstractListModel(parent), m_session(session)
{
    connect(session, &GameSession::gameReset, this, &GameLogModel::rebuild);
    connect(session, &GameSession::movePlayed, this, &GameLogModel::append);
}

int GameLogModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

QVariant GameLogModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_entries.size()))
        return {};
    const Entry& e = m_entries[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
        return e.text;
    case Qt::DecorationRole:
        if (e.player >= 0 && m_session->hasGame()) {
            const PlayerColor color =
                m_session->game().setup().players[std::size_t(e.player)].color;
            return PlayerColors::dot(color, e.score);
        }
        return {};
    case Qt::FontRole:
        if (e.score || e.heading) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    case SegmentRole:
        return e.segment.value();
    case TileRole:
        return e.tile.value();
    case PlayerRole:
        return e.player;
    case IsScoreRole:
        return e.score;
    default:
        return {};
    }
}

void GameLogModel::retranslate()
{
    rebuild();
}

void GameLogModel::rebuild()
{
    beginResetModel();
    m_entries.clear();
    for (const TurnOutcome& o : m_session->history()) {
        auto more = entriesFor(o);
        m_entries.insert(m_entries.end(), more.begin(), more.end());
    }
    endResetModel();
}

void GameLogModel::append(const TurnOutcome& outcome)
{
    auto more = entriesFor(outcome);
    if (more.empty())
        return;
    beginInsertRows({}, int(m_entries.size()), int(m_entries.size() + more.size()) - 1);
    m_entries.insert(m_entries.end(), more.begin(), more.end());
    endInsertRows();
}

std::vector<GameLogModel::Entry> GameLogModel::entriesFor(const TurnOutcome& o) const
{
    std::vector<Entry> out;
    const Game& game = m_session->game();
    const QStringList names = m_session->playerNames();
    FeatureKind figureFeature = FeatureKind::Road;
    if (o.move.place) {
        figureFeature =
            game.tileSet().type(o.move.tile).features[std::size_t(o.move.place->feature)].kind;
    }
    Entry turn;
    turn.text = tr("%1. %2")
                    .arg(o.moveNumber)
                    .arg(GameTexts::turnLine(names.value(o.player), o.move, figureFeature));
    turn.player = o.player;
    turn.tile = o.tileIndex;
    out.push_back(turn);
    if (o.doubleTurn) {
        Entry second;
        second.text = GameTexts::doubleTurnLine(names.value(o.player));
        second.player = o.player;
        second.tile = o.tileIndex;
        out.push_back(second);
    }
    bool endHeading = false;
    for (const ScoreEvent& e : o.events) {
        if (e.reason == ScoreReason::EndOfGame && !endHeading) {
            Entry heading;
            heading.text = tr("Final scoring");
            heading.heading = true;
            out.push_back(heading);
            endHeading = true;
        }
        QStringList winners;
        int first = -1;
        for (int p = 0; p < names.size(); ++p) {
            if (e.winners & (1u << p)) {
                winners << names[p];
                if (first < 0)
                    first = p;
            }
        }
        Entry score;
        score.text = GameTexts::scoreLine(e, winners, game.rules().farmers);
        score.player = first;
        score.segment = e.segment;
        score.score = true;
        out.push_back(score);
    }
    // Trade goods come after the city they were taken from was scored.
    if (const QString goods = GameTexts::goodsTakenLine(names.value(o.player), o.goodsTaken);
        !goods.isEmpty()) {
        Entry taken;
        taken.text = goods;
        taken.player = o.player;
        taken.tile = o.tileIndex;
        out.push_back(taken);
    }
    return out;
}

} // namespace bastide
