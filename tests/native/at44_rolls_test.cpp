// AT-44 (seed 004), issue 21 part 3: the rolls the calculator lacked —
// Attaquer le décor (DEF 0, structure as ARM and PS), Medic and
// Autoréparation (one damage fewer once per turn), Jammer (damage on a fixed
// result) — each checked against every die of the procedure enumerated, with
// the seed's rules written out again here (not the core's code), and the
// refusals of their requests with their exact text.
#include <algorithm>
#include <functional>
#include <optional>

#include "at44/attack.hpp"
#include "at44/template.hpp"
#include "brute.hpp"
#include "calc/calc.hpp"
#include "test_support.hpp"

using namespace auspex::at44;
using test_support::calcError;

namespace {

using Roll = std::function<int()>;

// The universal table, from the seed: what a D6 must show (1 automatic, 7
// impossible).
int needed(int difference) {
  if (difference <= -6) return 7;
  if (difference <= -4) return 6;
  if (difference <= -2) return 5;
  if (difference <= 1) return 4;
  if (difference <= 3) return 3;
  if (difference <= 5) return 2;
  return 1;
}

// One test against `need`, rolled once more on a failure when `again`.
bool test(const Roll& roll, int need, bool again) {
  if (need <= 1) return true;
  if (need >= 7) return false;
  if (roll() >= need) return true;
  return again && roll() >= need;
}

struct Salvo {
  int need = 4;  // to hit
  int dice = 1;
  int rerolls = 0;  // failed dice rolled once more, at most this many
  int cover = 0;    // 0, 5 or 3
};

// The impacts that get through: every hit die, the re-rolls of failed ones,
// then a cover die per impact.
int impactsOf(const Roll& roll, const Salvo& s) {
  int hits = 0;
  for (int i = 0; i < s.dice; ++i) hits += roll() >= s.need;
  const int again = std::min(s.dice - hits, s.rerolls);
  for (int i = 0; i < again; ++i) hits += roll() >= s.need;
  int kept = 0;
  for (int i = 0; i < hits; ++i) kept += s.cover == 0 || roll() < s.cover;
  return kept;
}

// A vehicle with one propulsion and one weapon (so no choice among them).
struct Wreck {
  int chassis, propulsion, weapon;
};

// One damaging impact of `points`: the location die (1-2 propulsion, 3-5
// châssis, 6 weapon; nothing left there is châssis), what the part cannot
// take to the châssis.
void hit(Wreck& v, int face, int points) {
  int* part = nullptr;
  if (face <= 2 && v.propulsion > 0) part = &v.propulsion;
  if (face == 6 && v.weapon > 0) part = &v.weapon;
  if (part) {
    const int taken = std::min(points, *part);
    *part -= taken;
    points -= taken;
  }
  v.chassis = std::max(0, v.chassis - points);
}

}  // namespace

TEST_CASE("scenery: DEF 0, structure as ARM and PS, against every die", "[at44][brute]") {
  // 2 dice (1 re-roll each) or 2 (cadence 2), shooting or melee (DEF 0); damage 1 or 2;
  // Concentration; ARM = the structure at the start of the salvo or left.
  const Kind kind = GENERATE(Kind::shoot, Kind::melee);
  const auto [attackers, cadence, rerolls] = GENERATE(std::tuple{2, 1, 1}, std::tuple{1, 2, 0});
  const int damage = GENERATE(1, 2);
  const bool concentration = GENERATE(false, true);
  const ArmFalls falls = GENERATE(ArmFalls::salvo, ArmFalls::impact);
  const std::optional<int> jammer = GENERATE(std::optional<int>{}, std::optional<int>{5});
  const int structure = 4, pen = 5;  // PEN 5 - 4 = +1: 4+, then 3+ at 3, 3+ at 2, 2+ at 1
  const Attack attack{.kind = kind,
                      .pre = 3,
                      .range = 1,
                      .def = 9,  // ignored against scenery: "une défense de 0"
                      .attackers = attackers,
                      .cadence = cadence,
                      .rerolls = rerolls,
                      .pen = pen,
                      .damage = damage,
                      .concentration = concentration,
                      .jammer = jammer};
  const Defender target{.scenery = Scenery{structure, falls}};
  // Shooting PRE 3 - range 1 = +2: 3+; melee PRE 3 - DEF 0 = +3: 3+ as well,
  // where DEF 9 would have been 6+.
  const Salvo salvo{.need = kind == Kind::shoot ? needed(3 - 1) : needed(3 - 0),
                    .dice = attackers * cadence,
                    .rerolls = attackers * rerolls};
  brute::Table lost, impacts;
  double collapsed = 0.0;
  brute::forEachPath(
      6,
      [&](const Roll& roll) {
        const int n = impactsOf(roll, salvo);
        int left = structure;
        for (int i = 0; i < n && left > 0; ++i) {
          const int arm = falls == ArmFalls::impact ? left : structure;
          const int need = jammer ? *jammer : needed(pen - arm);
          if (test(roll, need, concentration)) left = std::max(0, left - damage);
        }
        return std::pair{n, structure - left};
      },
      [&](const std::pair<int, int>& r, double p) {
        impacts.add(r.first, p);
        lost.add(r.second, p);
        if (r.second == structure) collapsed += p;
      });
  const Outcome o = resolve(attack, target);
  CHECK(o.hit.label() == "3+");
  CHECK(o.damage.label() == (jammer ? "5+" : "4+"));
  brute::requireSame(o.unsaved, impacts);
  REQUIRE(o.scenery);
  brute::requireSame(o.scenery->structureLost, lost);
  CHECK(o.scenery->collapsed == Approx(collapsed).margin(1e-12));
  CHECK(o.casualties.at(1) == Approx(collapsed).margin(1e-12));
}

TEST_CASE("Medic: one model fewer, against every die", "[at44][brute]") {
  const int models = GENERATE(1, 3);
  const int cover = GENERATE(0, 5);
  const bool concentration = GENERATE(false, true);
  const Attack attack{.pre = 4,
                      .range = 1,
                      .attackers = 2,
                      .cadence = 1,
                      .pen = 5,
                      .damage = 2,
                      .concentration = concentration};
  const Defender target{.arm = 5, .models = models, .coverSave = cover, .medic = true};
  const Salvo salvo{.need = needed(4 - 1), .dice = 2, .cover = cover};
  brute::Table casualties;
  brute::forEachPath(
      6,
      [&](const Roll& roll) {
        const int n = impactsOf(roll, salvo);
        int passed = 0;
        for (int i = 0; i < n; ++i) passed += test(roll, needed(5 - 5), concentration);
        // The models lost (at most the unit), then Medic saves one of them.
        return std::max(0, std::min(passed, models) - 1);
      },
      [&](int c, double p) { casualties.add(c, p); });
  const Outcome o = resolve(attack, target);
  brute::requireSame(o.casualties, casualties);
  Defender without = target;
  without.medic = false;
  const Outcome plain = resolve(attack, without);
  CHECK(o.casualties.mean() ==
        Approx(plain.casualties.mean() - (1.0 - plain.casualties.at(0))).margin(1e-12));
}

TEST_CASE("Autoréparation: the first damaging impact one point fewer, every die", "[at44][brute]") {
  const Kind kind = Kind::shoot;
  const int damage = GENERATE(1, 2, 3);
  const bool concentration = GENERATE(false, true);
  const std::optional<int> jammer = GENERATE(std::optional<int>{}, std::optional<int>{4});
  const Wreck start{3, 1, 2};
  const Attack attack{.kind = kind,
                      .pre = 4,
                      .range = 0,
                      .attackers = 2,
                      .cadence = 1,
                      .pen = 12,
                      .damage = damage,
                      .concentration = concentration,
                      .jammer = jammer};
  const Defender target{.arm = 13,
                        .vehicle = Vehicle{start.chassis, {start.propulsion}, {start.weapon}},
                        .autoRepair = true};
  const Salvo salvo{.need = needed(4 - 0), .dice = 2};
  const VehicleStates space(*target.vehicle);
  brute::Table states;
  brute::forEachPath(
      6,
      [&](const Roll& roll) {
        const int n = impactsOf(roll, salvo);
        Wreck v = start;
        bool repaired = false;
        for (int i = 0; i < n && v.chassis > 0; ++i) {
          if (!test(roll, jammer ? *jammer : needed(12 - 13), concentration)) continue;
          int points = damage;
          if (!repaired) {  // "réduit le nombre de dégâts reçus ... de 1 point"
            repaired = true;
            if (--points == 0) continue;
          }
          hit(v, roll(), points);
        }
        return space.index(Vehicle{v.chassis, {v.propulsion}, {v.weapon}});
      },
      [&](int s, double p) { states.add(s, p); });
  const Outcome o = resolve(attack, target);
  REQUIRE(o.vehicle);
  brute::requireSame(o.vehicle->states, states);
}

TEST_CASE("Jammer: infantry takes the impacts, not the damage", "[at44]") {
  const Attack jam{.pre = 5, .range = 1, .attackers = 4, .cadence = 1, .jammer = 2};
  const Outcome o = resolve(jam, Defender{.arm = 0, .models = 10, .medic = true});
  CHECK(o.damage.label() == "impossible");
  CHECK(o.damageChance == 0.0);
  CHECK(o.impacts.mean() == Approx(4 * 5.0 / 6));
  CHECK(o.casualties.at(0) == 1.0);
}

TEST_CASE("Medic and Autoréparation under a template", "[at44]") {
  TemplateAttack a{.pre = 4, .range = 2, .attackers = 4, .cadence = 1, .pen = 6, .aire = 4};
  const TemplateOutcome plain = resolveTemplate(a, {.arm = 3, .models = 6, .under = 4});
  const TemplateOutcome medic =
      resolveTemplate(a, {.arm = 3, .models = 6, .under = 4, .medic = true});
  for (int c = 0; c <= 3; ++c)
    CHECK(medic.casualties.at(c) ==
          Approx(plain.casualties.at(c + 1) + (c == 0 ? plain.casualties.at(0) : 0.0)));
  CHECK(medic.casualties.at(4) == 0.0);
  // A damage-1 template on a vehicle: Autoréparation cancels the first
  // damaging impact, so the vehicle ends as with one damaging impact fewer.
  a.pen = 20;  // automatic damage
  const Vehicle v{.chassis = 2, .propulsion = {1}, .weapons = {1}};
  const TemplateOutcome repaired = resolveTemplate(a, {.arm = 3, .vehicle = v, .autoRepair = true});
  const VehicleOutcome byHand = damageVehicle(
      v, plain.impactsPerModel.map([](int k) { return std::max(0, k - 1); }), 1.0, 1, 1, {});
  REQUIRE(repaired.vehicle);
  for (std::size_t s = 0; s < byHand.states.size(); ++s)
    CHECK(repaired.vehicle->states[s] == Approx(byHand.states[s]).margin(1e-12));
}

TEST_CASE("scenery, Medic, Autoréparation and Jammer requests", "[at44][calc]") {
  using nlohmann::json;
  const auto answer = [](const std::string& request) {
    const auto reply = auspex::calc::calc(request);
    INFO(reply.json);
    REQUIRE(reply.ok);
    return json::parse(reply.json);
  };
  const json wall = answer(
      R"({"system":"at44","attack":{"kind":"melee","pre":4,"attackers":2,"cadence":2,"pen":14,"damage":2},"target":{"scenery":{"structure":12}}})");
  // PRE 4 - DEF 0 = +4: 2+; PEN 14 - structure 12 = +2: 3+.
  CHECK(wall["hitTarget"] == "2+");
  CHECK(wall["damageTarget"] == "3+");
  CHECK(wall["structureLost"].size() == 9);  // 4 impacts × 2 points at most
  const Outcome o =
      resolve({.kind = Kind::melee, .pre = 4, .attackers = 2, .cadence = 2, .pen = 14, .damage = 2},
              {.scenery = Scenery{12, ArmFalls::salvo}});
  CHECK(wall["meanStructureLost"].get<double>() == Approx(o.scenery->structureLost.mean()));
  CHECK(wall["collapsed"].get<double>() == Approx(o.scenery->collapsed));
  const json jammed = answer(
      R"({"system":"at44","attack":{"kind":"shoot","locked":3,"attackers":1,"cadence":2,"jammer":4,"damage":1},"target":{"arm":16,"vehicle":{"chassis":1,"propulsion":[1],"weapons":[]},"autoRepair":true}})");
  CHECK(jammed["damageTarget"] == "4+");
  const json medic = answer(
      R"({"system":"at44","attack":{"kind":"shoot","pre":5,"range":0,"attackers":1,"cadence":1,"pen":9,"damage":1},"target":{"arm":3,"models":3,"medic":true}})");
  CHECK(medic["casualties"] == json::array({1.0}));
}

TEST_CASE("scenery, Medic, Autoréparation and Jammer refusals", "[calc][errors][at44]") {
  const std::string shot =
      R"({"system":"at44","attack":{"kind":"shoot","pre":5,"range":1,"attackers":2,"cadence":1,"pen":9,"damage":1)";
  const std::string melee =
      R"({"system":"at44","attack":{"kind":"melee","pre":5,"def":0,"attackers":2,"cadence":1,"pen":9,"damage":1)";
  CHECK(calcError(shot + R"(},"target":{"arm":5,"scenery":{"structure":8}}})") ==
        "target.arm: is not given for scenery: its structure is both its ARM and its PS "
        "(target.scenery.structure)");
  CHECK(calcError(shot + R"(},"target":{"models":5,"scenery":{"structure":8}}})") ==
        "target.scenery: cannot be given with target.models: the target is infantry (models), "
        "one vehicle (vehicle) or one piece of scenery (scenery)");
  CHECK(calcError(shot + R"(},"target":{"scenery":{"structure":8},"coverSave":5}})") ==
        "target.coverSave: is for units of combatants: scenery has no cover save (\"les décors "
        "ont une défense de 0\")");
  CHECK(calcError(shot + R"(},"target":{"scenery":{"structure":0}}})") ==
        "target.scenery.structure: must be a whole number from 1 to 100, not 0");
  CHECK(calcError(shot + R"(},"target":{"scenery":{"structure":8,"armFalls":"damage"}}})") ==
        "target.scenery.armFalls: must be one of \"salvo\", \"impact\", not the string "
        "\"damage\"");
  CHECK(calcError(shot + R"(},"target":{"scenery":{"structure":8,"arm":3}}})") ==
        "target.scenery.arm: unknown field (expected one of: structure, armFalls)");
  CHECK(calcError(melee + R"(},"target":{"scenery":{"structure":8}}})") ==
        "attack.def: is not given against scenery: \"les décors ont une défense de 0\" "
        "(Attaquer le décor)");
  CHECK(calcError(shot + R"(},"target":{"arm":3}})") ==
        "target.models: is required (or target.vehicle for a vehicle, target.scenery for "
        "scenery)");
  CHECK(
      calcError(
          shot +
          R"(},"target":{"arm":3,"vehicle":{"chassis":3,"propulsion":[1],"weapons":[]},"medic":true}})") ==
      "target.medic: is for infantry: \"Seules les unités d'infanterie peuvent bénéficier de "
      "cette compétence\" (Medic); a vehicle has target.autoRepair");
  CHECK(calcError(shot + R"(},"target":{"scenery":{"structure":8},"medic":true}})") ==
        "target.medic: is for infantry: \"Seules les unités d'infanterie peuvent bénéficier de "
        "cette compétence\" (Medic); a vehicle has target.autoRepair");
  CHECK(calcError(shot + R"(},"target":{"arm":3,"models":4,"autoRepair":true}})") ==
        "target.autoRepair: is for a vehicle target (target.vehicle): Autoréparation is "
        "\"Véhicules uniquement\"");
  CHECK(calcError(shot + R"(},"target":{"arm":3,"models":4,"medic":1}})") ==
        "target.medic: must be true or false, not 1");
  CHECK(calcError(shot + R"(,"jammer":4},"target":{"arm":3,"models":4}})") ==
        "attack.pen: is replaced by attack.jammer: a Jammer weapon deals damage on a fixed "
        "result, whatever PEN and ARM");
  CHECK(
      calcError(
          R"({"system":"at44","attack":{"kind":"shoot","pre":5,"range":1,"attackers":2,"cadence":1,"jammer":7,"damage":1},"target":{"arm":3,"models":4}})") ==
      "attack.jammer: must be a whole number from 2 to 6, not 7");
  CHECK(
      calcError(
          R"({"system":"at44","attack":{"kind":"indirect","pre":4,"range":2,"attackers":2,"cadence":1,"jammer":4,"damage":1,"aire":4},"target":{"arm":3,"models":4,"under":2}})") ==
      "attack.jammer: is for direct shots and melee, not templates");
  CHECK(
      calcError(
          R"({"system":"at44","attack":{"kind":"indirect","pre":4,"range":2,"attackers":2,"cadence":1,"pen":9,"damage":1,"aire":4},"target":{"scenery":{"structure":8},"under":2}})") ==
      "target.under: is not for scenery: the piece under the template takes the impacts of one "
      "combatant");
  CHECK(
      calcError(
          R"({"system":"at44","attack":{"kind":"projection","attackers":1,"pen":9,"damage":1,"aire":4},"target":{"arm":3,"models":4,"under":2,"autoRepair":true}})") ==
      "target.autoRepair: is for a vehicle target (target.vehicle): Autoréparation is "
      "\"Véhicules uniquement\"");
}

TEST_CASE("the ruleset's scenery: DEF 0 and every structure a calculator target", "[at44]") {
  const nlohmann::json rs = test_support::rulesetFile("at44.json");
  CHECK(rs.at("terrain").at("def") == 0);  // the calculator's DEF 0 against scenery
  for (const auto& piece : rs.at("terrain").at("structures")) {
    INFO(piece.at("id"));
    const auto reply = auspex::calc::calc(
        R"({"system":"at44","attack":{"kind":"shoot","pre":5,"range":1,"attackers":1,"cadence":1,"pen":9,"damage":1},"target":{"scenery":{"structure":)" +
        piece.at("structure").dump() + "}}}");
    CHECK(reply.ok);
  }
}

TEST_CASE("a template on scenery: the piece takes one combatant's impacts, every die",
          "[at44][brute]") {
  // "On peut toujours s'en prendre aux décors": 2 projection templates (one impact each on
  // the piece), PEN 9 against structure 5 (ARM and PS), DAMAGE 2; the ARM falling per salvo
  // or per impact.
  const bool perImpact = GENERATE(false, true);
  brute::Table lost;
  brute::forEachPath(
      6,
      [&](const Roll& roll) {
        int left = 5;
        for (int i = 0; i < 2 && left > 0; ++i)
          if (test(roll, needed(9 - (perImpact ? left : 5)), false)) left = std::max(0, left - 2);
        return 5 - left;
      },
      [&](int c, double p) { lost.add(c, p); });
  const std::string request =
      std::string(
          R"({"system":"at44","attack":{"kind":"projection","attackers":2,"pen":9,"damage":2,"aire":4},"target":{"scenery":{"structure":5)") +
      (perImpact ? R"(,"armFalls":"impact")" : "") + "}}}";
  const auto reply = auspex::calc::calc(request);
  REQUIRE(reply.ok);
  const nlohmann::json r = nlohmann::json::parse(reply.json);
  const std::vector<double> got = r.at("structureLost").get<std::vector<double>>();
  for (int k = 0; k <= 5; ++k)
    CHECK((k < static_cast<int>(got.size()) ? got[k] : 0.0) == Approx(lost.at(k)).margin(1e-12));
  CHECK(r.at("collapsed").get<double>() == Approx(lost.at(5)).margin(1e-12));
}
