// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/tilecanvas.h"

#include "art/artcache.h"
#include "art/featurehighlight.h"
#include "art/tileshapes.h"
#include "editor/deckdocument.h"
#include "editor/editorstyle.h"
#include "editor/featurenames.h"
#include "editor/retranslator.h"
#include "editor/tileedit.h"

#include <QContextMenuEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

namespace bastide {

namespace {

constexpr qreal BandDepth = 0.3;   // a brush takes the edge whose band the mouse is in
constexpr qreal BorderDepth = 0.1; // this close to the border, the slot decides the feature
constexpr qreal HandleGap = 7;     // pixels between the tile and the slot handles
constexpr qreal HandleWidth = 11;

/** Depth of a unit point inside the tile measured from `side`'s border. */
qreal depthFrom(int side, QPointF u)
{
    switch (side) {
    case 0:
        return u.y();
    case 1:
        return 1 - u.x();
    case 2:
        return 1 - u.y();
    default:
        return u.x();
    }
}

/** Position along `side` in slot order (0 at the slot-0 corner). */
qreal alongSide(int side, QPointF u)
{
    switch (side) {
    case 0:
        return u.x();
    case 1:
        return u.y();
    case 2:
        return 1 - u.x();
    default:
        return 1 - u.y();
    }
}

/** The four corners of the tile in slot order round `side`, start and end. */
std::pair<QPointF, QPointF> sideEnds(int side)
{
    static const QPointF corners[] = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};
    return {corners[side], corners[(side + 1) % 4]};
}

QColor brushColor(TileCanvas::Tool tool)
{
    switch (tool) {
    case TileCanvas::Tool::City:
        return FeatureNames::color(FeatureKind::City);
    case TileCanvas::Tool::Road:
        return QColor(0xd8, 0xc8, 0x9e);
    case TileCanvas::Tool::River:
        return FeatureNames::color(FeatureKind::River);
    default:
        return FeatureNames::color(FeatureKind::Field);
    }
}

} // namespace

TileCanvas::TileCanvas(DeckDocument* document, ArtCache* cache, QWidget* parent)
    : QWidget(parent), m_document(document), m_cache(cache)
{
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    // The hint and the painted labels are worded when shown, so a new language only needs
    // them shown again.
    auto* texts = new Retranslator(this);
    texts->add([this] {
        updateHint();
        update();
    });
}

const TileType* TileCanvas::tile() const
{
    return m_document->isValidIndex(m_index) ? &m_document->tile(m_index) : nullptr;
}

void TileCanvas::setTileIndex(int index)
{
    m_index = m_document->isValidIndex(index) ? index : -1;
    m_pressed = false;
    m_stroke.clear();
    m_shownFeature = -1;
    m_message.clear();
    tileUpdated();
}

void TileCanvas::tileUpdated()
{
    if (m_index >= 0 && !m_document->isValidIndex(m_index))
        m_index = -1;
    const TileType* t = tile();
    if (!t) {
        m_geometry.reset();
    } else if (!m_geometry || !(m_geometryOf == *t)) {
        m_geometry.emplace(*t);
        m_geometryOf = *t;
    }
    if (!isToolUsable(m_tool))
        setTool(Tool::Road);
    setHover(m_hover.onTile || m_hover.side >= 0 ? hitAt(m_mousePos) : Hit{});
    updateHint();
    update();
}

void TileCanvas::setTool(Tool tool)
{
    if (tool == m_tool)
        return;
    m_tool = tool;
    m_pressed = false;
    m_stroke.clear();
    m_message.clear();
    updateHint();
    update();
    emit toolChanged(tool);
}

bool TileCanvas::isToolUsable(Tool tool) const
{
    if (tool != Tool::River)
        return true;
    const TileType* t = tile();
    return t && t->group == TileGroup::River;
}

void TileCanvas::setShowGeneratedArt(bool generated)
{
    m_generatedArt = generated;
    update();
}

qreal TileCanvas::margin() const
{
    const qreal avail = std::min(width(), height());
    return std::max(40.0, avail * 0.08);
}

QRectF TileCanvas::tileRect() const
{
    const qreal m = margin();
    const qreal size = std::max(0.0, std::min(width(), height()) - 2 * m);
    return QRectF((width() - size) / 2, (height() - size) / 2, size, size);
}

QPointF TileCanvas::edgePoint(int side) const
{
    const QRectF r = tileRect();
    return tileshapes::tileToRect(r, 0).map(tileshapes::sideMidpoint(side) +
                                            tileshapes::inward(side) * (BandDepth / 2));
}

QPointF TileCanvas::slotPoint(int slot) const
{
    const QRectF r = tileRect();
    return tileshapes::tileToRect(r, 0).map(tileshapes::slotMidpoint(slot) +
                                            tileshapes::inward(sideOfSlot(slot)) * 0.04);
}

QPointF TileCanvas::centrePoint() const
{
    return tileRect().center();
}

TileCanvas::Hit TileCanvas::hitAt(QPointF pos) const
{
    Hit hit;
    const TileType* t = tile();
    const QRectF rect = tileRect();
    if (!t || rect.width() < 1)
        return hit;
    const qreal size = rect.width();
    const QPointF u = (pos - rect.topLeft()) / size;
    const qreal reach = (HandleGap + HandleWidth + 10) / size;
    if (u.x() < -reach || u.y() < -reach || u.x() > 1 + reach || u.y() > 1 + reach)
        return hit;
    hit.onTile = u.x() >= 0 && u.y() >= 0 && u.x() <= 1 && u.y() <= 1;
    const qreal dx = u.x() - 0.5, dy = u.y() - 0.5;
    hit.side = std::abs(dy) >= std::abs(dx) ? (dy < 0 ? 0 : 2) : (dx > 0 ? 1 : 3);
    const qreal depth = depthFrom(hit.side, u);
    hit.inBand = depth < BandDepth;
    hit.slot = hit.side * 3 + std::clamp(int(alongSide(hit.side, u) * 3), 0, 2);

    if (depth < BorderDepth) {
        hit.feature = t->featureAt(hit.slot);
        hit.featureSlot = hit.slot;
    } else if (m_geometry) {
        hit.feature = m_geometry->featureAt(pos, 0, rect);
        if (hit.feature >= 0 && !isCentreKind(t->features[std::size_t(hit.feature)].kind)) {
            const SlotMask mask = t->features[std::size_t(hit.feature)].slotMask;
            qreal nearest = 1e9;
            for (int s = 0; s < SlotCount; ++s) {
                if (!(mask & (1u << s)))
                    continue;
                const QPointF d = tileshapes::slotMidpoint(s) - u;
                const qreal dist = std::hypot(d.x(), d.y());
                if (dist < nearest) {
                    nearest = dist;
                    hit.featureSlot = s;
                }
            }
        }
    }
    return hit;
}

void TileCanvas::setHover(const Hit& hit)
{
    const bool changed = hit.side != m_hover.side || hit.slot != m_hover.slot ||
                         hit.feature != m_hover.feature || hit.inBand != m_hover.inBand ||
                         hit.onTile != m_hover.onTile;
    const int before = m_hover.feature;
    m_hover = hit;
    if (hit.feature != before)
        emit featureHovered(hit.feature);
    if (changed) {
        updateHint();
        update();
    }
}

void TileCanvas::setHint(const QString& hint)
{
    if (hint == m_hint)
        return;
    m_hint = hint;
    emit hintChanged(hint);
}

QString TileCanvas::toolHint() const
{
    switch (m_tool) {
    case Tool::City:
        return tr("Click an edge to make it city. Drag across edges to make one city of them.");
    case Tool::Road:
        return tr("Click an edge to start a road there. Drag from edge to edge to run one road "
                  "between them.");
    case Tool::River:
        return isToolUsable(Tool::River)
                   ? tr("Click an edge to let the river reach it. Drag from edge to edge for a "
                        "river flowing through.")
                   : tr("Only tiles of the river group carry a river: set the group to River "
                        "first.");
    case Tool::Field:
        return tr("Click an edge to make it field again.");
    case Tool::Join:
        return tr("Drag from one city, road or field to another to make them one. Click a piece "
                  "to separate it.");
    case Tool::Shield:
        return tr("Click a city to add a shield; Shift+click takes one away.");
    case Tool::Monastery:
        return tr("Click the tile to place a monastery in the middle, or to remove it.");
    case Tool::Garden:
        return tr("Click the tile to place a garden in the middle, or to remove it.");
    }
    return {};
}

QString TileCanvas::hoverText() const
{
    const TileType* t = tile();
    if (!t || m_hover.feature < 0)
        return {};
    //: The feature under the mouse: its name, then where it touches the border.
    return tr("%1: %2").arg(FeatureNames::title(*t, m_hover.feature),
                            FeatureNames::where(*t, m_hover.feature));
}

void TileCanvas::updateHint()
{
    if (!tile()) {
        setHint(tr("Add a tile to the deck to start drawing."));
        return;
    }
    QStringList parts{toolHint()};
    if (!m_message.isEmpty())
        parts << m_message;
    else if (const QString hover = hoverText(); !hover.isEmpty())
        parts << hover;
    setHint(parts.join(QLatin1Char('\n')));
}

void TileCanvas::showFeature(int feature)
{
    if (feature == m_shownFeature)
        return;
    m_shownFeature = feature;
    update();
}

std::optional<Terrain> TileCanvas::brushTerrain() const
{
    switch (m_tool) {
    case Tool::City:
        return Terrain::City;
    case Tool::Road:
        return Terrain::Road;
    case Tool::River:
        return Terrain::River;
    case Tool::Field:
        return Terrain::Field;
    default:
        return std::nullopt;
    }
}

void TileCanvas::edit(const TileType& after, const QString& text)
{
    if (m_index >= 0)
        m_document->editTile(m_index, after, text);
}

void TileCanvas::mousePressEvent(QMouseEvent* event)
{
    m_mousePos = event->position();
    m_message.clear();
    if (event->button() != Qt::LeftButton || !tile())
        return QWidget::mousePressEvent(event);
    const Hit hit = hitAt(event->position());
    setHover(hit);
    if (brushTerrain()) {
        if (!isToolUsable(m_tool) || hit.side < 0 || !hit.inBand)
            return;
        m_pressed = true;
        m_stroke = {hit.side};
        update();
        return;
    }
    switch (m_tool) {
    case Tool::Join:
        if (hit.feature >= 0 && hit.featureSlot >= 0) {
            m_pressed = true;
            m_pressHit = hit;
            m_pressPos = event->position();
            m_dragged = false;
        }
        break;
    case Tool::Shield:
        changeShields(hit, event->modifiers() & Qt::ShiftModifier ? -1 : 1);
        break;
    case Tool::Monastery:
        if (hit.onTile)
            toggleCentre(FeatureKind::Monastery);
        break;
    case Tool::Garden:
        if (hit.onTile)
            toggleCentre(FeatureKind::Garden);
        break;
    default:
        break;
    }
    updateHint();
    update();
}

void TileCanvas::mouseMoveEvent(QMouseEvent* event)
{
    const QPointF pos = event->position();
    if ((pos - m_mousePos).manhattanLength() > 2 && !m_pressed)
        m_message.clear();
    m_mousePos = pos;
    const Hit hit = hitAt(pos);
    setHover(hit);
    if (!m_pressed)
        return;
    if (brushTerrain()) {
        if (hit.side >= 0 && hit.inBand &&
            std::find(m_stroke.begin(), m_stroke.end(), hit.side) == m_stroke.end())
            m_stroke.push_back(hit.side);
    } else if (m_tool == Tool::Join) {
        m_dragged = m_dragged || (pos - m_pressPos).manhattanLength() > 8;
    }
    update();
}

void TileCanvas::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton || !m_pressed)
        return QWidget::mouseReleaseEvent(event);
    m_pressed = false;
    m_mousePos = event->position();
    if (brushTerrain())
        applyStroke();
    else if (m_tool == Tool::Join)
        finishJoin(hitAt(event->position()));
    m_stroke.clear();
    updateHint();
    update();
}

void TileCanvas::leaveEvent(QEvent* event)
{
    if (!m_pressed) {
        m_message.clear();
        setHover(Hit{});
    }
    QWidget::leaveEvent(event);
}

void TileCanvas::applyStroke()
{
    const TileType* t = tile();
    const std::optional<Terrain> terrain = brushTerrain();
    if (!t || !terrain || m_stroke.empty())
        return;
    const TileType after = TileEdit::setEdges(*t, m_stroke, *terrain);
    if (after == *t) {
        m_message = tr("That edge is already drawn so.");
        return;
    }
    const bool one = m_stroke.size() == 1;
    QString text;
    switch (*terrain) {
    case Terrain::City:
        text = one ? tr("Make an edge city") : tr("Draw a city across edges");
        break;
    case Terrain::Road:
        text = one ? tr("Make an edge road") : tr("Draw a road between edges");
        break;
    case Terrain::River:
        text = one ? tr("Make an edge river") : tr("Draw a river between edges");
        break;
    case Terrain::Field:
        text = one ? tr("Make an edge field") : tr("Make edges field");
        break;
    }
    edit(after, text);
}

void TileCanvas::finishJoin(const Hit& target)
{
    const TileType* t = tile();
    if (!t)
        return;
    const int from = m_pressHit.feature;
    if (!m_dragged || target.feature == from) {
        const int slot = m_pressHit.featureSlot;
        if (!TileEdit::canSeparate(*t, slot)) {
            m_message = tr("This piece stands on its own already.");
            return;
        }
        QString text;
        switch (t->features[std::size_t(from)].kind) {
        case FeatureKind::City:
            text = tr("Separate a city edge");
            break;
        case FeatureKind::Road:
            text = tr("Separate a road end");
            break;
        case FeatureKind::River:
            text = tr("Separate a river end");
            break;
        default:
            text = tr("Separate part of a field");
            break;
        }
        edit(TileEdit::separate(*t, slot), text);
        return;
    }
    if (target.feature < 0 || target.featureSlot < 0)
        return;
    if (!TileEdit::canJoin(*t, m_pressHit.featureSlot, target.featureSlot)) {
        m_message = tr("Only like joins like: a city with a city, a road with a road, a field "
                       "with a field.");
        return;
    }
    QString text;
    switch (t->features[std::size_t(from)].kind) {
    case FeatureKind::City:
        text = tr("Join two cities");
        break;
    case FeatureKind::Road:
        text = tr("Join two roads");
        break;
    case FeatureKind::River:
        text = tr("Join two rivers");
        break;
    default:
        text = tr("Join two fields");
        break;
    }
    edit(TileEdit::join(*t, m_pressHit.featureSlot, target.featureSlot), text);
}

void TileCanvas::changeShields(const Hit& hit, int delta)
{
    const TileType* t = tile();
    if (!t || hit.feature < 0 || t->features[std::size_t(hit.feature)].kind != FeatureKind::City) {
        m_message = tr("Shields go on cities.");
        return;
    }
    const int now = t->features[std::size_t(hit.feature)].shields;
    const TileType after = TileEdit::setShields(*t, hit.feature, now + delta);
    if (after == *t)
        return;
    //: The name of an edit in the Undo menu
    edit(after, delta > 0 ? tr("Add a shield", "edit") : tr("Remove a shield", "edit"));
}

void TileCanvas::toggleCentre(FeatureKind kind)
{
    const TileType* t = tile();
    if (!t)
        return;
    const int centre = t->centreFeature();
    const bool present = centre >= 0 && t->features[std::size_t(centre)].kind == kind;
    const TileType after = TileEdit::setCentre(*t, present ? std::nullopt : std::optional(kind));
    QString text;
    if (kind == FeatureKind::Monastery)
        text = present ? tr("Remove the monastery") : tr("Place a monastery");
    else
        text = present ? tr("Remove the garden") : tr("Place a garden");
    edit(after, text);
}

void TileCanvas::contextMenuEvent(QContextMenuEvent* event)
{
    const TileType* t = tile();
    if (!t)
        return;
    const Hit hit = hitAt(event->pos());
    if (hit.side < 0)
        return;
    QMenu menu(this);
    if (hit.inBand) {
        const Terrain now = t->edgeTerrain(hit.side);
        auto addEdge = [&](const QString& text, Terrain terrain, bool enabled) {
            QAction* a = menu.addAction(text);
            a->setCheckable(true);
            a->setChecked(now == terrain);
            a->setEnabled(enabled);
            connect(a, &QAction::triggered, this, [this, side = hit.side, terrain, text] {
                if (const TileType* current = tile())
                    edit(TileEdit::setEdge(*current, side, terrain), text);
            });
        };
        addEdge(tr("Make this edge city"), Terrain::City, true);
        addEdge(tr("Make this edge road"), Terrain::Road, true);
        addEdge(tr("Make this edge river"), Terrain::River, t->group == TileGroup::River);
        addEdge(tr("Make this edge field"), Terrain::Field, true);
        menu.addSeparator();
    }
    if (hit.featureSlot >= 0 && TileEdit::canSeparate(*t, hit.featureSlot)) {
        connect(menu.addAction(tr("Separate this piece")), &QAction::triggered, this,
                [this, slot = hit.featureSlot] {
                    if (const TileType* current = tile())
                        edit(TileEdit::separate(*current, slot), tr("Separate a piece"));
                });
    }
    if (hit.feature >= 0 && t->features[std::size_t(hit.feature)].kind == FeatureKind::City) {
        connect(menu.addAction(tr("Add a shield")), &QAction::triggered, this,
                [this, hit] { changeShields(hit, 1); });
        QAction* remove = menu.addAction(tr("Remove a shield"));
        remove->setEnabled(t->features[std::size_t(hit.feature)].shields > 0);
        connect(remove, &QAction::triggered, this, [this, hit] { changeShields(hit, -1); });
    }
    menu.addSeparator();
    const int centre = t->centreFeature();
    const std::optional<FeatureKind> now =
        centre >= 0 ? std::optional(t->features[std::size_t(centre)].kind) : std::nullopt;
    auto addCentre = [&](const QString& text, std::optional<FeatureKind> kind) {
        QAction* a = menu.addAction(text);
        a->setCheckable(true);
        a->setChecked(now == kind);
        connect(a, &QAction::triggered, this, [this, kind, text] {
            if (const TileType* current = tile())
                edit(TileEdit::setCentre(*current, kind), text);
        });
    };
    addCentre(tr("Monastery in the middle"), FeatureKind::Monastery);
    addCentre(tr("Garden in the middle"), FeatureKind::Garden);
    addCentre(tr("Nothing in the middle"), std::nullopt);
    menu.exec(event->globalPos());
}

void TileCanvas::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    // Parchment with a soft light in the middle, so the tile sits on a table.
    QRadialGradient light(rect().center(), std::max(width(), height()) * 0.7);
    light.setColorAt(0, EditorStyle::paper());
    light.setColorAt(1, EditorStyle::parchment().darker(104));
    p.fillRect(rect(), light);

    const TileType* t = tile();
    const QRectF r = tileRect();
    if (!t || r.width() < 8) {
        p.setPen(EditorStyle::mutedInk());
        p.drawText(rect().adjusted(20, 20, -20, -20), Qt::AlignCenter | Qt::TextWordWrap,
                   tr("No tile selected"));
        return;
    }
    // Shadow.
    for (int i = 1; i <= 6; ++i) {
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(58, 48, 38, 14));
        p.drawRoundedRect(r.adjusted(-i + 3, -i + 5, i + 3, i + 5), 4 + i, 4 + i);
    }
    paintTile(p, r);
    paintHandles(p, r);

    const QColor accent = EditorStyle::accent().lighter(115);
    if (brushTerrain()) {
        const QColor color = brushColor(m_tool);
        if (m_pressed) {
            for (int side : m_stroke)
                paintEdgeBand(p, r, side, color);
        } else if (m_hover.side >= 0 && m_hover.inBand && isToolUsable(m_tool)) {
            paintEdgeBand(p, r, m_hover.side, color);
        }
    } else if (m_tool == Tool::Join && m_pressed) {
        paintJoinDrag(p, r);
    } else if (m_tool == Tool::Monastery || m_tool == Tool::Garden) {
        if (m_hover.onTile) {
            p.setPen(QPen(QColor(255, 255, 255, 200), 2, Qt::DashLine));
            p.setBrush(QColor(255, 255, 255, 40));
            p.drawEllipse(r.center(), r.width() * 0.2, r.width() * 0.2);
        }
    } else if (m_hover.feature >= 0) {
        const bool city = t->features[std::size_t(m_hover.feature)].kind == FeatureKind::City;
        if (m_tool != Tool::Shield || city)
            paintHighlight(p, r, m_hover.feature, accent);
    }
    if (m_shownFeature >= 0 && m_shownFeature != m_hover.feature)
        paintHighlight(p, r, m_shownFeature, accent);
}

void TileCanvas::paintTile(QPainter& p, const QRectF& rect) const
{
    TileType shown = *tile();
    if (m_generatedArt)
        shown.art.clear();
    const QPixmap pixmap = m_cache->tile(shown, 0, rect.width(), devicePixelRatioF());
    p.drawPixmap(rect.topLeft(), pixmap);
    p.setPen(QPen(QColor(58, 48, 38, 120), 1));
    p.setBrush(Qt::NoBrush);
    p.drawRect(rect);
}

void TileCanvas::paintHandles(QPainter& p, const QRectF& rect) const
{
    // One bar per run of slots of one feature along each edge: the bars show at a glance
    // which slots belong together, and are where a click picks a slot exactly.
    const TileType& t = *tile();
    const qreal size = rect.width();
    const QTransform toRect = tileshapes::tileToRect(rect, 0);
    for (int side = 0; side < SideCount; ++side) {
        const auto [from, to] = sideEnds(side);
        const QPointF out = -tileshapes::inward(side);
        int start = side * 3;
        while (start < side * 3 + 3) {
            const int feature = t.featureAt(start);
            int end = start + 1;
            while (end < side * 3 + 3 && t.featureAt(end) == feature)
                ++end;
            const qreal a = (start - side * 3) / 3.0, b = (end - side * 3) / 3.0;
            const QPointF p0 = toRect.map(from + (to - from) * a) + out * HandleGap;
            const QPointF p1 = toRect.map(from + (to - from) * b) + out * HandleGap;
            const QPointF along =
                (p1 - p0) / std::max(1.0, std::hypot((p1 - p0).x(), (p1 - p0).y()));
            const QPointF inset = along * 3;
            QPainterPath bar;
            const QPointF q0 = p0 + inset, q1 = p1 - inset;
            QPolygonF poly{q0, q1, q1 + out * HandleWidth, q0 + out * HandleWidth};
            bar.addPolygon(poly);
            bar.closeSubpath();
            const bool hovered =
                feature >= 0 && (feature == m_hover.feature || feature == m_shownFeature);
            const FeatureKind kind =
                feature >= 0 ? t.features[std::size_t(feature)].kind : FeatureKind::Field;
            QColor fill = feature >= 0 ? FeatureNames::color(kind) : QColor(Qt::gray);
            p.setPen(QPen(hovered ? EditorStyle::accent() : QColor(58, 48, 38, 150),
                          hovered ? 2.0 : 1.0, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
            p.setBrush(fill);
            p.drawPath(bar);
            if (size > 200 && feature >= 0) {
                QFont font = p.font();
                font.setPixelSize(11);
                font.setBold(hovered);
                p.setFont(font);
                p.setPen(hovered ? EditorStyle::accent() : EditorStyle::mutedInk());
                const QPointF mid = (q0 + q1) / 2 + out * (HandleWidth + 9);
                p.drawText(QRectF(mid - QPointF(20, 8), QSizeF(40, 16)), Qt::AlignCenter,
                           tr("#%1").arg(feature));
            }
            start = end;
        }
    }
}

void TileCanvas::paintEdgeBand(QPainter& p, const QRectF& rect, int side, const QColor& color) const
{
    // A glow fading into the tile from the edge, and the edge itself drawn in the brush's
    // colour: shows which edge a click sets without hiding the picture.
    const QTransform toRect = tileshapes::tileToRect(rect, 0);
    const auto [from, to] = sideEnds(side);
    const QPointF in = tileshapes::inward(side);
    const QPointF along = to - from;
    constexpr qreal depth = 0.22;
    const QPolygonF band = toRect.map(
        QPolygonF{from, to, to + in * depth - along * depth, from + in * depth + along * depth});
    QLinearGradient glow(toRect.map((from + to) / 2), toRect.map((from + to) / 2 + in * depth));
    QColor strong = color, clear = color;
    strong.setAlpha(150);
    clear.setAlpha(0);
    glow.setColorAt(0, strong);
    glow.setColorAt(1, clear);
    p.setPen(Qt::NoPen);
    p.setBrush(glow);
    p.drawPolygon(band);
    p.setPen(QPen(QColor(255, 255, 255, 220), 7, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(toRect.map(from), toRect.map(to));
    p.setPen(QPen(color.darker(115), 4, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(toRect.map(from), toRect.map(to));
}

void TileCanvas::paintHighlight(QPainter& p, const QRectF& rect, int feature,
                                const QColor& color) const
{
    if (!m_geometry || feature < 0 || feature >= m_geometry->featureCount())
        return;
    FeatureHighlight::paint(p, m_geometry->region(feature, 0, rect), color);
}

void TileCanvas::paintJoinDrag(QPainter& p, const QRectF& rect) const
{
    const TileType& t = *tile();
    paintHighlight(p, rect, m_pressHit.feature, EditorStyle::accent().lighter(115));
    if (!m_dragged)
        return;
    const int target = m_hover.feature;
    QColor lineColor = EditorStyle::ink();
    if (target >= 0 && target != m_pressHit.feature && m_hover.featureSlot >= 0) {
        const bool ok = TileEdit::canJoin(t, m_pressHit.featureSlot, m_hover.featureSlot);
        lineColor = ok ? EditorStyle::good().lighter(130) : EditorStyle::problem();
        paintHighlight(p, rect, target, lineColor);
    }
    p.setPen(QPen(Qt::white, 6, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(m_pressPos, m_mousePos);
    p.setPen(QPen(lineColor, 3, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(m_pressPos, m_mousePos);
    p.setBrush(lineColor);
    p.setPen(QPen(Qt::white, 2));
    p.drawEllipse(m_pressPos, 6, 6);
    p.drawEllipse(m_mousePos, 6, 6);
}

} // namespace bastide
