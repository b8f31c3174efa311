#include "at44/units.hpp"

#include "rulesets/reader.hpp"

#include <algorithm>

namespace auspex::at44 {

using requests::Fields;
using requests::RequestError;

namespace units {

Ruleset rulesetOf(const Fields& f) {
  return parseRuleset(rulesets::loadedOfSystem(f, "ruleset", "at44"));
}

int valueOf(const Fields& f, const char* key, std::optional<int> known, int lo, int hi,
            const std::string& what) {
  if (known) {
    if (f.has(key))
      f.fail(
          key,
          {"field.given", "is given by the ruleset (" + std::to_string(*known) + "): leave it out",
           "est donné par le jeu de règles (" + std::to_string(*known) + ") : ne le donnez pas"});
    return *known;
  }
  if (!f.has(key))
    f.fail(key, {"field.required", "is required: the ruleset does not give " + what,
                 "est obligatoire : le jeu de règles ne donne pas " + what});
  return f.integer(key, lo, hi);
}

std::string choiceOf(const Fields& f, const char* key, const std::optional<std::string>& known,
                     const std::vector<std::string>& options, const std::string& what) {
  if (known) {
    if (f.has(key)) f.fail(key, "is given by the ruleset (\"" + *known + "\"): leave it out");
    return *known;
  }
  if (!f.has(key)) f.fail(key, "is required: the ruleset does not give " + what);
  return f.choice(key, options);
}

bool flagOf(const Fields& f, const char* key, std::optional<bool> known, const std::string& what) {
  if (known) {
    if (f.has(key))
      f.fail(key, {"field.given",
                   std::string("is given by the ruleset (") + (*known ? "true" : "false") +
                       "): leave it out",
                   std::string("est donné par le jeu de règles (") + (*known ? "true" : "false") +
                       ") : ne le donnez pas"});
    return *known;
  }
  if (!f.has(key))
    f.fail(key, {"field.required", "is required: the ruleset does not give " + what,
                 "est obligatoire : le jeu de règles ne donne pas " + what});
  return f.boolean(key);
}

bool optionalFlagOf(const Fields& f, const char* key, std::optional<bool> known) {
  if (known && f.has(key))
    f.fail(key, {"field.given",
                 std::string("is given by the ruleset (") + (*known ? "true" : "false") +
                     "): leave it out",
                 std::string("est donné par le jeu de règles (") + (*known ? "true" : "false") +
                     ") : ne le donnez pas"});
  return known ? *known : f.boolean(key, false);
}

bool has(const std::vector<std::string>& list, const std::string& item) {
  return std::find(list.begin(), list.end(), item) != list.end();
}

std::optional<bool> hasSkill(const std::optional<std::vector<std::string>>& skills,
                             const std::string& skill) {
  if (!skills) return std::nullopt;
  return has(*skills, skill);
}

std::vector<std::string> attitudesOf(const Fields& f, const Ruleset& rs) {
  std::vector<std::string> out;
  if (!f.has("attitudes")) return out;
  rulesets::eachItem(
      f, "attitudes", 0, rs.attitudes.size(), [&](const json& v, const std::string& path) {
        std::string known;
        bool found = false;
        for (const auto& a : rs.attitudes) {
          known += (known.empty() ? "" : ", ") + a.id;
          found = found || (v.is_string() && v.get<std::string>() == a.id);
        }
        if (!found)
          throw RequestError(
              path, "field.choice",
              "must be an attitude id (" + known + "), not " +
                  (v.is_string() ? "\"" + v.get<std::string>() + "\"" : requests::describe(v)),
              "doit être un id d'attitude (" + known + "), pas " +
                  (v.is_string() ? "\"" + v.get<std::string>() + "\"" : requests::describeFr(v)));
        if (has(out, v.get<std::string>()))
          throw RequestError(path, "field.repeat", "repeats \"" + v.get<std::string>() + "\"",
                             "répète \"" + v.get<std::string>() + "\"");
        out.push_back(v.get<std::string>());
      });
  return out;
}

}  // namespace units

using namespace units;

bool namesUnits(const json& request) {
  if (!request.is_object()) return false;
  if (request.contains("attacker")) return true;
  const auto t = request.find("target");
  return t != request.end() && t->is_object() && t->contains("ruleset");
}

namespace {

// Fills raw["attack"] from "attacker" (the unit and weapon) and "attack"
// (range, def, allocation); returns what the target side needs.
Shot attackFromUnit(const Fields& r, json& raw) {
  const Fields a =
      r.object("attacker", {"ruleset", "unit", "weapon", "count", "weaponCount", "mode", "pre",
                            "cadence", "rerolls", "pen", "damage", "aire", "concentration",
                            "detection", "sniper", "locked", "attitudes"});
  const Ruleset rs = rulesetOf(a);
  const std::string unitId = rulesets::text(a, "unit", 60);
  const Unit* unit = rs.unit(unitId);
  if (unit == nullptr) a.fail("unit", "names no unit of this ruleset: \"" + unitId + "\"");
  const std::string weaponId = rulesets::text(a, "weapon", 60);
  const Weapon* weapon = rs.weapon(weaponId);
  if (weapon == nullptr) a.fail("weapon", "names no weapon of this ruleset: \"" + weaponId + "\"");
  std::optional<int> perModel;
  if (unit->weapons) {
    const auto m = std::find_if(unit->weapons->begin(), unit->weapons->end(),
                                [&](const Mount& m) { return m.weapon == weaponId; });
    if (m == unit->weapons->end()) {
      std::string carried;
      for (const auto& w : *unit->weapons) carried += (carried.empty() ? "" : ", ") + w.weapon;
      a.fail("weapon", unit->name.fr + " carry no \"" + weaponId +
                           "\" (they carry: " + (carried.empty() ? "nothing" : carried) + ")");
    }
    perModel = m->count;
  }
  const std::string of = weapon->name.fr + "'s ";
  const int count = a.integer("count", 1, 200);
  const int each =
      valueOf(a, "weaponCount", perModel, 1, 20,
              "how many " + weapon->name.fr + " each of " + unit->name.fr + " carries");
  const std::string mode =
      choiceOf(a, "mode", weapon->mode, {"tir-direct", "melee", "tir-indirect", "projection"},
               of + "mode (tir-direct, tir-indirect, projection or melee)");
  const bool shoot = mode != "melee";
  const bool indirect = mode == "tir-indirect", projection = mode == "projection";
  json attack = {{"kind", indirect     ? "indirect"
                          : projection ? "projection"
                          : shoot      ? "shoot"
                                       : "melee"}};
  // A projection has no shooting test: no PRE (its range limit), cadence
  // nor re-rolls; each weapon places one template.
  const int cadence =
      projection ? 1 : valueOf(a, "cadence", weapon->cadence, 1, 50, of + "cadence");
  if (projection)
    for (const char* key : {"pre", "cadence", "rerolls"})
      if (a.has(key)) a.fail(key, "is not used: a projection has no shooting test");
  if (count * each * cadence > 200)
    a.fail("count", "× weapons each × cadence must be at most 200 dice, not " +
                        std::to_string(count * each * cadence));
  attack["attackers"] = count * each;  // one attacker per weapon (Feu à volonté: "par arme")
  int pre = projection ? 0 : valueOf(a, "pre", weapon->pre, 0, 30, of + "PRE");
  if (!projection) {
    attack["cadence"] = cadence;
    attack["rerolls"] = valueOf(a, "rerolls", weapon->rerolls, 0, 50, of + "re-rolls");
  }
  attack["pen"] = valueOf(a, "pen", weapon->pen, 0, 40, of + "PEN");
  attack["damage"] = valueOf(a, "damage", weapon->damage, 1, 20, of + "damage");
  if (indirect || projection)
    attack["aire"] = valueOf(a, "aire", weapon->aire, 1, 10, of + "AIRE (cm)");
  else if (a.has("aire"))
    a.fail("aire", "is for tir-indirect and projection weapons (templates)");
  attack["concentration"] = flagOf(a, "concentration", hasSkill(weapon->skills, "concentration"),
                                   of + "skills (Concentration)");
  Shot shot;
  shot.shoot = shoot;
  shot.templ = indirect || projection;
  // Tir verrouillé (weapon skill): "touchent toujours sur un résultat fixe,
  // noté à la place de la PRE de l'arme"; Sniper (unit skill): "ses tirs
  // ignorent les couverts". Direct shots only; false when neither the
  // ruleset nor the request says.
  const bool direct = mode == "tir-direct";
  for (const char* key : {"locked", "sniper"})
    if (!direct && a.has(key))
      a.fail(key, shot.templ ? "is for direct shots: a template already ignores cover"
                             : "is for shooting: it does nothing in melee");
  shot.locked = direct && optionalFlagOf(a, "locked", hasSkill(weapon->skills, "tir-verrouille"));
  const bool sniper = direct && optionalFlagOf(a, "sniper", hasSkill(unit->skills, "sniper"));
  // Détection: "+1 en précision avec armes de tir".
  if (shoot)
    shot.detection = flagOf(a, "detection", hasSkill(unit->skills, "detection"),
                            unit->name.fr + "' skills (Détection)");
  else if (a.has("detection"))
    a.fail("detection", "is for shooting: Détection gives +1 PRE with armes de tir only");
  if (shot.detection && !shot.locked) ++pre;
  if (shot.locked && (pre < 2 || pre > 6))
    a.fail(a.has("pre") ? "pre" : "weapon",
           "Tir verrouillé hits on the fixed result noted in place of PRE: it must be 2 to 6, "
           "not " +
               std::to_string(pre));
  if (shot.locked)
    attack["locked"] = pre;
  else if (!projection)
    attack["pre"] = pre;
  if (sniper) attack["sniper"] = true;
  const auto attitudes = attitudesOf(a, rs);
  const bool fire = has(attitudes, "feu-a-volonte");
  if (fire && has(attitudes, "etat-d-alerte"))
    a.fail("attitudes", "Feu à volonté is for a unit that \"ne se met pas en état d'alerte\"");
  if (fire && !shoot)
    a.fail("attitudes", "Feu à volonté is a shooting attitude: it gives no re-roll in melee");
  if (fire && projection)
    a.fail("attitudes", "Feu à volonté gives re-rolls to hit: a projection rolls no test");
  if (shot.locked && has(attitudes, "etat-d-alerte"))
    a.fail("attitudes", "Tir verrouillé \"ne permet pas de tirer en état d'alerte\"");
  if (!projection) attack["feuAVolonte"] = fire;

  const json none = json::object();
  const Fields s(r.has("attack") ? r.raw("attack") : none, "attack",
                 {"range", "def", "allocation"});
  if (shoot) {
    shot.range = s.integer("range", 0, 30);
    attack["range"] = shot.range;
    if (s.has("def")) s.fail("def", "is for melee: a shot is tested against the range");
  } else {
    if (s.has("range")) s.fail("range", "is for shooting: a melee attack is tested against DEF");
    if (s.has("def")) attack["def"] = s.integer("def", 0, 30);
  }
  if (s.has("allocation")) attack["allocation"] = s.raw("allocation");
  if (projection) attack.erase("range");  // used for Camouflage only
  raw["attack"] = attack;
  return shot;
}

}  // namespace

json rawFromUnits(const json& request) {
  const Fields r(request, "", {"system", "kind", "attacker", "attack", "target", "readings"});
  json raw = {{"system", "at44"}};
  if (r.has("readings")) raw["readings"] = r.raw("readings");  // checked by answerAttack
  Shot shot;
  if (r.has("attacker")) {
    shot = attackFromUnit(r, raw);
  } else {
    raw["attack"] = r.raw("attack");  // checked as today by answerAttack
    const json& a = raw["attack"];
    const json kind = a.is_object() ? a.value("kind", json("shoot")) : json("shoot");
    shot.shoot = kind != "melee";
    shot.templ = kind == "indirect" || kind == "projection";
    shot.locked = a.is_object() && a.contains("locked");
    if (a.is_object() && a.contains("range") && a["range"].is_number_integer())
      shot.range = a["range"].get<int>();
  }
  const json& target = request.contains("target") ? request.at("target") : json();
  if (target.is_object() && target.contains("ruleset"))
    targetFromUnit(r.object("target", {"ruleset", "unit", "count", "type", "arm", "def", "chassis",
                                       "propulsion", "weapons", "left", "cover", "attitudes",
                                       "camouflage", "under"}),
                   shot, raw);
  else if (request.contains("target"))
    raw["target"] = target;  // checked as today by answerAttack
  return raw;
}

}  // namespace auspex::at44
