// Brute-force enumeration of dice, the reference every exact computation is
// checked against: every face combination, each with its probability.
#pragma once

#include <cmath>
#include <functional>
#include <map>
#include <vector>

#include <catch2/catch.hpp>

#include "dice/dist.hpp"

namespace brute {

// Calls f(faces, probability) for every throw of n dice of `sides` faces.
inline void forEachThrow(int n, int sides,
                         const std::function<void(const std::vector<int>&, double)>& f) {
  std::vector<int> faces(n, 1);
  const double p = std::pow(1.0 / sides, n);
  while (true) {
    f(faces, p);
    int i = 0;
    while (i < n && faces[i] == sides) faces[i++] = 1;
    if (i == n) return;
    ++faces[i];
  }
}

// The chance of exactly k successes (a face at or above `target`) among n
// dice of `sides` faces, k = 0 .. n, every throw counted.
inline std::vector<double> successCounts(int n, int sides, int target) {
  std::vector<double> out(static_cast<std::size_t>(n) + 1, 0.0);
  forEachThrow(n, sides, [&](const std::vector<int>& faces, double p) {
    int k = 0;
    for (int f : faces) k += f >= target ? 1 : 0;
    out[static_cast<std::size_t>(k)] += p;
  });
  return out;
}

// Calls visit(run(roll), probability) for every path of a procedure that
// rolls dice one at a time through roll(): depth first over the values of
// each die the procedure asks for, so a die it does not roll (a re-roll that
// does not happen) is not enumerated. `run` must depend on the rolls only.
template <class Run, class Visit>
void forEachPath(int sides, Run run, Visit visit) {
  std::vector<int> tape;
  while (true) {
    std::size_t used = 0;
    const std::function<int()> roll = [&]() {
      if (used == tape.size()) tape.push_back(1);
      return tape[used++];
    };
    auto outcome = run(roll);
    visit(outcome, std::pow(1.0 / sides, static_cast<double>(used)));
    tape.resize(used);
    while (!tape.empty() && tape.back() == sides) tape.pop_back();
    if (tape.empty()) return;
    ++tape.back();
  }
}

// A distribution accumulated by enumeration.
struct Table {
  std::map<int, double> p;
  void add(int v, double w) { p[v] += w; }
  double at(int v) const {
    auto it = p.find(v);
    return it == p.end() ? 0.0 : it->second;
  }
};

inline void requireSame(const auspex::dice::Dist& d, const Table& t) {
  double total = 0.0;
  for (const auto& [v, w] : t.p) {
    INFO("value " << v);
    REQUIRE(d.at(v) == Approx(w).margin(1e-12));
    total += w;
  }
  REQUIRE(d.total() == Approx(1.0).margin(1e-12));
  REQUIRE(total == Approx(1.0).margin(1e-12));
  for (int v = d.lo(); v <= d.hi(); ++v) {
    INFO("value " << v);
    REQUIRE(d.at(v) == Approx(t.at(v)).margin(1e-12));
  }
}

inline void requireSame(const std::vector<double>& counts, const Table& t) {
  for (std::size_t v = 0; v < counts.size(); ++v) {
    INFO("count " << v);
    REQUIRE(counts[v] == Approx(t.at(static_cast<int>(v))).margin(1e-12));
  }
  for (const auto& [v, w] : t.p) {
    INFO("count " << v);
    if (w > 0) REQUIRE(v < static_cast<int>(counts.size()));
  }
}

}  // namespace brute
