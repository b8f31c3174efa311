// Titan sheets: damage to a location — structure boxes lost, the location's
// damage table (a D6 per point lost from its `fromLost`, except the point
// that destroys the unit) and its effects: weapons destroyed (the player
// picks which), VSG then reactor, reactor then explosion, boiler, fire,
// holo; bas movement and turns; super-heavies' AP lost per damage.
#include <algorithm>
#include <set>

#include "titanicus/calc.hpp"
#include "titanicus/sheet.hpp"

namespace auspex::titanicus {

using requests::Fields;
using requests::json;
using requests::RequestError;

namespace {

using model::num;

std::size_t locationOf(const Sheet& s, const SheetRules& r, const Fields& f) {
  const json& v = f.raw("location");
  std::string ids;
  for (std::size_t i = 0; i < s.locations.size(); ++i) {
    if (v == s.locations[i].id) {
      if (!r.unit->locations[i].structure)
        f.fail("location", {"titan.no-structure",
                            "ruleset " + s.ruleset + " gives no structure for " + s.unit + "'s " +
                                s.locations[i].id,
                            "le jeu de règles " + s.ruleset + " ne donne pas de structure pour " +
                                s.locations[i].id + " de " + s.unit});
      return i;
    }
    ids += (ids.empty() ? "\"" : ", \"") + s.locations[i].id + "\"";
  }
  f.fail("location", {"field.choice", "must be one of " + ids + ", not " + requests::describe(v),
                      "doit être l'un de " + ids + ", pas " + requests::describeFr(v)});
}

// Points k (1-based, counted from the first box ever lost) that roll on the
// table: from `fromLost`, not the one that empties the location unless
// `lastRolls` (readings.lastPoint "roll").
int rollsFor(const DamageTable* t, int before, int after, int structure, bool lastRolls) {
  if (!t || !t->roll || t->fromLost < 1) return 0;
  int n = 0;
  for (int k = before + 1; k <= after; ++k)
    n += k >= t->fromLost && (k < structure || lastRolls) ? 1 : 0;
  return n;
}

void reactor(Sheet& s, Step& step) {
  if (s.reactorDamage == 0) {
    s.reactorDamage = 1;
    step.log.push_back(
        line("Réacteur endommagé (−2 PA ou dés de PA)", "Reactor damaged (−2 AP or AP dice)"));
    return;
  }
  s.exploded = true;
  step.log.push_back(
      line("Réacteur déjà endommagé : explosion !", "Reactor already damaged: explosion!"));
}

// Applies one table result; returns 1 when it destroys a weapon (picked later).
int effect(Sheet& s, const SheetRules& r, const std::string& id, Step& step) {
  if (id == "weapon" || id == "belly-weapon") return 1;
  if (id == "vsg" && shieldMax(s, r) > 0 && !s.generatorDestroyed) {
    s.generatorDestroyed = true;
    s.overloaded = false;
    s.shieldsUp = 0;
    step.log.push_back(
        line("Générateur de boucliers (VSG) détruit", "Void shield generator destroyed"));
  } else if (id == "vsg" || id == "reactor") {
    if (id == "vsg")
      step.log.push_back(line("VSG déjà détruit : réacteur", "VSG already destroyed: reactor"));
    reactor(s, step);
  } else if (id == "boiler") {
    ++s.boilerDamage;
    step.log.push_back(line("Chaudière : −1 dé de PA", "Boiler: −1 AP die"));
  } else if (id == "fire") {
    ++s.fires;
    step.log.push_back(
        line("Feu : " + num(s.fires) + " en tout", "Fire: " + num(s.fires) + " in all"));
  } else if (id == "holo") {
    s.holoDestroyed = true;
    step.log.push_back(line("Holo détruit", "Holo destroyed"));
  } else if (id == "explosion") {
    s.exploded = true;
    step.log.push_back(line("Explosion !", "Explosion!"));
  }
  return 0;
}

std::vector<int> intactWeapons(const Sheet& s) {
  std::vector<int> out;
  for (std::size_t i = 0; i < s.weapons.size(); ++i)
    if (!s.weapons[i].destroyed) out.push_back(static_cast<int>(i));
  return out;
}

// The weapons the player picked: `weapon` (a number, or an array when more
// than one); nullopt when absent.
std::optional<std::vector<int>> picked(const Sheet& s, const Fields& f, int count) {
  if (!f.has("weapon")) return std::nullopt;
  const int last = static_cast<int>(s.weapons.size()) - 1;
  const std::vector<int> picks = f.raw("weapon").is_array()
                                     ? f.integers("weapon", count, count, 0, last)
                                     : std::vector<int>{f.integer("weapon", 0, last)};
  if (static_cast<int>(picks.size()) != count)
    f.fail("weapon", {"field.count", "must be an array of " + num(count) + " weapon indexes",
                      "doit être un tableau de " + num(count) + " numéros d'armes"});
  std::set<int> seen;
  for (int i : picks) {
    if (s.weapons[i].destroyed || !seen.insert(i).second)
      f.fail("weapon",
             {"weapon.destroyed", "weapon " + num(i) + " is already destroyed (or picked twice)",
              "l'arme " + num(i) + " est déjà détruite (ou choisie deux fois)"});
  }
  return picks;
}

void destroyWeapons(Sheet& s, const SheetRules& r, const std::vector<int>& picks, Step& step) {
  for (int i : picks) {
    s.weapons[i].destroyed = true;
    s.weapons[i].alert = s.weapons[i].aimed = false;
    step.log.push_back(line("Arme détruite : " + weaponName(r, s, i, true),
                            "Weapon destroyed: " + weaponName(r, s, i, false)));
    if (s.grapple && s.grapple->weapon == i) {
      step.log.push_back(line("Prise relâchée", "Grapple released"));
      s.grapple.reset();
    }
  }
}

void logLoss(const Sheet& s, const SheetRules& r, std::size_t loc, const DamageTable* t, int points,
             Step& step) {
  const int structure = *r.unit->locations[loc].structure;
  const std::string id = s.locations[loc].id;
  step.log.push_back(
      line(id + " : " + num(points) + " " +
               model::pluralFr(points, "point de structure perdu", "points de structure perdus") +
               ", " + num(s.locations[loc].lost) + "/" + num(structure),
           id + ": " + num(points) + " " +
               model::pluralEn(points, "structure point", "structure points") + " lost, " +
               num(s.locations[loc].lost) + "/" + num(structure)));
  if (t && (!t->steps.empty() || t->moveLossPerDamage || t->turnLossPerDamage)) {
    const Movement m = movement(s, r);
    const std::string cm = cmText(m.cm);
    step.log.push_back(line("Mouvement : " + cm + " cm et " + num(m.turns) + " × 45°",
                            "Movement: " + cm + " cm and " + num(m.turns) + " × 45°"));
  }
  const auto ap = apForm(s, r);
  if (ap && ap->lostPerDamage)
    step.log.push_back(line("PA à la prochaine activation : " + num(apFixed(s, r)),
                            "AP at the next activation: " + num(apFixed(s, r))));
}

}  // namespace

const DamageResult* resultOf(const DamageTable& t, int die) {
  for (const auto& res : t.results)
    if (die >= res.from && die <= res.to) return &res;
  return nullptr;
}

model::Odds tableOdds(const DamageTable& t, int die, bool highIsGood) {
  // The faces reading the same line as `die` (a gap in the table is "nothing").
  const DamageResult* res = resultOf(t, die);
  int lo = die, hi = die;
  while (lo > 1 && resultOf(t, lo - 1) == res) --lo;
  while (hi < 6 && resultOf(t, hi + 1) == res) ++hi;
  const auto d6 = dice::Dist::die(6);
  model::Odds o = model::oddsOf(d6, die);
  o.p = d6.atLeast(lo) - d6.atLeast(hi + 1);
  o.atLeast = highIsGood ? d6.atLeast(lo) : d6.atMost(hi);
  return o;
}

Step applyDamage(Sheet& s, const SheetRules& r, const Fields& f) {
  const std::size_t loc = locationOf(s, r, f);
  const int points = f.integer("points", 1, 30);
  const int structure = *r.unit->locations[loc].structure;
  const DamageTable* t = r.table(r.unit->locations[loc].damageTable);
  const int before = s.locations[loc].lost, after = std::min(structure, before + points);
  const requests::Chosen readings = requests::readReadings(f, calc::titanicusReadings());
  const bool lastRolls = readings.is("lastPoint", "roll");
  const int n = rollsFor(t, before, after, structure, lastRolls);
  if (n == 0 && f.has("dice"))
    f.fail("dice", {"field.not-used", "is not used: these points roll no damage table",
                    "ne sert pas : ces points ne font pas lancer de table de dégâts"});
  const auto dice = diceOf(f, "dice", n);
  if (n > 0 && !dice)
    return {
        {},
        withCalc(model::needDice(
                     n, line(t->name.fr + ", un dé par point", t->name.en + ", one die per point"),
                     "dice"),
                 s,
                 {{"kind", "damageTable"},
                  {"ruleset", s.ruleset},
                  {"table", t->id},
                  {"structure", structure},
                  {"lostBefore", before},
                  {"points", points},
                  {"readings", {{"lastPoint", readings.of("lastPoint")}}}})};
  Step step;
  s.locations[loc].lost = after;
  logLoss(s, r, loc, t, after - before, step);
  if (lastRolls && after == structure && n > 0) {
    const auto said = requests::readingWords(calc::titanicusReadings(), readings, "lastPoint");
    step.log.push_back(line("Le dernier point lance aussi la table" + said.fr,
                            "The last point rolls the table too" + said.en));
  }
  int picks = 0;
  for (int d : dice.value_or(std::vector<int>{})) {
    const DamageResult* res = resultOf(*t, d);
    step.log.push_back(
        (res ? line("Dé " + num(d) + " : " + res->name.fr, "Die " + num(d) + ": " + res->name.en)
             : line("Dé " + num(d) + " : rien", "Die " + num(d) + ": nothing"))
            .with(tableOdds(*t, d, false)));
    if (res) picks += effect(s, r, res->effect, step);
  }
  model::keeps(f, "dice", s.fires, kMaxCount, line("feux", "fires"));
  model::keeps(f, "dice", s.boilerDamage, kMaxCount, line("dégâts de chaudière", "boiler damage"));
  const std::vector<int> intact = intactWeapons(s);
  picks = std::min(picks, static_cast<int>(intact.size()));
  if (picks < static_cast<int>(intact.size()) && picks > 0) {
    const auto chosen = picked(s, f, picks);
    // What to pick from, each by its name in both languages (the player picks by name).
    json names = json::array();
    for (int i : intact)
      names.push_back({{"fr", weaponName(r, s, static_cast<std::size_t>(i), true)},
                       {"en", weaponName(r, s, static_cast<std::size_t>(i), false)}});
    if (!chosen)
      return {
          {},
          {{"weapons", picks},
           {"from", intact},
           {"names", names},
           {"field", "weapon"},
           {"for",
            {{"fr", num(picks) + " " + model::pluralFr(picks, "arme détruite", "armes détruites") +
                        " : au choix du joueur"},
             {"en", num(picks) + " " + model::pluralEn(picks, "weapon", "weapons") +
                        " destroyed: the player picks"}}}}};
    destroyWeapons(s, r, *chosen, step);
  } else if (picks > 0) {
    destroyWeapons(s, r, intact, step);
  }
  if (f.has("weapon") && picks == 0)
    f.fail("weapon", {"field.not-used", "is not used: no weapon is destroyed",
                      "ne sert pas : aucune arme n'est détruite"});
  if (isDestroyed(s, r)) step.log.push_back(line("Unité détruite", "Unit destroyed"));
  return step;
}

}  // namespace auspex::titanicus
