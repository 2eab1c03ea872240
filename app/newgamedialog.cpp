// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/newgamedialog.h"

#include "app/expansionchoice.h"
#include "app/icons.h"
#include "app/seateditor.h"
#include "app/widgetfit.h"
#include "editor/groupnames.h"
#include "editor/retranslator.h"
#include "engine/standarddeck.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace bastide {

namespace {
constexpr int DescriptionWidth = 300; // an expansion's description wraps at this width
constexpr int SideBySideWidth = 160;  // and the two expansions', side by side, at this one
} // namespace

NewGameDialog::NewGameDialog(const NewGameSettings& settings, QWidget* parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("newGameDialog"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(18, 16, 18, 14);
    layout->setSpacing(12);

    auto* players = new QGroupBox;
    auto* playersLayout = new QVBoxLayout(players);
    playersLayout->setSpacing(8);
    m_seatsLayout = new QGridLayout;
    m_seatsLayout->setHorizontalSpacing(12);
    m_seatsLayout->setVerticalSpacing(6);
    playersLayout->addLayout(m_seatsLayout);
    m_addSeat = new QPushButton;
    m_addSeat->setObjectName(QStringLiteral("addPlayerButton"));
    m_addSeat->setAutoDefault(false);
    auto* addRow = new QHBoxLayout;
    addRow->addWidget(m_addSeat);
    addRow->addStretch();
    playersLayout->addLayout(addRow);
    layout->addWidget(players);

    auto* deck = new QGroupBox;
    auto* deckLayout = new QVBoxLayout(deck);
    m_standardDeck = new QRadioButton;
    m_standardDeck->setObjectName(QStringLiteral("standardDeckButton"));
    auto* fileRow = new QHBoxLayout;
    m_fileDeck = new QRadioButton;
    m_deckFile = new QLabel;
    m_deckFile->setObjectName(QStringLiteral("deckFileLabel"));
    m_deckFile->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* browse = new QPushButton;
    browse->setAutoDefault(false);
    // Both choices on one line: the dialog stays low enough for a 1024×640 screen with four
    // players.
    fileRow->addWidget(m_standardDeck);
    fileRow->addSpacing(24);
    fileRow->addWidget(m_fileDeck);
    fileRow->addWidget(m_deckFile, 1);
    fileRow->addWidget(browse);
    m_deckError = new QLabel;
    m_deckError->setObjectName(QStringLiteral("deckError"));
    m_deckError->setWordWrap(true);
    m_deckError->setStyleSheet(QStringLiteral("color: #a83324;"));
    m_deckError->hide();
    deckLayout->addLayout(fileRow);
    deckLayout->addWidget(m_deckError);
    auto* deckGroup = new QButtonGroup(this);
    deckGroup->addButton(m_standardDeck);
    deckGroup->addButton(m_fileDeck);
    layout->addWidget(deck);

    auto* rules = new QGroupBox;
    auto* form = new QFormLayout(rules);
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    m_river = new QCheckBox;
    connect(m_river, &QCheckBox::toggled, this, [this](bool on) {
        if (m_river->isEnabled())
            m_riverWanted = on;
        updateState(); // the standard deck's line names the river or not
    });
    m_abbot = new QCheckBox;
    m_farmers = new QComboBox;
    m_farmers->setObjectName(QStringLiteral("farmersBox"));
    for (auto farmers : {FarmerScoring::Modern, FarmerScoring::Classic, FarmerScoring::None})
        m_farmers->addItem(QString(), int(farmers));
    form->addRow(m_river);
    form->addRow(m_abbot);
    // The two expansions side by side in a box of their own, each with what it brings below
    // (once ticked, its house rules there instead).
    auto* expansions = new QGroupBox;
    expansions->setObjectName(QStringLiteral("expansionsBox"));
    auto* expansionsLayout = new QVBoxLayout(expansions);
    expansionsLayout->setSpacing(2);
    m_inns = new ExpansionChoice(QStringLiteral("inns-cathedrals"));
    m_traders = new ExpansionChoice(QStringLiteral("traders-builders"));
    m_innsCathedrals = m_inns->box();
    m_tradersBuilders = m_traders->box();
    auto* sets = new QHBoxLayout;
    sets->setSpacing(8);
    sets->addWidget(m_inns);
    sets->addWidget(m_traders);
    expansionsLayout->addLayout(sets);
    // A deck file's own sets (a designer's groups) below the two, while that deck is chosen.
    m_ownSetsBox = new QWidget;
    m_ownSetsBox->setObjectName(QStringLiteral("ownSets"));
    m_ownSetsLayout = new QVBoxLayout(m_ownSetsBox);
    m_ownSetsLayout->setContentsMargins(0, 0, 0, 0);
    m_ownSetsLayout->setSpacing(2);
    expansionsLayout->addWidget(m_ownSetsBox);
    expansionsLayout->addStretch(1);
    auto* farmersLabel = new QLabel;
    form->addRow(farmersLabel, m_farmers);
    m_seed = new QLineEdit;
    m_seed->setObjectName(QStringLiteral("seedEdit"));
    auto* seedLabel = new QLabel;
    form->addRow(seedLabel, m_seed);
    m_seedError = new QLabel;
    m_seedError->setStyleSheet(QStringLiteral("color: #a83324;"));
    m_seedError->hide();
    form->addRow(m_seedError);
    // The rules and the expansions side by side, so that the dialog fits a screen 640 pixels
    // high; the expansions' descriptions are broken into lines of a set width.
    auto* options = new QHBoxLayout;
    options->setSpacing(12);
    options->addWidget(rules);
    options->addWidget(expansions, 1);
    layout->addLayout(options);
    // A set ticked shows its house rules in place of its description: sized for them anew.
    for (QCheckBox* set : {m_innsCathedrals, m_tradersBuilders}) {
        connect(set, &QCheckBox::toggled, this, [this] {
            updateState();
            fitWidth();
            if (isVisible())
                adjustSize();
        });
    }

    auto* buttons = new QDialogButtonBox;
    m_start = buttons->addButton(QString(), QDialogButtonBox::AcceptRole);
    m_start->setObjectName(QStringLiteral("startButton"));
    m_start->setProperty("primary", true);
    m_start->setIcon(Icons::icon(Icons::Name::Confirm, Qt::white));
    m_start->setDefault(true);
    buttons->addButton(QDialogButtonBox::Cancel);
    // Every set's rules, for choosing among them before the game starts.
    auto* help = buttons->addButton(QString(), QDialogButtonBox::HelpRole);
    help->setObjectName(QStringLiteral("howToPlayButton"));
    connect(help, &QPushButton::clicked, this, &NewGameDialog::howToPlayRequested);
    layout->addWidget(buttons);

    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        this->settings().save();
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_addSeat, &QPushButton::clicked, this, &NewGameDialog::addSeat);
    connect(browse, &QPushButton::clicked, this, &NewGameDialog::chooseDeckFile);
    connect(m_standardDeck, &QRadioButton::toggled, this, &NewGameDialog::updateState);
    connect(m_fileDeck, &QRadioButton::clicked, this, [this] {
        if (m_deckPath.isEmpty())
            chooseDeckFile();
        updateState();
    });
    connect(m_seed, &QLineEdit::textChanged, this, &NewGameDialog::updateState);

    auto* texts = new Retranslator(this);
    texts->add([=, this] {
        setWindowTitle(tr("New game"));
        players->setTitle(tr("Players"));
        m_addSeat->setText(tr("Add player"));
        deck->setTitle(tr("Tiles"));
        m_fileDeck->setText(tr("Deck file:"));
        if (m_deckPath.isEmpty())
            m_deckFile->setText(tr("none chosen"));
        browse->setText(tr("Choose…"));
        rules->setTitle(tr("Rules"));
        m_river->setText(tr("Start with the river"));
        m_abbot->setText(tr("Abbots and gardens"));
        expansions->setTitle(tr("Expansions"));
        // The names' "&" is shown, not taken for a shortcut's underline.
        const auto named = [](const QString& name) {
            return QString(name).replace(QLatin1Char('&'), QStringLiteral("&&"));
        };
        m_innsCathedrals->setText(named(tr("Inns & Cathedrals")));
        const auto wrap = [](QLabel* label, const QString& text, int width = DescriptionWidth) {
            label->setText(WidgetFit::wrapped(text, label->fontMetrics(), width));
        };
        wrap(m_inns->description(),
             tr("Inns on roads, cathedrals in cities and a big follower that counts as two"),
             SideBySideWidth);
        m_tradersBuilders->setText(named(tr("Traders & Builders")));
        wrap(m_traders->description(),
             tr("Trade goods in cities, a builder that brings a second tile and a pig for your "
                "farmers"),
             SideBySideWidth);
        for (const OwnSet& set : m_ownSets)
            wrap(set.description, tr("This deck's own set: %n tile(s)", "",
                                     set.description->property("tiles").toInt()));
        m_farmers->setItemText(0, tr("Modern: 3 points per completed city"));
        m_farmers->setItemText(1, tr("Classic: 4 points per city, most farmers"));
        m_farmers->setItemText(2, tr("No farmers"));
        WidgetFit::comboToContents(m_farmers);
        farmersLabel->setText(tr("Farmers:"));
        m_seed->setPlaceholderText(tr("random"));
        m_seed->setToolTip(tr("The same seed deals the tiles in the same order"));
        seedLabel->setText(tr("Seed:"));
        m_start->setText(tr("Start game"));
        help->setText(tr("How to Play"));
        fitWidth();
        // Names Bastide gave the seats follow the language; names typed in stay.
        for (SeatEditor* seat : m_seats) {
            const QString name = NewGameSettings::followLanguage(seat->nameEdit()->text());
            if (name != seat->nameEdit()->text())
                seat->nameEdit()->setText(name);
        }
        // The deck's problems and the checks' messages are worded again.
        if (!m_deckPath.isEmpty() && m_fileDeck->isChecked() && !m_deckValid)
            setDeckPath(m_deckPath);
        updateState();
    });

    setSettings(settings);
    m_start->setFocus();
}

void NewGameDialog::setSettings(const NewGameSettings& s)
{
    m_expansions.clear();
    for (const QString& set : s.expansions) {
        if (!isKnownExpansion(set))
            m_expansions << set;
    }
    m_innsCathedrals->setChecked(s.expansions.contains(QStringLiteral("inns-cathedrals")));
    m_tradersBuilders->setChecked(s.expansions.contains(QStringLiteral("traders-builders")));
    m_inns->setChosen(s.houseRules);
    m_traders->setChosen(s.houseRules);
    for (SeatEditor* editor : m_seats)
        delete editor;
    m_seats.clear();
    for (const NewGameSettings::Seat& seat : s.seats) {
        addSeat();
        m_seats.back()->setSeat(seat);
    }
    m_riverWanted = s.river;
    m_river->setChecked(s.river);
    m_abbot->setChecked(s.abbot);
    m_farmers->setCurrentIndex(m_farmers->findData(int(s.farmers)));
    m_seed->setText(s.seed);
    m_deckPath.clear();
    m_standardDeck->setChecked(true);
    if (!s.deckPath.isEmpty() && !setDeckPath(s.deckPath)) {
        // A remembered deck that is gone or broken: fall back to the standard one.
        m_standardDeck->setChecked(true);
    }
    updateState();
}

NewGameSettings NewGameDialog::settings() const
{
    NewGameSettings s;
    for (const SeatEditor* editor : m_seats)
        s.seats.push_back(editor->seat());
    s.deckPath = m_fileDeck->isChecked() && m_deckValid ? m_deckPath : QString();
    // A deck without river tiles plays without it; the choice is kept for the next deck.
    s.river = m_river->isEnabled() ? m_river->isChecked() : m_riverWanted;
    s.abbot = m_abbot->isChecked();
    s.farmers = FarmerScoring(m_farmers->currentData().toInt());
    s.seed = m_seed->text().trimmed();
    // The two known sets as ticked, then a deck's own as chosen: ticked for the deck now
    // offered, and kept as they were for another deck (the build leaves out what a deck
    // does not have).
    if (m_innsCathedrals->isChecked())
        s.expansions << QStringLiteral("inns-cathedrals");
    if (m_tradersBuilders->isChecked())
        s.expansions << QStringLiteral("traders-builders");
    s.expansions += m_expansions;
    s.houseRules = m_inns->chosen() + m_traders->chosen();
    return s;
}

QCheckBox* NewGameDialog::expansionBox(const QString& set) const
{
    if (set == QLatin1String("inns-cathedrals"))
        return m_innsCathedrals;
    if (set == QLatin1String("traders-builders"))
        return m_tradersBuilders;
    for (const OwnSet& own : m_ownSets) {
        if (own.name == set)
            return own.box;
    }
    return nullptr;
}

QStringList NewGameDialog::ownSets() const
{
    QStringList names;
    for (const OwnSet& own : m_ownSets)
        names << own.name;
    return names;
}

void NewGameDialog::offerOwnSets(const Deck* deck)
{
    m_ownSets.clear();
    while (QLayoutItem* item = m_ownSetsLayout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    if (!deck)
        return;
    for (const QString& set : GroupNames::expansionsIn(*deck)) {
        if (isKnownExpansion(set))
            continue;
        int tiles = 0;
        for (const TileType& t : deck->tiles)
            tiles += t.groupName() == set ? t.count : 0;
        // Offered as the two expansions are: a box with the set's name and a line below.
        auto* box = new QCheckBox(GroupNames::display(set));
        box->setObjectName(set + QStringLiteral("Box"));
        box->setChecked(m_expansions.contains(set));
        connect(box, &QCheckBox::toggled, this, [this, set](bool on) {
            m_expansions.removeAll(set);
            if (on)
                m_expansions << set;
        });
        auto* description = new QLabel;
        description->setText(WidgetFit::wrapped(tr("This deck's own set: %n tile(s)", "", tiles),
                                                description->fontMetrics(), DescriptionWidth));
        description->setProperty("tiles", tiles);
        description->setIndent(24);
        description->setTextFormat(Qt::PlainText);
        description->setStyleSheet(QStringLiteral("color: palette(placeholder-text);"));
        m_ownSetsLayout->addSpacing(4);
        m_ownSetsLayout->addWidget(box);
        m_ownSetsLayout->addWidget(description);
        m_ownSets.push_back(OwnSet{set, box, description});
    }
}

void NewGameDialog::addSeat()
{
    if (m_seats.size() >= std::size_t(MaxPlayers))
        return;
    auto* editor = new SeatEditor;
    editor->setSeat(settings().seatFor(int(m_seats.size())));
    m_seats.push_back(editor);
    arrangeSeats();
    connect(editor, &SeatEditor::removeRequested, this, [this, editor] {
        const auto it = std::find(m_seats.begin(), m_seats.end(), editor);
        if (it != m_seats.end())
            removeSeat(int(it - m_seats.begin()));
    });
    connect(editor, &SeatEditor::colorChosen, this,
            [this, editor](PlayerColor c) { colorChosen(editor, c); });
    updateState();
}

void NewGameDialog::removeSeat(int index)
{
    if (index < 0 || index >= int(m_seats.size()) || m_seats.size() <= std::size_t(MinPlayers))
        return;
    delete m_seats[std::size_t(index)];
    m_seats.erase(m_seats.begin() + index);
    arrangeSeats();
    updateState();
}

void NewGameDialog::arrangeSeats()
{
    // Four seats one under another fit a 1024×640 screen with the rest of the dialog; five or
    // six go two abreast, down the first column and then the second.
    const bool twoAbreast = m_seats.size() > 4;
    const int rows = twoAbreast ? int(m_seats.size() + 1) / 2 : int(m_seats.size());
    for (SeatEditor* seat : m_seats)
        m_seatsLayout->removeWidget(seat);
    for (std::size_t i = 0; i < m_seats.size(); ++i) {
        m_seats[i]->setCompact(twoAbreast);
        m_seatsLayout->addWidget(m_seats[i], int(i) % rows, int(i) / rows);
        m_seats[i]->show(); // now, not later: the size worked out below counts it
    }
    m_seatsLayout->setColumnStretch(0, 1);
    m_seatsLayout->setColumnStretch(1, twoAbreast ? 1 : 0);
    fitWidth();
    if (isVisible())
        adjustSize(); // lower again when the seats go two abreast
}

void NewGameDialog::fitWidth()
{
    // As wide as the longest line of this language and the seats need (an explicit minimum
    // keeps the layout from widening the dialog by itself), never narrower than 560. The
    // layouts measure afresh: before the dialog is shown, a seat's changes reach no layout.
    for (QWidget* child : findChildren<QWidget*>())
        child->updateGeometry();
    for (QLayout* l : findChildren<QLayout*>())
        l->invalidate();
    setMinimumWidth(std::max(560, layout()->minimumSize().width()));
}

void NewGameDialog::colorChosen(SeatEditor* editor, PlayerColor color)
{
    // Colours stay different: the seat that had the colour takes the first one no seat uses
    // now (the chosen seat's old one when that comes first).
    for (SeatEditor* other : m_seats) {
        if (other != editor && other->seat().color == color)
            other->setColor(settings().seatFor(0).color);
    }
}

void NewGameDialog::chooseDeckFile()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Choose a deck"), m_deckPath,
                                                      tr("Bastide decks (*.json);;All files (*)"));
    if (!path.isEmpty() && path != m_deckPath && setDeckPath(path)) {
        // A deck just chosen plays with its own sets until some are unticked.
        for (const OwnSet& own : m_ownSets)
            own.box->setChecked(true);
    } else if (!path.isEmpty()) {
        setDeckPath(path);
    }
    updateState();
}

bool NewGameDialog::setDeckPath(const QString& path)
{
    m_deckPath = path;
    m_fileDeck->setChecked(true);
    m_deckFile->setText(QFileInfo(path).fileName());
    m_deckFile->setToolTip(path);
    NewGameSettings probe;
    probe.deckPath = path;
    QString error;
    const auto tiles = probe.loadTiles(&error);
    m_deckValid = tiles != nullptr;
    m_deckHasRiver = tiles && tiles->deck().hasRiver();
    offerOwnSets(tiles ? &tiles->deck() : nullptr);
    m_deckError->setText(m_deckValid ? QString() : tr("This deck cannot be used:\n%1").arg(error));
    m_deckError->setVisible(!m_deckValid);
    updateState();
    return m_deckValid;
}

QString NewGameDialog::deckError() const
{
    return m_deckError->isVisibleTo(this) ? m_deckError->text() : QString();
}

void NewGameDialog::updateState()
{
    m_addSeat->setEnabled(m_seats.size() < std::size_t(MaxPlayers));
    for (SeatEditor* e : m_seats)
        e->setRemovable(m_seats.size() > std::size_t(MinPlayers));
    const bool file = m_fileDeck->isChecked();
    m_ownSetsBox->setVisible(file && m_deckValid && !m_ownSets.empty());
    const bool hasRiver = file ? m_deckValid && m_deckHasRiver : standardDeck().hasRiver();
    m_river->setEnabled(hasRiver);
    {
        // Unticked while there is no river to start with; the designer's choice comes back
        // with a deck that has one.
        const QSignalBlocker block(m_river);
        m_river->setChecked(hasRiver && m_riverWanted);
    }
    m_river->setToolTip(hasRiver ? QString() : tr("This deck has no river tiles"));
    // The sets' names show their "&", not taken for a shortcut's underline.
    m_standardDeck->setText(NewGameSettings::standardDeckText(
                                standardDeck().hasRiver() && m_riverWanted, settings().expansions)
                                .replace(QLatin1Char('&'), QStringLiteral("&&")));
    m_deckError->setVisible(file && !m_deckValid);
    const bool seedOk = m_seed->text().trimmed().isEmpty() ||
                        NewGameSettings::parseSeed(m_seed->text()).has_value();
    m_seedError->setText(seedOk ? QString() : tr("The seed must be a whole number"));
    m_seedError->setVisible(!seedOk);
    m_start->setEnabled(seedOk && (!file || (m_deckValid && !m_deckPath.isEmpty())) &&
                        m_seats.size() >= std::size_t(MinPlayers));
}

} // namespace bastide
