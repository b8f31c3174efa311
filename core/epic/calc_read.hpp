// The epic request kinds beyond shooting and assault (core/epic/calc*.cpp).
#pragma once

#include <string>

#include "calc/calc.hpp"

namespace auspex::epic {
struct Ruleset;
struct Unit;
struct Weapon;
}  // namespace auspex::epic

namespace auspex::calc::epic_read {

json multiple(const Fields& request);  // attack.kind "multiple"
json morale(const json& request);      // kind "morale"
json terrain(const json& request);     // kind "terrain"
json initiative(const json& request);  // kind "initiative"

// Requests naming units of a loaded ruleset ("attacker", "target.ruleset"):
// namesUnits tells them apart; fromUnits gives the raw request they stand for.
bool namesUnits(const json& request);
json fromUnits(const json& request);
// The epic ruleset a request names (`ruleset`, loaded in the registry); `name` is set to it.
epic::Ruleset loadRuleset(const Fields& f, std::string& name);
// The weapon a unit request names (`weapon`, or the unit's only one), one the unit carries.
const epic::Weapon& unitWeapon(const Fields& a, const epic::Ruleset& r, const epic::Unit& unit);

}  // namespace auspex::calc::epic_read
