// calc-api.md, system "at44".
#include "calc/calc.hpp"
#include "at44/attack.hpp"

namespace auspex::calc {

json answerAt44(const json& request) {
  const Fields r(request, "", {"system", "attack", "target"});
  using namespace at44;
  const Fields a0 = r.object("attack", {"kind", "pre", "range", "def", "attackers", "cadence",
                                        "rerolls", "pen", "damage"});
  Attack attack;
  attack.kind = a0.choice("kind", {"shoot", "melee"}) == "shoot" ? Kind::shoot : Kind::melee;
  const Fields a =
      attack.kind == Kind::shoot
          ? r.object("attack",
                     {"kind", "pre", "range", "attackers", "cadence", "rerolls", "pen", "damage"})
          : r.object("attack",
                     {"kind", "pre", "def", "attackers", "cadence", "rerolls", "pen", "damage"});
  attack.pre = a.integer("pre", 0, 30);
  if (attack.kind == Kind::shoot)
    attack.range = a.integer("range", 0, 30);
  else
    attack.def = a.integer("def", 0, 30);
  attack.attackers = a.integer("attackers", 1, 200);
  attack.cadence = a.integer("cadence", 1, 200);
  if (attack.attackers * attack.cadence > 200)
    a.fail("cadence", "attackers × cadence must be at most 200 dice, not " +
                          std::to_string(attack.attackers * attack.cadence));
  attack.rerolls = a.integer("rerolls", 0, 200, 0);
  attack.pen = a.integer("pen", 0, 40);
  attack.damage = a.integer("damage", 1, 20);

  const Fields t = r.object("target", {"arm", "models", "coverSave"});
  Defender target;
  target.arm = t.integer("arm", 0, 40);
  target.models = t.integer("models", 1, 200);
  target.coverSave = t.integer("coverSave", 0, 6, 0);
  if (target.coverSave != 0 && target.coverSave != 5 && target.coverSave != 3)
    t.fail("coverSave",
           "must be 0 (no cover), 5 (5+) or 3 (3+), not " + std::to_string(target.coverSave));

  const Outcome o = resolve(attack, target);
  return {{"hitTarget", o.hit.label()},
          {"damageTarget", o.damage.label()},
          {"impacts", countsJson(o.impacts)},
          {"unsaved", countsJson(o.unsaved)},
          {"casualties", countsJson(o.casualties)},
          {"meanImpacts", o.impacts.mean()},
          {"meanUnsaved", o.unsaved.mean()},
          {"meanCasualties", o.casualties.mean()}};
}

}  // namespace auspex::calc
