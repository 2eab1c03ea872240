// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/holefillview.h"

#include "editor/editorstyle.h"
#include "editor/featurenames.h"
#include "editor/retranslator.h"
#include "editor/statisticstext.h"

#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace bastide {

namespace {

constexpr Terrain Terrains[] = {Terrain::City, Terrain::Road, Terrain::Field, Terrain::River};

} // namespace

HoleFillView::HoleFillView(QWidget* parent)
    : QWidget(parent), m_heading(EditorStyle::heading(QString(), this)), m_result(new QLabel(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_heading);
    auto* grid = new QGridLayout;
    for (int side = 0; side < SideCount; ++side) {
        auto* combo = new QComboBox(this);
        combo->setObjectName(QStringLiteral("holeSide%1").arg(side));
        combo->addItem(QString());
        for (Terrain t : Terrains)
            combo->addItem(QString(), int(t));
        auto* label = new QLabel(this);
        label->setBuddy(combo);
        // Two sides a row: north and east, then south and west.
        grid->addWidget(label, side / 2, (side % 2) * 2);
        grid->addWidget(combo, side / 2, (side % 2) * 2 + 1);
        m_sides[std::size_t(side)] = combo;
        m_labels[std::size_t(side)] = label;
        connect(combo, &QComboBox::currentIndexChanged, this, &HoleFillView::refresh);
    }
    grid->setColumnStretch(4, 1);
    layout->addLayout(grid);
    m_result->setObjectName(QStringLiteral("holeFill"));
    m_result->setWordWrap(true);
    layout->addWidget(m_result);
    auto* texts = new Retranslator(this);
    texts->add([this] { retranslate(); });
}

void HoleFillView::retranslate()
{
    m_heading->setText(tr("Which tiles fill a hole"));
    for (int side = 0; side < SideCount; ++side) {
        QComboBox* combo = m_sides[std::size_t(side)];
        //: A side of a hole on the board, "North:".
        QString name = FeatureNames::side(side);
        name[0] = name[0].toUpper();
        m_labels[std::size_t(side)]->setText(tr("%1:").arg(name));
        //: A hole's side with no tile beside it.
        combo->setItemText(0, tr("no neighbour"));
        for (int k = 0; k < 4; ++k)
            combo->setItemText(k + 1, StatisticsText::terrain(Terrains[k]));
    }
    refresh();
}

void HoleFillView::setStatistics(const DeckStatistics& statistics)
{
    m_statistics = statistics;
    refresh();
}

void HoleFillView::setEdge(int side, std::optional<Terrain> terrain)
{
    QComboBox* combo = m_sides[std::size_t(side)];
    combo->setCurrentIndex(terrain ? combo->findData(int(*terrain)) : 0);
}

Hole HoleFillView::hole() const
{
    Hole hole;
    for (int side = 0; side < SideCount; ++side) {
        const QVariant data = m_sides[std::size_t(side)]->currentData();
        if (data.isValid())
            hole[std::size_t(side)] = Terrain(data.toInt());
    }
    return hole;
}

QString HoleFillView::resultText() const
{
    return m_result->text();
}

void HoleFillView::refresh()
{
    if (!m_statistics) {
        m_result->clear();
        return;
    }
    const DeckStatistics::Fill fill = m_statistics->fill(hole());
    //: %n copies, of %1 tile types, have a turn that fits the hole.
    m_result->setText(tr("%n copies fit it (of %1 tile types), turned as needed.", "", fill.copies)
                          .arg(fill.types));
}

} // namespace bastide
