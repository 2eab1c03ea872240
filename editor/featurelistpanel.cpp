// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/featurelistpanel.h"

#include "editor/canvasedits.h"
#include "editor/canvasmenu.h"
#include "editor/deckdocument.h"
#include "editor/editorstyle.h"
#include "editor/featurenames.h"
#include "editor/focuschain.h"
#include "editor/retranslator.h"
#include "editor/tileedit.h"
#include "engine/deckvalidator.h"
#include "engine/marks.h"

#include <QCheckBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

namespace bastide {

namespace {

QPixmap chip(const QColor& color, qreal ratio)
{
    QPixmap pixmap(int(14 * ratio), int(14 * ratio));
    pixmap.setDevicePixelRatio(ratio);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(QColor(58, 48, 38, 150), 1));
    p.setBrush(color);
    p.drawRoundedRect(QRectF(1, 1, 12, 12), 3, 3);
    return pixmap;
}

} // namespace

FeatureListPanel::FeatureListPanel(DeckDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document), m_rowsHost(new QWidget(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    QLabel* heading = EditorStyle::heading(QString(), this);
    layout->addWidget(heading);
    m_rows = new QVBoxLayout(m_rowsHost);
    m_rows->setContentsMargins(0, 0, 0, 0);
    m_rows->setSpacing(4);
    layout->addWidget(m_rowsHost);
    // The rows are made from the tile, so they are made again in the new language.
    auto* texts = new Retranslator(this);
    texts->add([this, heading] {
        heading->setText(tr("Features"));
        refresh();
    });
}

void FeatureListPanel::setTileIndex(int index)
{
    m_index = index;
    refresh();
}

void FeatureListPanel::refresh()
{
    while (QLayoutItem* item = m_rows->takeAt(0)) {
        if (QWidget* w = item->widget()) {
            w->hide();
            w->deleteLater();
        }
        delete item;
    }
    if (!m_document->isValidIndex(m_index))
        return;
    const TileType& t = m_document->tile(m_index);
    QList<QWidget*> stops;
    if (const QStringList marks = FeatureNames::tileMarks(t); !marks.isEmpty()) {
        //: The marks of the whole tile (volcano, magic portal…), before the features' rows.
        QLabel* line = EditorStyle::note(
            tr("The whole tile: %1").arg(marks.join(QStringLiteral(", "))), m_rowsHost);
        line->setObjectName(QStringLiteral("tileMarks"));
        m_rows->addWidget(line);
    }
    for (std::size_t i = 0; i < t.features.size(); ++i) {
        QWidget* row = makeRow(int(i));
        m_rows->addWidget(row);
        stops << FocusChain::tabStops(row);
    }
    // Tab reaches the rows where they stand, after the tile's properties.
    FocusChain::insertAt(m_rowsHost, stops);
}

QWidget* FeatureListPanel::makeRow(int feature)
{
    const TileType& t = m_document->tile(m_index);
    const Feature& f = t.features[std::size_t(feature)];
    auto* row = new QFrame(m_rowsHost);
    row->setObjectName(QStringLiteral("panel"));
    row->setProperty("feature", feature);
    row->installEventFilter(this);
    auto* grid = new QGridLayout(row);
    grid->setContentsMargins(8, 5, 8, 5);
    grid->setHorizontalSpacing(8);
    grid->setVerticalSpacing(3);
    auto* swatch = new QLabel(row);
    swatch->setPixmap(chip(FeatureNames::color(f.kind), devicePixelRatioF()));
    grid->addWidget(swatch, 0, 0, Qt::AlignTop);
    // The name and the expansions' marks: "City #0 · cathedral · 2 wine".
    auto* title = new QLabel(
        QStringLiteral("<b>%1</b>").arg(FeatureNames::summary(t, feature).toHtmlEscaped()), row);
    title->setObjectName(QStringLiteral("featureTitle"));
    grid->addWidget(title, 0, 1);
    auto* where = EditorStyle::note(FeatureNames::where(t, feature), row);
    grid->addWidget(where, 0, 2);
    grid->setColumnStretch(2, 1);

    if (f.kind == FeatureKind::City) {
        auto* shields = new QSpinBox(row);
        shields->setRange(0, MaxShields);
        shields->setValue(f.shields);
        shields->setKeyboardTracking(false);
        //: Before the number of shields in a spin box, with a trailing space.
        shields->setPrefix(tr("Shields: "));
        shields->setAccessibleName(tr("Shields of %1").arg(FeatureNames::title(t, feature)));
        auto* cityMarks = new QWidget(row);
        auto* marksLine = new QHBoxLayout(cityMarks);
        marksLine->setContentsMargins(0, 0, 0, 0);
        marksLine->addWidget(shields);
        auto* cathedral = new QCheckBox(tr("Cathedral"), cityMarks);
        cathedral->setObjectName(QStringLiteral("cathedral"));
        cathedral->setChecked(f.has(Mark::Cathedral));
        cathedral->setToolTip(tr("Inns & Cathedrals: a finished city with a cathedral scores 3 "
                                 "a tile and 3 a shield, an unfinished one nothing"));
        marksLine->addWidget(cathedral);
        // The registry's other city marks (the princess) on tiles of their set, or where set.
        for (const MarkInfo& m : markRegistry()) {
            if (m.place != MarkPlace::Feature || m.counted || m.onlyOn != FeatureKind::City ||
                m.mark == Mark::Cathedral ||
                (!f.has(m.mark) && t.expansion != QLatin1String(m.set)))
                continue;
            auto* box = new QCheckBox(CanvasMenu::markMenuText(m.mark), cityMarks);
            box->setObjectName(QString::fromLatin1(m.key));
            box->setChecked(f.has(m.mark));
            marksLine->addWidget(box);
            connect(box, &QCheckBox::toggled, this, [this, feature, mark = m.mark] {
                if (m_document->isValidIndex(m_index))
                    editMark(CanvasEdits::toggleMark(m_document->tile(m_index), feature, mark));
            });
        }
        marksLine->addStretch(1);
        grid->addWidget(cityMarks, 1, 1, 1, 2);
        connect(cathedral, &QCheckBox::toggled, this, [this, feature] {
            if (m_document->isValidIndex(m_index))
                editMark(CanvasEdits::toggleCathedral(m_document->tile(m_index), feature));
        });
        connect(shields, &QSpinBox::valueChanged, this, [this, feature](int value) {
            if (!m_document->isValidIndex(m_index))
                return;
            m_document->editTile(
                m_index, TileEdit::setShields(m_document->tile(m_index), feature, value),
                value > m_document->tile(m_index).features[std::size_t(feature)].shields
                    //: The name of an edit in the Undo menu
                    ? tr("Add a shield", "edit")
                    : tr("Remove a shield", "edit"));
        });
    }
    if (f.kind == FeatureKind::Road) {
        auto* inn = new QCheckBox(tr("Inn"), row);
        inn->setObjectName(QStringLiteral("inn"));
        inn->setChecked(f.has(Mark::Inn));
        inn->setToolTip(tr("Inns & Cathedrals: a finished road with an inn scores 2 a tile, an "
                           "unfinished one nothing"));
        grid->addWidget(inn, 1, 1, 1, 2, Qt::AlignLeft);
        connect(inn, &QCheckBox::toggled, this, [this, feature] {
            if (m_document->isValidIndex(m_index))
                editMark(CanvasEdits::toggleInn(m_document->tile(m_index), feature));
        });
    }
    if (f.kind == FeatureKind::Field) {
        std::vector<int> cities;
        for (std::size_t c = 0; c < t.features.size(); ++c) {
            if (t.features[c].kind == FeatureKind::City)
                cities.push_back(int(c));
        }
        if (!cities.empty()) {
            auto* borders = new QWidget(row);
            auto* line = new QHBoxLayout(borders);
            line->setContentsMargins(0, 0, 0, 0);
            line->addWidget(new QLabel(tr("Borders:"), borders));
            for (int c : cities) {
                auto* box = new QCheckBox(FeatureNames::title(t, c), borders);
                box->setChecked(std::find(f.cities.begin(), f.cities.end(), c) != f.cities.end());
                box->setToolTip(tr("Farmers on this field score the city when it is complete"));
                line->addWidget(box);
                connect(box, &QCheckBox::toggled, this, [this, feature, c](bool on) {
                    if (!m_document->isValidIndex(m_index))
                        return;
                    const TileType& now = m_document->tile(m_index);
                    std::vector<int> list = now.features[std::size_t(feature)].cities;
                    std::erase(list, c);
                    if (on)
                        list.push_back(c);
                    m_document->editTile(m_index, TileEdit::setFieldCities(now, feature, list),
                                         tr("Change the cities a field borders"));
                });
            }
            line->addStretch(1);
            const bool automatic = TileEdit::hasAutomaticCities(t, feature);
            if (TileEdit::isInnerField(t, feature)) {
                // Nothing is drawn beside an inner field: the cities ticked are all it has.
            } else if (automatic) {
                line->addWidget(EditorStyle::note(tr("as drawn"), borders));
            } else {
                auto* reset = new QToolButton(borders);
                reset->setText(tr("As drawn"));
                reset->setToolTip(tr("Border the cities next to this field along the tile's "
                                     "edge, as the picture shows"));
                line->addWidget(reset);
                connect(reset, &QToolButton::clicked, this, [this, feature] {
                    if (!m_document->isValidIndex(m_index))
                        return;
                    const TileType& now = m_document->tile(m_index);
                    m_document->editTile(m_index,
                                         TileEdit::setFieldCities(
                                             now, feature, TileEdit::automaticCities(now, feature)),
                                         tr("Border the cities as drawn"));
                });
            }
            grid->addWidget(borders, 1, 1, 1, 2);
        }
    }
    return row;
}

void FeatureListPanel::editMark(const NamedEdit& edit)
{
    if (edit.after)
        m_document->editTile(m_index, *edit.after, edit.text);
}

bool FeatureListPanel::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::Enter)
        emit featureHovered(watched->property("feature").toInt());
    else if (event->type() == QEvent::Leave)
        emit featureHovered(-1);
    return QWidget::eventFilter(watched, event);
}

} // namespace bastide
