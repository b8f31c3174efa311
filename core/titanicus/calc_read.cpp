#include "titanicus/calc_read.hpp"

#include "calc/calc.hpp"

namespace auspex::titanicus {

using requests::describe;
using requests::Fields;
using requests::json;

const std::vector<std::string> kAttackFields = {
    "dice",         "toHit",          "modifier", "strength", "titanWeapon",
    "minOneDamage", "ignoresShields", "autoHit",  "hooks",    "rollsPerHit"};
const std::vector<std::string> kTargetFields = {
    "armour",   "structure",  "structureLost", "shields",    "shieldArmour",
    "location", "rearArmour", "facing",        "shieldLoss", "lostStructureOnShields"};

Attack readAttackFields(const Fields& a) {
  Attack attack;
  if (a.has("dice") && a.raw("dice").is_string()) {
    attack.randomDice = a.choice("dice", {"D6"}) == "D6";
  } else if (a.has("dice") && !a.raw("dice").is_number()) {
    a.fail("dice",
           "must be a whole number from 1 to 200 or \"D6\", not " + describe(a.raw("dice")));
  } else {
    attack.dice = a.integer("dice", 1, 200);
  }
  attack.toHit = a.integer("toHit", 1, 12);
  attack.modifier = a.integer("modifier", -12, 12, 0);
  attack.strength = a.integer("strength", 0, 30);
  attack.titanWeapon = a.boolean("titanWeapon", false);
  attack.minOneDamage = a.boolean("minOneDamage", false);
  attack.ignoresShields = a.boolean("ignoresShields", false);
  attack.autoHit = a.boolean("autoHit", false);
  attack.hooks = a.boolean("hooks", false);
  attack.rollsPerHit = a.integer("rollsPerHit", 1, 6, 1);
  return attack;
}

TargetRead readTargetFields(const Fields& t, Edition edition) {
  TargetRead out;
  Target& target = out.target;
  // "HAUT - Armure 12/10": front / rear armour of the location attacked
  // ("on choisi d'attaquer haut ou bas"); one value means the same all round.
  const int front = t.integer("armour", 1, 40);
  const int rear = t.integer("rearArmour", 1, 40, front);
  out.facing = t.choice("facing", {"front", "rear"}, "front");
  target.armour = out.facing == "rear" ? rear : front;
  target.structure = t.integer("structure", 1, 50);
  target.structureLost = t.integer("structureLost", 0, target.structure - 1, 0);
  target.shields = t.integer("shields", 0, 20, 0);
  target.shieldArmour = t.integer("shieldArmour", 1, 40, 8);
  target.shieldDamage = t.choice("shieldLoss", {"onePerHit", "damage"}, "onePerHit") == "damage";
  target.lostOnShields = t.boolean("lostStructureOnShields", false);
  if (target.lostOnShields && edition == Edition::v1)
    t.fail("lostStructureOnShields",
           "applies to edition \"v2\" only (v1 adds no structure lost to its rolls)");
  out.echo = t.has("location") || t.has("rearArmour") || t.has("facing");
  if (t.has("location")) out.location = t.choice("location", {"haut", "bas"});
  return out;
}

json outcomeJson(const Outcome& o, const TargetRead& t) {
  json out = {{"hits", calc::countsJson(o.hits)},
              {"shieldsDown", calc::countsJson(o.shieldsDown)},
              {"structureLost", calc::countsJson(o.structureLost)},
              {"destroyed", o.destroyed},
              {"meanHits", o.hits.mean()},
              {"meanShieldsDown", o.shieldsDown.mean()},
              {"meanStructureLost", o.structureLost.mean()}};
  if (t.echo) {
    out["armourUsed"] = t.target.armour;
    out["facing"] = t.facing;
    if (t.location) out["location"] = *t.location;
  }
  return out;
}

}  // namespace auspex::titanicus
