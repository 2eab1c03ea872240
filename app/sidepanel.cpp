// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/sidepanel.h"

#include "app/gamelogmodel.h"
#include "app/scorepanel.h"
#include "app/turnpanel.h"
#include "editor/retranslator.h"

#include <QLabel>
#include <QListView>
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
    layout->addWidget(m_turnPanel);
    layout->addWidget(m_scorePanel);
    layout->addWidget(createLogCard(log), 1);
}

QWidget* SidePanel::createLogCard(GameLogModel* log)
{
    auto* card = new QFrame;
    card->setObjectName(QStringLiteral("card"));
    auto* layout = new QVBoxLayout(card);
    layout->setContentsMargins(10, 10, 10, 10);
    layout->setSpacing(6);
    auto* title = new QLabel;
    title->setObjectName(QStringLiteral("cardTitle"));
    title->setContentsMargins(4, 0, 0, 0);
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
    auto* texts = new Retranslator(this);
    texts->add([this, title] {
        title->setText(tr("GAME LOG"));
        m_logView->setToolTip(tr("Click a line to see it on the board"));
    });
    layout->addWidget(title);
    layout->addWidget(m_logView, 1);
    connect(log, &QAbstractItemModel::rowsInserted, m_logView, &QListView::scrollToBottom);
    connect(log, &QAbstractItemModel::modelReset, m_logView, &QListView::scrollToBottom);
    return card;
}

} // namespace bastide
