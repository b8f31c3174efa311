// Fuzz target: the KOLAPS activation draw (kolapsTurn, core/kolaps/turn.hpp;
// docs/sheets/kolaps-draw.md), with the built-in rulesets loaded. Besides contract.hpp's contract,
// an accepted state is read back unchanged (state_contract.hpp).
#include "state_contract.hpp"

AUSPEX_STATE_FUZZ_TARGET(kolaps_turn)
