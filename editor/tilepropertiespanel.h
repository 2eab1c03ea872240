// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace bastide {

class DeckDocument;

/**
 * The selected tile's properties: id, names in English, Russian and Ukrainian, number of
 * copies, group, whether it is the start tile (or the spring or lake of the river), and an
 * optional SVG picture. Each change is an undoable edit; typing into a field makes one.
 */
class TilePropertiesPanel : public QWidget
{
    Q_OBJECT

public:
    explicit TilePropertiesPanel(DeckDocument* document, QWidget* parent = nullptr);

    void setTileIndex(int index);
    /** Reads the tile again from the document (after an edit or undo). */
    void refresh();

    /** Sets the tile's art from an SVG file; false (with `error`) if it is not usable SVG. */
    bool importArt(const QString& path, QString* error);

signals:
    /** The designer asked to pick an SVG file; the window shows the dialog. */
    void importArtRequested();

private:
    enum Field
    {
        IdField,
        NameEn,
        NameRu,
        NameUk,
        CountField,
    };
    int mergeKey(Field field) const { return m_burst * 8 + int(field); }
    void nextBurst() { ++m_burst; }
    void editName(const QString& language, const QString& text, Field field);
    void setRole(int role);
    void setGroup(int group);

    DeckDocument* m_document;
    int m_index = -1;
    int m_burst = 0;
    QLineEdit* m_id;
    QLineEdit* m_nameEn;
    QLineEdit* m_nameRu;
    QLineEdit* m_nameUk;
    QSpinBox* m_count;
    QComboBox* m_group;
    QComboBox* m_role;
    QLabel* m_roleNote;
    QLabel* m_artState;
    QPushButton* m_importArt;
    QPushButton* m_removeArt;
};

} // namespace bastide
