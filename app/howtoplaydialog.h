// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/rules.h"

#include <QDialog>

class QTextBrowser;

namespace bastide {

class ArtCache;

/** A short "How to play" page for one set of rule options (river, abbot, farmers),
 *  illustrated with tiles and figures drawn by the shared tile painter. */
class HowToPlayDialog : public QDialog
{
    Q_OBJECT

public:
    HowToPlayDialog(ArtCache* cache, QWidget* parent = nullptr);

    /** Rewrites the page for these rules. */
    void setRules(const Rules& rules);
    Rules rules() const { return m_rules; }
    QTextBrowser* browser() const { return m_browser; }
    /** The page as HTML, for tests. */
    QString html() const;

private:
    QString tileImage(const QString& id, int rotation = 0);
    QString figureImage(int kind);

    ArtCache* m_cache;
    QTextBrowser* m_browser;
    Rules m_rules;
};

} // namespace bastide
