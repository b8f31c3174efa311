// The KOLAPS calculator's field readers (kolaps/calc.cpp), shared by the
// action request and the activation planner (kolaps/plan_calc.cpp): each
// error names the field where the request holds it.
#pragma once

#include <optional>

#include "calc/calc.hpp"
#include "kolaps/action.hpp"

namespace auspex::calc::kolaps_read {

kolaps::Weapon readWeapon(const Fields& w, kolaps::Action action);
kolaps::Protection readProtection(const Fields& p);

// `action`, `weapon` and `distance` of an action request (or a plan's option).
struct ActionHead {
  kolaps::Attack attack;
  std::optional<int> distance;
};
ActionHead readActionHead(const Fields& r);

// `opposition` (dice, or named sources) into at.oppositionDice; the sources read.
json readOpposition(const Fields& r, kolaps::Attack& at, std::optional<int> distance);

// `ruleset`: the action's bands from a loaded kolaps ruleset into at.bands; the table read.
json fromRuleset(const Fields& r, kolaps::Attack& at);

}  // namespace auspex::calc::kolaps_read
