// calc-api.md, system "titanicus".
#include "calc/calc.hpp"
#include "titanicus/attack.hpp"

namespace auspex::calc {

json answerTitanicus(const json& request) {
  const Fields r(request, "", {"system", "edition", "attack", "target"});
  using namespace titanicus;
  const Edition edition = r.choice("edition", {"v1", "v2"}) == "v1" ? Edition::v1 : Edition::v2;
  const Fields a = r.object("attack", {"dice", "toHit", "modifier", "strength", "titanWeapon",
                                       "minOneDamage", "ignoresShields"});
  const Fields t =
      r.object("target", {"armour", "structure", "structureLost", "shields", "shieldArmour"});
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

  Target target;
  target.armour = t.integer("armour", 1, 40);
  target.structure = t.integer("structure", 1, 50);
  target.structureLost = t.integer("structureLost", 0, target.structure - 1, 0);
  target.shields = t.integer("shields", 0, 20, 0);
  target.shieldArmour = t.integer("shieldArmour", 1, 40, 8);

  const Outcome o = resolve(edition, attack, target);
  return {{"hits", countsJson(o.hits)},
          {"shieldsDown", countsJson(o.shieldsDown)},
          {"structureLost", countsJson(o.structureLost)},
          {"destroyed", o.destroyed},
          {"meanHits", o.hits.mean()},
          {"meanShieldsDown", o.shieldsDown.mean()},
          {"meanStructureLost", o.structureLost.mean()}};
}

}  // namespace auspex::calc
