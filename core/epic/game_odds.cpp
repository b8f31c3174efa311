// Epic Escarmouches's attack odds in its game (core/epic/game.cpp, docs/rules/epic.md "The
// game"): the calculator's request of one unit type of a formation shooting at, or
// assaulting, a unit type of the other side's (docs/calc/epic.md, "Units from a ruleset"),
// read from both sheets — models left and not transported, the shooter's order (its to-hit),
// either formation in retraite — its answer, and the sheet actions its real result puts on the
// sheets, a result the dice could give. Two cases the unit form cannot say are written with the
// contract's raw numbers, from the ruleset as the calculator takes them: a vehicle target (its
// hits to destroy from its sheet, less those one lone vehicle already took; `heavy` the
// players'), and a shooter in retraite (no to-hit of its order: the players' `modifier`).
#include <algorithm>
#include <string>
#include <vector>

#include "epic/calc.hpp"
#include "epic/game_setup.hpp"
#include "game/game.hpp"
#include "rulesets/ruleset.hpp"

namespace auspex::epic::game_detail {

namespace {

using requests::Fields;
using requests::RequestError;

// The item of `list` (a ruleset's array) whose id is `id`, or nullptr.
const json* byId(const json& list, const std::string& id) {
  if (!list.is_array()) return nullptr;
  for (const json& x : list)
    if (x.value("id", "") == id) return &x;
  return nullptr;
}

// A unit type's models left and not transported.
int free(const json& u) {
  return std::max(0, u.value("left", 0) - u.value("transported", 0));
}

// A sheet's entry of unit type `unit`, or nullptr.
const json* entryOf(const json& sheet, const std::string& unit) {
  for (const json& u : sheet["units"])
    if (u.value("unit", "") == unit) return &u;
  return nullptr;
}

// The loaded ruleset of a sheet (its JSON file).
const json& rulesetOf(const json& sheet, const Fields& args, const char* key) {
  const json* file = rulesets::find(sheet.value("ruleset", ""));
  if (!file)
    args.fail(key, {"ruleset.unknown", "names no loaded ruleset: " + sheet["ruleset"].dump(),
                    "ne nomme aucun jeu de règles chargé : " + sheet["ruleset"].dump()});
  return *file;
}

// The raw shooting request (docs/calc-api.md) the named one stands for, from the rulesets.
json rawShot(const json& me, const json& them, const Fields& args, const std::string& weaponId,
             int count, int models, const json& vehicle) {
  const json& mine = rulesetOf(me, args, "sheet");
  const json& theirs = rulesetOf(them, args, "target");
  const std::string unit = args.string("unit", 100), targetUnit = args.string("targetUnit", 100);
  // (Copies kept while the pointers into them are read.)
  const json mineWeapons = mine.value("weapons", json()), mineUnits = mine.value("units", json());
  const json theirUnits = theirs.value("units", json()), terrains = theirs.value("terrain", json());
  const json* weapon = byId(mineWeapons, weaponId);
  const json* shooter = byId(mineUnits, unit);
  const json carried = shooter ? shooter->value("weapons", json::array()) : json::array();
  if (!weapon || std::find(carried.begin(), carried.end(), weaponId) == carried.end())
    args.fail("weapon", {"epic.weapon", "\"" + unit + "\" has no weapon \"" + weaponId + "\"",
                         "« " + unit + " » n'a pas d'arme « " + weaponId + " »"});
  const json* tunit = byId(theirUnits, targetUnit);
  if (!tunit)
    args.fail("targetUnit", {"field.choice",
                             "names no unit of the ruleset \"" + them.value("ruleset", "") +
                                 "\": \"" + targetUnit + "\"",
                             "ne nomme aucune unité du jeu de règles « " +
                                 them.value("ruleset", "") + " » : « " + targetUnit + " »"});
  json target = {{"save", tunit->value("save", json())},
                 {"coverToHit", 0},
                 {"saveBonus", 0},
                 {"models", models}};
  const std::string terrainId = args.has("terrain") ? args.string("terrain", 100) : "";
  if (!terrainId.empty()) {
    const json* terrain = byId(terrains, terrainId);
    const std::string key = tunit->value("kind", "") == "vehicle" ? "vehicles" : "infantry";
    if (!terrain || terrain->value(key, "") == "infranchissable")
      args.fail(
          "terrain",
          {"epic.terrain", "\"" + terrainId + "\" is no terrain \"" + targetUnit + "\" may be in",
           "« " + terrainId + " » n'est pas un terrain où « " + targetUnit + " » peut être"});
    target["coverToHit"] = terrain->value("coverBonus", 0);
    target["saveBonus"] = terrain->value("saveBonus", 0);
  }
  if (!vehicle.is_null()) target["vehicle"] = vehicle;
  const json& toHit = me.value("toHit", json());
  const int modifier =
      toHit.is_number_integer() ? toHit.get<int>() : args.integer("modifier", -6, 6, 0);
  const int dice = weapon->value("dice", 1);
  json attack = {{"kind", "shoot"},
                 {"shots", count * dice},
                 {"toHit", weapon->value("toHit", json())},
                 {"modifier", modifier}};
  if (weapon->contains("saveModifier")) attack["saveModifier"] = weapon->at("saveModifier");
  attack["dicePerModel"] = dice;
  return {{"system", "epic"}, {"attack", attack}, {"target", target}};
}

}  // namespace

json attackOdds(const json& state, const Fields& args) {
  const json& sheets = state["sheets"];
  const int last = static_cast<int>(sheets.size()) - 1;
  const json& me = sheets.at(static_cast<std::size_t>(args.integer("sheet", 0, last)))["sheet"];
  const json& them = sheets.at(static_cast<std::size_t>(args.integer("target", 0, last)))["sheet"];
  const std::string unit = args.string("unit", 100), targetUnit = args.string("targetUnit", 100);
  const json* shooter = entryOf(me, unit);
  const json* target = entryOf(them, targetUnit);
  const std::string meName = me.value("name", ""), themName = them.value("name", "");
  if (!shooter || free(*shooter) == 0)
    args.fail("unit", {"epic.none-left", "no \"" + unit + "\" left to attack in " + meName,
                       "plus de « " + unit + " » pour attaquer dans " + meName});
  if (!target || free(*target) == 0)
    args.fail("targetUnit", {"epic.none-left", "no \"" + targetUnit + "\" left in " + themName,
                             "plus de « " + targetUnit + " » dans " + themName});
  json request;
  bool vehicle = false;
  bool damaged = false;
  if (args.choice("kind", {"shoot", "assault"}) == "assault") {
    request = {{"system", "epic"},
               {"attacker",
                {{"kind", "assault"},
                 {"ruleset", me["ruleset"]},
                 {"unit", unit},
                 {"retreat", me.value("retraite", false)},
                 {"position", args.integer("position", 1, 20, 1)}}},
               {"target",
                {{"ruleset", them["ruleset"]},
                 {"unit", targetUnit},
                 {"retreat", them.value("retraite", false)}}}};
  } else {
    const int can = free(*shooter);
    const int count = std::min(std::max(1, args.integer("count", 1, 200, can)), can);
    const int models = free(*target);
    const std::string weapon = args.has("weapon") ? args.string("weapon", 100) : "";
    vehicle = target->value("kind", "") == "vehicle";
    if (vehicle) {
      // One vehicle: the hits it took are off its hits to destroy; several count as undamaged.
      const json taken = target->value("hitsTaken", json::array());
      const bool one = models == 1;
      const int took = one && !taken.empty() ? taken[0].get<int>() : 0;
      for (int i = 0; i < models && i < static_cast<int>(taken.size()); ++i)
        damaged = damaged || (!one && taken[static_cast<std::size_t>(i)].get<int>() > 0);
      const json hits = {{"heavy", args.boolean("heavy", false)},
                         {"facing", args.choice("facing", {"front", "side", "rear"}, "front")},
                         {"hitsToDestroy", target->value("hitsToDestroy", 1) - took}};
      request = rawShot(me, them, args, weapon, count, models, hits);
    } else if (!me.value("toHit", json()).is_number_integer()) {
      request = rawShot(me, them, args, weapon, count, models, json());
    } else {
      json attacker = {{"ruleset", me["ruleset"]}, {"unit", unit}};
      if (!weapon.empty()) attacker["weapon"] = weapon;
      attacker["count"] = count;
      attacker["order"] = me["order"];
      json to = {{"ruleset", them["ruleset"]}, {"unit", targetUnit}, {"count", models}};
      if (args.has("terrain") && !args.string("terrain", 100).empty())
        to["terrain"] = args.string("terrain", 100);
      request = {{"system", "epic"}, {"attacker", attacker}, {"target", to}};
    }
    if (args.has("readings")) request["readings"] = args.rawObject("readings");
  }
  return {{"request", request},
          {"odds", calc::answerEpic(request)},
          {"vehicle", vehicle},
          {"damaged", damaged}};
}

json resultSteps(const json& state, const Fields& args, const json& odds) {
  const auto k = static_cast<std::size_t>(args.integer("sheet", 0, 100000));
  const auto j = static_cast<std::size_t>(args.integer("target", 0, 100000));
  const std::string unit = args.string("unit", 100), targetUnit = args.string("targetUnit", 100);
  if (args.choice("kind", {"shoot", "assault"}) == "assault") {
    // The loser's unit type loses one model; an outcome the dice could never give is refused.
    const bool won = args.choice("real", {"won", "lost"}) == "won";
    const json& win = odds["odds"].value("win", json());
    if (win.is_number() && (won ? win.get<double>() <= 0 : win.get<double>() >= 1))
      args.fail(
          "real",
          {"epic.result-impossible",
           std::string("impossible with these dice: the assault ") + (won ? "won" : "lost"),
           std::string("impossible avec ces dés : le corps à corps ") + (won ? "gagné" : "perdu")});
    json steps = json::array();
    steps.push_back(json{
        {"sheet", won ? j : k},
        {"action", json{{"type", "casualties"}, {"unit", won ? targetUnit : unit}, {"n", 1}}}});
    return steps;
  }
  const int n = args.integer("real", 0, 10000);
  const bool vehicle = odds["vehicle"].get<bool>();
  const json& dist = odds["odds"].value(vehicle ? "unsaved" : "casualties", json());
  const std::string count = std::to_string(n);
  const std::string en = vehicle ? count + (n == 1 ? " unsaved hit" : " unsaved hits")
                                 : count + (n == 1 ? " unit destroyed" : " units destroyed");
  const std::string fr =
      vehicle ? count + (n <= 1 ? " touche non sauvegardée" : " touches non sauvegardées")
              : count + (n <= 1 ? " unité détruite" : " unités détruites");
  if (const auto no = game::impossible("epic.result-impossible", dist, n, en, fr))
    throw RequestError(args.pathOf("real"), no->code, no->en, no->fr);
  const json& target = *entryOf(state["sheets"][j]["sheet"], targetUnit);
  json steps = json::array();
  if (n == 0) return steps;
  if (!vehicle) {
    steps.push_back(
        {{"sheet", j}, {"action", {{"type", "casualties"}, {"unit", targetUnit}, {"n", n}}}});
    return steps;
  }
  // Unsaved hits on the first vehicle until it is destroyed, then the next; beyond the last, none.
  const int toDestroy = target.value("hitsToDestroy", 1);
  std::vector<int> taken = target.value("hitsTaken", std::vector<int>());
  taken.resize(std::min(taken.size(), static_cast<std::size_t>(free(target))));
  for (int left = n; left > 0 && !taken.empty();) {
    const int hits = std::min(left, toDestroy - taken.front());
    steps.push_back(
        {{"sheet", j},
         {"action", {{"type", "vehicleHit"}, {"unit", targetUnit}, {"vehicle", 0}, {"n", hits}}}});
    left -= hits;
    if (taken.front() + hits >= toDestroy)
      taken.erase(taken.begin());
    else
      taken.front() += hits;
  }
  return steps;
}

}  // namespace auspex::epic::game_detail
