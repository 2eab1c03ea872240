// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QScrollArea>

namespace bastide {

class DeckDocument;
class DeckPropertiesPanel;
class FeatureListPanel;
class Retranslator;
class TilePropertiesPanel;

/**
 * The deck editor's right-hand column: the tile's properties, its features and the deck's
 * properties, one under another, scrolling when the window is short. It keeps itself wide
 * enough for its labels in the language in use and for the rows of the tile shown (a city's
 * marks, a field's borders), which change with the tile.
 */
class EditorSidePanel : public QScrollArea
{
    Q_OBJECT

public:
    EditorSidePanel(DeckDocument* document, Retranslator* texts, QWidget* parent = nullptr);

    TilePropertiesPanel* tileProperties() const { return m_tileProperties; }
    FeatureListPanel* features() const { return m_features; }
    DeckPropertiesPanel* deckProperties() const { return m_deckProperties; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    /** Sets the minimum width from the content's, once the events now queued are handled. */
    void measureSoon();

    bool m_measuring = false;
    TilePropertiesPanel* m_tileProperties;
    FeatureListPanel* m_features;
    DeckPropertiesPanel* m_deckProperties;
};

} // namespace bastide
