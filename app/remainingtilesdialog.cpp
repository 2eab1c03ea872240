// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/remainingtilesdialog.h"

#include "app/boardart.h"
#include "app/theme.h"
#include "editor/retranslator.h"
#include "engine/game.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPainter>
#include <QVBoxLayout>
#include <algorithm>

namespace bastide {

namespace {
constexpr int TileSide = 72;
constexpr int CellWidth = TileSide + 52; // the narrowest a column gets
constexpr int CountRole = Qt::UserRole + 1;
constexpr int IdRole = Qt::UserRole + 2;
constexpr int HeadingRole = Qt::UserRole + 3;
} // namespace

RemainingTilesDialog::RemainingTilesDialog(const BoardArt* art, QWidget* parent)
    : QDialog(parent), m_art(art)
{
    setObjectName(QStringLiteral("remainingTilesDialog"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(16, 14, 16, 12);
    m_summary = new QLabel;
    QFont f = m_summary->font();
    f.setPointSizeF(f.pointSizeF() * 1.15);
    f.setBold(true);
    m_summary->setFont(f);
    layout->addWidget(m_summary);
    m_note = new QLabel;
    m_note->setObjectName(QStringLiteral("tilesNote"));
    m_note->setStyleSheet(QStringLiteral("color: #7d6c59;"));
    m_note->setWordWrap(true);
    layout->addWidget(m_note);
    m_list = new QListWidget;
    m_list->setViewMode(QListView::IconMode);
    m_list->setIconSize(QSize(TileSide + 8, TileSide + 8));
    m_list->setGridSize(QSize(CellWidth, TileSide + 52));
    m_list->setTextElideMode(Qt::ElideNone);
    m_list->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn); // the columns never reflow
    m_list->viewport()->installEventFilter(this);
    m_list->setResizeMode(QListView::Adjust);
    m_list->setMovement(QListView::Static);
    m_list->setSelectionMode(QAbstractItemView::NoSelection);
    m_list->setUniformItemSizes(false); // so a long name takes its second line
    m_list->setWordWrap(true);
    m_list->setFocusPolicy(Qt::NoFocus);
    layout->addWidget(m_list, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    // The tiles' names and counts are worded again by whoever shows it (setGame).
    auto* texts = new Retranslator(this);
    texts->add([this] {
        setWindowTitle(tr("Tiles left"));
        updateNote();
    });
    resize(820, 600);
}

void RemainingTilesDialog::updateNote()
{
    m_note->setText(m_river ? tr("Faded tiles are used up. River tiles come first, the lake last.")
                            : tr("Faded tiles are used up."));
}

QString RemainingTilesDialog::note() const
{
    return m_note->text();
}

bool RemainingTilesDialog::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_list->viewport() && event->type() == QEvent::Resize)
        fitGrid();
    return QDialog::eventFilter(watched, event);
}

void RemainingTilesDialog::fitGrid()
{
    const int available = m_list->viewport()->width() - 2;
    const int columns = std::max(1, available / CellWidth);
    const int width = std::max(CellWidth, available / columns);
    // Names wrap at the column's width less the item's margins; the tallest sets the row.
    const QFontMetrics fm(m_list->font());
    int text = fm.height() * 2;
    for (int i = 0; i < m_list->count(); ++i)
        text = std::max(text, fm.boundingRect(QRect(0, 0, width - 12, 1000),
                                              Qt::TextWordWrap | Qt::AlignHCenter,
                                              m_list->item(i)->text())
                                  .height());
    m_textHeight = text;
    const QSize grid(width, TileSide + 18 + text);
    if (m_list->gridSize() != grid)
        m_list->setGridSize(grid);
}

QStringList RemainingTilesDialog::cutNames() const
{
    // A name is whole when it wraps within its cell's width into the text height the grid
    // leaves for it, with no word wider than the cell.
    QStringList cut;
    const QFontMetrics fm(m_list->font());
    const int width = m_list->gridSize().width() - 12;
    for (int i = 0; i < m_list->count(); ++i) {
        const QString name = m_list->item(i)->text();
        const QRect r =
            fm.boundingRect(QRect(0, 0, width, 1000), Qt::TextWordWrap | Qt::AlignHCenter, name);
        if (r.width() > width || r.height() > m_textHeight)
            cut << name;
    }
    return cut;
}

void RemainingTilesDialog::setGame(const Game& game)
{
    m_river = game.rules().river;
    updateNote();
    m_list->clear();
    const TileSet& tiles = game.tileSet();
    std::vector<int> left(std::size_t(tiles.typeCount()), 0);
    for (std::uint16_t t : game.bag())
        ++left[t];
    const qreal ratio = devicePixelRatioF();
    // Grouped by set, in draw order: the river first when it is played, then the base
    // game and the expansion sets in play, each after a heading cell with its name.
    std::vector<int> order; // tile types, and -1 - k for the heading of set k of `sets`
    QStringList sets;
    auto add = [&](const QString& heading, auto&& wanted) {
        bool any = false;
        for (int t = 0; t < tiles.typeCount(); ++t) {
            if (!wanted(tiles.type(t)))
                continue;
            if (!any) {
                sets << heading;
                order.push_back(-int(sets.size()));
                any = true;
            }
            order.push_back(t);
        }
    };
    if (game.rules().river)
        add(tr("River"), [](const TileType& t) { return t.group == TileGroup::River; });
    add(tr("Base game"), [](const TileType& t) { return t.group == TileGroup::Base; });
    for (const QString& set : game.rules().expansions) {
        const QString heading = set == QLatin1String("inns-cathedrals") ? tr("Inns & Cathedrals")
                                : set == QLatin1String("traders-builders")
                                    ? tr("Traders & Builders")
                                    : set;
        add(heading, [&set](const TileType& t) {
            return t.group == TileGroup::Expansion && t.expansion == set;
        });
    }
    const bool headings = sets.size() > 1;
    for (int t : order) {
        if (t < 0) {
            if (!headings)
                continue;
            auto* heading = new QListWidgetItem(sets[-t - 1]);
            QFont bold = m_list->font();
            bold.setBold(true);
            heading->setFont(bold);
            heading->setData(HeadingRole, true);
            heading->setFlags(Qt::ItemIsEnabled);
            QPixmap blank(int((TileSide + 8) * ratio), int((TileSide + 8) * ratio));
            blank.setDevicePixelRatio(ratio);
            blank.fill(Qt::transparent);
            heading->setIcon(QIcon(blank));
            m_list->addItem(heading);
            continue;
        }
        const TileType& type = tiles.type(t);
        const int count = left[std::size_t(t)];
        QPixmap icon(int((TileSide + 8) * ratio), int((TileSide + 8) * ratio));
        icon.setDevicePixelRatio(ratio);
        icon.fill(Qt::transparent);
        {
            QPainter p(&icon);
            p.setRenderHint(QPainter::Antialiasing);
            p.setOpacity(count > 0 ? 1.0 : 0.28);
            const QRectF r(4, 4, TileSide, TileSide);
            const QPixmap tile = m_art->tilePixmap(t, 0, TileSide, ratio);
            p.drawPixmap(r, tile, QRectF(tile.rect()));
            p.setPen(QPen(QColor(58, 48, 38, 120), 1));
            p.drawRect(r);
            p.setOpacity(1.0);
            if (count > 0) { // a round badge with the count in the corner
                const QRectF badge(TileSide - 18, TileSide - 18, 24, 24);
                p.setBrush(Theme::accent());
                p.setPen(QPen(Qt::white, 2));
                p.drawEllipse(badge);
                QFont f = p.font();
                f.setBold(true);
                f.setPixelSize(12);
                p.setFont(f);
                p.drawText(badge, Qt::AlignCenter, QString::number(count));
            }
        }
        const QString name = localized(type.name, QLocale().name().left(2));
        auto* item = new QListWidgetItem(QIcon(icon), name.isEmpty() ? type.id : name);
        item->setData(CountRole, count);
        item->setData(IdRole, type.id);
        const QString left = tr("Tile %1: %n left", "", count).arg(type.id);
        item->setToolTip(name.isEmpty() ? left : QStringLiteral("%1\n%2").arg(name, left));
        if (count == 0)
            item->setForeground(Theme::mutedInk());
        m_list->addItem(item);
    }
    m_summary->setText(tr("%n tile(s) left in the bag", "", game.tilesLeft()));
    fitGrid();
}

QStringList RemainingTilesDialog::headings() const
{
    QStringList names;
    for (int i = 0; i < m_list->count(); ++i) {
        if (m_list->item(i)->data(HeadingRole).toBool())
            names << m_list->item(i)->text();
    }
    return names;
}

int RemainingTilesDialog::countShown(const QString& id) const
{
    for (int i = 0; i < m_list->count(); ++i) {
        if (m_list->item(i)->data(IdRole).toString() == id)
            return m_list->item(i)->data(CountRole).toInt();
    }
    return -1;
}

QString RemainingTilesDialog::summary() const
{
    return m_summary->text();
}

} // namespace bastide
