// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "editor/arttransform.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace bastide {

class CommittedUndoFilter;
class DeckDocument;
class LanguageNamesEditor;

/**
 * The selected tile's properties: id, names in English and any other language, number of
 * copies, group (base, river, an expansion set or a set of the designer's own), whether
 * it is the start tile (or the spring or lake of the river), and an
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

    /** Sets the tile's art from an SVG, PNG or JPEG file (a raster picture is embedded in
     *  SVG; one that is not square cropped or fitted); false (with `error`) if it is not a
     *  picture Bastide can draw. */
    bool importArt(const QString& path, QString* error, PictureFit fit = PictureFit::Crop);
    /** Moves the tile to a group by its file name ("base", "river", "inns-cathedrals", a
     *  designer's "my-set"), as one undoable edit; false for a name a group cannot have. */
    bool setGroup(const QString& group);

signals:
    /** The designer asked to pick a picture file; the window shows the dialog. */
    void importArtRequested();

protected:
    /** Remembers the key typed into the id, to name it if the id refuses it. */
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    enum Field
    {
        IdField,
        NameEn,
        CountField,
        OtherName, // one per language, after these
    };
    int mergeKey(int field) const { return m_burst * 64 + field; }
    void nextBurst() { ++m_burst; }
    void editName(const QString& language, const QString& text, int field);
    /** Says what a field takes when it refused what was typed; empty hides the note. */
    void showInputNote(const QString& text);
    void setRole(int role);
    void fillGroups();
    /** Asks for the name of a new set (a dialog that does not block). */
    void askNewGroup();
    /** Tab goes through the fields as they stand, the language rows included. */
    void orderTabs();
    /** Why the id field left out what was typed or pasted last. */
    QString idRefusal() const;

    DeckDocument* m_document;
    int m_index = -1;
    int m_burst = 0;
    QString m_lastTyped; // the text of the last key pressed in the id field
    QLineEdit* m_id;
    QLineEdit* m_nameEn;
    LanguageNamesEditor* m_otherNames;
    QLabel* m_inputNote;
    QSpinBox* m_count;
    QComboBox* m_group;
    QComboBox* m_role;
    QLabel* m_roleNote;
    QLabel* m_artState;
    QPushButton* m_importArt;
    QPushButton* m_removeArt;
};

} // namespace bastide
