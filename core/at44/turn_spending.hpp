// The turn's command points spent (core/at44/turn_spending.cpp): card
// actions, attitudes, other spending; a refusal names the field.
#pragma once

#include <vector>

#include "at44/turn_state.hpp"

namespace auspex::at44::turn_detail {

void cardAction(Turn& t, const calc::Fields& f, std::vector<Line>& log, const calc::json& ruleset);
void attitude(Turn& t, const calc::Fields& f, std::vector<Line>& log, const calc::json& ruleset);
void spendCp(Turn& t, const calc::Fields& f, std::vector<Line>& log);

}  // namespace auspex::at44::turn_detail
