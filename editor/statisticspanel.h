// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "editor/decksimulation.h"

#include <QWidget>
#include <atomic>
#include <memory>

class QCheckBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTabWidget;
class QThread;
class QTimer;

namespace bastide {

class DeckDocument;
class HoleFillView;
class PlaySets;

/**
 * What the deck is made of, in four pages: contents (tiles, terrains, shields, road ends,
 * city parts, points, which tiles fit nowhere or fill few corner holes); edge patterns with
 * their counts and which copies fill a hole with given edges; figures per tile; and the
 * discard rate measured by playing test games on the deck in the background, with the tiles
 * that would have fit nowhere. They count the deck as a game plays it: the base game and the
 * expansion sets in play, which boxes beside the pages choose.
 */
class StatisticsPanel : public QWidget
{
    Q_OBJECT

public:
    static constexpr int TestGames = 300;

    StatisticsPanel(DeckDocument* document, PlaySets* sets, QWidget* parent = nullptr);
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
    /** The box that puts a set in play, by its name in the file; null when the deck has no
     *  such set. */
    QCheckBox* setBox(const QString& set) const;

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
    /** One box per expansion set of the deck, beside the pages' tabs. */
    void fillSetBoxes();

    DeckDocument* m_document;
    PlaySets* m_sets;
    QWidget* m_setBoxes;
    QStringList m_boxedSets; // the sets m_setBoxes shows, by name in the file
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
