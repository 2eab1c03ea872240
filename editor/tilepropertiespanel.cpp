// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/tilepropertiespanel.h"

#include "editor/committedundofilter.h"
#include "editor/deckdocument.h"
#include "editor/editorstyle.h"
#include "editor/groupnames.h"
#include "editor/languagenameseditor.h"
#include "editor/newgroupdialog.h"
#include "editor/pictureimporter.h"
#include "editor/retranslator.h"
#include "engine/deckvalidator.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>

namespace bastide {

namespace {

enum Role
{
    Ordinary,
    Start, // the base start tile, or the spring of the river
    Lake,
};

void setTextKeepingCursor(QLineEdit* edit, const QString& text)
{
    if (edit->text() == text)
        return;
    const QSignalBlocker block(edit);
    edit->setText(text);
    if (!edit->hasFocus())
        edit->setCursorPosition(0); // show the start of a long name, not its end
}

} // namespace

TilePropertiesPanel::TilePropertiesPanel(DeckDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document), m_id(new QLineEdit(this)),
      m_nameEn(new QLineEdit(this)), m_count(new QSpinBox(this)), m_group(new QComboBox(this)),
      m_role(new QComboBox(this)), m_roleNote(EditorStyle::note(QString(), this)),
      m_artState(EditorStyle::note(QString(), this)), m_importArt(new QPushButton(this)),
      m_removeArt(new QPushButton(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    QLabel* tileHeading = EditorStyle::heading(QString(), this);
    layout->addWidget(tileHeading);
    auto* form = new QFormLayout;
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    // Labels level with the text in their fields, which are taller than a line.
    form->setLabelAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    // Labels of their own (QFormLayout makes none for an empty text), worded below.
    const auto addLabelled = [this, form](QWidget* field) {
        auto* label = new QLabel(this);
        label->setBuddy(field);
        form->addRow(label, field);
    };

    m_id->setValidator(new QRegularExpressionValidator(
        QRegularExpression(QStringLiteral("[A-Za-z0-9_-]{0,16}")), m_id));
    auto* undoFilter = new CommittedUndoFilter(this);
    addLabelled(m_id);
    addLabelled(m_nameEn);
    m_otherNames = new LanguageNamesEditor(undoFilter, this);
    form->addRow(m_otherNames);
    // The name fields of other languages sit in a form of their own: its labels as wide as
    // this form's, so that every field starts at the same place.
    const auto alignLabels = [this, form] {
        int width = m_otherNames->labelWidthHint();
        for (int row = 0; row < form->rowCount(); ++row) {
            if (QLayoutItem* item = form->itemAt(row, QFormLayout::LabelRole);
                item && item->widget())
                width = std::max(width, item->widget()->sizeHint().width());
        }
        for (int row = 0; row < form->rowCount(); ++row) {
            if (QLayoutItem* item = form->itemAt(row, QFormLayout::LabelRole);
                item && item->widget())
                item->widget()->setMinimumWidth(width);
        }
        m_otherNames->setLabelWidth(width);
    };
    connect(m_otherNames, &LanguageNamesEditor::labelsChanged, this, alignLabels);
    // At least one: a deck file cannot hold a tile with no copies, and the editor must always
    // be able to read back what it saves.
    m_count->setRange(1, MaxDeckTiles);
    addLabelled(m_count);
    m_inputNote = EditorStyle::note(QString(), this);
    m_inputNote->setObjectName(QStringLiteral("inputNote"));
    m_id->setObjectName(QStringLiteral("tileId"));
    m_nameEn->setObjectName(QStringLiteral("name_en"));
    m_inputNote->setStyleSheet(QStringLiteral("color: %1;").arg(EditorStyle::problem().name()));
    m_inputNote->setVisible(false);
    form->addRow(m_inputNote);
    for (QWidget* field : std::initializer_list<QWidget*>{m_id, m_nameEn, m_count})
        undoFilter->watch(field);
    // What a field refuses is said at once, never cut silently, and stays said until the
    // designer comes back to the field or goes to another tile: the letters typed after a
    // refused one must not wipe out why it is missing.
    m_id->installEventFilter(this);
    connect(m_id, &QLineEdit::inputRejected, this, [this] { showInputNote(idRefusal()); });
    if (auto* countText = m_count->findChild<QLineEdit*>()) {
        connect(countText, &QLineEdit::inputRejected, this, [this] {
            showInputNote(tr("A tile has from %1 to %2 copies (a deck holds at most %2 tiles).")
                              .arg(m_count->minimum())
                              .arg(m_count->maximum()));
        });
    }
    m_group->setObjectName(QStringLiteral("tileGroup"));
    addLabelled(m_group);
    addLabelled(m_role);
    form->addRow(m_roleNote);
    layout->addLayout(form);

    layout->addSpacing(6);
    QLabel* pictureHeading = EditorStyle::heading(QString(), this);
    layout->addWidget(pictureHeading);
    layout->addWidget(m_artState);
    auto* artButtons = new QHBoxLayout;
    artButtons->addWidget(m_importArt);
    artButtons->addWidget(m_removeArt);
    artButtons->addStretch(1);
    layout->addLayout(artButtons);

    connect(m_id, &QLineEdit::textEdited, this, [this](const QString& text) {
        if (!m_document->isValidIndex(m_index))
            return;
        TileType t = m_document->tile(m_index);
        t.id = text;
        m_document->editTile(m_index, t, tr("Change the id"), mergeKey(IdField));
    });
    connect(m_nameEn, &QLineEdit::textEdited, this,
            [this](const QString& text) { editName(QStringLiteral("en"), text, NameEn); });
    connect(m_otherNames, &LanguageNamesEditor::nameEdited, this,
            [this](const QString& language, const QString& text) {
                editName(language, text,
                         OtherName + int(m_otherNames->languages().indexOf(language)));
            });
    connect(m_otherNames, &LanguageNamesEditor::editingFinished, this, [this] { nextBurst(); });
    connect(m_otherNames, &LanguageNamesEditor::languageRemoved, this,
            [this](const QString& language) {
                if (!m_document->isValidIndex(m_index))
                    return;
                TileType t = m_document->tile(m_index);
                t.name.remove(language);
                nextBurst();
                //: An edit in the History; %1 is a language code ("de").
                m_document->editTile(m_index, t, tr("Remove the name in %1").arg(language));
                refresh(); // the row goes even when the tile had no name in it
            });
    connect(m_otherNames, &LanguageNamesEditor::rowsChanged, this, &TilePropertiesPanel::orderTabs);
    connect(m_id, &QLineEdit::editingFinished, this, [this] { nextBurst(); });
    connect(m_nameEn, &QLineEdit::editingFinished, this, [this] {
        nextBurst();
        showInputNote(QString());
    });
    connect(m_count, &QSpinBox::valueChanged, this, [this](int value) {
        showInputNote(QString());
        if (!m_document->isValidIndex(m_index))
            return;
        TileType t = m_document->tile(m_index);
        t.count = value;
        m_document->editTile(m_index, t, tr("Change number of copies"), mergeKey(CountField));
    });
    connect(m_count, &QSpinBox::editingFinished, this, [this] { nextBurst(); });
    connect(m_group, &QComboBox::activated, this, [this](int index) {
        const QString group = m_group->itemData(index).toString();
        if (group.isEmpty())
            askNewGroup();
        else
            setGroup(group);
    });
    connect(m_role, &QComboBox::activated, this, &TilePropertiesPanel::setRole);
    connect(m_importArt, &QPushButton::clicked, this, &TilePropertiesPanel::importArtRequested);
    connect(m_removeArt, &QPushButton::clicked, this, [this] {
        if (!m_document->isValidIndex(m_index))
            return;
        TileType t = m_document->tile(m_index);
        t.art.clear();
        m_document->editTile(m_index, t, tr("Remove the picture"));
    });
    setTileIndex(-1);
    orderTabs();
    auto* texts = new Retranslator(this);
    texts->add([=, this] {
        const auto label = [form](QWidget* field, const QString& text) {
            if (auto* l = qobject_cast<QLabel*>(form->labelForField(field)))
                l->setText(text);
        };
        tileHeading->setText(tr("Tile"));
        m_id->setToolTip(tr("1 to 16 letters A–Z, digits, _ or -; unique in the deck. Game "
                            "records name tiles by it."));
        label(m_id, tr("&Id:"));
        m_nameEn->setPlaceholderText(tr("Name in English"));
        label(m_nameEn, tr("&English name:"));
        m_count->setToolTip(
            tr("How many copies of this tile the deck holds, the start copy included"));
        label(m_count, tr("&Copies:"));
        m_group->setToolTip(tr("River tiles are used only with the river rule, and are drawn "
                               "before every base tile. The tiles of an expansion set, or of a "
                               "set of your own, are in a game only when it is chosen."));
        label(m_group, tr("&Group:"));
        label(m_role, tr("&Role:"));
        pictureHeading->setText(tr("Picture"));
        m_importArt->setText(tr("Import Picture…"));
        m_importArt->setToolTip(tr("An SVG, PNG or JPEG picture, shown in place of the drawing"));
        m_removeArt->setText(tr("Remove"));
        alignLabels();
        refresh();
    });
}

void TilePropertiesPanel::orderTabs()
{
    // As the fields stand on screen: the language rows come and go after the panel is made.
    QList<QWidget*> order{m_id, m_nameEn};
    order << m_otherNames->tabStops();
    order << QList<QWidget*>{m_count, m_group, m_role, m_importArt, m_removeArt};
    for (qsizetype i = 1; i < order.size(); ++i)
        QWidget::setTabOrder(order[i - 1], order[i]);
}

bool TilePropertiesPanel::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_id && event->type() == QEvent::KeyPress)
        m_lastTyped = static_cast<QKeyEvent*>(event)->text();
    else if (watched == m_id && event->type() == QEvent::FocusIn)
        showInputNote(QString()); // a new try: what was said of the last one has been read
    return QWidget::eventFilter(watched, event);
}

QString TilePropertiesPanel::idRefusal() const
{
    const QString typed = m_lastTyped;
    const bool printable = typed.size() == 1 && typed.at(0).isPrint();
    if (printable && isValidTileId(typed) && m_id->text().size() >= 16)
        //: %1 is the character that was typed and left out.
        return tr("An id has at most 16 characters, so “%1” was left out.").arg(typed);
    if (printable && typed.at(0).isSpace())
        return tr("A space was left out: an id is 1 to 16 characters: letters A–Z and a–z, "
                  "digits, _ and -.");
    if (printable)
        //: %1 is the character that was typed and left out.
        return tr("“%1” was left out: an id is 1 to 16 characters: letters A–Z and a–z, digits, "
                  "_ and -.")
            .arg(typed);
    return tr("An id is 1 to 16 characters: letters A–Z and a–z, digits, _ and -; what was "
              "pasted or typed was left out.");
}

void TilePropertiesPanel::setTileIndex(int index)
{
    if (index != m_index)
        showInputNote(QString());
    m_index = index;
    nextBurst();
    refresh();
}

void TilePropertiesPanel::refresh()
{
    const bool valid = m_document->isValidIndex(m_index);
    for (QWidget* w : std::initializer_list<QWidget*>{m_id, m_nameEn, m_otherNames, m_count,
                                                      m_group, m_role, m_importArt})
        w->setEnabled(valid);
    if (!valid) {
        for (QLineEdit* e : {m_id, m_nameEn})
            setTextKeepingCursor(e, QString());
        m_otherNames->setNames({});
        m_removeArt->setEnabled(false);
        m_artState->setText(QString());
        m_roleNote->setText(QString());
        return;
    }
    const TileType& t = m_document->tile(m_index);
    setTextKeepingCursor(m_id, t.id);
    setTextKeepingCursor(m_nameEn, t.name.value(QStringLiteral("en")));
    m_otherNames->setNames(t.name);
    {
        const QSignalBlocker block(m_count);
        m_count->setValue(t.count);
    }
    const bool river = t.group == TileGroup::River;
    fillGroups();
    {
        const QSignalBlocker block(m_role);
        m_role->clear();
        if (river) {
            m_role->addItem(tr("River tile"));
            m_role->addItem(tr("Spring (laid first)"));
            m_role->addItem(tr("Lake (drawn last)"));
            m_role->setCurrentIndex(t.start ? Start : t.end ? Lake : Ordinary);
            m_roleNote->setText(t.start || t.end
                                    ? tr("A spring or lake has one river edge and one copy.")
                                    : tr("A river tile has two river edges."));
        } else if (t.group == TileGroup::Expansion) {
            m_role->addItem(tr("Ordinary tile"));
            m_role->setCurrentIndex(Ordinary);
            m_roleNote->setText(tr("Shuffled in with the base tiles when a game takes this set."));
        } else {
            m_role->addItem(tr("Ordinary tile"));
            m_role->addItem(tr("Start tile (laid first)")); // as "Spring (laid first)"
            m_role->setCurrentIndex(t.start ? Start : Ordinary);
            m_roleNote->setText(tr("One base tile is the start tile."));
        }
    }
    m_count->setEnabled(!(river && (t.start || t.end)));
    m_artState->setText(t.art.isEmpty()
                            ? tr("Drawn from its features. Import a picture (SVG, PNG or JPEG) "
                                 "to show it in place of the drawing; the features still rule "
                                 "the game.")
                            : tr("Shown with its own picture. The features below still rule "
                                 "the game."));
    m_removeArt->setEnabled(!t.art.isEmpty());
}

void TilePropertiesPanel::showInputNote(const QString& text)
{
    m_inputNote->setText(text);
    m_inputNote->setVisible(!text.isEmpty());
}

void TilePropertiesPanel::editName(const QString& language, const QString& text, int field)
{
    if (!m_document->isValidIndex(m_index))
        return;
    TileType t = m_document->tile(m_index);
    if (text.isEmpty())
        t.name.remove(language);
    else
        t.name[language] = text;
    m_document->editTile(m_index, t, tr("Change the name"), mergeKey(field));
}

void TilePropertiesPanel::fillGroups()
{
    const QSignalBlocker block(m_group);
    m_group->clear();
    const QString current = m_document->isValidIndex(m_index)
                                ? m_document->tile(m_index).groupName()
                                : GroupNames::Base;
    // Every group a tile can join at once: the base game, the river, both known sets, the
    // deck's own sets; then a way to name a new one.
    QStringList groups{GroupNames::Base, GroupNames::River, QString::fromLatin1(InnsCathedralsSet),
                       QString::fromLatin1(TradersBuildersSet)};
    for (const QString& g : GroupNames::inDeck(m_document->deck())) {
        if (!groups.contains(g))
            groups << g;
    }
    if (!groups.contains(current))
        groups << current;
    for (const QString& g : groups)
        m_group->addItem(GroupNames::display(g), g);
    m_group->addItem(tr("New Group…"), QString());
    m_group->setCurrentIndex(int(groups.indexOf(current)));
}

void TilePropertiesPanel::askNewGroup()
{
    fillGroups(); // the combo shows the tile's group again while the name is asked
    // The dialog itself refuses a name the file cannot hold, and keeps it to be mended.
    auto* dialog = new NewGroupDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        showInputNote(QString());
        setGroup(dialog->name());
    });
    dialog->open();
}

bool TilePropertiesPanel::setGroup(const QString& group)
{
    if (!m_document->isValidIndex(m_index))
        return false;
    if (group != GroupNames::Base && group != GroupNames::River &&
        !GroupNames::isValidSetName(group))
        return false;
    const TileType& t = m_document->tile(m_index);
    if (t.groupName() == group)
        return true;
    QString text;
    if (group == GroupNames::River)
        text = tr("Move to the river");
    else if (group == GroupNames::Base)
        text = tr("Move to the base game");
    else
        //: The name of an edit in the Undo menu, followed by the tile; %1 is a group ("Inns &
        //: Cathedrals", "my-set").
        text = tr("Move to %1").arg(GroupNames::display(group));
    // The marks mean different things in other groups (start tile, spring, lake).
    m_document->editTile(m_index, GroupNames::moved(t, group), text);
    return true;
}

void TilePropertiesPanel::setRole(int role)
{
    if (!m_document->isValidIndex(m_index))
        return;
    Deck deck = m_document->deck();
    TileType& t = deck.tiles[std::size_t(m_index)];
    const bool start = role == Start, end = role == Lake;
    if (t.start == start && t.end == end)
        return;
    // There is one start tile per group and one lake: marking this one unmarks the other.
    for (TileType& other : deck.tiles) {
        if (&other == &t || other.group != t.group)
            continue;
        if (start)
            other.start = false;
        if (end)
            other.end = false;
    }
    t.start = start;
    t.end = end;
    if (start || end)
        t.count = t.group == TileGroup::River ? 1 : std::max(1, t.count);
    QString text = tr("Unmark tile %1").arg(t.id);
    if (start)
        text = t.group == TileGroup::River ? tr("Make tile %1 the spring").arg(t.id)
                                           : tr("Make tile %1 the start").arg(t.id);
    else if (end)
        text = tr("Make tile %1 the lake").arg(t.id);
    m_document->editDeck(deck, text, NoMerge, m_index);
}

bool TilePropertiesPanel::importArt(const QString& path, QString* error, PictureFit fit)
{
    return PictureImporter::importFile(m_document, m_index, path, fit, error);
}

} // namespace bastide
