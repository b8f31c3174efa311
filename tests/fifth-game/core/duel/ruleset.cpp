#include "duel/ruleset.hpp"

#include "rulesets/reader.hpp"

namespace auspex::duel {

using requests::Fields;

const Unit* Ruleset::unit(const std::string& want) const {
  for (const Unit& u : units)
    if (u.id == want) return &u;
  return nullptr;
}

Ruleset parseRuleset(const json& ruleset) {
  const Fields f(ruleset, "", rulesets::withEnvelope({"rules", "units"}));
  Ruleset r;
  r.id = rulesets::id(f, "id");
  const Fields rules = f.object("rules", {"hitOn", "healOn", "maxUnits"});
  r.hitOn = rules.integer("hitOn", 2, 6);
  r.healOn = rules.integer("healOn", 2, 6);
  r.maxUnits = rules.integer("maxUnits", 1, 20);
  rulesets::IdSet ids("unit");
  rulesets::eachItem(f, "units", 1, 100, [&](const json& item, const std::string& path) {
    const Fields u(item, path, {"id", "name", "points", "dice", "health"});
    Unit unit;
    unit.id = rulesets::id(u, "id");
    ids.add(u, "id", unit.id);
    unit.name = rulesets::names(u, "name");
    unit.points = u.integer("points", 0, 1000);
    unit.dice = u.integer("dice", 1, maxDice);
    unit.health = u.integer("health", 1, maxHealth);
    r.units.push_back(unit);
  });
  return r;
}

void readRuleset(const json& ruleset, rulesets::Summary& summary) {
  const Ruleset r = parseRuleset(ruleset);
  for (const Unit& u : r.units) summary.units.push_back({u.id, u.name, "duellist"});
  summary.counts["units"] = static_cast<int>(r.units.size());
}

}  // namespace auspex::duel
