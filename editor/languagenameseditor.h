// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/tiletype.h"

#include <QMap>
#include <QSet>
#include <QWidget>

class QAbstractButton;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;

namespace bastide {

class CommittedUndoFilter;

/**
 * The names of a tile or deck in languages other than English: Russian and Ukrainian (the
 * game's own languages) always, any other language the name has, and a field to add one
 * by its code (docs/formats.md §7: "de", "pt_BR", "zh-Hans"); a language added is removed
 * again by the button on its row. An empty name is no name.
 */
class LanguageNamesEditor : public QWidget
{
    Q_OBJECT

public:
    LanguageNamesEditor(CommittedUndoFilter* undoFilter, QWidget* parent = nullptr);

    /** Shows `names` (English is left to its own field). */
    void setNames(const LocalizedText& names);
    QLineEdit* field(const QString& language) const { return m_fields.value(language); }
    QStringList languages() const { return m_fields.keys(); }
    /** The row's button that removes a language other than Russian and Ukrainian. */
    QAbstractButton* removeButton(const QString& language) const;
    /** Its fields and buttons in the order Tab should reach them. */
    QList<QWidget*> tabStops() const;
    /** Adds a row for `code`; false (with `error`) when it is not a language code. */
    bool addLanguage(const QString& code, QString* error);
    /** The width the widest of the name labels needs. */
    int labelWidthHint() const;
    /** Gives every name label at least `width`, so that the fields line up with those of the
     *  form around. */
    void setLabelWidth(int width);

signals:
    void nameEdited(const QString& language, const QString& text);
    /** Typing in a field ended (Tab, Enter, focus elsewhere). */
    void editingFinished();
    /** The designer removed the language's row: its name goes too. */
    void languageRemoved(const QString& language);
    /** Rows came or went: the Tab order is to be set again. */
    void rowsChanged();
    /** The labels were worded again or a row came or went: their width may have changed. */
    void labelsChanged();

private:
    void rebuild(const QStringList& languages);
    void retranslate();

    CommittedUndoFilter* m_undoFilter;
    QFormLayout* m_form;
    QMap<QString, QLineEdit*> m_fields;
    QMap<QString, QLabel*> m_labels;
    QMap<QString, QAbstractButton*> m_removers;
    QSet<QString> m_added; // languages added here that have no name yet
    QLineEdit* m_newCode;
    QPushButton* m_add;
    QLabel* m_note;
    LocalizedText m_names;
    int m_labelWidth = 0;
};

} // namespace bastide
