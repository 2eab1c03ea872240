// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/deck.h"

#include <QWidget>

class QLabel;
class QListWidget;

namespace bastide {

class DeckDocument;

/** Everything wrong with the deck by the rules, worded for the designer and kept current as
 *  they edit; clicking a problem selects the tile it concerns. */
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

signals:
    void tileActivated(int tile);
    void summaryChanged(const QString& summary);

private:
    void refresh();

    DeckDocument* m_document;
    QLabel* m_status;
    QListWidget* m_list;
    QStringList m_notes;
};

} // namespace bastide
