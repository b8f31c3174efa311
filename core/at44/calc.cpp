// calc-api.md, system "at44": attacks (a request without "kind"), and the
// tests that are not attacks: "morale", "authority", "crush".
#include <algorithm>

#include "at44/attack.hpp"
#include "at44/authority.hpp"
#include "at44/crush.hpp"
#include "at44/morale.hpp"
#include "at44/units.hpp"
#include "calc/calc.hpp"

namespace auspex::calc {

using namespace at44;

namespace {

// "fewestLeft", "mostLeft", or an array naming each part's index once.
Pick readPick(const Fields& f, const char* key, int parts, const char* what) {
  Pick pick;
  if (!f.has(key)) return pick;
  const json& v = f.raw(key);
  const std::string expected = std::string(R"(must be "fewestLeft", "mostLeft" or an array )") +
                               "listing each " + what + "'s index (0 to " +
                               std::to_string(parts - 1) + ") once";
  if (v == "fewestLeft") return pick;
  if (v == "mostLeft") {
    pick.rule = Pick::Rule::mostLeft;
    return pick;
  }
  if (!v.is_array()) f.fail(key, expected + ", not " + describe(v));
  pick.rule = Pick::Rule::order;
  pick.order = f.integers(key, parts, parts, 0, parts - 1);
  for (int i = 0; i < parts; ++i)
    if (std::count(pick.order.begin(), pick.order.end(), i) == 0)
      f.fail(key, "must list each " + std::string(what) + "'s index (0 to " +
                      std::to_string(parts - 1) + ") once: " + std::to_string(i) + " is missing");
  return pick;
}

Location readLocation(const json& v, const std::string& path) {
  if (v == "chassis") return Location::chassis;
  if (v == "weapon") return Location::weapon;
  if (v == "propulsion") return Location::propulsion;
  throw RequestError(path,
                     R"(must be one of "chassis", "weapon", "propulsion", not )" + describe(v));
}

// One location (then the others, châssis first), or an array of all three.
std::array<Location, 3> readAim(const Fields& f) {
  const json& v = f.raw("aim");
  if (v.is_string()) {
    const Location first = readLocation(v, f.pathOf("aim"));
    std::array<Location, 3> aim{first};
    int n = 1;
    for (Location l : {Location::chassis, Location::weapon, Location::propulsion})
      if (l != first) aim[n++] = l;
    return aim;
  }
  if (!v.is_array() || v.size() != 3)
    f.fail("aim", R"(must be "chassis", "weapon", "propulsion" or an array of the three )"
                  "in order of preference, not " +
                      describe(v));
  std::array<Location, 3> aim{};
  for (int i = 0; i < 3; ++i) {
    aim[i] = readLocation(v[i], f.pathOf("aim") + "." + std::to_string(i));
    for (int j = 0; j < i; ++j)
      if (aim[j] == aim[i])
        throw RequestError(f.pathOf("aim") + "." + std::to_string(i),
                           "names " + v[i].dump() + " twice");
  }
  return aim;
}

Vehicle readVehicle(const Fields& t) {
  const Fields v = t.object("vehicle", {"chassis", "propulsion", "weapons"});
  Vehicle out;
  out.chassis = v.integer("chassis", 1, 40);
  out.propulsion = v.integers("propulsion", 1, 4, 0, 20);
  out.weapons = v.integers("weapons", 0, 8, 0, 20);
  // The chain tracks every combination of PS left and steps once per
  // damaging impact, at most once per PS: its work is states x (PS + 1).
  const long long states = VehicleStates(out).count();
  long long ps = out.chassis;
  for (int p : out.propulsion) ps += p;
  for (int w : out.weapons) ps += w;
  if (states * (ps + 1) > kMaxVehicleWork)
    t.fail("vehicle", "is too large to compute exactly: " +
                          (states >= kMaxVehicleWork ? "over " + std::to_string(kMaxVehicleWork)
                                                     : std::to_string(states)) +
                          " combinations of structure points left × " + std::to_string(ps + 1) +
                          " must be at most " + std::to_string(kMaxVehicleWork));
  return out;
}

json answerAttack(const Fields& r) {
  const Fields a0 =
      r.object("attack", {"kind", "pre", "range", "def", "attackers", "cadence", "rerolls", "pen",
                          "damage", "concentration", "feuAVolonte", "allocation"});
  Attack attack;
  attack.kind = a0.choice("kind", {"shoot", "melee"}) == "shoot" ? Kind::shoot : Kind::melee;
  const Fields a =
      attack.kind == Kind::shoot
          ? r.object("attack", {"kind", "pre", "range", "attackers", "cadence", "rerolls", "pen",
                                "damage", "concentration", "feuAVolonte", "allocation"})
          : r.object("attack", {"kind", "pre", "def", "attackers", "cadence", "rerolls", "pen",
                                "damage", "concentration", "feuAVolonte", "allocation"});
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
  attack.concentration = a.boolean("concentration", false);
  attack.feuAVolonte = a.boolean("feuAVolonte", false);
  if (attack.feuAVolonte && attack.kind == Kind::melee)
    a.fail("feuAVolonte", "is a shooting attitude: it gives no re-roll in melee");

  const Fields t = r.object("target", {"arm", "models", "vehicle", "coverSave"});
  Defender target;
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
    t.fail("models", "is required (or target.vehicle for a vehicle)");
  target.coverSave = t.integer("coverSave", 0, 6, 0);
  if (target.coverSave != 0 && target.coverSave != 5 && target.coverSave != 3)
    t.fail("coverSave",
           "must be 0 (no cover), 5 (5+) or 3 (3+), not " + std::to_string(target.coverSave));
  if (target.vehicle && target.coverSave == 3)
    t.fail("coverSave", "a vehicle's cover is 5+ at best: vehicles cannot take A couvert");

  if (a.has("allocation")) {
    if (!target.vehicle) a.fail("allocation", "is only for a vehicle target (target.vehicle)");
    const Fields al = a.object("allocation", {"weapons", "propulsion", "aim"});
    const Vehicle& v = *target.vehicle;
    if (al.has("weapons") && v.weapons.empty())
      al.fail("weapons", "the vehicle has no weapon (target.vehicle.weapons is empty)");
    attack.allocation.weapons =
        readPick(al, "weapons", static_cast<int>(v.weapons.size()), "weapon");
    attack.allocation.propulsion =
        readPick(al, "propulsion", static_cast<int>(v.propulsion.size()), "propulsion");
    if (al.has("aim")) {
      if (attack.kind == Kind::shoot)
        al.fail("aim", "is only for melee, where two location dice are rolled and one is kept");
      attack.allocation.aim = readAim(al);
    }
  }

  const Outcome o = resolve(attack, target);
  json out = {{"hitTarget", o.hit.label()},           {"damageTarget", o.damage.label()},
              {"damageChance", o.damageChance},       {"impacts", countsJson(o.impacts)},
              {"unsaved", countsJson(o.unsaved)},     {"casualties", countsJson(o.casualties)},
              {"meanImpacts", o.impacts.mean()},      {"meanUnsaved", o.unsaved.mean()},
              {"meanCasualties", o.casualties.mean()}};
  if (o.vehicle) {
    const VehicleOutcome& v = *o.vehicle;
    out["destroyed"] = v.destroyed;
    out["chassisLost"] = countsJson(v.chassisLost);
    out["meanChassisLost"] = v.chassisLost.mean();
    out["propulsionDestroyed"] = v.propulsionDestroyed;
    out["weaponsDestroyed"] = v.weaponsDestroyed;
    out["immobilised"] = v.immobilised;
    out["disarmed"] = v.disarmed;
  }
  return out;
}

}  // namespace

json answerAt44(const json& request) {
  const Fields r0(
      request, "",
      {"system", "kind", "attack", "attacker", "target", "mor", "officerGrade", "objective",
       "earlierTests", "nervesOfSteel", "first", "second", "free", "engaged"});
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
    return answerAttack(Fields(rawFromUnits(request), "", {"system", "attack", "target"}));
  return answerAttack(Fields(request, "", {"system", "kind", "attack", "target"}));
}

}  // namespace auspex::calc
