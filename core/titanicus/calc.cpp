// calc-api.md, system "titanicus"; the fields and kinds added beyond it are
// in docs/calc/titanicus.md.
#include "calc/calc.hpp"
#include "titanicus/action_points.hpp"
#include "titanicus/attack.hpp"
#include "titanicus/units.hpp"

namespace auspex::calc {

namespace {

using namespace titanicus;

Attack readAttack(const Fields& r) {
  const Fields a = r.object("attack", {"dice", "toHit", "modifier", "strength", "titanWeapon",
                                       "minOneDamage", "ignoresShields"});
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
  return attack;
}

json answerAttack(const Fields& r, Edition edition) {
  const Attack attack = readAttack(r);
  const Fields t = r.object(
      "target", {"armour", "structure", "structureLost", "shields", "shieldArmour", "location",
                 "rearArmour", "facing", "shieldLoss", "lostStructureOnShields"});
  Target target;
  // "HAUT - Armure 12/10": front / rear armour of the location attacked
  // ("on choisi d'attaquer haut ou bas"); one value means the same all round.
  const int front = t.integer("armour", 1, 40);
  const int rear = t.integer("rearArmour", 1, 40, front);
  const std::string facing = t.choice("facing", {"front", "rear"}, "front");
  target.armour = facing == "rear" ? rear : front;
  target.structure = t.integer("structure", 1, 50);
  target.structureLost = t.integer("structureLost", 0, target.structure - 1, 0);
  target.shields = t.integer("shields", 0, 20, 0);
  target.shieldArmour = t.integer("shieldArmour", 1, 40, 8);
  target.shieldDamage = t.choice("shieldLoss", {"onePerHit", "damage"}, "onePerHit") == "damage";
  target.lostOnShields = t.boolean("lostStructureOnShields", false);
  if (target.lostOnShields && edition == Edition::v1)
    t.fail("lostStructureOnShields",
           "applies to edition \"v2\" only (v1 adds no structure lost to its rolls)");

  const Outcome o = resolve(edition, attack, target);
  json out = {{"hits", countsJson(o.hits)},
              {"shieldsDown", countsJson(o.shieldsDown)},
              {"structureLost", countsJson(o.structureLost)},
              {"destroyed", o.destroyed},
              {"meanHits", o.hits.mean()},
              {"meanShieldsDown", o.shieldsDown.mean()},
              {"meanStructureLost", o.structureLost.mean()}};
  if (t.has("location") || t.has("rearArmour") || t.has("facing")) {
    out["armourUsed"] = target.armour;
    out["facing"] = facing;
    if (t.has("location")) out["location"] = t.choice("location", {"haut", "bas"});
  }
  return out;
}

json answerActionPoints(const json& request, Edition edition) {
  const Fields r(request, "",
                 {"system", "edition", "kind", "dice", "toHit", "reactorDamage", "boilerDamage"});
  if (edition != Edition::v2)
    r.fail("edition", "must be \"v2\" for kind \"actionPoints\" (seed 001's \"6x 3 + PA\")");
  ActionPointRoll roll;
  roll.dice = r.integer("dice", 1, 20);
  roll.toHit = r.integer("toHit", 2, 6);
  roll.reactorDamage = r.integer("reactorDamage", 0, 10, 0);
  roll.boilerDamage = r.integer("boilerDamage", 0, 20, 0);
  const ActionPoints ap = actionPoints(roll);
  return {{"dice", ap.dice},
          {"chancePerDie", ap.chance},
          {"actionPoints", countsJson(ap.points)},
          {"meanActionPoints", ap.points.mean()}};
}

}  // namespace

json answerTitanicus(const json& named) {
  // A request naming units (docs/calc/titanicus.md) is answered as the raw
  // request it stands for.
  const json request = namesUnits(named) ? rawRequest(named) : named;
  const bool hasKind = request.contains("kind");
  const json kind = hasKind ? request.at("kind") : json("attack");
  if (kind != "attack" && kind != "actionPoints")
    throw RequestError("kind",
                       "must be one of \"attack\", \"actionPoints\", not " + describe(kind));
  if (kind == "actionPoints") {
    const Fields r(request, "",
                   {"system", "edition", "kind", "dice", "toHit", "reactorDamage", "boilerDamage"});
    return answerActionPoints(
        request, r.choice("edition", {"v1", "v2"}) == "v1" ? Edition::v1 : Edition::v2);
  }
  // Without a top-level kind, the fields are exactly calc-api.md's.
  const Fields r = hasKind ? Fields(request, "", {"system", "edition", "kind", "attack", "target"})
                           : Fields(request, "", {"system", "edition", "attack", "target"});
  const Edition edition = r.choice("edition", {"v1", "v2"}) == "v1" ? Edition::v1 : Edition::v2;
  return answerAttack(r, edition);
}

}  // namespace auspex::calc
