// Titan sheets: void shields — shields brought down by hits, the repair
// roll (1D6 per fallen shield, the faction's shieldRepairOn or more) and the
// VSG overload (vsgCost AP, shields at shieldArmourOverloaded until the next
// activation, a D6 of vsgBurnOutOn or less destroys the generator).
#include <algorithm>

#include "titanicus/sheet.hpp"

namespace auspex::titanicus {

using requests::Fields;
using requests::json;

namespace {

using model::num;

// A faction value the ruleset may not give (Ork shields): else the player's.
int factionValue(const std::optional<int>& ruleset, const std::optional<int>& given,
                 const char* key, const Sheet& s, const SheetRules& r, const Fields& f) {
  if (ruleset) return *ruleset;
  if (given) return *given;
  f.fail("what", {"titan.faction-value",
                  "ruleset " + s.ruleset + " gives no " + key + " for faction " + r.faction->id +
                      " (give \"" + key + "\" when making the sheet)",
                  "le jeu de règles " + s.ruleset + " ne donne pas " + key + " pour la faction " +
                      r.faction->id + " (donnez \"" + key + "\" à la création de la fiche)"});
}

Step repair(Sheet& s, const SheetRules& r, const Fields& f) {
  if (auto why = specialRefused(s, r, "repairShields")) f.fail("what", *why);
  const int fallen = shieldMax(s, r) - s.shieldsUp;
  const int on =
      factionValue(r.faction->shieldRepairOn, s.given.shieldRepairOn, "shieldRepairOn", s, r, f);
  spendAp(s, 1, f);
  const auto dice = diceOf(f, "dice", fallen);
  if (!dice)
    return {
        {},
        withCalc(model::needDice(fallen,
                                 line("réparer les boucliers, " + num(on) + "+ par bouclier tombé",
                                      "repair shields, " + num(on) + "+ per fallen shield"),
                                 "dice"),
                 s, {{"kind", "shieldRepair"}, {"shieldsDown", fallen}, {"repairOn", on}})};
  const int repaired =
      static_cast<int>(std::count_if(dice->begin(), dice->end(), [&](int d) { return d >= on; }));
  s.shieldsUp += repaired;
  std::string text;
  for (int d : *dice) text += (text.empty() ? "" : " ") + num(d);
  return {
      {line("Réparation : " + num(repaired) + " " +
                model::pluralFr(repaired, "bouclier relevé", "boucliers relevés") + " (dés " +
                text + ", " + num(on) + "+)",
            "Repair: " + num(repaired) + " " + model::pluralEn(repaired, "shield", "shields") +
                " back up (dice " + text + ", " + num(on) + "+)")
           .with(model::oddsOf(dice::Dist::binomial(fallen, dice::chanceAtLeast(on)), repaired))},
      nullptr};
}

Step overload(Sheet& s, const SheetRules& r, const Fields& f) {
  if (auto why = specialRefused(s, r, "vsgOverload")) f.fail("what", *why);
  const int cost = factionValue(r.faction->vsgCost, s.given.vsgCost, "vsgCost", s, r, f);
  const int burnOut =
      factionValue(r.faction->vsgBurnOutOn, s.given.vsgBurnOutOn, "vsgBurnOutOn", s, r, f);
  const int armour = factionValue(r.faction->shieldArmourOverloaded, s.given.shieldArmourOverloaded,
                                  "shieldArmourOverloaded", s, r, f);
  spendAp(s, cost, f);
  const auto dice = diceOf(f, "dice", 1);
  if (!dice)
    return {{},
            withCalc(
                model::needDice(1,
                                line("surcharge du VSG : détruit sur " + num(burnOut) + " ou moins",
                                     "VSG overload: destroyed on " + num(burnOut) + " or less"),
                                "dice"),
                s, {{"kind", "vsgOverload"}, {"burnOutOn", burnOut}})};
  const int d = dice->front();
  const double holds = dice::Dist::die(6).atLeast(burnOut + 1);
  if (d <= burnOut) {
    s.generatorDestroyed = true;
    s.shieldsUp = 0;
    return {{line("Surcharge du VSG, dé " + num(d) + " : générateur de boucliers détruit",
                  "VSG overload, die " + num(d) + ": shield generator destroyed")
                 .with(model::testOdds(holds, false))},
            nullptr};
  }
  s.overloaded = true;
  return {{line("Surcharge du VSG, dé " + num(d) + " : boucliers à " + num(armour) +
                    " jusqu'à la prochaine activation",
                "VSG overload, die " + num(d) + ": shields at " + num(armour) +
                    " until the next activation")
               .with(model::testOdds(holds, true))},
          nullptr};
}

}  // namespace

std::optional<model::Why> specialRefused(const Sheet& s, const SheetRules& r,
                                         const std::string& what) {
  if (shieldMax(s, r) == 0)
    return model::Why{"titan.no-shields", s.unit + " has no void shields",
                      s.unit + " n'a pas de boucliers"};
  if (s.generatorDestroyed)
    return model::Why{"titan.generator-destroyed", "the shield generator is destroyed",
                      "le générateur de boucliers est détruit"};
  const auto& fa = *r.faction;
  const auto& g = s.given;
  // The faction's rules of it, from the ruleset or given when the sheet was made.
  const auto has = [](const std::optional<int>& a, const std::optional<int>& b) {
    return a.has_value() || b.has_value();
  };
  if (what == "repairShields") {
    if (shieldMax(s, r) == s.shieldsUp)
      return model::Why{"titan.no-shield-down", "no shield is down", "aucun bouclier n'est tombé"};
    if (!has(fa.shieldRepairOn, g.shieldRepairOn))
      return model::Why{
          "titan.faction-value",
          "the rules of the " + fa.name.en + " (" + s.ruleset + ") give no shield repair roll",
          "les règles des " + fa.name.fr + " (" + s.ruleset +
              ") ne donnent pas de jet de réparation des boucliers"};
    return std::nullopt;
  }
  if (s.overloaded)
    return model::Why{"titan.overloaded", "the shield generator is already overloaded",
                      "le générateur de boucliers est déjà en surcharge"};
  if (!has(fa.vsgCost, g.vsgCost) || !has(fa.vsgBurnOutOn, g.vsgBurnOutOn) ||
      !has(fa.shieldArmourOverloaded, g.shieldArmourOverloaded))
    return model::Why{
        "titan.faction-value",
        "the rules of the " + fa.name.en + " (" + s.ruleset + ") give no VSG overload",
        "les règles des " + fa.name.fr + " (" + s.ruleset + ") ne donnent pas de surcharge du VSG"};
  return std::nullopt;
}

json specialsJson(const Sheet& s, const SheetRules& r) {
  json out = json::array();
  for (const char* what : {"repairShields", "vsgOverload"})
    out.push_back(model::allowedJson({{"what", what}}, specialRefused(s, r, what)));
  return out;
}

Step applyShieldsDown(Sheet& s, const SheetRules& r, const Fields& f) {
  if (shieldMax(s, r) == 0)
    f.fail("n",
           {"titan.no-shields", s.unit + " has no void shields", s.unit + " n'a pas de boucliers"});
  const int n = f.integer("n", 1, shieldMax(s, r));
  if (s.shieldsUp == 0)
    f.fail("n", {"titan.no-shield-up", "no shield is up", "aucun bouclier n'est levé"});
  const int down = std::min(n, s.shieldsUp);
  s.shieldsUp -= down;
  return {{line(num(down) + " " + model::pluralFr(down, "bouclier tombé", "boucliers tombés") +
                    ", " + num(s.shieldsUp) + " " + model::pluralFr(s.shieldsUp, "levé", "levés"),
                num(down) + " " + model::pluralEn(down, "shield", "shields") + " down, " +
                    num(s.shieldsUp) + " up")},
          nullptr};
}

Step applySpecial(Sheet& s, const SheetRules& r, const Fields& f) {
  const std::string what = f.choice("what", {"repairShields", "vsgOverload"});
  return what == "repairShields" ? repair(s, r, f) : overload(s, r, f);
}

}  // namespace auspex::titanicus
