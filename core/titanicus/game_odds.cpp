// Titanicus's attack odds in its game (core/titanicus/game.cpp, docs/rules/titanicus.md "The
// game"): the calculator's request of a shot or a close combat, read from both titans' sheets
// (the situation they say: not moved, aimed, earlier uses, a holo-field moved, a VSG overload,
// the target held by this very weapon), its answer, and whether the result the table's dice gave
// — shields down, structure lost, the riposte's — is one those dice could give.
#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "rulesets/ruleset.hpp"
#include "titanicus/calc.hpp"
#include "titanicus/game_detail.hpp"

namespace auspex::titanicus::game_detail {

namespace {

using game::Why;
using requests::Fields;

// A text in both languages.
struct Said {
  std::string en, fr;
};

// The weapon `id` of ruleset `ruleset` is a close combat one (its "closeCombat").
bool closeCombat(const json& sheet, const json& id) {
  const json* file = rulesets::find(sheet.value("ruleset", ""));
  if (!file || !file->contains("weapons")) return false;
  for (const json& w : (*file)["weapons"])
    if (w.value("id", json()) == id) return w.value("closeCombat", false);
  return false;
}

// Titan `d` as the calculator's named target: its `location` (else the first) from `facing`,
// the shields still up (none once the generator is destroyed).
json targetOf(const json& d, const json& location, const std::string& facing) {
  const json& locations = d["locations"];
  const json* loc = &locations.at(0);
  for (const json& l : locations)
    if (l["id"] == location) {
      loc = &l;
      break;
    }
  const json& shields = d.value("shields", json());
  const int up = shields.is_object() && !shields.value("generatorDestroyed", false)
                     ? shields.value("up", 0)
                     : 0;
  return {{"ruleset", d["ruleset"]},         {"unit", d["unit"]},
          {"location", (*loc)["id"]},        {"facing", facing},
          {"structureLost", (*loc)["lost"]}, {"shields", up}};
}

// "2 boucliers tombés", "1 point de structure perdu" (`en`, `fr`: the singular and plural
// words after the count; French takes 0 as one).
Said count(int n, const char* enOne, const char* enMany, const char* frOne, const char* frMany) {
  return {std::to_string(n) + " " + (n == 1 ? enOne : enMany),
          std::to_string(n) + " " + (n <= 1 ? frOne : frMany)};
}

}  // namespace

json attackOdds(const json& state, const requests::Fields& args) {
  const json& sheets = state["sheets"];
  const int last = static_cast<int>(sheets.size()) - 1;
  const json& a = sheets.at(static_cast<std::size_t>(args.integer("sheet", 0, last)))["sheet"];
  const auto to = static_cast<std::size_t>(args.integer("target", 0, last));
  const json& d = sheets.at(to)["sheet"];
  const int w = args.integer("weapon", 0, static_cast<int>(a["weapons"].size()) - 1);
  const json& weapon = a["weapons"][static_cast<std::size_t>(w)];
  const std::string facing = args.choice("facing", {"front", "rear"}, "front");
  const json location = args.has("location") ? args.raw("location") : json();
  json request = {{"system", "titanicus"}};
  // The Kroko d'bide holding this very target hits it automatically (« Le kroko touche ensuite
  // automatiquement »), in a shot as in a close combat.
  const json& grapple = a.value("grapple", json());
  const bool held = weapon.value("grapple", json()) == "hold" && grapple.is_object() &&
                    grapple.value("weapon", -1) == w && grapple.value("target", "") == titanName(d);
  if (closeCombat(a, weapon["id"])) {
    // The close combat (docs/calc/titanicus.md): the riposte on the attacker's `counter.location`
    // with the defender's weapon `counter.weapon` (none: no riposte).
    json counter = args.has("counter") ? args.rawObject("counter") : json::object();
    const Fields c(counter, "move.args.counter", {"location", "points", "weapon"});
    json attacker = targetOf(a, c.has("location") ? c.raw("location") : json(), "front");
    attacker["weapon"] = weapon["id"];
    json defender = targetOf(d, location, facing);
    if (c.has("weapon")) {
      const int k = c.integer("weapon", 0, static_cast<int>(d["weapons"].size()) - 1);
      defender["weapon"] = d["weapons"][static_cast<std::size_t>(k)]["id"];
    }
    request["kind"] = "closeCombat";
    request["attacker"] = attacker;
    request["defender"] = defender;
    json attack = json::object();
    if (weapon.value("modifier", 0) != 0) attack["modifier"] = weapon["modifier"];
    if (held) attack["autoHit"] = true;
    if (!attack.empty()) request["attack"] = attack;
  } else {
    const json target = targetOf(d, location, facing);
    json situation = json::object();
    if (a.value("moves", 0) == 0) situation["notMoved"] = true;
    if (weapon.value("aimed", false)) situation["aimed"] = true;
    if (weapon.value("uses", 0) > 0) situation["earlierUses"] = weapon["uses"];
    const json& holo = d.value("holo", json());
    if (holo.is_object() && !holo.value("destroyed", false) && holo.value("movedCm", 0.0) >= 10)
      situation["holoMoved"] = holo["movedCm"];
    const json& shields = d.value("shields", json());
    if (shields.is_object() && shields.value("overloaded", false) && target["shields"] > 0)
      situation["vsgOverloaded"] = true;
    if (held) situation["held"] = true;
    request["attacker"] = {
        {"ruleset", a["ruleset"]}, {"unit", a["unit"]}, {"weapon", weapon["id"]}};
    request["target"] = target;
    if (!situation.empty()) request["situation"] = situation;
    if (args.has("readings")) request["readings"] = args.rawObject("readings");
  }
  return {{"request", request}, {"odds", calc::answerTitanicus(request)}};
}

std::optional<std::pair<std::string, Why>> resultRefused(const json& odds, int shieldsDown,
                                                         int structureLost, int counterLost,
                                                         int up) {
  struct Check {
    const char* key;
    const char* path;
    int value;
    Said said;
  };
  const Check checks[] = {
      {"shieldsDown", "shieldsDown", shieldsDown,
       count(shieldsDown, "shield down", "shields down", "bouclier tombé", "boucliers tombés")},
      {"structureLost", "structureLost", structureLost,
       count(structureLost, "structure point lost", "structure points lost",
             "point de structure perdu", "points de structure perdus")},
      {"counterStructureLost", "counter.points", counterLost,
       count(counterLost, "structure point lost to the riposte",
             "structure points lost to the riposte", "point de structure perdu en riposte",
             "points de structure perdus en riposte")},
  };
  for (const Check& c : checks)
    if (auto no = game::impossible("titanicus.result-impossible", odds.value(c.key, json()),
                                   c.value, c.said.en, c.said.fr))
      return {{c.path, *no}};
  // Hits reach the structure only once no shield is up (docs/calc-api.md); a weapon that
  // ignores shields downs none, and the structure is open to it.
  const std::vector<int> downs = game::supportOf(odds.value("shieldsDown", json()));
  const bool shieldsFall = std::any_of(downs.begin(), downs.end(), [](int n) { return n > 0; });
  if (!shieldsFall || structureLost == 0 || shieldsDown >= up) return std::nullopt;
  const Said here =
      count(shieldsDown, "shield down", "shields down", "bouclier tombé", "boucliers tombés");
  if (up == 1)
    return {
        {"structureLost",
         game::why(
             "titanicus.shields-first",
             "impossible: the structure is only hit once the shield is down; here " + here.en + ".",
             "impossible : la structure n’est touchée qu’une fois le bouclier tombé ; ici " +
                 here.fr + ".")}};
  const std::string n = std::to_string(up);
  return {{"structureLost", game::why("titanicus.shields-first",
                                      "impossible: the structure is only hit once the " + n +
                                          " shields are down; here " + here.en + ".",
                                      "impossible : la structure n’est touchée qu’une fois les " +
                                          n + " boucliers tombés ; ici " + here.fr + ".")}};
}

}  // namespace auspex::titanicus::game_detail
