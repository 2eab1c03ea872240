// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QWidget>

class QLineEdit;

namespace bastide {

class DeckDocument;

/** The deck's own name in English, Russian and Ukrainian, as players see it when they pick
 *  a deck for a new game. */
class DeckPropertiesPanel : public QWidget
{
    Q_OBJECT

public:
    explicit DeckPropertiesPanel(DeckDocument* document, QWidget* parent = nullptr);
    void refresh();

private:
    void editName(const QString& language, const QString& text, int field);

    DeckDocument* m_document;
    int m_burst = 0;
    QLineEdit* m_en;
    QLineEdit* m_ru;
    QLineEdit* m_uk;
};

} // namespace bastide
