// Titan sheets: the turn and activation actions — new turn, activate (the
// gargant fires and the action point roll), move, fire, aim, alert and the
// grapples. Shields are in sheet_shields.cpp, damage in sheet_damage.cpp.
#include <algorithm>

#include "model/model.hpp"
#include "titanicus/sheet.hpp"

namespace auspex::titanicus {

using requests::Fields;
using requests::json;

// sheet_shields.cpp
Step applyShieldsDown(Sheet& s, const SheetRules& r, const Fields& f);
Step applySpecial(Sheet& s, const SheetRules& r, const Fields& f);

namespace {

using model::num;

std::string signedNum(int n) {
  return (n > 0 ? "+" : "") + num(n);
}

std::string diceText(const std::vector<int>& dice) {
  std::string out;
  for (int d : dice) out += (out.empty() ? "" : " ") + num(d);
  return out;
}

Step newTurn(Sheet& s) {
  ++s.turn;
  s.activated = false;
  s.apTotal = s.apSpent = 0;
  s.moves = 0;
  for (auto& w : s.weapons) {
    w.uses = 0;
    w.aimed = false;
  }
  return {{line("Tour " + num(s.turn) + " : utilisations des armes, PA et mouvements remis à zéro",
                "Turn " + num(s.turn) + ": weapon uses, AP and moves reset")},
          nullptr};
}

// The ruleset's table of fires rolled at the start of an activation.
const DamageTable* fireTable(const SheetRules& r) {
  for (const auto& t : r.ruleset->damageTables)
    for (const auto& res : t.results)
      if (t.fromLost == 0 && (res.effect == "fire-out" || res.effect == "explosion")) return &t;
  return nullptr;
}

// One die per fire: "6 il est éteint, 2–3 un feu supplémentaire, 1 explose".
void rollFires(Sheet& s, const SheetRules& r, const std::vector<int>& dice, Step& step,
               const Fields& f) {
  const DamageTable* t = fireTable(r);
  if (!t)
    f.fail("fireDice", {"titan.no-fire-table", "ruleset " + s.ruleset + " has no table for fires",
                        "le jeu de règles " + s.ruleset + " n'a pas de table des feux"});
  int fires = s.fires;
  for (int d : dice) {
    const DamageResult* res = resultOf(*t, d);
    const std::string effect = res ? res->effect : "";
    if (effect == "explosion") s.exploded = true;
    if (effect == "fire") ++fires;
    if (effect == "fire-out") --fires;
    step.log.push_back(
        (res ? line("Feu, dé " + num(d) + " : " + res->name.fr,
                    "Fire, die " + num(d) + ": " + res->name.en)
             : line("Feu, dé " + num(d) + " : rien", "Fire, die " + num(d) + ": nothing"))
            .with(tableOdds(*t, d, true)));
  }
  model::keeps(f, "fireDice", fires, kMaxCount, line("feux", "fires"));
  s.fires = std::max(0, fires);
}

void rollAp(Sheet& s, const SheetRules& r, const std::vector<int>& dice, Step& step) {
  const int toHit = apForm(s, r)->toHit;
  s.apTotal =
      static_cast<int>(std::count_if(dice.begin(), dice.end(), [&](int d) { return d >= toHit; }));
  const auto odds = model::oddsOf(
      dice::Dist::binomial(static_cast<int>(dice.size()), dice::chanceAtLeast(toHit)), s.apTotal);
  step.log.push_back(
      line("PA : " + num(s.apTotal) + " (dés " + diceText(dice) + ", " + num(toHit) + "+)",
           "AP: " + num(s.apTotal) + " (dice " + diceText(dice) + ", " + num(toHit) + "+)")
          .with(odds));
}

Step activate(Sheet& s, const SheetRules& r, const Fields& f) {
  if (s.activated)
    f.fail("type",
           {"unit.already-activated", "the unit was already activated this turn (new turn first)",
            "l'unité a déjà été activée ce tour-ci (nouveau tour d'abord)"});
  Step step;
  const auto fireDice = diceOf(f, "fireDice", s.fires);
  if (s.fires > 0 && !fireDice)
    return {{},
            withCalc(model::needDice(s.fires,
                                     line("un dé par feu (début d'activation)",
                                          "one die per fire (start of activation)"),
                                     "fireDice"),
                     s, {{"kind", "fires"}, {"ruleset", s.ruleset}, {"fires", s.fires}})};
  if (fireDice) rollFires(s, r, *fireDice, step, f);
  s.activated = true;
  s.apSpent = s.apTotal = s.moves = 0;
  s.holoMovedCm = 0;
  s.overloaded = false;
  for (auto& w : s.weapons) w.alert = false;
  if (s.exploded) {
    step.log.push_back(line("Le gargant explose !", "The gargant explodes!"));
    return step;
  }
  const auto ap = apForm(s, r);
  const bool rolled = ap && ap->dice > 0;
  if (!rolled && f.has("dice"))
    f.fail("dice", {"field.not-used", "is not used: " + s.unit + " has fixed AP",
                    "ne sert pas : " + s.unit + " a des PA fixes"});
  const auto apDiceRolled = diceOf(f, "dice", rolled ? apDice(s, r) : 0);
  if (rolled && !apDiceRolled && apDice(s, r) > 0)
    return {{},
            withCalc(model::needDice(apDice(s, r),
                                     line("jet de points d'action, " + num(ap->toHit) + "+ par dé",
                                          "action point roll, " + num(ap->toHit) + "+ per die"),
                                     "dice"),
                     s, {{"kind", "actionPoints"}, {"dice", apDice(s, r)}, {"toHit", ap->toHit}})};
  if (rolled)
    rollAp(s, r, apDiceRolled.value_or(std::vector<int>{}), step);
  else {
    s.apTotal = apFixed(s, r);
    step.log.push_back(line("PA : " + num(s.apTotal), "AP: " + num(s.apTotal)));
  }
  return step;
}

Step move(Sheet& s, const SheetRules& r, const Fields& f) {
  const Movement m = movement(s, r);
  spendAp(s, 1, f);
  ++s.moves;
  const int cm = f.integer("cm", 0, static_cast<int>(m.cm), static_cast<int>(m.cm));
  if (r.unit->holo) {
    model::keeps(f, "cm", static_cast<long long>(s.holoMovedCm) + cm, kMaxHoloCm,
                 line("cm parcourus", "cm moved"));
    s.holoMovedCm += cm;
  }
  return {{line("Mouvement : jusqu'à " + cmText(m.cm) + " cm et " + num(m.turns) + " × 45°",
                "Move: up to " + cmText(m.cm) + " cm and " + num(m.turns) + " × 45°")},
          nullptr};
}

// The weapon index of the action, checked usable (weaponRefused).
std::size_t weaponOf(const Sheet& s, const SheetRules& r, const Fields& f) {
  const auto i =
      static_cast<std::size_t>(f.integer("weapon", 0, static_cast<int>(s.weapons.size()) - 1));
  if (const auto why = weaponRefused(s, r, i)) f.fail("weapon", *why);
  return i;
}

Step fire(Sheet& s, const SheetRules& r, const Fields& f) {
  const std::size_t i = weaponOf(s, r, f);
  SheetWeapon& w = s.weapons[i];
  const int modifier = weaponModifier(s, r, i);
  const bool alert = w.alert;
  if (alert)
    w.alert = false;
  else
    spendAp(s, r.weapon(s, i).apCost, f);
  model::keeps(f, "weapon", w.uses + 1LL, kMaxCount, line("utilisations", "uses"));
  ++w.uses;
  w.aimed = false;
  const std::string fr = weaponName(r, s, i, true), en = weaponName(r, s, i, false);
  Step step{{line(std::string(alert ? "Tir en alerte : " : "Tir : ") + fr +
                      ", modificateur au toucher " + signedNum(modifier),
                  std::string(alert ? "Alert fire: " : "Fire: ") + en + ", to-hit modifier " +
                      signedNum(modifier))},
            nullptr};
  if (s.grapple && s.grapple->weapon == static_cast<int>(i) && grappleBlocksMove(*r.ruleset, w.id))
    step.log.push_back(
        line(fr + " accroché : touche automatiquement", en + " held: hits automatically"));
  return step;
}

Step aim(Sheet& s, const SheetRules& r, const Fields& f) {
  const std::size_t i = weaponOf(s, r, f);
  const std::string en = weaponName(r, s, i, false);
  if (r.weapon(s, i).cannotAim)
    f.fail("weapon", {"weapon.cannot-aim", en + " cannot be aimed",
                      weaponName(r, s, i, true) + " ne peut pas viser"});
  if (s.weapons[i].aimed)
    f.fail("weapon",
           {"weapon.aimed", en + " is already aimed", weaponName(r, s, i, true) + " vise déjà"});
  spendAp(s, 1, f);
  s.weapons[i].aimed = true;
  const int bonus = r.ruleset->rules.aimModifier;
  return {{line("Visée : " + weaponName(r, s, i, true) + " " + signedNum(bonus) +
                    " au toucher à sa prochaine utilisation",
                "Aim: " + en + " " + signedNum(bonus) + " to hit on its next use")},
          nullptr};
}

Step alert(Sheet& s, const SheetRules& r, const Fields& f) {
  const std::size_t i = weaponOf(s, r, f);
  if (s.weapons[i].alert)
    f.fail("weapon", {"weapon.on-alert", weaponName(r, s, i, false) + " is already on alert",
                      weaponName(r, s, i, true) + " est déjà en alerte"});
  spendAp(s, r.ruleset->rules.alertCost, f);
  s.weapons[i].alert = true;
  return {{line("Alerte : " + weaponName(r, s, i, true) + " jusqu'à la prochaine activation",
                "Alert: " + weaponName(r, s, i, false) + " until the next activation")},
          nullptr};
}

// The Trident's duel: "N'importe lequel des deux (A) peut dépenser 1+ PA pour essayer de
// faire tomber l'autre (B). Chacun lance 1D6 (+PA pour A). Sur un 1 naturel A ou B tombe. Sur
// une égalité la chaîne casse. Si A obtient plus que B, B tombe." Here A is this sheet (the
// holder), `pull` its AP, `dice` [A's die, B's die].
Step pull(Sheet& s, const SheetRules& r, const Fields& f) {
  if (!s.grapple)
    f.fail("pull", {"titan.nothing-grappled", "nothing is grappled", "rien n'est accroché"});
  const auto i = static_cast<std::size_t>(s.grapple->weapon);
  if (r.weapon(s, i).grapple != "tether")
    f.fail("pull",
           {"titan.not-tether",
            weaponName(r, s, i, false) + " is not a tether (only the Trident's chain is pulled)",
            weaponName(r, s, i, true) + " n'est pas une chaîne (seule celle du Trident se tire)"});
  const int ap = f.integer("pull", 1, 20);
  const auto dice = diceOf(f, "dice", 2);
  if (!dice)
    return {{},
            withCalc(model::needDice(2, line("tirer sur la chaîne : votre dé, puis celui de "
                                             "l'adversaire",
                                             "pulling the chain: your die, then the opponent's")),
                     s, {{"kind", "pull"}, {"ap", ap}})};
  spendAp(s, ap, f);
  const int a = (*dice)[0], b = (*dice)[1];
  const std::string target = s.grapple->target;
  const std::string roll =
      std::to_string(a) + " + " + std::to_string(ap) + " / " + std::to_string(b);
  // A's die (this sheet's owner) and B's (the other side: player -2).
  std::vector<Line> log = {line("Traction (" + std::to_string(ap) + " PA) : " + roll,
                                "Pull (" + std::to_string(ap) + " AP): " + roll)
                               .with(model::dieOdds(a))
                               .with(model::dieOdds(b, -2))};
  if (a == 1) log.push_back(line("1 naturel : votre titan tombe", "Natural 1: your titan falls"));
  if (b == 1)
    log.push_back(line("1 naturel : " + target + " tombe", "Natural 1: " + target + " falls"));
  if (a != 1 && b != 1) {
    if (a + ap == b) {
      s.grapple.reset();
      log.push_back(line("Égalité : la chaîne casse", "Tie: the chain breaks"));
    } else if (a + ap > b) {
      log.push_back(line(target + " tombe", target + " falls"));
    } else {
      log.push_back(line("Rien ne se passe", "Nothing happens"));
    }
  }
  return {log, nullptr};
}

Step grapple(Sheet& s, const SheetRules& r, const Fields& f) {
  if (f.has("pull")) return pull(s, r, f);
  if (f.has("detach") == f.has("attach"))
    f.fail("attach", {"titan.grapple-what", "give either attach, detach or pull",
                      "donnez attach, detach ou pull"});
  if (f.has("detach")) {
    if (!f.boolean("detach")) f.fail("detach", {"field.true", "must be true", "doit valoir true"});
    if (!s.grapple)
      f.fail("detach", {"titan.nothing-grappled", "nothing is grappled", "rien n'est accroché"});
    const std::string target = s.grapple->target;
    s.grapple.reset();
    return {{line("Décroché de " + target, "Detached from " + target)}, nullptr};
  }
  const auto i =
      static_cast<std::size_t>(f.integer("weapon", 0, static_cast<int>(s.weapons.size()) - 1));
  if (!grapples(*r.ruleset, s.weapons[i].id))
    f.fail("weapon", {"weapon.cannot-grapple", weaponName(r, s, i, false) + " cannot grapple",
                      weaponName(r, s, i, true) + " ne peut pas accrocher"});
  if (s.weapons[i].destroyed)
    f.fail("weapon", {"weapon.destroyed", weaponName(r, s, i, false) + " is destroyed",
                      weaponName(r, s, i, true) + " est détruite"});
  if (s.grapple)
    f.fail("attach",
           {"titan.already-holding", "already holding " + s.grapple->target + " (detach first)",
            "retient déjà " + s.grapple->target + " (décrochez d'abord)"});
  const json& t = f.raw("attach");
  if (!t.is_string() || t.get<std::string>().empty() || t.get<std::string>().size() > 60)
    f.fail("attach",
           {"field.text", "must be a text of 1 to 60 characters, not " + requests::describe(t),
            "doit être un texte de 1 à 60 caractères, pas " + requests::describeFr(t)});
  s.grapple = SheetGrapple{static_cast<int>(i), t.get<std::string>()};
  return {{line(weaponName(r, s, i, true) + " accroché à " + s.grapple->target,
                weaponName(r, s, i, false) + " holds " + s.grapple->target)},
          nullptr};
}

// The preconditions (model::Action): what the state alone forbids.
std::optional<model::Why> destroyed(const Sheet& s, const SheetRules& r) {
  if (!isDestroyed(s, r)) return std::nullopt;
  return model::Why{"unit.destroyed", "the unit is destroyed", "l'unité est détruite"};
}

std::optional<model::Why> alreadyActivated(const Sheet& s, const SheetRules&) {
  if (!s.activated) return std::nullopt;
  return model::Why{"unit.already-activated",
                    "the unit was already activated this turn (new turn first)",
                    "l'unité a déjà été activée ce tour-ci (nouveau tour d'abord)"};
}

std::optional<model::Why> activatedNot(const Sheet& s, const SheetRules&) {
  return notActivated(s);
}

// Fire needs the unit activated, unless a weapon is on alert (fired without AP).
std::optional<model::Why> fireable(const Sheet& s, const SheetRules&) {
  for (const auto& w : s.weapons)
    if (w.alert && !w.destroyed) return std::nullopt;
  return notActivated(s);
}

std::optional<model::Why> oneAp(const Sheet& s, const SheetRules&) {
  return apShort(s, 1);
}

std::optional<model::Why> alertAp(const Sheet& s, const SheetRules& r) {
  return apShort(s, r.ruleset->rules.alertCost);
}

std::optional<model::Why> held(const Sheet& s, const SheetRules& r) {
  if (!s.grapple || !grappleBlocksMove(*r.ruleset, s.weapons[s.grapple->weapon].id))
    return std::nullopt;
  return model::Why{
      "titan.held", "the unit is held by its grapple on " + s.grapple->target + " (detach first)",
      "l'unité est retenue par son grappin sur " + s.grapple->target + " (décrochez d'abord)"};
}

std::optional<model::Why> movesUsed(const Sheet& s, const SheetRules& r) {
  const int most = r.ruleset->rules.movesPerActivation;
  if (s.moves < most) return std::nullopt;
  return model::Why{"titan.moves-used", "at most " + num(most) + " move actions per activation",
                    "au plus " + num(most) + " actions de mouvement par activation"};
}

std::optional<model::Why> cannotMove(const Sheet& s, const SheetRules& r) {
  const Movement m = movement(s, r);
  if (m.cm >= 1 || m.turns > 0) return std::nullopt;
  return model::Why{"titan.cannot-move", "the unit cannot move any more",
                    "l'unité ne peut plus bouger"};
}

Step newTurnAction(Sheet& s, const SheetRules&, const Fields& f) {
  model::keeps(f, "type", s.turn + 1LL, kMaxTurn, line("tours", "turns"));
  return newTurn(s);
}

}  // namespace

std::optional<model::Why> weaponRefused(const Sheet& s, const SheetRules& r, std::size_t i) {
  if (s.weapons[i].destroyed)
    return model::Why{"weapon.destroyed", weaponName(r, s, i, false) + " is destroyed",
                      weaponName(r, s, i, true) + " est détruite"};
  if (r.weapon(s, i).oncePerTurn && s.weapons[i].uses > 0)
    return model::Why{"weapon.used",
                      weaponName(r, s, i, false) + " was already used this turn (once per turn)",
                      weaponName(r, s, i, true) + " a déjà servi ce tour-ci (une fois par tour)"};
  return std::nullopt;
}

json firesJson(const Sheet& s, const SheetRules& r) {
  json out = json::array();
  for (std::size_t i = 0; i < s.weapons.size(); ++i) {
    std::optional<model::Why> no = destroyed(s, r);
    if (!no) no = weaponRefused(s, r, i);
    // On alert it fires without AP (its alert spent); else in its activation, for its AP cost.
    if (!no && !s.weapons[i].alert) no = notActivated(s);
    if (!no && !s.weapons[i].alert) no = apShort(s, r.weapon(s, i).apCost);
    out.push_back(model::allowedJson({{"weapon", i}}, no));
  }
  return out;
}

const std::vector<model::Action<SheetHandler, SheetCheck>>& sheetActions() {
  static const std::vector<model::Action<SheetHandler, SheetCheck>> table = {
      {"newTurn", {}, &newTurnAction},
      {"activate", {"dice", "fireDice"}, &activate, {&destroyed, &alreadyActivated}},
      {"move", {"cm"}, &move, {&destroyed, &held, &movesUsed, &cannotMove, &activatedNot, &oneAp}},
      {"fire", {"weapon"}, &fire, {&destroyed, &fireable}},
      {"aim", {"weapon"}, &aim, {&destroyed, &activatedNot, &oneAp}},
      {"alert", {"weapon"}, &alert, {&destroyed, &activatedNot, &alertAp}},
      {"special", {"what", "dice"}, &applySpecial, {&destroyed}},
      {"shieldsDown", {"n"}, &applyShieldsDown, {&destroyed}},
      {"damage", {"location", "points", "dice", "weapon", "readings"}, &applyDamage, {&destroyed}},
      {"grapple", {"weapon", "attach", "detach", "pull", "dice"}, &grapple, {&destroyed}},
  };
  return table;
}

}  // namespace auspex::titanicus
