// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/scoreshow.h"

#include "app/appsettings.h"
#include "app/boardlayers.h"
#include "app/boardscene.h"
#include "app/figureitem.h"
#include "app/floatingtextitem.h"
#include "app/gametexts.h"
#include "app/highlightitem.h"
#include "app/theme.h"
#include "app/tileitem.h"

#include <QSet>
#include <QTimer>

namespace bastide {

ScoreShow::ScoreShow(BoardScene* scene) : QObject(scene), m_scene(scene)
{
    connect(&m_sequence, &StepSequence::finished, this, &ScoreShow::finished);
}

void ScoreShow::queue(const TurnOutcome& o)
{
    const int stepMs = AppSettings::duration(o.finished ? 1100 : 900);
    // The events of the move come first: the goods are taken after the city was scored.
    // Each event sends home the figures the engine says it took (FigureReturn::event).
    std::vector<std::pair<ScoreEvent, QList<FigureId>>> during;
    std::vector<std::pair<ScoreEvent, QList<FigureId>>> atEnd;
    for (std::size_t i = 0; i < o.events.size(); ++i) {
        QList<FigureId> gone;
        for (const FigureReturn& r : o.returned) {
            if (r.event == int(i))
                gone << r.figure.id;
        }
        const ScoreEvent& e = o.events[i];
        (e.reason == ScoreReason::EndOfGame ? atEnd : during).emplace_back(e, gone);
    }
    for (const auto& [e, gone] : during)
        m_sequence.add([this, e, gone] { show(e, gone); }, stepMs);
    if (o.goodsTaken != Goods{} && o.tileIndex.valid())
        m_sequence.add([this, o] { showGoods(o.tileIndex, o.player, o.goodsTaken); }, stepMs);
    for (const auto& [e, gone] : atEnd)
        m_sequence.add([this, e, gone] { show(e, gone); }, stepMs);
    m_sequence.add([this] { m_scene->syncFigures(); }, 0);
}

void ScoreShow::cancel()
{
    m_sequence.clear();
}

void ScoreShow::showGoods(TileIndex tileIndex, int player, const Goods& goods)
{
    if (!m_scene->session()->hasGame() || !AppSettings::animationsEnabled() ||
        tileIndex.index() >= m_scene->tileItems().size() ||
        !m_scene->tileItems()[tileIndex.index()])
        return;
    // The goods rise under the city's points, never over them: from no higher on the board
    // than where the points still in the air began (rising alike but later, they stay below
    // them), and drawn a badge lower on the screen, in pixels, as the badges keep their size
    // at every zoom. Several kinds stack the same way.
    QPointF at = m_scene->tileItems()[tileIndex.index()]->sceneBoundingRect().center();
    qreal drop = 0;
    bool under = false;
    for (const QPointer<FloatingTextItem>& points : std::as_const(m_pointsBubbles)) {
        if (!points)
            continue;
        at.setY(std::max(at.y(), points->origin().y()));
        drop = std::max(drop, points->boundingRect().bottom());
        under = true;
    }
    for (int k = 0; k < GoodsKindCount; ++k) {
        const int n = goods[std::size_t(k)];
        if (n <= 0)
            continue;
        //: Floats up from a completed city: "+1 wine" (the tokens its completer takes).
        auto* text = new FloatingTextItem(tr("+%1").arg(GameTexts::goodsAmount(GoodsKind(k), n)),
                                          m_scene->colorOf(player));
        text->setObjectName(QStringLiteral("goodsBubble"));
        text->setZValue(BoardLayer::Float);
        text->setPos(at);
        if (under) {
            text->setDrop(drop + BubbleGap - text->boundingRect().top());
            drop = text->boundingRect().bottom();
        } else {
            under = true;
            drop = text->boundingRect().bottom();
        }
        m_scene->addItem(text);
        text->rise(55, 1100);
    }
}

void ScoreShow::show(const ScoreEvent& e, const QList<FigureId>& gone)
{
    const GameSession* session = m_scene->session();
    if (!session->hasGame())
        return;
    // An award for no feature (the trade goods at the end) has nothing on the board to show:
    // the log and the score panel tell it.
    if (!e.segment.valid())
        return;
    const Game& game = session->game();
    const bool animated = AppSettings::animationsEnabled();
    for (const FigureId id : gone) {
        if (FigureItem* item = m_scene->figureItem(id))
            m_scene->removeFigure(item, animated);
    }
    if (!animated || e.points == 0)
        return; // nothing to rise: the log tells why the figures went

    QList<int> winners;
    for (int p = 0; p < game.playerCount(); ++p) {
        if (e.winners & (1u << p))
            winners << p;
    }
    const QPainterPath path = m_scene->featurePath(e.segment);
    const QColor color = winners.size() == 1 ? m_scene->colorOf(winners.front()) : Theme::gold();
    auto* glow = new HighlightItem(path, color);
    glow->setZValue(BoardLayer::Highlight);
    m_scene->addItem(glow);
    glow->setOpacity(0.0);
    animateProperty(glow, "opacity", 1.0, 180);
    QTimer::singleShot(AppSettings::duration(900), glow, [glow] {
        auto* fade = new QPropertyAnimation(glow, "opacity", glow);
        fade->setDuration(260);
        fade->setEndValue(0.0);
        connect(fade, &QAbstractAnimation::finished, glow, &QObject::deleteLater);
        fade->start();
    });

    const QPointF centre = isCentreKind(e.kind) || e.kind == FeatureKind::Field
                               ? m_scene->anchorOf(e.segment)
                               : path.boundingRect().center();
    for (int i = 0; i < winners.size(); ++i) {
        auto* text = new FloatingTextItem(tr("+%1").arg(e.points), m_scene->colorOf(winners[i]));
        text->setZValue(BoardLayer::Float);
        text->setPos(centre + QPointF((i - (winners.size() - 1) / 2.0) * 44, 0));
        m_scene->addItem(text);
        text->rise(55, 1100);
        m_pointsBubbles.removeIf([](const QPointer<FloatingTextItem>& b) {
            return b.isNull(); // risen and gone
        });
        m_pointsBubbles << text;
    }
}

} // namespace bastide
