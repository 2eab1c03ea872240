// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/newgroupdialog.h"

#include "editor/editorstyle.h"
#include "editor/groupnames.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace bastide {

NewGroupDialog::NewGroupDialog(QWidget* parent)
    : QDialog(parent), m_name(new QLineEdit(this)), m_note(EditorStyle::note(QString(), this))
{
    setObjectName(QStringLiteral("newGroupDialog"));
    setWindowTitle(tr("New Group"));
    auto* layout = new QVBoxLayout(this);
    auto* label = new QLabel(tr("&Name of the set (1 to 32 characters: a–z, digits and -):"), this);
    label->setWordWrap(true);
    label->setBuddy(m_name);
    layout->addWidget(label);
    m_name->setObjectName(QStringLiteral("groupName"));
    layout->addWidget(m_name);
    m_note->setObjectName(QStringLiteral("groupNameProblem"));
    m_note->setStyleSheet(QStringLiteral("color: %1;").arg(EditorStyle::problem().name()));
    // Room for the longest reason from the start, so the dialog never has to grow for it.
    m_note->setMinimumHeight(m_note->fontMetrics().lineSpacing() * 3);
    m_note->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    layout->addWidget(m_note);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &NewGroupDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_name, &QLineEdit::textChanged, this, &NewGroupDialog::check);
    check();
    setMinimumWidth(460);
}

QString NewGroupDialog::name() const
{
    return m_name->text().trimmed();
}

void NewGroupDialog::setName(const QString& name)
{
    m_name->setText(name);
}

QString NewGroupDialog::problem() const
{
    const QString text = name();
    if (text.isEmpty() || GroupNames::isValidSetName(text))
        return {};
    if (text == GroupNames::Base || text == GroupNames::River)
        return tr("“%1” is a group already: choose it in the list.").arg(text);
    if (text.size() > 32)
        return tr("A set's name is at most 32 characters; this one has %1.").arg(text.size());
    // Say what would do, so the designer need not guess: "My Castles" → "my-castles".
    QString suggestion = text.toLower();
    suggestion.replace(QLatin1Char(' '), QLatin1Char('-'));
    if (GroupNames::isValidSetName(suggestion))
        //: %1 is what was typed, %2 the same name as a deck file can hold it.
        return tr("A set's name is written in small letters a–z, digits and - only: “%2” "
                  "would do for “%1”.")
            .arg(text, suggestion);
    return tr("A set's name is 1 to 32 characters: small letters a–z, digits and -, and not "
              "“base” or “river”.");
}

void NewGroupDialog::check()
{
    const QString why = problem();
    m_note->setText(why);
    m_ok->setEnabled(!name().isEmpty() && why.isEmpty());
}

void NewGroupDialog::accept()
{
    check();
    if (name().isEmpty() || !problem().isEmpty())
        return;
    QDialog::accept();
}

} // namespace bastide
