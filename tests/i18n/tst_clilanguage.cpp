// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// bastide-cli speaks the system's language (LANG), from the game's own catalogues: deck
// designers read its deck problems, and players its illegal moves.

#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

namespace {

struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
};

/** Runs bastide-cli with LANG set and every variable that would outrank it removed. */
Run runCli(const QString& lang, const QStringList& arguments)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char* outranking : {"LANGUAGE", "LC_ALL", "LC_MESSAGES"})
        env.remove(QString::fromLatin1(outranking));
    env.insert(QStringLiteral("LANG"), lang);
    QProcess process;
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(BASTIDE_CLI), arguments);
    process.waitForFinished(-1);
    Run run;
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

QString badFile(const char* name)
{
    return QStringLiteral(BASTIDE_TEST_DATA "/bad/") + QLatin1String(name);
}

} // namespace

class tst_CliLanguage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void deckProblemsFollowLang_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("expected");
        QTest::newRow("Russian") << QStringLiteral("ru_RU.UTF-8")
                                 << QStringLiteral("deck-no-tiles.json: в колоде нет тайлов");
        QTest::newRow("Ukrainian") << QStringLiteral("uk_UA.UTF-8")
                                   << QStringLiteral("deck-no-tiles.json: у колоді немає тайлів");
        QTest::newRow("English") << QStringLiteral("en_GB.UTF-8")
                                 << QStringLiteral("deck-no-tiles.json: the deck has no tiles");
        QTest::newRow("C") << QStringLiteral("C.UTF-8")
                           << QStringLiteral("deck-no-tiles.json: the deck has no tiles");
    }
    void deckProblemsFollowLang()
    {
        QFETCH(QString, lang);
        QFETCH(QString, expected);
        const Run run = runCli(lang, {QStringLiteral("validate"), badFile("deck-no-tiles.json")});
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.err.trimmed(), expected);
        // The JSON result carries the same words: it is read by people too.
        QVERIFY2(run.out.contains(expected), qPrintable(run.out));
    }

    void problemLocationsAndSidesAreTranslated()
    {
        const Run run = runCli(QStringLiteral("ru_RU.UTF-8"),
                               {QStringLiteral("validate"), badFile("deck-edge-mixed.json")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.startsWith(QStringLiteral("deck-edge-mixed.json, тайл «start»: северный "
                                                   "край")),
                 qPrintable(run.err));
    }

    void illegalMovesFollowLang()
    {
        const Run run = runCli(QStringLiteral("ru_RU.UTF-8"),
                               {QStringLiteral("replay"), badFile("game-move-edge-mismatch.json")});
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.err.trimmed(),
                 QStringLiteral("game-move-edge-mismatch.json, ход 5, тайл «E»: недопустимый ход: "
                                "края не совпадают с соседними"));
    }

    void usageFollowsLang()
    {
        const Run run = runCli(QStringLiteral("uk_UA.UTF-8"), {QStringLiteral("frobnicate")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.startsWith(QStringLiteral("невідома команда «frobnicate»")),
                 qPrintable(run.err));
        QVERIFY2(run.err.contains(QStringLiteral("validate КОЛОДА.json    перевірити файл колоди")),
                 qPrintable(run.err));
        QVERIFY2(!run.err.contains(QStringLiteral("check a deck file")), qPrintable(run.err));
    }
    void commandMessagesFollowLang()
    {
        // Each subcommand's own usage and option errors, not only the top-level usage.
        Run run = runCli(QStringLiteral("ru_RU.UTF-8"),
                         {QStringLiteral("selfplay"), QStringLiteral("--ai"),
                          QStringLiteral("grandmaster"), QStringLiteral("--ai"),
                          QStringLiteral("random")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.startsWith(QStringLiteral("неизвестный уровень ИИ «grandmaster»")),
                 qPrintable(run.err));
        run = runCli(QStringLiteral("uk_UA.UTF-8"), {QStringLiteral("validate")});
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.err.trimmed(),
                 QStringLiteral("Використання: bastide-cli validate КОЛОДА.json"));
        run = runCli(
            QStringLiteral("uk_UA.UTF-8"),
            {QStringLiteral("selfplay"), QStringLiteral("--farmers"), QStringLiteral("medieval")});
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.err.trimmed(), QStringLiteral("--farmers має бути modern, classic або none"));
        run = runCli(QStringLiteral("ru_RU.UTF-8"),
                     {QStringLiteral("match"), QStringLiteral("--frobnicate")});
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.err.trimmed(), QStringLiteral("неизвестный параметр --frobnicate"));
        run = runCli(QStringLiteral("C.UTF-8"), {QStringLiteral("validate")});
        QCOMPARE(run.err.trimmed(), QStringLiteral("usage: bastide-cli validate DECK.json"));
    }

    void fileAndJsonErrorsAreWordedInTheLanguage_data()
    {
        // What the system and Qt's JSON reader say is English in every language: Bastide words
        // why a file cannot be read, where its JSON breaks and what type a key should have.
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("expected");
        QTest::newRow("ru, no such file")
            << QStringLiteral("ru_RU.UTF-8") << QStringLiteral("/nonexistent/lost.json")
            << QStringLiteral("lost.json: не удаётся прочитать: такого файла нет");
        QTest::newRow("uk, a folder") << QStringLiteral("uk_UA.UTF-8") << QStringLiteral("/tmp")
                                      << QStringLiteral("tmp: не вдається прочитати: це тека, а "
                                                        "не файл");
        QTest::newRow("ru, broken JSON")
            << QStringLiteral("ru_RU.UTF-8") << badFile("deck-trailing-garbage.json")
            << QStringLiteral("deck-trailing-garbage.json: некорректный JSON в строке");
        QTest::newRow("uk, text not in UTF-8")
            << QStringLiteral("uk_UA.UTF-8") << badFile("deck-not-utf8.json")
            << QStringLiteral("текст не в кодуванні UTF-8");
        QTest::newRow("ru, a wrong type")
            << QStringLiteral("ru_RU.UTF-8") << badFile("deck-version-string.json")
            << QStringLiteral("у «version» неверный тип (ожидается целое число)");
        QTest::newRow("uk, a wrong type")
            << QStringLiteral("uk_UA.UTF-8") << badFile("deck-tiles-object.json")
            << QStringLiteral("«tiles» має неправильний тип (очікується список у [ ])");
    }
    void fileAndJsonErrorsAreWordedInTheLanguage()
    {
        QFETCH(QString, lang);
        QFETCH(QString, file);
        QFETCH(QString, expected);
        const Run run = runCli(lang, {QStringLiteral("validate"), file});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(expected), qPrintable(run.err));
        // Nothing English: the file's name aside, no Latin word but JSON and UTF.
        QString words = run.err;
        words.remove(QFileInfo(file).fileName());
        words.remove(QRegularExpression(QStringLiteral("«[^»]*»|\\bJSON\\b|\\bUTF\\b")));
        QVERIFY2(!words.contains(QRegularExpression(QStringLiteral("[A-Za-z]{2,}"))),
                 qPrintable(run.err));
    }
};

QTEST_GUILESS_MAIN(tst_CliLanguage)
#include "tst_clilanguage.moc"
