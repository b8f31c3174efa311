// calc-api.md, system "epic".
#include "calc/calc.hpp"
#include "epic/attack.hpp"

namespace auspex::calc {

namespace {

json answerShooting(const Fields& r) {
  using namespace epic;
  const Fields a = r.object("attack", {"kind", "shots", "toHit", "modifier", "saveModifier"});
  const Fields t = r.object("target", {"save", "coverToHit", "saveBonus", "models"});
  Shooting attack{a.integer("shots", 1, 200), a.integer("toHit", 1, 12),
                  a.integer("modifier", -12, 12, 0), a.integer("saveModifier", -12, 12, 0)};
  Shot target{t.integer("save", 1, 13), t.integer("coverToHit", -12, 12, 0),
              t.integer("saveBonus", -12, 12, 0), t.integer("models", 1, 200)};
  const ShootingOutcome o = shoot(attack, target);
  return {{"needed", o.needed},
          {"hitChance", o.hit},
          {"saveChance", o.saved},
          {"hits", countsJson(o.hits)},
          {"unsaved", countsJson(o.unsaved)},
          {"casualties", countsJson(o.casualties)},
          {"meanHits", o.hits.mean()},
          {"meanCasualties", o.casualties.mean()}};
}

json answerAssault(const Fields& r) {
  using namespace epic;
  const Fields a = r.object("attack", {"kind", "fa", "dice"});
  const Fields t = r.object("target", {"fa", "dice"});
  const Fighter attacker{a.integer("fa", -20, 20), a.integer("dice", 1, 200, 2)};
  const Fighter defender{t.integer("fa", -20, 20), t.integer("dice", 1, 200, 2)};
  return {{"win", assault(attacker, defender)}};
}

}  // namespace

json answerEpic(const json& request) {
  const Fields r(request, "", {"system", "attack", "target"});
  const Fields kind =
      r.object("attack", {"kind", "shots", "toHit", "modifier", "saveModifier", "fa", "dice"});
  if (kind.choice("kind", {"shoot", "assault"}) == "shoot") return answerShooting(r);
  return answerAssault(r);
}

}  // namespace auspex::calc
