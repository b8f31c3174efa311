// Titan sheets as JSON: a new sheet from its request, a sheet read back
// from the page (only the state is read; what the ruleset gives — armour,
// structure, profiles — is written out for the page and recomputed), and
// the sheet written out with its derived values (sheet_derived.cpp).
#include <algorithm>

#include "titanicus/sheet.hpp"

namespace auspex::titanicus {

using requests::Fields;
using requests::json;
using requests::RequestError;

namespace {

bool has(const std::vector<std::string>& list, const std::string& key) {
  return std::find(list.begin(), list.end(), key) != list.end();
}

const std::vector<const char*> kUnitGiven = {"voidShields", "actionPoints"};
const std::vector<const char*> kFactionGiven = {"shieldArmour", "shieldArmourOverloaded",
                                                "shieldRepairOn", "vsgCost", "vsgBurnOutOn"};

// "ruleset X for Y" in French.
std::string byFr(std::string by) {
  for (const auto& [en, fr] : {std::pair<std::string, std::string>{"ruleset ", "le jeu de règles "},
                               {" for faction ", " pour la faction "},
                               {" for ", " pour "}}) {
    const auto at = by.find(en);
    if (at != std::string::npos) by.replace(at, en.size(), fr);
  }
  return by;
}

std::optional<int> givenInt(const Fields& f, const char* key, bool unknown, int lo, int hi,
                            const std::string& by) {
  if (!f.has(key)) return std::nullopt;
  if (!unknown)
    f.fail(key, {"field.given", "is given by " + by + " (leave it out)",
                 "est donné par " + byFr(by) + " (ne le donnez pas)"});
  return f.integer(key, lo, hi);
}

ActionPointsRule givenAp(const Fields& f) {
  ActionPointsRule ap;
  if (!f.raw("actionPoints").is_object()) {
    ap.fixed = f.integer("actionPoints", 0, 20);
    return ap;
  }
  const Fields o = f.object("actionPoints", {"dice", "toHit"});
  ap.dice = o.integer("dice", 1, 12);
  ap.toHit = o.integer("toHit", 2, 6);
  return ap;
}

std::vector<std::string> weaponIds(const Fields& f, const SheetRules& r) {
  const Unit& u = *r.unit;
  if (!f.has("weapons")) {
    if (u.weapons.empty())
      f.fail("weapons",
             {"field.required",
              "is required: " + u.id + " has no fixed weapons (name the ones it carries)",
              "est obligatoire : " + u.id + " n'a pas d'armes fixes (nommez celles qu'il porte)"});
    return u.weapons;
  }
  const json& list = f.raw("weapons");
  if (!list.is_array() || list.empty() || list.size() > 12)
    f.fail(
        "weapons",
        {"field.count", "must be an array of 1 to 12 weapon ids, not " + requests::describe(list),
         "doit être un tableau de 1 à 12 ids d'armes, pas " + requests::describeFr(list)});
  if (u.weaponSlots && static_cast<int>(list.size()) != *u.weaponSlots)
    f.fail("weapons",
           {"titan.slots",
            "must hold " + std::to_string(*u.weaponSlots) + " weapons (" + u.id +
                "'s slots), not " + std::to_string(list.size()),
            "doit porter " + std::to_string(*u.weaponSlots) + " armes (emplacements de " + u.id +
                "), pas " + std::to_string(list.size())});
  std::vector<std::string> ids;
  for (std::size_t i = 0; i < list.size(); ++i) {
    const std::string path = f.pathOf("weapons") + "." + std::to_string(i);
    if (!list[i].is_string())
      throw RequestError(path, "field.string", "must be a weapon id", "doit être un id d'arme");
    const std::string id = list[i].get<std::string>();
    if (!r.ruleset->weapon(id) || !r.ruleset->carries(u, id))
      throw RequestError(path, "titan.weapon",
                         "names no weapon " + u.id + " can carry: \"" + id + "\"",
                         "ne nomme aucune arme que " + u.id + " peut porter : \"" + id + "\"");
    ids.push_back(id);
  }
  return ids;
}

void requireGiven(const Fields& f, const Sheet& s, const SheetRules& r) {
  const Unit& u = *r.unit;
  if (has(u.unknown, "voidShields") && !s.given.voidShields)
    f.fail("voidShields", {"field.required",
                           "is required: ruleset " + r.ruleset->id + " gives no void shields for " +
                               u.id + " (give the count, 0 for none)",
                           "est obligatoire : le jeu de règles " + r.ruleset->id +
                               " ne donne pas de boucliers pour " + u.id +
                               " (donnez leur nombre, 0 s'il n'en a pas)"});
  if (has(u.unknown, "actionPoints") && !s.given.actionPoints)
    f.fail("actionPoints",
           {"field.required",
            "is required: ruleset " + r.ruleset->id + " gives no action points for " + u.id +
                " (give a number, or {\"dice\", \"toHit\"})",
            "est obligatoire : le jeu de règles " + r.ruleset->id +
                " ne donne pas de points d'action pour " + u.id +
                " (donnez un nombre, ou {\"dice\", \"toHit\"})"});
}

}  // namespace

SheetRules sheetRules(const Fields& f, const char* rulesetKey, const std::string& unitId,
                      const char* unitKey) {
  const json& idv = f.raw(rulesetKey);
  const std::string id = idv.is_string() ? idv.get<std::string>() : "";
  const json* file = rulesets::find(id);
  if (!file)
    f.fail(rulesetKey, {"ruleset.unknown", "names no loaded ruleset: " + idv.dump(),
                        "ne nomme aucun jeu de règles chargé : " + idv.dump()});
  if (file->value("system", "") != "titanicus")
    f.fail(
        rulesetKey,
        {"ruleset.system",
         "is a ruleset of system \"" + file->value("system", "") + "\", not titanicus",
         "est un jeu de règles du système \"" + file->value("system", "") + "\", pas titanicus"});
  SheetRules r;
  r.ruleset = std::make_shared<const Ruleset>(readRuleset(*file));
  r.unit = r.ruleset->unit(unitId);
  if (!r.unit)
    f.fail(unitKey, {"field.choice", "names no unit of ruleset " + id + ": \"" + unitId + "\"",
                     "ne nomme aucune unité du jeu de règles " + id + " : \"" + unitId + "\""});
  r.faction = r.ruleset->faction(r.unit->faction);
  return r;
}

SheetGiven readGiven(const Fields& f, const SheetRules& r) {
  SheetGiven g;
  const Unit& u = *r.unit;
  const std::string unitBy = "ruleset " + r.ruleset->id + " for " + u.id;
  g.voidShields = givenInt(f, "voidShields", has(u.unknown, "voidShields"), 0, 20, unitBy);
  if (f.has("actionPoints")) {
    if (!has(u.unknown, "actionPoints"))
      f.fail("actionPoints",
             {"field.given", "is given by " + unitBy, "est donné par " + byFr(unitBy)});
    g.actionPoints = givenAp(f);
  }
  const std::string by = "ruleset " + r.ruleset->id + " for faction " + r.faction->id;
  auto unknownOf = [&](const char* key) {
    return has(r.faction->unknown, key) && !(std::string(key) == "shieldArmour" && u.shieldArmour);
  };
  g.shieldArmour = givenInt(f, "shieldArmour", unknownOf("shieldArmour"), 2, 20, by);
  g.shieldArmourOverloaded =
      givenInt(f, "shieldArmourOverloaded", unknownOf("shieldArmourOverloaded"), 2, 20, by);
  g.shieldRepairOn = givenInt(f, "shieldRepairOn", unknownOf("shieldRepairOn"), 1, 7, by);
  g.vsgCost = givenInt(f, "vsgCost", unknownOf("vsgCost"), 0, 10, by);
  g.vsgBurnOutOn = givenInt(f, "vsgBurnOutOn", unknownOf("vsgBurnOutOn"), 0, 6, by);
  return g;
}

json givenJson(const SheetGiven& g) {
  json out = json::object();
  auto put = [&](const char* key, const std::optional<int>& v) {
    if (v) out[key] = *v;
  };
  put("voidShields", g.voidShields);
  if (g.actionPoints) {
    const ActionPointsRule& ap = *g.actionPoints;
    out["actionPoints"] =
        ap.dice > 0 ? json{{"dice", ap.dice}, {"toHit", ap.toHit}} : json(ap.fixed);
  }
  put("shieldArmour", g.shieldArmour);
  put("shieldArmourOverloaded", g.shieldArmourOverloaded);
  put("shieldRepairOn", g.shieldRepairOn);
  put("vsgCost", g.vsgCost);
  put("vsgBurnOutOn", g.vsgBurnOutOn);
  return out;
}

Sheet newSheet(const json& request, SheetRules& rules) {
  std::vector<std::string> keys = {"op", "ruleset", "unit", "weapons", "name"};
  for (const char* k : kUnitGiven) keys.emplace_back(k);
  for (const char* k : kFactionGiven) keys.emplace_back(k);
  const Fields f(request, "", keys);
  const json& unitv = f.raw("unit");
  if (!unitv.is_string())
    f.fail("unit", {"field.string", "must be a unit id, not " + requests::describe(unitv),
                    "doit être un id d'unité, pas " + requests::describeFr(unitv)});
  rules = sheetRules(f, "ruleset", unitv.get<std::string>(), "unit");
  Sheet s;
  s.ruleset = rules.ruleset->id;
  s.edition = rules.ruleset->edition;
  s.unit = rules.unit->id;
  s.name = model::sheetName(f);
  s.given = readGiven(f, rules);
  requireGiven(f, s, rules);
  for (const auto& id : weaponIds(f, rules)) s.weapons.push_back({id});
  for (const auto& l : rules.unit->locations) s.locations.push_back({l.id});
  s.shieldsUp = shieldMax(s, rules);
  return s;
}

namespace {

const std::vector<std::string> kSheetKeys = {
    "format",  "version",   "ruleset",      "edition", "unit",  "name",      "unitName",
    "kind",    "faction",   "given",        "unknown", "turn",  "activated", "shields",
    "holo",    "locations", "actionPoints", "weapons", "moves", "movement",  "fires",
    "grapple", "destroyed", "exploded",     "log"};

void readShields(const Fields& f, Sheet& s, const SheetRules& r) {
  if (f.raw("shields").is_null()) {
    if (shieldMax(s, r) > 0)
      f.fail("shields", {"state.invalid", "must be an object: " + s.unit + " has shields",
                         "doit être un objet : " + s.unit + " a des boucliers"});
    return;
  }
  const Fields sh(f.raw("shields"), f.pathOf("shields"),
                  {"max", "up", "armour", "overloaded", "generatorDestroyed"});
  s.shieldsUp = sh.integer("up", 0, shieldMax(s, r));
  s.overloaded = sh.boolean("overloaded");
  s.generatorDestroyed = sh.boolean("generatorDestroyed");
}

void readLocations(const Fields& f, Sheet& s, const SheetRules& r) {
  const json& list = f.raw("locations");
  const auto& locs = r.unit->locations;
  if (!list.is_array() || list.size() != locs.size())
    f.fail("locations",
           {"state.invalid", "must list the unit's " + std::to_string(locs.size()) + " locations",
            "doit lister les " + std::to_string(locs.size()) + " emplacements de l'unité"});
  for (std::size_t i = 0; i < locs.size(); ++i) {
    const Fields l(list[i], f.pathOf("locations") + "." + std::to_string(i),
                   {"id", "armour", "rearArmour", "structure", "lost", "destroyed"});
    if (l.raw("id") != locs[i].id)
      l.fail("id", {"state.invalid", "must be \"" + locs[i].id + "\"",
                    "doit être \"" + locs[i].id + "\""});
    s.locations.push_back({locs[i].id, l.integer("lost", 0, locs[i].structure.value_or(0))});
  }
}

void readWeapons(const Fields& f, Sheet& s) {
  const json& list = f.raw("weapons");
  if (!list.is_array() || list.empty() || list.size() > 12)
    f.fail("weapons", {"field.count", "must be an array of 1 to 12 weapons",
                       "doit être un tableau de 1 à 12 armes"});
  for (std::size_t i = 0; i < list.size(); ++i) {
    const Fields w(list[i], f.pathOf("weapons") + "." + std::to_string(i),
                   {"id", "name", "uses", "oncePerTurn", "apCost", "destroyed", "alert", "aimed",
                    "available", "modifier", "grapple"});
    if (!w.raw("id").is_string())
      w.fail("id", {"field.string", "must be a weapon id", "doit être un id d'arme"});
    s.weapons.push_back({w.raw("id").get<std::string>(), w.integer("uses", 0, kMaxCount),
                         w.boolean("destroyed"), w.boolean("alert"), w.boolean("aimed")});
  }
}

void readAp(const Fields& f, Sheet& s) {
  const Fields ap(f.raw("actionPoints"), f.pathOf("actionPoints"),
                  {"dice", "toHit", "fixed", "total", "spent", "left", "reactorDamage",
                   "boilerDamage", "damageLoss"});
  s.apTotal = ap.integer("total", 0, kMaxCount);
  s.apSpent = ap.integer("spent", 0, s.apTotal);
  s.reactorDamage = ap.integer("reactorDamage", 0, kMaxCount);
  s.boilerDamage = ap.integer("boilerDamage", 0, kMaxCount);
}

void readRest(const Fields& f, Sheet& s) {
  s.turn = f.integer("turn", 1, kMaxTurn);
  s.activated = f.boolean("activated");
  s.moves = f.integer("moves", 0, kMaxCount);
  s.fires = f.integer("fires", 0, kMaxCount);
  s.exploded = f.boolean("exploded");
  if (!f.raw("holo").is_null()) {
    const Fields h(f.raw("holo"), f.pathOf("holo"), {"movedCm", "modifier", "destroyed"});
    s.holoMovedCm = h.integer("movedCm", 0, kMaxHoloCm);
    s.holoDestroyed = h.boolean("destroyed");
  }
  if (!f.raw("grapple").is_null()) {
    const Fields g(f.raw("grapple"), f.pathOf("grapple"), {"weapon", "target", "blocksMove"});
    if (!g.raw("target").is_string())
      g.fail("target", {"field.string", "must be a text", "doit être un texte"});
    s.grapple = SheetGrapple{g.integer("weapon", 0, static_cast<int>(s.weapons.size()) - 1),
                             g.raw("target").get<std::string>()};
  }
}

}  // namespace

const model::Format& sheetFormat() {
  static const model::Format f{"auspex-sheet", 1, false, {}};
  return f;
}

Sheet readSheet(const json& saved, SheetRules& rules) {
  const json sheet = model::upgraded(saved, "sheet", sheetFormat());
  const Fields f(sheet, "sheet", kSheetKeys);
  if (!f.raw("unit").is_string())
    f.fail("unit", {"field.string", "must be a unit id", "doit être un id d'unité"});
  rules = sheetRules(f, "ruleset", f.raw("unit").get<std::string>(), "unit");
  Sheet s;
  s.ruleset = rules.ruleset->id;
  s.edition = rules.ruleset->edition;
  if (f.raw("edition") != s.edition)
    f.fail("edition",
           {"state.invalid", "must be \"" + s.edition + "\"", "doit être \"" + s.edition + "\""});
  s.unit = rules.unit->id;
  s.name = model::sheetName(f);
  s.given =
      readGiven(Fields(f.raw("given"), f.pathOf("given"),
                       {"voidShields", "actionPoints", "shieldArmour", "shieldArmourOverloaded",
                        "shieldRepairOn", "vsgCost", "vsgBurnOutOn"}),
                rules);
  requireGiven(Fields(f.raw("given"), f.pathOf("given"),
                      {"voidShields", "actionPoints", "shieldArmour", "shieldArmourOverloaded",
                       "shieldRepairOn", "vsgCost", "vsgBurnOutOn"}),
               s, rules);
  readWeapons(f, s);
  for (std::size_t i = 0; i < s.weapons.size(); ++i)
    if (!rules.ruleset->weapon(s.weapons[i].id) ||
        !rules.ruleset->carries(*rules.unit, s.weapons[i].id))
      throw RequestError(
          "sheet.weapons." + std::to_string(i) + ".id", "titan.weapon",
          "names no weapon " + s.unit + " can carry: \"" + s.weapons[i].id + "\"",
          "ne nomme aucune arme que " + s.unit + " peut porter : \"" + s.weapons[i].id + "\"");
  readLocations(f, s, rules);
  readShields(f, s, rules);
  readAp(f, s);
  readRest(f, s);
  return s;
}

}  // namespace auspex::titanicus
