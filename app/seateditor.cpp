// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/seateditor.h"

#include "app/gametexts.h"
#include "app/namelengthhint.h"
#include "app/playercolors.h"
#include "app/widgetfit.h"
#include "editor/retranslator.h"
#include "engine/ai/aiplayer.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QStyle>
#include <QToolButton>

namespace bastide {

SeatEditor::SeatEditor(QWidget* parent) : QWidget(parent)
{
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    m_color = new QComboBox;
    m_color->setObjectName(QStringLiteral("colorBox"));
    m_color->setIconSize(QSize(16, 16));
    for (int c = 0; c < MaxPlayers; ++c)
        m_color->addItem(PlayerColors::dot(PlayerColor(c)), QString(), c);
    m_name = new QLineEdit;
    m_name->setObjectName(QStringLiteral("nameEdit"));
    NameLengthHint::attach(m_name, NewGameSettings::MaxNameLength);
    setCompact(false);
    m_kind = new QComboBox;
    m_kind->setObjectName(QStringLiteral("kindBox"));
    m_kind->addItem(QString(), QString());
    for (const QString& level : aiLevels())
        m_kind->addItem(QString(), level);
    m_remove = new QToolButton;
    m_remove->setIcon(style()->standardIcon(QStyle::SP_DialogCloseButton));
    row->addWidget(m_color);
    row->addWidget(m_name, 1);
    row->addWidget(m_kind);
    row->addWidget(m_remove);
    connect(m_color, &QComboBox::activated, this,
            [this] { emit colorChosen(PlayerColor(m_color->currentData().toInt())); });
    connect(m_remove, &QToolButton::clicked, this, &SeatEditor::removeRequested);
    auto* texts = new Retranslator(this);
    texts->add([this] {
        for (int i = 0; i < m_color->count(); ++i)
            m_color->setItemText(i,
                                 GameTexts::colorName(PlayerColor(m_color->itemData(i).toInt())));
        m_color->setToolTip(tr("Colour"));
        m_color->setAccessibleName(tr("Colour"));
        m_name->setPlaceholderText(tr("Name"));
        m_name->setAccessibleName(tr("Name"));
        m_kind->setAccessibleName(tr("Human or computer"));
        m_kind->setItemText(0, tr("Human"));
        for (int i = 1; i < m_kind->count(); ++i)
            m_kind->setItemText(
                i, tr("Computer · %1").arg(GameTexts::levelName(m_kind->itemData(i).toString())));
        // The choices never shrink below their longest text; the name field gives way instead.
        WidgetFit::comboToContents(m_kind);
        WidgetFit::comboToContents(m_color);
        m_remove->setToolTip(tr("Remove this player"));
        m_remove->setAccessibleName(tr("Remove this player"));
    });
}

NewGameSettings::Seat SeatEditor::seat() const
{
    NewGameSettings::Seat s;
    s.name = m_name->text().trimmed();
    s.color = PlayerColor(m_color->currentData().toInt());
    s.level = m_kind->currentData().toString();
    s.computer = !s.level.isEmpty();
    return s;
}

void SeatEditor::setSeat(const NewGameSettings::Seat& seat)
{
    setColor(seat.color);
    m_name->setText(seat.name);
    int index = 0;
    if (seat.computer) {
        index = m_kind->findData(seat.level);
        if (index < 0) // a level this build does not have: the gentlest computer
            index = m_kind->count() > 1 ? 1 : 0;
    }
    m_kind->setCurrentIndex(index);
}

void SeatEditor::setColor(PlayerColor color)
{
    m_color->setCurrentIndex(m_color->findData(int(color)));
}

void SeatEditor::setCompact(bool compact)
{
    // Two abreast, a seat leaves the room for the choices' words; a name still shows about
    // nine letters ("Computer" whole in Russian), and the field widens with any room left.
    m_name->setMinimumWidth(compact ? 90 : 150);
    layout()->setSpacing(compact ? 6 : 8);
}

void SeatEditor::setRemovable(bool removable)
{
    m_remove->setEnabled(removable);
}

} // namespace bastide
