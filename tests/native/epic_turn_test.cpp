// Epic Escarmouches (seed 002): "Test de moral", "Terrain" (dangerous
// terrain) and "Initiative et Valeur Stratégique", against enumeration.
#include <algorithm>

#include "brute.hpp"
#include "epic/initiative.hpp"
#include "epic/morale.hpp"
#include "epic/terrain.hpp"

using namespace auspex::epic;

TEST_CASE("morale tests match enumeration", "[epic][morale][brute]") {
  const int value = GENERATE(1, 3, 4, 6, 7);
  const bool inRetreat = GENERATE(false, true);
  const int tests = 4;
  double steady = 0, retreat = 0, dispersed = 0;
  std::vector<double> dispersedBy(tests, 0.0);
  brute::forEachThrow(tests, 6, [&](const std::vector<int>& f, double p) {
    int state = inRetreat ? 1 : 0;  // steady, retreat, dispersed
    for (int i = 0; i < tests; ++i) {
      if (state < 2 && f[i] < value) ++state;
      if (state == 2) dispersedBy[i] += p;
    }
    (state == 0 ? steady : state == 1 ? retreat : dispersed) += p;
  });
  const MoraleOutcome o = morale(value, inRetreat, tests);
  CHECK(o.pass == Approx(std::clamp(7 - value, 0, 6) / 6.0));
  CHECK(o.steady == Approx(steady).margin(1e-12));
  CHECK(o.retreat == Approx(retreat).margin(1e-12));
  CHECK(o.dispersed == Approx(dispersed).margin(1e-12));
  for (int i = 0; i < tests; ++i) CHECK(o.dispersedBy[i] == Approx(dispersedBy[i]).margin(1e-12));
}

TEST_CASE("a formation in retreat that fails disperses", "[epic][morale]") {
  // Morale 4+: passes on 4, 5, 6. In retreat, one failure disperses it.
  const MoraleOutcome o = morale(4, true, 1);
  CHECK(o.pass == Approx(0.5));
  CHECK(o.dispersed == Approx(0.5));
  CHECK(morale(4, false, 1).dispersed == 0.0);
  CHECK(morale(4, false, 2).dispersed == Approx(0.25));
}

TEST_CASE("dangerous terrain matches enumeration", "[epic][terrain][brute]") {
  const int units = 3;
  brute::Table stopped, hits;
  brute::forEachThrow(2 * units, 6, [&](const std::vector<int>& f, double p) {
    int s = 0, h = 0;
    for (int i = 0; i < units; ++i) {
      if (f[2 * i] != 1) continue;  // the second D6 is only rolled after a 1
      ++s;
      if (f[2 * i + 1] == 1) ++h;
    }
    stopped.add(s, p);
    hits.add(h, p);
  });
  const TerrainOutcome o = dangerousTerrain(units, std::nullopt);
  brute::requireSame(o.stopped, stopped);
  brute::requireSame(o.hits, hits);
  CHECK_FALSE(o.unsaved.has_value());
}

TEST_CASE("dangerous terrain hits are saved as any hit", "[epic][terrain][brute]") {
  const int units = 2, save = GENERATE(2, 4, 6);
  brute::Table unsaved;
  brute::forEachThrow(3 * units, 6, [&](const std::vector<int>& f, double p) {
    int u = 0;
    for (int i = 0; i < units; ++i) u += f[3 * i] == 1 && f[3 * i + 1] == 1 && f[3 * i + 2] < save;
    unsaved.add(u, p);
  });
  const TerrainOutcome o = dangerousTerrain(units, save);
  REQUIRE(o.unsaved.has_value());
  brute::requireSame(*o.unsaved, unsaved);
}

TEST_CASE("the initiative cup matches enumeration of the draws", "[epic][initiative][brute]") {
  const int a = GENERATE(1, 2, 3), b = GENERATE(1, 2, 3);
  const InitiativeOutcome o = initiative(a, b);
  const int ta = a >= b ? 3 : 2, tb = b >= a ? 3 : 2;
  CHECK(o.tokensA == ta);
  CHECK(o.tokensB == tb);
  // Every order of the distinct tokens in the cup, equally likely.
  std::vector<int> cup(ta + tb);
  for (int i = 0; i < ta + tb; ++i) cup[i] = i;
  std::map<std::string, double> patterns;
  int orders = 0;
  do {
    std::string pattern;
    for (int i = 0; i < 3; ++i) pattern += cup[i] < ta ? 'A' : 'B';
    patterns[pattern] += 1;
    ++orders;
  } while (std::next_permutation(cup.begin(), cup.end()));
  REQUIRE(o.patterns.size() == 8);
  std::vector<double> phaseA(3, 0.0);
  brute::Table phasesA;
  for (const auto& [pattern, p] : o.patterns) {
    INFO(pattern);
    CHECK(p == Approx(patterns[pattern] / orders).margin(1e-12));
    const double q = patterns[pattern] / orders;
    for (int i = 0; i < 3; ++i) phaseA[i] += pattern[i] == 'A' ? q : 0;
    phasesA.add(static_cast<int>(std::count(pattern.begin(), pattern.end(), 'A')), q);
  }
  for (int i = 0; i < 3; ++i) CHECK(o.phaseA[i] == Approx(phaseA[i]).margin(1e-12));
  brute::requireSame(o.phasesA, phasesA);
}

TEST_CASE("3 tokens against 2: B never has all three phases", "[epic][initiative]") {
  const InitiativeOutcome o = initiative(5, 4);
  CHECK(o.patterns.at("BBB") == 0.0);
  CHECK(o.patterns.at("AAA") == Approx(3.0 / 5 * 2.0 / 4 * 1.0 / 3));
  CHECK(o.phaseA[0] == Approx(0.6));
  CHECK(o.phaseA[2] == Approx(0.6));
}
