// Reads rulesets/epic-v1.json into the structs of ruleset.hpp: the orders,
// terrain, shooting tables, weapons and units (the other blocks are in
// ruleset_rules.cpp).
#include "epic/ruleset.hpp"

#include "epic/ruleset_read.hpp"
#include "rulesets/reader.hpp"

namespace auspex::epic {

using requests::Fields;
using requests::RequestError;
using namespace rulesets;

namespace {

constexpr std::size_t kMaxItems = 200;

void readOrders(const Fields& f, Ruleset& r, IdSet& ids) {
  eachItem(f, "orders", 1, 20, [&](const json& item, const std::string& path) {
    const Fields o(item, path,
                   {"id", "name", "givenByPlayer", "default", "moveFactor", "moveMaxCm",
                    "assaultMove", "mayAssault", "awayFromEnemy", "toHit"});
    Order order;
    readIdAndName(o, ids, order);
    order.givenByPlayer = o.boolean("givenByPlayer");
    order.isDefault = o.boolean("default");
    order.moveFactor = number(o, "moveFactor", 0, 10);
    if (o.has("moveMaxCm")) order.moveMaxCm = number(o, "moveMaxCm", 0, 1000);
    order.assaultMove = o.boolean("assaultMove");
    order.mayAssault = o.boolean("mayAssault");
    order.awayFromEnemy = o.boolean("awayFromEnemy");
    if (o.has("toHit")) order.toHit = o.integer("toHit", -12, 12);
    r.orders.push_back(order);
  });
  int defaults = 0;
  for (const auto& o : r.orders) defaults += o.isDefault ? 1 : 0;
  if (defaults != 1)
    f.fail("orders",
           "must have exactly one order with \"default\": true, not " + std::to_string(defaults));
}

TerrainEffect effect(const Fields& t, const char* key) {
  const std::string e = t.choice(key, {"aucun", "dangereux", "infranchissable"});
  return e == "aucun"       ? TerrainEffect::none
         : e == "dangereux" ? TerrainEffect::dangerous
                            : TerrainEffect::impassable;
}

void readTerrain(const Fields& f, Ruleset& r) {
  IdSet ids("terrain");
  eachItem(f, "terrain", 1, kMaxItems, [&](const json& item, const std::string& path) {
    const Fields t(item, path, {"id", "name", "saveBonus", "coverBonus", "infantry", "vehicles"});
    Terrain terrain;
    readIdAndName(t, ids, terrain);
    terrain.saveBonus = t.integer("saveBonus", -6, 6);
    terrain.coverBonus = t.integer("coverBonus", -6, 6);
    terrain.infantry = effect(t, "infantry");
    terrain.vehicles = effect(t, "vehicles");
    r.terrain.push_back(terrain);
  });
}

void readShootingTables(const Fields& f, Ruleset& r) {
  const Fields d = f.object("dangerousTerrain", {"stopOn", "hitOn"});
  r.dangerousTerrain = {d.integer("stopOn", 1, 6), d.integer("hitOn", 1, 6)};
  const Fields s = f.object("sevenPlus", {"firstD6", "rows"});
  r.sevenPlus.firstD6 = s.integer("firstD6", 1, 6);
  eachItem(s, "rows", 1, 10, [&](const json& item, const std::string& path) {
    const Fields row(item, path, {"needed", "secondD6", "orMore"});
    r.sevenPlus.rows.push_back(
        {row.integer("needed", 7, 20), row.integer("secondD6", 1, 6), row.boolean("orMore")});
  });
  const Fields sh =
      f.object("shooting", {"arcDegrees", "sideSaveReduction", "rearSaveReduction",
                            "heavyVehicleNeedsSaveModifierBelow", "outOfRangeMisses"});
  r.shooting.arcDegrees = sh.integer("arcDegrees", 1, 360);
  r.shooting.sideSaveReduction = sh.integer("sideSaveReduction", 0, 6);
  r.shooting.rearSaveReduction = sh.integer("rearSaveReduction", 0, 6);
  r.shooting.heavyVehicleNeedsSaveModifierBelow =
      sh.integer("heavyVehicleNeedsSaveModifierBelow", -6, 6);
  r.shooting.outOfRangeMisses = sh.boolean("outOfRangeMisses");
}

void readWeaponsAndUnits(const Fields& f, Ruleset& r, Summary* s) {
  IdSet weapons("weapon");
  eachItem(f, "weapons", 1, kMaxItems, [&](const json& item, const std::string& path) {
    const Fields w(item, path, {"id", "name", "rangeCm", "dice", "toHit", "saveModifier"});
    Weapon weapon;
    readIdAndName(w, weapons, weapon);
    weapon.rangeCm = number(w, "rangeCm", 0, 10000);
    weapon.dice = w.integer("dice", 1, 50);
    weapon.toHit = w.integer("toHit", 1, 12);
    weapon.saveModifier = w.integer("saveModifier", -12, 12);
    r.weapons.push_back(weapon);
  });
  IdSet units("unit");
  eachItem(f, "units", 1, kMaxItems, [&](const json& item, const std::string& path) {
    const Fields u(item, path, {"id", "name", "kind", "moveCm", "save", "fa", "weapons"});
    Unit unit;
    readIdAndName(u, units, unit);
    unit.kind = u.choice("kind", {"infantry", "vehicle"});
    unit.moveCm = number(u, "moveCm", 0, 1000);
    unit.save = u.integer("save", 1, 13);
    unit.fa = u.integer("fa", -20, 20);
    unit.weapons = idList(u, "weapons", 0, 20, weapons);
    r.units.push_back(unit);
    if (s) s->units.push_back({unit.id, unit.name, unit.kind});
  });
}

}  // namespace

std::vector<std::string> idList(const Fields& f, const char* key, std::size_t min, std::size_t max,
                                const IdSet& known) {
  std::vector<std::string> out;
  eachItem(f, key, min, max, [&](const json& item, const std::string& path) {
    if (!item.is_string() || item.get<std::string>().empty())
      throw RequestError(path, "must be a non-empty string, not " + requests::describe(item));
    known.require(path, item.get<std::string>());
    out.push_back(item.get<std::string>());
  });
  return out;
}

Ruleset parseRuleset(const json& ruleset, Summary* s) {
  const Fields f(ruleset, "",
                 withEnvelope({"orders", "movement", "terrain", "dangerousTerrain", "sevenPlus",
                               "shooting", "weapons", "units", "assault", "morale", "breakPoint",
                               "initiative", "deployment", "transport", "unknown"}));
  Ruleset r;
  IdSet orders("order");
  readOrders(f, r, orders);
  r.movement.formationSpacingCm =
      number(f.object("movement", {"formationSpacingCm"}), "formationSpacingCm", 0, 100);
  readTerrain(f, r);
  readShootingTables(f, r);
  readWeaponsAndUnits(f, r, s);
  readRules(f, r, orders);
  if (s) {
    s->counts["orders"] = static_cast<int>(r.orders.size());
    s->counts["terrain"] = static_cast<int>(r.terrain.size());
    s->counts["weapons"] = static_cast<int>(r.weapons.size());
    s->counts["unknown"] = static_cast<int>(r.unknown.size());
  }
  return r;
}

void readRuleset(const json& ruleset, Summary& summary) {
  parseRuleset(ruleset, &summary);
}

}  // namespace auspex::epic
