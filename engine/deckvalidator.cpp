// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/deckvalidator.h"

#include "engine/marks.h"

#include <QSet>
#include <bit>

namespace bastide {

namespace {

const char* sideName(int side)
{
    static const char* const names[] = {"north", "east", "south", "west"};
    return names[side];
}

Problem tileProblem(ProblemCode code, const TileType& tile, int tileIndex, int feature = -1,
                    QString detail = {})
{
    Problem p;
    p.code = code;
    p.tile = tileIndex;
    p.tileId = tile.id;
    p.feature = feature;
    p.detail = std::move(detail);
    return p;
}

QString slotLabel(int slot)
{
    const auto name = slotName(slot);
    return QString::fromLatin1(name.data(), qsizetype(name.size()));
}

bool isPathKind(FeatureKind k)
{
    return k == FeatureKind::Road || k == FeatureKind::River;
}

void checkEdges(const TileType& tile, int index, const std::array<int, SlotCount>& owner,
                Problems& out)
{
    for (int side = 0; side < SideCount; ++side) {
        const int first = side * 3;
        if (owner[first] < 0 || owner[first + 1] < 0 || owner[first + 2] < 0)
            continue; // an uncovered slot is reported already
        auto kindAt = [&](int slot) { return tile.features[std::size_t(owner[slot])].kind; };
        const FeatureKind outerA = kindAt(first), middle = kindAt(first + 1),
                          outerB = kindAt(first + 2);
        bool ok = false;
        if (middle == FeatureKind::City)
            ok = owner[first] == owner[first + 1] && owner[first + 1] == owner[first + 2];
        else if (isPathKind(middle) || middle == FeatureKind::Field)
            ok = outerA == FeatureKind::Field && outerB == FeatureKind::Field;
        if (!ok) {
            out.push_back(tileProblem(ProblemCode::EdgeMixed, tile, index, -1,
                                      QString::fromLatin1(sideName(side))));
        }
    }
}

} // namespace

bool isValidTileId(const QString& id)
{
    if (id.isEmpty() || id.size() > 16)
        return false;
    for (QChar c : id) {
        const char16_t u = c.unicode();
        const bool ok = (u >= 'A' && u <= 'Z') || (u >= 'a' && u <= 'z') ||
                        (u >= '0' && u <= '9') || u == '_' || u == '-';
        if (!ok)
            return false;
    }
    return true;
}

bool isValidGroupName(const QString& name)
{
    if (name.isEmpty() || name.size() > 32 || name == QLatin1String("base") ||
        name == QLatin1String("river"))
        return false;
    for (QChar c : name) {
        const char16_t u = c.unicode();
        if (!((u >= 'a' && u <= 'z') || (u >= '0' && u <= '9') || u == '-'))
            return false;
    }
    return true;
}

bool isValidLanguageCode(const QString& code)
{
    // "en", "ru", "uk", "pt_BR", "zh-Hans": two or three lower-case letters, then an optional
    // region or script part.
    if (code.size() < 2 || code.size() > 12)
        return false;
    int i = 0;
    while (i < code.size() && code[i] >= QLatin1Char('a') && code[i] <= QLatin1Char('z'))
        ++i;
    if (i < 2 || i > 3)
        return false;
    if (i == code.size())
        return true;
    if (code[i] != QLatin1Char('_') && code[i] != QLatin1Char('-'))
        return false;
    for (++i; i < code.size(); ++i) {
        if (!code[i].isLetterOrNumber() || code[i].unicode() > 127)
            return false;
    }
    return true;
}

Problems validateTile(const TileType& tile, int index)
{
    Problems out;
    if (!isValidTileId(tile.id))
        out.push_back(tileProblem(ProblemCode::BadId, tile, index));
    if (tile.count < 1 || tile.count > MaxDeckTiles)
        out.push_back(
            tileProblem(ProblemCode::BadCount, tile, index, -1, QString::number(tile.count)));
    if (tile.end && tile.group != TileGroup::River)
        out.push_back(tileProblem(ProblemCode::EndOffRiver, tile, index));
    if (tile.start && tile.end)
        out.push_back(tileProblem(ProblemCode::StartAndEnd, tile, index));
    for (const MarkInfo& m : markRegistry()) {
        if (m.place == MarkPlace::Tile && tile.has(m.mark) && m.offStartAndRiver &&
            (tile.start || tile.group == TileGroup::River))
            out.push_back(tileProblem(ProblemCode::MarkOnStartOrRiver, tile, index, -1,
                                      QString::fromLatin1(m.key)));
    }
    if (tile.group == TileGroup::Expansion) {
        if (!isValidGroupName(tile.expansion))
            out.push_back(tileProblem(ProblemCode::BadGroupName, tile, index, -1, tile.expansion));
        if (tile.start)
            out.push_back(tileProblem(ProblemCode::StartInExpansion, tile, index));
    }

    std::array<int, SlotCount> owner;
    owner.fill(-1);
    int centres = 0;
    for (std::size_t fi = 0; fi < tile.features.size(); ++fi) {
        const Feature& f = tile.features[fi];
        const int fIndex = int(fi);
        if (isCentreKind(f.kind)) {
            if (f.slotMask != 0)
                out.push_back(tileProblem(ProblemCode::CentreWithSlots, tile, index, fIndex));
            if (++centres == 2)
                out.push_back(tileProblem(ProblemCode::TwoCentres, tile, index, fIndex));
        } else if (f.slotMask == 0 && f.kind == FeatureKind::Field) {
            // An inner field (spec §1): it joins nothing, so only its cities give it a use.
            if (f.cities.empty())
                out.push_back(tileProblem(ProblemCode::InnerFieldWithoutCity, tile, index, fIndex));
        } else if (f.slotMask == 0) {
            out.push_back(tileProblem(ProblemCode::BorderFeatureWithoutSlots, tile, index, fIndex));
        }
        for (int s = 0; s < SlotCount; ++s) {
            if (!(f.slotMask & (1u << s)) || isCentreKind(f.kind))
                continue;
            if (owner[std::size_t(s)] >= 0) {
                out.push_back(
                    tileProblem(ProblemCode::SlotInTwoFeatures, tile, index, fIndex, slotLabel(s)));
            } else {
                owner[std::size_t(s)] = fIndex;
            }
            if (isPathKind(f.kind) && s % 3 != 1)
                out.push_back(
                    tileProblem(ProblemCode::PathOffMiddle, tile, index, fIndex, slotLabel(s)));
        }
        if (f.shields != 0 && f.kind != FeatureKind::City)
            out.push_back(tileProblem(ProblemCode::ShieldsOffCity, tile, index, fIndex));
        if (f.shields < 0 || f.shields > MaxShields) {
            Problem p =
                tileProblem(ProblemCode::BadValue, tile, index, fIndex, QString::number(f.shields));
            p.key = QStringLiteral("shields");
            out.push_back(p);
        }
        // The marks, as their registry says: the kind each stands on, and the tiles that
        // carry none of a set's (spec §1 and the sets' files).
        for (const MarkInfo& m : markRegistry()) {
            if (m.place != MarkPlace::Feature || !(m.counted ? f.hasGoods() : f.has(m.mark)))
                continue;
            if (f.kind != m.onlyOn)
                out.push_back(tileProblem(m.offKind, tile, index, fIndex));
            if (m.offStartAndRiver && (tile.start || tile.group == TileGroup::River))
                out.push_back(tileProblem(ProblemCode::MarkOnStartOrRiver, tile, index, fIndex,
                                          QString::fromLatin1(m.key)));
        }
        for (int k = 0; k < GoodsKindCount; ++k) {
            const int n = f.goods[std::size_t(k)];
            if (n < 0 || n > MaxGoods) {
                Problem p =
                    tileProblem(ProblemCode::BadValue, tile, index, fIndex, QString::number(n));
                p.key = QStringLiteral("goods");
                out.push_back(p);
            }
        }
        if (!f.cities.empty() && f.kind != FeatureKind::Field)
            out.push_back(tileProblem(ProblemCode::CitiesOffField, tile, index, fIndex));
        QSet<int> seen;
        for (int c : f.cities) {
            const bool valid = c >= 0 && std::size_t(c) < tile.features.size() &&
                               tile.features[std::size_t(c)].kind == FeatureKind::City;
            if (!valid)
                out.push_back(tileProblem(ProblemCode::CityIndexInvalid, tile, index, fIndex,
                                          QString::number(c)));
            else if (seen.contains(c))
                out.push_back(tileProblem(ProblemCode::CityIndexTwice, tile, index, fIndex,
                                          QString::number(c)));
            seen.insert(c);
        }
        if (f.kind == FeatureKind::River && tile.group != TileGroup::River)
            out.push_back(tileProblem(ProblemCode::RiverOffRiverTile, tile, index, fIndex));
    }
    for (int s = 0; s < SlotCount; ++s) {
        if (owner[std::size_t(s)] < 0)
            out.push_back(tileProblem(ProblemCode::SlotUncovered, tile, index, -1, slotLabel(s)));
    }
    checkEdges(tile, index, owner, out);

    if (tile.group == TileGroup::River) {
        const int rivers = tile.riverEdgeCount();
        const int expected = (tile.start || tile.end) ? 1 : 2;
        if (rivers != expected)
            out.push_back(
                tileProblem(ProblemCode::RiverEdgeCount, tile, index, -1, QString::number(rivers)));
    }
    return out;
}

Problems validateDeck(const Deck& deck)
{
    Problems out;
    auto deckProblem = [&](ProblemCode code, QString detail = {}) {
        Problem p;
        p.code = code;
        p.detail = std::move(detail);
        out.push_back(p);
    };
    if (!deck.name.contains(QStringLiteral("en")) ||
        deck.name.value(QStringLiteral("en")).isEmpty())
        deckProblem(ProblemCode::NoEnglishName);
    if (deck.tiles.empty()) {
        deckProblem(ProblemCode::NoTiles);
        return out;
    }
    qint64 total = 0;
    for (const TileType& t : deck.tiles)
        total += std::max(0, t.count);
    if (total > MaxDeckTiles)
        deckProblem(ProblemCode::TooManyTiles,
                    QStringLiteral("%1 > %2").arg(total).arg(MaxDeckTiles));

    QSet<QString> ids;
    int baseStarts = 0, springs = 0, lakes = 0;
    bool hasRiver = false;
    // A hostile deck can hold a million faults: keep the first ones and count the rest.
    std::size_t omitted = 0;
    auto trim = [&] {
        if (out.size() > MaxProblems) {
            omitted += out.size() - MaxProblems;
            out.resize(MaxProblems);
        }
    };
    for (std::size_t i = 0; i < deck.tiles.size(); ++i) {
        trim();
        const TileType& t = deck.tiles[i];
        Problems tileProblems = validateTile(t, int(i));
        out.insert(out.end(), tileProblems.begin(), tileProblems.end());
        if (ids.contains(t.id))
            out.push_back(tileProblem(ProblemCode::DuplicateId, t, int(i)));
        ids.insert(t.id);
        for (auto it = t.name.begin(); it != t.name.end(); ++it) {
            if (!isValidLanguageCode(it.key()))
                out.push_back(tileProblem(ProblemCode::BadLanguage, t, int(i), -1, it.key()));
        }
        if (t.group == TileGroup::River) {
            hasRiver = true;
            springs += t.start ? 1 : 0;
            lakes += t.end ? 1 : 0;
            if ((t.start || t.end) && t.count != 1)
                out.push_back(tileProblem(ProblemCode::SpringOrLakeCount, t, int(i)));
        } else {
            baseStarts += t.start ? 1 : 0;
        }
    }
    for (auto it = deck.name.begin(); it != deck.name.end(); ++it) {
        if (!isValidLanguageCode(it.key()))
            deckProblem(ProblemCode::BadLanguage, it.key());
    }
    if (baseStarts == 0)
        deckProblem(ProblemCode::NoStartTile);
    else if (baseStarts > 1)
        deckProblem(ProblemCode::TwoStartTiles);
    if (hasRiver) {
        if (springs == 0)
            deckProblem(ProblemCode::NoSpring);
        else if (springs > 1)
            deckProblem(ProblemCode::TwoSprings);
        if (lakes == 0)
            deckProblem(ProblemCode::NoLake);
        else if (lakes > 1)
            deckProblem(ProblemCode::TwoLakes);
    }
    trim();
    if (omitted > 0)
        deckProblem(ProblemCode::TooManyProblems, QString::number(omitted));
    return out;
}

} // namespace bastide
