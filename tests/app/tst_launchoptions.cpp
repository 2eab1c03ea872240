// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The `bastide` command line: options, languages, and a file given to open — a deck goes to
// the editor, a game to the board, anything else gets a message naming the file.

#include "app/deckeditorlink.h"
#include "app/documenttype.h"
#include "app/gamefilecontroller.h"
#include "app/launchoptions.h"
#include "app/mainwindow.h"
#include "apptestutil.h"
#include "editor/deckdocument.h"
#include "editor/deckeditorwindow.h"

#include <QMessageBox>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

using namespace bastide;
using namespace bastide::test;

namespace {

QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& content)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write(content);
    return path;
}

QStringList args(const QStringList& rest)
{
    return QStringList{QStringLiteral("bastide")} + rest;
}

} // namespace

class tst_LaunchOptions : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        prepareApplication();
        QCoreApplication::setApplicationVersion(QStringLiteral("9.8.7"));
    }

    void parsesTheCommandLine_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("action");
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("textHas");
        using A = LaunchOptions::Action;
        QTest::newRow("nothing") << QStringList() << int(A::Run) << QString() << QString()
                                 << QString();
        QTest::newRow("a file") << QStringList{"deck.json"} << int(A::Run) << QString()
                                << QStringLiteral("deck.json") << QString();
        QTest::newRow("--help") << QStringList{"--help"} << int(A::ShowHelp) << QString()
                                << QString() << QStringLiteral("--lang <language>");
        QTest::newRow("-h lists the file argument")
            << QStringList{"-h"} << int(A::ShowHelp) << QString() << QString()
            << QStringLiteral("[file]");
        QTest::newRow("--version") << QStringList{"--version"} << int(A::ShowVersion) << QString()
                                   << QString() << QStringLiteral("Bastide 9.8.7");
        QTest::newRow("--lang ru and a file")
            << QStringList{"--lang", "ru", "game.json"} << int(A::Run) << QStringLiteral("ru")
            << QStringLiteral("game.json") << QString();
        QTest::newRow("--lang=uk") << QStringList{"--lang=uk"} << int(A::Run)
                                   << QStringLiteral("uk") << QString() << QString();
        QTest::newRow("--lang EN is lowered") << QStringList{"--lang", "EN"} << int(A::Run)
                                              << QStringLiteral("en") << QString() << QString();
        QTest::newRow("an unknown language")
            << QStringList{"--lang", "fr"} << int(A::Fail) << QString() << QString()
            << QStringLiteral("Unknown language “fr”");
        QTest::newRow("--lang without a value")
            << QStringList{"--lang"} << int(A::Fail) << QString() << QString()
            << QStringLiteral("--help");
        QTest::newRow("an unknown option") << QStringList{"--fast"} << int(A::Fail) << QString()
                                           << QString() << QStringLiteral("fast");
        QTest::newRow("two files") << QStringList{"a.json", "b.json"} << int(A::Fail) << QString()
                                   << QString() << QStringLiteral("not 2");
        // The language is known even when another option is wrong, so the error is in it.
        QTest::newRow("an unknown option after --lang ru")
            << QStringList{"--lang", "ru", "--fast"} << int(A::Fail) << QStringLiteral("ru")
            << QString() << QStringLiteral("fast");
        QTest::newRow("an unknown option before --lang=uk")
            << QStringList{"--fast", "--lang=uk"} << int(A::Fail) << QStringLiteral("uk")
            << QString() << QStringLiteral("fast");
    }
    void parsesTheCommandLine()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, action);
        QFETCH(QString, language);
        QFETCH(QString, file);
        QFETCH(QString, textHas);
        const LaunchOptions o = LaunchOptions::parse(args(arguments));
        QCOMPARE(int(o.action), action);
        QCOMPARE(o.language, language);
        QCOMPARE(o.file, file);
        QVERIFY2(o.text.contains(textHas), qPrintable(o.text));
        QCOMPARE(LaunchOptions::wantsTextOnly(args(arguments)),
                 o.action == LaunchOptions::Action::ShowHelp ||
                     o.action == LaunchOptions::Action::ShowVersion);
    }

    void theProgramAnswersHelpAndVersionWithoutADisplay_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("outputHas");
        QTest::newRow("--version")
            << QStringList{"--version"} << 0 << QStringLiteral("Bastide " BASTIDE_PROJECT_VERSION);
        QTest::newRow("--help") << QStringList{"--help"} << 0 << QStringLiteral("--lang");
        QTest::newRow("a bad language beside --version")
            << QStringList{"--lang", "xx", "--version"} << 2 << QStringLiteral("xx");
        // Every line of the help in the chosen language, Qt's help and version lines too.
        QTest::newRow("--lang uk --help")
            << QStringList{"--lang", "uk", "--help"} << 0
            << QStringLiteral("-h, --help     Показати цю довідку й вийти.");
        QTest::newRow("--lang ru --help")
            << QStringList{"--lang", "ru", "--help"} << 0
            << QStringLiteral("-v, --version  Показать версию и выйти.");
    }
    void theProgramAnswersHelpAndVersionWithoutADisplay()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, outputHas);
        QProcess bastide;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        // No display at all: the text answers must not need one.
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("xcb"));
        bastide.setProcessEnvironment(env);
        bastide.start(QStringLiteral(BASTIDE_BUILD_DIR "/app/bastide"), arguments);
        QVERIFY(bastide.waitForFinished(60000));
        QCOMPARE(bastide.exitStatus(), QProcess::NormalExit);
        QCOMPARE(bastide.exitCode(), exitCode);
        const QString output = QString::fromLocal8Bit(bastide.readAllStandardOutput() +
                                                      bastide.readAllStandardError());
        QVERIFY2(output.contains(outputHas), qPrintable(output));
        if (arguments.contains(QLatin1String("--help")) && arguments.size() > 1) {
            // Beyond the program's name, the options and their values, no English is left.
            QString words = output;
            words.remove(
                QRegularExpression(QStringLiteral("\\S*bastide\\S*|--?[a-z-]+|\\ben\\b|"
                                                  "\\bru\\b|\\buk\\b|\\bBastide\\b|\\.json")));
            QVERIFY2(!words.contains(QRegularExpression(QStringLiteral("[A-Za-z]{2,}"))),
                     qPrintable(output));
        }
    }

    void anUnknownOptionIsToldInTheChosenLanguage_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("errorHas");
        QTest::newRow("ru") << QStringList{"--lang", "ru", "--fast"}
                            << QStringLiteral("Подробнее: «bastide --help».");
        QTest::newRow("uk") << QStringList{"--fast", "--lang", "uk"}
                            << QStringLiteral("Докладніше: «bastide --help».");
    }
    void anUnknownOptionIsToldInTheChosenLanguage()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, errorHas);
        QProcess bastide;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
        bastide.setProcessEnvironment(env);
        bastide.start(QStringLiteral(BASTIDE_BUILD_DIR "/app/bastide"), arguments);
        QVERIFY(bastide.waitForFinished(60000));
        QCOMPARE(bastide.exitCode(), 2);
        const QString error = QString::fromLocal8Bit(bastide.readAllStandardError());
        QVERIFY2(error.contains(errorHas), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("fast")), qPrintable(error));
    }

    void qtsOwnOptionsAreLeftToQt()
    {
        // "-platform offscreen" is Qt's: not a request for text, so QApplication sees it.
        QVERIFY(!LaunchOptions::wantsTextOnly(args({"-platform", "offscreen", "game.json"})));
        QVERIFY(LaunchOptions::wantsTextOnly(args({"-platform", "offscreen", "--version"})));
        QVERIFY(!LaunchOptions::wantsTextOnly(args({"--", "--help"})));
    }

    void tellsDecksFromGames_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("kind");
        QTest::newRow("a deck") << QStringLiteral(BASTIDE_SPEC_EXAMPLES "/small-deck.json")
                                << int(DocumentType::Kind::Deck);
        QTest::newRow("a game with its deck inline")
            << QStringLiteral(BASTIDE_SPEC_EXAMPLES "/small-game.json")
            << int(DocumentType::Kind::Game);
        QTest::newRow("the standard deck")
            << QStringLiteral(BASTIDE_SOURCE_DIR "/resources/decks/standard.json")
            << int(DocumentType::Kind::Deck);
    }
    void tellsDecksFromGames()
    {
        QFETCH(QString, path);
        QFETCH(int, kind);
        QString error;
        const std::optional<DocumentType::Kind> k = DocumentType::detect(path, &error);
        QVERIFY2(k.has_value(), qPrintable(error));
        QCOMPARE(int(*k), kind);
    }

    void refusesOtherFilesNamingThem_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("expected");
        QTest::newRow("not JSON") << QByteArray("<html>") << QStringLiteral("not valid JSON");
        QTest::newRow("another format")
            << QByteArray(R"({"format": "spreadsheet"})") << QStringLiteral("bastide-deck");
        QTest::newRow("no format")
            << QByteArray(R"({"tiles": []})") << QStringLiteral("bastide-game");
        QTest::newRow("a JSON array") << QByteArray("[1, 2]") << QStringLiteral("format");
    }
    void refusesOtherFilesNamingThem()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("strange.json"), content);
        QString error;
        QVERIFY(!DocumentType::detect(path, &error));
        QVERIFY2(error.contains(QStringLiteral("strange.json")), qPrintable(error));
        QVERIFY2(error.contains(expected), qPrintable(error));
    }

    void aMissingFileIsNamed()
    {
        QString error;
        QVERIFY(!DocumentType::detect(QStringLiteral("/nonexistent/lost-game.json"), &error));
        QVERIFY2(error.contains(QStringLiteral("lost-game.json")), qPrintable(error));
    }

    void aDeckFileOpensTheEditor()
    {
        MainWindow w;
        const QString path = QStringLiteral(BASTIDE_SPEC_EXAMPLES "/small-deck.json");
        QVERIFY(w.openFile(path));
        QVERIFY(w.deckEditorLink()->editor());
        QVERIFY(w.deckEditorLink()->editor()->isVisible());
        QCOMPARE(QFileInfo(w.deckEditorLink()->editor()->document()->filePath()), QFileInfo(path));
        QVERIFY(!w.session()->hasGame());
        w.deckEditorLink()->editor()->close();
    }

    void aGameFileOpensTheGame()
    {
        MainWindow w;
        const QString path = QStringLiteral(BASTIDE_SPEC_EXAMPLES "/small-game.json");
        QVERIFY2(w.openFile(path), qPrintable(w.files()->lastError()));
        QVERIFY(w.session()->hasGame());
        QCOMPARE(w.files()->currentFile(), path);
        QVERIFY(!w.deckEditorLink()->editor());
    }

    void aBrokenFileGetsAMessageNamingIt()
    {
        QTemporaryDir dir;
        const QString path =
            writeFile(dir, QStringLiteral("half-a-game.json"), QByteArray("{\"format\": \"bas"));
        MainWindow w;
        w.show();
        QVERIFY(!w.openFile(path));
        QVERIFY2(w.files()->lastError().contains(QStringLiteral("half-a-game.json")),
                 qPrintable(w.files()->lastError()));
        auto* box = w.findChild<QMessageBox*>(QStringLiteral("errorBox"));
        QVERIFY(box);
        QVERIFY(box->isVisible());
        QVERIFY(box->text().contains(QStringLiteral("half-a-game.json")));
        QVERIFY(!w.session()->hasGame());
        QVERIFY(!w.deckEditorLink()->editor());
    }

    void aForcedLanguageBecomesTheDefaultLocale()
    {
        const QLocale before;
        Translations::install(*QCoreApplication::instance(), QStringLiteral("uk"));
        QCOMPARE(Translations::current(), QStringLiteral("uk"));
        QCOMPARE(QLocale().language(), QLocale::Ukrainian);
        Translations::install(*QCoreApplication::instance(), QStringLiteral("en"));
        QCOMPARE(Translations::current(), QStringLiteral("en"));
        QLocale::setDefault(before);
    }
};

QTEST_MAIN(tst_LaunchOptions)
#include "tst_launchoptions.moc"
