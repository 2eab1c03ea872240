// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The Russian and Ukrainian catalogues are complete: lupdate run on the sources into a
// scratch copy finds nothing new and nothing gone, and every entry is translated, keeps its
// placeholders and has every plural form. The English catalogue has every plural string.

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>
#include <map>
#include <set>
#include <tuple>

namespace {

struct Entry
{
    QString context;
    QString source;
    QString comment;
    QString type; // of the translation: "", "unfinished", "vanished" or "obsolete"
    bool numerus = false;
    QStringList forms; // the translation, or its plural forms
};

using Key = std::tuple<QString, QString, QString>;

Key keyOf(const Entry& e)
{
    return {e.context, e.source, e.comment};
}

QString describe(const Entry& e)
{
    return QStringLiteral("[%1] \"%2\"%3")
        .arg(e.context, e.source,
             e.comment.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(e.comment));
}

bool gone(const Entry& e)
{
    return e.type == QLatin1String("vanished") || e.type == QLatin1String("obsolete");
}

std::vector<Entry> readCatalogue(const QString& path, QString* error)
{
    std::vector<Entry> entries;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("%1: %2").arg(path, file.errorString());
        return entries;
    }
    QXmlStreamReader xml(&file);
    QString context;
    Entry entry;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const auto name = xml.name();
            if (name == QLatin1String("name")) {
                context = xml.readElementText();
            } else if (name == QLatin1String("message")) {
                entry = Entry{};
                entry.context = context;
                entry.numerus =
                    xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
            } else if (name == QLatin1String("source")) {
                entry.source = xml.readElementText();
            } else if (name == QLatin1String("comment")) {
                entry.comment = xml.readElementText();
            } else if (name == QLatin1String("translation")) {
                entry.type = xml.attributes().value(QLatin1String("type")).toString();
                if (!entry.numerus)
                    entry.forms << xml.readElementText();
            } else if (name == QLatin1String("numerusform")) {
                entry.forms << xml.readElementText();
            }
        } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
            entries.push_back(entry);
        }
    }
    if (xml.hasError())
        *error =
            QStringLiteral("%1: %2 at line %3").arg(path, xml.errorString()).arg(xml.lineNumber());
    return entries;
}

/** The committed catalogue and what lupdate makes of a copy of it from today's sources. */
struct Catalogue
{
    std::vector<Entry> committed;
    std::vector<Entry> refreshed;
};

QString lupdateOutput;

Catalogue load(const QString& language, QString* error)
{
    Catalogue c;
    const QString committed =
        QStringLiteral(BASTIDE_SOURCE_DIR "/translations/bastide_%1.ts").arg(language);
    c.committed = readCatalogue(committed, error);
    if (!error->isEmpty())
        return c;
    static QTemporaryDir scratch;
    const QString copy = scratch.filePath(QStringLiteral("bastide_%1.ts").arg(language));
    QFile::remove(copy);
    if (!QFile::copy(committed, copy)) {
        *error = QStringLiteral("cannot copy %1 to %2").arg(committed, copy);
        return c;
    }
    QProcess lupdate;
    const QString root = QStringLiteral(BASTIDE_SOURCE_DIR);
    lupdate.start(QStringLiteral(BASTIDE_LUPDATE),
                  {QStringLiteral("-locations"), QStringLiteral("none"),
                   // The include roots of the modules (see the top CMakeLists.txt), so lupdate
                   // finds each class declaration and gives its strings the class's context.
                   QStringLiteral("-I"), root, QStringLiteral("-I"), root + "/editor",
                   root + "/app", root + "/editor", root + "/engine/messages.cpp",
                   root + "/engine/filemessages.cpp", root + "/cli", QStringLiteral("-ts"), copy});
    if (!lupdate.waitForFinished(120000) || lupdate.exitCode() != 0) {
        *error = QStringLiteral("lupdate failed: %1")
                     .arg(QString::fromLocal8Bit(lupdate.readAllStandardError()));
        return c;
    }
    lupdateOutput = QString::fromLocal8Bit(lupdate.readAllStandardOutput());
    c.refreshed = readCatalogue(copy, error);
    return c;
}

/** Every problem on a line of its own in the log; the failure message names the first. */
QString listed(const QStringList& problems)
{
    for (const QString& p : problems)
        qInfo().noquote() << "  " << p;
    return QStringLiteral("%1 problem(s), listed above; the first: %2")
        .arg(problems.size())
        .arg(problems.value(0));
}

QSet<QString> placeholders(const QString& text)
{
    static const QRegularExpression pattern(QStringLiteral("%(?:L?[1-9]|n|Ln)"));
    QSet<QString> found;
    for (const auto& m : pattern.globalMatch(text))
        found.insert(m.captured().remove(QLatin1Char('L')));
    return found;
}

} // namespace

class tst_Catalogues : public QObject
{
    Q_OBJECT

    std::map<QString, Catalogue> m_catalogues;

    const Catalogue& catalogue(const QString& language)
    {
        auto it = m_catalogues.find(language);
        if (it == m_catalogues.end()) {
            QString error;
            Catalogue c = load(language, &error);
            if (!error.isEmpty())
                qFatal("%s", qPrintable(error));
            it = m_catalogues.emplace(language, std::move(c)).first;
        }
        return it->second;
    }

    static void languages()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("Russian") << QStringLiteral("ru");
        QTest::newRow("Ukrainian") << QStringLiteral("uk");
    }

private Q_SLOTS:
    void everySourceStringIsInTheCatalogue_data() { languages(); }
    void everySourceStringIsInTheCatalogue()
    {
        QFETCH(QString, language);
        const Catalogue& c = catalogue(language);
        std::set<Key> committed;
        for (const Entry& e : c.committed)
            committed.insert(keyOf(e));
        QStringList missing;
        for (const Entry& e : c.refreshed) {
            if (!gone(e) && !committed.count(keyOf(e)))
                missing << describe(e);
        }
        QVERIFY2(missing.isEmpty(),
                 qPrintable(QStringLiteral("strings in the sources but not in bastide_%1.ts "
                                           "(run the update_translations target): ")
                                .arg(language) +
                            listed(missing)));
    }

    void noEntryHasVanished_data() { languages(); }
    void noEntryHasVanished()
    {
        QFETCH(QString, language);
        const Catalogue& c = catalogue(language);
        QStringList vanished;
        for (const Entry& e : c.committed) {
            if (gone(e))
                vanished << describe(e);
        }
        // Entries still marked current whose source string is gone from the code.
        std::set<Key> current;
        for (const Entry& e : c.refreshed) {
            if (!gone(e))
                current.insert(keyOf(e));
        }
        for (const Entry& e : c.committed) {
            if (!gone(e) && !current.count(keyOf(e)))
                vanished << describe(e) + QStringLiteral(" (no longer in the sources)");
        }
        QVERIFY2(
            vanished.isEmpty(),
            qPrintable(
                QStringLiteral("vanished or obsolete entries in bastide_%1.ts: ").arg(language) +
                listed(vanished)));
    }

    void everyEntryIsTranslated_data() { languages(); }
    void everyEntryIsTranslated()
    {
        QFETCH(QString, language);
        const Catalogue& c = catalogue(language);
        QStringList unfinished;
        for (const Entry& e : c.committed) {
            if (gone(e))
                continue;
            const bool empty = e.forms.isEmpty() ||
                               std::any_of(e.forms.begin(), e.forms.end(),
                                           [](const QString& f) { return f.trimmed().isEmpty(); });
            if (e.type == QLatin1String("unfinished") || empty)
                unfinished << describe(e);
        }
        QVERIFY2(unfinished.isEmpty(),
                 qPrintable(QStringLiteral("unfinished entries in bastide_%1.ts: ").arg(language) +
                            listed(unfinished)));
    }

    void pluralStringsHaveThreeForms_data() { languages(); }
    void pluralStringsHaveThreeForms()
    {
        // Russian and Ukrainian: one (1, 21), few (2–4, 22–24) and many (5–20, 25–30).
        QFETCH(QString, language);
        const Catalogue& c = catalogue(language);
        QStringList wrong;
        for (const Entry& e : c.committed) {
            if (!gone(e) && e.numerus && e.type != QLatin1String("unfinished") &&
                e.forms.size() != 3)
                wrong << describe(e) + QStringLiteral(": %1 forms").arg(e.forms.size());
        }
        QVERIFY2(wrong.isEmpty(), qPrintable(listed(wrong)));
    }

    void translationsKeepTheirPlaceholders_data() { languages(); }
    void translationsKeepTheirPlaceholders()
    {
        QFETCH(QString, language);
        const Catalogue& c = catalogue(language);
        QStringList wrong;
        for (const Entry& e : c.committed) {
            if (gone(e) || e.type == QLatin1String("unfinished"))
                continue;
            const QSet<QString> wanted = placeholders(e.source);
            for (const QString& form : e.forms) {
                if (!form.isEmpty() && placeholders(form) != wanted)
                    wrong << describe(e) + QStringLiteral(" → \"%1\"").arg(form);
            }
        }
        QVERIFY2(wrong.isEmpty(),
                 qPrintable(QStringLiteral("translations that lose or add a %1 or %n: ") +
                            listed(wrong)));
    }

    void translationsLeaveNoEnglish_data() { languages(); }
    void translationsLeaveNoEnglish()
    {
        // Latin words in a translation are English left behind, unless they are names,
        // keys or file formats. Quoted text («format», "standard"), placeholders, tags,
        // entities, file names and command-line options are data and may stay.
        QFETCH(QString, language);
        static const QSet<QString> allowed = {
            QStringLiteral("Bastide"), QStringLiteral("JSON"), QStringLiteral("PDF"),
            QStringLiteral("SVG"), QStringLiteral("Enter"), QStringLiteral("Esc"),
            QStringLiteral("Shift"), QStringLiteral("Ctrl"), QStringLiteral("json"),
            QStringLiteral("pdf"), QStringLiteral("svg"),
            // JSON's literals, where a message shows a record's form ({"draw": true})
            QStringLiteral("true"), QStringLiteral("false"), QStringLiteral("null")};
        // bastide-cli keeps its command names and option values, which are typed as they are.
        static const QSet<QString> commands = {
            QStringLiteral("validate"), QStringLiteral("replay"),  QStringLiteral("selfplay"),
            QStringLiteral("bench"),    QStringLiteral("move"),    QStringLiteral("legal"),
            QStringLiteral("match"),    QStringLiteral("on"),      QStringLiteral("off"),
            QStringLiteral("modern"),   QStringLiteral("classic"), QStringLiteral("none")};
        static const QRegularExpression data(QStringLiteral(
            "«[^»]*»|\"[^\"]*\"|“[^”]*”|<[^>]*>|&[a-z]+;|%L?[0-9n]|\\S*\\.(?:json|pdf|svg)\\b|"
            "\\S*bastide\\S*|--?[a-z-]+|\\b[A-Z]{2,}\\b"));
        static const QRegularExpression word(QStringLiteral("[A-Za-z]{2,}"));
        const Catalogue& c = catalogue(language);
        QStringList english;
        for (const Entry& e : c.committed) {
            if (gone(e))
                continue;
            for (const QString& form : e.forms) {
                QString text = form;
                text.replace(data, QStringLiteral(" "));
                for (const auto& m : word.globalMatch(text)) {
                    const QString w = m.captured();
                    if (allowed.contains(w) ||
                        (e.context == QLatin1String("CommandLineTool") && commands.contains(w)))
                        continue;
                    english << describe(e) + QStringLiteral(" → \"%1\" (%2)").arg(form, w);
                    break;
                }
            }
        }
        QVERIFY2(english.isEmpty(),
                 qPrintable(QStringLiteral("English words left in bastide_%1.ts: ").arg(language) +
                            listed(english)));
    }

    void translationsNameSlotsInWords_data() { languages(); }
    void translationsNameSlotsInWords()
    {
        // The deck file's slot codes (N0 … W2) mean nothing to a reader: name the edge and
        // the part of it in words.
        QFETCH(QString, language);
        static const QRegularExpression code(
            QStringLiteral("(?<![A-Za-z0-9])[NESW][0-2](?![0-9A-Za-z])"));
        const Catalogue& c = catalogue(language);
        QStringList coded;
        for (const Entry& e : c.committed) {
            for (const QString& form : e.forms) {
                if (!gone(e) && code.match(form).hasMatch())
                    coded << describe(e) + QStringLiteral(" → \"%1\"").arg(form);
            }
        }
        QVERIFY2(coded.isEmpty(),
                 qPrintable(QStringLiteral("slot codes in bastide_%1.ts: ").arg(language) +
                            listed(coded)));
    }

    void lettersBelongToTheLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("foreign");
        // ы, э, ъ and ё are Russian only; і, ї, є and ґ Ukrainian only.
        QTest::newRow("Russian") << QStringLiteral("ru") << QStringLiteral("[іїєґІЇЄҐ]");
        QTest::newRow("Ukrainian") << QStringLiteral("uk") << QStringLiteral("[ыэъёЫЭЪЁ]");
    }
    void lettersBelongToTheLanguage()
    {
        QFETCH(QString, language);
        QFETCH(QString, foreign);
        const QRegularExpression letter(foreign);
        const Catalogue& c = catalogue(language);
        QStringList wrong;
        for (const Entry& e : c.committed) {
            for (const QString& form : e.forms) {
                if (!gone(e) && letter.match(form).hasMatch())
                    wrong << describe(e) + QStringLiteral(" → \"%1\"").arg(form);
            }
        }
        QVERIFY2(
            wrong.isEmpty(),
            qPrintable(
                QStringLiteral("letters of another language in bastide_%1.ts: ").arg(language) +
                listed(wrong)));
    }

    void translationsUseTheGlossaryTerms_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("retired");
        // Terms the glossaries replaced (translations/GLOSSARY-*.md): Ukrainian says щит,
        // ченець, тайл, ділянка краю, будівельник (as the Russian box's «строитель»),
        // зазначено and «вважається за двох»; the apostrophe is ’. Russian says
        // идентификатор, подданный, строитель and «финальный подсчёт» (the rulebook's).
        QTest::newRow("Ukrainian") << QStringLiteral("uk")
                                   << QStringLiteral("\\bгерб|\\bмонах|плитк|\\bслот|"
                                                     "\\w'\\w|\\bфішк|будівнич|\\bуказан|"
                                                     "рахується за двох");
        QTest::newRow("Russian") << QStringLiteral("ru")
                                 << QStringLiteral("\\bid\\b|\\bфишк|\\bмипл|\\bслот|зодч|"
                                                   "итогов\\w* подсч");
    }
    void translationsUseTheGlossaryTerms()
    {
        QFETCH(QString, language);
        QFETCH(QString, retired);
        const QRegularExpression pattern(retired,
                                         QRegularExpression::CaseInsensitiveOption |
                                             QRegularExpression::UseUnicodePropertiesOption);
        const Catalogue& c = catalogue(language);
        QStringList wrong;
        for (const Entry& e : c.committed) {
            for (const QString& form : e.forms) {
                if (!gone(e) && pattern.match(form).hasMatch())
                    wrong << describe(e) + QStringLiteral(" → \"%1\"").arg(form);
            }
        }
        QVERIFY2(wrong.isEmpty(),
                 qPrintable(QStringLiteral("retired terms in bastide_%1.ts: ").arg(language) +
                            listed(wrong)));
    }

    void englishHasEveryPluralForm()
    {
        // English shows "%n tile(s)" through its plural-only catalogue (scripts/english-plurals).
        QString error;
        const std::vector<Entry> english =
            readCatalogue(QStringLiteral(BASTIDE_SOURCE_DIR "/translations/bastide_en.ts"), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        std::set<Key> covered;
        for (const Entry& e : english) {
            if (e.numerus && !gone(e) && e.type != QLatin1String("unfinished") &&
                e.forms.size() == 2)
                covered.insert(keyOf(e));
        }
        QStringList missing;
        for (const Entry& e : catalogue(QStringLiteral("ru")).refreshed) {
            if (e.numerus && !gone(e) && e.source.contains(QLatin1String("(s)")) &&
                !covered.count(keyOf(e)))
                missing << describe(e);
        }
        QVERIFY2(missing.isEmpty(),
                 qPrintable(QStringLiteral("plural strings without English forms (run "
                                           "scripts/english-plurals): ") +
                            listed(missing)));
    }
};

QTEST_GUILESS_MAIN(tst_Catalogues)
#include "tst_catalogues.moc"
