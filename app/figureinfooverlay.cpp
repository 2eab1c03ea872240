// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/figureinfooverlay.h"

#include "app/boardlayers.h"
#include "app/boardscene.h"
#include "app/bubbleitem.h"
#include "app/figureitem.h"
#include "app/gametexts.h"
#include "app/highlightitem.h"

namespace bastide {

namespace {

QString capitalized(QString s)
{
    if (!s.isEmpty())
        s[0] = s[0].toUpper();
    return s;
}

} // namespace

FigureInfoOverlay::FigureInfoOverlay(BoardScene* scene) : QObject(scene), m_scene(scene) {}

void FigureInfoOverlay::forgetItems()
{
    m_bubble = nullptr;
    m_highlight = nullptr;
    m_figure = nullptr;
}

void FigureInfoOverlay::createItems()
{
    m_bubble = new BubbleItem;
    m_bubble->setZValue(BoardLayer::Bubble);
    m_bubble->hide();
    m_scene->addItem(m_bubble);
}

void FigureInfoOverlay::show(FigureItem* item)
{
    if (item == m_figure)
        return;
    if (!item->segment().valid()) {
        hide();
        return;
    }
    m_figure = item;
    const GameSession* session = m_scene->session();
    const Game& game = session->game();
    const ScoreEvent value = game.valueOf(item->segment());
    const QStringList names = session->playerNames();
    QStringList owners;
    for (int p = 0; p < names.size(); ++p) {
        if (value.winners & (1u << p))
            owners << names[p];
    }
    QStringList lines;
    lines << capitalized(GameTexts::featureDescription(value, game.rules().farmers));
    if (owners.isEmpty())
        lines << tr("Worth %n point(s) now", "", value.points);
    else
        lines
            << tr("Worth %n point(s) now to %1", "", value.points).arg(GameTexts::nameList(owners));
    if (value.kind == FeatureKind::Field && game.rules().farmers == FarmerScoring::None)
        lines.back() = tr("Fields do not score in this game");
    if (value.complete && value.kind != FeatureKind::Field)
        lines << tr("Completed");
    lines << m_scene->outlook()->featureLines(item->segment());
    m_bubble->setLines(lines);
    m_bubble->setPos(item->scenePos());
    m_bubble->show();
    const QColor color = m_scene->colorOf(item->player());
    const QPainterPath path = m_scene->featurePath(item->segment());
    if (!m_highlight) {
        m_highlight = new HighlightItem(path, color);
        m_highlight->setZValue(BoardLayer::Highlight);
        m_scene->addItem(m_highlight);
    }
    m_highlight->setRegion(path, color);
    m_highlight->show();
}

void FigureInfoOverlay::hide()
{
    m_figure = nullptr;
    if (m_bubble)
        m_bubble->hide();
    if (m_highlight)
        m_highlight->hide();
}

} // namespace bastide
