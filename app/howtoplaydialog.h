// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "art/figurepainter.h"
#include "engine/rules.h"

#include <QDialog>
#include <deque>

class QListWidget;
class QStackedWidget;
class QTextBrowser;

namespace bastide {

class ArtCache;

/** "How to play" for one set of rule options, a page each for the basics, the river, the
 *  abbot and each expansion in play, illustrated with tiles and figures drawn by the shared
 *  tile and figure painters. */
class HowToPlayDialog : public QDialog
{
    Q_OBJECT

public:
    HowToPlayDialog(ArtCache* cache, QWidget* parent = nullptr);

    /** Rewrites the pages for these rules; the page shown stays when the new rules have it. */
    void setRules(const Rules& rules);
    Rules rules() const { return m_rules; }

    /** The pages' titles in the list beside them, in order. */
    QStringList pageTitles() const;
    int pageCount() const;
    int currentPage() const;
    void showPage(int index);
    QTextBrowser* page(int index) const;
    /** The page shown. */
    QTextBrowser* browser() const { return page(currentPage()); }
    QListWidget* pageList() const { return m_list; }
    /** The addresses of the pictures a page shows ("tile://IC-K/0", "figure://5"), in order;
     *  each is an image resource of that page's document. */
    QStringList pictures(int index) const;
    /** Every page as plain text, and as HTML, for tests. */
    QString text() const;
    QString html() const;

private:
    /** One page being written: its document takes the pictures. */
    struct PageText
    {
        QTextBrowser* browser = nullptr;
        QString html;
        QStringList pictures;
    };
    PageText& addPage(const QString& title, const QPixmap& icon);
    QString tileImage(PageText& page, const QString& id, int size);
    QString figureImage(PageText& page, FigureKind kind, int size);
    /** A row of pictures, each with its name below when `captions` has one. */
    static QString gallery(const QStringList& images, const QStringList& captions = {});
    static void section(PageText& page, const QString& title, const QString& pictures,
                        const QString& text);
    QPixmap tileIcon(const QString& id);
    QPixmap figureIcon(FigureKind kind);

    void writeBasics(const Rules& rules);
    void writeInnsCathedrals(const Rules& rules);
    void writeTradersBuilders(const Rules& rules);
    /** "House rules: no pig." in italics, for the house rules of `set` in `rules`. */
    static QString houseRulesNote(const Rules& rules, const QString& set);

    ArtCache* m_cache;
    QListWidget* m_list;
    QStackedWidget* m_pages;
    std::deque<PageText> m_texts; // a deque: a page being written keeps its address
    Rules m_rules;
};

} // namespace bastide
