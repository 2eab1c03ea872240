// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/problemlistpanel.h"

#include "editor/deckdocument.h"
#include "editor/editorstyle.h"
#include "editor/messagetranslation.h"
#include "editor/problemfixes.h"
#include "editor/retranslator.h"
#include "editor/tileedit.h"
#include "engine/messages.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>
#include <algorithm>

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
      m_list(new QListWidget(this)), m_fix(new QPushButton(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    m_status->setWordWrap(true);
    layout->addWidget(m_status);
    m_list->setWordWrap(true);
    m_list->setAlternatingRowColors(true);
    layout->addWidget(m_list, 1);
    auto* fixRow = new QHBoxLayout;
    m_fix->setObjectName(QStringLiteral("fixProblem"));
    m_fix->setVisible(false);
    fixRow->addWidget(m_fix);
    fixRow->addStretch(1);
    layout->addLayout(fixRow);
    layout->addStretch(0);
    connect(m_list, &QListWidget::currentRowChanged, this, &ProblemListPanel::showFix);
    connect(m_fix, &QPushButton::clicked, this, &ProblemListPanel::applyFix);
    connect(document, &DeckDocument::problemsChanged, this, &ProblemListPanel::refresh);
    // Notes follow every edit: a field's borders change without a problem coming or going.
    connect(document, &DeckDocument::changed, this, &ProblemListPanel::refresh);
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
    const int notes = int(m_notes.size());
    if (n == 0 && notes > 0)
        return tr("No problems: the deck is ready to play. Notes worth a look: %1.").arg(notes);
    return n == 0 ? tr("No problems: the deck is ready to play.")
                  : tr("Problems: %1. The deck can be saved, but not played until they are fixed.")
                        .arg(n);
}

QStringList ProblemListPanel::borderNotes(const Deck& deck)
{
    auto cityList = [](const std::vector<int>& cities) {
        if (cities.empty())
            return tr("no city");
        QStringList names;
        for (int c : cities)
            names << tr("city #%1").arg(c);
        return names.join(QStringLiteral(", "));
    };
    QStringList notes;
    for (const TileType& t : deck.tiles) {
        for (std::size_t f = 0; f < t.features.size(); ++f) {
            if (t.features[f].kind != FeatureKind::Field || TileEdit::hasAutomaticCities(t, int(f)))
                continue;
            // An inner field borders no edge, and on the expansions' tiles a city reaching into
            // the tile borders fields away from its slots: the cities listed are the only word
            // on them.
            if (t.features[f].slotMask == 0 || t.group == TileGroup::Expansion)
                continue;
            std::vector<int> set = t.features[f].cities;
            std::sort(set.begin(), set.end());
            //: A soft note, not an error. %1 tile id, %2 field number, %3 and %4 lists of
            //: cities ("city #0, city #1" or "no city").
            notes << tr("Tile %1, field #%2: it borders %3, but the drawing puts it beside %4. "
                        "Farmers score by what the field says; check it is meant.")
                         .arg(t.id)
                         .arg(f)
                         .arg(cityList(set), cityList(TileEdit::automaticCities(t, int(f))));
        }
    }
    return notes;
}

void ProblemListPanel::refresh()
{
    m_notes.clear();
    for (const QString& note : borderNotes(m_document->deck()))
        m_notes.push_back(note);
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
    const QIcon noteIcon = dot(EditorStyle::accent().lighter(130));
    const Deck& deck = m_document->deck();
    int noteIndex = 0;
    for (std::size_t t = 0; t < deck.tiles.size(); ++t) {
        Deck one;
        one.tiles.push_back(deck.tiles[t]);
        for (const QString& note : borderNotes(one)) {
            auto* item = new QListWidgetItem(noteIcon, note, m_list);
            item->setData(Qt::UserRole, int(t));
            item->setData(Qt::UserRole + 1, true); // a note, not a problem
            item->setToolTip(tr("Click to show the tile"));
            ++noteIndex;
        }
    }
    const bool ok = m_document->problems().empty();
    m_status->setText(summary());
    m_status->setStyleSheet(QStringLiteral("color: %1; font-weight: 600;")
                                .arg((ok ? EditorStyle::good() : EditorStyle::problem()).name()));
    m_list->setVisible(!ok || noteIndex > 0);
    showFix();
    emit summaryChanged(summary());
}

void ProblemListPanel::setCurrentTile(int tile)
{
    m_current = tile;
    showFix();
}

void ProblemListPanel::showFix()
{
    const int row = m_list->currentRow();
    const auto& problems = m_document->problems();
    std::optional<ProblemFix> fix;
    if (row >= 0 && std::size_t(row) < problems.size())
        fix = ProblemFixes::fixFor(m_document->deck(), problems[std::size_t(row)], m_current);
    m_fix->setVisible(fix.has_value());
    if (fix) {
        //: The button under the problem list that mends the selected problem: "Fix: Make
        //: tile D the start tile".
        m_fix->setText(tr("Fix: %1").arg(fix->text));
        m_fix->setToolTip(tr("One edit, undone with Ctrl+Z like any other"));
    }
}

void ProblemListPanel::applyFix()
{
    const int row = m_list->currentRow();
    const auto& problems = m_document->problems();
    if (row < 0 || std::size_t(row) >= problems.size())
        return;
    const auto fix =
        ProblemFixes::fixFor(m_document->deck(), problems[std::size_t(row)], m_current);
    if (!fix)
        return;
    // The History names the edit as every edit is named, not in the button's words.
    const QString text =
        fix->tile >= 0
            //: An edit in the History: a problem mended by its Fix button; %1 is a tile id.
            ? tr("Mend a problem (tile %1)").arg(fix->after.tiles[std::size_t(fix->tile)].id)
            //: An edit in the History: a problem of the deck mended by its Fix button.
            : tr("Mend a problem");
    m_document->editDeck(fix->after, text, NoMerge, fix->tile);
    if (fix->tile >= 0)
        emit tileActivated(fix->tile);
}

} // namespace bastide
