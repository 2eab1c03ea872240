// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The new-game dialog: seats, colours, deck files (refused with the reason), rules offered
// only when the deck allows them, seeds, and the setup remembered between runs.

#include "app/gamefilecontroller.h"
#include "app/newgamedialog.h"
#include "app/newgamesettings.h"
#include "app/seateditor.h"
#include "apptestutil.h"
#include "engine/deckjson.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGroupBox>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QTemporaryDir>

using namespace bastide;
using namespace bastide::test;

namespace {

/** A copy of the spec's small deck with `from` replaced by `to`. */
QString writeDeck(const QTemporaryDir& dir, const QString& name, const QByteArray& from = {},
                  const QByteArray& to = {})
{
    QFile in(QStringLiteral(BASTIDE_SPEC_EXAMPLES "/small-deck.json"));
    if (!in.open(QIODevice::ReadOnly))
        qFatal("small-deck.json is missing");
    QByteArray bytes = in.readAll();
    if (!from.isEmpty())
        bytes.replace(from, to);
    const QString path = dir.filePath(name);
    QFile out(path);
    if (!out.open(QIODevice::WriteOnly))
        qFatal("cannot write a test deck");
    out.write(bytes);
    return path;
}

/** A base-only deck: the standard deck's base tiles. */
QString writeDeckWithoutRiver(const QTemporaryDir& dir)
{
    Deck deck = standardDeck();
    std::erase_if(deck.tiles, [](const TileType& t) { return t.group == TileGroup::River; });
    const QString path = dir.filePath(QStringLiteral("no-river.json"));
    QString error;
    if (!saveDeck(deck, path, &error))
        qFatal("cannot write a test deck");
    return path;
}

/** The standard deck with the tiles E and M moved into a designer's own set, "my-towers". */
QString writeDeckWithOwnSet(const QTemporaryDir& dir)
{
    Deck deck = standardDeck();
    for (TileType& t : deck.tiles) {
        if (t.id == QLatin1String("E") || t.id == QLatin1String("M")) {
            t.group = TileGroup::Expansion;
            t.expansion = QStringLiteral("my-towers");
        }
    }
    const QString path = dir.filePath(QStringLiteral("towers.json"));
    QString error;
    if (!saveDeck(deck, path, &error))
        qFatal("cannot write a test deck");
    return path;
}

} // namespace

class tst_NewGameDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { prepareApplication(); }

    void init() { QSettings().clear(); }

    void theFirstSetupIsAPlayerAgainstTheComputer()
    {
        const NewGameSettings s = NewGameSettings::load();
        QCOMPARE(int(s.seats.size()), 2);
        QVERIFY(!s.seats[0].computer);
        QVERIFY(s.seats[1].computer);
        QVERIFY(aiLevels().contains(s.seats[1].level));
        QVERIFY(s.deckPath.isEmpty());
    }

    void theLastSetupIsRemembered()
    {
        NewGameSettings s = NewGameSettings::defaults();
        s.seats.push_back(NewGameSettings::Seat{QStringLiteral("Олена"), PlayerColor::Pink, true,
                                                QStringLiteral("random")});
        s.river = false;
        s.abbot = false;
        s.farmers = FarmerScoring::Classic;
        s.seed = QStringLiteral("123");
        s.save();
        QCOMPARE(NewGameSettings::load(), s);
        NewGameDialog dialog(NewGameSettings::load());
        QCOMPARE(dialog.seatCount(), 3);
        QCOMPARE(dialog.settings(), s);
    }

    void acceptingSavesTheSetupShown()
    {
        NewGameDialog dialog(NewGameSettings::defaults());
        dialog.seat(0)->nameEdit()->setText(QStringLiteral("Anna"));
        dialog.addSeat();
        dialog.seat(2)->nameEdit()->setText(QStringLiteral("Clara"));
        dialog.startButton()->click();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        const NewGameSettings saved = NewGameSettings::load();
        QCOMPARE(int(saved.seats.size()), 3);
        QCOMPARE(saved.seats[0].name, QStringLiteral("Anna"));
        QCOMPARE(saved.seats[2].name, QStringLiteral("Clara"));
    }

    void theSetupBuiltIsTheOneShown()
    {
        NewGameDialog dialog(NewGameSettings::defaults());
        dialog.seat(1)->kindBox()->setCurrentIndex(
            dialog.seat(1)->kindBox()->findData(QStringLiteral("random")));
        QString error;
        const auto setup = dialog.settings().build(&error);
        QVERIFY2(setup, qPrintable(error));
        QCOMPARE(int(setup->players.size()), 2);
        QCOMPARE(setup->players[0].kind, PlayerKind::Human);
        QCOMPARE(setup->players[1].kind, PlayerKind::Ai);
        QCOMPARE(setup->players[1].level, QStringLiteral("random"));
        QVERIFY(setup->standardDeck);
        QVERIFY(setup->rules.river);
        QVERIFY(setup->seed.has_value());
    }

    void theExpansionsAreChoicesRememberedAndBuiltIntoTheRules()
    {
        NewGameDialog dialog(NewGameSettings::defaults());
        QCheckBox* inns = dialog.expansionBox(QStringLiteral("inns-cathedrals"));
        QCheckBox* traders = dialog.expansionBox(QStringLiteral("traders-builders"));
        QVERIFY(inns && traders);
        QVERIFY(!inns->isChecked() && !traders->isChecked());
        QVERIFY(!inns->text().isEmpty() && !traders->text().isEmpty());
        // "Inns & Cathedrals" shows its "&": no letter of it is taken for a shortcut.
        QVERIFY(QKeySequence::mnemonic(inns->text()).isEmpty());
        QVERIFY(QKeySequence::mnemonic(traders->text()).isEmpty());
        traders->setChecked(true);
        dialog.startButton()->click();
        const NewGameSettings saved = NewGameSettings::load();
        QCOMPARE(saved.expansions, QStringList{QStringLiteral("traders-builders")});
        QString error;
        const auto setup = saved.build(&error);
        QVERIFY2(setup, qPrintable(error));
        QVERIFY(setup->rules.tradersBuilders());
        QVERIFY(!setup->rules.innsCathedrals());
        NewGameDialog again(NewGameSettings::load());
        QVERIFY(again.expansionBox(QStringLiteral("traders-builders"))->isChecked());
        QVERIFY(!again.expansionBox(QStringLiteral("inns-cathedrals"))->isChecked());
    }

    void newGameRestoresTheTickedExpansionsAndHouseRules()
    {
        NewGameSettings s = NewGameSettings::defaults();
        s.expansions = {QStringLiteral("inns-cathedrals")};
        s.houseRules = {QStringLiteral("no-inns"), QStringLiteral("no-pig")};
        s.save();
        // As Game ▸ New Game opens it (the deck editor's Play This Deck names its own sets).
        QMainWindow window;
        GameSession session;
        GameFileController files(&session, &window);
        files.newGame();
        auto* dialog = window.findChild<NewGameDialog*>();
        QVERIFY(dialog && dialog->isVisible());
        QVERIFY(dialog->expansionBox(QStringLiteral("inns-cathedrals"))->isChecked());
        QVERIFY(!dialog->expansionBox(QStringLiteral("traders-builders"))->isChecked());
        QVERIFY(dialog->houseRuleBox(QStringLiteral("no-inns"))->isChecked());
        QVERIFY(dialog->houseRuleBox(QStringLiteral("no-inns"))->isVisible());
        QVERIFY(!dialog->houseRuleBox(QStringLiteral("no-pig"))->isVisible()); // set not ticked
        QCOMPARE(dialog->settings(), s);
        dialog->reject();

        // Play This Deck: the sets the designer chose, the house rules as remembered.
        QTemporaryDir dir;
        files.newGame(writeDeckWithOwnSet(dir), {QStringLiteral("my-towers")});
        dialog = nullptr;
        for (NewGameDialog* d : window.findChildren<NewGameDialog*>())
            dialog = d->isVisible() ? d : dialog;
        QVERIFY(dialog);
        QVERIFY(!dialog->expansionBox(QStringLiteral("inns-cathedrals"))->isChecked());
        QVERIFY(dialog->expansionBox(QStringLiteral("my-towers"))->isChecked());
        QCOMPARE(dialog->settings().houseRules, s.houseRules);
        dialog->reject();
    }

    void theStandardDeckNamesTheSetsInPlay()
    {
        NewGameDialog dialog(NewGameSettings::defaults());
        auto* radio = dialog.findChild<QRadioButton*>(QStringLiteral("standardDeckButton"));
        QVERIFY(radio && radio->isChecked());
        // As shown: "&&" is a "&", not a shortcut's mark.
        const auto shown = [radio] { return radio->text().replace(QStringLiteral("&&"), "&"); };
        QCOMPARE(shown(), QStringLiteral("Standard deck (base game and river)"));
        dialog.expansionBox(QStringLiteral("inns-cathedrals"))->setChecked(true);
        QCOMPARE(shown(),
                 QStringLiteral("Standard deck (base game, river, and Inns & Cathedrals)"));
        QVERIFY(QKeySequence::mnemonic(radio->text()).isEmpty());
        dialog.riverBox()->setChecked(false);
        QCOMPARE(shown(), QStringLiteral("Standard deck (base game and Inns & Cathedrals)"));
        dialog.expansionBox(QStringLiteral("traders-builders"))->setChecked(true);
        QCOMPARE(shown(), QStringLiteral("Standard deck (base game and both expansions)"));
        dialog.expansionBox(QStringLiteral("inns-cathedrals"))->setChecked(false);
        QCOMPARE(shown(), QStringLiteral("Standard deck (base game and Traders & Builders)"));
        dialog.expansionBox(QStringLiteral("inns-cathedrals"))->setChecked(false);
        dialog.expansionBox(QStringLiteral("traders-builders"))->setChecked(false);
        QCOMPARE(shown(), QStringLiteral("Standard deck (base game)"));
    }

    void houseRulesAreOfferedUnderEachTickedSetRememberedAndBuilt()
    {
        NewGameDialog dialog(NewGameSettings::defaults());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        for (const QString& name : knownHouseRules()) // a game by the book: none offered
            QVERIFY2(!dialog.houseRuleBox(name)->isVisible(), qPrintable(name));
        QVERIFY(!dialog.houseRuleBox(QStringLiteral("no-abbot")));
        QCheckBox* traders = dialog.expansionBox(QStringLiteral("traders-builders"));
        traders->setChecked(true);
        // Under the set's box, in the expansions' box, whole; the other set's stay hidden.
        auto* expansions = dialog.findChild<QGroupBox*>(QStringLiteral("expansionsBox"));
        for (const QString& name : houseRulesOf(QStringLiteral("traders-builders"))) {
            QCheckBox* box = dialog.houseRuleBox(name);
            QVERIFY2(box && box->isVisible() && !box->isChecked(), qPrintable(name));
            QVERIFY(!box->text().isEmpty());
            QVERIFY(expansions->isAncestorOf(box));
            QVERIFY(box->mapTo(&dialog, QPoint()).y() > traders->mapTo(&dialog, QPoint()).y());
            QTRY_VERIFY(dialog.rect().contains(QRect(box->mapTo(&dialog, QPoint()), box->size())));
            QVERIFY(box->width() >= box->sizeHint().width());
        }
        for (const QString& name : houseRulesOf(QStringLiteral("inns-cathedrals")))
            QVERIFY(!dialog.houseRuleBox(name)->isVisible());
        QCOMPARE(dialog.houseRuleBox(QStringLiteral("no-pig"))->text(), QStringLiteral("No pig"));
        dialog.houseRuleBox(QStringLiteral("no-pig"))->click();
        dialog.startButton()->click();

        const NewGameSettings saved = NewGameSettings::load();
        QCOMPARE(saved.houseRules, QStringList{QStringLiteral("no-pig")});
        QString error;
        const auto setup = saved.build(&error);
        QVERIFY2(setup, qPrintable(error));
        QCOMPARE(setup->rules.houseRules, QStringList{QStringLiteral("no-pig")});
        const Game game(setup, *setup->seed);
        QVERIFY(!game.player(0).inSupply(FigureType::Pig));
        QVERIFY(game.player(0).inSupply(FigureType::Builder));

        // Remembered; with its set unticked it stays chosen but is not played.
        NewGameDialog again(saved);
        QVERIFY(again.houseRuleBox(QStringLiteral("no-pig"))->isChecked());
        again.expansionBox(QStringLiteral("traders-builders"))->setChecked(false);
        QCOMPARE(again.settings().houseRules, QStringList{QStringLiteral("no-pig")});
        const auto byTheBook = again.settings().build(&error);
        QVERIFY(byTheBook && byTheBook->rules.houseRules.isEmpty());
    }

    void aDecksOwnGroupFromPlayThisDeckStaysBesideTheTickedExpansions()
    {
        NewGameSettings s = NewGameSettings::defaults();
        s.expansions = {QStringLiteral("my-towers"), QStringLiteral("inns-cathedrals")};
        NewGameDialog dialog(s);
        QVERIFY(dialog.expansionBox(QStringLiteral("inns-cathedrals"))->isChecked());
        dialog.expansionBox(QStringLiteral("inns-cathedrals"))->setChecked(false);
        QCOMPARE(dialog.settings().expansions, QStringList{QStringLiteral("my-towers")});
    }

    void aDecksOwnSetIsOfferedLikeTheExpansionsAndRemembered()
    {
        QTemporaryDir dir;
        const QString towers = writeDeckWithOwnSet(dir);
        NewGameDialog dialog(NewGameSettings::defaults());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(dialog.ownSets().isEmpty()); // the standard deck has none
        QVERIFY(!dialog.expansionBox(QStringLiteral("my-towers")));
        QVERIFY(dialog.setDeckPath(towers));
        // Offered in the expansions' box, by its name, with a line telling what it is; the
        // two expansions the deck also has are not offered twice.
        QCOMPARE(dialog.ownSets(), QStringList{QStringLiteral("my-towers")});
        QCheckBox* own = dialog.expansionBox(QStringLiteral("my-towers"));
        QVERIFY(own && own->isVisible());
        QCOMPARE(own->text(), QStringLiteral("my-towers"));
        QVERIFY(dialog.findChild<QGroupBox*>(QStringLiteral("expansionsBox"))->isAncestorOf(own));
        int copies = 0;
        for (const TileType& t : standardDeck().tiles)
            copies += t.id == QLatin1String("E") || t.id == QLatin1String("M") ? t.count : 0;
        bool described = false;
        for (QLabel* label : own->parentWidget()->findChildren<QLabel*>())
            described =
                described ||
                (label->isVisible() &&
                 label->text() == QStringLiteral("This deck's own set: %1 tiles").arg(copies));
        QVERIFY(described);
        QVERIFY(!own->isChecked()); // nothing chose it yet
        own->click();
        QVERIFY(dialog.settings().expansions.contains(QStringLiteral("my-towers")));
        dialog.startButton()->click();
        const NewGameSettings saved = NewGameSettings::load();
        QString error;
        const auto setup = saved.build(&error);
        QVERIFY2(setup, qPrintable(error));
        QVERIFY(setup->rules.hasExpansion(QStringLiteral("my-towers")));
        const Deck& deck = setup->tiles->deck();
        QVERIFY(inPlay(deck.tiles[std::size_t(deck.indexOf(QStringLiteral("E")))], setup->rules));

        // Remembered for the next game, and left out once unticked.
        NewGameDialog again(saved);
        again.show();
        QVERIFY(QTest::qWaitForWindowExposed(&again));
        QCheckBox* remembered = again.expansionBox(QStringLiteral("my-towers"));
        QVERIFY(remembered && remembered->isChecked());
        remembered->click();
        QVERIFY(!again.settings().expansions.contains(QStringLiteral("my-towers")));
        const auto without = again.settings().build(&error);
        QVERIFY(without && !without->rules.hasExpansion(QStringLiteral("my-towers")));
        QVERIFY(
            !inPlay(without->tiles->deck()
                        .tiles[std::size_t(without->tiles->deck().indexOf(QStringLiteral("E")))],
                    without->rules));

        // Another deck offers only its own sets: none here.
        QVERIFY(again.setDeckPath(writeDeckWithoutRiver(dir)));
        QVERIFY(again.ownSets().isEmpty());
        QVERIFY(!again.expansionBox(QStringLiteral("my-towers")));
    }

    void playThisDeckTicksOnlyTheOwnSetsTheDesignerChose()
    {
        QTemporaryDir dir;
        const QString towers = writeDeckWithOwnSet(dir);
        // As the deck editor's Play This Deck opens it: the sets chosen, then the deck.
        NewGameSettings s = NewGameSettings::defaults();
        s.expansions = {QStringLiteral("inns-cathedrals")};
        NewGameDialog dialog(s);
        QVERIFY(dialog.setDeckPath(towers));
        QVERIFY(!dialog.expansionBox(QStringLiteral("my-towers"))->isChecked());
        s.expansions = {QStringLiteral("my-towers")};
        NewGameDialog chosen(s);
        QVERIFY(chosen.setDeckPath(towers));
        QVERIFY(chosen.expansionBox(QStringLiteral("my-towers"))->isChecked());
        QCOMPARE(chosen.settings().expansions, QStringList{QStringLiteral("my-towers")});
    }

    void everyComputerLevelIsOffered()
    {
        SeatEditor seat;
        for (const QString& level : aiLevels())
            QVERIFY2(seat.kindBox()->findData(level) >= 0, qPrintable(level));
        QCOMPARE(seat.kindBox()->count(), int(aiLevels().size()) + 1);
    }

    void twoToSixPlayersCanSit()
    {
        NewGameDialog dialog(NewGameSettings::defaults());
        QPushButton* add = dialog.findChild<QPushButton*>(QStringLiteral("addPlayerButton"));
        for (int i = 0; i < 6; ++i)
            add->click();
        QCOMPARE(dialog.seatCount(), MaxPlayers);
        QVERIFY(!add->isEnabled());
        while (dialog.seatCount() > MinPlayers)
            dialog.removeSeat(0);
        dialog.removeSeat(0); // refused: a game needs two players
        QCOMPARE(dialog.seatCount(), MinPlayers);
        QVERIFY(add->isEnabled());
    }

    void fiveOrSixPlayersSitTwoAbreastAndTheDialogStaysLow()
    {
        NewGameDialog dialog(NewGameSettings::defaults());
        while (dialog.seatCount() < 4)
            dialog.addSeat();
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        const int fourHigh = dialog.height();
        auto column = [&](int seat) { return dialog.seat(seat)->mapTo(&dialog, QPoint()).x(); };
        QCOMPARE(column(3), column(0)); // one under another
        QPushButton* add = dialog.findChild<QPushButton*>(QStringLiteral("addPlayerButton"));
        add->click();
        add->click();
        QCOMPARE(dialog.seatCount(), 6);
        QTRY_VERIFY(dialog.height() < fourHigh);
        // Down the first column, then the second, each seat whole.
        for (int i : {1, 2, 4, 5})
            QCOMPARE(column(i), column(i < 3 ? 0 : 3));
        QVERIFY(column(3) > column(0) + dialog.seat(0)->width() - 1);
        for (int i = 0; i < 6; ++i) {
            QVERIFY(dialog.seat(i)->width() >= dialog.seat(i)->minimumSizeHint().width());
            QVERIFY(dialog.rect().contains(
                QRect(dialog.seat(i)->mapTo(&dialog, QPoint()), dialog.seat(i)->size())));
        }
        // Back to four: one under another again.
        dialog.removeSeat(5);
        dialog.removeSeat(4);
        QCOMPARE(column(3), column(0));
        QCOMPARE(dialog.settings().seats.size(), std::size_t(4));
    }

    void coloursStayDifferent()
    {
        NewGameDialog dialog(NewGameSettings::defaults());
        dialog.addSeat();
        const PlayerColor taken = dialog.seat(0)->seat().color;
        QComboBox* colour = dialog.seat(2)->findChild<QComboBox*>(QStringLiteral("colorBox"));
        colour->setCurrentIndex(colour->findData(int(taken)));
        emit colour->activated(colour->currentIndex());
        QCOMPARE(dialog.seat(2)->seat().color, taken);
        QVERIFY(dialog.seat(0)->seat().color != taken);
        const auto seats = dialog.settings().seats;
        for (std::size_t i = 0; i < seats.size(); ++i)
            for (std::size_t j = i + 1; j < seats.size(); ++j)
                QVERIFY(seats[i].color != seats[j].color);
    }

    void aBadDeckIsRefusedNamingTheFileAndTheTile()
    {
        QTemporaryDir dir;
        // A road laid on a corner slot: the reader names the tile and the feature.
        const QString path =
            writeDeck(dir, QStringLiteral("broken-deck.json"), QByteArray("\"E1\",\n      \"W1\""),
                      QByteArray("\"E0\",\n      \"W1\""));
        NewGameDialog dialog(NewGameSettings::defaults());
        QVERIFY(!dialog.setDeckPath(path));
        const QString error = dialog.deckError();
        QVERIFY2(error.contains(QStringLiteral("broken-deck.json")), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("tile '")), qPrintable(error));
        QVERIFY(!dialog.startButton()->isEnabled());
        QVERIFY(dialog.settings().deckPath.isEmpty());
    }

    void aDeckThatCannotBeReadIsRefused()
    {
        NewGameDialog dialog(NewGameSettings::defaults());
        QVERIFY(!dialog.setDeckPath(QStringLiteral("/nonexistent/deck.json")));
        QVERIFY(dialog.deckError().contains(QStringLiteral("deck.json")));
        QVERIFY(!dialog.startButton()->isEnabled());
    }

    void theRiverIsOfferedOnlyWhenTheDeckHasOne()
    {
        QTemporaryDir dir;
        NewGameDialog dialog(NewGameSettings::defaults());
        QVERIFY(dialog.riverBox()->isEnabled());
        QVERIFY(dialog.riverBox()->isChecked());
        QVERIFY(dialog.setDeckPath(writeDeckWithoutRiver(dir)));
        QVERIFY(!dialog.riverBox()->isEnabled());
        // Issue 20: shown unticked, not ticked and greyed, when there is no river to play.
        QVERIFY(!dialog.riverBox()->isChecked());
        QString error;
        const auto setup = dialog.settings().build(&error);
        QVERIFY2(setup, qPrintable(error));
        QVERIFY(!setup->rules.river);
        QVERIFY(!setup->standardDeck);
        QVERIFY(dialog.setDeckPath(writeDeck(dir, QStringLiteral("small.json"))));
        QVERIFY(dialog.riverBox()->isEnabled());
        QVERIFY(dialog.riverBox()->isChecked()); // the designer's choice comes back
    }

    void theSeedMustBeAWholeNumber_data()
    {
        QTest::addColumn<QString>("seed");
        QTest::addColumn<bool>("accepted");
        QTest::newRow("empty: random") << QString() << true;
        QTest::newRow("a number") << QStringLiteral("42") << true;
        QTest::newRow("largest") << QStringLiteral("9007199254740991") << true;
        QTest::newRow("too large") << QStringLiteral("9007199254740992") << false;
        QTest::newRow("words") << QStringLiteral("forty-two") << false;
        QTest::newRow("negative") << QStringLiteral("-1") << false;
    }
    void theSeedMustBeAWholeNumber()
    {
        QFETCH(QString, seed);
        QFETCH(bool, accepted);
        NewGameDialog dialog(NewGameSettings::defaults());
        dialog.findChild<QLineEdit*>(QStringLiteral("seedEdit"))->setText(seed);
        QCOMPARE(dialog.startButton()->isEnabled(), accepted);
        QString error;
        const auto setup = dialog.settings().build(&error);
        QCOMPARE(setup != nullptr, accepted);
        if (accepted && !seed.isEmpty())
            QCOMPARE(*setup->seed, seed.toULongLong());
    }

    void anEmptyNameFallsBackToTheColour()
    {
        NewGameDialog dialog(NewGameSettings::defaults());
        dialog.seat(0)->nameEdit()->clear();
        QString error;
        const auto setup = dialog.settings().build(&error);
        QCOMPARE(setup->players[0].name, QStringLiteral("Red"));
    }
};

QTEST_MAIN(tst_NewGameDialog)
#include "tst_newgamedialog.moc"
