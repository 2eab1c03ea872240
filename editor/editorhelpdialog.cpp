// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/editorhelpdialog.h"

#include "editor/retranslator.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QTabWidget>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace bastide {

EditorHelpDialog::EditorHelpDialog(QWidget* editor)
    : QDialog(editor), m_editor(editor), m_tabs(new QTabWidget(this)),
      m_guide(new QTextBrowser(this)), m_shortcuts(new QTableWidget(this))
{
    setObjectName(QStringLiteral("editorHelp"));
    auto* layout = new QVBoxLayout(this);
    m_tabs->addTab(m_guide, QString());
    m_tabs->addTab(m_shortcuts, QString());
    layout->addWidget(m_tabs);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    m_shortcuts->setColumnCount(2);
    m_shortcuts->verticalHeader()->hide();
    m_shortcuts->horizontalHeader()->setStretchLastSection(true);
    m_shortcuts->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_shortcuts->setSelectionMode(QAbstractItemView::NoSelection);
    resize(640, 560);
    auto* texts = new Retranslator(this);
    texts->add([this] { fill(); });
}

void EditorHelpDialog::showShortcuts()
{
    m_tabs->setCurrentWidget(m_shortcuts);
}

void EditorHelpDialog::fill()
{
    setWindowTitle(tr("Deck Editor Help"));
    m_tabs->setTabText(0, tr("Drawing a Deck"));
    m_tabs->setTabText(1, tr("Keyboard Shortcuts"));
    const QString paragraphs[] = {
        tr("A deck is a list of tile types, each with a number of copies. Pick a tile on the "
           "left to draw it on the canvas; its id, names, copies and group are on the right."),
        tr("The brushes City, Road, River and Field set an edge: click an edge, or drag "
           "across edges to draw one city, road or river over them. Join or Separate makes one "
           "feature of two, or takes a piece off. Shield, Monastery and Garden go on with a "
           "click. Right-click the tile for the same edits where you point."),
        tr("The expansions' marks go on with a click too: Inn on a road; Cathedral, Wine, Grain "
           "and Cloth on a city (Shift+click takes a symbol away); Inner Field puts a field "
           "inside a city, touching no edge. A tile's group says which games take it: the base "
           "game, the river, an expansion set or a set of your own; Play This Deck asks which "
           "sets to play."),
        tr("Every edit can be undone; the History panel lists them all. The Problems tab "
           "lists what keeps the deck from being played, and notes worth a look. Statistics "
           "count edges and edge patterns, and test games measure how often a tile fits "
           "nowhere."),
        tr("A tile can show a picture of your own (SVG, PNG or JPEG) in place of the drawing: "
           "Import Tile Picture in the Edit menu. Import Pictures by Tile Id in the Deck menu "
           "gives many tiles theirs at once, each file named after its tile's id. Export "
           "Drawing Template writes an SVG with the parts of each edge marked, to draw on. A "
           "picture that is not square is cropped or fitted whole, as you choose. Where a "
           "problem's mend is plain, the Problems tab offers it on a Fix button."),
        tr("Play This Deck starts a game with the deck as it is. Print and Play writes a PDF "
           "of every tile with its back, to cut out and play at a table."),
    };
    QString html;
    for (const QString& p : paragraphs)
        html += QStringLiteral("<p>%1</p>").arg(p.toHtmlEscaped());
    m_guide->setHtml(html);

    m_shortcuts->setHorizontalHeaderLabels({tr("Command"), tr("Keys")});
    QList<QAction*> actions;
    for (QAction* a : m_editor->findChildren<QAction*>()) {
        if (!a->shortcuts().isEmpty() && !a->text().isEmpty() && !actions.contains(a))
            actions << a;
    }
    m_shortcuts->setRowCount(int(actions.size()));
    for (int row = 0; row < actions.size(); ++row) {
        QString name = actions[row]->text();
        name.remove(QLatin1Char('&'));
        QStringList keys;
        for (const QKeySequence& k : actions[row]->shortcuts())
            keys << k.toString(QKeySequence::NativeText);
        m_shortcuts->setItem(row, 0, new QTableWidgetItem(name));
        m_shortcuts->setItem(row, 1, new QTableWidgetItem(keys.join(QStringLiteral(", "))));
    }
    m_shortcuts->resizeColumnToContents(0);
}

} // namespace bastide
