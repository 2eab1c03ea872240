// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/languagenameseditor.h"

#include "editor/committedundofilter.h"
#include "editor/editorstyle.h"
#include "editor/retranslator.h"
#include "engine/deckvalidator.h"

#include <QAbstractButton>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSignalBlocker>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>

namespace bastide {

namespace {

/** Russian and Ukrainian: the game speaks them, so their rows are always there. */
bool isGameLanguage(const QString& code)
{
    return code == QLatin1String("ru") || code == QLatin1String("uk");
}

/** The language's own name for itself, when Qt knows the language. */
QString nativeName(const QString& code)
{
    const QLocale locale(code);
    if (locale.language() == QLocale::C)
        return {};
    const QString name = locale.nativeLanguageName();
    return name.isEmpty() ? name : name.left(1).toUpper() + name.mid(1);
}

} // namespace

LanguageNamesEditor::LanguageNamesEditor(CommittedUndoFilter* undoFilter, QWidget* parent)
    : QWidget(parent), m_undoFilter(undoFilter), m_form(new QFormLayout),
      m_newCode(new QLineEdit(this)), m_add(new QPushButton(this)),
      m_note(EditorStyle::note(QString(), this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_form->setContentsMargins(0, 0, 0, 0);
    m_form->setLabelAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    layout->addLayout(m_form);
    auto* addRow = new QHBoxLayout;
    m_newCode->setObjectName(QStringLiteral("newLanguage"));
    // The code field takes the room the button leaves: its hint must show whole in any
    // language.
    addRow->addWidget(m_newCode, 1);
    addRow->addWidget(m_add);
    layout->addLayout(addRow);
    m_note->setVisible(false);
    layout->addWidget(m_note);
    auto add = [this] {
        QString error;
        if (addLanguage(m_newCode->text().trimmed(), &error)) {
            m_newCode->clear();
            m_note->setVisible(false);
        } else {
            m_note->setText(error);
            m_note->setVisible(true);
        }
    };
    connect(m_add, &QPushButton::clicked, this, add);
    connect(m_newCode, &QLineEdit::returnPressed, this, add);
    rebuild({QStringLiteral("ru"), QStringLiteral("uk")});
    auto* texts = new Retranslator(this);
    texts->add([this] { retranslate(); });
}

void LanguageNamesEditor::retranslate()
{
    //: %1 is a language code.
    m_newCode->setPlaceholderText(tr("Code, e.g. %1").arg(QStringLiteral("de")));
    m_newCode->setToolTip(tr("A language code: two or three lower-case letters, optionally "
                             "followed by _ or - and a region or script (%1)")
                              .arg(QStringLiteral("pt_BR, zh-Hans")));
    m_add->setText(tr("Add a Language"));
    for (auto it = m_fields.begin(); it != m_fields.end(); ++it) {
        // Worded as the English name's field above ("English name:"; in Russian «Название
        // (англ.):», as the deck's name fields), the game's languages by name, any other by its
        // own name for itself and its code.
        const QString code = it.key();
        const QString native = nativeName(code);
        QString text;
        if (code == QLatin1String("ru"))
            text = tr("Russian name:");
        else if (code == QLatin1String("uk"))
            text = tr("Ukrainian name:");
        else if (native.isEmpty())
            //: A name field's label for a language Qt does not know: %1 is its code
            text = tr("Name in %1:").arg(code);
        else
            //: A name field's label: %1 is the language's own name for itself, %2 its code,
            //: e.g. "Name in Deutsch (de):"
            text = tr("Name in %1 (%2):").arg(native, code);
        QLabel* label = m_labels.value(code);
        label->setText(text);
        label->setMinimumWidth(m_labelWidth);
        // The label beside says which language: the placeholder only says it may stay empty.
        it.value()->setPlaceholderText(tr("Optional"));
        if (QAbstractButton* remove = m_removers.value(it.key())) {
            const QString language = native.isEmpty() ? it.key() : native;
            //: The button beside a name in a language the designer added; %1 is the
            //: language ("Deutsch", or a code).
            remove->setToolTip(tr("Remove the name in %1").arg(language));
            remove->setAccessibleName(remove->toolTip());
        }
    }
    emit labelsChanged();
}

int LanguageNamesEditor::labelWidthHint() const
{
    int width = 0;
    for (const QLabel* label : m_labels)
        width = std::max(width, label->sizeHint().width());
    return width;
}

void LanguageNamesEditor::setLabelWidth(int width)
{
    m_labelWidth = width;
    for (QLabel* label : std::as_const(m_labels))
        label->setMinimumWidth(width);
}

void LanguageNamesEditor::rebuild(const QStringList& languages)
{
    if (languages == m_fields.keys())
        return;
    // Rows that stay are kept as they are (focus, cursor, the field's own undo, one watch by
    // the undo filter); only the rows of languages that come or go change.
    const QStringList shown = m_fields.keys();
    for (const QString& code : shown) {
        if (languages.contains(code))
            continue;
        m_form->removeRow(m_labels.value(code));
        m_fields.remove(code);
        m_labels.remove(code);
        m_removers.remove(code);
    }
    for (int row = 0; row < languages.size(); ++row) {
        const QString& code = languages.at(row);
        if (m_fields.contains(code))
            continue;
        auto* label = new QLabel(this);
        auto* edit = new QLineEdit(this);
        edit->setObjectName(QStringLiteral("name_") + code);
        label->setBuddy(edit);
        if (isGameLanguage(code)) {
            m_form->insertRow(row, label, edit);
        } else {
            // A language the designer added can be taken away again.
            auto* line = new QHBoxLayout;
            line->setSpacing(4);
            line->addWidget(edit, 1);
            auto* remove = new QToolButton(this);
            remove->setObjectName(QStringLiteral("removeLanguage_") + code);
            remove->setAutoRaise(true);
            remove->setText(QStringLiteral("✕"));
            line->addWidget(remove);
            m_form->insertRow(row, label, line);
            m_removers.insert(code, remove);
            connect(remove, &QToolButton::clicked, this, [this, code] {
                m_added.remove(code);
                emit languageRemoved(code);
            });
        }
        m_fields.insert(code, edit);
        m_labels.insert(code, label);
        m_undoFilter->watch(edit);
        connect(edit, &QLineEdit::textEdited, this,
                [this, code](const QString& text) { emit nameEdited(code, text); });
        connect(edit, &QLineEdit::editingFinished, this, &LanguageNamesEditor::editingFinished);
    }
    retranslate();
    emit rowsChanged();
}

QAbstractButton* LanguageNamesEditor::removeButton(const QString& language) const
{
    return m_removers.value(language);
}

QList<QWidget*> LanguageNamesEditor::tabStops() const
{
    QList<QWidget*> stops;
    for (auto it = m_fields.begin(); it != m_fields.end(); ++it) {
        stops << it.value();
        if (QAbstractButton* remove = m_removers.value(it.key()))
            stops << remove;
    }
    return stops << m_newCode << m_add;
}

void LanguageNamesEditor::setNames(const LocalizedText& names)
{
    m_names = names;
    QStringList languages{QStringLiteral("ru"), QStringLiteral("uk")};
    for (auto it = names.begin(); it != names.end(); ++it) {
        if (it.key() != QLatin1String("en") && !languages.contains(it.key()))
            languages << it.key();
    }
    for (const QString& code : std::as_const(m_added)) {
        if (!languages.contains(code))
            languages << code;
    }
    languages.sort();
    rebuild(languages);
    for (auto it = m_fields.begin(); it != m_fields.end(); ++it) {
        const QString text = names.value(it.key());
        QLineEdit* edit = it.value();
        if (edit->text() == text)
            continue;
        const QSignalBlocker block(edit);
        edit->setText(text);
        if (!edit->hasFocus())
            edit->setCursorPosition(0);
    }
}

bool LanguageNamesEditor::addLanguage(const QString& code, QString* error)
{
    if (!isValidLanguageCode(code) || code == QLatin1String("en")) {
        if (error)
            *error = code == QLatin1String("en")
                         ? tr("English has its own field above.")
                         : tr("“%1” is not a language code: use two or three lower-case "
                              "letters, optionally with _ or - and a region or script "
                              "(%2).")
                               .arg(code, QStringLiteral("de, pt_BR, zh-Hans"));
        return false;
    }
    m_added.insert(code);
    setNames(m_names);
    if (QLineEdit* edit = field(code))
        edit->setFocus();
    return true;
}

} // namespace bastide
