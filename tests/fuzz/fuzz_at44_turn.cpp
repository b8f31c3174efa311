// Fuzz target: the AT-44 turn (at44Turn, core/at44/turn.hpp; docs/sheets/at44-turn.md),
// with the built-in rulesets loaded. Besides contract.hpp's contract, an
// accepted state is read back unchanged (state_contract.hpp).
#include "state_contract.hpp"

AUSPEX_STATE_FUZZ_TARGET(at44_turn)
