// Epic Escarmouches (seed 002), "Test de moral" and "Ralliement": 1D6 at or
// above the army's morale value passes; a formation that fails retreats, a
// formation already in retreat that fails again disperses.
#pragma once

#include <vector>

namespace auspex::epic {

struct MoraleOutcome {
  double pass = 0.0;  // one test (a rally is the same test)
  // After `tests` morale tests in a row (no rally in between):
  double steady = 0.0;     // never failed
  double retreat = 0.0;    // in retreat, not dispersed
  double dispersed = 0.0;  // dispersed
  // dispersedBy[i]: chance the formation has dispersed after i+1 tests.
  std::vector<double> dispersedBy;
};

MoraleOutcome morale(int value, bool inRetreat, int tests);

}  // namespace auspex::epic
