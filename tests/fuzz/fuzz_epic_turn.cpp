// Fuzz target: the Epic turn (epicTurn, core/epic/turn.hpp; docs/sheets/epic-turn.md),
// with the built-in rulesets loaded. Besides contract.hpp's contract, an
// accepted state is read back unchanged (state_contract.hpp).
#include "state_contract.hpp"

AUSPEX_STATE_FUZZ_TARGET(epic_turn)
