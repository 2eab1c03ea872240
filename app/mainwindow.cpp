// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/mainwindow.h"

#include "app/appsettings.h"
#include "app/boardart.h"
#include "app/boardoverview.h"
#include "app/boardscene.h"
#include "app/boardsplitter.h"
#include "app/boardview.h"
#include "app/deckeditorlink.h"
#include "app/documenttype.h"
#include "app/endgamepresenter.h"
#include "app/gameactions.h"
#include "app/gamefilecontroller.h"
#include "app/gameinfolabel.h"
#include "app/gamelogmodel.h"
#include "app/hintbanner.h"
#include "app/movesuggestion.h"
#include "app/recentfilesmenu.h"
#include "app/replaycontroller.h"
#include "app/replaypanel.h"
#include "app/scorepanel.h"
#include "app/shortcutsdialog.h"
#include "app/sidepanel.h"
#include "app/turnhints.h"
#include "app/turnpanel.h"
#include "app/undocontrol.h"
#include "app/windowdialogs.h"
#include "app/windowgeometry.h"
#include "app/windowmenus.h"
#include "art/artcache.h"
#include "editor/deckdocument.h"
#include "editor/deckeditorwindow.h"
#include "editor/retranslator.h"
#include "play/gamesession.h"

#include <QAction>
#include <QCloseEvent>
#include <QFileInfo>
#include <QListView>
#include <QMenu>
#include <QStatusBar>
#include <QToolBar>

namespace bastide {

namespace {

const QString LayoutGroup = QStringLiteral("window");

} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent), m_cache(std::make_unique<ArtCache>(48ll * 1024 * 1024)),
      m_art(std::make_unique<BoardArt>(m_cache.get())), m_session(new GameSession(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    m_session->setComputerPace([] { return AppSettings::computerTurnMs(); });
    m_texts = new Retranslator(this);
    m_scene = new BoardScene(m_session, m_art.get(), this);
    m_view = new BoardView(m_scene);
    m_banner = new HintBanner(m_view);
    m_logModel = new GameLogModel(m_session, this);
    m_side = new SidePanel(m_session, m_art.get(), m_logModel);

    m_overview = new BoardOverview(m_session, m_art.get(), m_view);
    m_splitter = new BoardSplitter(m_view, m_side);
    setCentralWidget(m_splitter);

    m_actions = new GameActions(this, m_texts);
    WindowMenus::build(this, *m_actions, m_texts);
    statusBar()->setSizeGripEnabled(true);
    m_gameInfo = new GameInfoLabel(m_session);
    statusBar()->addPermanentWidget(m_gameInfo);

    m_hints = new TurnHints(m_session, m_banner, m_actions->get(GameActions::NewGame));
    m_files = new GameFileController(m_session, this);
    m_editorLink = new DeckEditorLink(this);
    m_dialogs = new WindowDialogs(this, m_session, m_art.get(), m_cache.get(), m_editorLink);
    m_endGame = new EndGamePresenter(m_session, m_scene, m_view, this);
    m_undo = new UndoControl(m_session, this);
    auto* recent = new RecentFilesMenu(this);
    if (auto* gameMenu = findChild<QMenu*>(QStringLiteral("gameMenu")))
        gameMenu->insertMenu(m_actions->get(GameActions::Save), recent);
    connect(recent, &RecentFilesMenu::fileChosen, m_files, &GameFileController::openRecent);
    // Its keys (Ctrl+1 …) open the files listed now, menu shown or not.
    connect(m_files, &GameFileController::recentFilesChanged, recent, &RecentFilesMenu::rebuild,
            Qt::QueuedConnection);
    m_replay = new ReplayController(m_session, this);
    m_replayPanel = new ReplayPanel(m_replay);
    m_side->addReplayPanel(m_replayPanel);
    m_suggestion = new MoveSuggestion(m_session, m_scene, m_banner, this);
    wireActions();
    wireParts();
    wireReplay();
    m_texts->add([this] { updateTitle(); });

    // Texts made from the game's state are worded again in the new language.
    m_texts->add([this] {
        m_logModel->retranslate();
        m_hints->refresh();
        m_gameInfo->refresh();
        m_endGame->refresh();
        m_dialogs->refresh();
    });
    m_texts->add([this] { nameControls(); });
    updateActions();
    applyPreferences();
    resize(1360, 860);
    WindowGeometry::restore(this, LayoutGroup);
    m_splitter->restore(LayoutGroup);
    m_actions->get(GameActions::SidePanel)->setChecked(m_splitter->isSideShown());
    m_view->setFocus();
}

MainWindow::~MainWindow()
{
    delete m_editorLink; // closes the editor, a top-level window of its own
    // The session goes first and quietly (its computer turn is cancelled, nobody listens);
    // the scene's items paint through the art, so they go before it.
    m_session->blockSignals(true);
    delete m_session;
    delete m_view;
    delete m_scene;
}

TurnPanel* MainWindow::turnPanel() const
{
    return m_side->turnPanel();
}

ScorePanel* MainWindow::scorePanel() const
{
    return m_side->scorePanel();
}

QListView* MainWindow::logView() const
{
    return m_side->logView();
}

QAction* MainWindow::action(const QString& name) const
{
    return findChild<QAction*>(name);
}

void MainWindow::wireActions()
{
    using A = GameActions;
    auto on = [this](A::Id id, QObject* context, auto slot) {
        connect(m_actions->get(id), &QAction::triggered, context, slot);
    };
    on(A::NewGame, m_files, [this] { m_files->newGame(); });
    on(A::PlayAgain, m_files, [this] { m_files->playAgain(); });
    on(A::Open, m_files, [this] { m_files->openGame(); });
    on(A::Save, m_files, [this] { m_files->saveGame(); });
    on(A::SaveAs, m_files, [this] { m_files->saveGameAs(); });
    on(A::DeckEditor, m_editorLink, [this] { m_editorLink->open(); });
    on(A::Preferences, m_dialogs, [this] { m_dialogs->showPreferences(); });
    on(A::Quit, this, [this] { close(); });
    on(A::Undo, this, [this] { undo(); });
    on(A::Redo, m_undo, [this] { m_undo->redo(); });
    on(A::RotateRight, m_session, [this] { m_session->rotate(1); });
    on(A::RotateLeft, m_session, [this] { m_session->rotate(-1); });
    on(A::Confirm, m_session, [this] { m_session->confirm(); });
    on(A::StepBack, m_session, [this] { m_session->stepBack(); });
    on(A::NextChoice, m_scene, [this] { m_scene->moveKeyboardChoice(1); });
    on(A::PreviousChoice, m_scene, [this] { m_scene->moveKeyboardChoice(-1); });
    on(A::TakeChoice, m_scene, [this] { m_scene->takeKeyboardChoice(); });
    on(A::NoFigure, m_session, [this] { m_session->chooseNoFigure(); });
    on(A::ReturnAbbot, m_session, [this] { m_session->chooseReturnAbbot(); });
    on(A::SuggestMove, m_suggestion, [this] { m_suggestion->suggest(); });
    on(A::ZoomIn, m_view, [this] { m_view->zoomIn(); });
    on(A::ZoomOut, m_view, [this] { m_view->zoomOut(); });
    on(A::FitAll, m_view, [this] { m_view->fitAll(); });
    on(A::Centre, m_view, [this] { m_view->centreOnTile(tileToCentre()); });
    on(A::Tiles, m_dialogs, [this] { m_dialogs->showRemainingTiles(); });
    on(A::Animations, this, [](bool on) { AppSettings::setAnimationsEnabled(on); });
    on(A::SidePanel, m_splitter, [this](bool on) { m_splitter->setSideShown(on); });
    connect(m_splitter, &BoardSplitter::sideShownChanged, m_actions->get(A::SidePanel),
            &QAction::setChecked);
    on(A::Overview, m_overview, [this](bool on) {
        AppSettings::setShowOverview(on);
        m_overview->setVisible(on);
    });
    m_actions->get(A::Overview)->setChecked(AppSettings::showOverview());
    m_overview->setVisible(AppSettings::showOverview());
    on(A::HowToPlay, m_dialogs, [this] { m_dialogs->showHowToPlay(); });
    connect(m_files, &GameFileController::howToPlayRequested, m_dialogs,
            &WindowDialogs::showHowToPlayBeforeGame);
    on(A::Shortcuts, m_dialogs, [this] { m_dialogs->showShortcuts(); });
    on(A::About, m_dialogs, [this] { m_dialogs->showAbout(); });
    // Space takes the keyboard's choice only while the board has focus, so buttons keep it.
    // The side panel holds no button that takes focus: after a click there Space plays on as
    // on the board.
    QAction* take = m_actions->get(A::TakeChoice);
    take->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    removeAction(take);
    m_view->addAction(take);
    m_side->addAction(take);
}

QRectF MainWindow::tileToCentre() const
{
    if (!m_session->hasGame())
        return m_scene->boardRect();
    // The tile in hand once laid; else the last tile laid by the person whose turn it is
    // (or, while a computer plays, by the person who played before it), not a computer's.
    if (const std::optional<Placement> laid = m_session->pendingPlacement())
        return BoardScene::cellRect(laid->cell);
    const Game& game = m_session->game();
    const std::vector<PlayerSetup>& players = game.setup().players;
    const std::vector<TurnOutcome>& history = m_session->history();
    int player = game.currentPlayer();
    if (players[std::size_t(player)].kind != PlayerKind::Human) {
        for (auto o = history.rbegin(); o != history.rend(); ++o) {
            if (players[std::size_t(o->player)].kind == PlayerKind::Human) {
                player = o->player;
                break;
            }
        }
    }
    for (auto o = history.rbegin(); o != history.rend(); ++o) {
        if (o->player == player && o->tileIndex.valid())
            return BoardScene::cellRect(game.board().tile(o->tileIndex).cell);
    }
    return m_scene->lastTileRect();
}

void MainWindow::wireParts()
{
    connect(m_view, &BoardView::rotateRequested, m_session,
            [this](int turns) { m_session->rotate(turns); });
    for (auto signal :
         {&GameSession::handChanged, &GameSession::pendingChanged, &GameSession::gameReset})
        connect(m_session, signal, this, &MainWindow::updateActions);
    connect(m_session, &GameSession::phaseChanged, this, &MainWindow::updateActions);
    connect(m_session, &GameSession::movePlayed, this, &MainWindow::updateActions);
    connect(m_session, &GameSession::historyRewritten, this, &MainWindow::updateActions);
    connect(m_undo, &UndoControl::movesTakenBack, m_hints, &TurnHints::moveTakenBack);
    connect(m_suggestion, &MoveSuggestion::thinkingChanged, this, &MainWindow::updateActions);
    connect(m_session, &GameSession::pendingChanged, this, [this] {
        // Figure rings need room: a tile just laid is brought close enough to choose one.
        // Following play, every tile laid is centred.
        const auto pending = m_session->pendingPlacement();
        const FigureOptions o = m_session->figureOptions();
        if (pending && (o.any() || AppSettings::followPlay()))
            m_view->showLaidTile(BoardScene::cellRect(pending->cell));
    });
    connect(m_files, &GameFileController::gameOpened, this, [this] {
        m_view->fitAll();
        updateActions();
    });
    connect(m_files, &GameFileController::currentFileChanged, this, &MainWindow::updateTitle);
    connect(m_files, &GameFileController::modifiedChanged, this, &QWidget::setWindowModified);
    connect(m_editorLink, &DeckEditorLink::playDeckRequested, this,
            [this](const QString& path, const QStringList& expansions) {
                raise();
                activateWindow();
                m_files->newGame(path, expansions);
            });
    // A saved game opened in the editor by mistake, sent to the game at the designer's word.
    connect(m_editorLink, &DeckEditorLink::openGameRequested, this, [this](const QString& path) {
        raise();
        activateWindow();
        m_files->loadFrom(path);
    });
    connect(m_dialogs, &WindowDialogs::preferencesChanged, this, [this] {
        m_actions->get(GameActions::Animations)->setChecked(AppSettings::animationsEnabled());
        scorePanel()->refresh();
        applyPreferences();
    });
    connect(m_endGame, &EndGamePresenter::playAgainRequested, m_files,
            &GameFileController::playAgain);
    connect(m_endGame, &EndGamePresenter::newGameRequested, m_files,
            [this] { m_files->newGame(); });
    connect(scorePanel(), &ScorePanel::showTilesRequested, m_dialogs,
            &WindowDialogs::showRemainingTiles);
    connect(turnPanel(), &TurnPanel::newGameRequested, m_files, [this] { m_files->newGame(); });
    connect(turnPanel(), &TurnPanel::playAgainRequested, m_files, &GameFileController::playAgain);
    connect(turnPanel(), &TurnPanel::resultsRequested, m_endGame, &EndGamePresenter::show);
    connect(logView(), &QListView::clicked, this, [this](const QModelIndex& index) {
        const SegmentId segment(index.data(GameLogModel::SegmentRole).toInt());
        if (segment.valid())
            m_scene->highlightFeature(segment);
        else
            m_scene->highlightTile(TileIndex(index.data(GameLogModel::TileRole).toInt()));
    });
}

void MainWindow::wireReplay()
{
    connect(m_actions->get(GameActions::ReplayThis), &QAction::triggered, this,
            &MainWindow::replayThisGame);
    connect(m_actions->get(GameActions::ReplayGame), &QAction::triggered, this, [this] {
        if (std::optional<GameRecord> record = m_files->chooseGameToReplay()) {
            std::optional<GameRecord> before;
            if (m_session->hasGame())
                before = recordOf(m_session->game(), true);
            m_replay->start(*record, before);
        }
    });
    connect(m_replay, &ReplayController::started, this, [this] {
        m_side->setReplaying(true);
        m_view->fitAll();
        updateActions();
    });
    connect(m_replay, &ReplayController::ended, this,
            [this](const std::optional<GameRecord>& playOn) {
                m_side->setReplaying(false);
                if (playOn)
                    m_files->playOnFrom(*playOn);
                updateActions();
            });
}

void MainWindow::replayThisGame()
{
    if (!m_session->hasGame() || m_session->isReplaying())
        return;
    const GameRecord record = recordOf(m_session->game(), true);
    m_replay->start(record, record);
}

void MainWindow::updateTitle()
{
    const QString file = m_files->currentFile();
    // "[*]" is where Qt marks moves not saved to a file (setWindowModified); doubled, a
    // "[*]" in the file's own name is shown as it is.
    const QString mark = QStringLiteral("[*]");
    const QString name = QFileInfo(file).fileName().replace(mark, mark + mark);
    //: The window title with the game file's name, e.g. "Sunday game.json — Bastide"
    setWindowTitle(file.isEmpty() ? tr("Bastide") + mark : tr("%1 — Bastide").arg(name + mark));
    setWindowModified(m_files->isModified());
}

void MainWindow::updateActions()
{
    m_actions->update(*m_session, m_files->canPlayAgain());
    m_actions->get(GameActions::SuggestMove)
        ->setEnabled(m_suggestion->isAvailable() && !m_suggestion->isThinking());
}

void MainWindow::startGame(std::shared_ptr<GameSetup> setup)
{
    m_files->startGame(std::move(setup));
}

void MainWindow::undo()
{
    m_undo->undo();
}

bool MainWindow::openFile(const QString& path)
{
    QString error;
    const std::optional<DocumentType::Kind> kind = DocumentType::detect(path, &error);
    if (!kind) {
        m_files->showError(tr("Open file"), error);
        return false;
    }
    if (*kind == DocumentType::Kind::Deck) {
        DeckEditorWindow* editor = m_editorLink->open(path);
        return editor && QFileInfo(editor->document()->filePath()) == QFileInfo(path);
    }
    return m_files->loadFrom(path);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    // The deck editor asks about its unsaved changes first; "Cancel" keeps both open.
    if (!m_editorLink->close()) {
        event->ignore();
        return;
    }
    m_files->autosave();
    WindowGeometry::save(this, LayoutGroup);
    m_splitter->save();
    event->accept();
}

void MainWindow::applyPreferences()
{
    m_scene->setSpotsVisible(AppSettings::showLegalSpots());
    m_session->setAutoEndTurn(!AppSettings::confirmTurnEnd());
    updateActions(); // Suggest a Move follows its preference
}

void MainWindow::nameControls()
{
    // Screen readers announce these; the board and panels have no text of their own.
    m_view->setAccessibleName(tr("Board"));
    m_view->setAccessibleDescription(
        tr("The tiles laid so far. Arrow keys scroll, R turns the tile in hand."));
    turnPanel()->setAccessibleName(tr("Your turn"));
    scorePanel()->setAccessibleName(tr("Scores"));
    logView()->setAccessibleName(tr("Game log"));
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

} // namespace bastide
