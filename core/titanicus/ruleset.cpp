// Reads a titanicus ruleset (docs/rulesets/titanicus.md) into the structs
// of ruleset.hpp, checking every key, type and reference.
#include "titanicus/ruleset.hpp"

#include <algorithm>

#include "rulesets/reader.hpp"
#include "titanicus/ruleset_detail.hpp"

namespace auspex::titanicus {

using requests::Fields;
using requests::RequestError;
using namespace rulesets;

namespace detail {

std::vector<Names> notes(const Fields& f) {
  std::vector<Names> out;
  if (!f.has("notes")) return out;
  eachItem(f, "notes", 1, 20, [&](const json& item, const std::string& path) {
    const Fields name(item, path, {"fr", "en"});
    Names x;
    x.fr = text(name, "fr");
    x.en = name.has("en") ? text(name, "en") : x.fr;
    out.push_back(x);
  });
  return out;
}

// "unknown": keys of this block that the seed does not give (so absent).
std::vector<std::string> unknown(const Fields& f, const Keys& keys) {
  std::vector<std::string> out;
  if (!f.has("unknown")) return out;
  eachItem(f, "unknown", 1, 30, [&](const json& item, const std::string& path) {
    if (!item.is_string())
      throw RequestError(path, "must be a key name, not " + requests::describe(item));
    const std::string key = item.get<std::string>();
    if (std::find(keys.begin(), keys.end(), key) == keys.end() || key == "id" || key == "unknown")
      throw RequestError(path, "names no key of this block: \"" + key + "\"");
    if (f.has(key.c_str())) throw RequestError(path, "\"" + key + "\" is given, so not unknown");
    out.push_back(key);
  });
  return out;
}

std::vector<std::string> ids(const Fields& f, const char* key, const IdSet& known) {
  std::vector<std::string> out;
  if (!f.has(key)) return out;
  eachItem(f, key, 0, 40, [&](const json& item, const std::string& path) {
    if (!item.is_string())
      throw RequestError(path, "must be an id, not " + requests::describe(item));
    known.require(path, item.get<std::string>());
    out.push_back(item.get<std::string>());
  });
  return out;
}

}  // namespace detail

namespace {
using namespace detail;

Rules readRules(const Fields& top) {
  const Fields f =
      top.object("rules", {"aimModifier", "notMovedModifier", "halfVisibleModifier",
                           "reuseModifier", "closeCombatRange", "chargeMove", "alertCost",
                           "movesPerActivation", "damageAddsStructureLost"});
  Rules r;
  r.aimModifier = f.integer("aimModifier", -6, 6);
  r.notMovedModifier = f.integer("notMovedModifier", -6, 6);
  r.halfVisibleModifier = f.integer("halfVisibleModifier", -6, 6);
  r.reuseModifier = f.integer("reuseModifier", -6, 6);
  r.closeCombatRange = f.integer("closeCombatRange", 0, 100);
  r.chargeMove = f.integer("chargeMove", 0, 100);
  r.alertCost = f.integer("alertCost", 0, 10);
  r.movesPerActivation = f.integer("movesPerActivation", 0, 10);
  r.damageAddsStructureLost = f.boolean("damageAddsStructureLost");
  return r;
}

const Keys kWeapon = {"id",        "name",           "range",        "closeCombat", "dice",
                      "toHit",     "strength",       "oncePerTurn",  "indirect",    "apCost",
                      "cannotAim", "ignoresShields", "minOneDamage", "grapple",     "timesForce",
                      "notes",     "unknown"};

Weapon readWeapon(const json& item, const std::string& path, IdSet& set) {
  const Fields f(item, path, kWeapon);
  Weapon w;
  readIdAndName(f, set, w);
  w.closeCombat = f.boolean("closeCombat", false);
  w.range = optInt(f, "range", 1, 500);
  if (w.closeCombat == w.range.has_value())
    f.fail("range", w.closeCombat ? "is not given for a close combat weapon"
                                  : "is required (or \"closeCombat\": true)");
  if (f.has("dice") && f.raw("dice").is_string()) {
    w.randomDice = f.choice("dice", {"D6"}) == "D6";
  } else {
    w.dice = f.integer("dice", 1, 200);
  }
  w.toHit = optInt(f, "toHit", 2, 6);
  w.strength = f.integer("strength", 0, 30);
  w.oncePerTurn = f.boolean("oncePerTurn", false);
  w.indirect = f.boolean("indirect", false);
  w.apCost = f.integer("apCost", 1, 10, 1);
  w.cannotAim = f.boolean("cannotAim", false);
  w.ignoresShields = f.boolean("ignoresShields", false);
  w.minOneDamage = f.boolean("minOneDamage", false);
  w.timesForce = f.boolean("timesForce", false);
  if (w.timesForce && (w.randomDice || w.dice < 2))
    f.fail("timesForce",
           "is for a weapon written « NxF » after its to-hit: give its N as dice (2 or more)");
  if (f.has("grapple")) w.grapple = f.choice("grapple", {"tether", "hold"});
  w.notes = notes(f);
  w.unknown = unknown(f, kWeapon);
  return w;
}

const Keys kFaction = {"id",
                       "name",
                       "toHit",
                       "shieldArmour",
                       "shieldArmourOverloaded",
                       "shieldRepairOn",
                       "vsgCost",
                       "vsgBurnOutOn",
                       "weapons",
                       "notes",
                       "unknown"};

Faction readFaction(const json& item, const std::string& path, IdSet& set, const IdSet& weapons) {
  const Fields f(item, path, kFaction);
  Faction x;
  readIdAndName(f, set, x);
  x.toHit = optInt(f, "toHit", 2, 6);
  x.shieldArmour = optInt(f, "shieldArmour", 1, 40);
  x.shieldArmourOverloaded = optInt(f, "shieldArmourOverloaded", 1, 40);
  x.shieldRepairOn = optInt(f, "shieldRepairOn", 1, 6);
  x.vsgCost = optInt(f, "vsgCost", 0, 10);
  x.vsgBurnOutOn = optInt(f, "vsgBurnOutOn", 0, 6);
  x.weapons = ids(f, "weapons", weapons);
  x.notes = notes(f);
  x.unknown = unknown(f, kFaction);
  return x;
}

const Keys kTable = {"id",      "name",  "trigger",           "fromLost",          "roll",
                     "results", "steps", "moveLossPerDamage", "turnLossPerDamage", "notes",
                     "unknown"};

DamageTable readTable(const json& item, const std::string& path, IdSet& set) {
  const Fields f(item, path, kTable);
  DamageTable t;
  readIdAndName(f, set, t);
  t.trigger = names(f, "trigger");
  t.fromLost = f.integer("fromLost", 0, 50);
  if (f.has("roll")) t.roll = f.choice("roll", {"D6"});
  if (f.has("results")) {
    if (!t.roll) f.fail("results", "needs \"roll\"");
    eachItem(f, "results", 1, 6, [&](const json& r, const std::string& p) {
      const Fields g(r, p, {"from", "to", "effect", "name"});
      DamageResult d;
      d.from = g.integer("from", 1, 6);
      d.to = g.integer("to", d.from, 6);
      d.effect = id(g, "effect");
      d.name = names(g, "name");
      t.results.push_back(d);
    });
  }
  if (f.has("steps"))
    eachItem(f, "steps", 1, 20, [&](const json& s, const std::string& p) {
      const Fields g(s, p, {"fr", "en"});
      t.steps.push_back({text(g, "fr"), g.has("en") ? text(g, "en") : text(g, "fr")});
    });
  t.moveLossPerDamage = f.integer("moveLossPerDamage", 0, 100, 0);
  t.turnLossPerDamage = f.integer("turnLossPerDamage", 0, 10, 0);
  t.notes = notes(f);
  t.unknown = unknown(f, kTable);
  return t;
}

}  // namespace

// ruleset_unit.cpp
Unit readUnit(const json& item, const std::string& path, IdSet& units, const IdSet& factions,
              const IdSet& weapons, const IdSet& tables);

Ruleset readRuleset(const json& r) {
  const Fields f(r, "", withEnvelope({"rules", "factions", "weapons", "damageTables", "units"}));
  Ruleset out;
  out.id = r.value("id", "");
  out.edition = r.value("edition", "");
  out.rules = readRules(f);
  IdSet weapons("weapon"), factions("faction"), tables("damage table"), units("unit");
  eachItem(f, "weapons", 1, 200, [&](const json& item, const std::string& path) {
    out.weapons.push_back(readWeapon(item, path, weapons));
  });
  eachItem(f, "factions", 1, 20, [&](const json& item, const std::string& path) {
    out.factions.push_back(readFaction(item, path, factions, weapons));
  });
  eachItem(f, "damageTables", 0, 50, [&](const json& item, const std::string& path) {
    out.damageTables.push_back(readTable(item, path, tables));
  });
  eachItem(f, "units", 1, 200, [&](const json& item, const std::string& path) {
    out.units.push_back(readUnit(item, path, units, factions, weapons, tables));
  });
  return out;
}

}  // namespace auspex::titanicus
