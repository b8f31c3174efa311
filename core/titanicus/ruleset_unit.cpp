// Reads the "units" block of a titanicus ruleset, the Ruleset look-ups and
// the system reader's summary.
#include <algorithm>

#include "rulesets/reader.hpp"
#include "titanicus/ruleset_detail.hpp"

namespace auspex::titanicus {

using requests::RequestError;
using namespace rulesets;
using namespace detail;

namespace {

const Keys kUnit = {"id",           "name",         "faction", "kind",        "points",
                    "weaponSlots",  "actionPoints", "move",    "voidShields", "shieldArmour",
                    "titanWeapons", "holo",         "toBeHit", "locations",   "weapons",
                    "notes",        "unknown"};
const Keys kLocation = {"id", "armour", "rearArmour", "structure", "damageTable", "unknown"};

Location readLocation(const json& item, const std::string& path, IdSet& set, const IdSet& tables) {
  const Fields f(item, path, kLocation);
  Location l;
  l.id = id(f, "id");
  set.add(f, "id", l.id);
  l.armour = optInt(f, "armour", 1, 40);
  l.rearArmour = optInt(f, "rearArmour", 1, 40);
  l.structure = optInt(f, "structure", 1, 50);
  if (f.has("damageTable")) {
    l.damageTable = id(f, "damageTable");
    tables.require(f, "damageTable", l.damageTable);
  }
  l.unknown = unknown(f, kLocation);
  return l;
}

}  // namespace

Unit readUnit(const json& item, const std::string& path, IdSet& units, const IdSet& factions,
              const IdSet& weapons, const IdSet& tables) {
  const Fields f(item, path, kUnit);
  Unit u;
  readIdAndName(f, units, u);
  u.faction = id(f, "faction");
  factions.require(f, "faction", u.faction);
  u.kind = f.choice("kind", {"titan", "gargant", "super-heavy", "dreadnought", "infantry"});
  u.points = optInt(f, "points", 0, 1000);
  u.weaponSlots = optInt(f, "weaponSlots", 0, 20);
  if (f.has("actionPoints")) {
    const Fields a = f.object("actionPoints", {"dice", "toHit", "fixed", "lostPerDamage"});
    ActionPointsRule ap;
    if (a.has("fixed")) {
      ap.fixed = a.integer("fixed", 0, 20);
      if (a.has("dice")) a.fail("dice", "is not given with \"fixed\"");
      if (a.has("toHit")) a.fail("toHit", "is not given with \"fixed\"");
    } else {
      ap.dice = a.integer("dice", 1, 20);
      ap.toHit = a.integer("toHit", 2, 6);
    }
    ap.lostPerDamage = a.boolean("lostPerDamage", false);
    u.actionPoints = ap;
  }
  const Fields m = f.object("move", {"cm", "turns"});
  u.move.cm = m.integer("cm", 0, 200);
  u.move.turns = optInt(m, "turns", 0, 8);
  u.voidShields = optInt(f, "voidShields", 0, 20);
  u.shieldArmour = optInt(f, "shieldArmour", 1, 40);
  if (f.has("titanWeapons")) u.titanWeapons = f.boolean("titanWeapons");
  u.holo = f.boolean("holo", false);
  u.toBeHit = f.integer("toBeHit", -6, 6, 0);
  IdSet locations("location");
  eachItem(f, "locations", 1, 4, [&](const json& l, const std::string& p) {
    u.locations.push_back(readLocation(l, p, locations, tables));
  });
  u.weapons = ids(f, "weapons", weapons);
  u.notes = notes(f);
  u.unknown = unknown(f, kUnit);
  return u;
}

const Faction* Ruleset::faction(const std::string& id) const {
  return rulesets::byId(factions, id);
}

const Weapon* Ruleset::weapon(const std::string& id) const {
  return rulesets::byId(weapons, id);
}

const Unit* Ruleset::unit(const std::string& id) const {
  return rulesets::byId(units, id);
}

bool Ruleset::carries(const Unit& u, const std::string& weaponId) const {
  const auto has = [&](const std::vector<std::string>& v) {
    return std::find(v.begin(), v.end(), weaponId) != v.end();
  };
  const Faction* f = faction(u.faction);
  return has(u.weapons) || (f && has(f->weapons));
}

void readRulesetSummary(const json& ruleset, Summary& s) {
  const Ruleset r = readRuleset(ruleset);
  for (const auto& u : r.units) s.units.push_back({u.id, u.name, u.kind});
  s.counts["factions"] = static_cast<int>(r.factions.size());
  s.counts["weapons"] = static_cast<int>(r.weapons.size());
  s.counts["damageTables"] = static_cast<int>(r.damageTables.size());
}

}  // namespace auspex::titanicus
