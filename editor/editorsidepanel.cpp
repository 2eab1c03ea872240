// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/editorsidepanel.h"

#include "editor/deckpropertiespanel.h"
#include "editor/featurelistpanel.h"
#include "editor/retranslator.h"
#include "editor/tilepropertiespanel.h"

#include <QEvent>
#include <QScrollBar>
#include <QTimer>
#include <QVBoxLayout>

namespace bastide {

EditorSidePanel::EditorSidePanel(DeckDocument* document, Retranslator* texts, QWidget* parent)
    : QScrollArea(parent)
{
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setMinimumWidth(320);
    auto* content = new QWidget(this);
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(4, 0, 8, 0);
    layout->setSpacing(14);
    m_tileProperties = new TilePropertiesPanel(document, content);
    m_features = new FeatureListPanel(document, content);
    m_deckProperties = new DeckPropertiesPanel(document, content);
    layout->addWidget(m_tileProperties);
    layout->addWidget(m_features);
    layout->addWidget(m_deckProperties);
    layout->addStretch(1);
    setWidget(content);
    // setWidget() makes the content paint its own (default) background; let the window show.
    content->setAutoFillBackground(false);
    viewport()->setAutoFillBackground(false);
    // Wide enough for the panels' labels and fields in the language in use: the panels word
    // themselves after the window does, so measure once they have; and again whenever the
    // rows change (another tile, a city given a cathedral), or they would be cut at the side.
    texts->add([this] { measureSoon(); });
    content->installEventFilter(this);
}

bool EditorSidePanel::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == widget() && event->type() == QEvent::LayoutRequest)
        measureSoon();
    return QScrollArea::eventFilter(watched, event);
}

void EditorSidePanel::measureSoon()
{
    if (m_measuring)
        return;
    m_measuring = true;
    QTimer::singleShot(0, this, [this] {
        m_measuring = false;
        const int needed =
            widget()->minimumSizeHint().width() + verticalScrollBar()->sizeHint().width() + 2;
        setMinimumWidth(std::max(320, needed));
    });
}

} // namespace bastide
