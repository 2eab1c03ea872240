#pragma once

#include "tileset.h"

#include <memory>

namespace bastide {

/** The built-in deck (base game and River, 3rd edition), read once from the resources. */
const Deck& standardDeck();
std::shared_ptr<const TileSet> standardTileSet();

} // namespace bastide
