// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/statisticstext.h"

#include "editor/editorstyle.h"
#include "editor/featurenames.h"
#include "editor/groupnames.h"

#include <QLocale>
#include <QStringList>
#include <algorithm>
#include <numeric>

namespace bastide {

namespace {

const QString Table = QStringLiteral("<table cellspacing='0' cellpadding='3'>");

QString paragraph(const QString& text, const QString& style = QString())
{
    return QStringLiteral("<p style='margin:4px 0 2px 0;%1'>%2</p>").arg(style, text);
}

QString ids(const Deck& deck, const std::vector<int>& tiles)
{
    QStringList list;
    for (int t : tiles)
        list << deck.tiles[std::size_t(t)].id.toHtmlEscaped();
    //: Separates tile ids in a list: "D, E, F".
    return list.join(StatisticsText::tr(", "));
}

} // namespace

QString StatisticsText::percent(double share)
{
    return QLocale().toString(share * 100.0, 'f', share < 0.1 ? 1 : 0);
}

QString StatisticsText::terrain(Terrain terrain)
{
    switch (terrain) {
    case Terrain::City:
        //: An edge's terrain, as in an edge pattern "city-road-field-road".
        return tr("city");
    case Terrain::Road:
        return tr("road");
    case Terrain::River:
        return tr("river");
    case Terrain::Field:
        break;
    }
    return tr("field");
}

QString StatisticsText::pattern(const EdgePattern& pattern)
{
    //: An edge pattern: the four edges' terrains clockwise from north, "city-road-field-road".
    return tr("%1-%2-%3-%4")
        .arg(terrain(pattern.edges[0]), terrain(pattern.edges[1]), terrain(pattern.edges[2]),
             terrain(pattern.edges[3]));
}

QString StatisticsText::contents(const DeckStatistics& s)
{
    const QString tiles =
        s.expansionTiles == 0
            ? tr("Tiles: <b>%1</b> (base game %2, river %3) · Types: %4")
                  .arg(s.tiles)
                  .arg(s.baseTiles)
                  .arg(s.riverTiles)
                  .arg(s.types)
            : tr("Tiles: <b>%1</b> (base game %2, river %3, expansion sets %4) · Types: %5")
                  .arg(s.tiles)
                  .arg(s.baseTiles)
                  .arg(s.riverTiles)
                  .arg(s.expansionTiles)
                  .arg(s.types);
    QString html = QStringLiteral("<p style='margin:0 0 6px 0'>") + tiles;
    if (s.expansionTiles > 0) {
        QStringList sets;
        for (const QString& set : s.sets)
            sets << GroupNames::display(set).toHtmlEscaped();
        html += QStringLiteral("<br>") +
                (sets.isEmpty()
                     //: The statistics of a deck with expansion sets, none of them ticked.
                     ? tr("In play after the river: the base game alone, %n tile(s). The "
                          "figures below count these.",
                          "", s.playedTiles)
                     //: %1 lists the sets ticked: "Inns & Cathedrals, my-set".
                     : tr("In play after the river: the base game and %1, %n tile(s). The "
                          "figures below count these.",
                          "", s.playedTiles)
                           .arg(sets.join(tr(", "))));
    }
    html += QStringLiteral("</p>");
    html += Table + QStringLiteral("<tr><th align='left'>%1</th><th align='right'>%2</th>"
                                   "<th align='right'>%3</th></tr>")
                        .arg(tr("Edge"), tr("Edges"), tr("Tiles that can meet it"));
    for (Terrain t : {Terrain::City, Terrain::Road, Terrain::Field, Terrain::River}) {
        const DeckStatistics::TerrainCount& c = s.terrain[std::size_t(t)];
        QString name = terrain(t);
        name[0] = name[0].toUpper();
        html += QStringLiteral("<tr><td>%1</td><td align='right'>%2</td><td align='right'>%3</td>"
                               "</tr>")
                    .arg(name)
                    .arg(c.edges)
                    .arg(c.tiles);
    }
    html += QStringLiteral("</table>");
    html += groups(s);
    html += paragraph(tr("Shields: %1 · Monasteries: %2 · Gardens: %3")
                          .arg(s.shields)
                          .arg(s.monasteries)
                          .arg(s.gardens));
    html += paragraph(tr("Tiles in play: road ends %1, roads running through %2; city parts "
                         "reaching one edge %3, two %4, three %5, four %6")
                          .arg(s.roadEnds)
                          .arg(s.roadsThrough)
                          .arg(s.cityParts[1])
                          .arg(s.cityParts[2])
                          .arg(s.cityParts[3])
                          .arg(s.cityParts[4]));
    html += paragraph(tr("Points per tile in play when all it holds is finished: %1 on "
                         "average (fields left out)")
                          .arg(QLocale().toString(s.pointsPerTile, 'f', 1)));
    return html;
}

QString StatisticsText::groups(const DeckStatistics& s)
{
    QString html = paragraph(QStringLiteral("<b>%1</b>").arg(tr("By group")));
    html += Table + QStringLiteral("<tr><th align='left'>%1</th><th align='right'>%2</th>"
                                   "<th align='right'>%3</th><th align='right'>%4</th>"
                                   "<th align='right'>%5</th><th align='right'>%6</th>"
                                   "<th align='right'>%7</th><th align='left'>%8</th></tr>")
                        .arg(tr("Group"), tr("Types"), tr("Tiles"), tr("Shields"),
                             //: Column of the statistics by group: copies with an inn.
                             tr("Inns"), tr("Cathedrals"), tr("Inner fields"), tr("Trade goods"));
    for (const DeckStatistics::GroupCount& g : s.groups) {
        QStringList goods;
        for (GoodsKind kind : {GoodsKind::Wine, GoodsKind::Grain, GoodsKind::Cloth}) {
            if (const int n = g.goods[std::size_t(kind)]; n > 0)
                goods << FeatureNames::goodsCount(kind, n);
        }
        html += QStringLiteral(
                    "<tr><td nowrap>%1</td><td align='right'>%2</td>"
                    "<td align='right'>%3</td><td align='right'>%4</td><td align='right'>%5</td>"
                    "<td align='right'>%6</td><td align='right'>%7</td>"
                    "<td>%8</td></tr>")
                    .arg(GroupNames::display(g.group).toHtmlEscaped())
                    .arg(g.types)
                    .arg(g.tiles)
                    .arg(g.shields)
                    .arg(g.inns)
                    .arg(g.cathedrals)
                    .arg(g.innerFields)
                    .arg(goods.isEmpty() ? QStringLiteral("—") : goods.join(tr(", ")));
    }
    return html + QStringLiteral("</table>");
}

QString StatisticsText::fitting(const Deck& deck, const DeckStatistics& s)
{
    QString html;
    if (!s.fitsNoHole.empty()) {
        html += paragraph(QStringLiteral("<b>%1</b> ").arg(tr("Tiles that fit nowhere:")) +
                              tr("no other tile in play has an edge they can meet, so no "
                                 "hole takes them: %1.")
                                  .arg(ids(deck, s.fitsNoHole)),
                          QStringLiteral("color:%1").arg(EditorStyle::problem().name()));
    } else {
        html += paragraph(tr("Every tile in play has an edge some other tile can meet, so it "
                             "fits a hole with one neighbour. Holes with more neighbours ask "
                             "for a turn whose whole edge pattern matches: how often a tile "
                             "then fits nowhere, the test games measure."));
    }
    if (s.awkward.empty())
        return html;
    // Not a fault (the standard deck has such tiles): a note, not in the errors' colour.
    html += paragraph(QStringLiteral("<b>%1</b>").arg(tr("Tiles that fill few corner holes")),
                      QStringLiteral("color:%1").arg(EditorStyle::ink().name()));
    html += QStringLiteral("<ul style='margin:0'>");
    for (int t : s.awkward) {
        const auto f =
            std::find_if(s.perTile.begin(), s.perTile.end(),
                         [t](const DeckStatistics::TileFigures& x) { return x.tile == t; });
        html += QStringLiteral("<li>") +
                tr("%1 (%2): of the holes with two neighbours side by side, edges drawn like "
                   "the deck's, it fills %3%; they come with every bend of the board's edge.")
                    .arg(deck.tiles[std::size_t(t)].id.toHtmlEscaped(), pattern(f->pattern),
                         percent(f->corner)) +
                QStringLiteral("</li>");
    }
    return html + QStringLiteral("</ul>");
}

QString StatisticsText::patterns(const Deck& deck, const DeckStatistics& s)
{
    QString html = Table + QStringLiteral("<tr><th align='left'>%1</th><th align='right'>%2</th>"
                                          "<th align='left'>%3</th></tr>")
                               .arg(tr("Edge pattern"), tr("Copies"), tr("Tiles"));
    for (const DeckStatistics::PatternCount& p : s.patterns) {
        html += QStringLiteral("<tr><td>%1</td><td align='right'>%2</td><td>%3</td></tr>")
                    .arg(pattern(p.pattern))
                    .arg(p.copies)
                    .arg(ids(deck, p.tiles));
    }
    return html + QStringLiteral("</table>");
}

QString StatisticsText::tiles(const Deck& deck, const DeckStatistics& s)
{
    QString html = Table + QStringLiteral("<tr><th align='left'>%1</th><th align='right'>%2</th>"
                                          "<th align='right'>%3</th><th align='right'>%4</th>"
                                          "<th align='right'>%5</th><th align='right'>%6</th>"
                                          "</tr>")
                               .arg(tr("Tile"), tr("Copies"), tr("One-neighbour holes"),
                                    tr("Corner holes"), tr("Road ends"), tr("Points"));
    for (const DeckStatistics::TileFigures& f : s.perTile) {
        const TileType& t = deck.tiles[std::size_t(f.tile)];
        html += QStringLiteral("<tr><td>%1</td><td align='right'>%2</td><td align='right'>%3%"
                               "</td><td align='right'>%4%</td><td align='right'>%5</td>"
                               "<td align='right'>%6</td></tr>")
                    .arg(t.id.toHtmlEscaped())
                    .arg(t.count)
                    .arg(percent(f.oneSided), percent(f.corner))
                    .arg(f.roadEnds)
                    .arg(f.points);
    }
    html += QStringLiteral("</table>");
    html += paragraph(tr("Holes: the share of holes with one neighbour, or two side by side, "
                         "that some turn of the tile fills, the neighbours' edges drawn like "
                         "the edges of the tiles in play. Points: what finishing everything on the "
                         "tile is worth (2 per city part and per shield, 1 per road, 9 for a "
                         "monastery or garden)."),
                      QStringLiteral("color:%1").arg(EditorStyle::mutedInk().name()));
    return html;
}

QString StatisticsText::simulation(const Deck& deck, const DeckSimulation::Result& result)
{
    const double rate = result.discardRate();
    const QColor color = rate >= 0.05   ? EditorStyle::problem()
                         : rate >= 0.01 ? EditorStyle::accent()
                                        : EditorStyle::good();
    QString html = QStringLiteral("<p style='margin:0'><span style='color:%1; font-size:14pt; "
                                  "font-weight:600'>%2</span><br>%3</p>")
                       .arg(color.name(), tr("%1% discarded").arg(percent(rate)),
                            tr("Games: %1 · tiles drawn: %2 · fitting nowhere: %3")
                                .arg(result.games)
                                .arg(result.draws)
                                .arg(result.discards));
    std::vector<int> order(deck.tiles.size());
    std::iota(order.begin(), order.end(), 0);
    std::erase_if(order, [&](int t) {
        return result.strandedRate(t) < StrandedListed &&
               result.discardsPerTile[std::size_t(t)] == 0;
    });
    std::sort(order.begin(), order.end(),
              [&](int a, int b) { return result.strandedRate(a) > result.strandedRate(b); });
    if (!order.empty()) {
        html += paragraph(tr("Would have fit nowhere, had it been drawn:"));
        html += QStringLiteral("<ul style='margin:0'>");
        for (std::size_t i = 0; i < std::min<std::size_t>(order.size(), 6); ++i) {
            const int t = order[i];
            html += QStringLiteral("<li>") +
                    tr("%1: at %2% of the turns; discarded %3 of %4 times drawn")
                        .arg(deck.tiles[std::size_t(t)].id.toHtmlEscaped(),
                             percent(result.strandedRate(t)))
                        .arg(result.discardsPerTile[std::size_t(t)])
                        .arg(result.drawsPerTile[std::size_t(t)]) +
                    QStringLiteral("</li>");
        }
        html += QStringLiteral("</ul>");
    }
    if (rate >= 0.05)
        html += paragraph(tr("That is often: add tiles with the edges these tiles need, or give "
                             "them more kinds of edge."));
    return html;
}

} // namespace bastide
