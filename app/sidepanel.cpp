// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/sidepanel.h"

#include "app/fitwidthscrollarea.h"
#include "app/gamelogmodel.h"
#include "app/scorepanel.h"
#include "app/scoretrendview.h"
#include "app/turnpanel.h"
#include "editor/retranslator.h"

#include <QLabel>
#include <QListView>
#include <QScrollArea>
#include <QScrollBar>
#include <QTabWidget>
#include <QVBoxLayout>

namespace bastide {

SidePanel::SidePanel(GameSession* session, BoardArt* art, GameLogModel* log, QWidget* parent)
    : QWidget(parent), m_turnPanel(new TurnPanel(session, art)),
      m_scorePanel(new ScorePanel(session))
{
    setObjectName(QStringLiteral("sidePanel"));
    setMaximumWidth(480);
    auto* layout = new QVBoxLayout(this);
    // At least 320 wide, and wider when a language's words need it (a minimum width set on
    // the panel itself would hold even then).
    layout->addSpacerItem(new QSpacerItem(300, 0, QSizePolicy::Fixed, QSizePolicy::Fixed));
    layout->setContentsMargins(10, 10, 10, 10);
    layout->setSpacing(10);
    // The turn card is what the player needs every move: it never gives up height. What is
    // below it shares the rest and scrolls in a small window (a laptop's 1024×640).
    m_turnPanel->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    layout->addWidget(m_turnPanel);

    auto* lower = new QWidget;
    lower->setObjectName(QStringLiteral("sideLower"));
    auto* lowerLayout = new QVBoxLayout(lower);
    lowerLayout->setContentsMargins(0, 0, 0, 0);
    lowerLayout->setSpacing(10);
    // The scores keep the height their rows need; the log and chart share what is left, and
    // at least enough to be read (scrolled to when the window is short).
    m_scorePanel->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    lowerLayout->addWidget(m_scorePanel);
    lowerLayout->addWidget(createLogCard(log, session), 1);
    m_lower = new FitWidthScrollArea;
    m_lower->setObjectName(QStringLiteral("sideScroll"));
    m_lower->setWidget(lower);
    m_lower->setFrameShape(QFrame::NoFrame);
    m_lower->setStyleSheet(
        QStringLiteral("QScrollArea#sideScroll, QWidget#sideLower { background: transparent; }"));
    m_lower->viewport()->setAutoFillBackground(false);
    layout->addWidget(m_lower, 1);
}

void SidePanel::addReplayPanel(QWidget* panel)
{
    m_replayPanel = panel;
    panel->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    panel->hide();
    static_cast<QVBoxLayout*>(layout())->insertWidget(2, panel);
}

void SidePanel::setReplaying(bool replaying)
{
    m_turnPanel->setVisible(!replaying);
    if (m_replayPanel)
        m_replayPanel->setVisible(replaying);
}

QWidget* SidePanel::createLogCard(GameLogModel* log, GameSession* session)
{
    auto* card = new QFrame;
    card->setObjectName(QStringLiteral("card"));
    auto* layout = new QVBoxLayout(card);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->setSpacing(6);
    m_logView = new QListView;
    m_logView->setObjectName(QStringLiteral("logView"));
    m_logView->setModel(log);
    m_logView->setWordWrap(true);
    m_logView->setUniformItemSizes(false);
    // Lines wrap to the log's width, again whenever it changes (a scroll bar appearing, the
    // window resized), so the log never scrolls sideways.
    m_logView->setResizeMode(QListView::Adjust);
    m_logView->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_logView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_logView->setFocusPolicy(Qt::NoFocus);
    m_logView->setIconSize(QSize(12, 12));
    m_logView->setFrameShape(QFrame::NoFrame);
    m_logView->setStyleSheet(
        QStringLiteral("QListView { border: none; background: transparent; }"));
    m_logView->setMinimumHeight(90);
    m_trend = new ScoreTrendView(session);
    m_trend->setMinimumHeight(150);
    m_tabs = new QTabWidget;
    m_tabs->setObjectName(QStringLiteral("sideTabs"));
    m_tabs->setMinimumHeight(230);
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(m_logView, QString());
    m_tabs->addTab(m_trend, QString());
    auto* texts = new Retranslator(this);
    texts->add([this] {
        m_tabs->setTabText(0, tr("Game Log"));
        m_tabs->setTabText(1, tr("Score Chart"));
        m_tabs->setTabToolTip(1, tr("Everyone's score move by move, and where it came from"));
        m_logView->setToolTip(tr("Click a line to see it on the board"));
    });
    layout->addWidget(m_tabs, 1);
    followLog();
    return card;
}

void SidePanel::followLog()
{
    // Lines wrap and are laid out after they arrive, so scrolling once when a line comes (or
    // the log is refilled after Open or Resume) stops short of the end: the view follows the
    // scroll range instead, for as long as the player has not scrolled up to read.
    QScrollBar* bar = m_logView->verticalScrollBar();
    connect(bar, &QScrollBar::rangeChanged, this, [this, bar](int, int max) {
        if (m_logAtEnd)
            bar->setValue(max);
    });
    connect(bar, &QScrollBar::valueChanged, this,
            [this, bar](int value) { m_logAtEnd = value >= bar->maximum(); });
    auto toEnd = [this, bar] {
        m_logAtEnd = true;
        bar->setValue(bar->maximum());
    };
    QAbstractItemModel* model = m_logView->model();
    connect(model, &QAbstractItemModel::rowsInserted, this, toEnd);
    connect(model, &QAbstractItemModel::modelReset, this, toEnd);
}

} // namespace bastide
