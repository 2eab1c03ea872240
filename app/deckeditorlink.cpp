// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/deckeditorlink.h"

#include "app/windowgeometry.h"
#include "editor/deckeditorwindow.h"
#include "engine/deck.h"

#include <QEvent>

namespace bastide {

namespace {

const QString Group = QStringLiteral("editor");

} // namespace

DeckEditorLink::DeckEditorLink(QObject* parent) : QObject(parent) {}

DeckEditorLink::~DeckEditorLink()
{
    delete m_editor; // a top-level window of its own, not a child
}

DeckEditorWindow* DeckEditorLink::open(const QString& deckPath)
{
    if (!m_editor) {
        // A top-level window of its own (no parent), so it can sit beside the board or on
        // another screen; it closes with the app.
        m_editor = new DeckEditorWindow;
        m_editor->setAttribute(Qt::WA_DeleteOnClose);
        connect(m_editor, &DeckEditorWindow::playDeckRequested, this,
                [this](const Deck&, const QString& path, const QStringList& expansions) {
                    emit playDeckRequested(path, expansions);
                });
        connect(m_editor, &DeckEditorWindow::openGameRequested, this,
                &DeckEditorLink::openGameRequested);
        // The editor keeps its own size, place and panel layout between runs.
        WindowGeometry::restore(m_editor, Group);
        m_editor->installEventFilter(this);
    }
    if (!deckPath.isEmpty())
        m_editor->openFile(deckPath);
    m_editor->show();
    m_editor->raise();
    m_editor->activateWindow();
    return m_editor;
}

bool DeckEditorLink::close()
{
    return !m_editor || m_editor->close();
}

bool DeckEditorLink::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_editor && event->type() == QEvent::Close)
        WindowGeometry::save(m_editor, Group);
    return QObject::eventFilter(watched, event);
}

} // namespace bastide
