// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/replaypanel.h"

#include "app/replaycontroller.h"
#include "editor/retranslator.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSlider>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

namespace bastide {

namespace {

QToolButton* stepButton(const QString& name, QStyle::StandardPixmap icon, const QKeySequence& key)
{
    auto* b = new QToolButton;
    b->setObjectName(name);
    b->setIcon(b->style()->standardIcon(icon));
    b->setIconSize(QSize(20, 20));
    b->setShortcut(key);
    b->setFocusPolicy(Qt::NoFocus);
    b->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    return b;
}

} // namespace

ReplayPanel::ReplayPanel(ReplayController* replay, QWidget* parent)
    : QFrame(parent), m_replay(replay)
{
    setObjectName(QStringLiteral("card"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(14, 12, 14, 14);
    layout->setSpacing(8);
    m_title = new QLabel;
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    big.setBold(true);
    m_title->setFont(big);
    layout->addWidget(m_title);
    m_position = new QLabel;
    m_position->setObjectName(QStringLiteral("replayPosition"));
    layout->addWidget(m_position);
    m_slider = new QSlider(Qt::Horizontal);
    m_slider->setObjectName(QStringLiteral("replaySlider"));
    layout->addWidget(m_slider);

    auto* steps = new QHBoxLayout;
    steps->setSpacing(4);
    m_first = stepButton(QStringLiteral("replayFirst"), QStyle::SP_MediaSkipBackward,
                         QKeySequence(Qt::CTRL | Qt::Key_Home));
    m_back = stepButton(QStringLiteral("replayBack"), QStyle::SP_MediaSeekBackward,
                        QKeySequence(Qt::CTRL | Qt::Key_Left));
    m_play =
        stepButton(QStringLiteral("replayPlay"), QStyle::SP_MediaPlay, QKeySequence(Qt::Key_P));
    m_forward = stepButton(QStringLiteral("replayForward"), QStyle::SP_MediaSeekForward,
                           QKeySequence(Qt::CTRL | Qt::Key_Right));
    m_last = stepButton(QStringLiteral("replayLast"), QStyle::SP_MediaSkipForward,
                        QKeySequence(Qt::CTRL | Qt::Key_End));
    for (QToolButton* b : {m_first, m_back, m_play, m_forward, m_last})
        steps->addWidget(b);
    layout->addLayout(steps);

    auto* paceRow = new QHBoxLayout;
    auto* paceLabel = new QLabel;
    m_pace = new QComboBox;
    m_pace->setObjectName(QStringLiteral("replayPace"));
    for (int ms : {2000, 1000, 500, 200})
        m_pace->addItem(QString(), ms);
    m_pace->setCurrentIndex(1);
    paceLabel->setBuddy(m_pace);
    paceRow->addWidget(paceLabel);
    paceRow->addWidget(m_pace, 1);
    layout->addLayout(paceRow);

    m_playOn = new QPushButton;
    m_playOn->setObjectName(QStringLiteral("replayPlayOn"));
    m_playOn->setProperty("primary", true);
    m_close = new QPushButton;
    m_close->setObjectName(QStringLiteral("replayClose"));
    for (QPushButton* b : {m_playOn, m_close}) {
        b->setFocusPolicy(Qt::NoFocus);
        layout->addWidget(b);
    }

    connect(m_first, &QToolButton::clicked, replay, &ReplayController::first);
    connect(m_back, &QToolButton::clicked, replay, &ReplayController::back);
    connect(m_forward, &QToolButton::clicked, replay, &ReplayController::forward);
    connect(m_last, &QToolButton::clicked, replay, &ReplayController::last);
    connect(m_play, &QToolButton::clicked, replay,
            [replay] { replay->setPlaying(!replay->isPlaying()); });
    connect(m_slider, &QSlider::valueChanged, replay, &ReplayController::showPosition);
    connect(m_pace, &QComboBox::currentIndexChanged, replay,
            [this, replay] { replay->setPace(m_pace->currentData().toInt()); });
    connect(m_playOn, &QPushButton::clicked, replay, &ReplayController::playOnFromHere);
    connect(m_close, &QPushButton::clicked, replay, &ReplayController::close);
    connect(replay, &ReplayController::positionChanged, this, &ReplayPanel::refresh);
    connect(replay, &ReplayController::playingChanged, this, &ReplayPanel::refresh);
    connect(replay, &ReplayController::started, this, &ReplayPanel::refresh);

    auto* texts = new Retranslator(this);
    texts->add([this, paceLabel] {
        m_title->setText(tr("Replay"));
        setAccessibleName(tr("Replay"));
        // The keys in the words of the system's language, as Qt names them.
        auto key = [](QToolButton* b) { return b->shortcut().toString(QKeySequence::NativeText); };
        m_first->setToolTip(tr("First move (%1)").arg(key(m_first)));
        m_back->setToolTip(tr("Back one move (%1)").arg(key(m_back)));
        m_forward->setToolTip(tr("Forward one move (%1)").arg(key(m_forward)));
        m_last->setToolTip(tr("Last move (%1)").arg(key(m_last)));
        paceLabel->setText(tr("&Pace:"));
        const QStringList paces{tr("Slow"), tr("Normal"), tr("Fast"), tr("Very fast")};
        for (int i = 0; i < m_pace->count(); ++i)
            m_pace->setItemText(i, paces.value(i));
        m_playOn->setText(tr("Play On from Here"));
        m_playOn->setToolTip(tr("Start a new game from the position shown"));
        m_close->setText(tr("Close Replay"));
        refresh();
    });
}

QToolButton* ReplayPanel::button(const QString& name) const
{
    return findChild<QToolButton*>(name);
}

QString ReplayPanel::positionText() const
{
    return m_position->text();
}

void ReplayPanel::refresh()
{
    const int at = m_replay->position();
    const int count = m_replay->moveCount();
    m_position->setText(at == 0 ? tr("Start of the game, %n move(s) recorded", "", count)
                                : tr("Move %1 of %2").arg(at).arg(count));
    {
        const QSignalBlocker quiet(m_slider);
        m_slider->setRange(0, count);
        m_slider->setValue(at);
    }
    m_first->setEnabled(at > 0);
    m_back->setEnabled(at > 0);
    m_forward->setEnabled(at < count);
    m_last->setEnabled(at < count);
    const bool playing = m_replay->isPlaying();
    m_play->setIcon(style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    const QString key = m_play->shortcut().toString(QKeySequence::NativeText);
    m_play->setToolTip(playing ? tr("Pause (%1)").arg(key)
                               : tr("Play the moves one by one (%1)").arg(key));
}

} // namespace bastide
