// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QScrollArea>

namespace bastide {

/** A scroll area that scrolls only up and down: it asks for the width its contents need
 *  (and its scroll bar), so nothing inside is cut at the right when the window is short. */
class FitWidthScrollArea : public QScrollArea
{
    Q_OBJECT

public:
    explicit FitWidthScrollArea(QWidget* parent = nullptr);

    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    int contentsWidth() const;
};

} // namespace bastide
