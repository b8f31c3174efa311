// Reads the rule blocks of rulesets/epic-v1.json: assault, morale, break point,
// initiative, deployment, transport and the unknown values.
#include "epic/ruleset_read.hpp"

namespace auspex::epic {

using requests::Fields;
using namespace rulesets;

namespace {

void readAssault(const Fields& f, Ruleset& r, const IdSet& orders) {
  const Fields a = f.object("assault", {"dice", "extraDicePerLaterAttacker", "saves",
                                        "tiesRerolled", "order", "infantryEngageMoveFactor"});
  r.assault.dice = a.integer("dice", 1, 10);
  r.assault.extraDicePerLaterAttacker = a.integer("extraDicePerLaterAttacker", 0, 10);
  r.assault.saves = a.boolean("saves");
  r.assault.tiesRerolled = a.boolean("tiesRerolled");
  r.assault.order = text(a, "order", 60);
  orders.require(a, "order", r.assault.order);
  r.assault.infantryEngageMoveFactor = number(a, "infantryEngageMoveFactor", 0, 10);
}

void readMorale(const Fields& f, Ruleset& r, const IdSet& orders) {
  const Fields m = f.object(
      "morale", {"testDice", "retreatOrder", "retreatFaModifier", "dispersesWhenFailingInRetreat",
                 "officersExempt", "rallyNotSameTurn", "rallyFailureDisperses"});
  r.morale.testDice = m.integer("testDice", 1, 10);
  r.morale.retreatOrder = text(m, "retreatOrder", 60);
  orders.require(m, "retreatOrder", r.morale.retreatOrder);
  r.morale.retreatFaModifier = m.integer("retreatFaModifier", -20, 20);
  r.morale.dispersesWhenFailingInRetreat = m.boolean("dispersesWhenFailingInRetreat");
  r.morale.officersExempt = m.boolean("officersExempt");
  r.morale.rallyNotSameTurn = m.boolean("rallyNotSameTurn");
  r.morale.rallyFailureDisperses = m.boolean("rallyFailureDisperses");
}

void readInitiative(const Fields& f, Ruleset& r) {
  const Fields i =
      f.object("initiative", {"tokensHigher", "tokensLower", "tokensEqual", "replaced", "drawnAt"});
  r.initiative.tokensHigher = i.integer("tokensHigher", 0, 20);
  r.initiative.tokensLower = i.integer("tokensLower", 0, 20);
  r.initiative.tokensEqual = i.integer("tokensEqual", 0, 20);
  r.initiative.replaced = i.boolean("replaced");
  IdSet phases("phase");
  for (const char* p : {"movement", "shooting", "assault"}) phases.add(i, "drawnAt", p);
  r.initiative.drawnAt = idList(i, "drawnAt", 0, 3, phases);
}

void readDeployment(const Fields& f, Ruleset& r) {
  const Fields d = f.object("deployment", {"zoneCm", "infiltrationExempt", "options"});
  r.deployment.zoneCm = number(d, "zoneCm", 0, 1000);
  r.deployment.infiltrationExempt = d.boolean("infiltrationExempt");
  IdSet ids("deployment option");
  eachItem(d, "options", 1, 20, [&](const json& item, const std::string& path) {
    const Fields o(item, path, {"id", "name", "alternate", "highestChooses", "lowestStarts"});
    DeploymentOption option;
    readIdAndName(o, ids, option);
    option.alternate = o.boolean("alternate");
    option.highestChooses = o.boolean("highestChooses");
    option.lowestStarts = o.boolean("lowestStarts");
    r.deployment.options.push_back(option);
  });
}

}  // namespace

void readRules(const Fields& f, Ruleset& r, const IdSet& orders) {
  readAssault(f, r, orders);
  readMorale(f, r, orders);
  const Fields b = f.object("breakPoint", {"lostFraction", "roundUp"});
  r.breakPoint = {number(b, "lostFraction", 0, 1), b.boolean("roundUp")};
  readInitiative(f, r);
  readDeployment(f, r);
  const Fields t = f.object("transport", {"embarkCm", "disembarkCm", "sameTurn"});
  r.transport = {number(t, "embarkCm", 0, 100), number(t, "disembarkCm", 0, 100),
                 t.boolean("sameTurn")};
  eachItem(f, "unknown", 0, 100, [&](const json& item, const std::string& path) {
    const Fields u(item, path, {"key", "why"});
    r.unknown.push_back({text(u, "key", 200), text(u, "why", 400)});
  });
}

const Order* Ruleset::order(const std::string& id) const {
  return byId(orders, id);
}
const Terrain* Ruleset::terrainOf(const std::string& id) const {
  return byId(terrain, id);
}
const Weapon* Ruleset::weapon(const std::string& id) const {
  return byId(weapons, id);
}
const Unit* Ruleset::unit(const std::string& id) const {
  return byId(units, id);
}

}  // namespace auspex::epic
