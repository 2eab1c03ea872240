// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/statisticspanel.h"

#include "editor/deckdocument.h"
#include "editor/deckstatistics.h"
#include "editor/editorstyle.h"
#include "editor/groupnames.h"
#include "editor/holefillview.h"
#include "editor/playsets.h"
#include "editor/retranslator.h"
#include "editor/statisticstext.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QTabWidget>
#include <QThread>
#include <QTimer>
#include <QVBoxLayout>

namespace bastide {

StatisticsPanel::StatisticsPanel(DeckDocument* document, PlaySets* sets, QWidget* parent)
    : QWidget(parent), m_document(document), m_sets(sets), m_setBoxes(new QWidget(this)),
      m_pages(new QTabWidget(this)), m_contents(new QLabel(this)), m_risks(new QLabel(this)),
      m_patterns(new QLabel(this)), m_holeFill(new HoleFillView(this)), m_tiles(new QLabel(this)),
      m_simulation(new QLabel(this)), m_progress(new QProgressBar(this)),
      m_runButton(new QPushButton(this)), m_debounce(new QTimer(this)), m_poll(new QTimer(this))
{
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    m_pages->setObjectName(QStringLiteral("statisticsPages"));
    m_pages->setDocumentMode(true);
    outer->addWidget(m_pages);
    m_setBoxes->setObjectName(QStringLiteral("setsInPlay"));
    auto* boxes = new QHBoxLayout(m_setBoxes);
    boxes->setContentsMargins(8, 0, 8, 0);
    boxes->setSpacing(10);
    m_pages->setCornerWidget(m_setBoxes, Qt::TopRightCorner);
    for (QLabel* label : {m_contents, m_risks, m_patterns, m_tiles, m_simulation}) {
        label->setTextFormat(Qt::RichText);
        label->setWordWrap(true);
        label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    }

    // Contents: what the deck holds beside what its edges say about fitting.
    auto* contents = new QHBoxLayout;
    contents->setSpacing(24);
    contents->addWidget(m_contents, 1);
    contents->addWidget(m_risks, 1);
    const int contentsPage = m_pages->addTab(page(contents), QString());

    auto* patterns = new QHBoxLayout;
    patterns->setSpacing(24);
    patterns->addWidget(m_patterns, 1);
    patterns->addWidget(m_holeFill, 1, Qt::AlignTop);
    const int patternsPage = m_pages->addTab(page(patterns), QString());

    auto* tiles = new QVBoxLayout;
    tiles->addWidget(m_tiles);
    const int tilesPage = m_pages->addTab(page(tiles), QString());

    auto* games = new QVBoxLayout;
    games->setSpacing(6);
    QLabel* gamesNote = EditorStyle::note(QString(), this);
    games->addWidget(gamesNote);
    games->addWidget(m_simulation);
    m_progress->setRange(0, TestGames);
    m_progress->setTextVisible(false);
    m_progress->setMaximumHeight(8);
    games->addWidget(m_progress);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_runButton);
    buttons->addStretch(1);
    games->addLayout(buttons);
    const int gamesPage = m_pages->addTab(page(games), QString());

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
    connect(sets, &PlaySets::changed, this, &StatisticsPanel::deckChanged);
    // A change is announced before its problems are known; word the state again after.
    connect(document, &DeckDocument::problemsChanged, this, &StatisticsPanel::refreshSimulation);
    auto* texts = new Retranslator(this);
    texts->add([=, this] {
        m_pages->setTabText(contentsPage, tr("Contents"));
        m_pages->setTabText(patternsPage, tr("Edge patterns"));
        m_pages->setTabText(tilesPage, tr("Tiles"));
        m_pages->setTabText(gamesPage, tr("Test games"));
        gamesNote->setText(tr(
            "Bastide plays %n whole games on this deck with random moves and counts the tiles "
            "that fit nowhere when drawn and must be discarded. People leave fewer awkward holes "
            "than random play, so real games discard fewer.",
            "", TestGames));
        m_runButton->setText(tr("Play test games again"));
        m_boxedSets.clear(); // the boxes are worded again
        refreshContents();
        refreshSimulation();
    });
    m_debounce->start();
}

QWidget* StatisticsPanel::page(QLayout* layout)
{
    // The pages sit in a short pane under the canvas: their text scrolls rather than
    // squeezing the canvas or being cut off.
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto* content = new QWidget(scroll);
    auto* column = new QVBoxLayout(content);
    column->setContentsMargins(10, 8, 10, 8);
    column->addLayout(layout);
    column->addStretch(1);
    scroll->setWidget(content);
    // setWidget() makes the content paint its own (default) background; let the pane show.
    content->setAutoFillBackground(false);
    scroll->viewport()->setAutoFillBackground(false);
    return scroll;
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

QString StatisticsPanel::patternsText() const
{
    return m_patterns->text() + m_holeFill->resultText();
}

QString StatisticsPanel::tilesText() const
{
    return m_tiles->text();
}

QString StatisticsPanel::simulationText() const
{
    return m_simulation->text();
}

QCheckBox* StatisticsPanel::setBox(const QString& set) const
{
    return m_setBoxes->findChild<QCheckBox*>(QStringLiteral("inPlay:") + set);
}

void StatisticsPanel::fillSetBoxes()
{
    const Deck& deck = m_document->deck();
    const QStringList sets = GroupNames::expansionsIn(deck);
    const QStringList chosen = m_sets->chosen(deck);
    if (sets != m_boxedSets) {
        m_boxedSets = sets;
        auto* layout = static_cast<QHBoxLayout*>(m_setBoxes->layout());
        while (QLayoutItem* item = layout->takeAt(0)) {
            delete item->widget();
            delete item;
        }
        //: Before the boxes of the expansion sets the statistics count: "In play: [x] Inns &
        //: Cathedrals [x] my-set".
        auto* label = EditorStyle::note(tr("In play:"), m_setBoxes);
        label->setToolTip(tr("The statistics and test games count the base game and the sets "
                             "ticked here, as a game with them plays. Play This Deck starts "
                             "with the same sets."));
        layout->addWidget(label);
        for (const QString& set : sets) {
            // "&" would mark a shortcut letter: "Inns & Cathedrals" shows as it is written.
            auto* box = new QCheckBox(
                GroupNames::display(set).replace(QLatin1Char('&'), QLatin1String("&&")),
                m_setBoxes);
            box->setObjectName(QStringLiteral("inPlay:") + set);
            box->setToolTip(label->toolTip());
            connect(box, &QCheckBox::toggled, this,
                    [this, set](bool on) { m_sets->setInPlay(set, on); });
            layout->addWidget(box);
        }
    }
    for (const QString& set : sets) {
        QCheckBox* box = setBox(set);
        const QSignalBlocker block(box);
        box->setChecked(chosen.contains(set));
    }
    m_setBoxes->setVisible(!sets.isEmpty());
}

void StatisticsPanel::refreshContents()
{
    fillSetBoxes();
    const Deck& deck = m_document->deck();
    const DeckStatistics s(deck, m_sets->chosen(deck));
    m_contents->setText(StatisticsText::contents(s));
    m_risks->setText(StatisticsText::fitting(deck, s));
    m_patterns->setText(StatisticsText::patterns(deck, s));
    m_holeFill->setStatistics(s);
    m_tiles->setText(StatisticsText::tiles(deck, s));
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
    m_simulation->setText(StatisticsText::simulation(m_document->deck(), m_result));
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
        QThread::create([this, deck = m_document->deck(), sets = m_sets->chosen(m_document->deck()),
                         cancel = m_cancel, done = m_done, run] {
            DeckSimulation::Result result =
                DeckSimulation::run(deck, sets, TestGames, 20240601, cancel.get(), done.get());
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
