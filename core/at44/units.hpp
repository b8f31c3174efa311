// AT-44 attack requests that name ruleset units ("attacker" and/or a target
// with "ruleset"): turned into the raw request they stand for, so they are
// answered exactly as it is. docs/rules/at44.md, "Requests naming units".
#pragma once

#include <optional>

#include "at44/ruleset.hpp"
#include "requests/fields.hpp"

namespace auspex::at44 {

// The request has "attacker", or a "target" with "ruleset".
bool namesUnits(const json& request);
// The raw request {"system", "attack", "target"}; throws requests::RequestError
// naming the request's own fields.
json rawFromUnits(const json& request);

// Helpers shared by units.cpp and units_target.cpp.
namespace units {

// The ruleset named by `key` ("ruleset"): loaded, of system at44.
Ruleset rulesetOf(const requests::Fields& f);
// A value the ruleset gives (then the request must not give it), or the
// request's (then it is required): `what` names it in messages.
int valueOf(const requests::Fields& f, const char* key, std::optional<int> known, int lo, int hi,
            const std::string& what);
bool flagOf(const requests::Fields& f, const char* key, std::optional<bool> known,
            const std::string& what);
// As valueOf, for a word, one of `options` (the ruleset's own when it gives one).
std::string choiceOf(const requests::Fields& f, const char* key,
                     const std::optional<std::string>& known,
                     const std::vector<std::string>& options, const std::string& what);
// As flagOf, but false when neither the ruleset nor the request gives it.
bool optionalFlagOf(const requests::Fields& f, const char* key, std::optional<bool> known);
// Attitude ids (from the ruleset) listed under `key`, each once.
std::vector<std::string> attitudesOf(const requests::Fields& f, const Ruleset& rs);
bool has(const std::vector<std::string>& list, const std::string& item);
std::optional<bool> hasSkill(const std::optional<std::vector<std::string>>& skills,
                             const std::string& skill);

// What the target side needs from the attack side.
struct Shot {
  bool shoot = true;
  int range = 0;           // shooting
  bool detection = false;  // the attacker's Détection
  bool templ = false;      // tir indirect or projection: a gabarit, no cover
  bool locked = false;     // Tir verrouillé: vehicles only
};
// Fills raw["target"] (and raw["attack"]["def"] in melee when absent).
void targetFromUnit(const requests::Fields& t, const Shot& shot, json& raw);

}  // namespace units
}  // namespace auspex::at44
