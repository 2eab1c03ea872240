// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "editor/decksimulation.h"

#include <QWidget>
#include <atomic>
#include <memory>

class QLabel;
class QProgressBar;
class QPushButton;
class QTabWidget;
class QThread;
class QTimer;

namespace bastide {

class DeckDocument;
class HoleFillView;

/**
 * What the deck is made of, in four pages: contents (tiles, terrains, shields, road ends,
 * city parts, points, which tiles fit nowhere or fill few corner holes); edge patterns with
 * their counts and which copies fill a hole with given edges; figures per tile; and the
 * discard rate measured by playing test games on the deck in the background, with the tiles
 * that would have fit nowhere.
 */
class StatisticsPanel : public QWidget
{
    Q_OBJECT

public:
    static constexpr int TestGames = 300;

    explicit StatisticsPanel(DeckDocument* document, QWidget* parent = nullptr);
    ~StatisticsPanel() override;

    /** Plays the test games now (the deck must be playable). */
    void simulate();
    bool isSimulating() const { return m_thread != nullptr; }
    /** The last finished result for the deck as it is now, if any. */
    const DeckSimulation::Result* result() const { return m_fresh ? &m_result : nullptr; }
    QString contentsText() const;
    QString patternsText() const;
    QString tilesText() const;
    QString simulationText() const;
    QTabWidget* pages() const { return m_pages; }
    HoleFillView* holeFill() const { return m_holeFill; }

signals:
    void simulationFinished();

protected:
    void showEvent(QShowEvent* event) override;

private:
    QWidget* page(QLayout* layout);
    void refreshContents();
    void refreshSimulation();
    void deckChanged();
    void finishSimulation(DeckSimulation::Result result, quint64 run);
    void stopSimulation();

    DeckDocument* m_document;
    QTabWidget* m_pages;
    QLabel* m_contents;
    QLabel* m_risks;
    QLabel* m_patterns;
    HoleFillView* m_holeFill;
    QLabel* m_tiles;
    QLabel* m_simulation;
    QProgressBar* m_progress;
    QPushButton* m_runButton;
    QTimer* m_debounce;
    QTimer* m_poll;
    QThread* m_thread = nullptr;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    std::shared_ptr<std::atomic<int>> m_done;
    DeckSimulation::Result m_result;
    bool m_fresh = false;
    quint64 m_run = 0; // bumped whenever a run starts or stops; stale results are dropped
};

} // namespace bastide
