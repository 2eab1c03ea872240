// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/mainwindow.h"

#include "app/appsettings.h"
#include "app/boardart.h"
#include "app/boardscene.h"
#include "app/boardview.h"
#include "app/documenttype.h"
#include "app/endgamedialog.h"
#include "app/gamefiles.h"
#include "app/gamelogmodel.h"
#include "app/gamesession.h"
#include "app/gametexts.h"
#include "app/hintbanner.h"
#include "app/howtoplaydialog.h"
#include "app/icons.h"
#include "app/newgamedialog.h"
#include "app/preferencesdialog.h"
#include "app/remainingtilesdialog.h"
#include "app/scorepanel.h"
#include "app/shortcutsdialog.h"
#include "app/theme.h"
#include "app/turnpanel.h"
#include "art/artcache.h"
#include "editor/deckdocument.h"
#include "editor/deckeditorwindow.h"
#include "editor/retranslator.h"
#include "engine/deck.h"
#include "engine/messages.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QListView>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSplitter>
#include <QStandardPaths>
#include <QStatusBar>
#include <QToolBar>
#include <QVBoxLayout>

namespace bastide {

namespace {

QKeySequence orFallback(QKeySequence::StandardKey key, const QKeySequence& fallback)
{
    const QKeySequence standard(key);
    return standard.isEmpty() ? fallback : standard;
}

QString farmersText(FarmerScoring f)
{
    switch (f) {
    case FarmerScoring::Modern:
        return MainWindow::tr("modern farmers");
    case FarmerScoring::Classic:
        return MainWindow::tr("classic farmers");
    case FarmerScoring::None:
        return MainWindow::tr("no farmers");
    }
    return {};
}

} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent), m_cache(std::make_unique<ArtCache>(48ll * 1024 * 1024)),
      m_art(std::make_unique<BoardArt>(m_cache.get())), m_session(new GameSession(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    m_texts = new Retranslator(this);
    m_texts->add([this] { setWindowTitle(tr("Bastide")); });
    m_scene = new BoardScene(m_session, m_art.get(), this);
    m_view = new BoardView(m_scene);
    m_banner = new HintBanner(m_view);
    m_logModel = new GameLogModel(m_session, this);

    m_splitter = new QSplitter(Qt::Horizontal);
    m_splitter->setChildrenCollapsible(false);
    m_splitter->setHandleWidth(1);
    m_splitter->addWidget(m_view);
    m_splitter->addWidget(createSidePanel());
    m_splitter->setStretchFactor(0, 1);
    m_splitter->setStretchFactor(1, 0);
    m_splitter->setSizes({1000, 340});
    setCentralWidget(m_splitter);

    createActions();
    createMenus();
    createToolBar();
    statusBar()->setSizeGripEnabled(true);
    m_gameInfo = new QLabel;
    m_gameInfo->setObjectName(QStringLiteral("gameInfo"));
    m_gameInfo->setContentsMargins(0, 0, 8, 0);
    statusBar()->addPermanentWidget(m_gameInfo);

    connect(m_view, &BoardView::rotateRequested, m_session,
            [this](int turns) { m_session->rotate(turns); });
    connect(m_session, &GameSession::gameReset, this, [this] {
        m_endPending = false;
        if (m_endGame)
            m_endGame->close();
        updateStatus();
    });
    for (auto signal :
         {&GameSession::handChanged, &GameSession::pendingChanged, &GameSession::gameReset}) {
        connect(m_session, signal, this, &MainWindow::updateHint);
        connect(m_session, signal, this, &MainWindow::updateActions);
    }
    connect(m_session, &GameSession::phaseChanged, this, &MainWindow::updateHint);
    connect(m_session, &GameSession::phaseChanged, this, &MainWindow::updateActions);
    connect(m_session, &GameSession::thinkingChanged, this, &MainWindow::updateHint);
    connect(m_session, &GameSession::movePlayed, this, &MainWindow::onMovePlayed);
    connect(m_session, &GameSession::gameFinished, this, &MainWindow::onGameFinished);
    connect(m_session, &GameSession::placementRefused, this,
            [this](Cell, PlacementError error, bool fitsTurned) {
                onPlacementRefused(int(error), fitsTurned);
            });
    connect(m_session, &GameSession::pendingChanged, this, [this] {
        // Figure rings need room: zoom in on a tile just laid when the board is far away.
        const auto pending = m_session->pendingPlacement();
        const FigureOptions o = m_session->figureOptions();
        if (pending && (o.followers || o.abbot))
            m_view->focusOn(BoardScene::cellRect(pending->cell), 0.9);
    });
    connect(m_scene, &BoardScene::scoresShown, this, [this] {
        if (m_endPending)
            showEndOfGame();
    });
    connect(m_scorePanel, &ScorePanel::showTilesRequested, this, &MainWindow::showRemainingTiles);
    connect(m_turnPanel, &TurnPanel::newGameRequested, this, &MainWindow::newGame);
    connect(m_turnPanel, &TurnPanel::playAgainRequested, this, &MainWindow::playAgain);
    connect(m_turnPanel, &TurnPanel::resultsRequested, this, &MainWindow::showEndOfGame);
    connect(m_logView, &QListView::clicked, this, [this](const QModelIndex& index) {
        const int segment = index.data(GameLogModel::SegmentRole).toInt();
        if (segment >= 0)
            m_scene->highlightFeature(segment);
        else
            m_scene->highlightTile(index.data(GameLogModel::TileRole).toInt());
    });
    connect(m_logModel, &QAbstractItemModel::rowsInserted, m_logView, &QListView::scrollToBottom);
    connect(m_logModel, &QAbstractItemModel::modelReset, m_logView, &QListView::scrollToBottom);

    // Texts made from the game's state are worded again in the new language.
    m_texts->add([this] {
        m_logModel->retranslate();
        updateHint();
        updateStatus();
        if (m_endGame && m_session->hasGame() && m_session->game().isFinished())
            m_endGame->setGame(m_session->game());
        if (m_remaining && m_session->hasGame())
            m_remaining->setGame(m_session->game());
    });
    m_texts->add([this] { nameControls(); });
    updateActions();
    applyPreferences();
    resize(1360, 860);
    restoreLayout();
    m_view->setFocus();
}

MainWindow::~MainWindow()
{
    delete m_editor; // a top-level window of its own, not a child
    // The session goes first and quietly (its computer turn is cancelled, nobody listens);
    // the scene's items paint through the art, so they go before it.
    m_session->blockSignals(true);
    delete m_session;
    delete m_view;
    delete m_scene;
}

QWidget* MainWindow::createSidePanel()
{
    auto* side = new QWidget;
    side->setObjectName(QStringLiteral("sidePanel"));
    side->setMaximumWidth(480);
    auto* layout = new QVBoxLayout(side);
    // At least 320 wide, and wider when a language's words need it (a minimum width set on
    // the panel itself would hold even then).
    layout->addSpacerItem(new QSpacerItem(300, 0, QSizePolicy::Fixed, QSizePolicy::Fixed));
    layout->setContentsMargins(10, 10, 10, 10);
    layout->setSpacing(10);
    m_turnPanel = new TurnPanel(m_session, m_art.get());
    m_scorePanel = new ScorePanel(m_session);
    layout->addWidget(m_turnPanel);
    layout->addWidget(m_scorePanel);

    auto* logCard = new QFrame;
    logCard->setObjectName(QStringLiteral("card"));
    auto* logLayout = new QVBoxLayout(logCard);
    logLayout->setContentsMargins(10, 10, 10, 10);
    logLayout->setSpacing(6);
    auto* title = new QLabel;
    title->setObjectName(QStringLiteral("cardTitle"));
    title->setContentsMargins(4, 0, 0, 0);
    m_logView = new QListView;
    m_logView->setObjectName(QStringLiteral("logView"));
    m_logView->setModel(m_logModel);
    m_logView->setWordWrap(true);
    m_logView->setUniformItemSizes(false);
    m_logView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_logView->setFocusPolicy(Qt::NoFocus);
    m_logView->setIconSize(QSize(12, 12));
    m_logView->setFrameShape(QFrame::NoFrame);
    m_logView->setStyleSheet(
        QStringLiteral("QListView { border: none; background: transparent; }"));
    m_logView->setMinimumHeight(90);
    m_texts->add([this, title] {
        title->setText(tr("GAME LOG"));
        m_logView->setToolTip(tr("Click a line to see it on the board"));
    });
    logLayout->addWidget(title);
    logLayout->addWidget(m_logView, 1);
    layout->addWidget(logCard, 1);
    return side;
}

void MainWindow::createActions()
{
    auto make = [this](const QString& name, const char* text, const QList<QKeySequence>& keys,
                       auto slot) {
        auto* a = new QAction(this);
        m_texts->add([a, text] { a->setText(tr(text)); });
        a->setObjectName(name);
        a->setShortcuts(keys);
        a->setShortcutContext(Qt::WindowShortcut);
        connect(a, &QAction::triggered, this, slot);
        addAction(a);
        return a;
    };
    m_newGame = make(QStringLiteral("newGame"), QT_TR_NOOP("&New Game…"), {QKeySequence::New},
                     &MainWindow::newGame);
    m_newGame->setIcon(Icons::icon(Icons::Name::NewGame));
    m_playAgain = make(QStringLiteral("playAgain"), QT_TR_NOOP("Play &Again"),
                       {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N)}, &MainWindow::playAgain);
    m_open = make(QStringLiteral("open"), QT_TR_NOOP("&Open Game…"), {QKeySequence::Open},
                  &MainWindow::openGame);
    m_open->setIcon(Icons::icon(Icons::Name::Open));
    m_save = make(QStringLiteral("save"), QT_TR_NOOP("&Save Game"), {QKeySequence::Save},
                  &MainWindow::saveGame);
    m_save->setIcon(Icons::icon(Icons::Name::Save));
    m_saveAs =
        make(QStringLiteral("saveAs"), QT_TR_NOOP("Save Game &As…"),
             {orFallback(QKeySequence::SaveAs, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S))},
             &MainWindow::saveGameAs);
    m_deckEditor = make(QStringLiteral("deckEditor"), QT_TR_NOOP("&Deck Editor…"),
                        {QKeySequence(Qt::CTRL | Qt::Key_E)}, [this] { openDeckEditor(); });
    m_preferences =
        make(QStringLiteral("preferences"), QT_TR_NOOP("&Preferences…"),
             {orFallback(QKeySequence::Preferences, QKeySequence(Qt::CTRL | Qt::Key_Comma))},
             &MainWindow::showPreferences);
    m_preferences->setMenuRole(QAction::PreferencesRole);
    m_quit =
        make(QStringLiteral("quit"), QT_TR_NOOP("&Quit"),
             {orFallback(QKeySequence::Quit, QKeySequence(Qt::CTRL | Qt::Key_Q))}, &QWidget::close);
    m_quit->setMenuRole(QAction::QuitRole);

    m_undo = make(QStringLiteral("undo"), QT_TR_NOOP("&Undo Move"), {QKeySequence::Undo},
                  &MainWindow::undo);
    m_undo->setIcon(Icons::icon(Icons::Name::Undo));
    m_rotateRight = make(QStringLiteral("rotateRight"), QT_TR_NOOP("Turn Tile &Clockwise"),
                         {QKeySequence(Qt::Key_R)}, [this] { m_session->rotate(1); });
    m_rotateRight->setIcon(Icons::icon(Icons::Name::RotateRight));
    m_rotateLeft = make(QStringLiteral("rotateLeft"), QT_TR_NOOP("Turn Tile &Anticlockwise"),
                        {QKeySequence(Qt::SHIFT | Qt::Key_R)}, [this] { m_session->rotate(-1); });
    m_rotateLeft->setIcon(Icons::icon(Icons::Name::RotateLeft));
    m_confirm = make(QStringLiteral("confirm"), QT_TR_NOOP("&End Turn"),
                     {QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)},
                     [this] { m_session->confirm(); });
    m_confirm->setIcon(Icons::icon(Icons::Name::Confirm));
    m_stepBack = make(QStringLiteral("stepBack"), QT_TR_NOOP("Step &Back"),
                      {QKeySequence(Qt::Key_Escape)}, [this] { m_session->stepBack(); });
    m_stepBack->setIcon(Icons::icon(Icons::Name::StepBack));
    // The board from the keyboard: step through the spots (or the rings once the tile is
    // down) and take one. Space only while the board has focus, so buttons keep it.
    m_nextChoice =
        make(QStringLiteral("nextChoice"), QT_TR_NOOP("Ne&xt Spot or Ring"),
             {QKeySequence(Qt::Key_BracketRight)}, [this] { m_scene->moveKeyboardChoice(1); });
    m_previousChoice =
        make(QStringLiteral("previousChoice"), QT_TR_NOOP("Pre&vious Spot or Ring"),
             {QKeySequence(Qt::Key_BracketLeft)}, [this] { m_scene->moveKeyboardChoice(-1); });
    m_takeChoice = make(QStringLiteral("takeChoice"), QT_TR_NOOP("&Lay Tile or Place Figure There"),
                        {QKeySequence(Qt::Key_Space)}, [this] { m_scene->takeKeyboardChoice(); });
    m_takeChoice->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    removeAction(m_takeChoice);
    m_view->addAction(m_takeChoice);
    m_noFigure = make(QStringLiteral("noFigure"), QT_TR_NOOP("&No Figure"),
                      {QKeySequence(Qt::Key_N)}, [this] { m_session->chooseNoFigure(); });
    m_returnAbbot = make(QStringLiteral("returnAbbot"), QT_TR_NOOP("Take Back &Abbot"),
                         {QKeySequence(Qt::Key_A)}, [this] { m_session->chooseReturnAbbot(); });

    m_zoomIn = make(QStringLiteral("zoomIn"), QT_TR_NOOP("Zoom &In"),
                    {QKeySequence::ZoomIn, QKeySequence(Qt::Key_Plus), QKeySequence(Qt::Key_Equal)},
                    [this] { m_view->zoomIn(); });
    m_zoomIn->setIcon(Icons::icon(Icons::Name::ZoomIn));
    m_zoomOut =
        make(QStringLiteral("zoomOut"), QT_TR_NOOP("Zoom &Out"),
             {QKeySequence::ZoomOut, QKeySequence(Qt::Key_Minus)}, [this] { m_view->zoomOut(); });
    m_zoomOut->setIcon(Icons::icon(Icons::Name::ZoomOut));
    m_fitAll = make(QStringLiteral("fitAll"), QT_TR_NOOP("&Fit Whole Board"),
                    {QKeySequence(Qt::Key_F), QKeySequence(Qt::CTRL | Qt::Key_0)},
                    [this] { m_view->fitAll(); });
    m_fitAll->setIcon(Icons::icon(Icons::Name::FitAll));
    m_centre = make(QStringLiteral("centre"), QT_TR_NOOP("&Centre on Last Tile"),
                    {QKeySequence(Qt::Key_C)}, [this] { m_view->centreOnLastTile(); });
    m_centre->setIcon(Icons::icon(Icons::Name::Centre));
    m_tiles = make(QStringLiteral("tiles"), QT_TR_NOOP("&Tiles Left…"), {QKeySequence(Qt::Key_T)},
                   &MainWindow::showRemainingTiles);
    m_tiles->setIcon(Icons::icon(Icons::Name::Tiles));
    m_animations = make(QStringLiteral("animations"), QT_TR_NOOP("&Animations"), {},
                        [this](bool on) { AppSettings::setAnimationsEnabled(on); });
    m_animations->setCheckable(true);
    m_animations->setChecked(AppSettings::animationsEnabled());

    m_howToPlay = make(QStringLiteral("howToPlay"), QT_TR_NOOP("&How to Play"),
                       {orFallback(QKeySequence::HelpContents, QKeySequence(Qt::Key_F1))},
                       &MainWindow::showHowToPlay);
    m_shortcuts = make(QStringLiteral("shortcuts"), QT_TR_NOOP("&Keyboard Shortcuts"),
                       {QKeySequence(Qt::CTRL | Qt::Key_Slash)}, &MainWindow::showShortcuts);
    m_about = make(QStringLiteral("about"), QT_TR_NOOP("&About Bastide"), {}, [this] {
        QMessageBox::about(this, tr("About Bastide"),
                           tr("<h3>Bastide %1</h3><p>A tile-laying game of roads, cities, "
                              "monasteries and fields.</p>")
                               .arg(QApplication::applicationVersion()));
    });
}

DeckEditorWindow* MainWindow::deckEditor() const
{
    return m_editor;
}

HowToPlayDialog* MainWindow::howToPlayDialog() const
{
    return m_howToPlayDialog;
}

ShortcutsDialog* MainWindow::shortcutsDialog() const
{
    return m_shortcutsDialog;
}

QAction* MainWindow::action(const QString& name) const
{
    return findChild<QAction*>(name);
}

void MainWindow::createMenus()
{
    QMenu* game = menuBar()->addMenu(QString());
    game->setObjectName(QStringLiteral("gameMenu"));
    game->addAction(m_newGame);
    game->addAction(m_playAgain);
    game->addSeparator();
    game->addAction(m_open);
    game->addAction(m_save);
    game->addAction(m_saveAs);
    game->addSeparator();
    game->addAction(m_deckEditor);
    game->addSeparator();
    game->addAction(m_preferences);
    game->addSeparator();
    game->addAction(m_quit);

    QMenu* turn = menuBar()->addMenu(QString());
    turn->setObjectName(QStringLiteral("turnMenu"));
    turn->addAction(m_rotateRight);
    turn->addAction(m_rotateLeft);
    turn->addSeparator();
    turn->addAction(m_nextChoice);
    turn->addAction(m_previousChoice);
    turn->addAction(m_takeChoice);
    turn->addSeparator();
    turn->addAction(m_noFigure);
    turn->addAction(m_returnAbbot);
    turn->addAction(m_confirm);
    turn->addAction(m_stepBack);
    turn->addSeparator();
    turn->addAction(m_undo);

    QMenu* view = menuBar()->addMenu(QString());
    view->setObjectName(QStringLiteral("viewMenu"));
    view->addAction(m_zoomIn);
    view->addAction(m_zoomOut);
    view->addAction(m_fitAll);
    view->addAction(m_centre);
    view->addSeparator();
    view->addAction(m_tiles);
    view->addSeparator();
    view->addAction(m_animations);

    QMenu* help = menuBar()->addMenu(QString());
    help->setObjectName(QStringLiteral("helpMenu"));
    help->addAction(m_howToPlay);
    help->addAction(m_shortcuts);
    help->addSeparator();
    help->addAction(m_about);
    m_texts->add([game, turn, view, help] {
        game->setTitle(tr("&Game"));
        turn->setTitle(tr("&Turn"));
        view->setTitle(tr("&View"));
        help->setTitle(tr("&Help"));
    });
}

void MainWindow::createToolBar()
{
    QToolBar* bar = addToolBar(QString());
    bar->setObjectName(QStringLiteral("mainToolBar"));
    bar->setMovable(false);
    bar->setIconSize(QSize(22, 22));
    bar->setToolButtonStyle(Qt::ToolButtonIconOnly);
    for (QAction* a : {m_newGame, m_open, m_save}) {
        bar->addAction(a);
    }
    bar->addSeparator();
    bar->addAction(m_undo);
    bar->addSeparator();
    bar->addAction(m_rotateLeft);
    bar->addAction(m_rotateRight);
    bar->addSeparator();
    bar->addAction(m_zoomOut);
    bar->addAction(m_zoomIn);
    bar->addAction(m_fitAll);
    bar->addAction(m_centre);
    bar->addSeparator();
    bar->addAction(m_tiles);
    // After the actions' own texts, which the tooltips repeat.
    m_texts->add([bar] {
        bar->setWindowTitle(tr("Main"));
        for (QAction* a : bar->actions()) {
            if (!a->isSeparator() && !a->shortcut().isEmpty()) {
                a->setToolTip(tr("%1 (%2)").arg(
                    a->text().remove(QLatin1Char('&')).remove(QStringLiteral("…")),
                    a->shortcut().toString(QKeySequence::NativeText)));
            }
        }
    });
}

void MainWindow::updateActions()
{
    using Phase = GameSession::Phase;
    const bool game = m_session->hasGame();
    const Phase phase = m_session->phase();
    const bool placing = phase == Phase::PlaceTile || phase == Phase::PlaceFigure;
    m_playAgain->setEnabled(m_lastSetup != nullptr);
    m_save->setEnabled(game);
    m_saveAs->setEnabled(game);
    m_undo->setEnabled(m_session->canUndo());
    m_rotateLeft->setEnabled(placing);
    m_rotateRight->setEnabled(placing);
    m_nextChoice->setEnabled(placing);
    m_previousChoice->setEnabled(placing);
    m_takeChoice->setEnabled(placing);
    m_confirm->setEnabled(phase == Phase::PlaceFigure);
    m_stepBack->setEnabled(phase == Phase::PlaceFigure);
    m_noFigure->setEnabled(phase == Phase::PlaceFigure);
    m_returnAbbot->setEnabled(phase == Phase::PlaceFigure &&
                              m_session->figureOptions().canReturnAbbot);
    m_tiles->setEnabled(game);
    m_fitAll->setEnabled(game);
    m_centre->setEnabled(game);
}

void MainWindow::updateHint()
{
    using Phase = GameSession::Phase;
    if (!m_session->hasGame()) {
        m_banner->setHint(tr("Start a new game from the Game menu (%1)")
                              .arg(m_newGame->shortcut().toString(QKeySequence::NativeText)));
        return;
    }
    const Game& game = m_session->game();
    const QString name = m_session->playerNames().value(game.currentPlayer());
    switch (m_session->phase()) {
    case Phase::NoGame:
        m_banner->setHint(QString());
        break;
    case Phase::PlaceTile: {
        bool fitsNow = false;
        for (const Placement& p : m_session->legalPlacements())
            fitsNow = fitsNow || p.rotation == m_session->rotation();
        m_banner->setHint(
            fitsNow
                ? tr("%1: place your tile on a gold spot — R to rotate").arg(name)
                : tr("%1: turned this way the tile fits nowhere — press R to rotate it").arg(name));
        break;
    }
    case Phase::PlaceFigure: {
        const FigureOptions o = m_session->figureOptions();
        if (m_session->choice() != GameSession::Choice::NoFigure)
            m_banner->setHint(
                tr("%1: press Enter to end your turn — click the figure again to take it off")
                    .arg(name));
        else if (o.followers || o.abbot)
            m_banner->setHint(
                tr("%1: click a ring to place a figure, or press Enter to end your turn")
                    .arg(name));
        else if (o.canReturnAbbot)
            m_banner->setHint(
                tr("%1: click your abbot to take it back, or press Enter to end your turn")
                    .arg(name));
        else
            m_banner->setHint(
                tr("%1: press Enter to end your turn — Esc picks the tile up").arg(name));
        break;
    }
    case Phase::ComputerTurn:
        m_banner->setHint(tr("%1 is thinking…").arg(name));
        break;
    case Phase::Finished:
        m_banner->setHint(tr("Game over"));
        break;
    }
}

void MainWindow::updateStatus()
{
    if (!m_session->hasGame()) {
        m_gameInfo->clear();
        return;
    }
    const Game& game = m_session->game();
    QStringList parts;
    parts << (game.setup().standardDeck
                  ? tr("standard deck")
                  : localized(game.tileSet().deck().name, QLocale().name().left(2)));
    if (game.rules().river)
        parts << tr("river");
    if (game.rules().abbot)
        parts << tr("abbot");
    parts << farmersText(game.rules().farmers);
    if (game.setup().seed)
        parts << tr("seed %1").arg(*game.setup().seed);
    m_gameInfo->setText(parts.join(QStringLiteral(" · ")));
}

void MainWindow::onMovePlayed()
{
    const TurnOutcome& o = m_session->history().back();
    if (o.move.discard) {
        m_banner->flash(tr("%1's tile fits nowhere, so it was put aside and another drawn")
                            .arg(m_session->playerNames().value(o.player)),
                        HintBanner::Tone::Notice);
    }
    autosave();
    updateActions();
}

void MainWindow::onGameFinished()
{
    GameFiles::removeAutosave();
    m_endPending = true;
    if (!m_scene->isShowingScores())
        showEndOfGame();
}

void MainWindow::showEndOfGame()
{
    m_endPending = false;
    if (!m_session->hasGame() || !m_session->game().isFinished())
        return;
    if (!m_endGame) {
        m_endGame = new EndGameDialog(this);
        connect(m_endGame, &EndGameDialog::playAgainRequested, this, &MainWindow::playAgain);
        connect(m_endGame, &EndGameDialog::newGameRequested, this, &MainWindow::newGame);
    }
    m_endGame->setGame(m_session->game());
    m_endGame->show();
    m_endGame->raise();
    m_view->fitAll();
}

void MainWindow::onPlacementRefused(int error, bool fitsTurned)
{
    const QString why = describe(PlacementError(error), &GameTexts::translateMessage);
    m_banner->flash(fitsTurned ? tr("Not this way round: %1. Press R to turn the tile.").arg(why)
                               : tr("The tile cannot go there: %1.").arg(why),
                    HintBanner::Tone::Warning);
}

void MainWindow::autosave()
{
    if (!m_session->hasGame() || m_session->game().isFinished())
        return;
    QString error;
    if (!GameFiles::autosave(m_session->game(), &error))
        statusBar()->showMessage(tr("Autosave failed: %1").arg(error), 8000);
}

void MainWindow::startGame(std::shared_ptr<GameSetup> setup)
{
    if (!setup->seed)
        setup->seed = NewGameSettings::randomSeed();
    m_lastSetup = setup;
    m_file.clear();
    m_session->start(setup);
    m_view->fitAll();
    autosave();
    updateActions();
}

void MainWindow::newGame()
{
    newGameWithDeck(QString());
}

void MainWindow::newGameWithDeck(const QString& deckPath)
{
    auto* dialog = new NewGameDialog(NewGameSettings::load(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    if (!deckPath.isEmpty())
        dialog->setDeckPath(deckPath);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        QString error;
        std::shared_ptr<GameSetup> setup = dialog->settings().build(&error);
        if (!setup) {
            showError(tr("New game"), error);
            return;
        }
        startGame(setup);
    });
    dialog->open();
}

DeckEditorWindow* MainWindow::openDeckEditor(const QString& deckPath)
{
    if (!m_editor) {
        // A top-level window of its own (no parent), so it can sit beside the board or on
        // another screen; it closes with the app.
        m_editor = new DeckEditorWindow;
        m_editor->setAttribute(Qt::WA_DeleteOnClose);
        connect(m_editor, &DeckEditorWindow::playDeckRequested, this,
                [this](const Deck&, const QString& path) {
                    raise();
                    activateWindow();
                    newGameWithDeck(path);
                });
        // The editor keeps its own size, place and panel layout between runs.
        const QSettings settings;
        m_editor->restoreGeometry(settings.value(QStringLiteral("editor/geometry")).toByteArray());
        m_editor->restoreState(settings.value(QStringLiteral("editor/state")).toByteArray());
        m_editor->installEventFilter(this);
    }
    if (!deckPath.isEmpty())
        m_editor->openFile(deckPath);
    m_editor->show();
    m_editor->raise();
    m_editor->activateWindow();
    return m_editor;
}

void MainWindow::playAgain()
{
    if (!m_lastSetup)
        return newGame();
    auto setup = std::make_shared<GameSetup>(*m_lastSetup);
    setup->seed = NewGameSettings::randomSeed();
    startGame(setup);
}

void MainWindow::openGame()
{
    const QString dir = m_file.isEmpty()
                            ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
                            : QFileInfo(m_file).absolutePath();
    const QString path = QFileDialog::getOpenFileName(this, tr("Open a game"), dir,
                                                      tr("Bastide games (*.json);;All files (*)"));
    if (!path.isEmpty())
        loadFrom(path);
}

bool MainWindow::loadFrom(const QString& path)
{
    QString error, note;
    const std::optional<GameRecord> record = GameFiles::load(path, &error, nullptr, &note);
    if (!record) {
        showError(tr("Open game"), error);
        return false;
    }
    m_lastSetup = record->setup;
    m_session->resume(*record);
    m_file = path;
    m_view->fitAll();
    if (note.isEmpty())
        statusBar()->showMessage(tr("Opened %1").arg(QFileInfo(path).fileName()), 5000);
    else
        statusBar()->showMessage(note, 15000);
    autosave();
    updateActions();
    return true;
}

void MainWindow::saveGame()
{
    if (m_file.isEmpty())
        saveGameAs();
    else
        saveTo(m_file);
}

void MainWindow::saveGameAs()
{
    if (!m_session->hasGame())
        return;
    const QString dir = m_file.isEmpty()
                            ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
                            : QFileInfo(m_file).absolutePath();
    QString path = QFileDialog::getSaveFileName(this, tr("Save the game"),
                                                dir + QStringLiteral("/") + tr("game.json"),
                                                tr("Bastide games (*.json)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".json");
    saveTo(path);
}

bool MainWindow::saveTo(const QString& path)
{
    if (!m_session->hasGame())
        return false;
    QString error;
    if (!GameFiles::save(m_session->game(), path, &error)) {
        showError(tr("Save game"), error);
        return false;
    }
    m_file = path;
    statusBar()->showMessage(tr("Saved to %1").arg(QDir::toNativeSeparators(path)), 5000);
    return true;
}

bool MainWindow::resumeAutosave()
{
    const std::optional<GameRecord> record = GameFiles::unfinishedAutosave();
    if (!record)
        return false;
    m_lastSetup = record->setup;
    m_session->resume(*record);
    m_file.clear();
    m_view->fitAll();
    updateActions();
    return true;
}

void MainWindow::offerResumeOrNewGame()
{
    const std::optional<GameRecord> record = GameFiles::unfinishedAutosave();
    if (!record) {
        newGame();
        return;
    }
    QStringList names;
    for (const PlayerSetup& p : record->setup->players)
        names << p.name;
    auto* box = new QMessageBox(QMessageBox::Question, tr("Resume game?"),
                                tr("You have an unfinished game with %1 (%n move(s) played). "
                                   "Would you like to carry on?",
                                   "", int(record->moves.size()))
                                    .arg(GameTexts::nameList(names)),
                                QMessageBox::NoButton, this);
    box->setObjectName(QStringLiteral("resumeBox"));
    QPushButton* resume = box->addButton(tr("Resume"), QMessageBox::AcceptRole);
    box->addButton(tr("New Game…"), QMessageBox::RejectRole);
    box->setDefaultButton(resume);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, box, resume] {
        if (box->clickedButton() == static_cast<QAbstractButton*>(resume))
            resumeAutosave();
        else
            newGame();
    });
    box->open();
}

void MainWindow::undo()
{
    if (m_session->undo())
        m_banner->flash(tr("Move taken back"), HintBanner::Tone::Notice, 2500);
}

void MainWindow::showRemainingTiles()
{
    if (!m_session->hasGame())
        return;
    if (!m_remaining) {
        m_remaining = new RemainingTilesDialog(m_art.get(), this);
        connect(m_session, &GameSession::movePlayed, m_remaining, [this] {
            if (m_remaining->isVisible())
                m_remaining->setGame(m_session->game());
        });
        connect(m_session, &GameSession::gameReset, m_remaining, [this] {
            if (m_remaining->isVisible())
                m_remaining->setGame(m_session->game());
        });
    }
    m_remaining->setGame(m_session->game());
    m_remaining->show();
    m_remaining->raise();
}

void MainWindow::showPreferences()
{
    auto* dialog = new PreferencesDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this] {
        m_animations->setChecked(AppSettings::animationsEnabled());
        m_scorePanel->refresh();
        applyPreferences();
    });
    dialog->open();
}

void MainWindow::showHowToPlay()
{
    if (!m_howToPlayDialog)
        m_howToPlayDialog = new HowToPlayDialog(m_cache.get(), this);
    // The rules of the game on the table; before any game, those the next one would use.
    Rules rules;
    if (m_session->hasGame()) {
        rules = m_session->game().rules();
    } else {
        const NewGameSettings next = NewGameSettings::load();
        rules = Rules{next.river, next.abbot, next.farmers};
    }
    m_howToPlayDialog->setRules(rules);
    m_howToPlayDialog->show();
    m_howToPlayDialog->raise();
    m_howToPlayDialog->activateWindow();
}

void MainWindow::showShortcuts()
{
    if (!m_shortcutsDialog) {
        m_shortcutsDialog = new ShortcutsDialog(this);
        m_shortcutsDialog->setAttribute(Qt::WA_DeleteOnClose);
        m_shortcutsDialog->addWindow(tr("Game window"), this);
        // The editor's keys are listed even when it is closed, read from a window that is
        // never shown.
        if (m_editor) {
            m_shortcutsDialog->addWindow(tr("Deck editor"), m_editor);
        } else {
            DeckEditorWindow editor;
            m_shortcutsDialog->addWindow(tr("Deck editor"), &editor);
        }
    }
    m_shortcutsDialog->show();
    m_shortcutsDialog->raise();
    m_shortcutsDialog->activateWindow();
}

void MainWindow::showError(const QString& title, const QString& text)
{
    m_lastError = text;
    // The first paragraph is the headline; the rest (the file and the reason) explains it.
    const int split = text.indexOf(QStringLiteral("\n\n"));
    auto* box = new QMessageBox(QMessageBox::Warning, title, split < 0 ? text : text.left(split),
                                QMessageBox::Ok, this);
    if (split >= 0)
        box->setInformativeText(text.mid(split + 2));
    box->setObjectName(QStringLiteral("errorBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    // The deck editor asks about its unsaved changes first; "Cancel" keeps both open.
    if (m_editor && !m_editor->close()) {
        event->ignore();
        return;
    }
    autosave();
    saveLayout();
    event->accept();
}

bool MainWindow::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_editor && event->type() == QEvent::Close) {
        QSettings settings;
        settings.setValue(QStringLiteral("editor/geometry"), m_editor->saveGeometry());
        settings.setValue(QStringLiteral("editor/state"), m_editor->saveState());
    }
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::applyPreferences()
{
    m_scene->setSpotsVisible(AppSettings::showLegalSpots());
    m_session->setAutoEndTurn(!AppSettings::confirmTurnEnd());
}

void MainWindow::restoreLayout()
{
    const QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    m_splitter->restoreState(settings.value(QStringLiteral("window/splitter")).toByteArray());
}

void MainWindow::saveLayout() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    settings.setValue(QStringLiteral("window/splitter"), m_splitter->saveState());
}

void MainWindow::nameControls()
{
    // Screen readers announce these; the board and panels have no text of their own.
    m_view->setAccessibleName(tr("Board"));
    m_view->setAccessibleDescription(
        tr("The tiles laid so far. Arrow keys scroll, R turns the tile in hand."));
    m_turnPanel->setAccessibleName(tr("Your turn"));
    m_scorePanel->setAccessibleName(tr("Scores"));
    m_logView->setAccessibleName(tr("Game log"));
    m_gameInfo->setAccessibleName(tr("Game options"));
    m_banner->setAccessibleName(tr("Hint"));
    // Icon-only toolbar buttons say what their action does.
    for (QToolBar* bar : findChildren<QToolBar*>()) {
        for (QAction* a : bar->actions()) {
            if (QWidget* button = bar->widgetForAction(a); button && !a->isSeparator())
                button->setAccessibleName(ShortcutsDialog::plainText(a));
        }
    }
}

bool MainWindow::openFile(const QString& path)
{
    QString error;
    const std::optional<DocumentType::Kind> kind = DocumentType::detect(path, &error);
    if (!kind) {
        showError(tr("Open file"), error);
        return false;
    }
    if (*kind == DocumentType::Kind::Deck) {
        DeckEditorWindow* editor = openDeckEditor(path);
        return editor && QFileInfo(editor->document()->filePath()) == QFileInfo(path);
    }
    return loadFrom(path);
}

} // namespace bastide
