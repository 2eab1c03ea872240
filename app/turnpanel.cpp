// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/turnpanel.h"

#include "app/busyindicator.h"
#include "app/gametexts.h"
#include "app/icons.h"
#include "app/playercolors.h"
#include "app/previewtexts.h"
#include "app/theme.h"
#include "app/tilepreview.h"
#include "editor/retranslator.h"
#include "play/gamesession.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

namespace bastide {

TurnPanel::TurnPanel(GameSession* session, const BoardArt* art, QWidget* parent)
    : QFrame(parent), m_session(session)
{
    setObjectName(QStringLiteral("card"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(14, 12, 14, 14);
    layout->setSpacing(8);

    auto* header = new QHBoxLayout;
    header->setSpacing(10);
    m_playerIcon = new QLabel;
    m_playerIcon->setFixedSize(34, 34);
    header->addWidget(m_playerIcon);
    auto* names = new QVBoxLayout;
    names->setSpacing(0);
    m_title = new QLabel;
    m_title->setObjectName(QStringLiteral("turnTitle"));
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    big.setBold(true);
    m_title->setFont(big);
    m_title->setWordWrap(true);
    m_subtitle = new QLabel;
    m_subtitle->setStyleSheet(QStringLiteral("color: #7d6c59;"));
    m_subtitle->setWordWrap(true);
    names->addWidget(m_title);
    names->addWidget(m_subtitle);
    header->addLayout(names, 1);
    layout->addLayout(header);

    m_tileArea = new QWidget;
    auto* tileRow = new QHBoxLayout(m_tileArea);
    tileRow->setContentsMargins(0, 0, 0, 0);
    m_rotateLeft = new QToolButton;
    m_rotateLeft->setIcon(Icons::icon(Icons::Name::RotateLeft));
    m_rotateLeft->setIconSize(QSize(22, 22));
    m_rotateRight = new QToolButton;
    m_rotateRight->setIcon(Icons::icon(Icons::Name::RotateRight));
    m_rotateRight->setIconSize(QSize(22, 22));
    m_preview = new TilePreview(art);
    tileRow->addWidget(m_rotateLeft, 0, Qt::AlignBottom);
    tileRow->addWidget(m_preview, 1);
    tileRow->addWidget(m_rotateRight, 0, Qt::AlignBottom);
    layout->addWidget(m_tileArea);

    m_thinking = new QWidget;
    auto* thinkingRow = new QHBoxLayout(m_thinking);
    thinkingRow->setContentsMargins(0, 0, 0, 0);
    m_spinner = new BusyIndicator;
    m_thinkingLabel = new QLabel;
    m_thinkingLabel->setObjectName(QStringLiteral("thinkingLabel"));
    thinkingRow->addStretch();
    thinkingRow->addWidget(m_spinner);
    thinkingRow->addWidget(m_thinkingLabel);
    thinkingRow->addStretch();
    layout->addWidget(m_thinking);

    m_choice = new QLabel;
    m_choice->setObjectName(QStringLiteral("choiceLabel"));
    m_choice->setAlignment(Qt::AlignCenter);
    m_choice->setWordWrap(true);
    layout->addWidget(m_choice);
    m_effect = new QLabel;
    m_effect->setObjectName(QStringLiteral("effectLabel"));
    m_effect->setAlignment(Qt::AlignCenter);
    m_effect->setWordWrap(true);
    m_effect->setStyleSheet(QStringLiteral("color: #4d7732; font-weight: bold;"));
    layout->addWidget(m_effect);

    auto* buttons = new QGridLayout;
    buttons->setHorizontalSpacing(6);
    buttons->setVerticalSpacing(6);
    m_noFigure = new QPushButton(Icons::icon(Icons::Name::NoFigure), QString());
    m_noFigure->setCheckable(true);
    m_returnAbbot = new QPushButton(Icons::icon(Icons::Name::ReturnAbbot), QString());
    m_returnAbbot->setCheckable(true);
    m_back = new QPushButton(Icons::icon(Icons::Name::StepBack), QString());
    m_confirm = new QPushButton(Icons::icon(Icons::Name::Confirm, Qt::white), QString());
    m_confirm->setProperty("primary", true);
    m_confirm->setDefault(false);
    m_confirm->setAutoDefault(false);
    buttons->addWidget(m_noFigure, 0, 0);
    buttons->addWidget(m_returnAbbot, 0, 1);
    buttons->addWidget(m_back, 1, 0);
    buttons->addWidget(m_confirm, 1, 1);
    for (QPushButton* b : {m_noFigure, m_returnAbbot, m_back, m_confirm}) {
        b->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        b->setFocusPolicy(Qt::NoFocus);
    }
    layout->addLayout(buttons);

    m_gameButtons = new QWidget;
    auto* gameRow = new QGridLayout(m_gameButtons);
    gameRow->setContentsMargins(0, 6, 0, 0);
    gameRow->setSpacing(6);
    m_results = new QPushButton(Icons::icon(Icons::Name::Trophy), QString());
    m_playAgain = new QPushButton;
    m_playAgain->setProperty("primary", true);
    m_newGame = new QPushButton(Icons::icon(Icons::Name::NewGame), QString());
    gameRow->addWidget(m_results, 0, 0);
    gameRow->addWidget(m_playAgain, 0, 1);
    gameRow->addWidget(m_newGame, 1, 0, 1, 2);
    for (QPushButton* b : {m_results, m_playAgain, m_newGame})
        b->setFocusPolicy(Qt::NoFocus);
    layout->addWidget(m_gameButtons);
    connect(m_results, &QPushButton::clicked, this, &TurnPanel::resultsRequested);
    connect(m_playAgain, &QPushButton::clicked, this, &TurnPanel::playAgainRequested);
    connect(m_newGame, &QPushButton::clicked, this, &TurnPanel::newGameRequested);

    connect(m_rotateLeft, &QToolButton::clicked, session, [session] { session->rotate(-1); });
    connect(m_rotateRight, &QToolButton::clicked, session, [session] { session->rotate(1); });
    connect(m_preview, &TilePreview::rotateRequested, session,
            [session](int turns) { session->rotate(turns); });
    connect(m_noFigure, &QPushButton::clicked, session, &GameSession::chooseNoFigure);
    connect(m_returnAbbot, &QPushButton::clicked, session, &GameSession::chooseReturnAbbot);
    connect(m_back, &QPushButton::clicked, session, &GameSession::stepBack);
    connect(m_confirm, &QPushButton::clicked, session, &GameSession::confirm);
    for (auto signal :
         {&GameSession::handChanged, &GameSession::pendingChanged, &GameSession::gameReset}) {
        connect(session, signal, this, &TurnPanel::refresh);
    }
    connect(session, &GameSession::phaseChanged, this, &TurnPanel::refresh);
    connect(session, &GameSession::thinkingChanged, this, &TurnPanel::refresh);
    auto* texts = new Retranslator(this);
    texts->add([this] {
        m_rotateLeft->setToolTip(tr("Turn the tile anticlockwise (Shift+R)"));
        m_rotateLeft->setAccessibleName(tr("Turn the tile anticlockwise"));
        m_rotateRight->setToolTip(tr("Turn the tile clockwise (R)"));
        m_rotateRight->setAccessibleName(tr("Turn the tile clockwise"));
        m_preview->setToolTip(tr("Click, right-click or scroll to turn the tile"));
        m_preview->setAccessibleName(tr("The tile in hand"));
        m_noFigure->setText(tr("No figure"));
        m_noFigure->setToolTip(tr("End the turn without placing a figure"));
        m_returnAbbot->setText(tr("Take back abbot"));
        m_abbotText = m_returnAbbot->text();
        m_returnAbbot->setToolTip(tr("Take your abbot back and score its monastery or garden now"));
        m_back->setText(tr("Back"));
        m_back->setToolTip(tr("Pick the tile up again (Esc)"));
        m_confirm->setText(tr("End turn"));
        m_confirm->setToolTip(tr("Confirm and end your turn (Enter)"));
        m_results->setText(tr("Results"));
        m_playAgain->setText(tr("Play again"));
        m_newGame->setText(tr("New game…"));
        // Whole words on every button: the side panel widens (up to its maximum) rather
        // than cutting a longer translation off.
        for (QPushButton* b :
             {m_noFigure, m_returnAbbot, m_back, m_confirm, m_results, m_playAgain, m_newGame}) {
            b->setMinimumWidth(0);
            b->setMinimumWidth(b->sizeHint().width());
        }
        refresh();
    });
}

void TurnPanel::refreshPreview(bool choosingFigure)
{
    // What ending the turn now would score, and the abbot's points on its button: the
    // player sees the effect before committing to it.
    QString effect;
    QString abbot = m_abbotText;
    if (choosingFigure) {
        const Game& g = m_session->game();
        if (const std::optional<Move> move = m_session->pendingMove())
            effect = PreviewTexts::effectText(g, *move);
        if (const auto laid = m_session->pendingPlacement()) {
            if (const std::optional<int> points = PreviewTexts::abbotPoints(g, *laid))
                abbot = tr("%1 (+%2)").arg(m_abbotText).arg(*points);
        }
    }
    m_effect->setText(effect);
    m_effect->setVisible(!effect.isEmpty());
    if (m_returnAbbot->text() != abbot) {
        m_returnAbbot->setText(abbot);
        m_returnAbbot->setMinimumWidth(0);
        m_returnAbbot->setMinimumWidth(m_returnAbbot->sizeHint().width());
    }
}

QString TurnPanel::effectText() const
{
    return m_effect->text();
}

QString TurnPanel::choiceText() const
{
    return m_choice->text();
}

void TurnPanel::refresh()
{
    using Phase = GameSession::Phase;
    const Phase phase = m_session->phase();
    const bool game = m_session->hasGame();
    const bool placing = phase == Phase::PlaceTile;
    const bool figure = phase == Phase::PlaceFigure;

    const bool over = phase == Phase::Finished;
    m_tileArea->setVisible(game && phase != Phase::NoGame && !over);
    m_gameButtons->setVisible(!game || phase == Phase::NoGame || over);
    m_results->setVisible(over);
    m_playAgain->setVisible(over);
    if (!game || phase == Phase::NoGame || over)
        m_title->setStyleSheet(QString());
    if (!game || phase == Phase::NoGame) {
        m_title->setText(tr("No game yet"));
        m_subtitle->setText(tr("Set up the players and start playing"));
        m_playerIcon->clear();
        m_preview->setTile(TileTypeId(), Rotation(0));
    } else if (phase == Phase::Finished) {
        m_title->setText(tr("Game over"));
        m_subtitle->setText(tr("Every tile has been laid"));
        m_playerIcon->setPixmap(Icons::icon(Icons::Name::Trophy, Theme::accent()).pixmap(32, 32));
        m_preview->setTile(TileTypeId(), Rotation(0));
    } else {
        const Game& g = m_session->game();
        const int player = g.currentPlayer();
        const PlayerSetup& who = g.setup().players[std::size_t(player)];
        m_title->setText(tr("%1's turn").arg(who.name));
        m_title->setStyleSheet(
            QStringLiteral("color: %1;").arg(PlayerColors::textColor(who.color).name()));
        QString subtitle = who.kind == PlayerKind::Ai
                               ? tr("Computer · %1").arg(GameTexts::levelName(who.level))
                               : tr("%n tile(s) left in the bag", "", g.tilesLeft());
        if (g.inSecondTurn())
            //: The builder's double turn: the player lays a second tile in the same turn.
            subtitle = tr("%1 · second tile").arg(subtitle);
        m_subtitle->setText(subtitle);
        m_playerIcon->setPixmap(PlayerColors::figure(who.color, 32, devicePixelRatioF(), false));
        const Rotation rotation = m_session->pendingPlacement()
                                      ? m_session->pendingPlacement()->rotation
                                      : m_session->rotation();
        m_preview->setTile(g.currentTile(), phase == Phase::ComputerTurn ? Rotation(0) : rotation);
    }
    m_rotateLeft->setEnabled(placing || figure);
    m_rotateRight->setEnabled(placing || figure);
    m_preview->setEnabled(placing || figure);

    m_thinking->setVisible(phase == Phase::ComputerTurn);
    if (phase == Phase::ComputerTurn) {
        const int player = m_session->game().currentPlayer();
        m_thinkingLabel->setText(
            tr("%1 is thinking…").arg(m_session->game().setup().players[std::size_t(player)].name));
    }

    const FigureOptions options = m_session->figureOptions();
    const auto choice = m_session->choice();
    QString text;
    if (figure) {
        if (choice == GameSession::Choice::Figure) {
            const Game& g = m_session->game();
            const FigurePlacement f = m_session->chosenFigure();
            const FeatureKind kind =
                g.tileSet().type(g.currentTile()).features[std::size_t(f.feature)].kind;
            text = GameTexts::placingText(f.figure, kind);
        } else if (choice == GameSession::Choice::ReturnAbbot) {
            text = tr("Taking back the abbot");
        } else if (options.any()) {
            text = tr("Pick a spot on the tile for a figure, or end the turn without one");
        } else if (options.canReturnAbbot) {
            text = tr("No figure can go on this tile, but you may take back your abbot");
        } else {
            text = tr("No figure can go on this tile");
        }
    } else if (placing) {
        text = tr("Lay the tile on a gold spot");
    }
    // Why a second tile came: the builder's road or city (glowing on the board) grew.
    if ((placing || figure) && m_session->game().inSecondTurn()) {
        // The engine names the feature that gave the second part.
        const Game& g = m_session->game();
        const SegmentId cause = g.secondPartCause();
        const QString why = !cause.valid()
                                ? tr("Second tile: you extended the feature of your builder")
                            : g.board().kind(cause) == FeatureKind::City
                                ? tr("Second tile: you extended the city of your builder")
                                : tr("Second tile: you extended the road of your builder");
        text = text.isEmpty() ? why : why + QLatin1Char('\n') + text;
    }
    m_choice->setText(text);
    m_choice->setVisible(!text.isEmpty());
    refreshPreview(figure);

    m_noFigure->setVisible(figure);
    m_returnAbbot->setVisible(figure && options.canReturnAbbot);
    m_back->setVisible(figure);
    m_confirm->setVisible(figure);
    m_noFigure->setChecked(choice == GameSession::Choice::NoFigure);
    m_returnAbbot->setChecked(choice == GameSession::Choice::ReturnAbbot);
    m_confirm->setEnabled(figure);
}

} // namespace bastide
