// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "editor/deckeditorwindow.h"

#include <QObject>
#include <QPointer>

namespace bastide {

/**
 * The game window's deck editor: one at most, a top-level window of its own that keeps its
 * size and place between runs, closes with the game window and hands a deck over to play.
 */
class DeckEditorLink : public QObject
{
    Q_OBJECT

public:
    explicit DeckEditorLink(QObject* parent = nullptr);
    /** Closes the editor without asking, as the game window goes. */
    ~DeckEditorLink() override;

    /** Shows the editor, made on first use, opening `deckPath` in it when given. */
    DeckEditorWindow* open(const QString& deckPath = QString());
    DeckEditorWindow* editor() const { return m_editor; }
    /** Asks the editor to close, which asks about unsaved changes: false when the player
     *  keeps it open. */
    bool close();

signals:
    /** The editor's "Play": start a game with this deck file and these expansion sets. */
    void playDeckRequested(const QString& deckPath, const QStringList& expansions);
    /** A saved game opened in the editor by mistake, to be opened in the game window. */
    void openGameRequested(const QString& gamePath);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QPointer<DeckEditorWindow> m_editor;
};

} // namespace bastide
