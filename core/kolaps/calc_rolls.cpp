// The kolaps rolls beside the attacks: a move through dangerous or mortal
// terrain, conscience and death rolls, ramasser une arme and réparer l'arme.
// Each answer is exact; an optional "ruleset" reads the values from a loaded
// kolaps ruleset (without it, the seed's constants: the same numbers).
#include "kolaps/calc_rolls.hpp"

#include <string>

#include "kolaps/combativite.hpp"
#include "kolaps/rolls.hpp"
#include "kolaps/ruleset.hpp"
#include "rulesets/reader.hpp"

namespace auspex::calc::kolaps_rolls {

namespace {

using namespace kolaps;

// "ruleset": a loaded kolaps ruleset, when the request names one.
std::optional<data::Ruleset> rulesetOf(const Fields& r) {
  if (!r.has("ruleset")) return std::nullopt;
  const std::string id = rulesets::text(r, "ruleset", 60);
  const json* file = rulesets::find(id);
  if (!file)
    r.fail("ruleset", Refusal{"ruleset.unknown", "names no loaded ruleset: \"" + id + "\"",
                              "ne nomme aucun jeu de règles chargé : \"" + id + "\""});
  if (file->value("system", "") != "kolaps")
    r.fail("ruleset", Refusal{"ruleset.system", "is not a kolaps ruleset: \"" + id + "\"",
                              "n'est pas un jeu de règles kolaps : \"" + id + "\""});
  return data::parse(*file);
}

std::string thresholdText(int t) {
  return t <= 1 ? "auto" : std::to_string(t) + "+";
}

const data::Rank* rankIn(const data::Ruleset& rs, int rank) {
  for (const auto& r : rs.ranks)
    if (r.rank == rank) return &r;
  return nullptr;
}

int rankField(const Fields& r, const std::optional<data::Ruleset>& rs) {
  const int rank = r.integer("rank", 1, 5);
  if (rs && !rankIn(*rs, rank))
    r.fail("rank",
           Refusal{"kolaps.rank-missing", "is not a rank of the ruleset: " + std::to_string(rank),
                   "n'est pas un rang du jeu de règles : " + std::to_string(rank)});
  return rank;
}

// Cost and fatigue of a basic action: the ruleset's (by id) or the seed's.
void costOf(json& out, const std::optional<data::Ruleset>& rs, const Fields& r, const char* id,
            int cost, int fatigue) {
  if (rs) {
    const data::Action* a = nullptr;
    for (const auto& x : rs->actions)
      if (x.id == id) a = &x;
    if (!a)
      r.fail("ruleset",
             Refusal{"kolaps.action-missing", std::string("has no action \"") + id + "\"",
                     std::string("n'a pas d'action « ") + id + " »"});
    if (a->cost) cost = *a->cost;
    if (a->fatigue) fatigue = *a->fatigue;
  }
  out["cost"] = cost;
  out["fatigue"] = fatigue;
}

// An action roll with `dice` opposition dice and no double-1 table.
json plainRoll(const std::optional<data::Ruleset>& rs, int dice, bool rolled) {
  const int rollDice = rs ? rs->roll.dice : 3, need = rs ? rs->roll.success : 6;
  const double success = rolled ? actionSuccess(dice, rollDice, need) : 1.0;
  return {{"roll", rolled},
          {"oppositionDice", dice},
          {"success", success},
          {"failure", 1.0 - success},
          {"failureCombativite", rolled ? (rs ? rs->roll.failureCombativite : 2) : 0}};
}

// 10-9, 10-10: a move over obstacles with no risk ("terrain": "aucun"): only
// the obstacle roll of each zone (its opposition dice), the move stopping at
// the first failed one; no wound. A charge's move (9-20) is the same roll.
json obstacleOnly(const Fields& r, const std::optional<data::Ruleset>& rs) {
  if (r.has("protection"))
    r.fail("protection",
           Refusal{"kolaps.no-risk", "protects against a risk's wounds: \"aucun\" has none",
                   "protège des blessures d'un risque : « aucun » n'en a pas"});
  const int zones = r.integer("zones", 1, 3, 1);
  if (!r.has("obstacle"))
    r.fail("obstacle",
           Refusal{"field.required", "is required with terrain \"aucun\": the obstacle crossed",
                   "est obligatoire avec terrain « aucun » : l'obstacle franchi"});
  const std::string obstacle = r.choice("obstacle", {"leger", "lourd", "total"});
  int dice = obstacle == "leger" ? 0 : obstacle == "lourd" ? 1 : 2;
  int fatigue = obstacle == "total" ? 1 : 0;
  if (rs)
    for (const auto& c : rs->terrain.covers)
      if (c.id == obstacle) {
        dice = c.obstacleDice;
        fatigue = c.obstacleFatigue;
      }
  const int rollDice = rs ? rs->roll.dice : 3, need = rs ? rs->roll.success : 6;
  const double p = dice > 0 ? actionSuccess(dice, rollDice, need) : 1.0;
  json stopped = json::array();
  double reach = 1.0;
  for (int z = 0; z < zones; ++z) {
    stopped.push_back(reach * (1.0 - p));
    reach *= p;
  }
  json outcomes = json::object();
  for (int l = 0; l < woundCount; ++l) outcomes[woundName(static_cast<Wound>(l))] = 0.0;
  return {{"terrain", "aucun"},
          {"law", obstacle == "leger"   ? "10-8"
                  : obstacle == "lourd" ? "10-9"
                                        : "10-10"},
          {"riskDice", 0},
          {"failureBands", json::array()},
          {"zones", zones},
          {"obstacleDice", dice},
          {"obstacleFatigue", fatigue},
          {"zoneCrossed", p},
          {"success", reach},
          {"obstacleFailure", 1.0 - reach},
          {"failure", 0.0},
          {"outcomes", outcomes},
          {"stoppedAt", stopped},
          {"auSolOnFailure", false},
          {"failureCombativite", rs ? rs->roll.failureCombativite : 2}};
}

}  // namespace

json answerTerrain(const json& request) {
  const Fields r(request, "",
                 {"system", "kind", "terrain", "zones", "obstacle", "protection", "ruleset"});
  const auto rs = rulesetOf(r);
  const std::string terrain = r.choice("terrain", {"dangereux", "mortel", "aucun"});
  if (terrain == "aucun") return obstacleOnly(r, rs);
  TerrainMove m;
  m.risk = riskTable(terrain == "dangereux" ? RiskKind::dangereux : RiskKind::mortel);
  std::string law = terrain == "dangereux" ? "10-12" : "10-13";
  if (rs) {
    const data::Risk* risk = nullptr;
    for (const auto& x : rs->terrain.risks)
      if (x.id == terrain) risk = &x;
    if (!risk)
      r.fail("terrain",
             Refusal{"kolaps.risk-missing", "is not a risk of the ruleset: \"" + terrain + "\"",
                     "n'est pas un risque du jeu de règles : « " + terrain + " »"});
    m.risk = {risk->dice, data::calcBands(*risk)};
    law = risk->law;
    m.rollDice = rs->roll.dice;
    m.rollSuccess = rs->roll.success;
  }
  m.zones = r.integer("zones", 1, 3, 1);
  const std::string obstacle = r.choice("obstacle", {"aucun", "leger", "lourd", "total"}, "aucun");
  int obstacleFatigue = 0;
  if (obstacle != "aucun") {
    // 10-8 .. 10-10: light 0 dice (negligible: no roll), heavy 1, total 2 and 1 fatigue.
    m.obstacleDice = obstacle == "leger" ? 0 : obstacle == "lourd" ? 1 : 2;
    obstacleFatigue = obstacle == "total" ? 1 : 0;
    if (rs)
      for (const auto& c : rs->terrain.covers)
        if (c.id == obstacle) {
          m.obstacleDice = c.obstacleDice;
          obstacleFatigue = c.obstacleFatigue;
        }
    m.obstacleRoll = m.obstacleDice > 0;
  }
  if (r.has("protection"))
    m.protectionClass = r.object("protection", {"class"}).integer("class", -20, 6);

  const TerrainOutcome o = crossTerrain(m);
  json outcomes = json::object();
  for (int l = 0; l < woundCount; ++l) outcomes[woundName(static_cast<Wound>(l))] = o.wounds[l];
  json bands = json::array();
  for (int l = 0; l < woundCount; ++l)
    if (m.risk.failure[l])
      bands.push_back({{"r", *m.risk.failure[l]}, {"wound", woundName(static_cast<Wound>(l))}});
  json out = {{"terrain", terrain},
              {"law", law},
              {"riskDice", m.risk.dice},
              {"failureBands", bands},
              {"zones", m.zones},
              {"obstacleDice", m.obstacleRoll ? m.obstacleDice : 0},
              {"obstacleFatigue", obstacleFatigue},
              {"zoneCrossed", o.zoneCrossed},
              {"success", o.success},
              {"obstacleFailure", o.obstacleFailure},
              {"failure", o.riskFailure},
              {"outcomes", outcomes},
              {"stoppedAt", o.stoppedAt},
              {"auSolOnFailure", terrain == "mortel"},
              {"failureCombativite", rs ? rs->roll.failureCombativite : 2}};
  if (m.protectionClass) {
    out["protectionClass"] = *m.protectionClass;
    out["absorbed"] = o.absorbed;
  }
  return out;
}

json answerConscience(const json& request) {
  const Fields r(request, "", {"system", "kind", "rank", "rolls", "cause", "ruleset"});
  const auto rs = rulesetOf(r);
  const int rank = rankField(r, rs);
  const int t = rs ? rankIn(*rs, rank)->conscience : rankThreshold(rank);
  const int rolls = r.integer("rolls", 1, 10, 1);
  const double success = allSucceed(t, rolls);
  json out = {{"threshold", thresholdText(t)},
              {"perRoll", dice::chanceAtLeast(t)},
              {"rolls", rolls},
              {"success", success},
              {"failure", 1.0 - success}};
  // What a player reads before rolling (the sheets' dice panel): passed, or what a failure does.
  json failed = {{"fr", "raté"}, {"en", "failed"}};
  if (r.has("cause")) {
    const std::string cause =
        r.choice("cause", {"etat_critique", "fatigue", "sonne", "specialisation"});
    if (cause == "etat_critique")
      failed = {{"fr", "raté : hors combat"}, {"en", "failed: out of action"}};
    if (cause == "fatigue") failed = {{"fr", "raté : inconscient"}, {"en", "failed: unconscious"}};
    if (cause == "sonne") failed = {{"fr", "raté : reste sonné"}, {"en", "failed: stays stunned"}};
    // What a failure does, by what asked for the roll.
    if (cause == "etat_critique")
      out["onFailure"] = {{"effect", "hors_combat"}, {"law", "6-16, 6-17"}};
    if (cause == "fatigue") out["onFailure"] = {{"effect", "inconscient"}, {"law", "5-8"}};
    if (cause == "sonne") out["onFailure"] = {{"effect", "reste_sonne"}, {"law", "6-5"}};
    if (cause == "specialisation")
      out["onFailure"] = {{"effect", "selon_la_specialisation"}, {"law", "4-9"}};
  }
  out["outcomes"] =
      json::array({{{"id", "success"},
                    {"name", rolls > 1 ? json{{"fr", "tous réussis"}, {"en", "all passed"}}
                                       : json{{"fr", "réussi"}, {"en", "passed"}}},
                    {"p", success}},
                   {{"id", "failure"}, {"name", failed}, {"p", 1.0 - success}}});
  return out;
}

json answerDeath(const json& request) {
  const Fields r(request, "", {"system", "kind", "rank", "ruleset"});
  const auto rs = rulesetOf(r);
  const int rank = rankField(r, rs);
  const int t = rs ? rankIn(*rs, rank)->death : deathThreshold(rank);
  const double survives = dice::chanceAtLeast(t);
  return {{"threshold", thresholdText(t)},
          {"survives", survives},
          {"eliminated", 1.0 - survives},
          {"law", "4-10, 12-8"}};
}

json answerPickUp(const json& request) {
  const Fields r(request, "", {"system", "kind", "adversaries", "ruleset"});
  const auto rs = rulesetOf(r);
  const int adversaries = r.integer("adversaries", 0, 200);
  // 9-22: "1 dé par adversaire dans la zone de contrôle (aucun jet de dé dans le cas contraire)".
  json out = plainRoll(rs, adversaries, adversaries > 0);
  costOf(out, rs, r, "ramasser-une-arme", 2, 0);
  out["law"] = "9-22";
  return out;
}

json answerRepair(const json& request) {
  const Fields r(request, "", {"system", "kind", "technologie", "ruleset"});
  const auto rs = rulesetOf(r);
  // 9-15: "Opposition : Technologie de l'arme", a number the seed does not give.
  const int technologie = r.integer("technologie", 0, 200);
  json out = plainRoll(rs, technologie, true);
  costOf(out, rs, r, "reparer-l-arme", 2, 0);
  out["law"] = "9-15";
  return out;
}

}  // namespace auspex::calc::kolaps_rolls
