// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/howtoplaydialog.h"

#include "art/artcache.h"
#include "engine/standarddeck.h"
#include "engine/tileset.h"

#include <QDialogButtonBox>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

namespace bastide {

namespace {
constexpr int TileSize = 72;
constexpr int FigureSize = 34;
} // namespace

HowToPlayDialog::HowToPlayDialog(ArtCache* cache, QWidget* parent) : QDialog(parent), m_cache(cache)
{
    setObjectName(QStringLiteral("howToPlayDialog"));
    setWindowTitle(tr("How to Play"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(12, 12, 12, 10);
    m_browser = new QTextBrowser;
    m_browser->setObjectName(QStringLiteral("howToPlayText"));
    m_browser->setAccessibleName(tr("How to play"));
    m_browser->setOpenLinks(false);
    m_browser->setFrameShape(QFrame::NoFrame);
    layout->addWidget(m_browser, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(620, 720);
    setRules(Rules{});
}

QString HowToPlayDialog::tileImage(const QString& id, int rotation)
{
    const std::shared_ptr<const TileSet> tiles = standardTileSet();
    const int index = tiles->indexOf(id);
    if (index < 0)
        return {};
    // Rendered at the screen's pixel ratio and shown at its logical size, so it stays sharp.
    const QPixmap pixmap =
        m_cache->tile(tiles->type(index), rotation, TileSize, devicePixelRatioF());
    const QString url = QStringLiteral("tile://%1/%2").arg(id).arg(rotation);
    m_browser->document()->addResource(QTextDocument::ImageResource, QUrl(url), pixmap.toImage());
    return QStringLiteral("<img src=\"%1\" width=\"%2\" height=\"%2\"> ").arg(url).arg(TileSize);
}

QString HowToPlayDialog::figureImage(int kind)
{
    const QPixmap pixmap =
        m_cache->figure(FigureKind(kind), PlayerColor::Blue, FigureSize, devicePixelRatioF());
    const QString url = QStringLiteral("figure://%1").arg(kind);
    m_browser->document()->addResource(QTextDocument::ImageResource, QUrl(url), pixmap.toImage());
    return QStringLiteral("<img src=\"%1\" width=\"%2\" height=\"%2\"> ").arg(url).arg(FigureSize);
}

void HowToPlayDialog::setRules(const Rules& rules)
{
    m_rules = rules;
    QString page;
    auto section = [&page](const QString& title, const QString& pictures, const QString& text) {
        page += QStringLiteral("<h3>%1</h3>").arg(title.toHtmlEscaped());
        if (!pictures.isEmpty())
            page += QStringLiteral("<p>%1</p>").arg(pictures);
        page += text;
    };

    page += QStringLiteral("<h2>%1</h2>").arg(tr("How to play").toHtmlEscaped());
    page += tr("<p>Together you build a countryside of roads, cities, monasteries and fields, "
               "one tile at a time. Claim what you build with your figures: whoever has the "
               "most points when the last tile is laid wins.</p>");

    section(tr("Your turn"), tileImage(QStringLiteral("D")) + tileImage(QStringLiteral("U")),
            tr("<p>You draw a tile and lay it next to the tiles already on the table, so that "
               "every edge it touches matches: road to road, city to city, field to field. Gold "
               "spots on the board show where it fits; press <b>R</b> or right-click to turn "
               "it. A tile that fits nowhere is put aside and you draw another.</p>"));

    QString figures =
        rules.farmers == FarmerScoring::None
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
    section(tr("Figures"),
            figureImage(int(FigureKind::Follower)) + (rules.farmers == FarmerScoring::None
                                                          ? QString()
                                                          : figureImage(int(FigureKind::Farmer))),
            figures);

    section(tr("Scoring during the game"),
            tileImage(QStringLiteral("B")) + tileImage(QStringLiteral("F")) +
                tileImage(QStringLiteral("X")),
            tr("<p>When a tile finishes something, it scores at once and its figures come back "
               "to their owners:</p><ul>"
               "<li>a road with both ends closed: 1 point per tile;</li>"
               "<li>a city with a closed wall: 2 points per tile and 2 per shield;</li>"
               "<li>a monastery with all eight tiles around it: 9 points.</li></ul>"
               "<p>When several players have figures on one feature, the one with the most "
               "scores it; a tie scores in full for each of them.</p>"));

    if (rules.abbot) {
        section(tr("The abbot"),
                figureImage(int(FigureKind::Abbot)) + tileImage(QStringLiteral("U-garden")),
                tr("<p>Each player also has an abbot. It goes only into a monastery or a "
                   "garden, and gardens take nothing else. A garden scores like a monastery. "
                   "Instead of placing a figure you may take your abbot back; its monastery or "
                   "garden then scores at once as if the game had ended.</p>"));
    }

    if (rules.river) {
        section(tr("The river"),
                tileImage(QStringLiteral("RA")) + tileImage(QStringLiteral("RD")) +
                    tileImage(QStringLiteral("RL")),
                tr("<p>The game starts at the spring, and the river tiles are drawn before all "
                   "others, the lake last. Each one must continue the river. The river may not "
                   "bend the same way twice in a row, and no figure goes on the water.</p>"));
    }

    if (rules.innsCathedrals()) {
        section(tr("Inns & Cathedrals"),
                figureImage(int(FigureKind::BigFollower)) + tileImage(QStringLiteral("IC-A")) +
                    tileImage(QStringLiteral("IC-K")),
                tr("<p>Each player also has a <b>big follower</b>. It goes wherever a follower "
                   "may and counts as two followers when the majority on a feature is "
                   "decided.</p>"
                   "<p>A road with an <b>inn</b> scores 2 points per tile when "
                   "finished, but nothing at the end of the game. A city with a "
                   "<b>cathedral</b> scores 3 points per tile and per shield when finished, "
                   "but nothing at the end of the game.</p>"));
    }

    if (rules.tradersBuilders()) {
        section(tr("Traders & Builders"),
                figureImage(int(FigureKind::Builder)) + figureImage(int(FigureKind::Pig)) +
                    tileImage(QStringLiteral("TB-Q")) + tileImage(QStringLiteral("TB-K")),
                tr("<p>Whoever finishes a city takes a <b>trade goods</b> token for each wine, "
                   "grain and cloth symbol in it, whoever holds the city. At the end, whoever "
                   "has the most tokens of a kind scores 10 points for it (a tie: each).</p>"
                   "<p>The <b>builder</b> joins a road or city where you already have a "
                   "follower. Each time you extend that road or city later, you lay a second "
                   "tile in the same turn. The <b>pig</b> joins a field of your farmers: each "
                   "finished city it supplies scores 1 point more for you.</p>"));
    }

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
    section(tr("The end of the game"), QString(), end);

    page += tr("<p><i>Scroll or pinch to zoom, drag to move the board, and hover a figure to see "
               "what its feature is worth now. Without a mouse, <b>]</b> and <b>[</b> step "
               "through the spots (or the rings, once the tile is down) and <b>Space</b> takes "
               "one. Help ▸ Keyboard Shortcuts lists every key.</i></p>");
    m_browser->setHtml(page);
}

QString HowToPlayDialog::html() const
{
    return m_browser->toHtml();
}

} // namespace bastide
