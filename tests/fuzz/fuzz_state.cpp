// Fuzz target: every state model of the systems' registry (docs/sheets/),
// through its one entry point (systems::modelText), with the built-in
// rulesets loaded. Besides contract.hpp's contract, an accepted state is
// read back unchanged (state_contract.hpp). A new game's models are fuzzed
// as soon as their seeds are in tests/fuzz/corpus/<model>/
// (scripts/fuzz-corpus.mjs): no file of their own.
#include "state_contract.hpp"

#ifdef AUSPEX_FUZZ_REPLAY
namespace {
const bool registered = (auspex::fuzz::lateTargets().push_back(&registerStateTargets), true);
}  // namespace
#else
namespace {
std::string checkModel(const std::string& input) {
  static const auspex::fuzz::StateModel& m = auspex::fuzz::stateModel(AUSPEX_STATE_MODEL);
  return auspex::fuzz::checkState(m, input);
}
}  // namespace
AUSPEX_FUZZ_TARGET(state, checkModel)
#endif
