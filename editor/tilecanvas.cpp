// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/tilecanvas.h"

#include "art/artcache.h"
#include "editor/canvasmenu.h"
#include "editor/canvasoverlay.h"
#include "editor/canvastools.h"
#include "editor/deckdocument.h"
#include "editor/editorstyle.h"
#include "editor/featurenames.h"
#include "editor/retranslator.h"
#include "editor/tileedit.h"

#include <QContextMenuEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <algorithm>
#include <cmath>

namespace bastide {

namespace {

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

void TileCanvas::setEmptyHint(const QString& hint)
{
    m_emptyHint = hint;
    updateHint();
}

void TileCanvas::setShowGeneratedArt(bool generated)
{
    m_generatedArt = generated;
    update();
}

void TileCanvas::setShowZones(bool zones)
{
    m_zones = zones;
    update();
}

bool TileCanvas::zonesShown() const
{
    const TileType* t = tile();
    return m_zones && t && !t->art.isEmpty() && !m_generatedArt;
}

bool TileCanvas::marksShown() const
{
    // Drawn from its features, the tile shows its inns, cathedrals and goods itself: a badge
    // over them would hide the very symbol it names (issue 38). Over a picture of the
    // designer's own, the badges say what the rules see.
    const TileType* t = tile();
    return t && !t->art.isEmpty() && !m_generatedArt;
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
    return CanvasHitTest::edgePoint(tileRect(), side);
}

QPointF TileCanvas::slotPoint(int slot) const
{
    return CanvasHitTest::slotPoint(tileRect(), slot);
}

QPointF TileCanvas::centrePoint() const
{
    return tileRect().center();
}

TileCanvas::Hit TileCanvas::hitAt(QPointF pos) const
{
    const TileType* t = tile();
    return t ? CanvasHitTest::hitAt(*t, m_geometry ? &*m_geometry : nullptr, tileRect(), pos)
             : Hit{};
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

QString TileCanvas::hoverText() const
{
    const TileType* t = tile();
    if (!t || m_hover.feature < 0)
        return {};
    //: The feature under the mouse: its name, then where it touches the border.
    return tr("%1: %2").arg(FeatureNames::summary(*t, m_hover.feature),
                            FeatureNames::where(*t, m_hover.feature));
}

void TileCanvas::updateHint()
{
    if (!tile()) {
        setHint(m_emptyHint.isEmpty() ? tr("Add a tile to the deck to start drawing.")
                                      : m_emptyHint);
        return;
    }
    QStringList parts{CanvasTools::hint(m_tool, isToolUsable(Tool::River))};
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

void TileCanvas::apply(const NamedEdit& edit)
{
    if (!edit.after) {
        m_message = edit.refusal;
        return;
    }
    if (m_index >= 0)
        m_document->editTile(m_index, *edit.after, edit.text);
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
    if (m_tool == Tool::Join) {
        if (hit.feature >= 0 && hit.featureSlot >= 0) {
            m_pressed = true;
            m_pressHit = hit;
            m_pressPos = event->position();
            m_dragged = false;
        }
    } else if (const std::optional<NamedEdit> edit = CanvasTools::click(
                   m_tool, *tile(), hit, event->modifiers() & Qt::ShiftModifier)) {
        apply(*edit);
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
    if (const std::optional<Terrain> terrain = brushTerrain(); terrain && tile())
        apply(CanvasEdits::brush(*tile(), m_stroke, *terrain));
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

void TileCanvas::finishJoin(const Hit& target)
{
    const TileType* t = tile();
    if (!t)
        return;
    if (!m_dragged || target.feature == m_pressHit.feature)
        apply(CanvasEdits::separate(*t, m_pressHit.featureSlot));
    else if (target.feature >= 0 && target.featureSlot >= 0)
        apply(CanvasEdits::join(*t, m_pressHit.featureSlot, target.featureSlot));
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
    // Each item reads the tile again when chosen: the document is what it edits.
    CanvasMenu::fill(menu, *t, hit, [this](const CanvasMenu::Edit& makeEdit) {
        if (const TileType* current = tile())
            apply(makeEdit(*current));
    });
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
    if (zonesShown())
        CanvasOverlay::paintZones(p, geometry(), r, *t);
    CanvasOverlay::paintHandles(p, r, *t, m_hover.feature, m_shownFeature);
    if (marksShown())
        CanvasOverlay::paintMarks(p, geometry(), r, *t);
    paintToolFeedback(p, r);
    if (m_shownFeature >= 0 && m_shownFeature != m_hover.feature)
        CanvasOverlay::paintHighlight(p, geometry(), r, m_shownFeature,
                                      EditorStyle::accent().lighter(115));
}

void TileCanvas::paintToolFeedback(QPainter& p, const QRectF& r) const
{
    const TileType& t = *tile();
    if (brushTerrain()) {
        const QColor color = brushColor(m_tool);
        if (m_pressed) {
            for (int side : m_stroke)
                CanvasOverlay::paintEdgeBand(p, r, side, color);
        } else if (m_hover.side >= 0 && m_hover.inBand && isToolUsable(m_tool)) {
            CanvasOverlay::paintEdgeBand(p, r, m_hover.side, color);
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
        if (CanvasTools::worksOn(m_tool, t.features[std::size_t(m_hover.feature)].kind))
            CanvasOverlay::paintHighlight(p, geometry(), r, m_hover.feature,
                                          EditorStyle::accent().lighter(115));
    }
}

void TileCanvas::paintTile(QPainter& p, const QRectF& rect) const
{
    TileType shown = *tile();
    if (m_generatedArt)
        shown.art.clear();
    const QPixmap pixmap = m_cache->tile(shown, Rotation(0), rect.width(), devicePixelRatioF());
    p.drawPixmap(rect.topLeft(), pixmap);
    p.setPen(QPen(QColor(58, 48, 38, 120), 1));
    p.setBrush(Qt::NoBrush);
    p.drawRect(rect);
}

void TileCanvas::paintJoinDrag(QPainter& p, const QRectF& rect) const
{
    CanvasOverlay::paintHighlight(p, geometry(), rect, m_pressHit.feature,
                                  EditorStyle::accent().lighter(115));
    if (!m_dragged)
        return;
    const int target = m_hover.feature;
    QColor lineColor = EditorStyle::ink();
    if (target >= 0 && target != m_pressHit.feature && m_hover.featureSlot >= 0) {
        const bool ok = TileEdit::canJoin(*tile(), m_pressHit.featureSlot, m_hover.featureSlot);
        lineColor = ok ? EditorStyle::good().lighter(130) : EditorStyle::problem();
        CanvasOverlay::paintHighlight(p, geometry(), rect, target, lineColor);
    }
    CanvasOverlay::paintJoinLine(p, m_pressPos, m_mousePos, lineColor);
}

} // namespace bastide
