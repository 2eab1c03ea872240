// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/deck.h"

#include <QWidget>

class QLabel;
class QListWidget;
class QPushButton;

namespace bastide {

class DeckDocument;

/** Everything wrong with the deck by the rules, worded for the designer and kept current as
 *  they edit; clicking a problem selects the tile it concerns, and where the mend is plain
 *  (ProblemFixes) a button under the list offers it as one undoable edit. */
class ProblemListPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ProblemListPanel(DeckDocument* document, QWidget* parent = nullptr);

    QListWidget* list() const { return m_list; }
    /** The summary line: "3 problems" or that the deck is ready to play. */
    QString summary() const;
    /** Soft notes, not problems: fields whose bordered cities differ from the drawing. */
    static QStringList borderNotes(const Deck& deck);
    int noteCount() const { return int(m_notes.size()); }
    /** The button that mends the selected problem; hidden when it has no plain mend. */
    QPushButton* fixButton() const { return m_fix; }
    /** The tile in hand, which a mend chooses where any tile would do. */
    void setCurrentTile(int tile);

signals:
    void tileActivated(int tile);
    void summaryChanged(const QString& summary);

private:
    void refresh();
    void showFix();
    void applyFix();

    DeckDocument* m_document;
    QLabel* m_status;
    QListWidget* m_list;
    QPushButton* m_fix;
    QStringList m_notes;
    int m_current = -1;
};

} // namespace bastide
