// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "editor/printoptions.h"
#include "engine/deck.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;

namespace bastide {

/** Asks how to print a deck for print and play: page size, tile size, bleed, cut marks,
 *  backs and the contents sheet, showing how many pages that makes. It opens with the
 *  choices of the last export, which accepting it keeps for the next. */
class PrintExportDialog : public QDialog
{
    Q_OBJECT

public:
    PrintExportDialog(const Deck& deck, QWidget* parent = nullptr);

    PrintOptions options() const;
    void setOptions(const PrintOptions& options);
    QString summary() const;
    /** Keeps the options for the next export. */
    void accept() override;

    /** The options of the last export (the defaults before any). */
    static PrintOptions remembered();
    static void remember(const PrintOptions& options);

private:
    void updateSummary();

    const Deck& m_deck;
    QComboBox* m_page;
    QDoubleSpinBox* m_size;
    QDoubleSpinBox* m_bleed;
    QCheckBox* m_marks;
    QCheckBox* m_back;
    QCheckBox* m_contents;
    QLabel* m_summary;
    QPushButton* m_ok;
};

} // namespace bastide
