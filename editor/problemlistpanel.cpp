// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/problemlistpanel.h"

#include "editor/deckdocument.h"
#include "editor/editorstyle.h"
#include "editor/messagetranslation.h"
#include "editor/retranslator.h"
#include "engine/messages.h"

#include <QLabel>
#include <QListWidget>
#include <QPainter>
#include <QVBoxLayout>

namespace bastide {

namespace {

QIcon dot(const QColor& color)
{
    QPixmap pixmap(24, 24);
    pixmap.setDevicePixelRatio(2);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(color);
    p.drawEllipse(QRectF(2, 2, 8, 8));
    return QIcon(pixmap);
}

} // namespace

ProblemListPanel::ProblemListPanel(DeckDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document), m_status(new QLabel(this)),
      m_list(new QListWidget(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    m_status->setWordWrap(true);
    layout->addWidget(m_status);
    m_list->setWordWrap(true);
    m_list->setAlternatingRowColors(true);
    layout->addWidget(m_list, 1);
    layout->addStretch(0);
    connect(document, &DeckDocument::problemsChanged, this, &ProblemListPanel::refresh);
    connect(document, &DeckDocument::deckReset, this, &ProblemListPanel::refresh);
    connect(m_list, &QListWidget::itemClicked, this, [this](QListWidgetItem* item) {
        const int tile = item->data(Qt::UserRole).toInt();
        if (tile >= 0)
            emit tileActivated(tile);
    });
    connect(m_list, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
        const int tile = item->data(Qt::UserRole).toInt();
        if (tile >= 0)
            emit tileActivated(tile);
    });
    auto* texts = new Retranslator(this);
    texts->add([this] {
        m_list->setAccessibleName(tr("Problems"));
        refresh();
    });
}

QString ProblemListPanel::summary() const
{
    const int n = int(m_document->problems().size());
    return n == 0 ? tr("No problems: the deck is ready to play.")
                  : tr("Problems: %1. The deck can be saved, but not played until they are fixed.")
                        .arg(n);
}

void ProblemListPanel::refresh()
{
    m_list->clear();
    const QIcon deckIcon = dot(EditorStyle::accent());
    const QIcon tileIcon = dot(EditorStyle::problem());
    for (const Problem& p : m_document->problems()) {
        auto* item = new QListWidgetItem(p.tile >= 0 ? tileIcon : deckIcon,
                                         describe(p, translateMessage), m_list);
        item->setData(Qt::UserRole, p.tile);
        if (p.tile >= 0)
            item->setToolTip(tr("Click to show the tile"));
    }
    const bool ok = m_document->problems().empty();
    m_status->setText(summary());
    m_status->setStyleSheet(QStringLiteral("color: %1; font-weight: 600;")
                                .arg((ok ? EditorStyle::good() : EditorStyle::problem()).name()));
    m_list->setVisible(!ok);
    emit summaryChanged(summary());
}

} // namespace bastide
