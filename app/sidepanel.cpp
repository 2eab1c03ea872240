// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/sidepanel.h"

#include "app/fitwidthscrollarea.h"
#include "app/gamelogmodel.h"
#include "app/logitemdelegate.h"
#include "app/scorepanel.h"
#include "app/scorerow.h"
#include "app/scoretrendview.h"
#include "app/turnpanel.h"
#include "editor/retranslator.h"
#include "play/gamesession.h"

#include <QEvent>
#include <QLabel>
#include <QListView>
#include <QScrollArea>
#include <QScrollBar>
#include <QTabBar>
#include <QTabWidget>
#include <QVBoxLayout>

namespace bastide {

SidePanel::SidePanel(GameSession* session, BoardArt* art, GameLogModel* log, QWidget* parent)
    : QWidget(parent), m_session(session), m_turnPanel(new TurnPanel(session, art)),
      m_scorePanel(new ScorePanel(session))
{
    setObjectName(QStringLiteral("sidePanel"));
    setMaximumWidth(640);
    auto* layout = new QVBoxLayout(this);
    // At least 320 wide, and wider when a language's words need it (a minimum width set on
    // the panel itself would hold even then).
    layout->addSpacerItem(new QSpacerItem(300, 0, QSizePolicy::Fixed, QSizePolicy::Fixed));
    layout->setContentsMargins(10, 10, 10, 10);
    layout->setSpacing(10);
    // The turn card is what the player needs every move: only in a short window does it
    // give up height (its tile picture smaller), and only what the scores' first row and a
    // few lines of the log need.
    m_turnPanel->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    layout->addWidget(m_turnPanel);

    // The scores next: all their rows where there is room, else as many as fit, scrolled
    // so the player whose turn it is shows. They ask for no more than their minimum (the
    // turn card has its height first) and take what is left before the log does.
    m_scores = new FitWidthScrollArea;
    m_scores->setObjectName(QStringLiteral("scoresScroll"));
    m_scores->setWidget(m_scorePanel);
    m_scores->setFrameShape(QFrame::NoFrame);
    m_scores->setFocusPolicy(Qt::NoFocus);
    m_scores->setStyleSheet(
        QStringLiteral("QScrollArea#scoresScroll { background: transparent; }"));
    m_scores->viewport()->setAutoFillBackground(false);
    m_scores->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Ignored);
    m_scores->setMinimumHeight(60);
    m_scorePanel->installEventFilter(this);
    layout->addWidget(m_scores, 100);

    // The log has the rest, and at least a few lines; it scrolls on its own.
    QWidget* logCard = createLogCard(log, session);
    logCard->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Ignored);
    layout->addWidget(logCard, 1);

    for (auto signal : {&GameSession::gameReset, &GameSession::historyRewritten})
        connect(session, signal, this, &SidePanel::showActivePlayer, Qt::QueuedConnection);
    connect(session, &GameSession::phaseChanged, this, &SidePanel::showActivePlayer,
            Qt::QueuedConnection);
    connect(session, &GameSession::movePlayed, this, &SidePanel::showActivePlayer,
            Qt::QueuedConnection);
}

bool SidePanel::eventFilter(QObject* watched, QEvent* event)
{
    // The scores' area is never taller than all their rows: the log has the rest.
    if (watched == m_scorePanel && event->type() == QEvent::LayoutRequest)
        QMetaObject::invokeMethod(this, &SidePanel::fitScores, Qt::QueuedConnection);
    return QWidget::eventFilter(watched, event);
}

void SidePanel::fitScores()
{
    m_scores->setMaximumHeight(std::max(
        m_scores->minimumHeight(), m_scorePanel->sizeHint().height() + 2 * m_scores->frameWidth()));
    showActivePlayer();
}

void SidePanel::showActivePlayer()
{
    if (!m_session->hasGame() || m_session->game().isFinished())
        return;
    const int player = m_session->game().currentPlayer();
    if (player >= m_scorePanel->rowCount())
        return;
    QWidget* row = m_scorePanel->row(player);
    if (player == 0) {
        m_scores->verticalScrollBar()->setValue(0); // the card's title with the first row
        return;
    }
    if (row->height() + 8 <= m_scores->viewport()->height()) {
        m_scores->ensureWidgetVisible(row, 0, 4);
        return;
    }
    // Taller than the room: its first line, the name and score, at the top.
    m_scores->verticalScrollBar()->setValue(row->mapTo(m_scorePanel, QPoint()).y() - 2);
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
    m_logView->setItemDelegate(new LogItemDelegate(m_logView));
    m_logView->setWordWrap(true);
    m_logView->setUniformItemSizes(false);
    // Lines wrap to the log's width, again whenever it changes (a scroll bar appearing, the
    // window resized), so the log never scrolls sideways.
    m_logView->setResizeMode(QListView::Adjust);
    m_logView->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // By pixels, so the newest line sits at the bottom edge: scrolled by lines, the end of
    // the log left a blank part-line under it and one line fewer in view.
    m_logView->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_logView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_logView->setFocusPolicy(Qt::NoFocus);
    m_logView->setIconSize(QSize(12, 12));
    m_logView->setFrameShape(QFrame::NoFrame);
    m_logView->setStyleSheet(
        QStringLiteral("QListView { border: none; background: transparent; }"));
    // Three lines at least, whatever the window.
    m_logView->setMinimumHeight(3 * (m_logView->fontMetrics().height() + 6));
    m_trend = new ScoreTrendView(session);
    // The charts scroll in a short window rather than squeeze the log.
    auto* chartScroll = new FitWidthScrollArea;
    chartScroll->setObjectName(QStringLiteral("chartScroll"));
    chartScroll->setWidget(m_trend);
    chartScroll->setFrameShape(QFrame::NoFrame);
    chartScroll->setFocusPolicy(Qt::NoFocus);
    m_tabs = new QTabWidget;
    m_tabs->setObjectName(QStringLiteral("sideTabs"));
    m_tabs->setDocumentMode(true);
    m_tabs->setFocusPolicy(Qt::NoFocus);
    m_tabs->tabBar()->setFocusPolicy(Qt::NoFocus);
    m_tabs->addTab(m_logView, QString());
    m_tabs->addTab(chartScroll, QString());
    auto* texts = new Retranslator(this);
    texts->add([this] {
        m_tabs->setTabText(0, tr("Game Log"));
        m_tabs->setTabText(1, tr("Score Chart"));
        m_tabs->setTabToolTip(1, tr("Everyone's score move by move, and where it came from"));
        m_logView->setToolTip(tr("Click a line to see it on the board"));
    });
    layout->addWidget(m_tabs, 1);
    card->setMinimumHeight(m_tabs->tabBar()->sizeHint().height() + m_logView->minimumHeight() +
                           2 * 6 + 4);
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
    // A new line scrolls only a log that showed its end; one refilled (a game opened,
    // another language) starts at its end again.
    QAbstractItemModel* model = m_logView->model();
    connect(model, &QAbstractItemModel::rowsInserted, this, [this, bar] {
        if (m_logAtEnd)
            bar->setValue(bar->maximum());
    });
    connect(model, &QAbstractItemModel::modelReset, this, [this, bar] {
        m_logAtEnd = true;
        bar->setValue(bar->maximum());
    });
}

} // namespace bastide
