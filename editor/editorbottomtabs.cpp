// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/editorbottomtabs.h"

#include "editor/deckdocument.h"
#include "editor/problemlistpanel.h"
#include "editor/retranslator.h"
#include "editor/statisticspanel.h"

#include <QUndoStack>
#include <QUndoView>

namespace bastide {

EditorBottomTabs::EditorBottomTabs(DeckDocument* document, PlaySets* sets, Retranslator* texts,
                                   QWidget* parent)
    : QTabWidget(parent), m_document(document), m_problems(new ProblemListPanel(document, this)),
      m_statistics(new StatisticsPanel(document, sets, this)),
      m_history(new QUndoView(document->undoStack(), this))
{
    m_history->setObjectName(QStringLiteral("history"));
    addTab(m_problems, QString());
    addTab(m_statistics, QString());
    addTab(m_history, QString());
    setDocumentMode(false);
    connect(document, &DeckDocument::problemsChanged, this, &EditorBottomTabs::updateProblemCount);
    texts->add([this] {
        updateProblemCount();
        setTabText(1, tr("Statistics"));
        setTabText(2, tr("History"));
        //: The first line of the History panel: the deck before any edit.
        m_history->setEmptyLabel(tr("The deck as opened"));
    });
}

void EditorBottomTabs::updateProblemCount()
{
    const int count = int(m_document->problems().size());
    setTabText(0, count ? tr("Problems (%1)").arg(count) : tr("Problems"));
}

} // namespace bastide
