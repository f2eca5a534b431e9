// Seed 001's constraint system on kiwi, for a side-by-side with Folio's solver
// (Benchmarks/Benchmarks/SolverCost/SeedSystem.swift builds the same constraints).
// kiwi's headers are downloaded by compare.sh at run time; none of its code is kept here.
#include <kiwi/kiwi.h>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <memory>
#include <vector>

using namespace kiwi;

struct Rect { Variable x, y, w, h; };

struct SeedSystem {
    Solver solver;
    Variable W{"W"}, H{"H"};
    std::vector<Rect> pages;

    explicit SeedSystem(int count, double width = 390, double height = 844) : pages(count) {
        Rect scroll, content, container;
        solver.addEditVariable(W, strength::strong);
        solver.addEditVariable(H, strength::strong);
        solver.suggestValue(W, width);
        solver.suggestValue(H, height);
        Solver& s = solver;
        s.addConstraint(scroll.x == 0);
        s.addConstraint(scroll.y == 0);
        s.addConstraint(scroll.w == W);
        s.addConstraint(scroll.h == H);
        s.addConstraint(content.x == scroll.x);
        s.addConstraint(content.y == scroll.y);
        s.addConstraint(container.x == content.x);
        s.addConstraint(container.y == content.y);
        s.addConstraint(container.x + container.w == content.x + content.w);
        s.addConstraint(container.y + container.h == content.y + content.h);
        s.addConstraint(container.h == scroll.h);
        Expression previousRight = Expression(container.x);
        for (Rect& p : pages) {
            s.addConstraint(p.x == previousRight);
            s.addConstraint(p.y == container.y);
            s.addConstraint(p.w == scroll.w);
            s.addConstraint(p.h == scroll.h);
            previousRight = p.x + p.w;
        }
        s.addConstraint(previousRight == container.x + container.w);
        s.updateVariables();
    }

    void rotate(double width, double height) {
        solver.suggestValue(W, width);
        solver.suggestValue(H, height);
        solver.updateVariables();
    }
};

using Clock = std::chrono::steady_clock;

// Median wall-clock time per call of `body`, over repeated runs for about `budget` seconds.
template <class F> double medianMicros(F body, double budget) {
    std::vector<double> samples;
    auto start = Clock::now();
    while (samples.size() < 5 || (std::chrono::duration<double>(Clock::now() - start).count() < budget && samples.size() < 10000)) {
        auto t0 = Clock::now();
        body();
        samples.push_back(std::chrono::duration<double, std::micro>(Clock::now() - t0).count());
    }
    std::sort(samples.begin(), samples.end());
    return samples[samples.size() / 2];
}

int main() {
    for (int n : {10, 100, 1000}) {
        double us = medianMicros([n] { SeedSystem system(n); }, 3.0);
        std::printf("build N=%d %.3f\n", n, us);
    }
    SeedSystem system(1000);
    bool portrait = false;
    double us = medianMicros([&] {
        if (portrait) system.rotate(390, 844); else system.rotate(844, 390);
        portrait = !portrait;
    }, 3.0);
    std::printf("rotate N=1000 %.3f\n", us);
    std::printf("check %.1f\n", system.pages[999].x.value());
    return 0;
}
