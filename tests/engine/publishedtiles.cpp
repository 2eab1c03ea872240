// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "publishedtiles.h"

#include <QRegularExpression>
#include <algorithm>
#include <set>

namespace bastide::test {

namespace {

constexpr int Slots = 12;
const char* const SlotNames[Slots] = {"N0", "N1", "N2", "E0", "E1", "E2",
                                      "S0", "S1", "S2", "W0", "W1", "W2"};
const QStringList Kinds = {"city", "road", "river", "field", "monastery", "garden"};
const QStringList Goods = {"wine", "grain", "cloth"};

std::uint16_t rotated(std::uint16_t mask, int rotation)
{
    const unsigned shift = unsigned(3 * (rotation & 3));
    const unsigned wide = unsigned(mask) << shift;
    return std::uint16_t((wide | (wide >> Slots)) & 0x0fffu);
}

QString slotList(std::uint16_t mask)
{
    QStringList names;
    for (int s = 0; s < Slots; ++s) {
        if (mask & (1u << s))
            names << QString::fromLatin1(SlotNames[s]);
    }
    return names.join(QLatin1Char(' '));
}

QString kindName(FeatureKind kind)
{
    switch (kind) {
    case FeatureKind::City:
        return QStringLiteral("city");
    case FeatureKind::Road:
        return QStringLiteral("road");
    case FeatureKind::River:
        return QStringLiteral("river");
    case FeatureKind::Field:
        return QStringLiteral("field");
    case FeatureKind::Monastery:
        return QStringLiteral("monastery");
    case FeatureKind::Garden:
        return QStringLiteral("garden");
    }
    return QStringLiteral("?");
}

bool isCentre(const QString& kind)
{
    return kind == QLatin1String("monastery") || kind == QLatin1String("garden");
}

QString marksText(const QMap<QString, int>& marks)
{
    QStringList parts;
    for (auto it = marks.begin(); it != marks.end(); ++it) {
        if (it.key() == QLatin1String("inn") || it.key() == QLatin1String("cathedral"))
            parts << QStringLiteral("**%1**").arg(it.key());
        else if (it.key() == QLatin1String("shield"))
            parts << QStringLiteral("%1 shield%2").arg(it.value()).arg(it.value() == 1 ? "" : "s");
        else
            parts << QStringLiteral("%1 %2").arg(it.value()).arg(it.key());
    }
    return parts.join(QLatin1Char(' '));
}

/**
 * One feature without its index: kind, slots, marks, and for a field the cities it
 * borders given by their slots, so the text does not depend on feature order.
 */
QString featureKey(const PublishedTile& t, const PublishedFeature& f, int rotation)
{
    QString s = f.kind;
    if (!isCentre(f.kind))
        s += QLatin1Char('[') + slotList(rotated(f.mask, rotation)) + QLatin1Char(']');
    if (!f.marks.isEmpty())
        s += QLatin1Char(' ') + marksText(f.marks);
    if (f.kind == QLatin1String("field")) {
        QStringList cities;
        for (int c : f.cities) {
            if (c >= 0 && std::size_t(c) < t.features.size())
                cities << QStringLiteral("city[%1]")
                              .arg(slotList(rotated(t.features[std::size_t(c)].mask, rotation)));
        }
        cities.sort();
        s += QStringLiteral("→") +
             (cities.isEmpty() ? QStringLiteral("–") : cities.join(QLatin1Char(',')));
    }
    return s;
}

QStringList featureKeys(const PublishedTile& t, int rotation)
{
    QStringList keys;
    for (const PublishedFeature& f : t.features)
        keys << featureKey(t, f, rotation);
    keys.sort();
    return keys;
}

QString tileKey(const PublishedTile& t, int rotation)
{
    return featureKeys(t, rotation).join(QStringLiteral("; "));
}

/** The spring lies at (0,0) as listed; every other tile may be stored turned. */
bool fixedRotation(const PublishedTile& t)
{
    return t.start && t.group == QLatin1String("river");
}

/** Equal for two tiles exactly when the rules see them as the same tile type. */
QString formOf(const PublishedTile& t)
{
    QString best;
    for (int r = 0; r < (fixedRotation(t) ? 1 : 4); ++r) {
        const QString key = tileKey(t, r);
        if (r == 0 || key < best)
            best = key;
    }
    QString flags;
    if (t.start)
        flags +=
            fixedRotation(t) ? QStringLiteral("spring as listed | ") : QStringLiteral("start | ");
    if (t.end)
        flags += QStringLiteral("lake | ");
    return flags + best;
}

/** The rotation of `b` that shares most features with `a` as it lies. */
int bestAlignment(const PublishedTile& a, const PublishedTile& b)
{
    const QStringList ka = featureKeys(a, 0);
    int best = 0, most = -1;
    for (int r = 0; r < 4; ++r) {
        int same = 0;
        for (const QString& k : featureKeys(b, r))
            same += ka.contains(k) ? 1 : 0;
        if (edgesOf(a) == edgesOf(b, r))
            same += 100; // line the edges up first, then the features
        if (same > most) {
            most = same;
            best = r;
        }
    }
    return best;
}

QString differences(const PublishedTile& published, const PublishedTile& deck)
{
    const int r = bestAlignment(published, deck);
    const QStringList p = featureKeys(published, 0), d = featureKeys(deck, r);
    QStringList missing, extra;
    for (const QString& k : p) {
        if (!d.contains(k))
            missing << k;
    }
    for (const QString& k : d) {
        if (!p.contains(k))
            extra << k;
    }
    QStringList parts;
    if (edgesOf(published) != edgesOf(deck, r))
        parts << QStringLiteral("edges %1 where the published tile has %2")
                     .arg(edgesOf(deck, r), edgesOf(published));
    if (!missing.isEmpty())
        parts << QStringLiteral("lacks %1").arg(missing.join(QStringLiteral("; ")));
    if (!extra.isEmpty())
        parts << QStringLiteral("has %1 instead").arg(extra.join(QStringLiteral("; ")));
    if (published.start != deck.start)
        parts << (published.start ? QStringLiteral("is not the start tile")
                                  : QStringLiteral("is marked as the start tile"));
    if (published.end != deck.end)
        parts << (published.end ? QStringLiteral("is not the lake")
                                : QStringLiteral("is marked as the lake"));
    if (fixedRotation(published) && r != 0 && missing.isEmpty() && extra.isEmpty())
        parts << QStringLiteral("lies turned %1 quarter(s); the spring must lie as listed").arg(r);
    if (published.count != deck.count)
        parts << QStringLiteral("%1 copies where the published set has %2")
                     .arg(deck.count)
                     .arg(published.count);
    return QStringLiteral("deck tile \"%1\" (turned %2 to line up) %3")
        .arg(deck.id)
        .arg(r)
        .arg(parts.join(QStringLiteral(", ")));
}

struct Row
{
    int line;
    QString text;
};

class TableReader
{
public:
    explicit TableReader(QStringList& errors) : m_errors(errors) {}

    std::optional<PublishedTable> read(const QString& text);

private:
    void error(int line, const QString& what)
    {
        m_errors << QStringLiteral("line %1: %2").arg(line).arg(what);
    }
    std::optional<PublishedTile> readRow(int line, const QString& row, const QString& group);
    std::optional<PublishedFeature> readFeature(int line, const QString& tile, int index,
                                                const QString& text);
    void check(int line, const PublishedTile& t, const QString& edges);

    QStringList& m_errors;
};

std::optional<PublishedTable> TableReader::read(const QString& text)
{
    static const QRegularExpression heading(
        QStringLiteral(R"(^##\s+.*\(group `([a-z0-9-]+)`,\s*(\d+) tiles\)\s*$)"));
    const int before = int(m_errors.size());
    PublishedTable table;
    QString group;
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = lines[i].trimmed();
        const int number = i + 1;
        if (line.startsWith(QLatin1String("#"))) {
            const auto m = heading.match(line);
            group = m.hasMatch() ? m.captured(1) : QString();
            if (m.hasMatch()) {
                if (table.groupTotals.contains(group))
                    error(number, QStringLiteral("group %1 has two sections").arg(group));
                table.groupTotals[group] = m.captured(2).toInt();
            }
            continue;
        }
        if (!line.startsWith(QLatin1Char('|')) || line.startsWith(QLatin1String("|---")) ||
            line.startsWith(QLatin1String("| id ")))
            continue;
        if (group.isEmpty()) {
            error(number, QStringLiteral("a table row outside a group section"));
            continue;
        }
        if (auto tile = readRow(number, line, group))
            table.tiles.push_back(*tile);
    }
    QMap<QString, int> totals;
    std::set<QString> ids;
    for (const PublishedTile& t : table.tiles) {
        totals[t.group] += t.count;
        if (!ids.insert(t.id).second)
            m_errors << QStringLiteral("tile %1 is listed twice").arg(t.id);
    }
    for (auto it = table.groupTotals.begin(); it != table.groupTotals.end(); ++it) {
        if (totals.value(it.key()) != it.value())
            m_errors << QStringLiteral("group %1: the rows hold %2 tiles, the heading says %3")
                            .arg(it.key())
                            .arg(totals.value(it.key()))
                            .arg(it.value());
    }
    if (int(m_errors.size()) != before)
        return std::nullopt;
    return table;
}

std::optional<PublishedTile> TableReader::readRow(int line, const QString& row,
                                                  const QString& group)
{
    QStringList cells = row.split(QLatin1Char('|'));
    if (cells.size() != 6 || !cells.front().trimmed().isEmpty() ||
        !cells.back().trimmed().isEmpty()) {
        error(line, QStringLiteral("a row needs four cells: id, count, edges, features"));
        return std::nullopt;
    }
    for (QString& c : cells)
        c = c.trimmed();
    static const QRegularExpression idCell(
        QStringLiteral(R"(^([A-Za-z0-9_-]{1,16})(?:\s*\((.*)\))?$)"));
    const auto id = idCell.match(cells[1]);
    if (!id.hasMatch()) {
        error(line, QStringLiteral("bad id cell \"%1\"").arg(cells[1]));
        return std::nullopt;
    }
    PublishedTile t;
    t.id = id.captured(1);
    t.group = group;
    const QString notes = id.captured(2);
    t.start = notes.contains(QLatin1String("start"));
    t.end = notes.contains(QLatin1String("lake"));
    bool ok = false;
    t.count = cells[2].toInt(&ok);
    if (!ok || t.count < 1) {
        error(line, QStringLiteral("tile %1: bad count \"%2\"").arg(t.id, cells[2]));
        return std::nullopt;
    }
    static const QRegularExpression edgesCell(QStringLiteral(R"(^[CRIF] [CRIF] [CRIF] [CRIF]$)"));
    if (!edgesCell.match(cells[3]).hasMatch()) {
        error(line,
              QStringLiteral("tile %1: bad edges \"%2\" (four of C R I F)").arg(t.id, cells[3]));
        return std::nullopt;
    }
    const QStringList features = cells[4].split(QLatin1Char(';'));
    const int before = int(m_errors.size());
    for (int i = 0; i < features.size(); ++i) {
        if (auto f = readFeature(line, t.id, i, features[i].trimmed()))
            t.features.push_back(*f);
    }
    if (int(m_errors.size()) != before)
        return std::nullopt;
    check(line, t, QString(cells[3]).remove(QLatin1Char(' ')));
    return int(m_errors.size()) == before ? std::optional<PublishedTile>(t) : std::nullopt;
}

std::optional<PublishedFeature> TableReader::readFeature(int line, const QString& tile, int index,
                                                         const QString& text)
{
    static const QRegularExpression feature(QStringLiteral(
        R"(^(\d+):([a-z]+)(?:\[([A-Z0-9 ]*)\])?((?:\s+(?:\*\*[a-z]+\*\*|\d+ [a-z]+))*)\s*(?:→(.+))?$)"));
    const auto m = feature.match(text);
    const QString where = QStringLiteral("tile %1 feature %2").arg(tile).arg(index);
    if (!m.hasMatch()) {
        error(line, QStringLiteral("%1: cannot read \"%2\"").arg(where, text));
        return std::nullopt;
    }
    PublishedFeature f;
    f.kind = m.captured(2);
    f.mask = 0;
    if (m.captured(1).toInt() != index)
        error(line, QStringLiteral("%1 is numbered %2").arg(where, m.captured(1)));
    if (!Kinds.contains(f.kind))
        error(line, QStringLiteral("%1: unknown kind \"%2\"").arg(where, f.kind));
    if (isCentre(f.kind) != !m.hasCaptured(3))
        error(line, QStringLiteral("%1: %2 slots")
                        .arg(where, isCentre(f.kind) ? "a centre feature has no" : "needs its"));
    for (const QString& name : m.captured(3).split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const auto* it = std::find(std::begin(SlotNames), std::end(SlotNames), name);
        if (it == std::end(SlotNames) || (f.mask & (1u << (it - SlotNames))))
            error(line, QStringLiteral("%1: bad or repeated slot \"%2\"").arg(where, name));
        else
            f.mask |= std::uint16_t(1u << (it - SlotNames));
    }
    static const QRegularExpression mark(QStringLiteral(R"(\*\*([a-z]+)\*\*|(\d+) ([a-z]+))"));
    for (auto it = mark.globalMatch(m.captured(4)); it.hasNext();) {
        const auto mm = it.next();
        QString name = mm.hasCaptured(1) ? mm.captured(1) : mm.captured(3);
        const int n = mm.hasCaptured(1) ? 1 : mm.captured(2).toInt();
        if (name == QLatin1String("shields"))
            name = QStringLiteral("shield");
        const bool onCity = name == QLatin1String("shield") || name == QLatin1String("cathedral") ||
                            Goods.contains(name);
        const bool onRoad = name == QLatin1String("inn");
        if ((!onCity && !onRoad) || (onCity && f.kind != QLatin1String("city")) ||
            (onRoad && f.kind != QLatin1String("road")) || n < 1 || f.marks.contains(name))
            error(
                line,
                QStringLiteral("%1: mark \"%2\" does not belong there").arg(where, mm.captured(0)));
        f.marks[name] = n;
    }
    const bool field = f.kind == QLatin1String("field");
    if (field != m.hasCaptured(5))
        error(line,
              QStringLiteral("%1: only fields, and every field, list bordering cities after →")
                  .arg(where));
    if (field && m.captured(5).trimmed() != QStringLiteral("–")) {
        for (const QString& c : m.captured(5).split(QLatin1Char(','))) {
            bool ok = false;
            const int city = c.trimmed().toInt(&ok);
            if (!ok || std::find(f.cities.begin(), f.cities.end(), city) != f.cities.end())
                error(line, QStringLiteral("%1: bad city index \"%2\"").arg(where, c));
            else
                f.cities.push_back(city);
        }
    }
    return f;
}

void TableReader::check(int line, const PublishedTile& t, const QString& edges)
{
    std::uint16_t seen = 0;
    for (std::size_t i = 0; i < t.features.size(); ++i) {
        const PublishedFeature& f = t.features[i];
        if (seen & f.mask)
            error(line, QStringLiteral("tile %1 feature %2: a slot taken twice").arg(t.id).arg(i));
        seen |= f.mask;
        for (int c : f.cities) {
            if (c < 0 || std::size_t(c) >= t.features.size() ||
                t.features[std::size_t(c)].kind != QLatin1String("city"))
                error(line, QStringLiteral("tile %1 feature %2: city %3 is no city")
                                .arg(t.id)
                                .arg(i)
                                .arg(c));
        }
    }
    if (seen != 0x0fff)
        error(line, QStringLiteral("tile %1: slots %2 belong to no feature")
                        .arg(t.id, slotList(~seen & 0x0fff)));
    for (int side = 0; side < 4; ++side) {
        // Each edge is one terrain: a city across all three slots, or a path in the middle
        // with fields beside it, or fields only.
        auto kindAt = [&](int slot) {
            for (const PublishedFeature& f : t.features) {
                if (f.mask & (1u << slot))
                    return f.kind;
            }
            return QString();
        };
        const QString a = kindAt(3 * side), b = kindAt(3 * side + 1), c = kindAt(3 * side + 2);
        const bool city = a == QLatin1String("city") && b == a && c == a;
        const bool fieldsBeside = a == QLatin1String("field") && c == a;
        if (!city && !(fieldsBeside && (b == QLatin1String("field") || b == QLatin1String("road") ||
                                        b == QLatin1String("river"))))
            error(line, QStringLiteral("tile %1: edge %2 is not one terrain").arg(t.id).arg(side));
    }
    if (edgesOf(t) != edges)
        error(line, QStringLiteral("tile %1: edges column %2, features give %3")
                        .arg(t.id, edges, edgesOf(t)));
}

} // namespace

std::optional<PublishedTable> readPublishedTable(const QString& text, QStringList& errors)
{
    return TableReader(errors).read(text);
}

PublishedTile publishedFromDeck(const TileType& type)
{
    PublishedTile t;
    t.id = type.id;
    t.count = type.count;
    t.group = type.groupName();
    t.start = type.start;
    t.end = type.end;
    for (const Feature& f : type.features) {
        PublishedFeature p;
        p.kind = kindName(f.kind);
        p.mask = f.slotMask;
        if (f.shields > 0)
            p.marks[QStringLiteral("shield")] = f.shields;
        if (f.has(Mark::Inn))
            p.marks[QStringLiteral("inn")] = 1;
        if (f.has(Mark::Cathedral))
            p.marks[QStringLiteral("cathedral")] = 1;
        const char* const goods[] = {"wine", "grain", "cloth"};
        for (int k = 0; k < GoodsKindCount; ++k) {
            if (f.goods[std::size_t(k)] > 0)
                p.marks[QString::fromLatin1(goods[k])] = f.goods[std::size_t(k)];
        }
        p.cities = f.cities;
        t.features.push_back(p);
    }
    return t;
}

std::vector<PublishedTile> publishedFromDeck(const Deck& deck)
{
    std::vector<PublishedTile> tiles;
    for (const TileType& t : deck.tiles)
        tiles.push_back(publishedFromDeck(t));
    return tiles;
}

QString edgesOf(const PublishedTile& tile, int rotation)
{
    QString edges;
    for (int side = 0; side < 4; ++side) {
        const int slot = ((side - rotation + 4) % 4) * 3 + 1; // the slot that turns to `side`
        QChar letter = QLatin1Char('?');
        for (const PublishedFeature& f : tile.features) {
            if (f.mask & (1u << slot)) {
                const QString& k = f.kind;
                letter = k == QLatin1String("city")    ? QLatin1Char('C')
                         : k == QLatin1String("road")  ? QLatin1Char('R')
                         : k == QLatin1String("river") ? QLatin1Char('I')
                                                       : QLatin1Char('F');
            }
        }
        edges += letter;
    }
    return edges;
}

QString describeTile(const PublishedTile& tile, int rotation)
{
    QStringList parts;
    for (std::size_t i = 0; i < tile.features.size(); ++i) {
        const PublishedFeature& f = tile.features[i];
        QString s = QStringLiteral("%1:%2").arg(i).arg(f.kind);
        if (!isCentre(f.kind))
            s += QLatin1Char('[') + slotList(rotated(f.mask, rotation)) + QLatin1Char(']');
        if (!f.marks.isEmpty())
            s += QLatin1Char(' ') + marksText(f.marks);
        if (f.kind == QLatin1String("field")) {
            QStringList cities;
            for (int c : f.cities)
                cities << QString::number(c);
            s += QStringLiteral("→") +
                 (cities.isEmpty() ? QStringLiteral("–") : cities.join(QLatin1Char(',')));
        }
        parts << s;
    }
    return QStringLiteral("%1 | %2").arg(edgesOf(tile, rotation), parts.join(QStringLiteral("; ")));
}

QStringList compareWithPublished(const std::vector<PublishedTile>& published,
                                 const std::vector<PublishedTile>& deck)
{
    QStringList report;
    std::set<QString> groups;
    for (const PublishedTile& t : published)
        groups.insert(t.group);
    for (const PublishedTile& t : deck)
        groups.insert(t.group);
    for (const QString& group : groups) {
        // Tiles alike to the rules are one type however the deck splits them (two plain
        // straight river tiles, say): counts are compared per form.
        struct Side
        {
            std::vector<const PublishedTile*> tiles;
            int count = 0;
        };
        std::map<QString, std::pair<Side, Side>> forms;
        for (const PublishedTile& t : published) {
            if (t.group == group) {
                auto& s = forms[formOf(t)].first;
                s.tiles.push_back(&t);
                s.count += t.count;
            }
        }
        for (const PublishedTile& t : deck) {
            if (t.group == group) {
                auto& s = forms[formOf(t)].second;
                s.tiles.push_back(&t);
                s.count += t.count;
            }
        }
        std::vector<const PublishedTile*> lost, unknown, surplus;
        for (const auto& [form, sides] : forms) {
            const auto& [p, d] = sides;
            if (!p.tiles.empty() && !d.tiles.empty()) {
                if (d.count > p.count) // a tile changed into the likeness of another, maybe
                    surplus.insert(surplus.end(), d.tiles.begin(), d.tiles.end());
                if (p.count != d.count) {
                    QStringList pid, did;
                    for (const auto* t : p.tiles)
                        pid << t->id;
                    for (const auto* t : d.tiles)
                        did << t->id;
                    report << QStringLiteral("%1: tile %2: the deck has %3 copies (%4), the "
                                             "published set %5")
                                  .arg(group, pid.join(QLatin1Char('/')))
                                  .arg(d.count)
                                  .arg(did.join(QLatin1Char('/')))
                                  .arg(p.count);
                }
                continue;
            }
            lost.insert(lost.end(), p.tiles.begin(), p.tiles.end());
            unknown.insert(unknown.end(), d.tiles.begin(), d.tiles.end());
        }
        // Pair each published tile the deck lacks with the deck tile most likely meant for
        // it (the same id, else the same edges), so the report says what is wrong with it.
        for (const PublishedTile* p : lost) {
            auto sameId = [&](const PublishedTile* d) { return d->id == p->id; };
            auto match = std::find_if(unknown.begin(), unknown.end(), sameId);
            if (match == unknown.end()) {
                const auto alike = std::find_if(surplus.begin(), surplus.end(), sameId);
                if (alike != surplus.end()) {
                    report << QStringLiteral("%1: published tile %2 (%3) is not in the deck; %4")
                                  .arg(group, p->id, describeTile(*p), differences(*p, **alike));
                    continue;
                }
                match = std::find_if(unknown.begin(), unknown.end(), [&](const PublishedTile* d) {
                    for (int r = 0; r < 4; ++r) {
                        if (edgesOf(*d, r) == edgesOf(*p))
                            return true;
                    }
                    return false;
                });
            }
            QString line = QStringLiteral("%1: published tile %2 (%3) is not in the deck")
                               .arg(group, p->id, describeTile(*p));
            if (match != unknown.end()) {
                line += QStringLiteral("; ") + differences(*p, **match);
                unknown.erase(match);
            }
            report << line;
        }
        for (const PublishedTile* d : unknown)
            report << QStringLiteral("%1: deck tile \"%2\" (%3) is no published tile")
                          .arg(group, d->id, describeTile(*d));
    }
    return report;
}

} // namespace bastide::test
