// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "play/computerturns.h"

#include "play/aiworker.h"

#include <QTimer>

namespace bastide {

ComputerTurns::ComputerTurns(QObject* parent) : QObject(parent), m_worker(new AiWorker)
{
    qRegisterMetaType<bastide::Move>();
    qRegisterMetaType<bastide::Decision>();
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    connect(m_worker, &AiWorker::moveChosen, this, &ComputerTurns::onMoveChosen,
            Qt::QueuedConnection);
    connect(m_worker, &AiWorker::answerChosen, this, &ComputerTurns::onAnswerChosen,
            Qt::QueuedConnection);
    m_thread.setObjectName(QStringLiteral("computer players"));
    m_thread.start(QThread::LowPriority);
}

ComputerTurns::~ComputerTurns()
{
    blockSignals(true);
    cancel();
    m_thread.quit();
    m_thread.wait();
}

void ComputerTurns::begin()
{
    cancel();
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    m_clock.start();
    setThinking(true);
}

void ComputerTurns::requestAnswer(const Game& game)
{
    begin();
    QMetaObject::invokeMethod(
        m_worker,
        [worker = m_worker, game, generation = m_generation, cancel = m_cancel] {
            worker->answer(game, generation, cancel);
        },
        Qt::QueuedConnection);
}

void ComputerTurns::request(const Game& game, const QString& level, std::uint64_t seed)
{
    begin();
    QMetaObject::invokeMethod(
        m_worker,
        [worker = m_worker, game, level, seed, generation = m_generation, cancel = m_cancel] {
            worker->think(game, level, seed, generation, cancel);
        },
        Qt::QueuedConnection);
}

void ComputerTurns::cancel()
{
    ++m_generation;
    if (m_cancel)
        m_cancel->store(true);
    m_cancel.reset();
    setThinking(false);
}

void ComputerTurns::afterPace(quint64 generation, std::function<void()> deliver)
{
    if (generation != m_generation)
        return; // an answer to a question since cancelled
    auto play = [this, generation, deliver = std::move(deliver)] {
        if (generation != m_generation)
            return;
        setThinking(false);
        deliver();
    };
    // A computer that answers at once still takes the chosen time, so a person can follow.
    const qint64 wait = (m_pace ? m_pace() : 0) - m_clock.elapsed();
    if (wait > 0)
        QTimer::singleShot(int(wait), this, play);
    else
        play();
}

void ComputerTurns::onMoveChosen(quint64 generation, const Move& move)
{
    afterPace(generation, [this, move] { emit moveReady(move); });
}

void ComputerTurns::onAnswerChosen(quint64 generation, const Decision& decision)
{
    afterPace(generation, [this, decision] { emit answerReady(decision); });
}

void ComputerTurns::setThinking(bool thinking)
{
    if (m_thinking == thinking)
        return;
    m_thinking = thinking;
    emit thinkingChanged(thinking);
}

} // namespace bastide
