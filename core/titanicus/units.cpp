#include "titanicus/units.hpp"

#include <algorithm>
#include <memory>

#include "requests/readings.hpp"
#include "titanicus/calc.hpp"
#include "titanicus/calc_read.hpp"
#include "titanicus/ruleset.hpp"

namespace auspex::titanicus {

using requests::Fields;
using requests::RequestError;
using rulesets::json;

namespace {

const std::initializer_list<const char*> kTargetKeys = {
    "ruleset",       "unit",    "armour",       "structure",
    "structureLost", "shields", "shieldArmour", "location",
    "rearArmour",    "facing",  "shieldLoss",   "lostStructureOnShields"};

// A loaded titanicus ruleset named by `f.ruleset`, of the request's edition.
std::shared_ptr<Ruleset> named(const Fields& f, json& out) {
  const std::string id = f.raw("ruleset").is_string() ? f.raw("ruleset").get<std::string>() : "";
  if (id.empty())
    f.fail("ruleset", "must be a ruleset id, not " + requests::describe(f.raw("ruleset")));
  const json* file = rulesets::find(id);
  if (!file) f.fail("ruleset", "names no loaded ruleset: \"" + id + "\"");
  if (file->value("system", "") != "titanicus")
    f.fail("ruleset",
           "is a ruleset of system \"" + file->value("system", "") + "\", not titanicus");
  auto r = std::make_shared<Ruleset>(readRuleset(*file));
  if (!out.contains("edition")) out["edition"] = r->edition;
  if (out["edition"] != r->edition)
    f.fail("ruleset",
           "is edition \"" + r->edition + "\", the request's is " + out["edition"].dump());
  return r;
}

const Unit& unitOf(const Fields& f, const Ruleset& r) {
  const std::string id = f.raw("unit").is_string() ? f.raw("unit").get<std::string>() : "";
  const Unit* u = r.unit(id);
  if (!u) f.fail("unit", "names no unit of ruleset " + r.id + ": " + f.raw("unit").dump());
  return *u;
}

// A raw field the named unit already fixes is an error naming it.
void fixed(const Fields& f, const char* key, const std::string& by) {
  if (f.has(key)) f.fail(key, "is fixed by " + by + " (leave it out)");
}

}  // namespace

bool namesUnits(const json& request) {
  if (!request.is_object()) return false;
  const json target = request.value("target", json());
  return request.contains("attacker") || request.contains("situation") ||
         (target.is_object() && (target.contains("unit") || target.contains("ruleset")));
}

json rawRequest(const json& request) {
  const Fields r(
      request, "",
      {"system", "edition", "kind", "attacker", "attack", "target", "situation", "readings"});
  json out = request;
  out.erase("attacker");
  out.erase("situation");
  out.erase("readings");  // read here: what they change is in the raw attack
  const bool rollsPerHit =
      requests::readReadings(r, calc::titanicusReadings()).is("timesForce", "rollsPerHit");
  if (r.has("edition")) out["edition"] = r.choice("edition", {"v1", "v2"});
  const json noObject = json::object();
  const Fields rawAttack(r.has("attack") ? r.raw("attack") : noObject, "attack", kAttackFields);
  json attack = r.has("attack") ? r.raw("attack") : json::object();
  int modifier = rawAttack.integer("modifier", -12, 12, 0);
  std::shared_ptr<Ruleset> rules;  // the rules' modifiers: the attacker's or target's ruleset
  const Weapon* weapon = nullptr;
  if (r.has("attacker")) {
    const Fields a = r.object("attacker", {"ruleset", "unit", "weapon"});
    rules = named(a, out);
    const Unit& unit = unitOf(a, *rules);
    const std::string wid = a.raw("weapon").is_string() ? a.raw("weapon").get<std::string>() : "";
    weapon = rules->weapon(wid);
    if (!weapon)
      a.fail("weapon", "names no weapon of ruleset " + rules->id + ": " + a.raw("weapon").dump());
    if (!rules->carries(unit, wid))
      a.fail("weapon", "is not a weapon the unit \"" + unit.id + "\" can carry: \"" + wid + "\"");
    const std::string by = "the weapon \"" + wid + "\"";
    for (const char* k :
         {"dice", "strength", "minOneDamage", "ignoresShields", "hooks", "rollsPerHit"})
      fixed(rawAttack, k, by);
    if (weapon->randomDice)
      attack["dice"] = "D6";
    else
      attack["dice"] = weapon->dice;
    // « 4+ 2x10 » read as one die whose hit rolls twice (readings.timesForce).
    if (weapon->timesForce && rollsPerHit) {
      attack["dice"] = 1;
      attack["rollsPerHit"] = weapon->dice;
    }
    attack["strength"] = weapon->strength;
    attack["minOneDamage"] = weapon->minOneDamage;
    attack["ignoresShields"] = weapon->ignoresShields;
    // The Trident's chain ("grapple": "tether"): the chance it is hooked is answered.
    if (weapon->grapple == "tether") attack["hooks"] = true;
    const Faction* faction = rules->faction(unit.faction);
    const std::optional<int> toHit = weapon->toHit ? weapon->toHit : faction->toHit;
    if (toHit) {
      fixed(rawAttack, "toHit", by);
      attack["toHit"] = *toHit;
    }
    if (unit.titanWeapons) {
      fixed(rawAttack, "titanWeapon", "the unit \"" + unit.id + "\"");
      attack["titanWeapon"] = *unit.titanWeapons;
    }
  }
  json target = r.has("target") ? r.raw("target") : json();
  std::shared_ptr<Ruleset> targetRules;
  const Unit* targetUnit = nullptr;
  if (target.is_object() && (target.contains("unit") || target.contains("ruleset"))) {
    const Fields t = r.object("target", kTargetKeys);
    targetRules = named(t, out);
    targetUnit = &unitOf(t, *targetRules);
    target.erase("ruleset");
    target.erase("unit");
  }
  if (!rules) rules = targetRules;
  bool overloaded = false;
  if (r.has("situation")) {
    const Fields s = r.object("situation", {"aimed", "notMoved", "halfVisible", "earlierUses",
                                            "holoMoved", "vsgOverloaded", "held"});
    if (!rules) r.fail("situation", "needs a ruleset: name the attacker or the target unit");
    const Rules& g = rules->rules;
    if (s.boolean("aimed", false)) {
      if (weapon && weapon->cannotAim)
        s.fail("aimed", "the weapon \"" + weapon->id + "\" cannot be aimed");
      modifier += g.aimModifier;
    }
    if (s.boolean("notMoved", false)) modifier += g.notMovedModifier;
    if (s.boolean("halfVisible", false)) modifier += g.halfVisibleModifier;
    const int uses = s.integer("earlierUses", 0, 20, 0);
    if (uses > 0 && weapon && weapon->oncePerTurn)
      s.fail("earlierUses", "the weapon \"" + weapon->id + "\" is used once per turn");
    modifier += uses * g.reuseModifier;
    const int moved = s.integer("holoMoved", 0, 200, 0);
    if (moved > 0 && targetUnit && !targetUnit->holo)
      s.fail("holoMoved", "the target unit \"" + targetUnit->id + "\" has no holo");
    modifier -= moved / 10;
    // The Kroko d'bide holding its target hits it automatically.
    if (s.boolean("held", false)) {
      if (!weapon || weapon->grapple != "hold")
        s.fail("held",
               "only a weapon that holds its target (ruleset grapple \"hold\") hits automatically");
      attack["autoHit"] = true;
    }
    if (s.boolean("vsgOverloaded", false)) {
      const Faction* f = targetUnit ? targetRules->faction(targetUnit->faction) : nullptr;
      if (!f) s.fail("vsgOverloaded", "needs a target unit (or give target.shieldArmour)");
      if (!f->shieldArmourOverloaded)
        s.fail("vsgOverloaded",
               "the ruleset gives no overloaded shield armour for faction \"" + f->id + "\"");
      fixed(Fields(target, "target", kTargetKeys), "shieldArmour", "situation.vsgOverloaded");
      target["shieldArmour"] = *f->shieldArmourOverloaded;
      overloaded = true;
    }
  }
  if (targetUnit) {
    const Fields t(target, "target", kTargetKeys);
    const Unit& u = *targetUnit;
    modifier += u.toBeHit;
    std::vector<std::string> ids;
    for (const auto& l : u.locations) ids.push_back(l.id);
    const std::string where =
        ids.size() == 1 ? t.choice("location", ids, ids[0]) : t.choice("location", ids);
    const Location& loc = *std::find_if(u.locations.begin(), u.locations.end(),
                                        [&](const Location& l) { return l.id == where; });
    if (where != "haut" && where != "bas") target.erase("location");
    const std::string by = "the unit \"" + u.id + "\"";
    if (loc.armour) {
      fixed(t, "armour", by);
      fixed(t, "rearArmour", by);
      target["armour"] = *loc.armour;
      if (loc.rearArmour) target["rearArmour"] = *loc.rearArmour;
    }
    if (loc.structure) {
      fixed(t, "structure", by);
      target["structure"] = *loc.structure;
    }
    const Faction& f = *targetRules->faction(u.faction);
    const std::optional<int> shieldArmour = u.shieldArmour ? u.shieldArmour : f.shieldArmour;
    if (shieldArmour && !overloaded) {
      fixed(t, "shieldArmour", by);
      target["shieldArmour"] = *shieldArmour;
    }
    // Shields up: the unit's full count by default; any count when the seed
    // gives none (v1), else at most the unit's.
    const bool unknownShields =
        std::find(u.unknown.begin(), u.unknown.end(), "voidShields") != u.unknown.end();
    const int full = u.voidShields.value_or(0);
    target["shields"] = t.integer("shields", 0, unknownShields ? 20 : full, full);
  }
  if (!target.is_null()) out["target"] = target;
  if (!attack.empty()) {
    attack["modifier"] = modifier;
    out["attack"] = attack;
  }
  return out;
}

}  // namespace auspex::titanicus
