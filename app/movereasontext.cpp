// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/movereasontext.h"

namespace bastide {

QString MoveReasonText::describe(const MoveReason& reason)
{
    using Kind = MoveReason::Kind;
    switch (reason.kind) {
    case Kind::ClosesFeature:
        return closes(reason.feature, reason.points);
    case Kind::ReturnsAbbot:
        return tr("takes the abbot back for %n point(s)", nullptr, reason.points);
    case Kind::ClaimsFeature:
        return claims(reason.feature, reason.points);
    case Kind::Farmer:
        return tr("a farmer on a field beside %n completed city(-ies)", nullptr, reason.count);
    case Kind::SharesFeature:
        return shares(reason.feature, reason.points);
    case Kind::ExtendsOwn:
        return extends(reason.feature, reason.points);
    case Kind::Blocks:
        return blocks(reason.feature);
    case Kind::Hinders:
        return hinders(reason.feature);
    case Kind::Quiet:
        return tr("lays the tile where it helps others least and keeps your figures");
    case Kind::Discards:
        return tr("the tile fits nowhere and goes back in the box");
    }
    return {};
}

QString MoveReasonText::closes(FeatureKind kind, int points)
{
    switch (kind) {
    case FeatureKind::Road:
        return tr("closes the road for %n point(s)", nullptr, points);
    case FeatureKind::Monastery:
        return tr("completes the monastery for %n point(s)", nullptr, points);
    case FeatureKind::Garden:
        return tr("completes the garden for %n point(s)", nullptr, points);
    default:
        return tr("closes the city for %n point(s)", nullptr, points);
    }
}

QString MoveReasonText::claims(FeatureKind kind, int points)
{
    switch (kind) {
    case FeatureKind::Road:
        return tr("a thief on a road worth about %n point(s)", nullptr, points);
    case FeatureKind::Monastery:
        return tr("a figure on a monastery worth about %n point(s)", nullptr, points);
    case FeatureKind::Garden:
        return tr("the abbot on a garden worth about %n point(s)", nullptr, points);
    default:
        return tr("a knight on a city worth about %n point(s)", nullptr, points);
    }
}

QString MoveReasonText::shares(FeatureKind kind, int points)
{
    switch (kind) {
    case FeatureKind::Road:
        return tr("joins the road to share it (about %n point(s))", nullptr, points);
    case FeatureKind::Field:
        return tr("joins the field to share it (about %n point(s))", nullptr, points);
    default:
        return tr("joins the city to share it (about %n point(s))", nullptr, points);
    }
}

QString MoveReasonText::extends(FeatureKind kind, int points)
{
    switch (kind) {
    case FeatureKind::Road:
        return tr("extends your road, now worth about %n point(s)", nullptr, points);
    case FeatureKind::Field:
        return tr("extends your field, now worth about %n point(s)", nullptr, points);
    case FeatureKind::Monastery:
        return tr("fills around your monastery, now worth about %n point(s)", nullptr, points);
    case FeatureKind::Garden:
        return tr("fills around your garden, now worth about %n point(s)", nullptr, points);
    default:
        return tr("extends your city, now worth about %n point(s)", nullptr, points);
    }
}

QString MoveReasonText::blocks(FeatureKind kind)
{
    switch (kind) {
    case FeatureKind::Road:
        return tr("leaves an opponent's road unable to be finished");
    case FeatureKind::Monastery:
        return tr("leaves an opponent's monastery unable to be completed");
    case FeatureKind::Garden:
        return tr("leaves an opponent's garden unable to be completed");
    default:
        return tr("leaves an opponent's city unable to be closed");
    }
}

QString MoveReasonText::hinders(FeatureKind kind)
{
    switch (kind) {
    case FeatureKind::Road:
        return tr("makes an opponent's road harder to finish");
    case FeatureKind::Field:
        return tr("makes an opponent's field worth less");
    case FeatureKind::Monastery:
        return tr("makes an opponent's monastery harder to complete");
    case FeatureKind::Garden:
        return tr("makes an opponent's garden harder to complete");
    default:
        return tr("makes an opponent's city harder to close");
    }
}

} // namespace bastide
