// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The shared round of hard's sequential halving: threads claim its deals as they go, each
// deal's luck comes from its index, and the rewards add up in deal order.

#include "engine/ai/dealround.h"
#include "engine/ai/rootmoves.h"

#include <QTest>
#include <algorithm>
#include <set>
#include <thread>
#include <vector>

using namespace bastide;

class tst_DealRound : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void threadsClaimEveryDealExactlyOnce()
    {
        const int deals = 20'000;
        DealRound round({0}, deals, 7);
        std::vector<std::vector<int>> claimed(4);
        {
            std::vector<std::jthread> threads;
            for (auto& mine : claimed) {
                threads.emplace_back([&round, &mine] {
                    for (int deal = round.claim(); deal >= 0; deal = round.claim())
                        mine.push_back(deal);
                });
            }
        }
        std::vector<int> all;
        for (const auto& mine : claimed)
            all.insert(all.end(), mine.begin(), mine.end());
        std::sort(all.begin(), all.end());
        QCOMPARE(int(all.size()), deals);
        for (int i = 0; i < deals; ++i)
            QCOMPARE(all[std::size_t(i)], i);
        QCOMPARE(round.claim(), -1); // and stays spent
    }

    void aRoundWithoutALimitHandsOutDealsUntilTheClockStopsIt()
    {
        DealRound round({0, 1}, 0, 7);
        for (int i = 0; i < 1000; ++i)
            QCOMPARE(round.claim(), i);
    }

    void everyDealAndEveryRoundIsDealtFromItsOwnSeed()
    {
        const DealRound a({0}, 0, 1), b({0}, 0, 2);
        std::set<std::uint64_t> seeds;
        for (int deal = 0; deal < 1000; ++deal) {
            seeds.insert(a.dealSeed(deal));
            seeds.insert(b.dealSeed(deal));
        }
        QCOMPARE(int(seeds.size()), 2000);
        // The seed is a function of the round's seed and the index alone.
        QCOMPARE(DealRound({3, 4}, 5, 1).dealSeed(17), a.dealSeed(17));
    }

    void rewardsAddUpPerCandidateWhateverOrderTheDealsFinishIn()
    {
        RootMoves root;
        root.options.resize(4);
        root.groups.resize(1);
        // Rewards whose sum in floating point depends on the order they are added in.
        const std::vector<std::vector<double>> rewards = {
            {1e16, 0.5}, {1.0, 0.25}, {-1e16, 0.125}, {1.0, 1.0}};
        auto total = [&](const std::vector<int>& finishOrder) {
            DealRound round({3, 1}, int(rewards.size()), 9);
            for (int deal : finishOrder)
                round.record(deal, rewards[std::size_t(deal)]);
            RootStats stats;
            stats.resize(root);
            round.addTo(stats);
            return stats;
        };
        const RootStats inOrder = total({0, 1, 2, 3});
        const RootStats shuffled = total({2, 3, 1, 0});
        QCOMPARE(inOrder.visits, (std::vector<int>{0, 4, 0, 4}));
        QCOMPARE(inOrder.reward[1], 0.5 + 0.25 + 0.125 + 1.0);
        QCOMPARE(inOrder.reward[3], ((1e16 + 1.0) - 1e16) + 1.0);
        QCOMPARE(shuffled.reward, inOrder.reward); // bit for bit
        QCOMPARE(shuffled.visits, inOrder.visits);
        QCOMPARE(inOrder.reward[0], 0.0);
    }
};

QTEST_GUILESS_MAIN(tst_DealRound)
#include "tst_dealround.moc"
