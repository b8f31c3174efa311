// Fuzz target: AT-44 unit sheets (at44Sheet, systems::modelText; docs/sheets/at44.md),
// with the built-in rulesets loaded. Besides contract.hpp's contract, an
// accepted state is read back unchanged (state_contract.hpp).
#include "state_contract.hpp"

AUSPEX_STATE_FUZZ_TARGET(at44_sheet)
