#include "at44/morale.hpp"

namespace auspex::at44 {

MoraleOutcome testMorale(const MoraleTest& t) {
  MoraleOutcome out;
  out.morale = t.mor + t.officerGrade + (t.objective ? 1 : 0) - t.earlierTests;
  out.target = t.nervesOfSteel ? Target{1} : universalTable(out.morale - kMoraleDifficulty);
  out.pass = out.target.chance();
  return out;
}

}  // namespace auspex::at44
