// Titan sheets: the values derived from the state and the ruleset (shield
// count and armour, action point dice after damage, movement after bas
// damage, each weapon's to-hit modifier) and the sheet written as JSON.
#include <algorithm>

#include "rulesets/reader.hpp"
#include "titanicus/sheet.hpp"

namespace auspex::titanicus {

using requests::json;

const Weapon& SheetRules::weapon(const Sheet& s, std::size_t i) const {
  return *ruleset->weapon(s.weapons.at(i).id);
}

const DamageTable* SheetRules::table(const std::string& id) const {
  return rulesets::byId(ruleset->damageTables, id);
}

int shieldMax(const Sheet& s, const SheetRules& r) {
  return r.unit->voidShields.value_or(s.given.voidShields.value_or(0));
}

std::optional<int> shieldArmour(const Sheet& s, const SheetRules& r) {
  if (s.overloaded)
    return r.faction->shieldArmourOverloaded ? r.faction->shieldArmourOverloaded
                                             : s.given.shieldArmourOverloaded;
  if (r.unit->shieldArmour) return r.unit->shieldArmour;
  return r.faction->shieldArmour ? r.faction->shieldArmour : s.given.shieldArmour;
}

std::optional<ActionPointsRule> apForm(const Sheet& s, const SheetRules& r) {
  return r.unit->actionPoints ? r.unit->actionPoints : s.given.actionPoints;
}

int structureLost(const Sheet& s) {
  int lost = 0;
  for (const auto& l : s.locations) lost += l.lost;
  return lost;
}

int apDice(const Sheet& s, const SheetRules& r) {
  const auto ap = apForm(s, r);
  if (!ap || ap->dice == 0) return 0;
  return std::max(0, ap->dice - 2 * s.reactorDamage - s.boilerDamage);
}

int apFixed(const Sheet& s, const SheetRules& r) {
  const auto ap = apForm(s, r);
  if (!ap || ap->dice > 0) return 0;
  const int damage = ap->lostPerDamage ? structureLost(s) : 0;
  return std::max(0, ap->fixed - 2 * s.reactorDamage - s.boilerDamage - damage);
}

bool isDestroyed(const Sheet& s, const SheetRules& r) {
  if (s.exploded) return true;
  for (std::size_t i = 0; i < s.locations.size(); ++i) {
    const auto& structure = r.unit->locations[i].structure;
    if (structure && s.locations[i].lost >= *structure) return true;
  }
  return false;
}

namespace {

// v1/v2 imperial bas: odd steps lose a 45° turn (none left: half the
// movement), even steps half the movement; "etc." goes on alternating.
void applySteps(Movement& m, int lost) {
  for (int step = 1; step <= lost; ++step) {
    if (step % 2 == 1 && m.turns > 0)
      --m.turns;
    else
      m.cm /= 2;
  }
}

}  // namespace

Movement movement(const Sheet& s, const SheetRules& r) {
  Movement m{static_cast<double>(r.unit->move.cm), r.unit->move.turns.value_or(0)};
  for (std::size_t i = 0; i < s.locations.size(); ++i) {
    const DamageTable* t = r.table(r.unit->locations[i].damageTable);
    const int lost = s.locations[i].lost;
    if (!t || lost == 0) continue;
    if (!t->steps.empty()) applySteps(m, lost);
    m.cm = std::max(0.0, m.cm - t->moveLossPerDamage * lost);
    m.turns = std::max(0, m.turns - t->turnLossPerDamage * lost);
  }
  return m;
}

int weaponModifier(const Sheet& s, const SheetRules& r, std::size_t i) {
  const Rules& rules = r.ruleset->rules;
  const SheetWeapon& w = s.weapons[i];
  return w.uses * rules.reuseModifier + (w.aimed ? rules.aimModifier : 0) +
         (s.moves == 0 ? rules.notMovedModifier : 0);
}

std::string weaponName(const SheetRules& r, const Sheet& s, std::size_t i, bool fr) {
  const Names& n = r.weapon(s, i).name;
  return fr ? n.fr : n.en;
}

namespace {

json opt(const std::optional<int>& v) {
  return v ? json(*v) : json(nullptr);
}

json namesJson(const Names& n) {
  return {{"fr", n.fr}, {"en", n.en}};
}

json shieldsJson(const Sheet& s, const SheetRules& r) {
  if (shieldMax(s, r) == 0) return nullptr;
  return {{"max", shieldMax(s, r)},
          {"up", s.shieldsUp},
          {"armour", opt(shieldArmour(s, r))},
          {"overloaded", s.overloaded},
          {"generatorDestroyed", s.generatorDestroyed}};
}

json locationsJson(const Sheet& s, const SheetRules& r) {
  json out = json::array();
  for (std::size_t i = 0; i < s.locations.size(); ++i) {
    const Location& l = r.unit->locations[i];
    out.push_back({{"id", l.id},
                   {"armour", opt(l.armour)},
                   {"rearArmour", opt(l.rearArmour ? l.rearArmour : l.armour)},
                   {"structure", opt(l.structure)},
                   {"lost", s.locations[i].lost},
                   {"destroyed", l.structure && s.locations[i].lost >= *l.structure}});
  }
  return out;
}

json apJson(const Sheet& s, const SheetRules& r) {
  const auto ap = apForm(s, r);
  const bool dice = ap && ap->dice > 0;
  return {{"dice", dice ? json(apDice(s, r)) : json(nullptr)},
          {"toHit", dice ? json(ap->toHit) : json(nullptr)},
          {"fixed", ap && !dice ? json(apFixed(s, r)) : json(nullptr)},
          {"total", s.apTotal},
          {"spent", s.apSpent},
          {"left", s.apTotal - s.apSpent},
          {"reactorDamage", s.reactorDamage},
          {"boilerDamage", s.boilerDamage},
          {"damageLoss", ap && ap->lostPerDamage ? structureLost(s) : 0}};
}

json weaponsJson(const Sheet& s, const SheetRules& r) {
  json out = json::array();
  for (std::size_t i = 0; i < s.weapons.size(); ++i) {
    const SheetWeapon& w = s.weapons[i];
    const Weapon& p = r.weapon(s, i);
    const bool spent = p.oncePerTurn && w.uses > 0;
    out.push_back({{"id", w.id},
                   {"name", namesJson(p.name)},
                   {"uses", w.uses},
                   {"oncePerTurn", p.oncePerTurn},
                   {"apCost", p.apCost},
                   {"destroyed", w.destroyed},
                   {"alert", w.alert},
                   {"aimed", w.aimed},
                   {"available", !w.destroyed && !spent},
                   {"modifier", weaponModifier(s, r, i)},
                   {"grapple", p.grapple.empty() ? json(nullptr) : json(p.grapple)}});
  }
  return out;
}

json holoJson(const Sheet& s, const SheetRules& r) {
  if (!r.unit->holo) return nullptr;
  const int modifier = s.holoDestroyed ? 0 : -static_cast<int>(s.holoMovedCm / 10);
  return {
      {"movedCm", cmJson(s.holoMovedCm)}, {"modifier", modifier}, {"destroyed", s.holoDestroyed}};
}

json unknownJson(const Sheet& s, const SheetRules& r) {
  json out = json::array();
  if (shieldMax(s, r) == 0) return out;
  const json given = givenJson(s.given);
  for (const char* key :
       {"shieldArmour", "shieldArmourOverloaded", "shieldRepairOn", "vsgCost", "vsgBurnOutOn"}) {
    const bool unknown = std::find(r.faction->unknown.begin(), r.faction->unknown.end(), key) !=
                         r.faction->unknown.end();
    const bool own = std::string(key) == "shieldArmour" && r.unit->shieldArmour;
    if (unknown && !own && !given.contains(key)) out.push_back(key);
  }
  return out;
}

}  // namespace

json sheetJson(const Sheet& s, const SheetRules& r, const std::vector<Line>& log) {
  const Movement m = movement(s, r);
  const int movesLeft = std::max(0, r.ruleset->rules.movesPerActivation - s.moves);
  json grapple = nullptr;
  if (s.grapple)
    grapple = {{"weapon", s.grapple->weapon},
               {"target", s.grapple->target},
               {"blocksMove", grappleBlocksMove(*r.ruleset, s.weapons[s.grapple->weapon].id)}};
  json lines = json::array();
  for (const auto& l : log) lines.push_back(namesJson(l));
  return {{"format", sheetFormat().format},
          {"version", sheetFormat().version},
          {"ruleset", s.ruleset},
          {"edition", s.edition},
          {"unit", s.unit},
          {"name", s.name},
          {"unitName", namesJson(r.unit->name)},
          {"kind", r.unit->kind},
          {"faction", r.unit->faction},
          {"given", givenJson(s.given)},
          {"unknown", unknownJson(s, r)},
          {"turn", s.turn},
          {"activated", s.activated},
          {"shields", shieldsJson(s, r)},
          {"holo", holoJson(s, r)},
          {"locations", locationsJson(s, r)},
          {"actionPoints", apJson(s, r)},
          {"weapons", weaponsJson(s, r)},
          {"moves", s.moves},
          {"movement", {{"cm", cmJson(m.cm)}, {"turns", m.turns}, {"movesLeft", movesLeft}}},
          {"fires", s.fires},
          {"grapple", grapple},
          {"destroyed", isDestroyed(s, r)},
          {"exploded", s.exploded},
          {"log", lines}};
}

}  // namespace auspex::titanicus
