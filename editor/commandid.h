// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

namespace bastide {

/** QUndoCommand::id() of the deck editor's commands that merge with their like. */
enum class CommandId
{
    EditTile = 0x6e01,
    EditDeck,
};

/** A merge key that never merges: the edit is one undo step of its own. */
inline constexpr int NoMerge = -1;

} // namespace bastide
