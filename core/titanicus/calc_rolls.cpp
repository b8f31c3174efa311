// Seeds 000 and 001: "On répare un bouclier sur un 4+, on lance 1D6 par
// bouclier tombé"; "puissance sur le générateur de boucliers (VSG) … Lancer
// 1D6, sur un 1 le générateur de boucliers est détruit"; the damage tables
// ("à partir du deuxième point de structure perdu, on tire un D6"); the
// gargant's fires ("Au début de l'activation on tire un D6 par feu : sur 6
// il est éteint, sur 2 ou 3 un feu supplémentaire, sur 1 le gargant
// explose !"); the Trident ("Chacun lance 1D6 (+PA pour A). Sur un 1 naturel
// A ou B tombe. Sur une égalité la chaîne casse. Si A obtient plus que B, B
// tombe"). The same readings as the sheets' actions (sheet_shields.cpp,
// sheet_damage.cpp, sheet_actions.cpp).
#include "titanicus/calc_rolls.hpp"
#include "titanicus/calc.hpp"

#include <algorithm>
#include <map>

#include "calc/calc.hpp"
#include "rulesets/ruleset.hpp"
#include "titanicus/ruleset.hpp"
#include "titanicus/sheet.hpp"  // resultOf: a table's line, as the sheets read it

namespace auspex::titanicus {

namespace {

using requests::Fields;
using requests::json;

const std::vector<std::string> kKinds = {"shieldRepair", "vsgOverload", "damageTable", "fires",
                                         "pull"};

json names(const std::string& fr, const std::string& en) {
  return {{"fr", fr}, {"en", en}};
}

json outcome(const std::string& id, const json& name, double p) {
  return {{"id", id}, {"name", name}, {"p", p}};
}

std::string num(int n) {
  return std::to_string(n);
}

// "1 bouclier relevé", "2 shields back up".
json countOutcomes(const dice::Dist& d, const char* oneFr, const char* manyFr, const char* oneEn,
                   const char* manyEn) {
  json out = json::array();
  for (int k = d.lo(); k <= d.hi(); ++k)
    out.push_back(outcome(
        num(k),
        names(num(k) + " " + (k <= 1 ? oneFr : manyFr), num(k) + " " + (k == 1 ? oneEn : manyEn)),
        d.at(k)));
  return out;
}

json shieldRepair(const json& request) {
  const Fields r(request, "", {"system", "edition", "kind", "shieldsDown", "repairOn"});
  r.choice("edition", {"v1", "v2"});
  const int down = r.integer("shieldsDown", 1, 20);
  const int on = r.integer("repairOn", 2, 6, 4);
  const double q = dice::chanceAtLeast(on);
  const dice::Dist repaired = dice::Dist::binomial(down, q);
  return {{"chancePerDie", q},
          {"repaired", calc::countsJson(repaired)},
          {"meanRepaired", repaired.mean()},
          {"outcomes", countOutcomes(repaired, "bouclier relevé", "boucliers relevés",
                                     "shield back up", "shields back up")}};
}

json vsgOverload(const json& request) {
  const Fields r(request, "", {"system", "edition", "kind", "burnOutOn"});
  r.choice("edition", {"v1", "v2"});
  const int burnOut = r.integer("burnOutOn", 1, 5, 1);
  const double burns = 1.0 - dice::chanceAtLeast(burnOut + 1);
  return {{"burnsOut", burns},
          {"holds", 1.0 - burns},
          {"outcomes",
           json::array(
               {outcome("holds", names("boucliers renforcés", "shields reinforced"), 1.0 - burns),
                outcome("burnsOut",
                        names("générateur de boucliers détruit", "shield generator destroyed"),
                        burns)})}};
}

// The titanicus ruleset named by `ruleset`.
Ruleset rulesetOf(const Fields& r) {
  const std::string id = r.string("ruleset", 100);
  const json* file = rulesets::find(id);
  if (!file)
    r.fail("ruleset", {"ruleset.unknown", "names no loaded ruleset: \"" + id + "\"",
                       "ne nomme aucun jeu de règles chargé : « " + id + " »"});
  if (file->value("system", "") != "titanicus")
    r.fail(
        "ruleset",
        {"ruleset.system",
         "is a ruleset of system \"" + file->value("system", "") + "\", not titanicus",
         "est un jeu de règles du système « " + file->value("system", "") + " », pas titanicus"});
  // An edition given is the ruleset's: never a v1 table answered from a v2 ruleset (issue 32).
  if (r.has("edition")) {
    const std::string edition = r.choice("edition", {"v1", "v2"}), its = file->value("edition", "");
    if (edition != its)
      r.fail("edition",
             {"ruleset.edition",
              "is \"" + edition + "\" but ruleset \"" + id + "\" is of edition \"" + its + "\"",
              "vaut « " + edition + " » mais le jeu de règles « " + id + " » est de l'édition « " +
                  its + " »"});
  }
  return readRuleset(*file);
}

// Each line of a D6 table: its chance per die (a gap reads "nothing").
struct Line {
  std::string id;
  json name;
  double p = 0;
};
std::vector<Line> linesOf(const DamageTable& t) {
  std::vector<Line> out;
  for (int d = 1; d <= 6; ++d) {
    const DamageResult* res = resultOf(t, d);
    const std::string id = res ? res->effect : "nothing";
    auto it = std::find_if(out.begin(), out.end(), [&](const Line& l) { return l.id == id; });
    if (it == out.end())
      out.push_back({id, res ? names(res->name.fr, res->name.en) : names("rien", "nothing"), 0});
    it = std::find_if(out.begin(), out.end(), [&](const Line& l) { return l.id == id; });
    it->p += 1.0 / 6;
  }
  return out;
}

json damageTable(const json& request) {
  const Fields r(request, "",
                 {"system", "edition", "kind", "ruleset", "table", "structure", "lostBefore",
                  "points", "readings"});
  const bool lastRolls = calc::readReadings(r, calc::titanicusReadings()).is("lastPoint", "roll");
  const Ruleset rs = rulesetOf(r);
  const std::string id = r.string("table", 100);
  const auto t = std::find_if(rs.damageTables.begin(), rs.damageTables.end(),
                              [&](const DamageTable& x) { return x.id == id; });
  if (t == rs.damageTables.end() || !t->roll)
    r.fail("table",
           {"field.choice", "names no table of " + rs.id + " rolled on a D6: \"" + id + "\"",
            "ne nomme aucune table de " + rs.id + " tirée sur un D6 : « " + id + " »"});
  if (t->fromLost == 0)
    r.fail("table",
           {"field.choice", "\"" + id + "\" is rolled per fire, not per damage (kind \"fires\")",
            "« " + id + " » se tire par feu, pas par dégât (kind « fires »)"});
  const int structure = r.integer("structure", 1, 30);
  const int before = r.integer("lostBefore", 0, structure - 1, 0);
  const int points = r.integer("points", 1, 30);
  const int after = std::min(structure, before + points);
  // A die per structure point lost from fromLost on, the location's last box
  // (which destroys it) rolling none unless readings.lastPoint is "roll": as
  // the sheets do.
  int rolls = 0;
  for (int k = before + 1; k <= after; ++k)
    rolls += k >= t->fromLost && (k < structure || lastRolls) ? 1 : 0;
  json lines = json::array(), outcomes = json::array();
  for (const Line& l : linesOf(*t)) {
    const dice::Dist count = dice::Dist::binomial(rolls, l.p);
    lines.push_back({{"id", l.id},
                     {"name", l.name},
                     {"chancePerDie", l.p},
                     {"count", calc::countsJson(count)},
                     {"atLeastOne", count.atLeast(1)}});
    outcomes.push_back(outcome(l.id, l.name, count.atLeast(1)));
  }
  return {{"rolls", rolls}, {"results", lines}, {"outcomes", outcomes}};
}

json fires(const json& request) {
  const Fields r(request, "", {"system", "edition", "kind", "ruleset", "fires"});
  const Ruleset rs = rulesetOf(r);
  const DamageTable* t = nullptr;
  for (const auto& x : rs.damageTables)
    for (const auto& res : x.results)
      if (x.fromLost == 0 && (res.effect == "fire-out" || res.effect == "explosion")) t = &x;
  if (!t)
    r.fail("ruleset", {"field.choice", "has no table for fires: " + rs.id,
                       "n'a pas de table des feux : " + rs.id});
  const int n = r.integer("fires", 1, 20);
  // Each die: explosion (the gargant is gone), one fire more, one fewer, or nothing.
  double perDie[3] = {0, 0, 0};  // -1, 0, +1 fire
  double explode = 0;
  for (int d = 1; d <= 6; ++d) {
    const DamageResult* res = resultOf(*t, d);
    const std::string e = res ? res->effect : "";
    if (e == "explosion")
      explode += 1.0 / 6;
    else
      perDie[e == "fire" ? 2 : e == "fire-out" ? 0 : 1] += 1.0 / 6;
  }
  // The fires after the roll when it does not explode: n + the sum of the changes.
  const dice::Dist step = dice::Dist::fromTable(-1, {perDie[0], perDie[1], perDie[2]});
  const dice::Dist after =
      step.repeated(n).map([n](int change) { return std::max(0, n + change); });
  const double none = after.total();  // the chance no die explodes
  json outcomes = json::array(
      {outcome("explodes", names("le gargant explose", "the gargant explodes"), 1.0 - none)});
  for (int k = after.lo(); k <= after.hi(); ++k)
    if (after.at(k) > 0)
      outcomes.push_back(outcome(num(k),
                                 names(num(k) + (k <= 1 ? " feu" : " feux") + " ensuite",
                                       num(k) + (k == 1 ? " fire" : " fires") + " after"),
                                 after.at(k)));
  return {{"explodes", 1.0 - none},
          {"firesAfter", calc::countsJson(after)},
          // Given no explosion.
          {"meanFiresAfter", none > 0 ? after.mean() / none : 0.0},
          {"outcomes", outcomes}};
}

json pull(const json& request) {
  const Fields r(request, "", {"system", "edition", "kind", "ap"});
  r.choice("edition", {"v1", "v2"});
  const int ap = r.integer("ap", 1, 20);
  // A's die then B's: a natural 1 fells its thrower (both may fall), else a
  // tie breaks the chain, A + AP above B fells B, below it nothing happens.
  std::map<std::string, double> p;
  for (int a = 1; a <= 6; ++a)
    for (int b = 1; b <= 6; ++b) {
      std::string what;
      if (a == 1 && b == 1)
        what = "bothFall";
      else if (a == 1)
        what = "holderFalls";
      else if (b == 1)
        what = "targetFalls";
      else if (a + ap == b)
        what = "chainBreaks";
      else
        what = a + ap > b ? "targetFalls" : "nothing";
      p[what] += 1.0 / 36;
    }
  const json outcomes = json::array(
      {outcome("targetFalls", names("la cible tombe", "the target falls"), p["targetFalls"]),
       outcome("holderFalls", names("votre titan tombe", "your titan falls"), p["holderFalls"]),
       outcome("bothFall", names("les deux tombent", "both fall"), p["bothFall"]),
       outcome("chainBreaks", names("la chaîne casse", "the chain breaks"), p["chainBreaks"]),
       outcome("nothing", names("rien ne se passe", "nothing happens"), p["nothing"])});
  return {{"targetFalls", p["targetFalls"]}, {"holderFalls", p["holderFalls"]},
          {"bothFall", p["bothFall"]},       {"chainBreaks", p["chainBreaks"]},
          {"nothing", p["nothing"]},         {"outcomes", outcomes}};
}

}  // namespace

bool isRollKind(const json& kind) {
  return kind.is_string() &&
         std::find(kKinds.begin(), kKinds.end(), kind.get<std::string>()) != kKinds.end();
}

json answerRoll(const json& request) {
  const std::string kind = request.at("kind").get<std::string>();
  if (kind == "shieldRepair") return shieldRepair(request);
  if (kind == "vsgOverload") return vsgOverload(request);
  if (kind == "damageTable") return damageTable(request);
  if (kind == "fires") return fires(request);
  return pull(request);
}

}  // namespace auspex::titanicus
