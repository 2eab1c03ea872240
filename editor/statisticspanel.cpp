// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/statisticspanel.h"

#include "editor/deckdocument.h"
#include "editor/deckstatistics.h"
#include "editor/editorstyle.h"
#include "editor/retranslator.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QThread>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>
#include <numeric>

namespace bastide {

namespace {

QString percent(double share)
{
    return QLocale().toString(share * 100.0, 'f', share < 0.1 ? 1 : 0);
}

} // namespace

StatisticsPanel::StatisticsPanel(DeckDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document), m_contents(new QLabel(this)),
      m_risks(EditorStyle::note(QString(), this)), m_simulation(new QLabel(this)),
      m_progress(new QProgressBar(this)), m_runButton(new QPushButton(this)),
      m_debounce(new QTimer(this)), m_poll(new QTimer(this))
{
    // The panel sits in a short pane under the canvas: its text scrolls rather than
    // squeezing the canvas or being cut off.
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto* content = new QWidget(scroll);
    scroll->setWidget(content);
    // setWidget() makes the content paint its own (default) background; let the pane show.
    content->setAutoFillBackground(false);
    scroll->viewport()->setAutoFillBackground(false);
    outer->addWidget(scroll);
    auto* layout = new QHBoxLayout(content);
    layout->setContentsMargins(10, 8, 10, 8);
    layout->setSpacing(24);

    auto* left = new QVBoxLayout;
    left->setSpacing(6); // not the 24 between the columns
    QLabel* contentsHeading = EditorStyle::heading(QString(), this);
    left->addWidget(contentsHeading);
    m_contents->setTextFormat(Qt::RichText);
    m_contents->setWordWrap(true);
    m_contents->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    left->addWidget(m_contents);
    m_risks->setTextFormat(Qt::RichText);
    left->addWidget(m_risks);
    left->addStretch(1);
    layout->addLayout(left, 1);

    auto* right = new QVBoxLayout;
    right->setSpacing(6);
    QLabel* gamesHeading = EditorStyle::heading(QString(), this);
    right->addWidget(gamesHeading);
    QLabel* gamesNote = EditorStyle::note(QString(), this);
    right->addWidget(gamesNote);
    m_simulation->setTextFormat(Qt::RichText);
    m_simulation->setWordWrap(true);
    m_simulation->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    right->addWidget(m_simulation);
    m_progress->setRange(0, TestGames);
    m_progress->setTextVisible(false);
    m_progress->setMaximumHeight(8);
    right->addWidget(m_progress);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_runButton);
    buttons->addStretch(1);
    right->addLayout(buttons);
    right->addStretch(1);
    layout->addLayout(right, 1);

    m_debounce->setSingleShot(true);
    m_debounce->setInterval(700);
    connect(m_debounce, &QTimer::timeout, this, [this] {
        if (m_document->isPlayable() && isVisible())
            simulate();
    });
    m_poll->setInterval(100);
    connect(m_poll, &QTimer::timeout, this, [this] {
        if (m_done)
            m_progress->setValue(m_done->load());
    });
    connect(m_runButton, &QPushButton::clicked, this, &StatisticsPanel::simulate);
    connect(document, &DeckDocument::changed, this, &StatisticsPanel::deckChanged);
    // A change is announced before its problems are known; word the state again after.
    connect(document, &DeckDocument::problemsChanged, this, &StatisticsPanel::refreshSimulation);
    auto* texts = new Retranslator(this);
    texts->add([=, this] {
        contentsHeading->setText(tr("Contents"));
        gamesHeading->setText(tr("Test games"));
        gamesNote->setText(tr(
            "Bastide plays %n whole games on this deck with random moves and counts the tiles "
            "that fit nowhere when drawn and must be discarded. People leave fewer awkward holes "
            "than random play, so real games discard fewer.",
            "", TestGames));
        m_runButton->setText(tr("Play test games again"));
        refreshContents();
        refreshSimulation();
    });
    m_debounce->start();
}

StatisticsPanel::~StatisticsPanel()
{
    stopSimulation();
}

void StatisticsPanel::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    // Test games run only while the panel is seen; catch up on edits made meanwhile.
    if (!m_fresh && !isSimulating())
        m_debounce->start();
}

void StatisticsPanel::deckChanged()
{
    m_fresh = false;
    stopSimulation();
    refreshContents();
    refreshSimulation();
    m_debounce->start();
}

QString StatisticsPanel::contentsText() const
{
    return m_contents->text() + m_risks->text();
}

QString StatisticsPanel::simulationText() const
{
    return m_simulation->text();
}

void StatisticsPanel::refreshContents()
{
    const Deck& deck = m_document->deck();
    const DeckStatistics s(deck);
    QString html;
    html += QStringLiteral("<p style='margin:0 0 6px 0'>") +
            tr("Tiles: <b>%1</b> (base game %2, river %3) · Types: %4")
                .arg(s.tiles)
                .arg(s.baseTiles)
                .arg(s.riverTiles)
                .arg(s.types) +
            QStringLiteral("</p>");
    html += QStringLiteral("<table cellspacing='0' cellpadding='3'><tr><th align='left'>%1</th>"
                           "<th align='right'>%2</th><th align='right'>%3</th></tr>")
                .arg(tr("Edge"), tr("Edges"), tr("Tiles that can meet it"));
    const std::pair<Terrain, QString> rows[] = {{Terrain::City, tr("City")},
                                                {Terrain::Road, tr("Road")},
                                                {Terrain::Field, tr("Field")},
                                                {Terrain::River, tr("River")}};
    for (const auto& [terrain, name] : rows) {
        const DeckStatistics::TerrainCount& c = s.terrain[std::size_t(terrain)];
        html += QStringLiteral("<tr><td>%1</td><td align='right'>%2</td><td align='right'>%3</td>"
                               "</tr>")
                    .arg(name)
                    .arg(c.edges)
                    .arg(c.tiles);
    }
    html += QStringLiteral("</table><p style='margin:6px 0 0 0'>") +
            tr("Shields: %1 · Monasteries: %2 · Gardens: %3")
                .arg(s.shields)
                .arg(s.monasteries)
                .arg(s.gardens) +
            QStringLiteral("</p>");
    m_contents->setText(html);

    if (s.risks.empty()) {
        m_risks->setText(tr("Every base tile has edges enough to fit somewhere on a typical "
                            "board."));
        return;
    }
    QString risks =
        QStringLiteral("<p style='color:%1; margin:4px 0 2px 0'><b>%2</b></p>"
                       "<ul style='margin:0'>")
            .arg(EditorStyle::problem().name(), tr("Tiles that will often fit nowhere"));
    for (const DeckStatistics::Risk& r : s.risks) {
        risks +=
            QStringLiteral("<li>") +
            tr("%1: its edges meet only %2% of the edges in the deck; on a board with %3 "
               "open edges it fits none of them about %4% of the time.")
                .arg(deck.tiles[std::size_t(r.tile)].id.toHtmlEscaped(), percent(r.fittingShare),
                     QString::number(DeckStatistics::TypicalOpenEdges), percent(r.chance)) +
            QStringLiteral("</li>");
    }
    m_risks->setText(risks + QStringLiteral("</ul>"));
}

void StatisticsPanel::refreshSimulation()
{
    m_runButton->setEnabled(m_document->isPlayable() && !isSimulating());
    m_progress->setVisible(isSimulating());
    if (!m_document->isPlayable()) {
        m_simulation->setText(tr("Fix the deck's problems to play test games on it."));
        return;
    }
    if (isSimulating()) {
        m_simulation->setText(tr("Playing test games…"));
        return;
    }
    if (!m_fresh) {
        m_simulation->setText(tr("Test games start a moment after the last edit."));
        return;
    }
    const Deck& deck = m_document->deck();
    const double rate = m_result.discardRate();
    const QColor color = rate >= 0.05   ? EditorStyle::problem()
                         : rate >= 0.01 ? EditorStyle::accent()
                                        : EditorStyle::good();
    QString html = QStringLiteral("<p style='margin:0'><span style='color:%1; font-size:14pt; "
                                  "font-weight:600'>%2</span><br>%3</p>")
                       .arg(color.name(), tr("%1% discarded").arg(percent(rate)),
                            tr("Games: %1 · tiles drawn: %2 · fitting nowhere: %3")
                                .arg(m_result.games)
                                .arg(m_result.draws)
                                .arg(m_result.discards));
    std::vector<int> order(deck.tiles.size());
    std::iota(order.begin(), order.end(), 0);
    std::erase_if(order, [&](int t) { return m_result.discardsPerTile[std::size_t(t)] == 0; });
    std::sort(order.begin(), order.end(),
              [&](int a, int b) { return m_result.discardRate(a) > m_result.discardRate(b); });
    if (!order.empty()) {
        html += QStringLiteral("<p style='margin:6px 0 2px 0'>") + tr("Discarded most often:") +
                QStringLiteral("</p><ul style='margin:0'>");
        for (std::size_t i = 0; i < std::min<std::size_t>(order.size(), 5); ++i) {
            const int t = order[i];
            html += QStringLiteral("<li>") +
                    tr("%1: %2% of its draws")
                        .arg(deck.tiles[std::size_t(t)].id.toHtmlEscaped(),
                             percent(m_result.discardRate(t))) +
                    QStringLiteral("</li>");
        }
        html += QStringLiteral("</ul>");
    }
    if (rate >= 0.05)
        html += QStringLiteral("<p style='margin:6px 0 0 0'>") +
                tr("That is often: add tiles with the edges these tiles need, or give them more "
                   "kinds of edge.") +
                QStringLiteral("</p>");
    m_simulation->setText(html);
}

void StatisticsPanel::simulate()
{
    if (!m_document->isPlayable())
        return;
    stopSimulation();
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    m_done = std::make_shared<std::atomic<int>>(0);
    const quint64 run = ++m_run;
    m_thread =
        QThread::create([this, deck = m_document->deck(), cancel = m_cancel, done = m_done, run] {
            DeckSimulation::Result result =
                DeckSimulation::run(deck, TestGames, 20240601, cancel.get(), done.get());
            if (result.cancelled)
                return;
            QMetaObject::invokeMethod(
                this,
                [this, result = std::move(result), run]() mutable {
                    finishSimulation(std::move(result), run);
                },
                Qt::QueuedConnection);
        });
    m_thread->start(QThread::LowPriority);
    m_progress->setValue(0);
    m_poll->start();
    refreshSimulation();
}

void StatisticsPanel::finishSimulation(DeckSimulation::Result result, quint64 run)
{
    // A run stopped since (the deck changed, or a new run began) was waited for then.
    if (run != m_run || !m_thread)
        return;
    m_thread->wait();
    delete m_thread;
    m_thread = nullptr;
    m_poll->stop();
    m_result = std::move(result);
    m_fresh = true;
    refreshSimulation();
    emit simulationFinished();
}

void StatisticsPanel::stopSimulation()
{
    ++m_run;
    if (!m_thread)
        return;
    m_cancel->store(true);
    m_thread->wait();
    delete m_thread;
    m_thread = nullptr;
    m_poll->stop();
}

} // namespace bastide
