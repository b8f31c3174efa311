// The at44 request kind "activationPlan" (docs/calc/at44.md, "Activation
// planner"): the unit's salvos and the candidate targets, each salvo at each
// target read as the attack request it stands for (the same fields, the same
// answers), then every plan compared by the planner. Whole core only: the
// first load's calculator module refuses it (calc::wholeCoreOnly).
#include "at44/plan_calc.hpp"

#include <string>

#include "at44/calc_read.hpp"
#include "at44/planner.hpp"
#include "at44/units.hpp"
#include "dice/chain.hpp"
#include "rulesets/reader.hpp"

namespace auspex::at44 {

using requests::Fields;
using requests::json;
using requests::readReadings;
using requests::RequestError;

namespace {

// An error of the request one salvo at one target stands for, moved to where
// the field is in the plan request: the first prefix of `paths` that matches.
[[noreturn]] void moved(const RequestError& e,
                        const std::vector<std::pair<std::string, std::string>>& paths) {
  std::string path = e.path;
  for (const auto& [from, to] : paths)
    if (path == from || path.rfind(from + ".", 0) == 0) {
      path = to + path.substr(from.size());
      break;
    }
  if (e.code.empty()) throw RequestError(path, e.what());
  throw RequestError(path, e.code, e.what(), e.fr);
}

// The refusals that only say this salvo cannot fire at this target: the
// plan leaves the pair out instead.
bool cannotTarget(const RequestError& e) {
  const std::string m = e.what();
  return (e.path == "target.camouflage" && m.find("Camouflage hides it") != std::string::npos) ||
         (e.path == "target.unit" && m.find("Tir verrouillé can only hit") != std::string::npos) ||
         (e.path == "attack.locked" && m.find("can only hit vehicles") != std::string::npos);
}

bool hasAttitude(const json& attacker, const char* id) {
  if (!attacker.is_object() || !attacker.contains("attitudes")) return false;
  const json& a = attacker.at("attitudes");
  if (!a.is_array()) return false;
  for (const json& x : a)
    if (x == id) return true;
  return false;
}

struct Pair {
  bool legal = true;
  std::string why, whyFr;
  PlanShot shot;
};

// Salvo `salvo` (index i) at target `target` (index j), with Feu à volonté when `fire`.
Pair readPair(const json& salvo, std::size_t i, const json& target, std::size_t j, bool fire) {
  const std::string s = "salvos." + std::to_string(i), t = "targets." + std::to_string(j);
  const json none = json::object();
  const json& range = target.contains("attack") ? target.at("attack") : none;
  json pair = {{"system", "at44"},
               {"target", target.contains("target") ? target.at("target") : json()}};
  std::vector<std::pair<std::string, std::string>> paths;
  if (salvo.contains("attacker")) {
    json attacker = salvo.at("attacker");
    // (A malformed attacker or attitudes list is refused as it is, by rawFromUnits.)
    if (fire && attacker.is_object() &&
        (!attacker.contains("attitudes") || attacker.at("attitudes").is_array()))
      attacker["attitudes"].push_back("feu-a-volonte");
    pair["attacker"] = attacker;
    if (target.contains("attack")) pair["attack"] = range;
    paths = {{"attacker", s + ".attacker"},
             {"attack.range", t + ".attack.range"},
             {"attack.allocation", t + ".attack.allocation"},
             {"attack", s + ".attacker"},
             {"target", t + ".target"}};
  } else {
    json attack = salvo.at("attack");
    if (attack.is_object() && !attack.contains("kind")) attack["kind"] = "shoot";
    if (attack.is_object() && range.is_object()) {
      for (const auto& [key, value] : range.items()) attack[key] = value;
      if (fire) attack["feuAVolonte"] = true;
    }
    // Cover only against shots at range 1 or more (« contre les tirs directs dont la portée est
    // supérieure à 0 »): the planner knows each target's range, so a target at range 0 has none.
    if (range.is_object() && range.value("range", json()) == json(0) && pair["target"].is_object())
      pair["target"].erase("coverSave");
    pair["attack"] = attack;
    paths = {{"attack.range", t + ".attack.range"},
             {"attack.allocation", t + ".attack.allocation"},
             {"attack", s + ".attack"},
             {"target", t + ".target"}};
  }
  Pair out;
  try {
    const json raw = namesUnits(pair) ? rawFromUnits(pair) : pair;
    const json& a = raw.at("attack");
    const json kind = a.is_object() ? a.value("kind", json("shoot")) : json("shoot");
    const std::string at = salvo.contains("attacker") ? s + ".attacker.weapon" : s + ".attack.kind";
    if (kind == "melee")
      throw RequestError(at, "plan.melee",
                         "is a melee weapon: a salvo is shooting (melee is an assault, asked "
                         "with an attack request)",
                         "est une arme de mêlée : une salve est un tir (la mêlée est un assaut, "
                         "à demander par une attaque)");
    if (kind == "indirect" || kind == "projection")
      throw RequestError(at, "plan.template",
                         "places a template: the planner takes direct shots only (ask a "
                         "template with an attack request)",
                         "place un gabarit : le planificateur ne prend que les tirs directs "
                         "(demandez un gabarit par une attaque)");
    if (raw.contains("target") && raw.at("target").is_object() &&
        raw.at("target").contains("scenery"))
      throw RequestError(t + ".target.scenery", "plan.scenery",
                         "is not a unit: the planner shoots at units",
                         "n'est pas une unité : le planificateur tire sur des unités");
    const calc::at44_read::Read read =
        calc::at44_read::readDirectAttack(Fields(raw, "", {"system", "attack", "target"}));
    out.shot.attack = read.attack;
    out.shot.target = read.target;
    out.shot.legal = true;
  } catch (const RequestError& e) {
    if (e.path.rfind(s, 0) == 0 || e.path.rfind(t, 0) == 0) throw;
    if (!cannotTarget(e)) moved(e, paths);
    out.legal = false;
    out.why = e.what();
    out.whyFr = e.fr.empty() ? e.what() : e.fr;
  }
  return out;
}

}  // namespace

json answerActivationPlan(const json& request) {
  const Fields r(request, "",
                 {"system", "kind", "cpLeft", "moved", "alert", "feuAVolonteOn", "salvos",
                  "targets", "goal", "top", "readings"});
  const requests::Chosen readings = readReadings(r, calc::at44Readings());
  const MedicReading medicReading = calc::at44_read::medicReadingOf(readings);
  const AutoRepairReading autoRepairReading = calc::at44_read::autoRepairReadingOf(readings);
  const int cpLeft = r.integer("cpLeft", 0, 100);
  const bool moved = r.boolean("moved", false);
  // Feu à volonté already on (the unit's sheet has it, paid): every plan has it, for 0 CP.
  const bool fireAtWillOn = r.boolean("feuAVolonteOn", false);
  bool alert = r.boolean("alert", false);
  std::vector<json> salvos, targets;
  rulesets::eachItem(r, "salvos", 1, 4, [&](const json& item, const std::string& path) {
    const Fields f(item, path, {"attacker", "attack"});
    if (f.has("attacker") == f.has("attack"))
      f.fail(f.has("attack") ? "attack" : "attacker",
             {"plan.salvo",
              "one of attacker (a ruleset unit and its weapon) or attack (a raw salvo) is given",
              "un seul de attacker (une unité d'un jeu de règles et son arme) ou attack (une "
              "salve brute) est donné"});
    const json& side = item.at(f.has("attacker") ? "attacker" : "attack");
    if (f.has("attacker") && hasAttitude(side, "feu-a-volonte"))
      throw RequestError(path + ".attacker.attitudes", "plan.fire-at-will",
                         "must not hold feu-a-volonte: the planner chooses Feu à volonté (cpLeft, "
                         "moved)",
                         "ne doit pas contenir feu-a-volonte : le planificateur choisit le Feu à "
                         "volonté (cpLeft, moved)");
    if (f.has("attack") && side.is_object() && side.contains("feuAVolonte"))
      throw RequestError(path + ".attack.feuAVolonte", "plan.fire-at-will",
                         "is chosen by the planner (cpLeft, moved): leave it out",
                         "est choisi par le planificateur (cpLeft, moved) : ne le donnez pas");
    if (f.has("attack") && side.is_object())
      for (const char* key : {"range", "allocation"})
        if (side.contains(key))
          throw RequestError(path + ".attack." + key, "plan.per-target",
                             std::string("is given per target (targets.N.attack.") + key + ")",
                             std::string("se donne par cible (targets.N.attack.") + key + ")");
    alert = alert || (f.has("attacker") && hasAttitude(side, "etat-d-alerte"));
    salvos.push_back(item);
  });
  // Fire – move – fire (« tirer une salve, se déplacer, et tirer une seconde salve »): a target
  // given a range after the unit's move may take the salvos fired after it.
  std::vector<json> afterMove;
  rulesets::eachItem(r, "targets", 1, 8, [&](const json& item, const std::string& path) {
    const Fields f(item, path, {"target", "attack", "afterMove"});
    if (f.has("attack")) (void)f.object("attack", {"range", "allocation"});
    afterMove.emplace_back();
    if (f.has("afterMove")) {
      const Fields a = f.object("afterMove", {"range"});
      afterMove.back() = a.integer("range", 0, 30);
      if (moved || fireAtWillOn)
        f.fail("afterMove",
               moved ? requests::Refusal{"plan.moved",
                                         "cannot be given: the unit has moved already (moved), "
                                         "its salvos are at targets.N.attack.range",
                                         "ne peut pas être donné : l'unité s'est déjà déplacée "
                                         "(moved), ses salves sont à targets.N.attack.range"}
                     : requests::Refusal{"plan.moved",
                                         "cannot be given: Feu à volonté is on (feuAVolonteOn), "
                                         "the unit does not move this activation",
                                         "ne peut pas être donné : le Feu à volonté est pris "
                                         "(feuAVolonteOn), l'unité ne se déplace pas à cette "
                                         "activation"});
    }
    if (!f.has("target"))
      f.fail("target", {"field.required", "is required: the target, as in an attack request",
                        "est obligatoire : la cible, comme dans une attaque"});
    targets.push_back(item);
  });
  ActivationRequest q;
  q.salvos = static_cast<int>(salvos.size());
  q.targets = static_cast<int>(targets.size());
  q.goal = r.choice("goal", {"casualties", "destroy"}, "casualties") == "casualties"
               ? PlanGoal::casualties
               : PlanGoal::destroy;
  q.top = r.integer("top", 1, 10, 3);
  // Feu à volonté (1 PC): "une unité qui ne s'est pas déplacée et qui ne se
  // met pas en état d'alerte".
  q.fireAtWillTaken = fireAtWillOn;
  if (q.fireAtWillTaken && (moved || alert))
    r.fail("feuAVolonteOn",
           {"plan.fire-at-will",
            "cannot be on for a unit that has moved or is en état d'alerte (moved, alert)",
            "ne peut pas être pris par une unité qui s'est déplacée ou en état d'alerte (moved, "
            "alert)"});
  q.fireAtWill = q.fireAtWillTaken || (cpLeft >= 1 && !moved && !alert);
  json excluded = json::array();
  q.shots.assign(kPlanModes,
                 std::vector<std::vector<PlanShot>>(q.salvos, std::vector<PlanShot>(q.targets)));
  for (int m = 0; m < kPlanModes; ++m)
    for (int j = 0; j < q.targets; ++j) {
      if ((m == planFireAtWill && !q.fireAtWill) || (m == planAfterMove && afterMove[j].is_null()))
        continue;
      json target = targets[j];
      if (m == planAfterMove) target["attack"]["range"] = afterMove[j];
      q.canMove = q.canMove || m == planAfterMove;
      for (int i = 0; i < q.salvos; ++i) {
        if (m == planFireAtWill && !q.shots[planStill][i][j].legal) continue;
        Pair p = readPair(salvos[i], i, target, j, m == planFireAtWill);
        q.shots[m][i][j] = p.shot;
        q.shots[m][i][j].target.medicReading = medicReading;
        q.shots[m][i][j].target.autoRepairReading = autoRepairReading;
        if (!p.legal && m != planFireAtWill)
          excluded.push_back({{"salvo", i},
                              {"target", j},
                              {"afterMove", m == planAfterMove},
                              {"message", p.why},
                              {"fr", p.whyFr}});
      }
    }
  for (int j = 0; j < q.targets; ++j)
    for (int i = 0; i < q.salvos; ++i)
      if (q.shots[0][i][j].legal && q.shots[0][i][j].target.vehicle &&
          VehicleStates(*q.shots[0][i][j].target.vehicle).count() > kPlanVehicleStates / 2)
        r.fail("targets", {"plan.size",
                           "a vehicle of targets." + std::to_string(j) +
                               " has too many combinations of PS left to plan exactly",
                           "un véhicule de targets." + std::to_string(j) +
                               " a trop de combinaisons de PS restants pour planifier exactement"});

  ActivationPlanner planner(q);
  const long long bound = planner.bound();
  if (bound > kPlanStepLimit - dice::innerSteps())
    r.fail("targets",
           {"plan.size",
            "too many plans to compare exactly: " + std::to_string(planner.plans()) +
                " plans would take up to " + std::to_string(bound) +
                " inner steps (the limit is 10^6); give fewer targets or salvos",
            "trop de plans à comparer exactement : " + std::to_string(planner.plans()) +
                " plans demanderaient jusqu'à " + std::to_string(bound) +
                " pas de calcul (la limite est 10^6) ; donnez moins de cibles ou de salves"});
  const std::vector<ActivationPlan> best = planner.plan();
  json plans = json::array();
  for (const ActivationPlan& p : best) {
    json fire = json::array(), per = json::array();
    json after = json::array();
    for (int j : p.targetOf) fire.push_back(j < 0 ? json(nullptr) : json(j));
    for (std::size_t i = 0; i < p.afterMove.size(); ++i)
      after.push_back(p.targetOf[i] >= 0 && p.afterMove[i] != 0);
    for (const PlanTargetResult& t : p.targets)
      per.push_back({{"target", t.target},
                     {"salvos", t.salvos},
                     {"removed", calc::countsJson(t.removed)},
                     {"meanRemoved", t.removed.mean()},
                     {"wipedOut", t.wipedOut}});
    plans.push_back({{"feuAVolonte", p.fireAtWill},
                     {"cpUsed", p.cpUsed},
                     {"fire", fire},
                     {"moves", p.moves},
                     {"afterMove", after},
                     {"order", p.order},
                     {"value", p.value},
                     {"inflicted", calc::countsJson(p.inflicted)},
                     {"meanInflicted", p.inflicted.mean()},
                     {"perTarget", per}});
  }
  return {{"goal", q.goal == PlanGoal::casualties ? "casualties" : "destroy"},
          {"feuAVolonte", q.fireAtWill},
          {"plansCompared", planner.compared()},
          {"plans", plans},
          {"excluded", excluded}};
}

}  // namespace auspex::at44
