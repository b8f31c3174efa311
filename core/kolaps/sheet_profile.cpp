// KOLAPS character sheets: the character as given (rank, affiliation,
// attributes, specialisations, weapons with their traits and cadence, a
// protection with its class and traits), checked against the ruleset's
// traits. Read for a new sheet and again from `given` on every action.
#include <algorithm>

#include "kolaps/sheet.hpp"
#include "rulesets/reader.hpp"

namespace auspex::kolaps::sheet {

using requests::Fields;
using requests::RequestError;

const std::vector<std::string> kGivenKeys = {
    "rank", "affiliation", "archetype", "attributes", "specialisations", "weapons", "protection"};

namespace {

// Traits that make a weapon a ranged one (11-6 .. 11-8): it has a cadence.
const std::vector<std::string> kRanged = {"arme-de-poing", "arme-d-epaule", "arme-lourde"};

std::string idsOf(const std::vector<data::Trait>& known) {
  std::string out;
  for (const auto& t : known) out += (out.empty() ? "" : ", ") + t.id;
  return out;
}

std::vector<TraitValue> readTraits(const Fields& f, const std::vector<data::Trait>& known) {
  std::vector<TraitValue> out;
  if (!f.has("traits")) return out;
  rulesets::eachItem(f, "traits", 0, known.size(), [&](const json& v, const std::string& path) {
    TraitValue t;
    if (v.is_string()) {
      t.id = v.get<std::string>();
    } else if (v.is_object()) {
      const Fields tf(v, path, {"id", "x"});
      t.id = rulesets::text(tf, "id", 60);
      t.x = tf.integer("x", 1, 6);
    } else {
      throw RequestError(
          path, "field.choice",
          "must be a trait id or {\"id\", \"x\"}, not " + requests::describe(v),
          "doit être un id de trait ou {\"id\", \"x\"}, pas " + requests::describeFr(v));
    }
    const auto k = std::find_if(known.begin(), known.end(),
                                [&](const data::Trait& d) { return d.id == t.id; });
    if (k == known.end())
      throw RequestError(path, "field.choice",
                         "must be one of " + idsOf(known) + ", not \"" + t.id + "\"",
                         "doit être l'un de " + idsOf(known) + ", pas \"" + t.id + "\"");
    if (k->parameter && !t.x)
      throw RequestError(path, "kolaps.trait-x",
                         t.id + " needs its X: {\"id\": \"" + t.id + "\", \"x\": 1}",
                         t.id + " demande son X : {\"id\": \"" + t.id + "\", \"x\": 1}");
    if (!k->parameter && t.x)
      throw RequestError(path + ".x", "kolaps.trait-no-x", t.id + " has no X",
                         t.id + " n'a pas de X");
    if (std::any_of(out.begin(), out.end(), [&](const TraitValue& o) { return o.id == t.id; }))
      throw RequestError(path, "field.repeat", "repeats the trait " + t.id,
                         "répète le trait " + t.id);
    out.push_back(t);
  });
  return out;
}

std::vector<std::string> texts(const Fields& f, const char* key, std::size_t max,
                               const std::string& what) {
  std::vector<std::string> out;
  if (!f.has(key)) return out;
  rulesets::eachItem(f, key, 0, max, [&](const json& v, const std::string& path) {
    if (!v.is_string() || v.get<std::string>().empty() || v.get<std::string>().size() > 60)
      throw RequestError(
          path, "field.string",
          "must be " + what + " (a text of 1 to 60 characters), not " + requests::describe(v),
          "doit être " + what + " (un texte de 1 à 60 caractères), pas " + requests::describeFr(v));
    if (std::find(out.begin(), out.end(), v.get<std::string>()) != out.end())
      throw RequestError(path, "field.repeat", "repeats " + v.dump(), "répète " + v.dump());
    out.push_back(v.get<std::string>());
  });
  return out;
}

std::string optText(const Fields& f, const char* key) {
  if (!f.has(key)) return "";
  return rulesets::text(f, key, 100);
}

WeaponProfile readWeapon(const json& v, const std::string& path, const data::Ruleset& rs) {
  const Fields w(v, path, {"name", "traits", "cadence"});
  WeaponProfile p;
  p.name = rulesets::text(w, "name", 100);
  p.traits = readTraits(w, rs.weaponTraits);
  const bool ranged =
      std::any_of(kRanged.begin(), kRanged.end(), [&](const std::string& id) { return p.has(id); });
  if (ranged) {
    if (!w.has("cadence"))
      w.fail("cadence", {"field.required",
                         "is required: the number of shots of the weapon in a turn (Loi 11-3)",
                         "est obligatoire : le nombre de tirs de l'arme dans un tour (Loi 11-3)"});
    p.cadence = w.integer("cadence", 1, 10);
  } else if (w.has("cadence")) {
    w.fail("cadence", {"field.not-used",
                       "is only for ranged weapons (arme-de-poing, arme-d-epaule, arme-lourde)",
                       "ne sert qu'aux armes de tir (arme de poing, arme d'épaule, arme lourde)"});
  }
  if (p.has("automatique") && !ranged)
    w.fail("traits",
           {"kolaps.not-ranged",
            "automatique needs a ranged weapon (arme-de-poing, arme-d-epaule, arme-lourde)",
            "automatique demande une arme de tir (arme de poing, arme d'épaule, arme lourde)"});
  return p;
}

}  // namespace

bool WeaponProfile::has(const std::string& id) const {
  return std::any_of(traits.begin(), traits.end(), [&](const TraitValue& t) { return t.id == id; });
}

bool ProtectionProfile::has(const std::string& id) const {
  return std::any_of(traits.begin(), traits.end(), [&](const TraitValue& t) { return t.id == id; });
}

Profile readProfile(const Fields& f, const data::Ruleset& rs) {
  Profile p;
  p.rank = f.integer("rank", 1, 5);
  p.affiliation = optText(f, "affiliation");
  p.archetype = optText(f, "archetype");
  // 4-13: one attribute per rank (rank 5 is the first): 6 - rank at most.
  const std::size_t maxAttributes = 6 - p.rank;
  p.attributes = texts(f, "attributes", 10, "an attribute");
  if (p.attributes.size() > maxAttributes)
    f.fail("attributes",
           {"kolaps.attributes",
            "has " + std::to_string(p.attributes.size()) + " attributes; a rank " +
                std::to_string(p.rank) + " character has at most " + std::to_string(maxAttributes) +
                " (one per rank, Loi 4-13)",
            "a " + std::to_string(p.attributes.size()) + " attributs ; un personnage de rang " +
                std::to_string(p.rank) + " en a au plus " + std::to_string(maxAttributes) +
                " (un par rang détenu, Loi 4-13)"});
  p.specialisations = texts(f, "specialisations", 40, "a specialisation");
  if (f.has("weapons"))
    rulesets::eachItem(f, "weapons", 0, 8, [&](const json& v, const std::string& path) {
      p.weapons.push_back(readWeapon(v, path, rs));
    });
  if (f.has("protection") && !f.raw("protection").is_null()) {
    const Fields pf = f.object("protection", {"name", "class", "traits"});
    ProtectionProfile pr;
    pr.name = rulesets::text(pf, "name", 100);
    pr.defenceClass = pf.integer("class", -6, rs.protection.maxClass);
    pr.traits = readTraits(pf, rs.protectionTraits);
    p.protection = pr;
  }
  return p;
}

json traitsJson(const std::vector<TraitValue>& traits, const std::vector<data::Trait>& known) {
  json out = json::array();
  for (const auto& t : traits) {
    const auto k = std::find_if(known.begin(), known.end(),
                                [&](const data::Trait& d) { return d.id == t.id; });
    json j = {{"id", t.id}, {"x", t.x ? json(*t.x) : json()}};
    if (k != known.end())
      j["name"] = {{"fr", k->name.fr}, {"en", k->name.en.empty() ? k->name.fr : k->name.en}};
    out.push_back(j);
  }
  return out;
}

}  // namespace auspex::kolaps::sheet
