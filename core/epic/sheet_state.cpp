// Epic formation sheets as JSON: a new sheet from its request, a sheet read
// back from the page (every state field checked; derived ones are recomputed)
// and the sheet written out with its derived values.
#include <algorithm>
#include <cmath>

#include "epic/sheet.hpp"
#include "rulesets/reader.hpp"

namespace auspex::epic {

using requests::Fields;
using requests::json;
using requests::RequestError;

int Sheet::total() const {
  int n = 0;
  for (const auto& u : units) n += u.count;
  return n;
}

int Sheet::left() const {
  int n = 0;
  for (const auto& u : units) n += u.left;
  return n;
}

int breakPoint(const Ruleset& rs, int total) {
  const double lost = total * rs.breakPoint.lostFraction;
  return rs.breakPoint.roundUp ? static_cast<int>(std::ceil(lost - 1e-9))
                               : static_cast<int>(std::floor(lost + 1e-9));
}

bool demoralisee(const Sheet& s, const Ruleset& rs) {
  return s.total() - s.left() >= breakPoint(rs, s.total());
}

std::string defaultOrder(const Ruleset& rs) {
  for (const auto& o : rs.orders)
    if (o.isDefault) return o.id;
  return "avance";
}

namespace {

constexpr int kMaxUnits = 20, kMaxCount = 100, kMaxHits = 20;

Ruleset loadRuleset(const Fields& f, std::string& id) {
  return parseRuleset(rulesets::loadedOf(f, "ruleset", "epic", id));
}

// One item of "units": {unit, count, hits?} (+ {left, hitsTaken} on a sheet read back).
SheetUnit readUnit(const Fields& u, const Ruleset& rs, bool state) {
  SheetUnit out;
  out.unit = rulesets::text(u, "unit", 60);
  const Unit* unit = rs.unit(out.unit);
  if (!unit)
    u.fail("unit", {"field.choice", "names no unit of the ruleset: \"" + out.unit + "\"",
                    "ne nomme aucune unité du jeu de règles : \"" + out.unit + "\""});
  out.vehicle = unit->kind == "vehicle";
  if (state && u.has("kind") && u.raw("kind") != unit->kind)
    u.fail("kind",
           {"state.invalid",
            "is \"" + unit->kind + "\" for " + out.unit + ", not " + u.raw("kind").dump(),
            "vaut \"" + unit->kind + "\" pour " + out.unit + ", pas " + u.raw("kind").dump()});
  out.count = u.integer("count", 1, kMaxCount, state ? std::nullopt : std::optional<int>(1));
  out.left = state ? u.integer("left", 0, out.count) : out.count;
  if (state) out.transported = u.integer("transported", 0, out.left);
  if (!out.vehicle) {
    for (const char* k : {"hitsToDestroy", "hitsTaken"})
      if (u.has(k))
        u.fail(k, {"field.not-used", "is only for vehicles (" + out.unit + " is infantry)",
                   "ne sert qu'aux véhicules (" + out.unit + " est de l'infanterie)"});
    return out;
  }
  if (!u.has("hitsToDestroy"))
    u.fail("hitsToDestroy", {"field.required",
                             "is required: the hits that destroy one " + out.unit +
                                 " (the seed gives none for vehicles)",
                             "est obligatoire : les touches qui détruisent un " + out.unit +
                                 " (le seed n'en donne pas pour les véhicules)"});
  out.hits = u.integer("hitsToDestroy", 1, kMaxHits);
  if (state)
    out.hitsTaken = u.integers("hitsTaken", out.left, out.left, 0, *out.hits - 1);
  else
    out.hitsTaken.assign(static_cast<std::size_t>(out.count), 0);
  if (state && out.hitsTaken.size() != static_cast<std::size_t>(out.left))
    u.fail("hitsTaken",
           {"state.invalid",
            "must have one number per vehicle left (" + std::to_string(out.left) + ")",
            "doit avoir un nombre par véhicule restant (" + std::to_string(out.left) + ")"});
  return out;
}

void readUnits(const Fields& f, const Ruleset& rs, bool state, Sheet& s) {
  const std::vector<std::string> keys =
      state ? std::vector<std::string>{"unit",        "kind",          "count",    "left",
                                       "transported", "hitsToDestroy", "hitsTaken"}
            : std::vector<std::string>{"unit", "count", "hitsToDestroy"};
  rulesets::eachItem(f, "units", 1, kMaxUnits, [&](const json& item, const std::string& path) {
    const SheetUnit u = readUnit(Fields(item, path, keys), rs, state);
    for (std::size_t i = 0; i < s.units.size(); ++i)
      if (s.units[i].unit == u.unit)
        throw RequestError(
            path + ".unit", "field.repeat",
            "repeats " + u.unit + " (item " + std::to_string(i) + "): give one count per unit type",
            "répète " + u.unit + " (élément " + std::to_string(i) +
                ") : un seul nombre par type d'unité");
    s.units.push_back(u);
  });
}

}  // namespace

Sheet newSheet(const json& request, Ruleset& rs) {
  const Fields f(request, "", {"op", "ruleset", "name", "morale", "units"});
  Sheet s;
  rs = loadRuleset(f, s.ruleset);
  s.name = model::sheetName(f);
  if (!f.has("morale"))
    f.fail("morale",
           {"field.required", "is required: the army's morale value (1–6; the ruleset has none)",
            "est obligatoire : la valeur de moral de l'armée (1–6 ; le jeu de règles n'en a pas)"});
  s.morale = f.integer("morale", 1, 6);
  readUnits(f, rs, false, s);
  s.order = defaultOrder(rs);
  return s;
}

namespace {

// Version 1 → 2: `fired` (the formation fired this turn), false before.
void addFired(json& s) {
  if (s.is_object()) s["fired"] = false;
}

}  // namespace

const model::Format& sheetFormat() {
  static const model::Format f{"auspex-sheet", 2, true, {{1, &addFired}}};
  return f;
}

Sheet readSheet(const json& saved, const std::string& path, Ruleset& rs) {
  const json sheet = model::upgraded(saved, path, sheetFormat());
  const Fields f(
      sheet, path,
      {"format", "version", "ruleset", "name", "morale", "turn", "units", "order", "orderGiven",
       "revealed", "fired", "retraite", "failedTurn", "dispersee", "broken",
       // derived, written out and recomputed:
       "total", "left", "lost", "breakPoint", "demoralisee", "moveFactor", "moveMaxCm",
       "faModifier", "toHit", "mayReceiveOrder"});
  Sheet s;
  rs = loadRuleset(f, s.ruleset);
  s.name = model::sheetName(f);
  s.morale = f.integer("morale", 1, 6);
  s.turn = f.integer("turn", 1, kMaxTurn);
  readUnits(f, rs, true, s);
  std::vector<std::string> ids;
  for (const auto& o : rs.orders) ids.push_back(o.id);
  s.order = f.choice("order", ids);
  s.orderGiven = f.boolean("orderGiven");
  s.revealed = f.boolean("revealed");
  s.fired = f.boolean("fired", false);  // written always; a game code may leave it out
  s.retraite = f.boolean("retraite");
  s.dispersee = f.boolean("dispersee");
  s.broken = f.boolean("broken");
  if (!f.has("failedTurn"))
    f.fail("failedTurn", {"field.required", "is required (null when no test was failed)",
                          "est obligatoire (null si aucun test n'a été raté)"});
  if (!f.raw("failedTurn").is_null()) s.failedTurn = f.integer("failedTurn", 1, s.turn);
  const bool retreatOrder = s.order == rs.morale.retreatOrder;
  if (s.retraite != retreatOrder)
    f.fail("order",
           {"state.invalid",
            s.retraite ? "must be \"" + rs.morale.retreatOrder + "\" while retraite is true"
                       : "is \"" + s.order + "\", given only by a failed morale test",
            s.retraite ? "doit être \"" + rs.morale.retreatOrder + "\" tant que retraite est vrai"
                       : "vaut \"" + s.order + "\", donné seulement par un test de moral raté"});
  if (!s.retraite && !s.orderGiven && s.order != defaultOrder(rs))
    f.fail("order",
           {"state.invalid",
            "is \"" + s.order + "\" but no order token was placed: \"" + defaultOrder(rs) + "\"",
            "vaut \"" + s.order + "\" mais aucun pion d'ordre n'a été posé : \"" +
                defaultOrder(rs) + "\""});
  if (s.retraite && !s.failedTurn)
    f.fail("failedTurn", {"state.invalid", "must be a turn while retraite is true",
                          "doit être un tour tant que retraite est vrai"});
  if (s.orderGiven && retreatOrder)
    f.fail("orderGiven",
           {"state.invalid", "must be false: a formation in retreat receives no order",
            "doit être false : une formation en retraite ne reçoit pas d'ordre"});
  if (s.broken != demoralisee(s, rs))
    f.fail("broken", {"state.invalid",
                      std::string("must be ") + (demoralisee(s, rs) ? "true" : "false") +
                          ": it says whether the break point is reached",
                      std::string("doit être ") + (demoralisee(s, rs) ? "true" : "false") +
                          " : il dit si le point de rupture est atteint"});
  return s;
}

json sheetJson(const Sheet& s, const Ruleset& rs) {
  json units = json::array();
  for (const auto& u : s.units) {
    json j = {{"unit", u.unit},
              {"kind", u.vehicle ? "vehicle" : "infantry"},
              {"count", u.count},
              {"left", u.left},
              {"transported", u.transported}};
    if (u.vehicle) {
      j["hitsToDestroy"] = *u.hits;
      j["hitsTaken"] = u.hitsTaken;
    }
    units.push_back(j);
  }
  const Order* o = rs.order(s.order);
  json out = {{"format", sheetFormat().format},
              {"version", sheetFormat().version},
              {"ruleset", s.ruleset},
              {"name", s.name},
              {"morale", s.morale},
              {"turn", s.turn},
              {"units", units},
              {"order", s.order},
              {"orderGiven", s.orderGiven},
              {"revealed", s.revealed},
              {"fired", s.fired},
              {"retraite", s.retraite},
              {"failedTurn", s.failedTurn ? json(*s.failedTurn) : json(nullptr)},
              {"dispersee", s.dispersee},
              {"broken", s.broken},
              {"total", s.total()},
              {"left", s.dispersee ? 0 : s.left()},
              {"lost", s.dispersee ? s.total() : s.total() - s.left()},
              {"breakPoint", breakPoint(rs, s.total())},
              {"demoralisee", demoralisee(s, rs)},
              {"moveFactor", o->moveFactor},
              {"moveMaxCm", o->moveMaxCm ? json(*o->moveMaxCm) : json(nullptr)},
              {"toHit", o->toHit ? json(*o->toHit) : json(nullptr)},
              {"faModifier", s.retraite ? rs.morale.retreatFaModifier : 0},
              {"mayReceiveOrder", !s.retraite && !s.dispersee && s.left() > 0}};
  return out;
}

}  // namespace auspex::epic
