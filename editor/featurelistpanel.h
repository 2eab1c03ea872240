// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QWidget>

class QVBoxLayout;

namespace bastide {

class DeckDocument;
struct NamedEdit;

/**
 * The selected tile's features as the deck file lists them, numbered as problems name
 * them: where each touches the border, its marks (a city's shields, cathedral and goods, a
 * road's inn), and which cities a field borders
 * (worked out from the drawing, or set by hand). Hovering a row shows the feature on the
 * canvas.
 */
class FeatureListPanel : public QWidget
{
    Q_OBJECT

public:
    explicit FeatureListPanel(DeckDocument* document, QWidget* parent = nullptr);

    void setTileIndex(int index);
    void refresh();

signals:
    void featureHovered(int feature);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QWidget* makeRow(int feature);
    void editMark(const NamedEdit& edit);

    DeckDocument* m_document;
    int m_index = -1;
    QVBoxLayout* m_rows;
    QWidget* m_rowsHost;
};

} // namespace bastide
