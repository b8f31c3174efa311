// The calculator's requests for the rolls a titan sheet makes besides its
// attacks (docs/calc/titanicus.md, "Rolls"): shield repair, the VSG overload,
// a damage table's dice, a gargant's fires, the Trident's pull. Each answer
// carries `outcomes`, [{id, name: {fr, en}, p}], what a player reads before
// rolling (the sheet's dice panel shows them).
#pragma once

#include "requests/reply.hpp"

namespace auspex::titanicus {

// The kinds answered here.
bool isRollKind(const requests::json& kind);
requests::json answerRoll(const requests::json& request);

}  // namespace auspex::titanicus
