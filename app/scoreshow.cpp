// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/scoreshow.h"

#include "app/appsettings.h"
#include "app/boardlayers.h"
#include "app/boardscene.h"
#include "app/figureitem.h"
#include "app/floatingtextitem.h"
#include "app/highlightitem.h"
#include "app/theme.h"

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
    for (const ScoreEvent& e : o.events)
        m_sequence.add([this, e] { show(e); }, stepMs);
    m_sequence.add([this] { m_scene->syncFigures(); }, 0);
}

void ScoreShow::cancel()
{
    m_sequence.clear();
}

void ScoreShow::show(const ScoreEvent& e)
{
    const GameSession* session = m_scene->session();
    if (!session->hasGame())
        return;
    const Game& game = session->game();
    const Board& board = game.board();
    const int root = board.root(e.segment);
    QSet<int> standing;
    for (const PlacedFigure& f : game.figures())
        standing.insert(f.segment);
    const bool animated = AppSettings::animationsEnabled();
    const QList<FigureItem*> items = m_scene->figureItems();
    for (FigureItem* item : items) {
        if (board.root(item->segment()) == root && !standing.contains(item->segment()))
            m_scene->removeFigure(item, animated);
    }
    if (!animated)
        return;

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
    }
}

} // namespace bastide
