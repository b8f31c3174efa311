#include "lists/list.hpp"

#include <map>

#include "lists/rules.hpp"
#include "requests/readings.hpp"
#include "rulesets/reader.hpp"
#include "rulesets/ruleset.hpp"
#include "systems/registry.hpp"

namespace auspex::lists {

using requests::Fields;
using requests::RequestError;

namespace {

std::string utf8Text(const Fields& f, const char* key, std::size_t maxBytes) {
  if (!f.has(key)) return "";
  const json& v = f.raw(key);
  if (!v.is_string()) f.fail(key, "must be a string, not " + requests::describe(v));
  const auto& s = v.get_ref<const std::string&>();
  if (s.size() > maxBytes)
    f.fail(key, "is too long: " + std::to_string(s.size()) + " bytes (at most " +
                    std::to_string(maxBytes) + ")");
  return s;
}

std::string idText(const Fields& f, const char* key) {
  return rulesets::id(f, key);
}

Entry readEntry(const json& item, const std::string& path) {
  const Fields f(item, path, {"unit", "name", "count", "weapons", "options", "character"});
  Entry e;
  e.unit = idText(f, "unit");
  e.name = utf8Text(f, "name", maxEntryName);
  e.count = f.integer("count", 1, maxCount, 1);
  if (f.has("weapons")) {
    const json& w = f.raw("weapons");
    if (!w.is_array())
      f.fail("weapons", "must be an array of weapon ids, not " + requests::describe(w));
    if (w.size() > maxWeapons)
      f.fail("weapons", "has " + std::to_string(w.size()) + " weapons (at most " +
                            std::to_string(maxWeapons) + ")");
    for (std::size_t i = 0; i < w.size(); ++i) {
      // Read as the field "<i>" of an object under "…weapons", so errors name the item.
      const std::string key = std::to_string(i);
      const json one = json{{key, w[i]}};
      e.weapons.push_back(idText(Fields(one, f.pathOf("weapons"), {key.c_str()}), key.c_str()));
    }
  }
  if (f.has("options")) {
    const json& o = f.raw("options");
    if (!o.is_object()) f.fail("options", "must be an object, not " + requests::describe(o));
    for (const auto& [key, value] : o.items()) {
      const std::string p = f.pathOf("options") + "." + key;
      if (!value.is_number_integer())
        throw RequestError(p, "must be a whole number, not " + requests::describe(value));
      const bool huge = value.is_number_unsigned() && value.get<unsigned long long>() > maxOption;
      const auto v = huge ? maxOption + 1LL : value.get<long long>();
      if (v < -maxOption || v > maxOption)
        throw RequestError(p, "must be between " + std::to_string(-maxOption) + " and " +
                                  std::to_string(maxOption) + ", not " + value.dump());
      e.options.emplace_back(key, static_cast<int>(v));
    }
  }
  if (f.has("character")) e.character = readCharacter(f.raw("character"), f.pathOf("character"));
  return e;
}

std::string loadedIds() {
  std::string ids;
  for (const auto& s : rulesets::loaded()) ids += (ids.empty() ? "" : ", ") + s.id;
  return ids.empty() ? "none" : ids;
}

// Index of `id` among the objects of `array` with that "id", or nullopt.
std::optional<std::size_t> indexOf(const json& array, const std::string& id) {
  for (std::size_t i = 0; i < array.size(); ++i)
    if (array[i].is_object() && array[i].value("id", "") == id) return i;
  return std::nullopt;
}

// Appends the list's custom units and weapons to the ruleset and checks the
// result with the ruleset loader, its errors renamed to the list's fields.
void appendCustom(Resolved& r) {
  const List& l = r.list;
  if (l.customUnits.empty() && l.customWeapons.empty()) return;  // the loaded ruleset as it is
  auto ruleset = std::make_shared<json>(r.ruleset());
  for (const auto& [block, items] : {std::pair<const char*, const json*>{"units", &l.customUnits},
                                     {"weapons", &l.customWeapons}}) {
    if (items->empty()) continue;
    if (!ruleset->contains(block) || !(*ruleset)[block].is_array())
      throw RequestError(std::string("custom.") + block,
                         "ruleset " + l.ruleset + " has no " + block + " block");
    for (std::size_t i = 0; i < items->size(); ++i) {
      const json& item = (*items)[i];
      if (item.is_object() && item.contains("id") && item["id"].is_string() &&
          indexOf((*ruleset)[block], item["id"].get<std::string>()))
        throw RequestError(std::string("custom.") + block + "." + std::to_string(i) + ".id",
                           "is already an id of ruleset " + l.ruleset + ": " + item["id"].dump());
      (*ruleset)[block].push_back(item);
    }
  }
  r.rulesetData = ruleset;
  try {
    rulesets::check(r.ruleset());
  } catch (const RequestError& e) {
    // "units.12.weapons.0" → "custom.units.3.weapons.0" when item 12 is custom.
    for (const auto& [block, base] :
         {std::pair<std::string, std::size_t>{"units", r.baseUnits}, {"weapons", r.baseWeapons}}) {
      const std::string prefix = block + ".";
      if (e.path.rfind(prefix, 0) != 0) continue;
      const std::string rest = e.path.substr(prefix.size());
      const std::size_t dot = rest.find('.');
      std::size_t index = 0;
      try {
        index = std::stoul(rest.substr(0, dot));
      } catch (const std::exception&) {
        break;
      }
      if (index < base) break;
      throw RequestError("custom." + prefix + std::to_string(index - base) +
                             (dot == std::string::npos ? "" : rest.substr(dot)),
                         e.what());
    }
    throw RequestError("custom", std::string("the ruleset with these custom units is refused (") +
                                     (e.path.empty() ? "" : e.path + ": ") + e.what() + ")");
  }
}

}  // namespace

const std::vector<std::string>& optionNames(const std::string& system) {
  static const std::vector<std::string> none;
  const systems::System* s = systems::find(system);
  return s ? s->listOptions : none;
}

List read(const json& j) {
  if (!j.is_object())
    throw RequestError("", "a list must be a JSON object, not " + requests::describe(j));
  const Fields f(
      j, "",
      {"format", "version", "ruleset", "name", "faction", "limit", "custom", "readings", "units"});
  if (f.raw("format") != "auspex-list") f.fail("format", "must be \"auspex-list\"");
  f.integer("version", 1, 1);
  List l;
  l.ruleset = idText(f, "ruleset");
  l.name = utf8Text(f, "name", maxListName);
  if (f.has("faction")) l.faction = idText(f, "faction");
  if (f.has("limit")) l.limit = f.integer("limit", 1, maxLimit);
  if (f.has("custom")) {
    const Fields c = f.object("custom", {"units", "weapons"});
    for (const auto& [key, out] :
         {std::pair<const char*, json*>{"units", &l.customUnits}, {"weapons", &l.customWeapons}}) {
      if (!c.has(key)) continue;
      const json& a = c.raw(key);
      if (!a.is_array()) c.fail(key, "must be an array, not " + requests::describe(a));
      if (a.size() > maxCustom)
        c.fail(key, "has " + std::to_string(a.size()) + " items (at most " +
                        std::to_string(maxCustom) + ")");
      *out = a;
    }
  }
  if (f.has("readings")) l.readings = f.rawObject("readings");
  rulesets::eachItem(f, "units", 0, maxEntries, [&](const json& item, const std::string& path) {
    l.units.push_back(readEntry(item, path));
  });
  return l;
}

json toJson(const List& l) {
  json out = {{"format", "auspex-list"}, {"version", 1}, {"ruleset", l.ruleset}, {"name", l.name}};
  if (!l.faction.empty()) out["faction"] = l.faction;
  if (l.limit) out["limit"] = *l.limit;
  if (!l.customUnits.empty() || !l.customWeapons.empty())
    out["custom"] = {{"units", l.customUnits}, {"weapons", l.customWeapons}};
  if (!l.readings.empty()) out["readings"] = l.readings;
  json units = json::array();
  for (const auto& e : l.units) {
    json options = json::object();
    for (const auto& [k, v] : e.options) options[k] = v;
    json entry = {{"unit", e.unit},
                  {"name", e.name},
                  {"count", e.count},
                  {"weapons", e.weapons},
                  {"options", options}};
    if (e.character) entry["character"] = toJson(*e.character);
    units.push_back(entry);
  }
  out["units"] = units;
  return out;
}

std::optional<int> Resolved::option(std::size_t entry, const std::string& name) const {
  for (const auto& [k, v] : list.units[entry].options)
    if (k == name) return v;
  return std::nullopt;
}

std::string Resolved::label(std::size_t entry, const std::string& lang) const {
  if (!list.units[entry].name.empty()) return list.units[entry].name;
  const json& name = unitOf(entry)["name"];
  if (lang == "en" && name.contains("en")) return name["en"].get<std::string>();
  return name["fr"].get<std::string>();
}

Resolved resolve(const List& list) {
  Resolved r;
  r.list = list;
  const json* ruleset = rulesets::find(list.ruleset);
  if (!ruleset)
    throw RequestError("ruleset", "names no loaded ruleset: \"" + list.ruleset +
                                      "\" (loaded: " + loadedIds() + ")");
  r.rulesetData = std::shared_ptr<const json>(ruleset, [](const json*) {});  // the registry's own
  r.system = r.ruleset()["system"].get<std::string>();
  r.rulesetVersion = r.ruleset()["version"].get<int>();
  if (!r.ruleset().contains("units") || !r.ruleset()["units"].is_array())
    throw RequestError("ruleset", "ruleset " + list.ruleset + " (" + r.system +
                                      ") has no units block yet, so it cannot hold a list");
  // Its readings, each one of its system's (an error names "readings.<id>").
  if (!list.readings.empty()) {
    const systems::System* s = systems::find(r.system);
    static const std::vector<requests::Reading> none;
    (void)requests::readReadings(list.readings, "readings",
                                 s && s->readings ? s->readings() : none);
  }
  r.baseUnits = r.ruleset()["units"].size();
  r.baseWeapons = r.ruleset().contains("weapons") ? r.ruleset()["weapons"].size() : 0;
  appendCustom(r);

  if (!list.faction.empty()) {
    const json none = json::array();
    const json& factions = r.ruleset().contains("factions") ? r.ruleset()["factions"] : none;
    const auto at = indexOf(factions, list.faction);
    if (!at)
      throw RequestError(
          "faction", "names no faction of ruleset " + list.ruleset + ": \"" + list.faction + "\"");
    r.factionIndex = static_cast<int>(*at);
  }
  const auto& known = optionNames(r.system);
  const json noWeapons = json::array();
  const json& weapons = r.ruleset().contains("weapons") ? r.ruleset()["weapons"] : noWeapons;
  for (std::size_t i = 0; i < list.units.size(); ++i) {
    const Entry& e = list.units[i];
    const std::string path = "units." + std::to_string(i);
    const auto unit = indexOf(r.ruleset()["units"], e.unit);
    if (!unit)
      throw RequestError(path + ".unit",
                         "names no unit of ruleset " + list.ruleset + ": \"" + e.unit + "\"");
    r.unitIndex.push_back(*unit);
    const systems::System* sys = systems::find(r.system);
    const bool characters = sys && sys->characters;
    if (e.character && !characters) {
      std::string withCharacters;  // the systems whose lists are of characters (the registry's)
      for (const systems::System& other : systems::all())
        if (other.characters)
          withCharacters += (withCharacters.empty() ? "\"" : ", \"") + std::string(other.id) + "\"";
      throw RequestError(path + ".character", "list.character",
                         "is only for the characters of a " + withCharacters + " list, not for a " +
                             r.system + " list",
                         "ne vaut que pour les personnages d'une liste " + withCharacters +
                             ", pas pour une liste " + r.system);
    }
    if (characters && !e.character) r.list.units[i].character = Character{};
    std::vector<std::size_t> chosen;
    for (std::size_t w = 0; w < e.weapons.size(); ++w) {
      const auto weapon = indexOf(weapons, e.weapons[w]);
      if (!weapon)
        throw RequestError(
            path + ".weapons." + std::to_string(w),
            "names no weapon of ruleset " + list.ruleset + ": \"" + e.weapons[w] + "\"");
      chosen.push_back(*weapon);
    }
    r.weaponIndex.push_back(chosen);
    // Options in the system's order, so a list and its decoded code compare equal.
    std::vector<std::pair<std::string, int>> ordered;
    for (const auto& [key, value] : e.options) {
      bool ok = false;
      for (const auto& k : known) ok = ok || k == key;
      if (!ok) {
        std::string names;
        for (const auto& k : known) names += (names.empty() ? "" : ", ") + k;
        throw RequestError(path + ".options." + key,
                           "unknown option for " + r.system +
                               " (expected one of: " + (names.empty() ? "none" : names) + ")");
      }
    }
    for (const auto& k : known)
      for (const auto& [key, value] : e.options)
        if (key == k) ordered.emplace_back(key, value);
    r.list.units[i].options = ordered;
  }
  return r;
}

Totals totals(const Resolved& r) {
  Totals t;
  const systems::System* sys = systems::find(r.system);
  const std::string costKey = sys ? sys->costKey : "points";
  t.costUnit = costKey;
  for (std::size_t i = 0; i < r.list.units.size(); ++i) {
    const Entry& e = r.list.units[i];
    t.units += 1;
    t.models += e.count;
    std::optional<int> one = r.option(i, costKey);
    const json& unit = r.unitOf(i);
    if (!one && unit.contains(costKey) && unit[costKey].is_number_integer())
      one = unit[costKey].get<int>();
    if (one) {
      t.lines.push_back(*one * e.count);
      t.cost += *one * e.count;
    } else {
      t.lines.push_back(std::nullopt);
      t.unpriced += 1;
    }
  }
  return t;
}

std::vector<Problem> problems(const Resolved& r, const Totals& t) {
  std::vector<Problem> out;
  if (r.list.limit && t.cost > *r.list.limit) {
    const std::string cost = std::to_string(t.cost), limit = std::to_string(*r.list.limit);
    const bool stars = t.costUnit == "stars";
    out.push_back({"limit", "overLimit",
                   cost + (stars ? " étoiles" : " points") + " pour une limite de " + limit + ".",
                   cost + (stars ? " stars" : " points") + " for a limit of " + limit + "."});
  }
  if (const Rules* rules = systemRules(r.system)) (*rules)(r, t, out);
  return out;
}

json check(const json& j) {
  const Resolved r = resolve(read(j));
  const Totals t = totals(r);
  json lines = json::array();
  for (const auto& c : t.lines) lines.push_back({{"cost", c ? json(*c) : json(nullptr)}});
  json found = json::array();
  for (const auto& p : problems(r, t))
    found.push_back(
        {{"path", p.path}, {"code", p.code}, {"message", {{"fr", p.fr}, {"en", p.en}}}});
  json sums = {{"units", t.units},
               {"models", t.models},
               {"cost", t.cost},
               {"costUnit", t.costUnit},
               {"unpriced", t.unpriced}};
  if (r.list.limit) sums["limit"] = *r.list.limit;
  json out = {{"list", toJson(r.list)}, {"totals", sums}, {"lines", lines}, {"problems", found}};
  if (const Facts* facts = systemFacts(r.system)) out["facts"] = (*facts)(r, t);
  return out;
}

}  // namespace auspex::lists
