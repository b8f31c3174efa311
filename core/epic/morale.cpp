#include "epic/morale.hpp"

#include "dice/chain.hpp"

namespace auspex::epic {

MoraleOutcome morale(int value, bool inRetreat, int tests) {
  MoraleOutcome out;
  out.pass = dice::chanceAtLeast(value);
  // States: 0 steady, 1 in retreat, 2 dispersed. Passing a test does not
  // remove the Retraite token (only a rally does); failing moves one state on.
  const double pass = out.pass;
  const dice::Chain chain(3, [pass](int state, const dice::Chain::Emit& emit) {
    if (state == 2) return emit(2, 1.0);
    emit(state, pass);
    emit(state + 1, 1.0 - pass);
  });
  std::vector<double> p{inRetreat ? 0.0 : 1.0, inRetreat ? 1.0 : 0.0, 0.0};
  for (int i = 0; i < tests; ++i) {
    p = chain.step(p);
    out.dispersedBy.push_back(p[2]);
  }
  out.steady = p[0];
  out.retreat = p[1];
  out.dispersed = p[2];
  return out;
}

}  // namespace auspex::epic
