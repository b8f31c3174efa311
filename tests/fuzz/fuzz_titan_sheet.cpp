// Fuzz target: titan sheets (titanSheet, systems::modelText;
// docs/sheets/titanicus.md), with the built-in rulesets loaded. Besides contract.hpp's contract, an
// accepted state is read back unchanged (state_contract.hpp).
#include "state_contract.hpp"

AUSPEX_STATE_FUZZ_TARGET(titan_sheet)
