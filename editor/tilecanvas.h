// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "art/featuregeometry.h"
#include "editor/canvasedits.h"
#include "editor/canvashittest.h"
#include "engine/tiletype.h"

#include <QWidget>
#include <optional>
#include <vector>

namespace bastide {

class ArtCache;
class DeckDocument;

/**
 * The selected tile drawn large, where the designer draws it: terrain brushes set edges
 * (a drag across edges draws one city, road or river over them), the join tool makes one
 * feature of two and separates a piece with a click, and shields, monastery and garden, and
 * the expansions' marks (inn, cathedral, trade goods, inner field) go on with a click. Every change
 * goes to the document as one undoable edit; the canvas keeps no tile of its own.
 */
class TileCanvas : public QWidget
{
    Q_OBJECT

public:
    enum class Tool
    {
        City,
        Road,
        River,
        Field,
        Join,
        Shield,
        Monastery,
        Garden,
        // The expansions' marks.
        Inn,
        Cathedral,
        Wine,
        Grain,
        Cloth,
        InnerField,
    };
    Q_ENUM(Tool)

    TileCanvas(DeckDocument* document, ArtCache* cache, QWidget* parent = nullptr);

    int tileIndex() const { return m_index; }
    void setTileIndex(int index);
    Tool tool() const { return m_tool; }
    void setTool(Tool tool);
    /** The river brush works only on tiles of the river group. */
    bool isToolUsable(Tool tool) const;
    /** What the hint says when there is no tile to draw (empty: invite a first tile). */
    void setEmptyHint(const QString& hint);
    /** Draws a tile that has its own SVG art from its features instead. */
    void setShowGeneratedArt(bool generated);
    /** Shows the features' zones over a tile's own picture, to check it lines up. */
    void setShowZones(bool zones);
    /** Whether zones are drawn now: asked for, and the tile shows its own picture. */
    bool zonesShown() const;
    /** Whether the expansions' marks are shown as badges: over a tile's own picture only,
     *  for the drawing from features shows them itself. */
    bool marksShown() const;

    /** Where the tile is drawn, in widget coordinates. */
    QRectF tileRect() const;
    /** A point in the middle of an edge's band, where a brush click sets that edge. */
    QPointF edgePoint(int side) const;
    /** A point just inside a border slot. */
    QPointF slotPoint(int slot) const;
    QPointF centrePoint() const;
    /** What the current tool does, and what lies under the mouse. */
    QString hint() const { return m_hint; }

    QSize sizeHint() const override { return {520, 520}; }
    // Small enough that the editor fits a window 1024 px wide in every language.
    QSize minimumSizeHint() const override { return {248, 248}; }

public slots:
    /** Highlights a feature (hovered in the feature list); -1 for none. */
    void showFeature(int feature);
    /** Called when the tile changed in the document. */
    void tileUpdated();

signals:
    void hintChanged(const QString& hint);
    void toolChanged(bastide::TileCanvas::Tool tool);
    void featureHovered(int feature);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;

private:
    using Hit = CanvasHit;

    const TileType* tile() const;
    const FeatureGeometry* geometry() const { return m_geometry ? &*m_geometry : nullptr; }
    Hit hitAt(QPointF pos) const;
    qreal margin() const;
    void setHover(const Hit& hit);
    void setHint(const QString& hint);
    void updateHint();
    QString hoverText() const;
    /** Puts a tool's edit on the document, or keeps its refusal to show in the hint. */
    void apply(const NamedEdit& edit);
    void finishJoin(const Hit& target);
    std::optional<Terrain> brushTerrain() const;

    void paintTile(QPainter& p, const QRectF& rect) const;
    void paintToolFeedback(QPainter& p, const QRectF& rect) const;
    void paintJoinDrag(QPainter& p, const QRectF& rect) const;

    DeckDocument* m_document;
    ArtCache* m_cache;
    int m_index = -1;
    Tool m_tool = Tool::City;
    bool m_generatedArt = false;
    bool m_zones = false;
    std::optional<FeatureGeometry> m_geometry;
    TileType m_geometryOf; // the tile m_geometry was built for
    Hit m_hover;
    int m_shownFeature = -1;
    bool m_pressed = false;
    std::vector<int> m_stroke;
    Hit m_pressHit;
    QPointF m_pressPos;
    QPointF m_mousePos;
    bool m_dragged = false;
    QString m_hint;
    QString m_emptyHint;
    QString m_message; // the outcome of the last click, shown until the mouse moves on
};

} // namespace bastide
