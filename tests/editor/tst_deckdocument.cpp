// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The document behind the deck editor: every kind of edit is one undo step that undoes to
// the exact deck before and redoes to the exact deck after, typing merges, files round-trip,
// bad files are refused without touching what is open, and rule problems show live.

#include "editor/deckdocument.h"
#include "editor/groupnames.h"
#include "editor/messagetranslation.h"
#include "editor/problemfixes.h"
#include "editor/tilecommands.h"
#include "editor/tileedit.h"
#include "engine/deckjson.h"
#include "engine/deckvalidator.h"
#include "engine/random.h"
#include "engine/standarddeck.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <functional>

using namespace bastide;

namespace {

using Edit = std::function<void(DeckDocument&)>;

int indexOf(const DeckDocument& doc, const char* id)
{
    return doc.deck().indexOf(QString::fromLatin1(id));
}

TileType tileOf(const DeckDocument& doc, const char* id)
{
    return doc.tile(indexOf(doc, id));
}

/** Moves the start mark from the current start tile to `id`: one edit, two tiles. */
void moveStart(DeckDocument& doc, const char* id)
{
    Deck deck = doc.deck();
    for (TileType& t : deck.tiles) {
        if (t.group == TileGroup::Base)
            t.start = t.id == QLatin1String(id);
    }
    doc.editDeck(deck, QStringLiteral("Start tile"));
}

struct NamedEdit
{
    const char* name;
    Edit edit;
};

const std::vector<NamedEdit>& edits()
{
    static const std::vector<NamedEdit> table = {
        {"an edge made a road",
         [](DeckDocument& d) {
             d.editTile(indexOf(d, "E"), TileEdit::setEdge(tileOf(d, "E"), 2, Terrain::Road),
                        QStringLiteral("Road"));
         }},
        {"two road ends joined",
         [](DeckDocument& d) {
             d.editTile(indexOf(d, "W"), TileEdit::join(tileOf(d, "W"), 4, 10),
                        QStringLiteral("Join"));
         }},
        {"a shield added",
         [](DeckDocument& d) {
             d.editTile(indexOf(d, "E"), TileEdit::setShields(tileOf(d, "E"), 0, 1),
                        QStringLiteral("Shield"));
         }},
        {"a tile renamed",
         [](DeckDocument& d) {
             TileType t = tileOf(d, "A");
             t.name[QStringLiteral("en")] = QStringLiteral("Chapel on the road");
             d.editTile(indexOf(d, "A"), t, QStringLiteral("Rename"));
         }},
        {"a count changed",
         [](DeckDocument& d) {
             TileType t = tileOf(d, "V");
             t.count = 3;
             d.editTile(indexOf(d, "V"), t, QStringLiteral("Count"));
         }},
        {"a blank tile added",
         [](DeckDocument& d) {
             d.insertTile(d.tileCount(), TileEdit::blank(d.unusedId(QStringLiteral("New"))),
                          QStringLiteral("Add"));
         }},
        {"a tile duplicated",
         [](DeckDocument& d) {
             TileType t = tileOf(d, "D");
             t.id = d.unusedId(t.id);
             t.start = false;
             d.insertTile(indexOf(d, "D") + 1, t, QStringLiteral("Duplicate"));
         }},
        {"a tile deleted", [](DeckDocument& d) { d.removeTile(indexOf(d, "K")); }},
        {"a tile moved down", [](DeckDocument& d) { d.moveTile(0, 5); }},
        {"a tile moved to the top", [](DeckDocument& d) { d.moveTile(d.tileCount() - 1, 0); }},
        {"the deck renamed",
         [](DeckDocument& d) {
             Deck deck = d.deck();
             deck.name[QStringLiteral("uk")] = QStringLiteral("Моя колода");
             d.editDeck(deck, QStringLiteral("Deck name"));
         }},
        {"the start mark moved", [](DeckDocument& d) { moveStart(d, "U"); }},
    };
    return table;
}

QByteArray smallDeckWith(const QByteArray& features)
{
    return R"({"format": "bastide-deck", "version": 1, "name": {"en": "Small"}, "tiles": [
        {"id": "S", "count": 2, "start": true, "features": [
            {"kind": "field", "slots": ["N0","N1","N2","E0","E1","E2","S0","S1","S2","W0","W1","W2"]}]},
        {"id": "Q", "count": 1, "features": )" +
           features + "}]}";
}

bool hasProblem(const DeckDocument& doc, ProblemCode code, int tile)
{
    for (const Problem& p : doc.problems()) {
        if (p.code == code && p.tile == tile)
            return true;
    }
    return false;
}

} // namespace

class tst_DeckDocument : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString writeFile(const QString& name, const QByteArray& bytes)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
            return {};
        return path;
    }

private Q_SLOTS:
    void everyEditUndoesAndRedoesExactly_data()
    {
        QTest::addColumn<int>("edit");
        for (std::size_t i = 0; i < edits().size(); ++i)
            QTest::newRow(edits()[i].name) << int(i);
    }
    void everyEditUndoesAndRedoesExactly()
    {
        QFETCH(int, edit);
        DeckDocument doc;
        doc.reset(standardDeck());
        QVERIFY(!doc.isModified());
        const Deck before = doc.deck();
        edits()[std::size_t(edit)].edit(doc);
        QCOMPARE(doc.undoStack()->count(), 1);
        QVERIFY(doc.isModified());
        const Deck after = doc.deck();
        QVERIFY(!(after == before));
        doc.undoStack()->undo();
        QVERIFY(doc.deck() == before);
        QVERIFY(!doc.isModified());
        doc.undoStack()->redo();
        QVERIFY(doc.deck() == after);
        QVERIFY(doc.isModified());
    }

    void aDeckWideEditTellsViewsWhichTilesChanged()
    {
        DeckDocument doc;
        doc.reset(standardDeck());
        QSignalSpy changed(&doc, &DeckDocument::tileChanged);
        QSignalSpy reset(&doc, &DeckDocument::deckReset);
        moveStart(doc, "U");
        QCOMPARE(reset.count(), 0);
        QList<int> tiles;
        for (const QList<QVariant>& args : changed)
            tiles << args.at(0).toInt();
        std::sort(tiles.begin(), tiles.end());
        QCOMPARE(tiles, (QList<int>{indexOf(doc, "D"), indexOf(doc, "U")}));
    }

    void insertRemoveAndMoveAreSignalledByIndex()
    {
        DeckDocument doc;
        doc.reset(standardDeck());
        QSignalSpy inserted(&doc, &DeckDocument::tileInserted);
        QSignalSpy removed(&doc, &DeckDocument::tileRemoved);
        QSignalSpy moved(&doc, &DeckDocument::tileMoved);
        doc.insertTile(3, TileEdit::blank(QStringLiteral("New")), QStringLiteral("Add"));
        QCOMPARE(inserted.takeFirst().at(0).toInt(), 3);
        doc.moveTile(3, 7);
        QCOMPARE(moved.takeFirst(), (QList<QVariant>{3, 7}));
        QCOMPARE(doc.tile(7).id, QStringLiteral("New"));
        doc.undoStack()->undo();
        QCOMPARE(moved.takeFirst(), (QList<QVariant>{7, 3}));
        doc.undoStack()->undo();
        QCOMPARE(removed.takeFirst().at(0).toInt(), 3);
    }

    void typingIntoAFieldIsOneUndoStep()
    {
        DeckDocument doc;
        doc.reset(standardDeck());
        const Deck before = doc.deck();
        const int a = indexOf(doc, "A");
        TileType t = doc.tile(a);
        for (const char* text : {"C", "Ch", "Cha", "Chapel"}) {
            t.name[QStringLiteral("en")] = QString::fromLatin1(text);
            doc.editTile(a, t, QStringLiteral("Name"), 7);
        }
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(doc.tile(a).name.value(QStringLiteral("en")), QStringLiteral("Chapel"));
        doc.undoStack()->undo();
        QVERIFY(doc.deck() == before);
        doc.undoStack()->redo();
        QCOMPARE(doc.tile(a).name.value(QStringLiteral("en")), QStringLiteral("Chapel"));
    }

    void typingBackToWhereItStartedLeavesNoStep()
    {
        DeckDocument doc;
        doc.reset(standardDeck());
        const int a = indexOf(doc, "A");
        const TileType original = doc.tile(a);
        TileType t = original;
        t.count = 5;
        doc.editTile(a, t, QStringLiteral("Count"), 3);
        doc.editTile(a, original, QStringLiteral("Count"), 3);
        QCOMPARE(doc.undoStack()->count(), 0);
        QVERIFY(!doc.isModified());
    }

    void editsOfDifferentThingsStaySeparateSteps()
    {
        DeckDocument doc;
        doc.reset(standardDeck());
        const int a = indexOf(doc, "A");
        TileType t = doc.tile(a);
        t.count = 5;
        doc.editTile(a, t, QStringLiteral("Count"), 3);
        t.name[QStringLiteral("en")] = QStringLiteral("X");
        doc.editTile(a, t, QStringLiteral("Name"), 4);
        t.count = 6;
        doc.editTile(a + 1, TileEdit::setShields(doc.tile(a + 1), 0, 0), QStringLiteral("x"), 3);
        QCOMPARE(doc.undoStack()->count(), 2);
        doc.editTile(a, doc.tile(a), QStringLiteral("Nothing"));
        QCOMPARE(doc.undoStack()->count(), 2);
    }

    void aSavedDeckReopensEqual()
    {
        DeckDocument doc;
        doc.reset(standardDeck());
        edits()[0].edit(doc);
        edits()[5].edit(doc);
        QVERIFY(doc.isModified());
        QString error;
        const QString path = m_dir.filePath(QStringLiteral("mine.json"));
        QVERIFY2(doc.saveAs(path, &error), qPrintable(error));
        QVERIFY(!doc.isModified());
        QCOMPARE(doc.filePath(), QFileInfo(path).absoluteFilePath());

        DeckDocument again;
        QVERIFY2(again.open(path, &error), qPrintable(error));
        QVERIFY(again.deck() == doc.deck());
        QVERIFY(!again.isModified());
        QCOMPARE(again.undoStack()->count(), 0);
    }

    void aFileThatIsNotADeckIsRefusedAndTheOpenDeckKept_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("not JSON") << QByteArray("{\"format\": \"bastide-deck\",")
                                  << QString("JSON");
        QTest::newRow("a game record")
            << QByteArray(R"({"format": "bastide-game", "version": 1})") << QString("saved game");
        QTest::newRow("a misspelt key")
            << smallDeckWith(R"([{"kind": "field", "slots": ["N0"], "citys": []}])")
            << QString("citys");
        QTest::newRow("an unknown slot")
            << smallDeckWith(R"([{"kind": "field", "slots": ["N3"]}])") << QString("N3");
        // Another program's JSON is called what it is, not listed key by key (issue 38).
        QTest::newRow("another program's JSON")
            << QByteArray(R"({"name": "tool", "version": "1.0", "dependencies": {}})")
            << QString("not a Bastide deck");
        QTest::newRow("a JSON list") << QByteArray("[1, 2, 3]") << QString("not a Bastide deck");
        QTest::newRow("another format") << QByteArray(R"({"format": "bastide-dek", "version": 1})")
                                        << QString("not a Bastide deck");
    }
    void aFileThatIsNotADeckIsRefusedAndTheOpenDeckKept()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, mentions);
        const QString path = writeFile(QStringLiteral("broken.json"), bytes);
        QVERIFY(!path.isEmpty());
        DeckDocument doc;
        doc.reset(standardDeck());
        edits()[0].edit(doc);
        const Deck before = doc.deck();
        QSignalSpy reset(&doc, &DeckDocument::deckReset);
        QString error;
        QVERIFY(!doc.open(path, &error));
        QVERIFY2(error.contains(QStringLiteral("broken.json")), qPrintable(error));
        QVERIFY2(error.contains(mentions), qPrintable(error));
        if (mentions.startsWith(QStringLiteral("not a Bastide")))
            QVERIFY2(!error.contains(QStringLiteral("key")), qPrintable(error));
        QVERIFY(doc.deck() == before);
        QVERIFY(doc.filePath().isEmpty());
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(reset.count(), 0);
    }

    void aMissingFileIsRefusedByName()
    {
        DeckDocument doc;
        QString error;
        QVERIFY(!doc.open(m_dir.filePath(QStringLiteral("nowhere.json")), &error));
        QVERIFY2(error.contains(QStringLiteral("nowhere.json")), qPrintable(error));
    }

    void aDeckBreakingRulesOpensToBeFixed()
    {
        // A road on an outer slot: the file is well formed but the tile is not.
        const QString path = writeFile(QStringLiteral("rules.json"),
                                       smallDeckWith(R"([{"kind": "road", "slots": ["N0"]},
                              {"kind": "field", "slots": ["N1","N2","E0","E1","E2","S0","S1","S2","W0","W1","W2"]}])"));
        DeckDocument doc;
        QString error;
        QVERIFY2(doc.open(path, &error), qPrintable(error));
        QVERIFY(!doc.isPlayable());
        QVERIFY(hasProblem(doc, ProblemCode::PathOffMiddle, 1));
        QVERIFY(hasProblem(doc, ProblemCode::EdgeMixed, 1));
        const QString text = describeAll(doc.problems()).join(QLatin1Char('\n'));
        QVERIFY2(text.contains(QStringLiteral("tile 'Q'")), qPrintable(text));
        // Fixing it by redrawing the edge clears every problem.
        doc.editTile(1, TileEdit::setEdge(doc.tile(1), 0, Terrain::Road), QStringLiteral("Fix"));
        QVERIFY2(doc.isPlayable(), qPrintable(describeAll(doc.problems()).join('\n')));
    }

    void brokenRulesShowAsProblemsOfTheirTile_data()
    {
        QTest::addColumn<int>("edit");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("tile");
        QTest::newRow("no start tile") << 0 << int(ProblemCode::NoStartTile) << QString();
        QTest::newRow("two start tiles") << 1 << int(ProblemCode::TwoStartTiles) << QString();
        QTest::newRow("two tiles with one id") << 2 << int(ProblemCode::DuplicateId) << "B";
        QTest::newRow("no copies") << 3 << int(ProblemCode::BadCount) << "V";
        QTest::newRow("a river on a base tile") << 4 << int(ProblemCode::RiverOffRiverTile) << "U";
        QTest::newRow("no lake") << 5 << int(ProblemCode::NoLake) << QString();
        QTest::newRow("no English deck name") << 6 << int(ProblemCode::NoEnglishName) << QString();
        QTest::newRow("an id with a space") << 7 << int(ProblemCode::BadId) << "A";
    }
    void brokenRulesShowAsProblemsOfTheirTile()
    {
        QFETCH(int, edit);
        QFETCH(int, code);
        QFETCH(QString, tile);
        DeckDocument doc;
        doc.reset(standardDeck());
        QVERIFY(doc.isPlayable());
        QSignalSpy problemsChanged(&doc, &DeckDocument::problemsChanged);
        Deck deck = doc.deck();
        auto at = [&](const char* id) -> TileType& {
            return deck.tiles[std::size_t(deck.indexOf(QString::fromLatin1(id)))];
        };
        switch (edit) {
        case 0:
            at("D").start = false;
            break;
        case 1:
            at("U").start = true;
            break;
        case 2:
            at("A").id = QStringLiteral("B");
            break;
        case 3:
            at("V").count = 0;
            break;
        case 4:
            at("U") = TileEdit::setEdge(at("U"), 1, Terrain::River);
            break;
        case 5:
            at("RL").end = false;
            break;
        case 6:
            deck.name.remove(QStringLiteral("en"));
            break;
        case 7:
            at("A").id = QStringLiteral("A 1");
            break;
        }
        doc.editDeck(deck, QStringLiteral("Break"));
        QCOMPARE(problemsChanged.count(), 1);
        QVERIFY(!doc.isPlayable());
        const int index = tile.isEmpty() ? -1 : doc.deck().indexOf(tile == "A" ? "A 1" : tile);
        bool found = false;
        for (const Problem& p : doc.problems())
            found = found || (int(p.code) == code && (tile.isEmpty() || p.tile == index ||
                                                      (tile == "B" && p.tileId == "B")));
        QVERIFY2(found, qPrintable(describeAll(doc.problems()).join('\n')));
        doc.undoStack()->undo();
        QVERIFY(doc.isPlayable());
    }

    void everyDeckTheEditorMakesReopensEqual_data()
    {
        QTest::addColumn<quint64>("seed");
        for (quint64 seed = 1; seed <= 6; ++seed)
            QTest::newRow(qPrintable(QStringLiteral("seed %1").arg(seed))) << seed;
    }
    void everyDeckTheEditorMakesReopensEqual()
    {
        // Whatever state a deck is in, rule problems and all, what the editor saves it opens
        // again: the editor only makes what the deck reader reads.
        QFETCH(quint64, seed);
        Random random(seed);
        DeckDocument doc;
        doc.reset(standardDeck());
        const QString names[] = {QStringLiteral(""), QStringLiteral("Ünïcode ✓"),
                                 QStringLiteral("Река")};
        for (int step = 0; step < 80; ++step) {
            const int index = int(random.below(std::uint32_t(doc.tileCount())));
            TileType t = doc.tile(index);
            const int slot = int(random.below(SlotCount));
            switch (random.below(9)) {
            case 0:
                t = TileEdit::setEdge(t, int(random.below(4)), Terrain(random.below(4)));
                break;
            case 1:
                t = TileEdit::join(t, slot, int(random.below(SlotCount)));
                break;
            case 2:
                t = TileEdit::separate(t, slot);
                break;
            case 3:
                t = TileEdit::setShields(t, t.featureAt(slot), int(random.below(100)));
                break;
            case 4:
                t.count = 1 + int(random.below(MaxDeckTiles));
                break;
            case 5:
                t.id = random.below(4) ? doc.unusedId(QStringLiteral("T")) : QString(); // or none
                break;
            case 6:
                t.name[QStringLiteral("uk")] = names[random.below(3)];
                t.start = random.below(2);
                t.end = random.below(2);
                t.group = random.below(2) ? TileGroup::River : TileGroup::Base;
                t.expansion.clear(); // a set's name goes with the Expansion group only
                break;
            case 7:
                doc.insertTile(index, TileEdit::blank(doc.unusedId(QStringLiteral("B"))),
                               QStringLiteral("Add"));
                continue;
            default:
                if (doc.tileCount() > 1)
                    doc.removeTile(index);
                continue;
            }
            doc.editTile(index, t, QStringLiteral("Edit"));
        }
        QString error;
        const QString path = m_dir.filePath(QStringLiteral("random-%1.json").arg(seed));
        QVERIFY2(doc.saveAs(path, &error), qPrintable(error));
        DeckDocument again;
        QVERIFY2(again.open(path, &error), qPrintable(error));
        QVERIFY(again.deck() == doc.deck());
    }

    void anAddedTileJoinsTheGroupOfTheTileItFollows_data()
    {
        QTest::addColumn<QString>("group");
        QTest::newRow("base game") << GroupNames::Base;
        QTest::newRow("river") << GroupNames::River;
        QTest::newRow("inns and cathedrals") << QString::fromLatin1(InnsCathedralsSet);
        QTest::newRow("traders and builders") << QString::fromLatin1(TradersBuildersSet);
        QTest::newRow("a designer's own set") << QStringLiteral("my-castles");
    }
    void anAddedTileJoinsTheGroupOfTheTileItFollows()
    {
        // Add Tile beside a tile makes the new one in its group, a set's name and all: a tile
        // of the Expansion kind with no set name is refused by the deck reader (issue 38).
        QFETCH(QString, group);
        DeckDocument doc;
        doc.reset(standardDeck());
        const int beside = indexOf(doc, "K");
        doc.editTile(beside, GroupNames::moved(doc.tile(beside), group), QStringLiteral("Move"));
        TileCommands commands(&doc);
        const int added = commands.add(beside);
        QCOMPARE(added, beside + 1);
        QCOMPARE(doc.tile(added).groupName(), group);
        for (const Problem& p : doc.problems())
            QVERIFY2(p.code != ProblemCode::BadGroupName,
                     qPrintable(describeAll(doc.problems()).join('\n')));
        // What the editor makes, the reader reads back in the same group.
        QString error;
        const QString path = m_dir.filePath(QStringLiteral("added-%1.json").arg(group));
        QVERIFY2(doc.saveAs(path, &error), qPrintable(error));
        DeckDocument again;
        QVERIFY2(again.open(path, &error), qPrintable(error));
        QCOMPARE(again.tile(added).groupName(), group);
    }

    void undoAndRedoNameAndShowTheTileTheyChange()
    {
        // Issue 38: the History names the tile of each edit, and undo or redo brings that
        // tile into view, wherever the designer stands.
        DeckDocument doc;
        doc.reset(standardDeck());
        QSignalSpy shown(&doc, &DeckDocument::tileRevisited);
        const int k = indexOf(doc, "K");
        TileType t = doc.tile(k);
        t.count = 7;
        doc.editTile(k, t, QStringLiteral("Change number of copies"));
        QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Change number of copies (tile K)"));
        QCOMPARE(shown.count(), 0); // the edit itself is made where the designer looks
        doc.undoStack()->undo();
        QCOMPARE(shown.count(), 1);
        QCOMPARE(shown.last().at(0).toInt(), k);
        doc.undoStack()->redo();
        QCOMPARE(shown.last().at(0).toInt(), k);

        doc.removeTile(k);
        QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Delete tile K"));
        doc.undoStack()->undo();
        QCOMPARE(shown.last().at(0).toInt(), k);
        QCOMPARE(doc.tile(k).id, QStringLiteral("K"));
        doc.moveTile(k, 2);
        doc.undoStack()->undo();
        QCOMPARE(shown.last().at(0).toInt(), k);
        doc.undoStack()->redo();
        QCOMPARE(shown.last().at(0).toInt(), 2);
        doc.undoStack()->undo();

        // A deck-wide edit about one tile shows that tile; the deck's name shows none.
        const int before = int(shown.count());
        moveStart(doc, "U"); // no tile named: nothing to show
        doc.undoStack()->undo();
        QCOMPARE(shown.count(), before);
        Deck marked = doc.deck();
        marked.tiles[std::size_t(indexOf(doc, "D"))].start = false;
        marked.tiles[std::size_t(indexOf(doc, "U"))].start = true;
        doc.editDeck(marked, QStringLiteral("Make tile U the start"), NoMerge, indexOf(doc, "U"));
        doc.undoStack()->undo();
        QCOMPARE(shown.last().at(0).toInt(), indexOf(doc, "U"));
    }

    void aSaveKeepsTheFileItReplacesAsABackup()
    {
        DeckDocument doc;
        doc.reset(standardDeck());
        QString error;
        const QString path = m_dir.filePath(QStringLiteral("kept.json"));
        QVERIFY2(doc.saveAs(path, &error), qPrintable(error));
        const QString backup = DeckDocument::backupPath(path);
        QCOMPARE(backup, path + QStringLiteral(".bak"));
        QVERIFY(!QFile::exists(backup)); // nothing was replaced
        QFile first(path);
        QVERIFY(first.open(QIODevice::ReadOnly));
        const QByteArray firstBytes = first.readAll();
        first.close();

        edits()[0].edit(doc);
        QVERIFY2(doc.save(&error), qPrintable(error));
        QFile kept(backup);
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), firstBytes);
        kept.close();
        // Saving again what the file holds keeps the backup of the save before.
        QVERIFY2(doc.save(&error), qPrintable(error));
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), firstBytes);
        kept.close();
        DeckDocument again;
        QVERIFY2(again.open(backup, &error), qPrintable(error));
        QVERIFY(again.deck() == standardDeck());
    }

    void plainProblemsHaveAFixThatMendsThem_data()
    {
        QTest::addColumn<int>("code");
        QTest::addColumn<Edit>("breakIt");
        QTest::addColumn<QString>("fix");
        auto row = [](const char* name, ProblemCode code, Edit edit, const char* fix) {
            QTest::newRow(name) << int(code) << edit << QString::fromUtf8(fix);
        };
        auto editTile = [](const char* id, std::function<void(TileType&)> change) {
            return [id, change](DeckDocument& d) {
                TileType t = tileOf(d, id);
                change(t);
                d.editTile(indexOf(d, id), t, QStringLiteral("Break"));
            };
        };
        row("no start tile", ProblemCode::NoStartTile,
            editTile("D", [](TileType& t) { t.start = false; }), "Make tile");
        row("two start tiles", ProblemCode::TwoStartTiles,
            editTile("U", [](TileType& t) { t.start = true; }), "only start tile");
        row(
            "no spring", ProblemCode::NoSpring,
            [](DeckDocument& d) {
                const int spring = d.deck().startTile(TileGroup::River);
                TileType t = d.tile(spring);
                t.start = false;
                d.editTile(spring, t, QStringLiteral("Break"));
            },
            "the spring");
        row(
            "two copies of the lake", ProblemCode::SpringOrLakeCount,
            [](DeckDocument& d) {
                for (int i = 0; i < d.tileCount(); ++i) {
                    if (d.tile(i).end) {
                        TileType t = d.tile(i);
                        t.count = 2;
                        d.editTile(i, t, QStringLiteral("Break"));
                    }
                }
            },
            "one copy");
        row("a duplicate id", ProblemCode::DuplicateId,
            editTile("E", [](TileType& t) { t.id = QStringLiteral("D"); }), "Change the id D");
        row("an inn off a road", ProblemCode::InnOffRoad,
            editTile("E",
                     [](TileType& t) {
                         t.features[0].set(Mark::Inn, t.features[0].kind != FeatureKind::Road);
                     }),
            "inn");
        row("a start mark in a set", ProblemCode::StartInExpansion,
            editTile("D",
                     [](TileType& t) {
                         t.group = TileGroup::Expansion;
                         t.expansion = QStringLiteral("my-set");
                     }),
            "start mark");
    }
    void plainProblemsHaveAFixThatMendsThem()
    {
        // Issue 38: clicking "no start tile" offers to set one; so does any problem whose
        // mend is plain.
        QFETCH(int, code);
        QFETCH(Edit, breakIt);
        QFETCH(QString, fix);
        DeckDocument doc;
        doc.reset(standardDeck());
        breakIt(doc);
        const auto found = std::find_if(doc.problems().begin(), doc.problems().end(),
                                        [code](const Problem& p) { return int(p.code) == code; });
        QVERIFY2(found != doc.problems().end(), qPrintable(describeAll(doc.problems()).join('\n')));
        const auto mend = ProblemFixes::fixFor(doc.deck(), *found, -1);
        QVERIFY(mend);
        QVERIFY2(mend->text.contains(fix), qPrintable(mend->text));
        doc.editDeck(mend->after, mend->text, NoMerge, mend->tile);
        for (const Problem& p : doc.problems())
            QVERIFY2(int(p.code) != code, qPrintable(describeAll(doc.problems()).join('\n')));
        // One undo step takes the mend back.
        doc.undoStack()->undo();
        QVERIFY(std::any_of(doc.problems().begin(), doc.problems().end(),
                            [code](const Problem& p) { return int(p.code) == code; }));
    }

    void theMendOfNoStartTileTakesTheTileInHand()
    {
        DeckDocument doc;
        doc.reset(standardDeck());
        TileType d = tileOf(doc, "D");
        d.start = false;
        doc.editTile(indexOf(doc, "D"), d, QStringLiteral("Unmark"));
        Problem none;
        none.code = ProblemCode::NoStartTile;
        const auto mend = ProblemFixes::fixFor(doc.deck(), none, indexOf(doc, "U"));
        QVERIFY(mend);
        QCOMPARE(mend->tile, indexOf(doc, "U"));
        QVERIFY(mend->after.tiles[std::size_t(indexOf(doc, "U"))].start);
        // A rule whose mend is the designer's choice has none.
        Problem mixed;
        mixed.code = ProblemCode::EdgeMixed;
        mixed.tile = indexOf(doc, "U");
        QVERIFY(!ProblemFixes::fixFor(doc.deck(), mixed, -1));
    }

    void unusedIdsAreUnused()
    {
        DeckDocument doc;
        doc.reset(standardDeck());
        QCOMPARE(doc.unusedId(QStringLiteral("Z")), QStringLiteral("Z"));
        QCOMPARE(doc.unusedId(QStringLiteral("D")), QStringLiteral("D-2"));
    }
};

QTEST_GUILESS_MAIN(tst_DeckDocument)
#include "tst_deckdocument.moc"
