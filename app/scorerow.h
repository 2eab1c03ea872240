// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/game.h"

#include <QFrame>

class QLabel;

namespace bastide {

/** One player in the score panel: figure in their colour, name, what is left in supply,
 *  the score, and the score if the game ended now. */
class ScoreRow : public QFrame
{
    Q_OBJECT

public:
    explicit ScoreRow(QWidget* parent = nullptr);

    void setPlayer(const PlayerSetup& player, const QString& levelName);
    /** `projected` < 0 hides the projection. */
    void setState(int score, int projected, const PlayerState& state, unsigned figuresInGame,
                  bool current);
    /** Trade-goods tokens held, a kind this player leads (or shares the lead of) in bold;
     *  hidden in games without goods. */
    void setGoods(const Goods& goods, const std::array<bool, GoodsKindCount>& leads, bool shown);
    /** A trophy beside the name of whoever won a finished game. */
    void setWinner(bool winner);
    bool isWinner() const;

    QString nameText() const;
    QString scoreText() const;
    QString supplyText() const;
    QString goodsText() const;
    QString projectedText() const;

private:
    QLabel* m_figure;
    QLabel* m_name;
    QLabel* m_trophy;
    QLabel* m_supply;
    QLabel* m_goods;
    QLabel* m_score;
    QLabel* m_projected;
    PlayerColor m_color = PlayerColor::Red;
};

} // namespace bastide
