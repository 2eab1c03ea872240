// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/remainingtilesdialog.h"

#include "app/boardart.h"
#include "app/theme.h"
#include "editor/retranslator.h"
#include "engine/game.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QEvent>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPainter>
#include <QScrollArea>
#include <QScrollBar>
#include <QTextLayout>
#include <QVBoxLayout>
#include <algorithm>

namespace bastide {

namespace {
constexpr int TileSide = 72;
constexpr int CellWidth = TileSide + 52; // the narrowest a column gets
constexpr int CountRole = Qt::UserRole + 1;
constexpr int IdRole = Qt::UserRole + 2;
constexpr int NameRole = Qt::UserRole + 3;

/** `name` broken into lines no wider than `width` where it can be (a word wider stays whole). */
QStringList wrapped(const QString& name, const QFont& font, int width)
{
    QTextLayout layout(name, font);
    QTextOption option;
    option.setWrapMode(QTextOption::WordWrap);
    layout.setTextOption(option);
    QStringList lines;
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        lines << name.mid(line.textStart(), line.textLength()).trimmed();
    }
    layout.endLayout();
    return lines;
}
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
    // The sets' headings and grids scroll as one page; the grids themselves never scroll.
    m_scroll = new QScrollArea;
    m_scroll->setObjectName(QStringLiteral("tilesScroll"));
    m_scroll->setWidgetResizable(true);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_scroll->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn); // the columns never reflow
    m_scroll->viewport()->installEventFilter(this);
    m_content = new QWidget;
    m_content->setObjectName(QStringLiteral("tilesContent"));
    m_content->setBackgroundRole(QPalette::Base);
    m_content->setAutoFillBackground(true);
    m_contentLayout = new QVBoxLayout(m_content);
    m_contentLayout->setContentsMargins(8, 4, 8, 8);
    m_contentLayout->setSpacing(0);
    m_contentLayout->addStretch(1);
    m_scroll->setWidget(m_content);
    layout->addWidget(m_scroll, 1);
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

QListWidget* RemainingTilesDialog::addGrid()
{
    auto* list = new QListWidget;
    list->setObjectName(QStringLiteral("tilesGrid"));
    list->setViewMode(QListView::IconMode);
    list->setIconSize(QSize(TileSide + 8, TileSide + 8));
    list->setGridSize(QSize(CellWidth, TileSide + 52));
    list->setTextElideMode(Qt::ElideNone);
    list->setFrameShape(QFrame::NoFrame);
    // The grids lie on the page, not in boxes of their own: the headings divide the sets.
    list->setStyleSheet(QStringLiteral("QListView#tilesGrid { border: none; background: "
                                       "transparent; }"));
    list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    list->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    list->setResizeMode(QListView::Adjust);
    list->setMovement(QListView::Static);
    list->setSelectionMode(QAbstractItemView::NoSelection);
    list->setUniformItemSizes(false); // so a long name takes its further lines
    list->setWordWrap(false);         // fitGrid breaks the names into lines itself
    list->setFocusPolicy(Qt::NoFocus);
    list->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    // The wheel scrolls the page, never a grid on it.
    list->viewport()->installEventFilter(this);
    m_contentLayout->insertWidget(m_contentLayout->count() - 1, list);
    m_lists.push_back(list);
    return list;
}

void RemainingTilesDialog::addHeading(const QString& name)
{
    // A heading across the whole width, a rule beneath it, the tiles of its set below.
    auto* heading = new QLabel(name);
    heading->setObjectName(QStringLiteral("setHeading"));
    heading->setAccessibleName(name);
    QFont f = font();
    f.setPointSizeF(f.pointSizeF() * 1.2);
    f.setBold(true);
    heading->setFont(f);
    heading->setStyleSheet(QStringLiteral("color: #5a4632; padding: 0px 2px 2px 2px;"));
    auto* rule = new QFrame;
    rule->setObjectName(QStringLiteral("setHeadingRule"));
    rule->setFixedHeight(2);
    rule->setStyleSheet(QStringLiteral("background: #d8c6a6; border: none;"));
    if (!m_headings.empty())
        m_contentLayout->insertSpacing(m_contentLayout->count() - 1, 16);
    m_contentLayout->insertWidget(m_contentLayout->count() - 1, heading);
    m_contentLayout->insertWidget(m_contentLayout->count() - 1, rule);
    m_contentLayout->insertSpacing(m_contentLayout->count() - 1, 8);
    m_headings.push_back(heading);
    m_rules.push_back(rule);
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
    if (watched == m_scroll->viewport() && event->type() == QEvent::Resize)
        fitGrid();
    if (event->type() == QEvent::Wheel && watched != m_scroll->viewport()) {
        QCoreApplication::sendEvent(m_scroll->verticalScrollBar(), event);
        return true;
    }
    return QDialog::eventFilter(watched, event);
}

void RemainingTilesDialog::fitGrid()
{
    if (m_lists.empty())
        return;
    const QMargins margins = m_contentLayout->contentsMargins();
    const int available = m_scroll->viewport()->width() - margins.left() - margins.right() - 2;
    const int columns = std::max(1, available / CellWidth);
    const int width = std::max(CellWidth, available / columns);
    // Names are broken into lines here, at the column's width less the item's margins: the
    // item view, left to wrap them, wraps a name at another width when it sizes the item than
    // when it paints it, and elides the line that does not fit ("Два сусідні краї міста із
    // …"). The tallest name of a set sets the height of its rows, so a set of short names is
    // not spaced out by another's long one.
    const QFont font = m_lists.front()->font();
    const QFontMetrics fm(font);
    for (QListWidget* list : m_lists) {
        int lines = 2;
        for (int i = 0; i < list->count(); ++i) {
            QListWidgetItem* item = list->item(i);
            const QStringList name = wrapped(item->data(NameRole).toString(), font, width - 12);
            item->setText(name.join(QChar::LineSeparator));
            lines = std::max(lines, int(name.size()));
        }
        const int text = lines * fm.lineSpacing() + 2;
        list->setProperty("textHeight", text);
        const QSize grid(width, TileSide + 18 + text);
        if (list->gridSize() != grid)
            list->setGridSize(grid);
        const int rows = (list->count() + columns - 1) / columns;
        list->setFixedHeight(rows * grid.height() + 2);
    }
}

QStringList RemainingTilesDialog::cutNames() const
{
    // A name is whole when its item shows all of it, each line within the cell's width, in
    // the text height the grid leaves for it.
    QStringList cut;
    for (QListWidget* list : m_lists) {
        const QFontMetrics fm(list->font());
        const int width = list->gridSize().width() - 12;
        for (int i = 0; i < list->count(); ++i) {
            const QString name = list->item(i)->data(NameRole).toString();
            const QStringList lines = list->item(i)->text().split(QChar::LineSeparator);
            const bool wide = std::any_of(lines.begin(), lines.end(), [&](const QString& line) {
                return fm.horizontalAdvance(line) > width;
            });
            if (lines.join(QLatin1Char(' ')) != name || wide ||
                int(lines.size()) * fm.lineSpacing() > list->property("textHeight").toInt())
                cut << name;
        }
    }
    return cut;
}

void RemainingTilesDialog::setGame(const Game& game)
{
    m_river = game.rules().river;
    updateNote();
    for (QLabel* heading : m_headings)
        delete heading;
    for (QFrame* rule : m_rules)
        delete rule;
    m_rules.clear();
    for (QListWidget* list : m_lists)
        delete list;
    m_headings.clear();
    m_lists.clear();
    while (m_contentLayout->count() > 1) // the spacings; the stretch at the end stays
        delete m_contentLayout->takeAt(0);
    const TileSet& tiles = game.tileSet();
    std::vector<int> left(std::size_t(tiles.typeCount()), 0);
    for (const TileTypeId t : game.bag())
        ++left[t.index()];
    const qreal ratio = devicePixelRatioF();
    // Grouped by set, in draw order: the river first when it is played, then the base
    // game and the expansion sets in play.
    std::vector<std::pair<QString, std::vector<TileTypeId>>> sets;
    auto add = [&](const QString& heading, auto&& wanted) {
        std::vector<TileTypeId> types;
        for (int t = 0; t < tiles.deckTypeCount(); ++t) {
            if (wanted(tiles.type(TileTypeId(t))))
                types.push_back(TileTypeId(t));
        }
        if (!types.empty())
            sets.emplace_back(heading, std::move(types));
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
    for (const auto& [heading, types] : sets) {
        if (sets.size() > 1)
            addHeading(heading);
        QListWidget* list = addGrid();
        for (const TileTypeId t : types)
            list->addItem(tileItem(tiles.type(t), t, left[t.index()], ratio));
    }
    m_summary->setText(tr("%n tile(s) left in the bag", "", game.tilesLeft()));
    fitGrid();
}

QListWidgetItem* RemainingTilesDialog::tileItem(const TileType& type, TileTypeId index, int count,
                                                qreal ratio) const
{
    QPixmap icon(int((TileSide + 8) * ratio), int((TileSide + 8) * ratio));
    icon.setDevicePixelRatio(ratio);
    icon.fill(Qt::transparent);
    {
        QPainter p(&icon);
        p.setRenderHint(QPainter::Antialiasing);
        p.setOpacity(count > 0 ? 1.0 : 0.28);
        const QRectF r(4, 4, TileSide, TileSide);
        const QPixmap tile = m_art->tilePixmap(index, Rotation(0), TileSide, ratio);
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
    item->setData(NameRole, item->text()); // the text itself is broken into lines by fitGrid
    const QString left = tr("Tile %1: %n left", "", count).arg(type.id);
    item->setToolTip(name.isEmpty() ? left : QStringLiteral("%1\n%2").arg(name, left));
    if (count == 0)
        item->setForeground(Theme::mutedInk());
    return item;
}

QStringList RemainingTilesDialog::headings() const
{
    QStringList names;
    for (const QLabel* heading : m_headings)
        names << heading->text();
    return names;
}

int RemainingTilesDialog::countShown(const QString& id) const
{
    for (const QListWidget* list : m_lists) {
        for (int i = 0; i < list->count(); ++i) {
            if (list->item(i)->data(IdRole).toString() == id)
                return list->item(i)->data(CountRole).toInt();
        }
    }
    return -1;
}

QString RemainingTilesDialog::summary() const
{
    return m_summary->text();
}

} // namespace bastide
