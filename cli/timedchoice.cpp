// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/timedchoice.h"

#include <condition_variable>
#include <mutex>
#include <thread>

namespace bastide::cli {

Move chooseWithin(AiPlayer& ai, const Game& game, std::optional<std::chrono::milliseconds> budget)
{
    if (!budget)
        return ai.choose(game);
    std::atomic<bool> cancel{false};
    std::mutex mutex;
    std::condition_variable wake;
    bool done = false;
    std::thread watchdog([&] {
        std::unique_lock lock(mutex);
        if (!wake.wait_for(lock, *budget, [&] { return done; }))
            cancel = true;
    });
    const Move move = ai.choose(game, &cancel);
    {
        std::lock_guard lock(mutex);
        done = true;
    }
    wake.notify_one();
    watchdog.join();
    return move;
}

} // namespace bastide::cli
