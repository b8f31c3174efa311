// calc-api.md, system "kolaps": an action roll (no `kind`, or "action"), a
// determination of combativité (`kind` "combativite"), or one of the rolls of
// kolaps/calc_rolls.cpp (terrain, conscience, death, pickUp, repair).
#include <algorithm>

#include "calc/calc.hpp"
#include "kolaps/action.hpp"
#include "kolaps/calc.hpp"
#include "kolaps/calc_read.hpp"
#include "kolaps/calc_rolls.hpp"
#include "kolaps/combativite.hpp"
#include "kolaps/opposition.hpp"
#include "kolaps/ruleset.hpp"
#include "rulesets/reader.hpp"

namespace auspex::calc {

using namespace kolaps;

namespace {

// A choice where "aucun" (or the key's absence) means none: index 0.
int option(const Fields& f, const char* key, const std::vector<std::string>& options) {
  std::vector<std::string> all{"aucun"};
  all.insert(all.end(), options.begin(), options.end());
  const std::string v = f.choice(key, all, "aucun");
  for (std::size_t i = 0; i < all.size(); ++i)
    if (all[i] == v) return static_cast<int>(i);
  return 0;
}

OppositionSources readSources(const Fields& o) {
  OppositionSources s;
  s.auSol = o.boolean("auSol", false);
  s.couvert = static_cast<Cover>(option(o, "couvert", {"leger", "lourd"}));
  s.seCacher = static_cast<Cover>(option(o, "seCacher", {"leger", "lourd"}));
  s.esquive = o.boolean("esquive", false);
  s.parade = static_cast<Parry>(option(o, "parade", {"arme", "bouclier"}));
  s.terrain = static_cast<Cover>(option(o, "terrain", {"leger", "lourd", "total"}));
  s.expose = o.boolean("expose", false);
  s.camouflage = o.integer("camouflage", 0, 10, 0);
  s.assaut = option(o, "assaut", {"marche", "course"});
  s.extra = o.integer("extra", 0, 200, 0);
  return s;
}

}  // namespace

namespace kolaps_read {

Weapon readWeapon(const Fields& w, Action action) {
  Weapon weapon;
  weapon.tranchant = w.boolean("tranchant", false);
  weapon.pompe = w.integer("pompe", 0, 20, 0);
  weapon.contondant = w.boolean("contondant", false);
  weapon.percant = w.boolean("percant", false);
  weapon.penetrant = w.integer("penetrant", 0, 20, 0);
  weapon.lourde = w.boolean("lourde", false);
  weapon.crosse = w.boolean("crosse", false);
  weapon.feu = w.boolean("feu", false);
  const std::string name = actionName(action);
  if (weapon.crosse && !isMelee(action))
    w.fail("crosse",
           Refusal{"kolaps.crosse-not-melee",
                   "makes the weapon a melee weapon (Loi 11-12): it acts on frapper and "
                   "charger, not on " +
                       name,
                   "fait de l'arme une arme de mêlée (Loi 11-12) : elle agit sur frapper et "
                   "charger, pas sur " +
                       name});
  if (weapon.lourde && isMelee(action))
    w.fail("lourde", "an arme lourde fires (Loi 11-8); it cannot " + name);
  if (weapon.pompe > 0 && isMelee(action))
    w.fail("pompe", "Pompe X acts on shots (Loi 11-13), not on " + name);
  if (weapon.percant && weapon.contondant)
    w.fail("percant",
           "cannot go with contondant: one stops the impact, the other doubles it "
           "(Loi 11-16, 11-17)");
  return weapon;
}

Protection readProtection(const Fields& p) {
  Protection prot;
  prot.defenceClass = p.integer("class", -20, 6);
  prot.penetration = p.integer("penetration", 0, 20, 0);
  prot.solide = p.boolean("solide", false);
  prot.inusable = p.boolean("inusable", false);
  prot.impacts = p.integer("impacts", 0, prot.inusable ? 3 : 2, 0);
  prot.ignifuge = p.boolean("ignifuge", false);
  return prot;
}

}  // namespace kolaps_read

namespace {

using kolaps_read::readProtection;
using kolaps_read::readWeapon;

json sourcesJson(const std::vector<SourceDice>& sources) {
  json out = json::array();
  for (const auto& s : sources) {
    json e = {{"source", s.source}, {"dice", s.dice}};
    if (!s.law.empty()) e["law"] = s.law;
    if (!s.note.empty()) e["note"] = s.note;
    out.push_back(e);
  }
  return out;
}

}  // namespace

namespace kolaps_read {

// "ruleset": a loaded kolaps ruleset whose action table (bands, double-1
// table) sets the outcome; the answer shows the table read (docs/calc/kolaps.md).
json fromRuleset(const Fields& r, Attack& at) {
  const std::string id = rulesets::text(r, "ruleset", 60);
  const json* file = rulesets::find(id);
  if (!file) r.fail("ruleset", "names no loaded ruleset: \"" + id + "\"");
  if (file->value("system", "") != "kolaps")
    r.fail("ruleset", "is not a kolaps ruleset: \"" + id + "\"");
  const data::Ruleset rs = data::parse(*file);
  const data::Action& a = *rs.actionFor(at.action);  // the reader requires every calc action
  at.bands = data::calcBands(a);
  json bands = json::array(), entries = json::array();
  for (int l = 0; l < woundCount; ++l)
    if ((*at.bands)[l]) bands.push_back({{"r", *(*at.bands)[l]}, {"wound", woundName(Wound(l))}});
  for (const auto& t : rs.mishaps)
    for (const auto& e : t.entries)
      if (t.id == a.mishaps) entries.push_back(e.text);
  json out = {{"id", id},
              {"action", a.id},
              {"law", a.law},
              {"bands", bands},
              {"mishaps", a.mishaps},
              {"mishapEntries", entries},
              {"exposes", a.exposes},
              {"addsMove", a.addsMove}};
  if (a.cost) out["cost"] = *a.cost;
  if (a.fatigue) out["fatigue"] = *a.fatigue;
  return out;
}

ActionHead readActionHead(const Fields& r) {
  ActionHead head;
  const Action action = *actionFromName(r.choice("action", actionNames()));
  const std::string name = actionName(action);
  Attack& at = head.attack;
  at.action = action;
  if (r.has("weapon"))
    at.weapon = readWeapon(r.object("weapon", {"tranchant", "pompe", "contondant", "percant",
                                               "penetrant", "lourde", "crosse", "feu"}),
                           action);
  const Weapon& w = at.weapon;
  if (r.has("distance")) head.distance = r.integer("distance", 0, 100);
  if (!isDistantShot(action) && head.distance.value_or(0) > 0)
    r.fail("distance", "must be 0 for " + name +
                           ": attacker and target share a control zone "
                           "(Loi 9-17, 9-21)");
  if (w.pompe > 0 && isDistantShot(action) && !head.distance)
    r.fail("distance", "is required with weapon.pompe (Loi 11-13 counts zones)");
  at.distance = head.distance.value_or(0);
  return head;
}

json readOpposition(const Fields& r, Attack& at, std::optional<int> distance) {
  const Action action = at.action;
  const Weapon& w = at.weapon;
  json sources;
  if (r.has("opposition") && r.raw("opposition").is_object()) {
    const Fields o = r.object("opposition", {"auSol", "couvert", "seCacher", "esquive", "parade",
                                             "terrain", "expose", "camouflage", "assaut", "extra"});
    try {
      const OppositionTotal total = oppositionDice(action, readSources(o), w, distance);
      at.oppositionDice = total.dice;
      sources = sourcesJson(total.sources);
    } catch (const OppositionConflict& e) {
      if (e.field == "distance") r.fail("distance", e.what());
      o.fail(e.field.c_str(), e.what());
    }
  } else if (r.has("opposition") && !r.raw("opposition").is_number()) {
    r.fail("opposition",
           "must be a whole number from 0 to 200 or an object of named sources, not " +
               describe(r.raw("opposition")));
  } else {
    at.oppositionDice = r.integer("opposition", 0, 200, 0);
    sources = json::array();
    if (at.oppositionDice > 0)
      sources.push_back({{"source", "opposition"}, {"dice", at.oppositionDice}});
  }
  return sources;
}

}  // namespace kolaps_read

namespace {

json answerAction(const json& request) {
  const Fields r(
      request, "",
      {"system", "kind", "action", "opposition", "protection", "weapon", "distance", "ruleset"});
  kolaps_read::ActionHead head = kolaps_read::readActionHead(r);
  Attack& at = head.attack;
  const Action action = at.action;
  const Weapon& w = at.weapon;
  if (r.has("protection")) {
    const Fields p = r.object(
        "protection", {"class", "penetration", "solide", "inusable", "impacts", "ignifuge"});
    at.protection = readProtection(p);
    if (at.protection->penetration > 0 && w.penetrant > 0)
      p.fail("penetration", "and weapon.penetrant both give Pénétrant X (Loi 11-10): give it once");
  }
  const json sources = kolaps_read::readOpposition(r, at, head.distance);

  json table;
  if (r.has("ruleset")) table = kolaps_read::fromRuleset(r, at);
  const Outcome o = resolve(at);
  json outcomes = json::object();
  for (int l = 0; l < woundCount; ++l) outcomes[woundName(static_cast<Wound>(l))] = o.wounds[l];
  json out = {{"success", o.success},         {"mishap", o.mishap},
              {"failure", o.failure},         {"outcomes", outcomes},
              {"mishapTable", o.mishapTable}, {"oppositionDice", at.oppositionDice},
              {"oppositionSources", sources}};
  if (!table.is_null()) out["ruleset"] = table;
  if (w.pompe > 0) {
    static const char* bands[] = {"", "relance", "annule_le_plus_fort",
                                  "annule_le_plus_fort_sonne"};
    out["pompe"] = bands[static_cast<int>(pompeBand(w.pompe, at.distance))];
  }
  if (at.protection) {
    out["protectionClass"] = absorbTarget(*at.protection, w);
    const bool blocked = ignifugeBlocks(at.protection, w);
    out["absorbs"] = action == Action::bout_portant || blocked
                         ? 0.0
                         : dice::chanceAtLeast(absorbTarget(*at.protection, w));
    if (blocked) out["ignifugeBlocks"] = true;
    out["impactPoints"] = o.impactPoints;
    out["classIncrease"] = o.classIncrease;
  }
  return out;
}

// P(X <= v), summed (not 1 - P(X > v), which leaves rounding dust where it is 0).
double sumAtMost(const dice::Dist& d, int v) {
  double s = 0.0;
  for (int x = d.lo(); x <= std::min(v, d.hi()); ++x) s += d.at(x);
  return s;
}

json answerCombativite(const json& request) {
  const Fields r(request, "", {"system", "kind", "rank", "fatigue", "wounds", "prepared"});
  Determination d;
  d.rank = r.integer("rank", 1, 5);
  d.fatigue = r.integer("fatigue", 0, 20, 0);
  d.prepared = r.integer("prepared", 0, 3, 0);
  if (r.has("wounds")) {
    const Fields w = r.object("wounds", {"sonne", "legerement_blesse", "blesse", "etat_critique"});
    if (w.has("sonne") && w.raw("sonne") == "conscience") {
      d.sonne = Stunned::conscience;
    } else if (w.has("sonne") && !w.raw("sonne").is_number()) {
      w.fail("sonne", "must be 0, 1 or \"conscience\", not " + describe(w.raw("sonne")));
    } else {
      d.sonne = w.integer("sonne", 0, 1, 0) == 1 ? Stunned::yes : Stunned::no;
    }
    if (d.sonne == Stunned::yes && d.rank == 1)
      w.fail("sonne",
             "must be 0 or \"conscience\" at rank 1: a rank 1 never fails a conscience "
             "roll (Loi 4-9)");
    const char* states[] = {"legerement_blesse", "blesse", "etat_critique"};
    for (int i = 0; i < 3; ++i) {
      if (w.integer(states[i], 0, 1, 0) == 0) continue;
      if (d.health != Health::indemne)
        w.fail(states[i], "a character is in one health state (Loi 6-1): give only the worst");
      d.health = static_cast<Health>(i + 1);
    }
  }

  const dice::Dist c = combativite(d);
  json values = json::array(), dist = json::array();
  for (int v = -6; v <= 6; ++v) {
    values.push_back(v);
    dist.push_back(v == -6 ? sumAtMost(c, -6) : c.at(v));
  }
  json effects = json::array();
  for (int i = 0; i < 6; ++i) {
    const int v = -1 - i;
    effects.push_back({{"value", v},
                       {"effect", negativeEffects[i]},
                       {"probability", v == -6 ? sumAtMost(c, -6) : c.at(v)}});
  }
  json penalties = json::array();
  if (fatiguePenalty(d.fatigue) > 0)
    penalties.push_back(
        {{"source", "fatigue"}, {"points", fatiguePenalty(d.fatigue)}, {"law", "5-4, 5-5"}});
  if (d.health != Health::indemne) {
    static const char* names[] = {"", "legerement_blesse", "blesse", "etat_critique"};
    static const char* laws[] = {"", "6-9", "6-13", "6-18"};
    const int h = static_cast<int>(d.health);
    penalties.push_back(
        {{"source", names[h]}, {"points", healthPenalty(d.health)}, {"law", laws[h]}});
  }
  if (d.sonne == Stunned::yes)
    penalties.push_back({{"source", "sonne"}, {"points", 1}, {"law", "6-5"}});
  if (d.sonne == Stunned::conscience)
    penalties.push_back({{"source", "sonne"},
                         {"points", 1},
                         {"chance", conscienceFailChance(d.rank)},
                         {"law", "6-5, 4-9"}});
  const int t = rankThreshold(d.rank);
  return {{"threshold", t <= 1 ? "auto" : std::to_string(t) + "+"},
          {"penalties", penalties},
          {"values", values},
          {"distribution", dist},
          {"belowMinus6", sumAtMost(c, -7)},
          {"zero", c.at(0)},
          {"epuise", sumAtMost(c, 0)},
          {"mean", c.mean()},
          {"negativeEffects", effects}};
}

}  // namespace

json answerKolaps(const json& request) {
  if (request.contains("kind")) {
    const json& kind = request.at("kind");
    if (kind == "combativite") return answerCombativite(request);
    if (kind == "terrain") return kolaps_rolls::answerTerrain(request);
    if (kind == "conscience") return kolaps_rolls::answerConscience(request);
    if (kind == "death") return kolaps_rolls::answerDeath(request);
    if (kind == "pickUp") return kolaps_rolls::answerPickUp(request);
    if (kind == "repair") return kolaps_rolls::answerRepair(request);
    // The activation planner: the whole core's (answerKolapsActivationPlan, kolaps/plan_calc.cpp).
    if (kind == "activationPlan") refuseKindWholeCoreOnly();
    if (kind != "action") {
      const std::string list =
          "\"action\", \"combativite\", \"terrain\", \"conscience\", \"death\", "
          "\"pickUp\", \"repair\", \"activationPlan\"";
      throw RequestError("kind", "field.choice",
                         "must be one of " + list + ", not " + describe(kind),
                         "doit être l'un de " + list + ", pas " + describeFr(kind));
    }
  }
  return answerAction(request);
}

}  // namespace auspex::calc
