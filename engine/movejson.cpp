// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/movejson.h"

#include "engine/tileset.h"

#include <QJsonArray>

namespace bastide {

namespace {

std::optional<FigurePlacement> placeFromJson(const QJsonObject& place, const JsonChecker& c)
{
    c.onlyKeys(place, {"figure", "feature", "x", "y", "corner"});
    FigurePlacement fp;
    if (const auto figure = c.string(place, "figure", true)) {
        if (const auto type = figureFromName(*figure))
            fp.figure = *type;
        else
            c.report(ProblemCode::BadValue, QStringLiteral("figure"), *figure);
    }
    const bool elsewhere = place.contains(QLatin1String("x")) || place.contains(QLatin1String("y"));
    if (elsewhere) {
        const auto x = c.integer(place, "x", -MaxRecordCoordinate, MaxRecordCoordinate, true);
        const auto y = c.integer(place, "y", -MaxRecordCoordinate, MaxRecordCoordinate, true);
        fp.setAt(Cell{int(x.value_or(0)), int(y.value_or(0))});
    }
    if (place.contains(QLatin1String("corner"))) {
        fp.corner = std::int8_t(c.integer(place, "corner", 0, 3, true).value_or(0));
        if (elsewhere || place.contains(QLatin1String("feature")))
            c.report(ProblemCode::BadValue, QStringLiteral("corner"), DetailWording::CornerAlone);
        fp.feature = -1;
        return fp;
    }
    // A tower is named by its tile alone; any other target needs a feature.
    fp.feature =
        std::int8_t(c.integer(place, "feature", 0, MaxTileFeatures - 1, !elsewhere).value_or(-1));
    return fp;
}

QJsonObject placeToJson(const FigurePlacement& p)
{
    QJsonObject place;
    place.insert(QStringLiteral("figure"), figureName(p.figure));
    if (p.corner >= 0) {
        place.insert(QStringLiteral("corner"), p.corner);
        return place;
    }
    if (const auto at = p.at()) {
        place.insert(QStringLiteral("x"), at->x);
        place.insert(QStringLiteral("y"), at->y);
    }
    if (p.feature >= 0)
        place.insert(QStringLiteral("feature"), p.feature);
    return place;
}

/** The other players' answers of one kind, as the record's list of them. */
void readAnswers(const QJsonObject& o, const char* key, DecisionKind kind, bool feature, bool nulls,
                 Move& m, const JsonChecker& c)
{
    const auto list = c.array(o, key, false);
    if (!list)
        return;
    for (const QJsonValue v : *list) {
        if (v.isNull() && nulls) {
            m.followUps.push_back(Decision::answer(kind, std::nullopt));
            continue;
        }
        if (!v.isObject()) {
            c.report(ProblemCode::WrongType, QString::fromLatin1(key), DetailWording::AddressList);
            return;
        }
        if (const auto a = addressFromJson(v.toObject(), c, feature))
            m.followUps.push_back(Decision::answer(kind, *a));
    }
}

} // namespace

QJsonObject addressToJson(const Address& a)
{
    QJsonObject o;
    o.insert(QStringLiteral("x"), a.cell.x);
    o.insert(QStringLiteral("y"), a.cell.y);
    if (a.feature >= 0)
        o.insert(QStringLiteral("feature"), a.feature);
    return o;
}

std::optional<Address> addressFromJson(const QJsonObject& o, const JsonChecker& c, bool feature)
{
    const std::size_t before = c.problemCount();
    if (feature)
        c.onlyKeys(o, {"x", "y", "feature"});
    else
        c.onlyKeys(o, {"x", "y"});
    Address a;
    a.cell.x = int(c.integer(o, "x", -MaxRecordCoordinate, MaxRecordCoordinate, true).value_or(0));
    a.cell.y = int(c.integer(o, "y", -MaxRecordCoordinate, MaxRecordCoordinate, true).value_or(0));
    if (feature)
        a.feature = int(c.integer(o, "feature", 0, MaxTileFeatures - 1, false).value_or(-1));
    return c.problemCount() == before ? std::optional<Address>(a) : std::nullopt;
}

std::optional<Move> moveFromJson(const QJsonObject& o, const TileSet& tiles, const JsonChecker& c)
{
    const std::size_t before = c.problemCount();
    Move m;
    if (o.contains(QLatin1String("abbey"))) {
        const bool lay = c.boolean(o, "abbey", true).value_or(false);
        m.tile = TileTypeId();
        if (!lay) {
            // The final abbey round's decline: nothing else (spec §4.5).
            c.onlyKeys(o, {"abbey"});
            m.decline = true;
            return c.problemCount() == before ? std::optional<Move>(m) : std::nullopt;
        }
        c.onlyKeys(o, {"abbey", "x", "y", "place", "returnAbbot", "fairy", "ransom", "wagons"});
        m.abbey = true;
    } else {
        c.onlyKeys(o, {"tile", "x", "y", "rotation", "place", "returnAbbot", "discard", "dragon",
                       "wagons"});
        if (const auto id = c.string(o, "tile", true)) {
            m.tile = tiles.indexOf(*id);
            if (!m.tile.valid())
                c.report(ProblemCode::UnknownTile, QStringLiteral("tile"), *id);
        }
        m.discard = c.boolean(o, "discard", false).value_or(false);
    }
    if (m.discard) {
        for (const char* key : {"x", "y", "rotation", "place", "returnAbbot", "dragon", "wagons"}) {
            if (o.contains(QLatin1String(key)))
                c.report(ProblemCode::BadValue, QString::fromLatin1(key),
                         DetailWording::DiscardHasNoPlace);
        }
        return c.problemCount() == before ? std::optional<Move>(m) : std::nullopt;
    }
    m.placement.cell.x =
        int(c.integer(o, "x", -MaxRecordCoordinate, MaxRecordCoordinate, true).value_or(0));
    m.placement.cell.y =
        int(c.integer(o, "y", -MaxRecordCoordinate, MaxRecordCoordinate, true).value_or(0));
    if (!m.abbey)
        m.placement.rotation = Rotation(int(c.integer(o, "rotation", 0, 3, true).value_or(0)));
    m.returnAbbot = c.boolean(o, "returnAbbot", false).value_or(false);
    if (const auto place = c.object(o, "place", false))
        m.place = placeFromJson(*place, c);
    readAnswers(o, "dragon", DecisionKind::DragonStep, false, false, m, c);
    readAnswers(o, "wagons", DecisionKind::Wagon, true, true, m, c);
    return c.problemCount() == before ? std::optional<Move>(m) : std::nullopt;
}

QJsonObject moveToJson(const Move& m, const TileSet& tiles)
{
    QJsonObject o;
    if (m.decline) {
        o.insert(QStringLiteral("abbey"), false);
        return o;
    }
    if (m.abbey) {
        o.insert(QStringLiteral("abbey"), true);
    } else {
        o.insert(QStringLiteral("tile"), tiles.type(m.tile).id);
        if (m.discard) {
            o.insert(QStringLiteral("discard"), true);
            return o;
        }
    }
    o.insert(QStringLiteral("x"), m.placement.cell.x);
    o.insert(QStringLiteral("y"), m.placement.cell.y);
    if (!m.abbey)
        o.insert(QStringLiteral("rotation"), m.placement.rotation.value());
    if (m.place)
        o.insert(QStringLiteral("place"), placeToJson(*m.place));
    if (m.returnAbbot)
        o.insert(QStringLiteral("returnAbbot"), true);
    QJsonArray dragon;
    QJsonArray wagons;
    for (const Decision& d : m.followUps) {
        if (d.kind == DecisionKind::DragonStep && d.target)
            dragon.append(addressToJson(Address{d.target->cell, -1}));
        else if (d.kind == DecisionKind::Wagon)
            wagons.append(d.target ? QJsonValue(addressToJson(*d.target)) : QJsonValue());
    }
    if (!dragon.isEmpty())
        o.insert(QStringLiteral("dragon"), dragon);
    if (!wagons.isEmpty())
        o.insert(QStringLiteral("wagons"), wagons);
    return o;
}

} // namespace bastide
