// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QIcon>

namespace bastide {

/** The deck editor's icons, painted in the colours of the tile art so that the tools read
 *  as the terrain they draw. */
class ToolIcons
{
public:
    enum class Icon
    {
        City,
        Road,
        River,
        Field,
        Join,
        Shield,
        Monastery,
        Garden,
        Inn,
        Cathedral,
        Wine,
        Grain,
        Cloth,
        InnerField,
        Add,
        Duplicate,
        Delete,
        MoveUp,
        MoveDown,
        Play,
        Print,
        Deck,
    };
    static QIcon icon(Icon which);
};

} // namespace bastide
