// KOLAPS character sheets as JSON: a new sheet from its request, a sheet
// read back from the page (the state is read field by field; the profile
// is recomputed from `given`) and the sheet written out with its derived
// values (penalties, thresholds, permanent fatigue).
#include <algorithm>

#include "kolaps/sheet.hpp"
#include "rulesets/reader.hpp"

namespace auspex::kolaps::sheet {

using requests::Fields;
using requests::RequestError;

namespace {

data::Ruleset rulesetOf(const Fields& f) {
  return data::parse(rulesets::loadedOfSystem(f, "ruleset", "kolaps"));
}

json givenOf(const Fields& f, const json& obj) {
  json g = json::object();
  for (const auto& k : kGivenKeys)
    if (f.has(k.c_str())) g[k] = obj.at(k);
  return g;
}

const data::WoundState* woundOf(const data::Ruleset& rs, const std::string& id) {
  return rulesets::byId(rs.wounds, id);
}

std::string threshold(int t) {
  return t <= 1 ? "auto" : std::to_string(t) + "+";
}

json names(const Names& n) {
  return {{"fr", n.fr}, {"en", n.en.empty() ? n.fr : n.en}};
}

}  // namespace

const data::Rank& rankOf(const data::Ruleset& rs, int rank) {
  for (const auto& r : rs.ranks)
    if (r.rank == rank) return r;
  throw std::logic_error("rank " + std::to_string(rank));
}

bool horsCombat(const Sheet& s) {
  return s.health == "hors-combat" || !s.out.empty();
}

int permanentFatigue(const Sheet& s, const data::Ruleset& rs) {
  const data::WoundState* w = woundOf(rs, s.health);
  return w ? w->permanentFatigue : 0;
}

int fatiguePenalty(const Sheet& s) {
  // 5-4, 5-5: the 5th and the 6th point each take 1 point off; no law takes
  // more for a 7th.
  return std::clamp(s.fatigue - 4, 0, 2);
}

int healthPenalty(const Sheet& s, const data::Ruleset& rs) {
  if (s.health == "indemne" || s.health == "hors-combat") return 0;
  const data::WoundState* w = woundOf(rs, s.health);
  return w ? w->determination : 0;
}

Sheet newSheet(const json& request, data::Ruleset& rs) {
  std::vector<std::string> keys = {"op", "ruleset", "name"};
  keys.insert(keys.end(), kGivenKeys.begin(), kGivenKeys.end());
  const Fields f(request, "", keys);
  rs = rulesetOf(f);
  Sheet s;
  s.name = model::sheetName(f, true);
  s.profile = readProfile(f, rs);
  s.given = givenOf(f, request);
  if (s.profile.protection) s.protectionClass = s.profile.protection->defenceClass;
  for (const auto& w : s.profile.weapons) s.weapons.push_back({"ok", false, w.cadence.value_or(0)});
  return s;
}

const model::Format& sheetFormat() {
  static const model::Format f{"auspex-sheet", 1, false, {}};
  return f;
}

Sheet readSheet(const json& saved, const std::string& path, data::Ruleset& rs) {
  const json sheet = model::upgraded(saved, path, sheetFormat());
  const Fields f(sheet, path,
                 {"format", "version", "ruleset", "name", "given", "profile", "turn", "combativite",
                  "activation", "fatigue", "health", "statuses", "protection", "weapons",
                  "defected", "out", "horsCombat", "xp", "log"});
  rs = rulesetOf(f);
  Sheet s;
  s.name = model::sheetName(f, true);
  const json& g = f.raw("given");
  s.profile = readProfile(Fields(g, f.pathOf("given"), kGivenKeys), rs);
  s.given = g;
  s.turn = f.integer("turn", 0, 1000);
  const Fields c = f.object("combativite", {"current", "spent", "determined", "prepared",
                                            "penalties", "threshold", "negative"});
  s.combativite = c.integer("current", 0, 6);
  s.spent = c.integer("spent", 0, kMaxSpent);
  if (!c.raw("determined").is_null()) s.determined = c.integer("determined", -100, 6);
  s.prepared = c.integer("prepared", 0, 3);
  s.activation = f.choice("activation", {"reserve", "en-attente", "epuise"});
  if (s.activation != "epuise" && s.combativite == 0)
    f.fail("activation", {"state.invalid", "must be \"epuise\" with no combativité left",
                          "doit être \"epuise\" sans combativité"});
  const Fields fa =
      f.object("fatigue", {"points", "permanent", "penalty", "max", "unconsciousUntil"});
  s.fatigue = fa.integer("points", 0, kMaxFatigue);
  if (!fa.raw("unconsciousUntil").is_null())
    s.unconsciousUntil = fa.integer("unconsciousUntil", 0, 1001);
  const Fields h = f.object("health", {"state", "name", "sonne", "penalty"});
  s.health =
      h.choice("state", {"indemne", "legerement-blesse", "blesse", "etat-critique", "hors-combat"});
  s.sonne = h.boolean("sonne");
  if (s.fatigue < permanentFatigue(s, rs))
    fa.fail("points", {"state.invalid",
                       "is below the permanent fatigue of the wound (" +
                           std::to_string(permanentFatigue(s, rs)) + ")",
                       "est sous la fatigue permanente de la blessure (" +
                           std::to_string(permanentFatigue(s, rs)) + ")"});
  const Fields st = f.object("statuses", {"auSol", "expose", "cache", "aCouvert"});
  s.auSol = st.boolean("auSol");
  s.expose = st.boolean("expose");
  s.cache = st.boolean("cache");
  s.aCouvert = st.boolean("aCouvert");
  if (s.profile.protection) {
    const Fields p =
        f.object("protection", {"name", "baseClass", "class", "traits", "impacts", "ineffective"});
    s.protectionClass =
        p.integer("class", s.profile.protection->defenceClass, rs.protection.ineffectiveClass);
    s.impacts = p.integer("impacts", 0, rs.protection.impactBoxes);
    const bool inusable = s.profile.protection->has("inusable");
    if (s.impacts == rs.protection.impactBoxes && !inusable)
      p.fail("impacts",
             {"state.invalid",
              "reaches " + std::to_string(s.impacts) +
                  " only with inusable (the class goes up and the count back to 0)",
              "atteint " + std::to_string(s.impacts) +
                  " seulement avec inusable (la classe monte et le compte revient à 0)"});
  } else if (!f.raw("protection").is_null()) {
    f.fail("protection", {"state.invalid", "must be null: the character was given no protection",
                          "doit être null : le personnage n'a pas reçu de protection"});
  }
  const std::size_t nw = s.profile.weapons.size();
  rulesets::eachItem(f, "weapons", nw, nw, [&](const json& v, const std::string& p) {
    const Fields w(v, p, {"name", "traits", "cadence", "state", "dropped", "usesLeft"});
    const WeaponProfile& wp = s.profile.weapons[s.weapons.size()];
    WeaponState ws;
    ws.state = w.choice("state", {"ok", "enrayee", "vide", "detruite"});
    ws.dropped = w.boolean("dropped");
    ws.usesLeft = w.integer("usesLeft", 0, wp.cadence.value_or(0));
    if (!wp.ranged() && (ws.state == "enrayee" || ws.state == "vide"))
      w.fail("state", {"state.invalid", "\"" + ws.state + "\" is only for ranged weapons",
                       "\"" + ws.state + "\" ne vaut que pour les armes de tir"});
    s.weapons.push_back(ws);
  });
  s.defected = f.boolean("defected");
  if (!f.raw("out").is_null()) s.out = f.choice("out", {"quitte-le-theatre", "perdu"});
  s.xp = f.integer("xp", 0, 100000);
  return s;
}

json sheetJson(const Sheet& s, const data::Ruleset& rs, const std::vector<model::Line>& log) {
  const Profile& p = s.profile;
  const data::Rank& r = rankOf(rs, p.rank);
  json logJson = json::array();
  for (const auto& l : log) logJson.push_back({{"fr", l.fr}, {"en", l.en}});
  json negative;
  if (s.determined && *s.determined < 0) {
    const int v = std::max(*s.determined, -6);
    for (const auto& e : rs.combativite.negative)
      if (e.value == v) negative = {{"value", v}, {"id", e.id}, {"text", e.text}};
  }
  json health = {{"state", s.health}, {"name", {{"fr", "Indemne"}, {"en", "Unhurt"}}}};
  if (const data::WoundState* w = woundOf(rs, s.health)) health["name"] = names(w->name);
  health["sonne"] = s.sonne;
  health["penalty"] = healthPenalty(s, rs);
  json protection;
  if (p.protection)
    protection = {{"name", p.protection->name},
                  {"baseClass", p.protection->defenceClass},
                  {"class", s.protectionClass},
                  {"traits", traitsJson(p.protection->traits, rs.protectionTraits)},
                  {"impacts", s.impacts},
                  {"ineffective", s.protectionClass >= rs.protection.ineffectiveClass}};
  json weapons = json::array();
  for (std::size_t i = 0; i < p.weapons.size(); ++i) {
    const WeaponProfile& w = p.weapons[i];
    weapons.push_back({{"name", w.name},
                       {"traits", traitsJson(w.traits, rs.weaponTraits)},
                       {"cadence", w.cadence ? json(*w.cadence) : json()},
                       {"state", s.weapons[i].state},
                       {"dropped", s.weapons[i].dropped},
                       {"usesLeft", s.weapons[i].usesLeft}});
  }
  return {
      {"format", sheetFormat().format},
      {"version", sheetFormat().version},
      {"ruleset", rs.id.empty() ? std::string("kolaps-v2") : rs.id},
      {"name", s.name},
      {"given", s.given},
      {"profile",
       {{"rank", p.rank},
        {"affiliation", p.affiliation},
        {"archetype", p.archetype},
        {"attributes", p.attributes},
        {"specialisations", p.specialisations},
        {"pds", r.pds},
        {"thresholds",
         {{"combativite", threshold(r.combativite)},
          {"conscience", threshold(r.conscience)},
          {"death", threshold(r.death)}}},
        {"xpToRankUp", r.xpToRankUp ? json(*r.xpToRankUp) : json()}}},
      {"turn", s.turn},
      {"combativite",
       {{"current", s.combativite},
        {"spent", s.spent},
        {"determined", s.determined ? json(*s.determined) : json()},
        {"prepared", s.prepared},
        {"penalties", fatiguePenalty(s) + healthPenalty(s, rs)},
        {"threshold", threshold(r.combativite)},
        {"negative", negative}}},
      {"activation", s.activation},
      {"fatigue",
       {{"points", s.fatigue},
        {"permanent", permanentFatigue(s, rs)},
        {"penalty", fatiguePenalty(s)},
        {"max", rs.fatigue.max},
        {"unconsciousUntil", s.unconsciousUntil ? json(*s.unconsciousUntil) : json()}}},
      {"health", health},
      {"statuses",
       {{"auSol", s.auSol}, {"expose", s.expose}, {"cache", s.cache}, {"aCouvert", s.aCouvert}}},
      {"protection", protection},
      {"weapons", weapons},
      {"defected", s.defected},
      {"out", s.out.empty() ? json() : json(s.out)},
      {"horsCombat", horsCombat(s)},
      {"xp", s.xp},
      {"log", logJson}};
}

}  // namespace auspex::kolaps::sheet
