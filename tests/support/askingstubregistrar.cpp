// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Linked into a test build of bastide-cli (and the scripted bot), so their games know the
// stub set "test-asks" before main() runs.

#include "askingstub.h"

namespace {

const bool registered = [] {
    bastide::test::AskingStub::registerIt();
    return true;
}();

} // namespace
