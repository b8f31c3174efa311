// The epic request kinds added beyond calc-api.md (docs/calc/epic.md):
// multiple combats, morale tests, dangerous terrain, the initiative cup.
#include "calc/calc.hpp"
#include "epic/calc_read.hpp"
#include "epic/initiative.hpp"
#include "epic/morale.hpp"
#include "epic/multiple.hpp"
#include "epic/terrain.hpp"

namespace auspex::calc::epic_read {

json multiple(const Fields& r) {
  using namespace epic;
  const Fields a = r.object("attack", {"kind", "attackers", "retreat"});
  const Fields t = r.object("target", {"fa", "retreat"});
  const bool attackersRetreat = a.boolean("retreat", false);
  const json& list = a.raw("attackers");
  constexpr int kMaxAttackers = 20;
  if (!list.is_array() || list.empty() || list.size() > kMaxAttackers)
    a.fail("attackers",
           "must be an array of 1 to " + std::to_string(kMaxAttackers) + " attackers, not " +
               (list.is_array() ? "an array of " + std::to_string(list.size()) : describe(list)));
  std::vector<int> fa;
  for (std::size_t i = 0; i < list.size(); ++i) {
    const Fields one(list[i], a.pathOf("attackers") + "." + std::to_string(i), {"fa", "retreat"});
    fa.push_back(
        assaultFactor(one.integer("fa", -20, 20), one.boolean("retreat", attackersRetreat)));
  }
  const int targetFa = assaultFactor(t.integer("fa", -20, 20), t.boolean("retreat", false));
  const MultipleOutcome o = multipleCombat(fa, targetFa);
  return {{"attackerWins", o.attackerWins},
          {"killedBy", o.killedBy},
          {"survives", o.survives},
          {"killed", countsJson(o.killed)},
          {"meanKilled", o.killed.mean()}};
}

json morale(const json& request) {
  const Fields r(request, "", {"system", "kind", "value", "inRetreat", "tests"});
  const epic::MoraleOutcome o = epic::morale(
      r.integer("value", 1, 7), r.boolean("inRetreat", false), r.integer("tests", 1, 100, 1));
  return {{"pass", o.pass},       {"fail", 1.0 - o.pass},     {"steady", o.steady},
          {"retreat", o.retreat}, {"dispersed", o.dispersed}, {"dispersedBy", o.dispersedBy}};
}

json terrain(const json& request) {
  const Fields r(request, "", {"system", "kind", "units", "save"});
  std::optional<int> save;
  if (r.has("save")) save = r.integer("save", 1, 7);
  const epic::TerrainOutcome o = epic::dangerousTerrain(r.integer("units", 1, 200), save);
  json out = {{"stopChance", o.stopChance},       {"hitChance", o.hitChance},
              {"stopped", countsJson(o.stopped)}, {"hits", countsJson(o.hits)},
              {"meanStopped", o.stopped.mean()},  {"meanHits", o.hits.mean()}};
  if (o.unsaved) out["unsaved"] = countsJson(*o.unsaved);
  return out;
}

json initiative(const json& request) {
  const Fields r(request, "", {"system", "kind", "strategicA", "strategicB"});
  const epic::InitiativeOutcome o =
      epic::initiative(r.integer("strategicA", 0, 100), r.integer("strategicB", 0, 100));
  const char* phases[] = {"movement", "shooting", "assault"};
  json perPhase = json::object();
  for (int i = 0; i < 3; ++i) perPhase[phases[i]] = {{"A", o.phaseA[i]}, {"B", 1.0 - o.phaseA[i]}};
  return {{"tokens", {{"A", o.tokensA}, {"B", o.tokensB}}},
          {"patterns", o.patterns},
          {"phases", perPhase},
          {"phasesA", countsJson(o.phasesA)}};
}

}  // namespace auspex::calc::epic_read
