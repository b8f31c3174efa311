// The turn's command points spent (core/at44/turn_spending.cpp): card
// actions, attitudes, other spending; a refusal names the field.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "at44/turn_state.hpp"

namespace auspex::at44::turn_detail {

// Why card action `id` (or "activer") is refused to player p now — the
// cards left, its CP, twice in a row — or nullopt; the phase is the
// action table's.
std::optional<model::Why> cardRefusal(const Turn& t, int p, const std::string& id,
                                      const requests::json& ruleset);
// Why attitude `id` is refused to player p now (its CP), or nullopt.
std::optional<model::Why> attitudeRefusal(const Turn& t, int p, const std::string& id,
                                          const requests::json& ruleset);
// Every card action and attitude of each player, allowed now or why not
// (the phase's refusal when given): [{player, kind, id, allowed, why?}].
requests::json choicesJson(const Turn& t, const requests::json& ruleset,
                           const std::optional<model::Why>& cardPhase,
                           const std::optional<model::Why>& attitudePhase);

void cardAction(Turn& t, const requests::Fields& f, std::vector<Line>& log,
                const requests::json& ruleset);
void attitude(Turn& t, const requests::Fields& f, std::vector<Line>& log,
              const requests::json& ruleset);
void spendCp(Turn& t, const requests::Fields& f, std::vector<Line>& log);

}  // namespace auspex::at44::turn_detail
