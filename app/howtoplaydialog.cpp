// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/howtoplaydialog.h"

#include "app/houseruletexts.h"
#include "art/artcache.h"
#include "editor/retranslator.h"
#include "engine/standarddeck.h"
#include "engine/tileset.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QListWidget>
#include <QStackedWidget>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>
#include <algorithm>

namespace bastide {

namespace {
constexpr int TileSize = 72;
constexpr int FigureSize = 34;
constexpr int BigTileSize = 88;   // the expansions' pages show their tiles' marks closer
constexpr int BigFigureSize = 46; // and their figures
constexpr int IconSize = 32;      // a page's picture in the list
} // namespace

HowToPlayDialog::HowToPlayDialog(ArtCache* cache, QWidget* parent) : QDialog(parent), m_cache(cache)
{
    setObjectName(QStringLiteral("howToPlayDialog"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(12, 12, 12, 10);
    auto* row = new QHBoxLayout;
    row->setSpacing(10);
    m_list = new QListWidget;
    m_list->setObjectName(QStringLiteral("howToPlayPages"));
    m_list->setIconSize(QSize(IconSize, IconSize));
    m_list->setSpacing(2);
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_list->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Expanding);
    m_pages = new QStackedWidget;
    row->addWidget(m_list);
    row->addWidget(m_pages, 1);
    layout->addLayout(row, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    connect(m_list, &QListWidget::currentRowChanged, m_pages, &QStackedWidget::setCurrentIndex);
    // Small screens (1024×640) keep the Close button in view; the pages scroll.
    resize(780, 580);
    auto* texts = new Retranslator(this);
    texts->add([this] {
        setWindowTitle(tr("How to Play"));
        m_list->setAccessibleName(tr("Pages"));
        setRules(m_rules);
    });
}

QPixmap HowToPlayDialog::tileIcon(const QString& id)
{
    const std::shared_ptr<const TileSet> tiles = standardTileSet();
    const TileTypeId index = tiles->indexOf(id);
    return !index.valid()
               ? QPixmap()
               : m_cache->tile(tiles->type(index), Rotation(0), IconSize, devicePixelRatioF());
}

QPixmap HowToPlayDialog::figureIcon(FigureKind kind)
{
    return m_cache->figure(kind, PlayerColor::Blue, IconSize, devicePixelRatioF());
}

QString HowToPlayDialog::tileImage(PageText& page, const QString& id, int size)
{
    const std::shared_ptr<const TileSet> tiles = standardTileSet();
    const TileTypeId index = tiles->indexOf(id);
    if (!index.valid())
        return {};
    // Rendered at the screen's pixel ratio and shown at its logical size, so it stays sharp.
    const QPixmap pixmap =
        m_cache->tile(tiles->type(index), Rotation(0), size, devicePixelRatioF());
    const QString url = QStringLiteral("tile://%1/0").arg(id);
    page.browser->document()->addResource(QTextDocument::ImageResource, QUrl(url),
                                          pixmap.toImage());
    page.pictures << url;
    return QStringLiteral("<img src=\"%1\" width=\"%2\" height=\"%2\">").arg(url).arg(size);
}

QString HowToPlayDialog::figureImage(PageText& page, FigureKind kind, int size)
{
    // The big follower is drawn as much bigger as it stands on the board.
    const int side = qRound(size * FigurePainter::boardScale(kind));
    const QPixmap pixmap = m_cache->figure(kind, PlayerColor::Blue, side, devicePixelRatioF());
    const QString url = QStringLiteral("figure://%1").arg(int(kind));
    page.browser->document()->addResource(QTextDocument::ImageResource, QUrl(url),
                                          pixmap.toImage());
    page.pictures << url;
    return QStringLiteral("<img src=\"%1\" width=\"%2\" height=\"%2\">").arg(url).arg(side);
}

QString HowToPlayDialog::gallery(const QStringList& images, const QStringList& captions)
{
    QString cells;
    QString names;
    for (int i = 0; i < images.size(); ++i) {
        cells += QStringLiteral("<td align=\"center\" valign=\"bottom\">%1</td>").arg(images[i]);
        names += QStringLiteral("<td align=\"center\" valign=\"top\"><small>%1</small></td>")
                     .arg(captions.value(i).toHtmlEscaped());
    }
    const bool named = std::any_of(captions.begin(), captions.end(),
                                   [](const QString& c) { return !c.isEmpty(); });
    return QStringLiteral("<table cellspacing=\"0\" cellpadding=\"5\"><tr>%1</tr>%2</table>")
        .arg(cells, named ? QStringLiteral("<tr>%1</tr>").arg(names) : QString());
}

void HowToPlayDialog::section(PageText& page, const QString& title, const QString& pictures,
                              const QString& text)
{
    if (!title.isEmpty())
        page.html += QStringLiteral("<h3>%1</h3>").arg(title.toHtmlEscaped());
    page.html += pictures;
    page.html += text;
}

HowToPlayDialog::PageText& HowToPlayDialog::addPage(const QString& title, const QPixmap& icon)
{
    auto* browser = new QTextBrowser;
    browser->setObjectName(QStringLiteral("howToPlayText"));
    browser->setAccessibleName(title);
    browser->setOpenLinks(false);
    browser->setFrameShape(QFrame::NoFrame);
    m_pages->addWidget(browser);
    auto* item = new QListWidgetItem(QIcon(icon), title);
    m_list->addItem(item);
    m_texts.push_back(
        PageText{browser, QStringLiteral("<h2>%1</h2>").arg(title.toHtmlEscaped()), {}});
    return m_texts.back();
}

void HowToPlayDialog::setRules(const Rules& rules)
{
    // The page shown stays: found by its title, or by its place when only the language changed.
    const QString shown = m_list->currentItem() ? m_list->currentItem()->text() : QString();
    const int shownRow = rules == m_rules ? m_list->currentRow() : 0;
    m_rules = rules;
    m_list->clear();
    while (m_pages->count() > 0) {
        QWidget* old = m_pages->widget(0);
        m_pages->removeWidget(old);
        delete old;
    }
    m_texts.clear();

    writeBasics(rules);
    if (rules.river) {
        PageText& page = addPage(tr("The river"), tileIcon(QStringLiteral("RA")));
        section(page, QString(),
                gallery({tileImage(page, QStringLiteral("RA"), TileSize),
                         tileImage(page, QStringLiteral("RD"), TileSize),
                         tileImage(page, QStringLiteral("RL"), TileSize)},
                        {tr("Spring"), QString(), tr("Lake")}),
                tr("<p>The game starts at the spring, and the river tiles are drawn before all "
                   "others, the lake last. Each one must continue the river. The river may not "
                   "bend the same way twice in a row, and no figure goes on the water.</p>"));
    }
    if (rules.abbot) {
        PageText& page = addPage(tr("The abbot"), figureIcon(FigureKind::Abbot));
        section(page, QString(),
                gallery({figureImage(page, FigureKind::Abbot, BigFigureSize),
                         tileImage(page, QStringLiteral("U-garden"), TileSize)},
                        {tr("Abbot"), tr("Garden")}),
                tr("<p>Each player also has an abbot. It goes only into a monastery or a "
                   "garden, and gardens take nothing else. A garden scores like a monastery. "
                   "Instead of placing a figure you may take your abbot back; its monastery or "
                   "garden then scores at once as if the game had ended.</p>"));
    }
    if (rules.innsCathedrals())
        writeInnsCathedrals(rules);
    if (rules.tradersBuilders())
        writeTradersBuilders(rules);

    for (const PageText& page : m_texts)
        page.browser->setHtml(page.html);
    // The list is as wide as its longest title beside its picture, so no title is cut.
    int widest = 0;
    for (int i = 0; i < m_list->count(); ++i)
        widest = std::max(widest, m_list->fontMetrics().horizontalAdvance(m_list->item(i)->text()));
    m_list->setFixedWidth(widest + IconSize + 2 * m_list->frameWidth() + 4 * m_list->spacing() +
                          24);
    int row = std::clamp(shownRow, 0, m_list->count() - 1);
    for (int i = 0; i < m_list->count(); ++i) {
        if (m_list->item(i)->text() == shown)
            row = i;
    }
    m_list->setCurrentRow(row);
    m_pages->setCurrentIndex(row);
}

void HowToPlayDialog::writeBasics(const Rules& rules)
{
    PageText& page = addPage(tr("The basics"), tileIcon(QStringLiteral("D")));
    page.html = QStringLiteral("<h2>%1</h2>").arg(tr("How to play").toHtmlEscaped());
    page.html += tr("<p>Together you build a countryside of roads, cities, monasteries and fields, "
                    "one tile at a time. Claim what you build with your figures: whoever has the "
                    "most points when the last tile is laid wins.</p>");

    section(page, tr("Your turn"),
            gallery({tileImage(page, QStringLiteral("D"), TileSize),
                     tileImage(page, QStringLiteral("U"), TileSize)}),
            tr("<p>You draw a tile and lay it next to the tiles already on the table, so that "
               "every edge it touches matches: road to road, city to city, field to field. Gold "
               "spots on the board show where it fits; press <b>R</b> or right-click to turn "
               "it. A tile that fits nowhere is put aside and you draw another.</p>"));

    const bool farmers = rules.farmers != FarmerScoring::None;
    QString figures =
        !farmers
            ? tr("<p>Then you may put one of your seven followers on the tile you have just "
                 "laid: in a city as a knight, on a road as a thief, or in a monastery as a "
                 "monk. Fields take no figures in this game.</p>")
            : tr("<p>Then you may put one of your seven followers on the tile you have just "
                 "laid: in a city as a knight, on a road as a thief, in a monastery as a monk, "
                 "or lying in a field as a farmer.</p>");
    figures += tr("<p>You may only claim a road, city or field that nobody holds yet, counting "
                  "everything it joins up with. Features that grow together later can end up "
                  "shared. Press <b>Enter</b> to end your turn; <b>Esc</b> picks the tile up "
                  "again.</p>");
    QStringList figureImages{figureImage(page, FigureKind::Follower, FigureSize)};
    if (farmers)
        figureImages << figureImage(page, FigureKind::Farmer, FigureSize);
    section(page, tr("Figures"), gallery(figureImages), figures);

    section(page, tr("Scoring during the game"),
            gallery({tileImage(page, QStringLiteral("B"), TileSize),
                     tileImage(page, QStringLiteral("F"), TileSize),
                     tileImage(page, QStringLiteral("X"), TileSize)}),
            tr("<p>When a tile finishes something, it scores at once and its figures come back "
               "to their owners:</p><ul>"
               "<li>a road with both ends closed: 1 point per tile;</li>"
               "<li>a city with a closed wall: 2 points per tile and 2 per shield;</li>"
               "<li>a monastery with all eight tiles around it: 9 points.</li></ul>"
               "<p>When several players have figures on one feature, the one with the most "
               "scores it; a tie scores in full for each of them.</p>"));

    QString end = tr("<p>After the last tile, everything unfinished scores too: a road 1 point "
                     "per tile, a city 1 per tile and 1 per shield, a monastery or garden 1 "
                     "point plus 1 for each tile around it.</p>");
    switch (rules.farmers) {
    case FarmerScoring::Modern:
        end += tr("<p>Then the fields: whoever has the most farmers in a field scores 3 points "
                  "for every finished city that field touches.</p>");
        break;
    case FarmerScoring::Classic:
        end += tr("<p>Then the fields, city by city: for each finished city, the player with the "
                  "most farmers in all the fields touching it scores 4 points. Each city counts "
                  "once.</p>");
        break;
    case FarmerScoring::None:
        break;
    }
    section(page, tr("The end of the game"), QString(), end);

    page.html +=
        tr("<p><i>Scroll or pinch to zoom, drag to move the board, and hover a figure to see "
           "what its feature is worth now. Without a mouse, <b>]</b> and <b>[</b> step "
           "through the spots (or the rings, once the tile is down) and <b>Space</b> takes "
           "one. Help ▸ Keyboard Shortcuts lists every key.</i></p>");
}

QString HowToPlayDialog::houseRulesNote(const Rules& rules, const QString& set)
{
    Rules own;
    for (const QString& name : rules.houseRules) {
        if (houseRulesOf(set).contains(name))
            own.houseRules << name;
    }
    const QString text = HouseRuleTexts::summary(own);
    return text.isEmpty() ? text : QStringLiteral("<p><i>%1</i></p>").arg(text.toHtmlEscaped());
}

void HowToPlayDialog::writeInnsCathedrals(const Rules& rules)
{
    PageText& page = addPage(tr("Inns & Cathedrals"), tileIcon(QStringLiteral("IC-K")));
    page.html += tr("<p>Inns and cathedrals make a road or a city worth more, but only if it "
                    "is finished. And each player has a big follower.</p>");
    page.html += houseRulesNote(rules, QStringLiteral("inns-cathedrals"));
    section(page, tr("Inns"),
            gallery({tileImage(page, QStringLiteral("IC-A"), BigTileSize),
                     tileImage(page, QStringLiteral("IC-M"), BigTileSize)}),
            tr("<p>A road with an <b>inn</b> scores 2 points per tile when finished, but "
               "nothing at the end of the game.</p>"));
    section(page, tr("Cathedrals"), gallery({tileImage(page, QStringLiteral("IC-K"), BigTileSize)}),
            tr("<p>A city with a <b>cathedral</b> scores 3 points per tile and per shield when "
               "finished, but nothing at the end of the game.</p>"));
    section(page, tr("The big follower"),
            gallery({figureImage(page, FigureKind::Follower, BigFigureSize),
                     figureImage(page, FigureKind::BigFollower, BigFigureSize)},
                    {tr("Follower"), tr("Big follower")}),
            tr("<p>Each player also has a <b>big follower</b>. It goes wherever a follower may "
               "and counts as two followers when the majority on a feature is decided.</p>"));
}

void HowToPlayDialog::writeTradersBuilders(const Rules& rules)
{
    PageText& page = addPage(tr("Traders & Builders"), figureIcon(FigureKind::Builder));
    page.html += tr("<p>Trade goods in cities, a builder that brings a second tile and a pig "
                    "for your farmers.</p>");
    page.html += houseRulesNote(rules, QStringLiteral("traders-builders"));
    section(page, tr("Trade goods"),
            gallery({tileImage(page, QStringLiteral("TB-Q"), BigTileSize),
                     tileImage(page, QStringLiteral("TB-E"), BigTileSize),
                     tileImage(page, QStringLiteral("TB-K"), BigTileSize)},
                    {tr("Wine"), tr("Grain"), tr("Cloth")}),
            tr("<p>Whoever finishes a city takes a <b>trade goods</b> token for each wine, "
               "grain and cloth symbol in it, whoever holds the city. At the end, whoever has "
               "the most tokens of a kind scores 10 points for it (a tie: each).</p>"));
    section(page, tr("The builder"),
            gallery({figureImage(page, FigureKind::Builder, BigFigureSize)}),
            tr("<p>The <b>builder</b> joins a road or city where you already have a follower. "
               "Each time you extend that road or city later, you lay a second tile in the same "
               "turn; its road or city glows on the board while you do.</p>") +
                tr("<p>A second tile never brings a third: even when it extends the builder's "
                   "road or city again, the turn ends after it.</p>"));
    section(page, tr("The pig"), gallery({figureImage(page, FigureKind::Pig, BigFigureSize)}),
            tr("<p>The <b>pig</b> joins a field of your farmers: each finished city it "
               "supplies scores 1 point more for you.</p>"));
    section(page, tr("The bridge"), gallery({tileImage(page, QStringLiteral("TB-B"), BigTileSize)}),
            tr("<p>On the crossing tile one road runs over the other on a <b>bridge</b>. They "
               "stay two roads, each finished and scored on its own.</p>"));
}

QStringList HowToPlayDialog::pageTitles() const
{
    QStringList titles;
    for (int i = 0; i < m_list->count(); ++i)
        titles << m_list->item(i)->text();
    return titles;
}

int HowToPlayDialog::pageCount() const
{
    return int(m_texts.size());
}

int HowToPlayDialog::currentPage() const
{
    return m_pages->currentIndex();
}

void HowToPlayDialog::showPage(int index)
{
    m_list->setCurrentRow(index);
}

QTextBrowser* HowToPlayDialog::page(int index) const
{
    return index >= 0 && index < pageCount() ? m_texts[std::size_t(index)].browser : nullptr;
}

QStringList HowToPlayDialog::pictures(int index) const
{
    return index >= 0 && index < pageCount() ? m_texts[std::size_t(index)].pictures : QStringList();
}

QString HowToPlayDialog::text() const
{
    QStringList pages;
    for (const PageText& page : m_texts)
        pages << page.browser->toPlainText();
    return pages.join(QLatin1Char('\n'));
}

QString HowToPlayDialog::html() const
{
    QString pages;
    for (const PageText& page : m_texts)
        pages += page.browser->toHtml();
    return pages;
}

} // namespace bastide
