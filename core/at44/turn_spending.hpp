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

// Why player p cannot activate a unit now (not their hand, no card left), or nothing.
std::optional<model::Why> unitRefusal(const Turn& t, int p, const requests::json& ruleset);
// Why player p cannot activate a unit without an officer paying its CP now, or nothing.
std::optional<model::Why> paidRefusal(const Turn& t, int p, const requests::json& ruleset);
// Why the maintenance phase cannot come yet (cards left to play), or nothing.
std::optional<model::Why> cardsLeftRefusal(const Turn& t);

// A unit activated by player p: turns the first card when none is waiting;
// 1 PC without an officer unless `pay` is false (it then does nothing).
void unit(Turn& t, const requests::Fields& f, std::vector<Line>& log,
          const requests::json& ruleset);
// A unit of player p destroyed: one unit card fewer, its card out of the
// sequence when it was not activated yet.
void unitLost(Turn& t, const requests::Fields& f, std::vector<Line>& log);
// The activations ended with cards left (the page asks first): said in the log.
void endActivations(Turn& t, std::vector<Line>& log);

void cardAction(Turn& t, const requests::Fields& f, std::vector<Line>& log,
                const requests::json& ruleset);
void attitude(Turn& t, const requests::Fields& f, std::vector<Line>& log,
              const requests::json& ruleset);
void spendCp(Turn& t, const requests::Fields& f, std::vector<Line>& log);

}  // namespace auspex::at44::turn_detail
