// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QSplitter>

namespace bastide {

/** The board beside the side panel: the panel is as wide as the player drags it, or folded
 *  away (View ▸ Side Panel, or dragged shut), and comes back as it was; both are kept in
 *  the settings between runs. */
class BoardSplitter : public QSplitter
{
    Q_OBJECT

public:
    BoardSplitter(QWidget* board, QWidget* side, QWidget* parent = nullptr);

    bool isSideShown() const { return m_shown; }
    void setSideShown(bool shown);
    /** The panel's width when shown (kept while it is folded away). */
    int sideWidth() const { return m_width; }
    void setSideWidth(int width);

    /** Brings back, and keeps, the panel's width and whether it is shown, under `group`. */
    void restore(const QString& group);
    void save() const;

signals:
    void sideShownChanged(bool shown);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void onMoved();

    QWidget* m_side;
    QString m_group;
    int m_width;
    int m_widthBeforeDrag;
    bool m_shown = true;
};

} // namespace bastide
