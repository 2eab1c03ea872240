// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/canvaspanel.h"

#include "editor/deckdocument.h"
#include "editor/editorstyle.h"
#include "editor/retranslator.h"
#include "editor/tilecanvas.h"

#include <QActionGroup>
#include <QCheckBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QToolButton>
#include <QVBoxLayout>

namespace bastide {

CanvasPanel::CanvasPanel(DeckDocument* document, ArtCache* cache, QActionGroup* toolGroup,
                         QWidget* parent)
    : QWidget(parent), m_document(document)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 0, 8, 0);
    layout->setSpacing(6);
    m_title = EditorStyle::heading(QString(), this);
    m_title->setWordWrap(true); // tile names can be long in any language
    layout->addWidget(m_title);

    auto* row = new QHBoxLayout;
    row->setSpacing(8);
    // Two columns of tools: the four terrains; joining, shields and the centre; the
    // expansions' marks. Short enough to fit beside the canvas in a small window.
    auto* tools = new QFrame(this);
    tools->setObjectName(QStringLiteral("tools"));
    auto* grid = new QGridLayout(tools);
    grid->setContentsMargins(5, 5, 5, 5);
    grid->setSpacing(3);
    const QList<QAction*> toolActions = toolGroup->actions();
    for (int i = 0; i < toolActions.size(); ++i) {
        auto* button = new QToolButton(tools);
        button->setDefaultAction(toolActions[i]);
        button->setIconSize(QSize(28, 28));
        button->setAutoRaise(true);
        grid->addWidget(button, i / 2 + (i >= 4 ? 1 : 0) + (i >= 8 ? 1 : 0), i % 2);
    }
    grid->setRowMinimumHeight(2, 8);
    grid->setRowMinimumHeight(5, 8);
    row->addWidget(tools, 0, Qt::AlignTop);
    m_canvas = new TileCanvas(m_document, cache, this);
    row->addWidget(m_canvas, 1);
    layout->addLayout(row, 1);

    m_hint = EditorStyle::note(QString(), this);
    m_hint->setMinimumHeight(m_hint->fontMetrics().lineSpacing() * 3);
    m_hint->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    layout->addWidget(m_hint);
    auto* artRow = new QHBoxLayout;
    artRow->setSpacing(16);
    m_generatedArt = new QCheckBox(this);
    artRow->addWidget(m_generatedArt);
    m_zones = new QCheckBox(this);
    m_zones->setObjectName(QStringLiteral("showZones"));
    artRow->addWidget(m_zones);
    artRow->addStretch(1);
    layout->addLayout(artRow);

    connect(m_canvas, &TileCanvas::hintChanged, m_hint, &QLabel::setText);
    connect(m_generatedArt, &QCheckBox::toggled, m_canvas, &TileCanvas::setShowGeneratedArt);
    connect(m_generatedArt, &QCheckBox::toggled, m_zones, &QCheckBox::setDisabled);
    connect(m_zones, &QCheckBox::toggled, m_canvas, &TileCanvas::setShowZones);
    auto* texts = new Retranslator(this);
    texts->add([this] {
        m_generatedArt->setText(tr("Show the picture drawn from the features"));
        m_generatedArt->setToolTip(tr("This tile has its own picture; tick to see its "
                                      "features drawn instead"));
        m_zones->setText(tr("Show the feature zones over it"));
        m_zones->setToolTip(tr("Tints each feature's area in its colour over the tile's own "
                               "picture, to check that the picture lines up with the features"));
        refresh();
    });
}

void CanvasPanel::setTileIndex(int index)
{
    m_index = index;
    m_canvas->setTileIndex(index);
    refresh();
}

void CanvasPanel::refresh()
{
    m_canvas->tileUpdated();
    if (!m_document->isValidIndex(m_index)) {
        m_title->setText(tr("No tile"));
        m_generatedArt->setVisible(false);
        m_zones->setVisible(false);
        return;
    }
    const TileType& t = m_document->tile(m_index);
    const QString name = localized(t.name, QLocale().name().section(QLatin1Char('_'), 0, 0));
    //: Heading above the canvas: the tile's id and its name.
    m_title->setText(name.isEmpty() ? t.id : tr("%1 — %2").arg(t.id, name));
    m_generatedArt->setVisible(!t.art.isEmpty());
    m_zones->setVisible(!t.art.isEmpty());
}

} // namespace bastide
