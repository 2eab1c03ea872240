// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// In Russian and Ukrainian nothing falls back to English or to the deck file's codes: default
// player names follow a language switch, the editor names a new deck and its tiles in the
// language, slots are named in words, the End Turn key reads Enter as the hints say, the
// unsaved-changes question offers "Don't Save", and Qt's own file dialog says "Folder" in the
// language too.

#include "../app/apptestutil.h"
#include "app/mainwindow.h"
#include "app/newgamedialog.h"
#include "app/newgamesettings.h"
#include "app/seateditor.h"
#include "app/shortcutsdialog.h"
#include "app/translations.h"
#include "editor/deckdocument.h"
#include "editor/deckeditorwindow.h"
#include "editor/deckfiles.h"
#include "editor/featurenames.h"
#include "editor/messagetranslation.h"
#include "engine/messages.h"

#include <QAbstractButton>
#include <QApplication>
#include <QFileDialog>
#include <QFileSystemModel>
#include <QLineEdit>
#include <QMessageBox>
#include <QSettings>
#include <QTemporaryDir>
#include <QTimer>
#include <QTranslator>
#include <QTreeView>

using namespace bastide;
using namespace bastide::test;

namespace {

void languages()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("Russian") << QStringLiteral("ru");
    QTest::newRow("Ukrainian") << QStringLiteral("uk");
}

/** Listens to every lookup the installed catalogues are asked for, and answers none. */
class LookupSpy : public QTranslator
{
public:
    struct Lookup
    {
        QString context, source, comment;
    };
    mutable QList<Lookup> lookups;

    bool isEmpty() const override { return false; }
    QString translate(const char* context, const char* source, const char* comment,
                      int) const override
    {
        lookups.append({QString::fromUtf8(context), QString::fromUtf8(source),
                        QString::fromUtf8(comment ? comment : "")});
        return {};
    }
};

} // namespace

class tst_LanguageFallbacks : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        prepareApplication();
        QSettings().clear();
    }

    void cleanup()
    {
        Translations::setLanguage(QStringLiteral("en"));
        QSettings().clear();
    }

    void defaultPlayerNamesFollowTheLanguage_data() { languages(); }
    void defaultPlayerNamesFollowTheLanguage()
    {
        QFETCH(QString, language);
        Translations::setLanguage(language);
        NewGameSettings remembered = NewGameSettings::defaults();
        remembered.seats.resize(1);
        remembered.seats.push_back(remembered.seatFor(1));
        remembered.seats.push_back(remembered.seatFor(2));
        remembered.seats[2].name = QStringLiteral("Оксана");
        remembered.save();
        const QString localName = remembered.seats[1].name;
        QVERIFY2(localName != QLatin1String("Player 2"), qPrintable(localName));

        Translations::setLanguage(QStringLiteral("en"));
        const NewGameSettings loaded = NewGameSettings::load();
        QCOMPARE(loaded.seats[0].name, QStringLiteral("Player"));
        QCOMPARE(loaded.seats[1].name, QStringLiteral("Player 2"));
        QCOMPARE(loaded.seats[2].name, QStringLiteral("Оксана")); // typed in: kept
        QCOMPARE(NewGameSettings::followLanguage(QStringLiteral("Computer 3")),
                 QStringLiteral("Computer 3"));

        Translations::setLanguage(language);
        QCOMPARE(NewGameSettings::followLanguage(QStringLiteral("Player 2")), localName);
        QCOMPARE(NewGameSettings::followLanguage(QStringLiteral("Computer")),
                 NewGameSettings::tr("Computer"));
        QCOMPARE(NewGameSettings::followLanguage(QStringLiteral("Playerx 2")),
                 QStringLiteral("Playerx 2"));
    }

    void anOpenNewGameDialogRenamesItsDefaultSeats_data() { languages(); }
    void anOpenNewGameDialogRenamesItsDefaultSeats()
    {
        QFETCH(QString, language);
        NewGameSettings settings = NewGameSettings::defaults();
        settings.seats[0].name = QStringLiteral("Player");
        settings.seats.push_back(settings.seatFor(2));
        settings.seats.back().name = QStringLiteral("Anna");
        NewGameDialog dialog(settings);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        Translations::setLanguage(language);
        QCOMPARE(dialog.seat(0)->nameEdit()->text(), NewGameSettings::tr("Player"));
        QVERIFY(dialog.seat(0)->nameEdit()->text() != QLatin1String("Player"));
        QCOMPARE(dialog.seat(dialog.seatCount() - 1)->nameEdit()->text(), QStringLiteral("Anna"));
    }

    void endTurnReadsEnterAsTheHintsSay()
    {
        MainWindow w;
        QAction* confirm = w.action(QStringLiteral("confirm"));
        QVERIFY(confirm);
        QCOMPARE(confirm->shortcut().toString(QKeySequence::NativeText), QStringLiteral("Enter"));
        QCOMPARE(ShortcutsDialog::keysText(confirm), QStringLiteral("Enter"));
        QVERIFY(confirm->shortcuts().contains(QKeySequence(Qt::Key_Return))); // still works
    }

    void unsavedChangesOfferDontSave_data() { languages(); }
    void unsavedChangesOfferDontSave()
    {
        QFETCH(QString, language);
        Translations::setLanguage(language);
        DeckEditorWindow editor;
        QVERIFY(editor.newDeck(false));
        Deck deck = editor.document()->deck();
        deck.name[QStringLiteral("en")] = QStringLiteral("Changed");
        editor.document()->editDeck(deck, QStringLiteral("rename"));
        QString discard;
        QTimer::singleShot(0, this, [&] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box)
                return;
            discard = box->button(QMessageBox::Discard)->text();
            box->button(QMessageBox::Cancel)->click();
        });
        QVERIFY(!editor.maybeSave()); // cancelled
        QCOMPARE(discard, DeckFiles::tr("Don't Save"));
        QVERIFY2(discard != QCoreApplication::translate("QPlatformTheme", "Discard"),
                 qPrintable(discard));
        editor.document()->undoStack()->clear();
    }

    void aNewDeckIsNamedInTheLanguage_data() { languages(); }
    void aNewDeckIsNamedInTheLanguage()
    {
        QFETCH(QString, language);
        Translations::setLanguage(language);
        DeckEditorWindow editor;
        QVERIFY(editor.newDeck(false));
        const Deck& deck = editor.document()->deck();
        QVERIFY2(editor.windowTitle().startsWith(deck.name.value(language)),
                 qPrintable(editor.windowTitle()));
        for (const TileType& tile : deck.tiles) {
            for (const char* name : {"en", "ru", "uk"})
                QVERIFY2(!tile.name.value(QLatin1String(name)).isEmpty(), name);
        }
    }

    void fieldsAndProblemsNameSlotsInWords_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("problem");
        QTest::newRow("English")
            << QStringLiteral("en")
            << QStringLiteral("north part of the east edge, north part of the west edge")
            << QStringLiteral("the slot S1 is listed twice"); // the file's code, as in JSON
        QTest::newRow("Russian")
            << QStringLiteral("ru")
            << QStringLiteral("северная часть восточного края, северная часть западного края")
            << QStringLiteral("середина южного края указана дважды");
        QTest::newRow("Ukrainian")
            << QStringLiteral("uk")
            << QStringLiteral("північна частина східного краю, північна частина західного краю")
            << QStringLiteral("середина південного краю зазначена двічі");
    }
    void fieldsAndProblemsNameSlotsInWords()
    {
        QFETCH(QString, language);
        QFETCH(QString, field);
        QFETCH(QString, problem);
        Translations::setLanguage(language);
        // A city on the north edge, a road from east to west, a field on each side of it.
        auto feature = [](FeatureKind kind, unsigned mask) {
            Feature f;
            f.kind = kind;
            f.slotMask = SlotMask(mask);
            return f;
        };
        TileType tile;
        tile.features = {feature(FeatureKind::City, sideSlots(0)),
                         feature(FeatureKind::Road, (1u << 4) | (1u << 10)),
                         feature(FeatureKind::Field, (1u << 3) | (1u << 11)),
                         feature(FeatureKind::Field, (1u << 5) | sideSlots(2) | (1u << 9))};
        QCOMPARE(FeatureNames::where(tile, 2), field);
        QCOMPARE(FeatureNames::where(tile, 3), FeatureNames::tr("south part of the east edge") +
                                                   FeatureNames::tr(", ") + FeatureNames::side(2) +
                                                   FeatureNames::tr(", ") +
                                                   FeatureNames::tr("south part of the west edge"));
        Problem p;
        p.code = ProblemCode::SlotTwice;
        p.detail = QStringLiteral("S1");
        QCOMPARE(describe(p, translateMessage), problem);
    }

    void qtsFileDialogSpeaksTheLanguage_data() { languages(); }
    void qtsFileDialogSpeaksTheLanguage()
    {
        QFETCH(QString, language);
        Translations::setLanguage(language);
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("decks")));
        LookupSpy spy;
        QCoreApplication::installTranslator(&spy); // searched first, answers nothing
        QFileDialog dialog(nullptr, QStringLiteral("Open"), dir.path());
        dialog.setOption(QFileDialog::DontUseNativeDialog);
        dialog.setViewMode(QFileDialog::Detail);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto* model = dialog.findChild<QFileSystemModel*>();
        QVERIFY(model);
        const QModelIndex folder = model->index(dir.filePath(QStringLiteral("decks")));
        QTRY_VERIFY(folder.isValid() && !model->type(folder).isEmpty());
        const QString type = model->type(folder);
        QCoreApplication::removeTranslator(&spy);
        QCOMPARE(type, QCoreApplication::translate("QAbstractFileIconProvider", "Folder",
                                                   "All other platforms"));
        QVERIFY2(type != QLatin1String("Folder"), qPrintable(type));
        // Everything the dialog showed was found in Qt's catalogue or in ours. Key names
        // (context QShortcut) are looked up for every key Qt knows, shown or not.
        QStringList missing;
        for (const LookupSpy::Lookup& l : std::as_const(spy.lookups)) {
            // "OK" and key sequences ("Alt+Left") read the same in every language.
            if (l.context == QLatin1String("QShortcut") || l.source == QLatin1String("OK") ||
                l.source.contains(QLatin1Char('+')))
                continue;
            const QByteArray c = l.context.toUtf8(), s = l.source.toUtf8(), d = l.comment.toUtf8();
            if (QCoreApplication::translate(c, s, l.comment.isEmpty() ? nullptr : d.constData()) ==
                    l.source &&
                l.source.contains(QRegularExpression(QStringLiteral("[A-Za-z]{2,}"))))
                missing << QStringLiteral("%1: %2").arg(l.context, l.source);
        }
        missing.removeDuplicates();
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral("; "))));
    }
};

QTEST_MAIN(tst_LanguageFallbacks)
#include "tst_languagefallbacks.moc"
