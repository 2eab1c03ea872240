// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/tileset.h"

#include <memory>

namespace bastide {

/** The built-in deck (base game and River, 3rd edition), read once from the resources. */
const Deck& standardDeck();
std::shared_ptr<const TileSet> standardTileSet();

} // namespace bastide
