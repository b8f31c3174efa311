// Epic requests naming units of a loaded ruleset (docs/calc/epic.md, "Units
// from a ruleset"): "attacker" and a "target" with "ruleset" are turned into
// the contract's raw numbers, then answered exactly as those.
#include "calc/calc.hpp"
#include "epic/calc_read.hpp"
#include "epic/ruleset.hpp"
#include "rulesets/reader.hpp"

namespace auspex::calc::epic_read {

namespace {

using epic::Ruleset;
using epic::Unit;

constexpr int kMaxShots = 200;

const Unit& unitOf(const Fields& f, const Ruleset& r, const std::string& name) {
  const std::string id = rulesets::text(f, "unit", 60);
  const Unit* unit = r.unit(id);
  if (unit == nullptr)
    f.fail("unit", "names no unit of the ruleset \"" + name + "\": \"" + id + "\"");
  return *unit;
}

// "shoot" (the default) or "assault": read alone, so that an unknown key is
// then reported with the keys of that kind.
std::string kindOf(const json& side, const char* path) {
  if (!side.is_object()) throw RequestError(path, "must be an object, not " + describe(side));
  const json kind = side.contains("kind") ? json{{"kind", side.at("kind")}} : json::object();
  return Fields(kind, path, {"kind"}).choice("kind", {"shoot", "assault"}, "shoot");
}

json shooter(const json& side) {
  const Fields a(side, "attacker", {"kind", "ruleset", "unit", "weapon", "count", "order"});
  std::string name;
  const Ruleset r = loadRuleset(a, name);
  const Unit& unit = unitOf(a, r, name);
  const epic::Weapon& weapon = unitWeapon(a, r, unit);
  const int count = a.integer("count", 1, kMaxShots, 1);
  if (count * weapon.dice > kMaxShots)
    a.fail("count", std::to_string(count) + " models with " + std::to_string(weapon.dice) +
                        " dice each make more than " + std::to_string(kMaxShots) + " shots");
  const epic::Order* order = nullptr;
  if (a.has("order")) {
    const std::string id = rulesets::text(a, "order", 60);
    order = r.order(id);
    if (order == nullptr)
      a.fail("order", "names no order of the ruleset \"" + name + "\": \"" + id + "\"");
  } else {
    for (const auto& o : r.orders)
      if (o.isDefault) order = &o;
  }
  if (!order->toHit)
    a.fail("order", "the ruleset gives no to-hit effect for the order \"" + order->id + "\"");
  return {{"kind", "shoot"},
          {"shots", count * weapon.dice},
          {"toHit", weapon.toHit},
          {"modifier", *order->toHit},
          {"saveModifier", weapon.saveModifier},
          {"dicePerModel", weapon.dice}};
}

json shotTarget(const json& side) {
  const Fields t(side, "target", {"ruleset", "unit", "count", "terrain", "facing"});
  std::string name;
  const Ruleset r = loadRuleset(t, name);
  const Unit& unit = unitOf(t, r, name);
  json out = {{"save", unit.save},
              {"coverToHit", 0},
              {"saveBonus", 0},
              {"models", t.integer("count", 1, kMaxShots, 1)}};
  if (t.has("terrain")) {
    const std::string id = rulesets::text(t, "terrain", 60);
    const epic::Terrain* terrain = r.terrainOf(id);
    if (terrain == nullptr)
      t.fail("terrain", "names no terrain of the ruleset \"" + name + "\": \"" + id + "\"");
    const bool vehicle = unit.kind == "vehicle";
    if ((vehicle ? terrain->vehicles : terrain->infantry) == epic::TerrainEffect::impassable)
      t.fail("terrain", "\"" + id + "\" is infranchissable for " +
                            (vehicle ? "vehicles" : "infantry") + " such as \"" + unit.id + "\"");
    out["coverToHit"] = terrain->coverBonus;
    out["saveBonus"] = terrain->saveBonus;
  }
  if (unit.kind == "vehicle")
    out["vehicle"] = {{"facing", t.choice("facing", {"front", "side", "rear"}, "front")}};
  else if (t.has("facing"))
    t.fail("facing", "applies to vehicles only; \"" + unit.id + "\" is " + unit.kind);
  return out;
}

// One side of an assault: its FA (−2 in retreat) and its dice (2, one more
// per attacker fighting the same model before it).
json fighter(const json& side, const char* path, bool attacker) {
  const Fields f = attacker ? Fields(side, path, {"kind", "ruleset", "unit", "retreat", "position"})
                            : Fields(side, path, {"ruleset", "unit", "retreat"});
  std::string name;
  const Ruleset r = loadRuleset(f, name);
  const Unit& unit = unitOf(f, r, name);
  const int position = attacker ? f.integer("position", 1, 20, 1) : 1;
  const int fa = unit.fa + (f.boolean("retreat", false) ? r.morale.retreatFaModifier : 0);
  const int dice = r.assault.dice + (position - 1) * r.assault.extraDicePerLaterAttacker;
  json out = {{"fa", fa}, {"dice", dice}};
  if (attacker) out["kind"] = "assault";
  return out;
}

}  // namespace

bool namesUnits(const json& request) {
  if (!request.is_object()) return false;
  if (request.contains("attacker")) return true;
  const auto t = request.find("target");
  return t != request.end() && t->is_object() && t->contains("ruleset");
}

json fromUnits(const json& request) {
  const Fields r(request, "", {"system", "kind", "attack", "attacker", "target", "readings"});
  json raw = request;
  std::string kind;
  if (r.has("attacker")) {
    if (r.has("attack"))
      r.fail("attacker", "give either \"attack\" (numbers) or \"attacker\" (a unit), not both");
    const json& side = r.raw("attacker");
    kind = kindOf(side, "attacker");
    raw["attack"] = kind == "shoot" ? shooter(side) : fighter(side, "attacker", true);
    raw.erase("attacker");
  } else {
    const json& attack = r.raw("attack");
    kind = attack.is_object() ? attack.value("kind", "") : "";
    if (kind != "shoot" && kind != "assault")
      throw RequestError("target.ruleset",
                         "units are read from a ruleset for \"shoot\" and \"assault\" only");
  }
  const json& target = r.raw("target");
  if (target.is_object() && target.contains("ruleset"))
    raw["target"] = kind == "shoot" ? shotTarget(target) : fighter(target, "target", false);
  return raw;
}

// The epic ruleset named by `key` ("ruleset"), read from the registry.
epic::Ruleset loadRuleset(const Fields& f, std::string& name) {
  name = rulesets::text(f, "ruleset", 60);
  const json* found = rulesets::find(name);
  if (found == nullptr) f.fail("ruleset", "names no loaded ruleset: \"" + name + "\"");
  const std::string system = found->value("system", "");
  if (system != "epic")
    f.fail("ruleset", "\"" + name + "\" is a ruleset of the system \"" + system + "\", not epic");
  return epic::parseRuleset(*found);
}

const epic::Weapon& unitWeapon(const Fields& a, const epic::Ruleset& r, const epic::Unit& unit) {
  std::string weaponId;
  if (a.has("weapon")) {
    weaponId = rulesets::text(a, "weapon", 60);
  } else if (unit.weapons.size() == 1) {
    weaponId = unit.weapons[0];
  } else {
    a.fail("weapon", "is required: \"" + unit.id + "\" has " + std::to_string(unit.weapons.size()) +
                         " weapons");
  }
  std::string list;
  bool carried = false;
  for (const auto& w : unit.weapons) {
    list += (list.empty() ? "" : ", ") + w;
    carried = carried || w == weaponId;
  }
  if (!carried)
    a.fail("weapon", "\"" + unit.id + "\" has no weapon \"" + weaponId +
                         "\" (its weapons: " + (list.empty() ? "none" : list) + ")");
  return *r.weapon(weaponId);
}

}  // namespace auspex::calc::epic_read
