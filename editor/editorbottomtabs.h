// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QTabWidget>

class QUndoView;

namespace bastide {

class DeckDocument;
class PlaySets;
class ProblemListPanel;
class Retranslator;
class StatisticsPanel;

/**
 * The deck editor's bottom pane: the problems of the deck (their count in the tab), its
 * statistics and the history of edits.
 */
class EditorBottomTabs : public QTabWidget
{
    Q_OBJECT

public:
    EditorBottomTabs(DeckDocument* document, PlaySets* sets, Retranslator* texts,
                     QWidget* parent = nullptr);

    ProblemListPanel* problems() const { return m_problems; }
    StatisticsPanel* statistics() const { return m_statistics; }
    QUndoView* history() const { return m_history; }

    /** Names the problems' tab with how many the deck has now. */
    void updateProblemCount();

private:
    DeckDocument* m_document;
    ProblemListPanel* m_problems;
    StatisticsPanel* m_statistics;
    QUndoView* m_history;
};

} // namespace bastide
