// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "editor/deckstatistics.h"

#include <QWidget>
#include <array>
#include <optional>

class QComboBox;
class QLabel;

namespace bastide {

/**
 * "Which tiles fill this hole?": the designer sets the edge facing each side of a hole (or
 * no neighbour there) and reads how many copies of the deck have a turn that fits it.
 */
class HoleFillView : public QWidget
{
    Q_OBJECT

public:
    explicit HoleFillView(QWidget* parent = nullptr);

    void setStatistics(const DeckStatistics& statistics);
    /** Sets the edge facing `side` (nothing: no neighbour there). */
    void setEdge(int side, std::optional<Terrain> terrain);
    Hole hole() const;
    QString resultText() const;

private:
    void retranslate();
    void refresh();

    std::array<QComboBox*, SideCount> m_sides{};
    std::array<QLabel*, SideCount> m_labels{};
    QLabel* m_heading;
    QLabel* m_result;
    std::optional<DeckStatistics> m_statistics;
};

} // namespace bastide
