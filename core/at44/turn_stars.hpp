// The turn's stars (core/at44/turn_stars.cpp): destruction, objectives at the
// maintenance phase with sudden death, reinforcements, and the end when a
// company has no unit left; a refusal names the field.
#pragma once

#include <vector>

#include "at44/company.hpp"
#include "at44/turn_state.hpp"

namespace auspex::at44::turn_detail {

// A game ended at the turn after a maintenance phase that left a player with
// no unit in play nor reinforcements (the stars decide): true when it ends here.
bool noUnitsLeft(Turn& t, std::vector<Line>& log);
void destroyed(Turn& t, const requests::Fields& f, std::vector<Line>& log);
void maintenance(Turn& t, const requests::Fields& f, std::vector<Line>& log,
                 const CompanySize& size, const requests::json& ruleset);
void reinforcements(Turn& t, const requests::Fields& f, std::vector<Line>& log,
                    const CompanySize& size);

}  // namespace auspex::at44::turn_detail
