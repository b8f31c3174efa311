#include "lists/character.hpp"

namespace auspex::lists {

using requests::Fields;
using requests::RequestError;

namespace {

constexpr std::uint32_t hasAffiliation = 1, hasArchetype = 2, hasAttributes = 4,
                        hasSpecialisations = 8, hasWeapons = 16, hasProtection = 32;
constexpr std::uint32_t weaponCadence = 1, weaponTraits = 2;  // a weapon's flags

std::string str(const json& v, const std::string& path, std::size_t maxBytes, bool required) {
  if (!v.is_string()) throw RequestError(path, "must be a string, not " + requests::describe(v));
  const auto& s = v.get_ref<const std::string&>();
  if (s.size() > maxBytes)
    throw RequestError(path, "is too long: " + std::to_string(s.size()) + " bytes (at most " +
                                 std::to_string(maxBytes) + ")");
  if (required && s.empty()) throw RequestError(path, "must not be empty");
  return s;
}

std::string optStr(const Fields& f, const char* key, std::size_t maxBytes, bool required = false) {
  if (!f.has(key)) {
    if (required) f.fail(key, "is required");
    return "";
  }
  return str(f.raw(key), f.pathOf(key), maxBytes, required);
}

// Each item of the array `key` (at most `max`), with its path.
template <class F>
void items(const Fields& f, const char* key, std::size_t max, F each) {
  if (!f.has(key)) return;
  const json& a = f.raw(key);
  if (!a.is_array()) f.fail(key, "must be an array, not " + requests::describe(a));
  if (a.size() > max)
    f.fail(key, "has " + std::to_string(a.size()) + " items (at most " + std::to_string(max) + ")");
  for (std::size_t i = 0; i < a.size(); ++i) each(a[i], f.pathOf(key) + "." + std::to_string(i));
}

std::vector<std::string> strings(const Fields& f, const char* key, std::size_t max,
                                 std::size_t maxBytes) {
  std::vector<std::string> out;
  items(f, key, max, [&](const json& v, const std::string& path) {
    out.push_back(str(v, path, maxBytes, true));
  });
  return out;
}

void putStrings(Bytes& out, const std::vector<std::string>& list) {
  putVarint(out, static_cast<std::uint32_t>(list.size()));
  for (const auto& s : list) putString(out, s);
}

json readStrings(Reader& in, const char* what, std::size_t max, std::size_t maxBytes) {
  json out = json::array();
  const std::uint32_t n = in.varint(what, static_cast<std::uint32_t>(max));
  for (std::uint32_t i = 0; i < n; ++i) out.push_back(in.string(what, maxBytes));
  return out;
}

std::string joined(const std::vector<std::string>& list) {
  std::string out;
  for (const auto& s : list) out += (out.empty() ? "" : ", ") + s;
  return out;
}

}  // namespace

int Character::pdsSpent() const {
  int n = 0;
  for (const auto& s : specialisations) n += s.pds;
  return n;
}

Character readCharacter(const json& value, const std::string& path) {
  if (!value.is_object())
    throw RequestError(path, "must be an object, not " + requests::describe(value));
  const Fields f(
      value, path,
      {"affiliation", "archetype", "attributes", "specialisations", "weapons", "protection"});
  Character c;
  c.affiliation = optStr(f, "affiliation", maxCharacterText);
  c.archetype = optStr(f, "archetype", maxCharacterText);
  c.attributes = strings(f, "attributes", maxAttributes, maxAttributeText);
  items(f, "specialisations", maxSpecialisations, [&](const json& v, const std::string& p) {
    if (!v.is_object()) throw RequestError(p, "must be an object, not " + requests::describe(v));
    const Fields s(v, p, {"name", "pds"});
    c.specialisations.push_back(
        {optStr(s, "name", maxCharacterText, true), s.integer("pds", 0, maxPds)});
  });
  items(f, "weapons", maxCharacterWeapons, [&](const json& v, const std::string& p) {
    if (!v.is_object()) throw RequestError(p, "must be an object, not " + requests::describe(v));
    const Fields w(v, p, {"name", "cadence", "traits"});
    CharacterWeapon x{optStr(w, "name", maxCharacterText, true), std::nullopt,
                      strings(w, "traits", maxTraits, maxTraitText)};
    if (w.has("cadence")) x.cadence = w.integer("cadence", 1, maxCadence);
    c.weapons.push_back(x);
  });
  if (f.has("protection")) {
    const Fields p = f.object("protection", {"name", "class", "traits"});
    c.protection = CharacterProtection{optStr(p, "name", maxCharacterText),
                                       p.integer("class", minDefence, maxDefence),
                                       strings(p, "traits", maxTraits, maxTraitText)};
  }
  return c;
}

json toJson(const Character& c) {
  json specs = json::array(), weapons = json::array();
  for (const auto& s : c.specialisations) specs.push_back({{"name", s.name}, {"pds", s.pds}});
  for (const auto& w : c.weapons) {
    json one = {{"name", w.name}, {"traits", w.traits}};
    if (w.cadence) one["cadence"] = *w.cadence;
    weapons.push_back(one);
  }
  json out = {{"affiliation", c.affiliation},
              {"archetype", c.archetype},
              {"attributes", c.attributes},
              {"specialisations", specs},
              {"weapons", weapons}};
  if (c.protection)
    out["protection"] = {{"name", c.protection->name},
                         {"class", c.protection->defence},
                         {"traits", c.protection->traits}};
  return out;
}

void putCharacter(Bytes& out, const Character& c) {
  putVarint(out, (c.affiliation.empty() ? 0 : hasAffiliation) |
                     (c.archetype.empty() ? 0 : hasArchetype) |
                     (c.attributes.empty() ? 0 : hasAttributes) |
                     (c.specialisations.empty() ? 0 : hasSpecialisations) |
                     (c.weapons.empty() ? 0 : hasWeapons) | (c.protection ? hasProtection : 0));
  if (!c.affiliation.empty()) putString(out, c.affiliation);
  if (!c.archetype.empty()) putString(out, c.archetype);
  if (!c.attributes.empty()) putStrings(out, c.attributes);
  if (!c.specialisations.empty()) {
    putVarint(out, static_cast<std::uint32_t>(c.specialisations.size()));
    for (const auto& s : c.specialisations) {
      putString(out, s.name);
      putVarint(out, static_cast<std::uint32_t>(s.pds));
    }
  }
  if (!c.weapons.empty()) {
    putVarint(out, static_cast<std::uint32_t>(c.weapons.size()));
    for (const auto& w : c.weapons) {
      putString(out, w.name);
      putVarint(out, (w.cadence ? weaponCadence : 0) | (w.traits.empty() ? 0 : weaponTraits));
      if (w.cadence) putVarint(out, static_cast<std::uint32_t>(*w.cadence));
      if (!w.traits.empty()) putStrings(out, w.traits);
    }
  }
  if (c.protection) {
    putString(out, c.protection->name);
    putVarint(out, zigzag(c.protection->defence));
    putStrings(out, c.protection->traits);
  }
}

json readCharacterCode(Reader& in) {
  const std::uint32_t flags = in.varint("a character's flags", 63);
  json c = json::object();
  if (flags & hasAffiliation) c["affiliation"] = in.string("an affiliation", maxCharacterText);
  if (flags & hasArchetype) c["archetype"] = in.string("an archetype", maxCharacterText);
  if (flags & hasAttributes)
    c["attributes"] = readStrings(in, "the attributes", maxAttributes, maxAttributeText);
  if (flags & hasSpecialisations) {
    json specs = json::array();
    const std::uint32_t n = in.varint("the specialisations", maxSpecialisations);
    for (std::uint32_t i = 0; i < n; ++i) {
      json s = {{"name", in.string("a specialisation", maxCharacterText)}};
      s["pds"] = in.varint("a specialisation's PDS", maxPds);
      specs.push_back(s);
    }
    c["specialisations"] = specs;
  }
  if (flags & hasWeapons) {
    json weapons = json::array();
    const std::uint32_t n = in.varint("a character's weapons", maxCharacterWeapons);
    for (std::uint32_t i = 0; i < n; ++i) {
      json w = {{"name", in.string("a weapon's name", maxCharacterText)}};
      const std::uint32_t wf = in.varint("a weapon's flags", 3);
      if (wf & weaponCadence) w["cadence"] = in.varint("a weapon's cadence", maxCadence);
      if (wf & weaponTraits) w["traits"] = readStrings(in, "traits", maxTraits, maxTraitText);
      weapons.push_back(w);
    }
    c["weapons"] = weapons;
  }
  if (flags & hasProtection) {
    json p = {{"name", in.string("a protection", maxCharacterText)}};
    p["class"] = unzigzag(in.varint("a protection's class", 0xFFFFFFFF));
    p["traits"] = readStrings(in, "traits", maxTraits, maxTraitText);
    c["protection"] = p;
  }
  return c;
}

std::string characterText(const Character& c, const std::string& lang) {
  const bool fr = lang == "fr";
  const std::string colon = fr ? " : " : ": ";
  std::string out;
  if (!c.affiliation.empty() || !c.archetype.empty()) {
    out += "\n  ";
    if (!c.affiliation.empty()) out += (fr ? "Affiliation" : "Affiliation") + colon + c.affiliation;
    if (!c.affiliation.empty() && !c.archetype.empty()) out += " · ";
    if (!c.archetype.empty()) out += (fr ? "Archétype" : "Archetype") + colon + c.archetype;
  }
  if (!c.attributes.empty())
    out += "\n  " + std::string(fr ? "Attributs" : "Attributes") + colon + joined(c.attributes);
  if (!c.specialisations.empty()) {
    out += "\n  " + std::string(fr ? "Spécialisations" : "Specialisations") + colon;
    for (std::size_t i = 0; i < c.specialisations.size(); ++i)
      out += (i ? ", " : "") + c.specialisations[i].name + " (" +
             std::to_string(c.specialisations[i].pds) + " PDS)";
  }
  for (const auto& w : c.weapons) {
    out += "\n  " + std::string(fr ? "Arme" : "Weapon") + colon + w.name;
    std::string more;
    if (w.cadence) more = std::string(fr ? "cadence " : "rate ") + std::to_string(*w.cadence);
    if (!w.traits.empty()) more += (more.empty() ? "" : fr ? " ; " : "; ") + joined(w.traits);
    if (!more.empty()) out += " (" + more + ")";
  }
  if (c.protection) {
    const auto& p = *c.protection;
    out += "\n  Protection" + colon + (p.name.empty() ? "—" : p.name) + " (" +
           (fr ? "classe " : "class ") + std::to_string(p.defence) +
           (p.traits.empty() ? "" : (fr ? " ; " : "; ") + joined(p.traits)) + ")";
  }
  return out;
}

}  // namespace auspex::lists
