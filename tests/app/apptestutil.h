// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Shared helpers for the app tests: seeded setups, a folder that refuses writes even to
// root, and the application settings every test runs with.

#include "app/translations.h"
#include "engine/ai/aiplayer.h"
#include "engine/standarddeck.h"
#include "play/gamesession.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTest>
#include <QWidget>
#include <sys/fsuid.h>
#include <sys/stat.h>
#include <unistd.h>

namespace bastide::test {

/** Names the app and turns animations and computer pauses off, so moves show at once. */
inline void prepareApplication()
{
    qputenv("BASTIDE_ANIMATIONS", "0");
    QCoreApplication::setOrganizationName(QStringLiteral("BastideTests"));
    QCoreApplication::setApplicationName(QStringLiteral("BastideTests"));
    Translations::install(*QCoreApplication::instance());
}

/** Players by kind: "human" or a computer level ("random", "greedy"). */
inline std::shared_ptr<GameSetup> makeSetup(const QStringList& kinds, std::uint64_t seed,
                                            bool river = false, bool abbot = true,
                                            FarmerScoring farmers = FarmerScoring::Modern)
{
    static const char* names[] = {"Anna", "Boris", "Clara", "Dmitri", "Eva", "Fedir"};
    auto setup = std::make_shared<GameSetup>();
    setup->tiles = standardTileSet();
    setup->standardDeck = true;
    setup->rules = Rules{river, abbot, farmers, {}};
    for (int i = 0; i < kinds.size(); ++i) {
        PlayerSetup p;
        p.name = QString::fromLatin1(names[i]);
        p.color = PlayerColor(i);
        if (kinds[i] != QLatin1String("human")) {
            p.kind = PlayerKind::Ai;
            p.level = kinds[i];
        }
        setup->players.push_back(p);
    }
    setup->seed = seed;
    return setup;
}

/** The first legal placement turned `rotation`, or any legal one when none is. */
inline Placement legalPlacement(const GameSession& session, Rotation rotation)
{
    for (const Placement& p : session.legalPlacements()) {
        if (p.rotation == rotation)
            return p;
    }
    return session.legalPlacements().front();
}

/** A legal placement where the tile takes a follower, with the feature; nullopt if none. */
inline std::optional<std::pair<Placement, int>> placementWithFollower(const GameSession& session)
{
    const Game& game = session.game();
    for (const Placement& p : session.legalPlacements()) {
        const FigureOptions o = game.figureOptions(game.currentTile(), p);
        for (int f = 0; f < 16; ++f) {
            if (o.of(FigureType::Follower) & (1u << f))
                return std::make_pair(p, f);
        }
    }
    return std::nullopt;
}

/** A window's title as the desktop shows it, by Qt's rule: the last of an odd run of "[*]"
 *  is "*" when the window is marked modified (else nothing), "[*][*]" is a plain "[*]". */
inline QString shownTitle(const QWidget& window)
{
    const QString mark = QStringLiteral("[*]");
    QString title = window.windowTitle();
    for (qsizetype at = title.indexOf(mark); at != -1; at = title.indexOf(mark, at)) {
        int run = 0;
        while (title.mid(at, mark.size()) == mark) {
            ++run;
            at += mark.size();
        }
        if (run % 2 == 1) {
            at -= mark.size();
            title.replace(at, mark.size(),
                          window.isWindowModified() ? QStringLiteral("*") : QString());
        }
    }
    return title.replace(mark + mark, mark);
}

/** What the greedy computer player would do now: a quick way to play sensible moves. */
inline Move greedyMove(const Game& game, std::uint64_t seed = 1)
{
    return makeAiPlayer(QStringLiteral("greedy"), seed)->choose(game, nullptr);
}

/**
 * A folder nobody may write in while this lives: mode 0555 and, when the test runs as root
 * (who ignores modes), the file-system user id of an unprivileged user for this thread.
 */
class ReadOnlyFolder
{
public:
    explicit ReadOnlyFolder(const QString& path) : m_path(path)
    {
        ::chmod(QFile::encodeName(path).constData(), 0555);
        if (::geteuid() == 0) {
            m_previous = ::setfsuid(65534);
            ::setfsgid(65534);
        }
    }
    ~ReadOnlyFolder()
    {
        if (m_previous >= 0) {
            ::setfsuid(uid_t(m_previous));
            ::setfsgid(0);
        }
        ::chmod(QFile::encodeName(m_path).constData(), 0755);
    }
    ReadOnlyFolder(const ReadOnlyFolder&) = delete;
    ReadOnlyFolder& operator=(const ReadOnlyFolder&) = delete;

private:
    QString m_path;
    int m_previous = -1;
};

} // namespace bastide::test
