// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/deckjson.h"

#include "engine/deckvalidator.h"
#include "engine/marks.h"
#include "engine/messages.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSaveFile>

namespace bastide {

namespace {

constexpr const char* FormatName = "bastide-deck";

struct KindName
{
    FeatureKind kind;
    const char* name;
};
constexpr KindName KindNames[] = {
    {FeatureKind::City, "city"},           {FeatureKind::Road, "road"},
    {FeatureKind::River, "river"},         {FeatureKind::Field, "field"},
    {FeatureKind::Monastery, "monastery"}, {FeatureKind::Garden, "garden"},
};

std::optional<LocalizedText> readName(const QJsonObject& parent, const char* key,
                                      const JsonChecker& c, bool required)
{
    const auto object = c.object(parent, key, required);
    if (!object)
        return std::nullopt;
    LocalizedText text;
    for (auto it = object->begin(); it != object->end(); ++it) {
        if (!isValidLanguageCode(it.key())) {
            c.report(ProblemCode::BadLanguage, QString::fromLatin1(key), it.key());
            continue;
        }
        if (!it->isString()) {
            c.report(ProblemCode::WrongType, QString::fromLatin1(key) + QLatin1Char('.') + it.key(),
                     QStringLiteral("string"));
            continue;
        }
        text.insert(it.key(), it->toString());
    }
    return text;
}

/** `"goods": {"wine": 1}`: a non-empty object of known kinds to counts of at least 1. */
void readGoods(const QJsonObject& o, const JsonChecker& c, Feature& f)
{
    const auto goods = c.object(o, "goods", false);
    if (!goods)
        return;
    if (goods->isEmpty())
        c.report(ProblemCode::BadValue, QStringLiteral("goods"), QStringLiteral("{}"));
    for (auto it = goods->begin(); it != goods->end(); ++it) {
        const auto kind = goodsKindFromName(it.key());
        if (!kind) {
            c.report(ProblemCode::BadValue, QStringLiteral("goods"), it.key());
            continue;
        }
        const double d = it->toDouble(-1);
        if (!it->isDouble() || d < 1 || d > MaxGoods || d != double(int(d))) {
            c.report(
                ProblemCode::BadValue, QStringLiteral("goods.") + it.key(),
                QString::fromUtf8(QJsonDocument(QJsonArray{*it}).toJson(QJsonDocument::Compact)));
            continue;
        }
        f.goods[std::size_t(*kind)] = int(d);
    }
}

/** `"inn": true`, `"cathedral": true`: a mark is present or left out, never false. */
bool readMark(const QJsonObject& o, const char* key, const JsonChecker& c)
{
    const auto mark = c.boolean(o, key, false);
    if (mark && !*mark)
        c.report(ProblemCode::BadValue, QString::fromLatin1(key),
                 QStringLiteral("false (leave the key out instead)"));
    return mark.value_or(false);
}

/** The keys a feature or a tile object may hold: its own and the marks that stand on it. */
std::vector<const char*> keysWithMarks(std::initializer_list<const char*> own, MarkPlace place)
{
    std::vector<const char*> keys(own);
    for (const MarkInfo& m : markRegistry()) {
        if (m.place == place)
            keys.push_back(m.key);
    }
    return keys;
}

/** The flag marks of `place` in `o`, as the registry lists them. */
MarkSet readMarks(const QJsonObject& o, MarkPlace place, const JsonChecker& c)
{
    MarkSet marks = 0;
    for (const MarkInfo& m : markRegistry()) {
        if (m.place == place && !m.counted && readMark(o, m.key, c))
            marks = MarkSet(marks | markBit(m.mark));
    }
    return marks;
}

/** Writes the flag marks of `place` in `marks` as `"key": true`. */
void writeMarks(QJsonObject& o, MarkSet marks, MarkPlace place)
{
    for (const MarkInfo& m : markRegistry()) {
        if (m.place == place && !m.counted && (marks & markBit(m.mark)))
            o.insert(QString::fromLatin1(m.key), true);
    }
}

std::optional<Feature> readFeature(const QJsonObject& o, const JsonChecker& c)
{
    static const std::vector<const char*> keys =
        keysWithMarks({"kind", "slots", "shields", "cities"}, MarkPlace::Feature);
    c.onlyKeys(o, keys);
    Feature f;
    const auto kindName = c.string(o, "kind", true);
    if (kindName) {
        if (const auto kind = featureKindFromName(*kindName))
            f.kind = *kind;
        else
            c.report(ProblemCode::BadValue, QStringLiteral("kind"), *kindName);
    }
    // A field always lists its slots, so that `[]` says "inner field" and not "forgotten".
    const bool field = kindName && f.kind == FeatureKind::Field;
    const auto slotList = c.array(o, "slots", field);
    if (slotList && slotList->size() > SlotCount) {
        c.report(ProblemCode::BadValue, QStringLiteral("slots"), DetailWording::EntriesAtMost,
                 slotList->size(), SlotCount);
    } else if (slotList) {
        for (const QJsonValue v : *slotList) {
            const auto slot =
                v.isString() ? slotFromName(v.toString().toStdString()) : std::nullopt;
            if (!slot) {
                if (v.isString())
                    c.report(ProblemCode::BadValue, QStringLiteral("slots"), v.toString());
                else
                    c.report(ProblemCode::BadValue, QStringLiteral("slots"),
                             DetailWording::NotASlotName);
                continue;
            }
            const SlotMask bit = SlotMask(1u << *slot);
            if (f.slotMask & bit)
                c.report(ProblemCode::SlotTwice, QStringLiteral("slots"), v.toString());
            f.slotMask |= bit;
        }
    }
    if (const auto shields = c.integer(o, "shields", 0, MaxShields, false))
        f.shields = int(*shields);
    const auto cities = c.array(o, "cities", false);
    if (cities && cities->size() > SlotCount) {
        c.report(ProblemCode::BadValue, QStringLiteral("cities"), DetailWording::EntriesAtMost,
                 cities->size(), SlotCount);
    } else if (cities) {
        for (const QJsonValue v : *cities) {
            const double d = v.toDouble(-1);
            if (!v.isDouble() || d < 0 || d > 64 || d != double(int(d))) {
                c.report(
                    ProblemCode::BadValue, QStringLiteral("cities"),
                    QString::fromUtf8(QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact)));
                continue;
            }
            f.cities.push_back(int(d));
        }
    }
    f.marks = readMarks(o, MarkPlace::Feature, c);
    readGoods(o, c, f);
    return f;
}

std::optional<TileType> readTile(const QJsonObject& o, const JsonChecker& c)
{
    static const std::vector<const char*> keys = keysWithMarks(
        {"id", "count", "group", "start", "end", "name", "art", "features"}, MarkPlace::Tile);
    c.onlyKeys(o, keys);
    TileType t;
    t.marks = readMarks(o, MarkPlace::Tile, c);
    if (const auto id = c.string(o, "id", true))
        t.id = *id;
    if (const auto count = c.integer(o, "count", 1, MaxDeckTiles, true))
        t.count = int(*count);
    if (const auto group = c.string(o, "group", false)) {
        // Any other name is an expansion set's; validateTile checks its spelling, so that
        // the editor can hold a misspelt one while the designer fixes it.
        if (*group == QLatin1String("base")) {
            t.group = TileGroup::Base;
        } else if (*group == QLatin1String("river")) {
            t.group = TileGroup::River;
        } else {
            t.group = TileGroup::Expansion;
            t.expansion = *group;
        }
    }
    t.start = c.boolean(o, "start", false).value_or(false);
    t.end = c.boolean(o, "end", false).value_or(false);
    if (const auto name = readName(o, "name", c, false))
        t.name = *name;
    t.art = c.string(o, "art", false).value_or(QString());
    if (const auto features = c.array(o, "features", true)) {
        if (features->size() > 32) {
            c.report(ProblemCode::BadValue, QStringLiteral("features"), DetailWording::Features,
                     features->size());
            return std::nullopt;
        }
        for (qsizetype i = 0; i < features->size(); ++i) {
            const JsonChecker fc = c.withFeature(int(i));
            const QJsonValue v = features->at(i);
            if (!v.isObject()) {
                fc.report(ProblemCode::WrongType, QStringLiteral("features"),
                          DetailWording::Object);
                continue;
            }
            if (auto f = readFeature(v.toObject(), fc))
                t.features.push_back(std::move(*f));
        }
    }
    return t;
}

QJsonArray slotsToJson(SlotMask mask)
{
    QJsonArray a;
    for (int s = 0; s < SlotCount; ++s) {
        if (mask & (1u << s)) {
            const auto n = slotName(s);
            a.append(QString::fromLatin1(n.data(), qsizetype(n.size())));
        }
    }
    return a;
}

QJsonObject nameToJson(const LocalizedText& text)
{
    QJsonObject o;
    for (auto it = text.begin(); it != text.end(); ++it)
        o.insert(it.key(), it.value());
    return o;
}

} // namespace

QString featureKindName(FeatureKind kind)
{
    for (const KindName& k : KindNames) {
        if (k.kind == kind)
            return QString::fromLatin1(k.name);
    }
    return {};
}

QString goodsKindName(GoodsKind kind)
{
    switch (kind) {
    case GoodsKind::Wine:
        return QStringLiteral("wine");
    case GoodsKind::Grain:
        return QStringLiteral("grain");
    case GoodsKind::Cloth:
        return QStringLiteral("cloth");
    }
    return {};
}

std::optional<GoodsKind> goodsKindFromName(const QString& name)
{
    for (int k = 0; k < GoodsKindCount; ++k) {
        if (name == goodsKindName(GoodsKind(k)))
            return GoodsKind(k);
    }
    return std::nullopt;
}

std::optional<FeatureKind> featureKindFromName(const QString& name)
{
    for (const KindName& k : KindNames) {
        if (name == QLatin1String(k.name))
            return k.kind;
    }
    return std::nullopt;
}

std::optional<Deck> parseDeck(const QJsonObject& o, const JsonChecker& c)
{
    const std::size_t before = c.problemCount();
    c.onlyKeys(o, {"format", "version", "name", "tiles"});
    if (const auto format = c.string(o, "format", true);
        format && *format != QLatin1String(FormatName))
        c.report(ProblemCode::WrongFormat, QStringLiteral("format"),
                 QString::fromLatin1(FormatName));
    if (const auto version = c.integer(o, "version", 0, 1 << 30, true); version && *version != 1)
        c.report(ProblemCode::UnsupportedVersion, QStringLiteral("version"),
                 QString::number(*version));
    Deck deck;
    if (const auto name = readName(o, "name", c, true))
        deck.name = *name;
    if (const auto tiles = c.array(o, "tiles", true)) {
        if (tiles->size() > MaxDeckTiles) {
            c.report(ProblemCode::TooManyTileTypes, QStringLiteral("tiles"),
                     QString::number(tiles->size()));
        } else {
            for (qsizetype i = 0; i < tiles->size(); ++i) {
                const QJsonValue v = tiles->at(i);
                const QString id = v.toObject().value(QLatin1String("id")).toString();
                const JsonChecker tc = c.withTile(int(i), id);
                if (!v.isObject()) {
                    tc.report(ProblemCode::WrongType, QStringLiteral("tiles"),
                              DetailWording::Object);
                    continue;
                }
                if (auto t = readTile(v.toObject(), tc))
                    deck.tiles.push_back(std::move(*t));
            }
        }
    }
    return c.problemCount() == before ? std::optional<Deck>(std::move(deck)) : std::nullopt;
}

std::optional<Deck> readDeck(const QJsonObject& object, const JsonChecker& checker)
{
    auto deck = parseDeck(object, checker);
    if (!deck)
        return std::nullopt;
    Problems rules = validateDeck(*deck);
    if (rules.empty())
        return deck;
    for (Problem& p : rules) {
        p.file = checker.location().file;
        checker.add(std::move(p));
    }
    return std::nullopt;
}

std::optional<QByteArray> readFileBytes(const QString& path, Problems& problems)
{
    QFile file(path);
    Problem p;
    p.file = QFileInfo(path).fileName();
    if (!file.open(QIODevice::ReadOnly)) {
        p.code = ProblemCode::CannotOpen;
        p.fileFault = fileFault(file, false);
        problems.push_back(p);
        return std::nullopt;
    }
    if (file.size() > MaxFileBytes) {
        p.code = ProblemCode::TooLarge;
        p.wording = DetailWording::Bytes;
        p.detail = QString::number(file.size());
        p.limit = MaxFileBytes;
        problems.push_back(p);
        return std::nullopt;
    }
    return file.readAll();
}

std::optional<Deck> parseDeck(const QByteArray& bytes, const QString& fileName, Problems& problems)
{
    Problem where;
    where.file = fileName;
    JsonChecker checker(problems, where);
    const auto object = parseJsonObject(bytes, checker);
    return object ? parseDeck(*object, checker) : std::nullopt;
}

std::optional<Deck> readDeck(const QByteArray& bytes, const QString& fileName, Problems& problems)
{
    Problem where;
    where.file = fileName;
    JsonChecker checker(problems, where);
    const auto object = parseJsonObject(bytes, checker);
    return object ? readDeck(*object, checker) : std::nullopt;
}

QJsonObject deckToJson(const Deck& deck)
{
    QJsonArray tiles;
    for (const TileType& t : deck.tiles) {
        QJsonObject o;
        o.insert(QStringLiteral("id"), t.id);
        o.insert(QStringLiteral("count"), t.count);
        o.insert(QStringLiteral("group"), t.groupName());
        if (t.start)
            o.insert(QStringLiteral("start"), true);
        if (t.end)
            o.insert(QStringLiteral("end"), true);
        if (!t.name.isEmpty())
            o.insert(QStringLiteral("name"), nameToJson(t.name));
        if (!t.art.isEmpty())
            o.insert(QStringLiteral("art"), t.art);
        writeMarks(o, t.marks, MarkPlace::Tile);
        QJsonArray features;
        for (const Feature& f : t.features) {
            QJsonObject fo;
            fo.insert(QStringLiteral("kind"), featureKindName(f.kind));
            if (!isCentreKind(f.kind))
                fo.insert(QStringLiteral("slots"), slotsToJson(f.slotMask));
            if (f.kind == FeatureKind::City && f.shields != 0)
                fo.insert(QStringLiteral("shields"), f.shields);
            writeMarks(fo, f.marks, MarkPlace::Feature);
            if (f.hasGoods()) {
                QJsonObject goods;
                for (int k = 0; k < GoodsKindCount; ++k) {
                    if (f.goods[std::size_t(k)] != 0)
                        goods.insert(goodsKindName(GoodsKind(k)), f.goods[std::size_t(k)]);
                }
                fo.insert(QStringLiteral("goods"), goods);
            }
            if (f.kind == FeatureKind::Field) {
                QJsonArray cities;
                for (int c : f.cities)
                    cities.append(c);
                fo.insert(QStringLiteral("cities"), cities);
            }
            features.append(fo);
        }
        o.insert(QStringLiteral("features"), features);
        tiles.append(o);
    }
    QJsonObject root;
    root.insert(QStringLiteral("format"), QString::fromLatin1(FormatName));
    root.insert(QStringLiteral("version"), 1);
    root.insert(QStringLiteral("name"), nameToJson(deck.name));
    root.insert(QStringLiteral("tiles"), tiles);
    return root;
}

QByteArray writeDeck(const Deck& deck)
{
    return QJsonDocument(deckToJson(deck)).toJson(QJsonDocument::Indented);
}

bool writeFileAtomically(const QString& path, const QByteArray& bytes, QString* error)
{
    QSaveFile file(path);
    // Unbuffered: Qt 6.4's commit() ignores a failed flush of its buffer, and would rename a
    // truncated file over the previous one when the disk is full.
    // The system's error text is English: the reason is worded by messages.cpp.
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
        if (error)
            *error = describe(fileFault(file, true));
        return false;
    }
    // A full disk first gives a short write without an error; writing the rest gives the
    // error.
    for (qint64 done = 0; done < bytes.size();) {
        const qint64 written = file.write(bytes.constData() + done, bytes.size() - done);
        if (written <= 0) {
            if (error)
                *error = describe(fileFault(file, true));
            file.cancelWriting();
            return false;
        }
        done += written;
    }
    if (!file.commit()) {
        if (error)
            *error = describe(fileFault(file, true));
        return false;
    }
    return true;
}

bool saveDeck(const Deck& deck, const QString& path, QString* error)
{
    return writeFileAtomically(path, writeDeck(deck), error);
}

} // namespace bastide
