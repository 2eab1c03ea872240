// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The deck editor for the expansions (issue 17): the marks as tools (inn, cathedral, trade
// goods, inner field) with undo and redo, the feature list's wording, what edits keep of the
// marks, the new rules' problems in the problem list, groups (a tile's group, the filter,
// statistics by group, backs by group) and playing a deck with some groups left out.

#include "art/featuregeometry.h"
#include "art/tilelayout.h"
#include "art/tilepainter.h"
#include "editor/canvasedits.h"
#include "editor/canvaspanel.h"
#include "editor/deckdocument.h"
#include "editor/deckeditorwindow.h"
#include "editor/deckfiles.h"
#include "editor/deckstatistics.h"
#include "editor/featurenames.h"
#include "editor/groupnames.h"
#include "editor/newgroupdialog.h"
#include "editor/playgroupsdialog.h"
#include "editor/problemlistpanel.h"
#include "editor/statisticstext.h"
#include "editor/tileback.h"
#include "editor/tilecanvas.h"
#include "editor/tileedit.h"
#include "editor/tilelistpanel.h"
#include "editor/tilepropertiespanel.h"
#include "engine/deckvalidator.h"
#include "engine/standarddeck.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QImage>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QListWidget>
#include <QPainter>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>
#include <memory>

using namespace bastide;

Q_DECLARE_METATYPE(bastide::Deck)

namespace {

constexpr int North = 0, East = 1, South = 2, West = 3;

int countOf(const TileType& t, FeatureKind kind)
{
    int n = 0;
    for (const Feature& f : t.features)
        n += f.kind == kind ? 1 : 0;
    return n;
}

int firstOf(const TileType& t, FeatureKind kind)
{
    for (std::size_t i = 0; i < t.features.size(); ++i) {
        if (t.features[i].kind == kind)
            return int(i);
    }
    return -1;
}

/** A city on the north edge and a road from east to west (standard tile D). */
TileType cityAndRoad()
{
    TileType t = TileEdit::blank(QStringLiteral("X"));
    t = TileEdit::setEdge(t, North, Terrain::City);
    const int sides[] = {East, West};
    return TileEdit::setEdges(t, sides, Terrain::Road);
}

} // namespace

class tst_ExpansionEditor : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<DeckEditorWindow> m_window;

    DeckEditorWindow& window() { return *m_window; }
    DeckDocument* doc() { return m_window->document(); }
    TileCanvas* canvas() { return m_window->canvas(); }
    const TileType& current() { return doc()->tile(window().currentTile()); }
    QUndoStack* undo() { return doc()->undoStack(); }
    void useTool(const char* name) { window().action(QString::fromLatin1(name))->trigger(); }
    void click(QPointF at, Qt::KeyboardModifiers modifiers = {})
    {
        QTest::mouseClick(canvas(), Qt::LeftButton, modifiers, at.toPoint());
    }
    void selectTile(const char* id)
    {
        window().setCurrentTile(doc()->deck().indexOf(QString::fromLatin1(id)));
        QCOMPARE(current().id, QString::fromLatin1(id));
    }
    /** The city of standard tile D (north) and its road (east to west). */
    int cityOfD() { return current().featureAt(1); }
    int roadOfD() { return current().featureAt(4); }

private Q_SLOTS:
    void init()
    {
        DeckFiles::clearRecentFiles();
        m_window = std::make_unique<DeckEditorWindow>();
        m_window->resize(1366, 768);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        selectTile("D");
    }

    void cleanup()
    {
        undo()->setClean();
        m_window.reset();
    }

    void theInnToolPutsAnInnByARoadAndUndoTakesItBack()
    {
        useTool("tool.inn");
        QCOMPARE(canvas()->tool(), TileCanvas::Tool::Inn);
        const int road = roadOfD();
        QVERIFY(!current().features[std::size_t(road)].has(Mark::Inn));
        click(canvas()->slotPoint(4));
        QVERIFY(current().features[std::size_t(road)].has(Mark::Inn));
        QCOMPARE(undo()->undoText(), QStringLiteral("Place an inn (tile D)"));
        QVERIFY(validateTile(current(), 0).empty());
        undo()->undo();
        QVERIFY(!current().features[std::size_t(road)].has(Mark::Inn));
        undo()->redo();
        QVERIFY(current().features[std::size_t(road)].has(Mark::Inn));
        // A second click takes it away, as its own step.
        click(canvas()->slotPoint(4));
        QVERIFY(!current().features[std::size_t(road)].has(Mark::Inn));
        QCOMPARE(undo()->undoText(), QStringLiteral("Remove the inn (tile D)"));

        // On a city the tool refuses and says why; nothing changes.
        const int steps = undo()->count();
        click(canvas()->slotPoint(1));
        QCOMPARE(undo()->count(), steps);
        QVERIFY2(canvas()->hint().contains(QStringLiteral("road")), qPrintable(canvas()->hint()));
    }

    void theCathedralToolBuildsInACityAndUndoes()
    {
        useTool("tool.cathedral");
        const int city = cityOfD();
        click(canvas()->slotPoint(1));
        QVERIFY(current().features[std::size_t(city)].has(Mark::Cathedral));
        QCOMPARE(undo()->undoText(), QStringLiteral("Place a cathedral (tile D)"));
        QVERIFY(validateTile(current(), 0).empty());
        undo()->undo();
        QVERIFY(!current().features[std::size_t(city)].has(Mark::Cathedral));
        undo()->redo();
        QVERIFY(current().features[std::size_t(city)].has(Mark::Cathedral));
        // Not on a road.
        const int steps = undo()->count();
        click(canvas()->slotPoint(4));
        QCOMPARE(undo()->count(), steps);
        QVERIFY(!current().features[std::size_t(roadOfD())].has(Mark::Cathedral));
    }

    void theGoodsToolsCountSymbolsOfEachKindOnACity()
    {
        const int city = cityOfD();
        useTool("tool.wine");
        click(canvas()->slotPoint(1));
        click(canvas()->slotPoint(1));
        useTool("tool.cloth");
        click(canvas()->slotPoint(1));
        Goods goods = current().features[std::size_t(city)].goods;
        QCOMPARE(goods[std::size_t(GoodsKind::Wine)], 2);
        QCOMPARE(goods[std::size_t(GoodsKind::Grain)], 0);
        QCOMPARE(goods[std::size_t(GoodsKind::Cloth)], 1);
        QCOMPARE(undo()->undoText(), QStringLiteral("Add cloth (tile D)"));
        useTool("tool.wine");
        click(canvas()->slotPoint(1), Qt::ShiftModifier);
        QCOMPARE(current().features[std::size_t(city)].goods[0], 1);
        QCOMPARE(undo()->undoText(), QStringLiteral("Remove wine (tile D)"));
        QVERIFY(validateTile(current(), 0).empty());
        // Each click was one step: four undos take the city back to none.
        for (int i = 0; i < 4; ++i)
            undo()->undo();
        QVERIFY(!current().features[std::size_t(city)].hasGoods());
        for (int i = 0; i < 4; ++i)
            undo()->redo();
        goods = current().features[std::size_t(city)].goods;
        QCOMPARE(goods, (Goods{1, 0, 1}));
        // Taking away what is not there changes nothing.
        useTool("tool.grain");
        const int steps = undo()->count();
        click(canvas()->slotPoint(1), Qt::ShiftModifier);
        QCOMPARE(undo()->count(), steps);
        // Goods go on cities only.
        click(canvas()->slotPoint(4));
        QCOMPARE(undo()->count(), steps);
    }

    void theInnerFieldToolMakesAFieldInsideACity()
    {
        useTool("tool.innerField");
        const TileType before = current();
        const int city = cityOfD();
        click(canvas()->slotPoint(1));
        const TileType& after = current();
        QCOMPARE(countOf(after, FeatureKind::Field), countOf(before, FeatureKind::Field) + 1);
        const std::vector<int> inner = TileEdit::innerFieldsOf(after, city);
        QCOMPARE(int(inner.size()), 1);
        QCOMPARE(after.features[std::size_t(inner[0])].slotMask, SlotMask(0));
        QCOMPARE(after.features[std::size_t(inner[0])].cities, std::vector<int>{city});
        QVERIFY(validateTile(after, 0).empty());
        QCOMPARE(undo()->undoText(), QStringLiteral("Add an inner field (tile D)"));
        QVERIFY(window().problemList()->summary().startsWith(QStringLiteral("No problems")));
        undo()->undo();
        QVERIFY(current() == before);
        undo()->redo();
        // A second click on the city takes it away again.
        click(canvas()->slotPoint(1));
        QVERIFY(current() == before);
        QCOMPARE(undo()->undoText(), QStringLiteral("Remove an inner field (tile D)"));
    }

    void edgeEditsKeepTheMarksTheyDoNotName()
    {
        TileType t = cityAndRoad();
        int city = t.featureAt(1), road = t.featureAt(4);
        t = TileEdit::setCathedral(t, city, true);
        t = TileEdit::setGoods(t, city, GoodsKind::Grain, 2);
        t = TileEdit::setInn(t, road, true);
        t = TileEdit::addInnerField(t, city);
        QVERIFY(validateTile(t, 0).empty());

        // A monastery added, an edge made field and back: the marks and the inner field stay.
        TileType edited = TileEdit::setCentre(t, FeatureKind::Monastery);
        edited = TileEdit::setEdge(edited, South, Terrain::Road);
        QVERIFY(validateTile(edited, 0).empty());
        city = edited.featureAt(1);
        QVERIFY(edited.features[std::size_t(city)].has(Mark::Cathedral));
        QCOMPARE(edited.features[std::size_t(city)].goods[1], 2);
        QCOMPARE(int(TileEdit::innerFieldsOf(edited, city).size()), 1);
        QCOMPARE(edited.features.back().kind, FeatureKind::Monastery); // the file's order

        // A second city joined to the first: one city with both cities' marks.
        TileType two = TileEdit::setEdge(t, South, Terrain::City);
        const int south = two.featureAt(7);
        two = TileEdit::setGoods(two, south, GoodsKind::Grain, 1);
        two = TileEdit::setGoods(two, south, GoodsKind::Wine, 3);
        const TileType joined = TileEdit::join(two, 1, 7);
        QVERIFY(validateTile(joined, 0).empty());
        const Feature& one = joined.features[std::size_t(joined.featureAt(1))];
        QCOMPARE(joined.featureAt(1), joined.featureAt(7));
        QVERIFY(one.has(Mark::Cathedral));
        QCOMPARE(one.goods, (Goods{3, 3, 0}));
        QCOMPARE(int(TileEdit::innerFieldsOf(joined, joined.featureAt(1)).size()), 1);

        // The road redrawn over the inn's edge keeps the inn; a city over it ends the road.
        const int sides[] = {West, South};
        const TileType redrawn =
            TileEdit::setEdges(TileEdit::setEdge(t, East, Terrain::Field), sides, Terrain::Road);
        QVERIFY(redrawn.features[std::size_t(redrawn.featureAt(10))].has(Mark::Inn));
        const TileType walled = TileEdit::setEdges(t, std::vector<int>{East, West}, Terrain::City);
        QCOMPARE(firstOf(walled, FeatureKind::Road), -1);
        QVERIFY(validateTile(walled, 0).empty());

        // The inner field goes with the last of its cities.
        const TileType noCity = TileEdit::setEdge(t, North, Terrain::Field);
        QCOMPARE(countOf(noCity, FeatureKind::City), 0);
        for (std::size_t f = 0; f < noCity.features.size(); ++f)
            QVERIFY(!TileEdit::isInnerField(noCity, int(f)));
        QVERIFY(validateTile(noCity, 0).empty());
    }

    void theFeatureListNamesTheMarks()
    {
        TileType t = cityAndRoad();
        const int city = t.featureAt(1), road = t.featureAt(4);
        t = TileEdit::setCathedral(t, city, true);
        t = TileEdit::setGoods(t, city, GoodsKind::Wine, 2);
        t = TileEdit::setGoods(t, city, GoodsKind::Cloth, 1);
        t = TileEdit::setInn(t, road, true);
        t = TileEdit::addInnerField(t, city);
        QCOMPARE(FeatureNames::summary(t, city),
                 QStringLiteral("City #%1 · cathedral · 2 wine · 1 cloth").arg(city));
        QCOMPARE(FeatureNames::summary(t, road), QStringLiteral("Road #%1 · inn").arg(road));
        const int inner = TileEdit::innerFieldsOf(t, city).front();
        QCOMPARE(FeatureNames::summary(t, inner),
                 QStringLiteral("Field #%1 · inner field").arg(inner));
        QCOMPARE(FeatureNames::where(t, inner),
                 QStringLiteral("inside the tile, enclosed by city #%1").arg(city));

        // The panel shows the same words, and its boxes are undoable edits too.
        const int d = window().currentTile();
        doc()->editTile(d, t, QStringLiteral("Marks"));
        QStringList titles;
        for (QLabel* label : window().findChildren<QLabel*>(QStringLiteral("featureTitle")))
            titles << label->text();
        QVERIFY2(titles.contains(
                     QStringLiteral("<b>City #%1 · cathedral · 2 wine · 1 cloth</b>").arg(city)),
                 qPrintable(titles.join(QLatin1Char('\n'))));
        QCheckBox* cathedral = nullptr;
        for (QCheckBox* box : window().findChildren<QCheckBox*>(QStringLiteral("cathedral"))) {
            if (!box->isHidden()) // the rows of before are hidden, then deleted
                cathedral = box;
        }
        QVERIFY(cathedral);
        QVERIFY(cathedral->isChecked());
        cathedral->click();
        QVERIFY(!current().features[std::size_t(city)].has(Mark::Cathedral));
        QCOMPARE(undo()->undoText(), QStringLiteral("Remove the cathedral (tile X)"));
        undo()->undo();
        QVERIFY(current().features[std::size_t(city)].has(Mark::Cathedral));
    }

    void theNewRulesProblemsReachTheProblemListNamingTileAndFeature()
    {
        // Marks where they do not belong, set behind the tools' back (as a file may have them).
        TileType t = current();
        const int city = cityOfD(), road = roadOfD();
        t.features[std::size_t(city)].set(Mark::Inn, true);
        t.features[std::size_t(road)].set(Mark::Cathedral, true);
        t.features[std::size_t(road)].goods[0] = 1;
        Feature lonely;
        lonely.kind = FeatureKind::Field; // an inner field bordering no city
        t.features.push_back(lonely);
        doc()->editTile(window().currentTile(), t, QStringLiteral("Bad marks"));
        auto* list = window().problemList()->findChild<QListWidget*>();
        QVERIFY(list);
        QStringList lines;
        for (int i = 0; i < list->count(); ++i)
            lines << list->item(i)->text();
        const QString all = lines.join(QLatin1Char('\n'));
        for (const char* words :
             {"only a road can have an inn", "only a city can have a cathedral",
              "only a city can have trade goods", "an inner field (one that touches no edge)"}) {
            bool found = false;
            for (const QString& line : lines)
                found = found || (line.contains(QString::fromLatin1(words)) &&
                                  line.contains(QStringLiteral("'D'")));
            QVERIFY2(found, qPrintable(QStringLiteral("%1 not in:\n%2").arg(words, all)));
        }
        QVERIFY2(all.contains(QStringLiteral("feature %1").arg(city)), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("feature %1").arg(t.features.size() - 1)),
                 qPrintable(all));
        QVERIFY(!window().action(QStringLiteral("play"))->isEnabled());
        undo()->undo();
        QVERIFY(window().action(QStringLiteral("play"))->isEnabled());
    }

    void aTileJoinsAnyGroupAndANewOneByName()
    {
        TilePropertiesPanel* props = window().tileProperties();
        auto* combo = props->findChild<QComboBox*>(QStringLiteral("tileGroup"));
        QVERIFY(combo);
        // The known sets are offered on any deck.
        QVERIFY(combo->findData(QStringLiteral("inns-cathedrals")) >= 0);
        QVERIFY(combo->findData(QStringLiteral("traders-builders")) >= 0);
        QCOMPARE(combo->currentData().toString(), QStringLiteral("base"));
        const int index = combo->findData(QStringLiteral("traders-builders"));
        combo->setCurrentIndex(index);
        emit combo->activated(index);
        QCOMPARE(current().group, TileGroup::Expansion);
        QCOMPARE(current().expansion, QStringLiteral("traders-builders"));
        QVERIFY(!current().start); // D was the start tile: a set's tile cannot be
        QCOMPARE(undo()->undoText(), QStringLiteral("Move to Traders & Builders (tile D)"));
        undo()->undo();
        QCOMPARE(current().group, TileGroup::Base);
        QVERIFY(current().start);

        // "New Group…" asks for a name; a bad one is refused and said so, and stays in the
        // dialog to be mended (issue 38: it was lost, and its error stayed after a good one).
        const int create = combo->count() - 1;
        QVERIFY(combo->itemData(create).toString().isEmpty());
        combo->setCurrentIndex(create);
        emit combo->activated(create);
        auto* ask = props->findChild<NewGroupDialog*>(QStringLiteral("newGroupDialog"));
        QVERIFY(ask);
        QTest::keyClicks(ask->field(), QStringLiteral("My Set"));
        QVERIFY2(ask->note()->text().contains(QStringLiteral("my-set")),
                 qPrintable(ask->note()->text()));
        ask->accept();
        QVERIFY(ask->isVisible());
        QCOMPARE(ask->name(), QStringLiteral("My Set"));
        QCOMPARE(current().group, TileGroup::Base);
        QCOMPARE(combo->currentData().toString(), QStringLiteral("base"));
        ask->field()->selectAll();
        QTest::keyClicks(ask->field(), QStringLiteral("my-set"));
        QVERIFY(ask->note()->text().isEmpty());
        ask->accept();
        QCOMPARE(current().groupName(), QStringLiteral("my-set"));
        auto* note = props->findChild<QLabel*>(QStringLiteral("inputNote"));
        QVERIFY(!note->isVisibleTo(props));
        QCOMPARE(undo()->undoText(), QStringLiteral("Move to my-set (tile D)"));
        QVERIFY(props->setGroup(QStringLiteral("my-set")));
        // Now the deck has the group: another tile finds it in the list.
        selectTile("E");
        QVERIFY(combo->findData(QStringLiteral("my-set")) >= 0);
        QVERIFY(!props->setGroup(QStringLiteral("river!")));
        QVERIFY(props->setGroup(QStringLiteral("river")));
        QCOMPARE(current().group, TileGroup::River);
    }

    void theGroupFilterShowsOneGroupByItsWholeName()
    {
        TileListPanel* list = window().tileList();
        auto* filter = list->findChild<QComboBox*>(QStringLiteral("groupFilter"));
        QVERIFY(filter);
        // The standard deck's groups, by name, after all, base and river.
        QCOMPARE(filter->itemData(3).toString(), QStringLiteral("inns-cathedrals"));
        QCOMPARE(filter->itemText(3), QStringLiteral("Inns & Cathedrals"));
        QCOMPARE(filter->itemData(4).toString(), QStringLiteral("traders-builders"));
        auto types = [&](const QString& group) {
            int n = 0;
            for (const TileType& t : doc()->deck().tiles)
                n += t.groupName() == group ? 1 : 0;
            return n;
        };
        list->setFilterGroup(QStringLiteral("inns-cathedrals"));
        QCOMPARE(list->view()->model()->rowCount(), types(QStringLiteral("inns-cathedrals")));
        list->setFilterGroup(QStringLiteral("traders-builders"));
        QCOMPARE(list->view()->model()->rowCount(), types(QStringLiteral("traders-builders")));

        // A designer's group named like the base game is not the base game.
        list->setFilterGroup(QString());
        selectTile("E");
        QVERIFY(window().tileProperties()->setGroup(QStringLiteral("base-extra")));
        QVERIFY(filter->findData(QStringLiteral("base-extra")) >= 0);
        list->setFilterGroup(QStringLiteral("base"));
        QCOMPARE(list->view()->model()->rowCount(), types(QStringLiteral("base")));
        list->setFilterGroup(QStringLiteral("base-extra"));
        QCOMPARE(list->view()->model()->rowCount(), 1);
        // Undone, the group has no tile left: undo shows the tile it moved back (issue 38), so
        // the filter gives way, and the group, no longer chosen, leaves it.
        undo()->undo();
        QCOMPARE(current().id, QStringLiteral("E"));
        QVERIFY(list->filterGroup().isEmpty());
        QVERIFY(!list->hidesEverything());
        QCOMPARE(filter->findData(QStringLiteral("base-extra")), -1);
        // A filter left on a group with no tile says that it hides everything.
        list->setFilterGroup(QStringLiteral("river"));
        undo()->redo();
        list->setFilterGroup(QStringLiteral("base-extra"));
        selectTile("E");
        QVERIFY(window().tileProperties()->setGroup(QStringLiteral("base")));
        QCOMPARE(list->filterGroup(), QStringLiteral("base-extra"));
        QVERIFY(list->hidesEverything());
        list->setFilterGroup(QString());
        QCOMPARE(filter->findData(QStringLiteral("base-extra")), -1);
    }

    void statisticsCountEachGroupAndItsMarks()
    {
        Deck deck;
        TileType start = cityAndRoad();
        start.id = QStringLiteral("S");
        start.start = true;
        start.count = 3;
        TileType inn = cityAndRoad();
        inn.id = QStringLiteral("I");
        inn.count = 2;
        inn.group = TileGroup::Expansion;
        inn.expansion = QStringLiteral("inns-cathedrals");
        inn = TileEdit::setInn(inn, inn.featureAt(4), true);
        inn = TileEdit::setCathedral(inn, inn.featureAt(1), true);
        TileType goods = cityAndRoad();
        goods.id = QStringLiteral("G");
        goods.count = 4;
        goods.group = TileGroup::Expansion;
        goods.expansion = QStringLiteral("my-set");
        goods = TileEdit::setGoods(goods, goods.featureAt(1), GoodsKind::Wine, 2);
        goods = TileEdit::setShields(goods, goods.featureAt(1), 1);
        goods = TileEdit::addInnerField(goods, goods.featureAt(1));
        deck.tiles = {goods, start, inn};
        const DeckStatistics s(deck);
        QCOMPARE(s.tiles, 9);
        QCOMPARE(s.baseTiles, 3);
        QCOMPARE(s.riverTiles, 0); // the sets are not river
        QCOMPARE(s.expansionTiles, 6);
        QCOMPARE(int(s.groups.size()), 3);
        QCOMPARE(s.groups[0].group, QStringLiteral("base"));
        QCOMPARE(s.groups[1].group, QStringLiteral("inns-cathedrals"));
        QCOMPARE(s.groups[2].group, QStringLiteral("my-set"));
        QCOMPARE(s.groups[0].tiles, 3);
        QCOMPARE(s.groups[1].inns, 2);
        QCOMPARE(s.groups[1].cathedrals, 2);
        QCOMPARE(s.groups[2].tiles, 4);
        QCOMPARE(s.groups[2].types, 1);
        QCOMPARE(s.groups[2].goods, (Goods{8, 0, 0}));
        QCOMPARE(s.groups[2].shields, 4);
        QCOMPARE(s.groups[2].innerFields, 4);
        const QString html = StatisticsText::groups(s);
        QVERIFY(html.contains(QStringLiteral("Inns &amp; Cathedrals")));
        QVERIFY(html.contains(QStringLiteral("my-set")));
        QVERIFY(html.contains(QStringLiteral("8 wine")));

        // The standard deck: each published set whole.
        const DeckStatistics standard(standardDeck());
        QStringList names;
        for (const auto& g : standard.groups)
            names << g.group;
        QCOMPARE(names, (QStringList{"base", "river", "inns-cathedrals", "traders-builders"}));
        QCOMPARE(standard.groups[0].tiles, 72);
        QCOMPARE(standard.groups[1].tiles, 12);
        QCOMPARE(standard.groups[2].tiles, 18);
        QCOMPARE(standard.groups[3].tiles, 24);
        QCOMPARE(standard.riverTiles, 12);
        QVERIFY(standard.groups[2].inns > 0 && standard.groups[2].cathedrals > 0);
        const Goods tb = standard.groups[3].goods;
        QVERIFY(tb[0] > 0 && tb[1] > 0 && tb[2] > 0);
    }

    void playingADeckOffersItsGroupsAndPassesTheChosenOnes()
    {
        QSignalSpy spy(&window(), &DeckEditorWindow::playDeckRequested);
        window().action(QStringLiteral("play"))->trigger();
        auto* dialog = window().findChild<PlayGroupsDialog*>();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        // Base always in and not to be unticked; the river follows the new game's rule.
        QVERIFY(dialog->box(QStringLiteral("base"))->isChecked());
        QVERIFY(!dialog->box(QStringLiteral("base"))->isEnabled());
        QVERIFY(!dialog->box(QStringLiteral("river"))->isEnabled());
        QVERIFY(dialog->box(QStringLiteral("inns-cathedrals"))->isChecked());
        QVERIFY(dialog->box(QStringLiteral("traders-builders"))->isChecked());
        QVERIFY(
            dialog->box(QStringLiteral("inns-cathedrals"))->text().contains(QStringLiteral("18")));
        QVERIFY(dialog->box(QStringLiteral("inns-cathedrals"))
                    ->text()
                    .startsWith(QStringLiteral("Inns && Cathedrals")));
        dialog->box(QStringLiteral("traders-builders"))->setChecked(false);
        dialog->accept();
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(2).toStringList(), QStringList{QStringLiteral("inns-cathedrals")});
        QTRY_VERIFY(!window().findChild<PlayGroupsDialog*>()); // closed and gone

        // The choice is kept for the next time; a designer's set new since then is offered
        // ticked.
        selectTile("E");
        QVERIFY(window().tileProperties()->setGroup(QStringLiteral("my-set")));
        window().action(QStringLiteral("play"))->trigger();
        QTRY_VERIFY((dialog = window().findChild<PlayGroupsDialog*>()));
        QVERIFY(!dialog->box(QStringLiteral("traders-builders"))->isChecked());
        QVERIFY(dialog->box(QStringLiteral("my-set"))->isChecked());
        dialog->box(QStringLiteral("inns-cathedrals"))->setChecked(false);
        dialog->accept();
        QCOMPARE(spy.count(), 2);
        QCOMPARE(spy.at(1).at(2).toStringList(), QStringList{QStringLiteral("my-set")});
        QTRY_VERIFY(!window().findChild<PlayGroupsDialog*>()); // closed and gone

        // Cancelled: no game.
        window().action(QStringLiteral("play"))->trigger();
        QTRY_VERIFY((dialog = window().findChild<PlayGroupsDialog*>()));
        dialog->reject();
        QCOMPARE(spy.count(), 2);
        QTRY_VERIFY(!window().findChild<PlayGroupsDialog*>());

        // A deck of the base game alone plays at once, with no sets.
        Deck base;
        for (const TileType& t : standardDeck().tiles) {
            if (t.group == TileGroup::Base)
                base.tiles.push_back(t);
        }
        base.name = standardDeck().name;
        doc()->reset(base);
        QTRY_VERIFY(!window().findChild<PlayGroupsDialog*>());
        window().action(QStringLiteral("play"))->trigger();
        QCOMPARE(spy.count(), 3);
        QVERIFY(spy.at(2).at(2).toStringList().isEmpty());
        QVERIFY(!window().findChild<PlayGroupsDialog*>());
    }

    void eachGroupKeepsABackOfItsOwnADesignersToo()
    {
        auto back = [](const TileBack& b) {
            QImage image(120, 120, QImage::Format_ARGB32);
            image.fill(Qt::white);
            QPainter p(&image);
            b.paint(p, QRectF(0, 0, 120, 120), QRectF(0, 0, 120, 120));
            return image;
        };
        TileType mine = cityAndRoad();
        mine.group = TileGroup::Expansion;
        mine.expansion = QStringLiteral("my-set");
        const TileBack b = TileBack::of(mine, false);
        QCOMPARE(b.kind, TileBack::Kind::Expansion);
        QCOMPARE(b.expansion, QStringLiteral("my-set"));
        TileType other = mine;
        other.expansion = QStringLiteral("castles");
        // Two designers' sets differ from each other and from the base game, and a set's back
        // is the same every time it is drawn.
        const QImage a = back(b), again = back(TileBack::of(mine, false));
        const QImage c = back(TileBack::of(other, false));
        const QImage base = back(TileBack::of(cityAndRoad(), false));
        QCOMPARE(a, again);
        QVERIFY(a != c);
        QVERIFY(a != base);
    }

    void theGoodsSymbolIsLeftInSightOnTheCanvas()
    {
        // Issue 38: a badge for the goods was laid over the tile art's own grain symbol.
        // Drawn from its features, the tile shows its marks itself and nothing covers them.
        selectTile("TB-D");
        TileCanvas* c = canvas();
        QVERIFY(!c->marksShown());
        QApplication::processEvents();
        const QRectF r = c->tileRect();
        const QImage shot = c->grab().toImage();
        QImage art(r.size().toSize(), QImage::Format_ARGB32_Premultiplied);
        art.fill(Qt::transparent);
        QPainter p(&art);
        TilePainter::paint(p, current(), Rotation(0), QRectF(QPointF(), r.size()));
        p.end();
        const FeatureGeometry geometry(current());
        const int city = current().featureAt(1);
        const QPointF token = geometry.layout().features()[std::size_t(city)].goodsAt;
        QVERIFY(current().features[std::size_t(city)].hasGoods());
        // The token's colours on the canvas are the art's, on average: no badge over them.
        double art3[3] = {}, shown3[3] = {};
        for (int dx = -4; dx <= 4; ++dx) {
            for (int dy = -4; dy <= 4; ++dy) {
                const QPointF at = token * r.width() + QPointF(dx * 2, dy * 2);
                const QColor a = art.pixelColor(at.toPoint());
                const QColor s =
                    shot.pixelColor(((r.topLeft() + at) * shot.devicePixelRatio()).toPoint());
                art3[0] += a.red(), art3[1] += a.green(), art3[2] += a.blue();
                shown3[0] += s.red(), shown3[1] += s.green(), shown3[2] += s.blue();
            }
        }
        for (int k = 0; k < 3; ++k)
            QVERIFY2(std::abs(art3[k] - shown3[k]) / 81 < 20,
                     qPrintable(QStringLiteral("%1 %2").arg(art3[k] / 81).arg(shown3[k] / 81)));
        // Over a picture of the designer's own, the badges say what the rules see.
        TileType pictured = current();
        pictured.art = QStringLiteral("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 10'>"
                                      "<rect width='10' height='10' fill='gray'/></svg>");
        doc()->editTile(window().currentTile(), pictured, QStringLiteral("Picture"));
        QVERIFY(c->marksShown());
    }
};

QTEST_MAIN(tst_ExpansionEditor)
#include "tst_expansioneditor.moc"
