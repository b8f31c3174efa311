// calc-api.md, system "at44": attacks (a request without "kind") on
// infantry, a vehicle or scenery, and the tests that are not attacks:
// "morale", "authority", "crush".
#include <algorithm>

#include "at44/attack.hpp"
#include "at44/authority.hpp"
#include "at44/calc.hpp"
#include "at44/calc_read.hpp"
#include "at44/crush.hpp"
#include "at44/morale.hpp"
#include "at44/plan_calc.hpp"
#include "at44/units.hpp"
#include "calc/calc.hpp"

namespace auspex::calc {

using namespace at44;
using namespace at44_read;

namespace {

// Attaquer le décor: the scenery target's fields (target.scenery). Read by the
// whole core only: the first load's calculator module (calc-at44) is given
// no reader, refuses scenery and keeps this code out (issue 10's budget).
void readScenery(const Fields& t, Defender& target) {
  // Attaquer le décor: "les décors ont une défense de 0 ... Ces points de
  // structure servent à la fois de ARM et de PS."
  for (const char* key : {"models", "vehicle"})
    if (t.has(key))
      t.fail("scenery", {"at44.target-kind",
                         std::string("cannot be given with target.") + key +
                             ": the target is infantry (models), one vehicle (vehicle) or one "
                             "piece of scenery (scenery)",
                         std::string("ne peut pas accompagner target.") + key +
                             " : la cible est de l'infanterie (models), un véhicule (vehicle) "
                             "ou un élément de décor (scenery)"});
  if (t.has("arm"))
    t.fail("arm", {"at44.scenery-arm",
                   "is not given for scenery: its structure is both its ARM and its PS "
                   "(target.scenery.structure)",
                   "ne se donne pas pour un décor : sa structure sert à la fois d'ARM et de "
                   "PS (target.scenery.structure)"});
  if (t.has("coverSave"))
    t.fail("coverSave", {"at44.scenery-cover",
                         "is for units of combatants: scenery has no cover save (\"les "
                         "décors ont une défense de 0\")",
                         "est pour les unités de combattants : un décor n'a pas de sauvegarde "
                         "de couvert (« les décors ont une défense de 0 »)"});
  const Fields sc = t.object("scenery", {"structure", "armFalls"});
  Scenery piece;
  piece.structure = sc.integer("structure", 1, 100);
  piece.armFalls = sc.choice("armFalls", {"salvo", "impact"}, "salvo") == "salvo"
                       ? ArmFalls::salvo
                       : ArmFalls::impact;
  target.scenery = piece;
}

// `keep` (the activation planner's): the attack and target read, not answered.
json answerAttack(const Fields& r, SceneryReader sceneryReader, at44_read::Read* keep = nullptr) {
  const Fields a0 = r.object("attack", {"kind", "pre", "range", "def", "attackers", "cadence",
                                        "rerolls", "pen", "damage", "aire", "concentration",
                                        "feuAVolonte", "sniper", "locked", "jammer", "allocation"});
  const std::string kind = a0.choice("kind", {"shoot", "melee", "indirect", "projection"});
  if (kind == "indirect" || kind == "projection")
    return answerTemplate(r, kind == "projection", sceneryReader);
  Attack attack;
  attack.kind = kind == "shoot" ? Kind::shoot : Kind::melee;
  if (a0.has("aire"))
    a0.fail("aire", "is for templates (attack.kind \"indirect\" or \"projection\")");
  if (attack.kind == Kind::melee)
    for (const char* key : {"sniper", "locked"})
      if (a0.has(key))
        a0.fail(key, std::string(key == std::string("sniper") ? "Sniper" : "Tir verrouillé") +
                         " is for shooting: it does nothing in melee");
  const Fields a =
      attack.kind == Kind::shoot
          ? r.object("attack",
                     {"kind", "pre", "range", "attackers", "cadence", "rerolls", "pen", "damage",
                      "concentration", "feuAVolonte", "sniper", "locked", "jammer", "allocation"})
          : r.object("attack", {"kind", "pre", "def", "attackers", "cadence", "rerolls", "pen",
                                "damage", "concentration", "feuAVolonte", "jammer", "allocation"});
  const bool scenery =
      r.has("target") && r.raw("target").is_object() && r.raw("target").contains("scenery");
  // Tir verrouillé: "touchent toujours sur un résultat fixe, noté à la place
  // de la PRE de l'arme"; Sniper: "ses tirs ignorent les couverts".
  if (a.has("locked")) {
    attack.locked = a.integer("locked", 2, 6);
    if (a.has("pre"))
      a.fail("pre",
             "is replaced by attack.locked: Tir verrouillé hits on a fixed result, noted in "
             "place of the weapon's PRE");
    attack.range = a.integer("range", 0, 30, 0);
  } else {
    attack.pre = a.integer("pre", 0, 30);
    if (attack.kind == Kind::shoot) attack.range = a.integer("range", 0, 30);
  }
  if (attack.kind == Kind::melee) {
    if (!scenery)
      attack.def = a.integer("def", 0, 30);
    else if (a.has("def"))
      a.fail("def", {"at44.scenery-def",
                     "is not given against scenery: \"les décors ont une défense de 0\" "
                     "(Attaquer le décor)",
                     "ne se donne pas contre un décor : « les décors ont une défense de 0 » "
                     "(Attaquer le décor)"});
  }
  attack.sniper = a.boolean("sniper", false);
  attack.attackers = a.integer("attackers", 1, 200);
  attack.cadence = a.integer("cadence", 1, 200);
  if (attack.attackers * attack.cadence > 200)
    a.fail("cadence", "attackers × cadence must be at most 200 dice, not " +
                          std::to_string(attack.attackers * attack.cadence));
  attack.rerolls = a.integer("rerolls", 0, 200, 0);
  // Jammer: "Inflige des dégâts sur les véhicules (et certaines structures)
  // sur un résultat fixe": the damage test passes on that D6 result.
  if (a.has("jammer")) {
    attack.jammer = a.integer("jammer", 2, 6);
    if (a.has("pen"))
      a.fail("pen", {"at44.jammer-pen",
                     "is replaced by attack.jammer: a Jammer weapon deals damage on a fixed "
                     "result, whatever PEN and ARM",
                     "est remplacé par attack.jammer : une arme Jammer inflige ses dégâts sur un "
                     "résultat fixe, quels que soient la PEN et l'ARM"});
  } else {
    attack.pen = a.integer("pen", 0, 40);
  }
  attack.damage = a.integer("damage", 1, 20);
  attack.concentration = a.boolean("concentration", false);
  attack.feuAVolonte = a.boolean("feuAVolonte", false);
  if (attack.feuAVolonte && attack.kind == Kind::melee)
    a.fail("feuAVolonte", "is a shooting attitude: it gives no re-roll in melee");

  const Fields t = r.object(
      "target", {"arm", "models", "vehicle", "scenery", "coverSave", "medic", "autoRepair"});
  Defender target;
  if (scenery) {
    if (!sceneryReader) t.fail("scenery", wholeCoreOnly());
    sceneryReader(t, target);
  } else {
    target.arm = t.integer("arm", 0, 40);
    if (t.has("vehicle") && t.has("models"))
      t.fail("vehicle",
             "cannot be given with target.models: the target is either infantry "
             "(models) or one vehicle (vehicle)");
    if (t.has("vehicle"))
      target.vehicle = readVehicle(t);
    else if (t.has("models"))
      target.models = t.integer("models", 1, 200);
    else
      t.fail("models", "is required (or target.vehicle for a vehicle, target.scenery for scenery)");
  }
  if (attack.locked && !target.vehicle && !target.scenery)
    a.fail("locked",
           "Tir verrouillé can only hit vehicles (or scenery with PS), not infantry "
           "(target.models)");
  target.coverSave = t.integer("coverSave", 0, 6, 0);
  if (target.coverSave != 0 && target.coverSave != 5 && target.coverSave != 3)
    t.fail("coverSave",
           "must be 0 (no cover), 5 (5+) or 3 (3+), not " + std::to_string(target.coverSave));
  if (target.vehicle && target.coverSave == 3)
    t.fail("coverSave", "a vehicle's cover is 5+ at best: vehicles cannot take À couvert");
  readRepairs(t, target.medic, target.autoRepair, target.vehicle.has_value(),
              !target.vehicle && !target.scenery);
  const requests::Chosen readings = readReadings(r, at44Readings());
  target.medicReading = medicReadingOf(readings);
  target.autoRepairReading = autoRepairReadingOf(readings);

  if (a.has("allocation")) {
    if (!target.vehicle) a.fail("allocation", "is only for a vehicle target (target.vehicle)");
    attack.allocation = readAllocation(a, *target.vehicle, attack.kind == Kind::melee);
  }
  if (keep) {
    keep->attack = attack;
    keep->target = target;
    return nullptr;
  }

  const Outcome o = resolve(attack, target);
  json out = {{"hitTarget", o.hit.label()},           {"damageTarget", o.damage.label()},
              {"damageChance", o.damageChance},       {"impacts", countsJson(o.impacts)},
              {"unsaved", countsJson(o.unsaved)},     {"casualties", countsJson(o.casualties)},
              {"meanImpacts", o.impacts.mean()},      {"meanUnsaved", o.unsaved.mean()},
              {"meanCasualties", o.casualties.mean()}};
  if (o.vehicle) addVehicle(out, *o.vehicle);
  if (o.scenery) addScenery(out, *o.scenery);
  return out;
}

json answerAt44Of(const json& request, SceneryReader sceneryReader) {
  const Fields r0(
      request, "",
      {"system", "kind", "attack", "attacker", "target", "mor", "officerGrade", "objective",
       "earlierTests", "nervesOfSteel", "first", "second", "free", "engaged", "readings"});
  const std::string kind = r0.choice("kind", {"attack", "morale", "authority", "crush"}, "attack");

  if (kind == "morale") {
    const Fields r(
        request, "",
        {"system", "kind", "mor", "officerGrade", "objective", "earlierTests", "nervesOfSteel"});
    MoraleTest t;
    t.mor = r.integer("mor", 0, 20);
    t.officerGrade = r.integer("officerGrade", 0, 4, 0);
    t.objective = r.boolean("objective", false);
    t.earlierTests = r.integer("earlierTests", 0, 20, 0);
    t.nervesOfSteel = r.boolean("nervesOfSteel", false);
    const MoraleOutcome o = testMorale(t);
    return {{"morale", o.morale}, {"moraleTarget", o.target.label()}, {"pass", o.pass}};
  }
  if (kind == "authority") {
    const Fields r(request, "", {"system", "kind", "first", "second"});
    auto commander = [&](const char* key) {
      const Fields c = r.object(key, {"aut", "bid"});
      return Commander{c.integer("aut", 0, 20), c.integer("bid", 0, 6, 0)};
    };
    const Commander first = commander("first"), second = commander("second");
    const AuthorityOutcome o = testAuthority(first, second);
    return {{"firstWins", o.firstWins},
            {"firstAhead", o.firstAhead},
            {"tie", o.tie},
            {"secondAhead", o.secondAhead}};
  }
  if (kind == "crush") {
    const Fields r(request, "", {"system", "kind", "free", "engaged"});
    const int free = r.integer("free", 0, 200, 0);
    const int engaged = r.integer("engaged", 0, 200, 0);
    if (free + engaged == 0) r.fail("free", "free + engaged must be at least 1 model");
    if (free + engaged > 200)
      r.fail("engaged",
             "free + engaged must be at most 200 models, not " + std::to_string(free + engaged));
    const dice::Dist d = crushed(free, engaged);
    return {{"crushed", countsJson(d)},
            {"meanCrushed", d.mean()},
            {"freeTarget", Target{kCrushFree}.label()},
            {"engagedTarget", Target{kCrushEngaged}.label()}};
  }
  // A request naming ruleset units is answered as the raw request it stands for.
  if (namesUnits(request))
    return answerAttack(
        Fields(rawFromUnits(request), "", {"system", "attack", "target", "readings"}),
        sceneryReader);
  return answerAttack(Fields(request, "", {"system", "kind", "attack", "target", "readings"}),
                      sceneryReader);
}

// Medic and Autoréparation on a target named by unit, a Jammer weapon named by
// unit (the game screen's attack panel knows or asks them): the raw request's
// own fields (docs/calc/at44.md), carried over the units' reading; a Jammer's
// fixed result replaces PEN. Null when the request has none of them. The
// whole core's only, like scenery: calc-at44 keeps the named request as it was.
json withWholeCoreFields(const json& request) {
  if (!namesUnits(request)) return nullptr;
  json named = request;
  json carried = json::object();
  auto take = [&](const char* side, const char* key) {
    if (named.contains(side) && named[side].is_object() && named[side].contains(key)) {
      carried[side][key] = named[side][key];
      named[side].erase(key);
    }
  };
  take("target", "medic");
  take("target", "autoRepair");
  take("attack", "jammer");
  if (carried.empty()) return nullptr;
  if (named.contains("attack") && named["attack"].empty()) named.erase("attack");
  json raw = rawFromUnits(named);
  if (carried.contains("attack")) raw["attack"].erase("pen");
  for (auto& [side, fields] : carried.items())
    for (auto& [key, value] : fields.items()) raw[side][key] = value;
  return raw;
}

bool isPlan(const json& request) {
  return request.is_object() && request.contains("kind") && request.at("kind") == "activationPlan";
}

}  // namespace

at44_read::Read at44_read::readDirectAttack(const Fields& r) {
  Read read;
  answerAttack(r, nullptr, &read);
  return read;
}

json answerAt44(const json& request) {
  // The activation planner is the whole core's (at44::answerActivationPlan, a kind of its row).
  if (isPlan(request)) refuseKindWholeCoreOnly();
  return answerAt44Of(request, nullptr);
}

json answerAt44WithScenery(const json& request) {
  if (const json raw = withWholeCoreFields(request); !raw.is_null())
    return answerAt44Of(raw, &readScenery);
  return answerAt44Of(request, &readScenery);
}

}  // namespace auspex::calc
