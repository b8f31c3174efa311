// AT-44 unit sheets from JSON: a new sheet from its request (the ruleset's
// values, the player's for what the ruleset lacks) and a sheet read back
// from the page (only the state is read; the profile is recomputed from the
// ruleset and `given`). Written out: sheet_json.cpp.
#include <algorithm>

#include "at44/sheet.hpp"
#include "at44/units.hpp"

namespace auspex::at44 {

using requests::Fields;
using requests::json;
using requests::RequestError;

namespace {

const std::vector<std::string> kGivenKeys = {"type",   "category",  "rank",         "mor",    "arm",
                                             "skills", "chassisPs", "propulsionPs", "weapons"};

std::string unitText(const std::string& what, const Unit& u) {
  return what + " (" + u.id + " has none in the ruleset)";
}

// A text value from `options`, the ruleset's when it has one.
std::string givenChoice(const Fields& f, const char* key, const std::optional<std::string>& known,
                        const std::vector<std::string>& options) {
  if (known) {
    if (f.has(key))
      f.fail(key, {"field.given", "is given by the ruleset (\"" + *known + "\"): leave it out",
                   "est donné par le jeu de règles (\"" + *known + "\") : ne le donnez pas"});
    return *known;
  }
  return f.choice(key, options);
}

void refuse(const Fields& f, const char* key, const requests::Refusal& why) {
  if (f.has(key)) f.fail(key, why);
}

std::vector<std::string> givenSkills(const Fields& f, const Unit& u, const Ruleset& rs) {
  if (u.skills) {
    refuse(f, "skills",
           {"field.given", "is given by the ruleset: leave it out",
            "est donné par le jeu de règles : ne le donnez pas"});
    return *u.skills;
  }
  if (!f.has("skills"))
    f.fail("skills",
           {"field.required", "is required: " + unitText("the skill ids", u) + ", [] for none",
            "est obligatoire : les ids des compétences (" + u.id +
                " n'en a pas dans le jeu de règles), [] pour aucune"});
  std::vector<std::string> out;
  rulesets::eachItem(f, "skills", 0, 12, [&](const json& v, const std::string& path) {
    const bool known = v.is_string() && std::any_of(rs.skills.begin(), rs.skills.end(),
                                                    [&](const Skill& s) { return s.id == v; });
    if (!known)
      throw RequestError(path, "field.choice", "must be a skill id of the ruleset, not " + v.dump(),
                         "doit être un id de compétence du jeu de règles, pas " + v.dump());
    out.push_back(v.get<std::string>());
  });
  return out;
}

void givenVehicle(const Fields& f, const Unit& u, const Ruleset& rs, SheetProfile& p) {
  p.chassisPs = units::valueOf(f, "chassisPs", u.chassisPs, 1, 50, "the châssis PS");
  if (u.propulsionPs) {
    refuse(f, "propulsionPs",
           {"field.given", "is given by the ruleset: leave it out",
            "est donné par le jeu de règles : ne le donnez pas"});
    p.propulsionPs = *u.propulsionPs;
  } else {
    p.propulsionPs = f.integers("propulsionPs", 0, 4, 1, 50);
  }
  const bool allKnown = u.weapons && std::all_of(u.weapons->begin(), u.weapons->end(),
                                                 [](const Mount& m) { return m.ps && m.count; });
  if (allKnown) {
    refuse(f, "weapons",
           {"field.given", "is given by the ruleset: leave it out",
            "est donné par le jeu de règles : ne le donnez pas"});
    for (const Mount& m : *u.weapons)
      for (int i = 0; i < *m.count; ++i) {
        p.weapons.push_back(m.weapon);
        p.weaponPs.push_back(*m.ps);
      }
    return;
  }
  if (!f.has("weapons"))
    f.fail("weapons", {"field.required",
                       "is required: the ruleset lacks the PS of " + u.id +
                           "'s weapons; one {\"weapon\", \"ps\"} per weapon carried",
                       "est obligatoire : le jeu de règles n'a pas les PS des armes de " + u.id +
                           " ; un {\"weapon\", \"ps\"} par arme portée"});
  rulesets::eachItem(f, "weapons", 0, 12, [&](const json& v, const std::string& path) {
    const Fields w(v, path, {"weapon", "ps"});
    const std::string id = rulesets::text(w, "weapon", 60);
    if (!rs.weapon(id))
      w.fail("weapon", {"field.choice", "names no weapon of the ruleset: \"" + id + "\"",
                        "ne nomme aucune arme du jeu de règles : \"" + id + "\""});
    p.weapons.push_back(id);
    p.weaponPs.push_back(w.integer("ps", 1, 50));
  });
}

SheetProfile readProfile(const Fields& f, const Unit& u, const Ruleset& rs) {
  SheetProfile p;
  p.type = givenChoice(f, "type", u.type, {"infanterie", "vehicule"});
  p.mor = units::valueOf(f, "mor", u.mor, 0, 20, "MOR");
  p.arm = units::valueOf(f, "arm", u.arm, 0, 30, "ARM");
  p.skills = givenSkills(f, u, rs);
  if (p.vehicle()) {
    if (!u.rank)
      refuse(f, "rank",
             {"field.not-used", "is only read for infantry (the effectif critique)",
              "ne sert qu'à l'infanterie (l'effectif critique)"});
    p.rank = u.rank.value_or(0);
    p.category = givenChoice(f, "category", u.category, {"marcheur", "autre"});
    givenVehicle(f, u, rs, p);
  } else {
    p.rank = units::valueOf(f, "rank", u.rank, 1, 3, "the rank");
    p.category = u.category.value_or("");
    refuse(f, "category",
           {"field.not-used", "is only read for vehicles", "ne sert qu'aux véhicules"});
    for (const char* k : {"chassisPs", "propulsionPs", "weapons"})
      refuse(f, k,
             {"field.not-used", "is only for vehicles (" + u.id + " is infantry)",
              "ne sert qu'aux véhicules (" + u.id + " est de l'infanterie)"});
  }
  return p;
}

json givenOf(const Fields& f, const json& obj) {
  json g = json::object();
  for (const auto& k : kGivenKeys)
    if (f.has(k.c_str())) g[k] = obj.at(k);
  return g;
}

const Unit& unitOf(const Fields& f, const Ruleset& rs) {
  const std::string id = rulesets::text(f, "unit", 60);
  const Unit* u = rs.unit(id);
  if (!u)
    f.fail("unit", {"field.choice", "names no unit of ruleset at44: \"" + id + "\"",
                    "ne nomme aucune unité du jeu de règles at44 : \"" + id + "\""});
  return *u;
}

SheetVehicle fullVehicle(const SheetProfile& p) {
  return SheetVehicle{p.chassisPs, p.propulsionPs, p.weaponPs, false};
}

}  // namespace

bool SheetProfile::hasSkill(const std::string& id) const {
  return std::find(skills.begin(), skills.end(), id) != skills.end();
}

const std::vector<Trigger>& triggers(bool vehicle) {
  static const std::vector<Trigger> infantry = {
      {"pertes-melee", {"L'unité a subi des pertes en mêlée", "The unit took casualties in melee"}},
      {"pertes-50",
       {"L'unité a subi 50% de pertes par rapport à son effectif initial",
        "The unit has lost 50% of its starting strength"}},
      {"meneur-perdu", {"L'unité a perdu son meneur d'unité", "The unit lost its leader"}},
      {"releve",
       {"Des combattants de l'unité mis à terre se relèvent",
        "Models of the unit that were pinned get up"}},
      {"effectif-critique",
       {"Effectif critique (rangs 1 et 2 : 3 ou moins ; rang 3 : 1) : test à chaque activation",
        "Critical strength (ranks 1 and 2: 3 or fewer; rank 3: 1): a test at every activation"}},
      {"desorganisee",
       {"Unité désorganisée : test au début de chaque activation",
        "Disorganised unit: a test at the start of every activation"}},
  };
  static const std::vector<Trigger> vehicles = {
      {"immobilises",
       {"Tous les véhicules de l'unité sont immobilisés",
        "Every vehicle of the unit is immobilised"}},
      {"meneur-perdu", {"L'unité a perdu son meneur d'unité", "The unit lost its leader"}},
      {"desarmes",
       {"Tous les véhicules de l'unité ont perdu toutes leurs armes",
        "Every vehicle of the unit has lost all its weapons"}},
      {"membre-detruit",
       {"Un ou plusieurs membres de l'unité viennent d'être détruits",
        "One or more members of the unit were just destroyed"}},
      {"desorganisee",
       {"Unité désorganisée : test au début de chaque activation",
        "Disorganised unit: a test at the start of every activation"}},
  };
  return vehicle ? vehicles : infantry;
}

bool destroyed(const Sheet& s) {
  return s.left <= 0 || s.morale == "deroute";
}

namespace {

bool critical(const Sheet& s) {
  if (s.profile.vehicle()) return false;
  const int threshold = s.profile.rank >= 3 ? 1 : 3;
  return s.count > threshold && s.left <= threshold && s.left > 0;
}

}  // namespace

std::vector<std::string> mustTest(const Sheet& s) {
  std::vector<std::string> out = s.pending;
  auto add = [&](const char* id) {
    if (std::find(out.begin(), out.end(), id) == out.end()) out.push_back(id);
  };
  if (s.morale == "desorganisee") add("desorganisee");
  if (critical(s)) add("effectif-critique");
  return out;
}

Sheet newSheet(const json& request, Ruleset& rs) {
  std::vector<std::string> keys = {"op", "ruleset", "unit", "count", "name", "officer"};
  keys.insert(keys.end(), kGivenKeys.begin(), kGivenKeys.end());
  const Fields f(request, "", keys);
  rs = units::rulesetOf(f);
  const Unit& u = unitOf(f, rs);
  Sheet s;
  s.unit = u.id;
  s.name = model::sheetName(f);
  s.profile = readProfile(f, u, rs);
  s.given = givenOf(f, request);
  s.count = s.left = f.integer("count", 1, 50);
  if (f.has("officer")) s.officer = f.integer("officer", 0, 4);
  if (s.profile.vehicle()) s.vehicles.assign(s.count, fullVehicle(s.profile));
  return s;
}

namespace {

// Version 1 → 2: `idle` (activated without paying its CP), false before.
void addIdle(json& s) {
  s["idle"] = false;
}

}  // namespace

const model::Format& sheetFormat() {
  static const model::Format f{"auspex-sheet", 2, false, {{1, &addIdle}}};
  return f;
}

Sheet readSheet(const json& saved, const std::string& path, Ruleset& rs) {
  const json sheet = model::upgraded(saved, path, sheetFormat());
  const Fields f(sheet, path,
                 {"format",  "version",    "ruleset",   "unit",      "name",   "unitName",
                  "type",    "category",   "profile",   "given",     "count",  "left",
                  "officer", "destroyed",  "turn",      "activated", "idle",   "moved",
                  "ran",     "fired",      "morale",    "engaged",   "pinned", "attitudes",
                  "medic",   "autoRepair", "locations", "vehicles",  "leader", "log"});
  rs = units::rulesetOf(f);
  const Unit& u = unitOf(f, rs);
  Sheet s;
  s.unit = u.id;
  s.name = model::sheetName(f);
  const json& g = f.raw("given");
  const Fields gf(g, f.pathOf("given"), kGivenKeys);
  s.profile = readProfile(gf, u, rs);
  s.given = g;
  s.count = f.integer("count", 1, 50);
  s.left = f.integer("left", 0, s.count);
  if (!f.raw("officer").is_null()) s.officer = f.integer("officer", 0, 4);
  s.turn = f.integer("turn", 1, kMaxTurn);
  s.activated = f.boolean("activated");
  s.idle = f.boolean("idle", false);  // written always; a game code may leave it out
  s.moved = f.boolean("moved");
  s.ran = f.boolean("ran");
  s.fired = f.boolean("fired");
  s.engaged = f.boolean("engaged");
  s.pinned = f.boolean("pinned");
  const Fields m = f.object("morale", {"state", "value", "tests", "testedThisTurn", "halfLost",
                                       "pending", "mustTest", "autoSuccessCp", "triggers"});
  s.morale = m.choice("state", {"vaillante", "desorganisee", "deroute"});
  s.moraleTests = m.integer("tests", 0, kMaxTurn);
  s.moraleTested = m.boolean("testedThisTurn");
  s.halfLost = m.boolean("halfLost");
  rulesets::eachItem(m, "pending", 0, 8, [&](const json& v, const std::string& p) {
    const auto& ts = triggers(s.profile.vehicle());
    if (!v.is_string() ||
        std::none_of(ts.begin(), ts.end(), [&](const Trigger& t) { return t.id == v; }))
      throw RequestError(p, "state.invalid", "must be a trigger id of the unit, not " + v.dump(),
                         "doit être un id de déclencheur de l'unité, pas " + v.dump());
    s.pending.push_back(v.get<std::string>());
  });
  rulesets::eachItem(
      f, "attitudes", rs.attitudes.size(), rs.attitudes.size(),
      [&](const json& v, const std::string& p) {
        const Fields a(v, p, {"id", "name", "cp", "on", "allowed"});
        const std::string id = rulesets::text(a, "id", 60);
        if (std::none_of(rs.attitudes.begin(), rs.attitudes.end(),
                         [&](const CpAction& c) { return c.id == id; }))
          a.fail("id", {"state.invalid", "names no attitude of the ruleset: \"" + id + "\"",
                        "ne nomme aucune attitude du jeu de règles : \"" + id + "\""});
        if (a.boolean("on")) s.attitudes.push_back(id);
      });
  s.medicUsed = f.object("medic", {"has", "usedThisTurn"}).boolean("usedThisTurn");
  if (s.profile.vehicle()) {
    s.leader = f.integer("leader", 0, s.count - 1);
    rulesets::eachItem(f, "vehicles", s.count, s.count, [&](const json& v, const std::string& p) {
      const Fields vf(v, p,
                      {"chassis", "propulsion", "weapons", "autoRepairUsed", "destroyed",
                       "immobilised", "disarmed", "leader"});
      SheetVehicle x;
      x.chassis = vf.integer("chassis", 0, s.profile.chassisPs);
      const int np = static_cast<int>(s.profile.propulsionPs.size());
      const int nw = static_cast<int>(s.profile.weaponPs.size());
      x.propulsion = vf.integers("propulsion", np, np, 0, 50);
      x.weapons = vf.integers("weapons", nw, nw, 0, 50);
      for (int i = 0; i < np; ++i)
        if (x.propulsion[i] > s.profile.propulsionPs[i])
          vf.fail("propulsion",
                  {"state.invalid",
                   "has more PS than the propulsion's " + std::to_string(s.profile.propulsionPs[i]),
                   "a plus de PS que la propulsion (" + std::to_string(s.profile.propulsionPs[i]) +
                       ")"});
      for (int i = 0; i < nw; ++i)
        if (x.weapons[i] > s.profile.weaponPs[i])
          vf.fail("weapons",
                  {"state.invalid",
                   "has more PS than the weapon's " + std::to_string(s.profile.weaponPs[i]),
                   "a plus de PS que l'arme (" + std::to_string(s.profile.weaponPs[i]) + ")"});
      x.autoRepairUsed = vf.boolean("autoRepairUsed");
      s.vehicles.push_back(x);
    });
  }
  return s;
}

}  // namespace auspex::at44
