// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/newgamesettings.h"

#include "app/appsettings.h"
#include "app/gametexts.h"
#include "engine/ai/aiplayer.h"
#include "engine/deckjson.h"
#include "engine/messages.h"
#include "engine/standarddeck.h"

#include <QFileInfo>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSettings>
#include <QTranslator>
#include <memory>

namespace bastide {

namespace {
constexpr std::uint64_t MaxSeed = (std::uint64_t(1) << 53) - 1;
constexpr std::array<PlayerColor, 6> Colors{PlayerColor::Red,   PlayerColor::Blue,
                                            PlayerColor::Green, PlayerColor::Yellow,
                                            PlayerColor::Black, PlayerColor::Pink};
} // namespace

NewGameSettings NewGameSettings::defaults()
{
    NewGameSettings s;
    const QString name = AppSettings::defaultPlayerName();
    s.seats.push_back(Seat{name.isEmpty() ? tr("Player") : name, PlayerColor::Red, false, {}});
    // The opponents chosen in the preferences; a level this build lacks falls back to a
    // middling one.
    const QStringList levels = aiLevels();
    QString level = AppSettings::defaultLevel();
    const bool computers = !level.isEmpty();
    if (computers && !levels.contains(level))
        level = levels.contains(QStringLiteral("normal")) ? QStringLiteral("normal")
                                                          : levels.value(levels.size() / 2);
    const int opponents = AppSettings::defaultOpponents();
    for (int i = 0; i < opponents; ++i) {
        Seat seat = s.seatFor(i + 1);
        seat.computer = computers;
        seat.level = computers ? level : QString();
        if (computers)
            seat.name = opponents == 1 ? tr("Computer") : tr("Computer %1").arg(i + 1);
        s.seats.push_back(seat);
    }
    return s;
}

void NewGameSettings::forgetSeats()
{
    QSettings().remove(QStringLiteral("newGame/seats"));
}

QString NewGameSettings::followLanguage(const QString& name)
{
    struct Default
    {
        const char* source;
        bool numbered;
    };
    static const Default defaults[] = {{QT_TR_NOOP("Player"), false},
                                       {QT_TR_NOOP("Player %1"), true},
                                       {QT_TR_NOOP("Computer"), false},
                                       {QT_TR_NOOP("Computer %1"), true}};
    // The names as every catalogue words them, read once from the ones compiled in.
    static const std::vector<std::shared_ptr<QTranslator>> catalogues = [] {
        std::vector<std::shared_ptr<QTranslator>> loaded;
        for (const char* language : {"ru", "uk"}) {
            auto t = std::make_shared<QTranslator>();
            if (t->load(QStringLiteral(":/i18n/bastide_%1.qm").arg(QLatin1String(language))))
                loaded.push_back(t);
        }
        return loaded;
    }();
    const QString trimmed = name.trimmed();
    for (const Default& d : defaults) {
        QStringList wordings{QString::fromUtf8(d.source)};
        for (const auto& t : catalogues) {
            const QString text = t->translate("NewGameSettings", d.source);
            if (!text.isEmpty())
                wordings << text;
        }
        for (const QString& wording : wordings) {
            if (!d.numbered) {
                if (trimmed == wording)
                    return tr(d.source);
                continue;
            }
            QStringList around = wording.split(QStringLiteral("%1"));
            for (QString& part : around)
                part = QRegularExpression::escape(part);
            const QRegularExpression pattern(
                QRegularExpression::anchoredPattern(around.join(QStringLiteral("([0-9]+)"))));
            if (const auto m = pattern.match(trimmed); m.hasMatch())
                return tr(d.source).arg(m.captured(1));
        }
    }
    return name;
}

NewGameSettings::Seat NewGameSettings::seatFor(int index) const
{
    Seat seat;
    for (PlayerColor c : Colors) {
        bool used = false;
        for (const Seat& s : seats)
            used = used || s.color == c;
        if (!used) {
            seat.color = c;
            break;
        }
    }
    seat.name = tr("Player %1").arg(index + 1);
    return seat;
}

NewGameSettings NewGameSettings::load()
{
    QSettings settings;
    if (!settings.contains(QStringLiteral("newGame/seats/size")))
        return defaults();
    NewGameSettings s;
    const int n = settings.beginReadArray(QStringLiteral("newGame/seats"));
    for (int i = 0; i < n && i < MaxPlayers; ++i) {
        settings.setArrayIndex(i);
        Seat seat;
        seat.name = followLanguage(settings.value(QStringLiteral("name")).toString());
        seat.color = colorFromName(settings.value(QStringLiteral("color")).toString())
                         .value_or(Colors[std::size_t(i)]);
        seat.computer = settings.value(QStringLiteral("computer")).toBool();
        seat.level = settings.value(QStringLiteral("level")).toString();
        s.seats.push_back(seat);
    }
    settings.endArray();
    if (s.seats.size() < std::size_t(MinPlayers))
        return defaults();
    settings.beginGroup(QStringLiteral("newGame"));
    s.deckPath = settings.value(QStringLiteral("deck")).toString();
    s.river = settings.value(QStringLiteral("river"), true).toBool();
    s.abbot = settings.value(QStringLiteral("abbot"), true).toBool();
    const int farmers = settings.value(QStringLiteral("farmers"), 0).toInt();
    s.farmers = farmers >= 0 && farmers <= 2 ? FarmerScoring(farmers) : FarmerScoring::Modern;
    s.seed = settings.value(QStringLiteral("seed")).toString();
    s.expansions = settings.value(QStringLiteral("expansions")).toStringList();
    s.houseRules = settings.value(QStringLiteral("houseRules")).toStringList();
    settings.endGroup();
    return s;
}

void NewGameSettings::save() const
{
    QSettings settings;
    settings.remove(QStringLiteral("newGame"));
    settings.beginWriteArray(QStringLiteral("newGame/seats"), int(seats.size()));
    for (int i = 0; i < int(seats.size()); ++i) {
        settings.setArrayIndex(i);
        const Seat& seat = seats[std::size_t(i)];
        settings.setValue(QStringLiteral("name"), seat.name);
        settings.setValue(QStringLiteral("color"), colorName(seat.color));
        settings.setValue(QStringLiteral("computer"), seat.computer);
        settings.setValue(QStringLiteral("level"), seat.level);
    }
    settings.endArray();
    settings.beginGroup(QStringLiteral("newGame"));
    settings.setValue(QStringLiteral("deck"), deckPath);
    settings.setValue(QStringLiteral("river"), river);
    settings.setValue(QStringLiteral("abbot"), abbot);
    settings.setValue(QStringLiteral("farmers"), int(farmers));
    settings.setValue(QStringLiteral("seed"), seed);
    settings.setValue(QStringLiteral("expansions"), expansions);
    settings.setValue(QStringLiteral("houseRules"), houseRules);
    settings.endGroup();
}

QString NewGameSettings::standardDeckText(bool river, const QStringList& expansions)
{
    QStringList sets{tr("base game")};
    if (river)
        sets << tr("river");
    const bool inns = expansions.contains(QStringLiteral("inns-cathedrals"));
    const bool traders = expansions.contains(QStringLiteral("traders-builders"));
    // Both by name would make the line too long for a small screen.
    if (inns && traders)
        sets << tr("both expansions");
    else if (inns)
        sets << tr("Inns & Cathedrals");
    else if (traders)
        sets << tr("Traders & Builders");
    //: %1 lists the sets of tiles in play, as in "base game, river and Inns & Cathedrals"
    return tr("Standard deck (%1)").arg(GameTexts::nameList(sets));
}

std::optional<std::uint64_t> NewGameSettings::parseSeed(const QString& text)
{
    bool ok = false;
    const qulonglong v = text.trimmed().toULongLong(&ok);
    if (!ok || v > MaxSeed)
        return std::nullopt;
    return std::uint64_t(v);
}

std::uint64_t NewGameSettings::randomSeed()
{
    return QRandomGenerator::global()->generate64() & MaxSeed;
}

std::shared_ptr<const TileSet> NewGameSettings::loadTiles(QString* error) const
{
    if (deckPath.isEmpty())
        return standardTileSet();
    Problems problems;
    std::optional<Deck> deck;
    if (const auto bytes = readFileBytes(deckPath, problems))
        deck = readDeck(*bytes, QFileInfo(deckPath).fileName(), problems);
    if (!deck) {
        if (error) {
            QStringList lines;
            for (std::size_t i = 0; i < problems.size() && i < 5; ++i)
                lines << describe(problems[i], &GameTexts::translateMessage);
            if (problems.size() > 5)
                lines << tr("… and %n more problem(s)", "", int(problems.size() - 5));
            *error = lines.join(QLatin1Char('\n'));
        }
        return nullptr;
    }
    return TileSet::build(std::move(*deck));
}

std::shared_ptr<GameSetup> NewGameSettings::build(QString* error) const
{
    auto setup = std::make_shared<GameSetup>();
    setup->tiles = loadTiles(error);
    if (!setup->tiles)
        return nullptr;
    setup->standardDeck = deckPath.isEmpty();
    setup->rules.river = river && setup->tiles->deck().hasRiver();
    setup->rules.abbot = abbot;
    setup->rules.farmers = farmers;
    for (const QString& set : expansions) {
        if ((isKnownExpansion(set) || setup->tiles->deck().hasGroup(set)) &&
            !setup->rules.expansions.contains(set))
            setup->rules.expansions << set;
    }
    // Only the house rules of the sets in play, in the order they are offered.
    for (const QString& name : knownHouseRules()) {
        for (const QString& set : setup->rules.expansions) {
            if (houseRules.contains(name) && houseRulesOf(set).contains(name))
                setup->rules.houseRules << name;
        }
    }
    for (const Seat& seat : seats) {
        PlayerSetup p;
        p.name =
            seat.name.trimmed().isEmpty() ? GameTexts::colorName(seat.color) : seat.name.trimmed();
        p.color = seat.color;
        p.kind = seat.computer ? PlayerKind::Ai : PlayerKind::Human;
        if (seat.computer)
            p.level = seat.level;
        setup->players.push_back(p);
    }
    if (seed.trimmed().isEmpty()) {
        setup->seed = randomSeed();
    } else if (const auto s = parseSeed(seed)) {
        setup->seed = *s;
    } else {
        if (error)
            *error = tr("The seed must be a whole number from 0 to %1.").arg(MaxSeed);
        return nullptr;
    }
    return setup;
}

} // namespace bastide
