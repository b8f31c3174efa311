// rulesets/at44.json: "weapons" and "units". Every value key of an item is
// either given or listed in its "unknown" array, never both.
#include <algorithm>

#include "at44/ruleset.hpp"

namespace auspex::at44 {

using requests::Fields;
using requests::RequestError;
using namespace rulesets;

namespace {

std::string joined(const std::vector<std::string>& keys) {
  std::string out;
  for (const auto& k : keys) out += (out.empty() ? "" : ", ") + k;
  return out;
}

// Reads "unknown" and checks that each of `valueKeys` is either given or
// listed there (the keys that do not apply to the item are `skip`).
std::vector<std::string> readUnknown(const Fields& f, const std::vector<std::string>& valueKeys,
                                     const std::vector<std::string>& skip, const char* what) {
  std::vector<std::string> unknown;
  if (f.has("unknown"))
    eachItem(f, "unknown", 0, valueKeys.size(), [&](const json& v, const std::string& path) {
      if (!v.is_string())
        throw RequestError(path, "must be a key name, not " + requests::describe(v));
      const std::string key = v.get<std::string>();
      if (std::find(valueKeys.begin(), valueKeys.end(), key) == valueKeys.end())
        throw RequestError(path, "\"" + key + "\" is not a value key of a " + what +
                                     " (expected one of: " + joined(valueKeys) + ")");
      if (f.has(key.c_str())) throw RequestError(path, "lists \"" + key + "\", which is given");
      if (std::find(skip.begin(), skip.end(), key) != skip.end())
        throw RequestError(path, "lists \"" + key + "\", which does not apply to this " + what);
      if (std::find(unknown.begin(), unknown.end(), key) != unknown.end())
        throw RequestError(path, "lists \"" + key + "\" twice");
      unknown.push_back(key);
    });
  for (const auto& key : valueKeys) {
    const bool skipped = std::find(skip.begin(), skip.end(), key) != skip.end();
    const bool listed = std::find(unknown.begin(), unknown.end(), key) != unknown.end();
    if (skipped && f.has(key.c_str()))
      f.fail(key.c_str(), std::string("does not apply to this ") + what);
    if (!skipped && !listed && !f.has(key.c_str()))
      f.fail(key.c_str(), "is neither given nor listed in \"unknown\"");
  }
  return unknown;
}

std::optional<std::vector<std::string>> readSkills(const Fields& f, const IdSet& skills) {
  if (!f.has("skills")) return std::nullopt;
  std::vector<std::string> out;
  eachItem(f, "skills", 0, 50, [&](const json& v, const std::string& path) {
    if (!v.is_string())
      throw RequestError(path, "must be a skill id, not " + requests::describe(v));
    skills.require(path, v.get<std::string>());
    out.push_back(v.get<std::string>());
  });
  return out;
}

const std::vector<std::string> kWeaponKeys = {"mode", "pre",    "cadence", "rerolls",
                                              "pen",  "damage", "aire",    "skills"};
const std::vector<std::string> kUnitKeys = {
    "faction", "type",  "category", "rank",    "mou",       "mor",         "arm",
    "def",     "stars", "skills",   "weapons", "chassisPs", "propulsionPs"};

Weapon readWeapon(const Fields& w, const IdSet& skills) {
  Weapon out;
  out.id = id(w, "id");
  out.name = names(w, "name");
  if (w.has("mode"))
    out.mode = w.choice("mode", {"tir-direct", "tir-indirect", "projection", "melee"});
  // Direct fire and melee have no AIRE ("Les armes à tir indirect sont toutes
  // celles qui ont une valeur associée à leur Aire d'effet").
  std::vector<std::string> skip;
  if (out.mode == "tir-direct" || out.mode == "melee") skip.push_back("aire");
  out.unknown = readUnknown(w, kWeaponKeys, skip, "weapon");
  out.pre = optInt(w, "pre", 0, 200);
  out.cadence = optInt(w, "cadence", 1, 50);
  out.rerolls = optInt(w, "rerolls", 0, 50);
  out.pen = optInt(w, "pen", 0, 40);
  out.damage = optInt(w, "damage", 1, 20);
  out.aire = optInt(w, "aire", 0, 50);
  out.skills = readSkills(w, skills);
  out.note = w.has("note") ? text(w, "note") : "";
  return out;
}

Unit readUnit(const Fields& u, const IdSet& skills, const IdSet& factions, const IdSet& weapons) {
  Unit out;
  out.id = id(u, "id");
  out.name = names(u, "name");
  if (u.has("type")) out.type = u.choice("type", {"infanterie", "vehicule"});
  // Structure points per location are for vehicles only (a unit whose type
  // is unknown has none either: the request gives them).
  std::vector<std::string> skip;
  if (out.type != "vehicule") skip = {"chassisPs", "propulsionPs"};
  out.unknown = readUnknown(u, kUnitKeys, skip, "unit");
  if (u.has("faction")) {
    out.faction = id(u, "faction");
    factions.require(u, "faction", *out.faction);
  }
  if (u.has("category"))
    out.category = u.choice("category", {"fantassin", "appui", "marcheur", "autre"});
  out.rank = optInt(u, "rank", 1, 3);
  out.mou = optInt(u, "mou", 0, 200);
  out.mor = optInt(u, "mor", 0, 20);
  out.arm = optInt(u, "arm", 0, 40);
  out.def = optInt(u, "def", 0, 30);
  out.stars = optInt(u, "stars", 0, 1000);
  out.skills = readSkills(u, skills);
  if (u.has("weapons")) {
    out.weapons.emplace();
    eachItem(u, "weapons", 0, 10, [&](const json& item, const std::string& path) {
      const Fields m(item, path, {"weapon", "count", "ps"});
      Mount mount{id(m, "weapon"), optInt(m, "count", 1, 20), optInt(m, "ps", 0, 20)};
      weapons.require(m, "weapon", mount.weapon);
      if (mount.ps && out.type == "infanterie")
        m.fail("ps", "is for vehicles: an infantry unit's weapons have no PS");
      out.weapons->push_back(mount);
    });
  }
  out.chassisPs = optInt(u, "chassisPs", 1, 40);
  if (u.has("propulsionPs")) out.propulsionPs = u.integers("propulsionPs", 1, 4, 0, 20);
  out.note = u.has("note") ? text(u, "note") : "";
  return out;
}

}  // namespace

void readWeaponsAndUnits(const Fields& f, const IdSet& skills, const IdSet& factions,
                         Ruleset& out) {
  std::vector<std::string> weaponKeys = {"id", "name", "unknown", "note"};
  weaponKeys.insert(weaponKeys.end(), kWeaponKeys.begin(), kWeaponKeys.end());
  IdSet weapons("weapon");
  eachItem(f, "weapons", 0, 500, [&](const json& item, const std::string& path) {
    const Fields w(item, path, weaponKeys);
    out.weapons.push_back(readWeapon(w, skills));
    weapons.add(w, "id", out.weapons.back().id);
  });
  std::vector<std::string> unitKeys = {"id", "name", "unknown", "note"};
  unitKeys.insert(unitKeys.end(), kUnitKeys.begin(), kUnitKeys.end());
  IdSet units("unit");
  eachItem(f, "units", 1, 500, [&](const json& item, const std::string& path) {
    const Fields u(item, path, unitKeys);
    out.units.push_back(readUnit(u, skills, factions, weapons));
    units.add(u, "id", out.units.back().id);
  });
}

}  // namespace auspex::at44
