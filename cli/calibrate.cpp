// Private measuring tool (not landed): how well the evaluation predicts final scores.
#include "engine/ai/evaluator.h"
#include "engine/gamerecord.h"
#include <QCoreApplication>
#include <cstdio>
#include <cmath>
using namespace bastide;
int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const int buckets = 4;
    double err[buckets][6] = {}, abserr[buckets][6] = {};
    double n[buckets] = {};
    double sxy[buckets] = {}, sxx[buckets] = {}, syy[buckets] = {};
    double totErr[buckets] = {};
    for (int a = 1; a < argc; ++a) {
        Problems problems;
        auto record = readRecordFile(QString::fromLocal8Bit(argv[a]), problems);
        if (!record) continue;
        auto final = replay(*record, QString(), problems);
        if (!final) continue;
        const int players = final->playerCount();
        GameRecord partial = *record;
        Evaluator ev;
        for (std::size_t k = 2; k < record->moves.size(); k += 3) {
            partial.moves.assign(record->moves.begin(), record->moves.begin() + std::ptrdiff_t(k));
            auto g = replay(partial, QString(), problems);
            if (!g || g->isFinished()) continue;
            const int left = g->tilesLeft();
            const int b = left > 54 ? 0 : left > 36 ? 1 : left > 18 ? 2 : 3;
            PositionValue pv;
            ev.evaluate(*g, pv, true);
            for (int p = 0; p < players; ++p) {
                double pred[6] = {};
                for (int c = 0; c < 6; ++c) pred[c] = g->player(p).breakdown[std::size_t(c)];
                for (const FeatureProspect& f : pv.features) {
                    if (!(f.owners & (1u << p))) continue;
                    int c = f.kind == FeatureKind::City ? 1 : f.kind == FeatureKind::Road ? 0
                          : f.kind == FeatureKind::Monastery ? 2 : f.kind == FeatureKind::Garden ? 3 : 4;
                    pred[c] += f.expected;
                }
                for (int c = 0; c < 6; ++c) {
                    const double e = final->player(p).breakdown[std::size_t(c)] - pred[c];
                    err[b][c] += e; abserr[b][c] += std::fabs(e);
                }
                totErr[b] += final->player(p).score() - pv.expected[std::size_t(p)];
                n[b] += 1;
            }
            const double x = pv.lead(0, players);
            const double y = final->player(0).score() - final->player(1).score();
            sxy[b] += x * y; sxx[b] += x * x; syy[b] += y * y;
        }
    }
    const char* names[6] = {"road", "city", "monastery", "garden", "field", "goods"};
    for (int b = 0; b < buckets; ++b) {
        std::printf("bucket %d (n=%g): total bias %+.1f; slope final-lead/pred-lead %.2f (r %.2f)\n", b, n[b],
                    totErr[b] / n[b], sxy[b] / sxx[b], sxy[b] / std::sqrt(sxx[b] * syy[b]));
        for (int c = 0; c < 5; ++c)
            std::printf("   %-9s bias %+6.2f  mae %5.2f\n", names[c], err[b][c] / n[b], abserr[b][c] / n[b]);
    }
}
