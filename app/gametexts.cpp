// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/gametexts.h"

#include "editor/messagetranslation.h"

#include <QLocale>
#include <algorithm>

namespace bastide {

QString GameTexts::translateMessage(const char* sourceText)
{
    return bastide::translateMessage(sourceText); // the editor's, so both speak alike
}

QString GameTexts::colorName(PlayerColor color)
{
    switch (color) {
    case PlayerColor::Red:
        return tr("Red");
    case PlayerColor::Blue:
        return tr("Blue");
    case PlayerColor::Green:
        return tr("Green");
    case PlayerColor::Yellow:
        return tr("Yellow");
    case PlayerColor::Black:
        return tr("Black");
    case PlayerColor::Pink:
        return tr("Pink");
    }
    return {};
}

QString GameTexts::levelName(const QString& level)
{
    if (level == QLatin1String("random"))
        return tr("Beginner");
    if (level == QLatin1String("greedy"))
        return tr("Greedy");
    if (level == QLatin1String("easy"))
        return tr("Easy");
    if (level == QLatin1String("normal"))
        return tr("Normal");
    if (level == QLatin1String("hard"))
        return tr("Hard");
    return level;
}

QString GameTexts::featureName(FeatureKind kind)
{
    switch (kind) {
    case FeatureKind::City:
        return tr("city");
    case FeatureKind::Road:
        return tr("road");
    case FeatureKind::River:
        return tr("river");
    case FeatureKind::Field:
        return tr("field");
    case FeatureKind::Monastery:
        return tr("monastery");
    case FeatureKind::Garden:
        return tr("garden");
    }
    return {};
}

QString GameTexts::figureName(FigureType figure, FeatureKind kind)
{
    if (figure == FigureType::Abbot)
        return tr("abbot");
    if (figure == FigureType::Big)
        return tr("big follower");
    if (figure == FigureType::Builder)
        return tr("builder");
    if (figure == FigureType::Pig)
        return tr("pig");
    switch (kind) {
    case FeatureKind::City:
        return tr("knight");
    case FeatureKind::Road:
        return tr("thief");
    case FeatureKind::Monastery:
        return tr("monk");
    case FeatureKind::Field:
        return tr("farmer");
    default:
        return tr("follower");
    }
}

QString GameTexts::categoryName(ScoreCategory category)
{
    switch (category) {
    case ScoreCategory::Road:
        return tr("Roads");
    case ScoreCategory::City:
        return tr("Cities");
    case ScoreCategory::Monastery:
        return tr("Monasteries");
    case ScoreCategory::Garden:
        return tr("Gardens");
    case ScoreCategory::Field:
        return tr("Fields");
    case ScoreCategory::Goods:
        return tr("Trade goods");
    }
    return {};
}

QString GameTexts::nameList(const QStringList& names)
{
    // The C locale (scripts, tests) lists with bare commas; English reads better.
    const QLocale locale;
    return (locale.language() == QLocale::C ? QLocale(QLocale::English) : locale)
        .createSeparatedList(names);
}

QString GameTexts::featureDescription(const ScoreEvent& e, FarmerScoring farmers)
{
    if (e.category == ScoreCategory::Goods) {
        switch (GoodsKind(std::max<int>(e.goodsKind, 0))) {
        case GoodsKind::Wine:
            return tr("most wine");
        case GoodsKind::Grain:
            return tr("most grain");
        case GoodsKind::Cloth:
            return tr("most cloth");
        }
    }
    QString what = baseDescription(e, farmers);
    // The expansions' marks, said after the feature they changed.
    if (e.inn)
        //: %1: "road of 3 tiles"; an inn doubles a finished road and voids an unfinished one.
        what = tr("%1 with an inn").arg(what);
    if (e.cathedral)
        //: %1: "city of 5 tiles"; a cathedral raises a finished city, voids an unfinished one.
        what = tr("%1 with a cathedral").arg(what);
    if (e.pig)
        //: %1: "field supplying 2 completed cities"; the pig adds a point per city.
        what = tr("%1, with the pig").arg(what);
    return what;
}

QString GameTexts::baseDescription(const ScoreEvent& e, FarmerScoring farmers)
{
    //: Only ever the %1 of "road of %1", "city of %1 and %2" and the like below,
    //: so in the case that follows "of" (ru: из 3 тайлов).
    const QString tiles = tr("%n tile(s)", "", e.tiles);
    switch (e.kind) {
    case FeatureKind::Road:
        return e.complete ? tr("road of %1").arg(tiles) : tr("unfinished road of %1").arg(tiles);
    case FeatureKind::City: {
        if (e.category == ScoreCategory::Field)
            return tr("farmers supplying a completed city of %1").arg(tiles);
        if (e.shields > 0) {
            //: Only ever the %2 of "city of %1 and %2": after "and", in the same case
            //: as the tiles.
            const QString shields = tr("%n shield(s)", "", e.shields);
            return e.complete ? tr("city of %1 and %2").arg(tiles, shields)
                              : tr("unfinished city of %1 and %2").arg(tiles, shields);
        }
        return e.complete ? tr("city of %1").arg(tiles) : tr("unfinished city of %1").arg(tiles);
    }
    case FeatureKind::Monastery:
    case FeatureKind::Garden: {
        const bool monastery = e.kind == FeatureKind::Monastery;
        if (e.complete || e.tiles >= 9)
            return monastery ? tr("surrounded monastery") : tr("surrounded garden");
        const int neighbours = e.tiles - 1;
        if (e.reason == ScoreReason::AbbotReturned) {
            return monastery
                       ? tr("abbot taken back from a monastery with %n neighbour(s)", "",
                            neighbours)
                       : tr("abbot taken back from a garden with %n neighbour(s)", "", neighbours);
        }
        return monastery ? tr("monastery with %n neighbour(s)", "", neighbours)
                         : tr("garden with %n neighbour(s)", "", neighbours);
    }
    case FeatureKind::Field:
        Q_UNUSED(farmers);
        return tr("field supplying %n completed city(-ies)", "", e.cities);
    case FeatureKind::River:
        break;
    }
    return featureName(e.kind);
}

QString GameTexts::scoreLine(const ScoreEvent& e, const QStringList& winners, FarmerScoring farmers)
{
    const QString what = featureDescription(e, farmers);
    if (winners.size() > 1) {
        //: %1: the players, %2: what scored ("city of 4 tiles"), then the points each got.
        return tr("%1: %2, %n point(s) each", "", e.points).arg(nameList(winners), what);
    }
    //: %1: the player, %2: what scored ("city of 4 tiles"), then the points.
    return tr("%1: %2, %n point(s)", "", e.points).arg(nameList(winners), what);
}

QString GameTexts::placingText(FigureType figure, FeatureKind kind)
{
    // Whole sentences, so each language can decline the figure and the feature.
    if (figure == FigureType::Builder)
        return kind == FeatureKind::City ? tr("Placing the builder on the city")
                                         : tr("Placing the builder on the road");
    if (figure == FigureType::Pig)
        return tr("Placing the pig in the field");
    if (figure == FigureType::Big) {
        switch (kind) {
        case FeatureKind::City:
            return tr("Placing the big follower on the city");
        case FeatureKind::Road:
            return tr("Placing the big follower on the road");
        case FeatureKind::Monastery:
            return tr("Placing the big follower in the monastery");
        case FeatureKind::Field:
            return tr("Placing the big follower in the field");
        default:
            break;
        }
    }
    switch (kind) {
    case FeatureKind::City:
        return tr("Placing a knight on the city");
    case FeatureKind::Road:
        return tr("Placing a thief on the road");
    case FeatureKind::Monastery:
        return figure == FigureType::Abbot ? tr("Placing the abbot in the monastery")
                                           : tr("Placing a monk in the monastery");
    case FeatureKind::Field:
        return tr("Placing a farmer in the field");
    case FeatureKind::Garden:
        return tr("Placing the abbot in the garden");
    case FeatureKind::River:
        break;
    }
    return tr("Placing a figure");
}

QString GameTexts::doubleTurnLine(const QString& player)
{
    return tr("%1's builder: a second tile in the same turn").arg(player);
}

QString GameTexts::goodsName(GoodsKind kind)
{
    switch (kind) {
    case GoodsKind::Wine:
        return tr("wine");
    case GoodsKind::Grain:
        return tr("grain");
    case GoodsKind::Cloth:
        return tr("cloth");
    }
    return {};
}

QString GameTexts::goodsAmount(GoodsKind kind, int count)
{
    switch (kind) {
    case GoodsKind::Wine:
        //: Trade-goods tokens: "2 wine" (ru: 2 жетона вина).
        return tr("%n wine", "", count);
    case GoodsKind::Grain:
        return tr("%n grain", "", count);
    case GoodsKind::Cloth:
        return tr("%n cloth", "", count);
    }
    return {};
}

QString GameTexts::goodsTakenLine(const QString& player, const Goods& goods)
{
    QStringList parts;
    for (int k = 0; k < GoodsKindCount; ++k) {
        if (goods[std::size_t(k)] > 0)
            parts << goodsAmount(GoodsKind(k), goods[std::size_t(k)]);
    }
    if (parts.isEmpty())
        return {};
    //: %1: the player, %2: the tokens ("2 wine and 1 cloth").
    return tr("%1 takes %2").arg(player, nameList(parts));
}

QString GameTexts::turnLine(const QString& player, const Move& move, FeatureKind figureFeature)
{
    if (move.discard)
        return tr("%1 drew a tile that fits nowhere; it was put aside").arg(player);
    if (move.returnAbbot)
        return tr("%1 laid a tile and took back the abbot").arg(player);
    if (move.place) {
        // Whole sentences, so each language can decline the figure and the feature.
        const bool abbot = move.place->figure == FigureType::Abbot;
        const bool city = figureFeature == FeatureKind::City;
        switch (move.place->figure) {
        case FigureType::Builder:
            return city ? tr("%1 laid a tile and put the builder on the city").arg(player)
                        : tr("%1 laid a tile and put the builder on the road").arg(player);
        case FigureType::Pig:
            return tr("%1 laid a tile and put the pig in the field").arg(player);
        case FigureType::Big:
            switch (figureFeature) {
            case FeatureKind::City:
                return tr("%1 laid a tile and put the big follower on the city").arg(player);
            case FeatureKind::Road:
                return tr("%1 laid a tile and put the big follower on the road").arg(player);
            case FeatureKind::Monastery:
                return tr("%1 laid a tile and put the big follower in the monastery").arg(player);
            case FeatureKind::Field:
                return tr("%1 laid a tile and put the big follower in the field").arg(player);
            default:
                return tr("%1 laid a tile and placed a figure").arg(player);
            }
        case FigureType::Follower:
        case FigureType::Abbot:
            break;
        }
        switch (figureFeature) {
        case FeatureKind::City:
            return tr("%1 laid a tile and put a knight on the city").arg(player);
        case FeatureKind::Road:
            return tr("%1 laid a tile and put a thief on the road").arg(player);
        case FeatureKind::Monastery:
            return abbot ? tr("%1 laid a tile and put the abbot in the monastery").arg(player)
                         : tr("%1 laid a tile and put a monk in the monastery").arg(player);
        case FeatureKind::Field:
            return tr("%1 laid a tile and put a farmer in the field").arg(player);
        case FeatureKind::Garden:
            return tr("%1 laid a tile and put the abbot in the garden").arg(player);
        case FeatureKind::River:
            break;
        }
        return tr("%1 laid a tile and placed a figure").arg(player);
    }
    return tr("%1 laid a tile").arg(player);
}

} // namespace bastide
