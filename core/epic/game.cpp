// Epic Escarmouches's whole game (core/game/game.hpp, docs/games.md): both
// armies' formations (epicSheet) and the turn (epicTurn) set up from the two
// lists, the moves each player may make now, and the rules that span them:
// a shot is the acting side's go and its formation's one shot of the turn;
// only a formation on a Charge order assaults (seed 002, « Seules les unités
// des formations en ordre de charge peuvent engager des corps à corps »); a
// side with nothing left to fire passes its go; a new turn is every
// formation's. Readings: docs/rules/epic.md, "The game".
#include "epic/game.hpp"

#include <map>

#include "epic/list_rules.hpp"
#include "epic/sheet.hpp"
#include "epic/turn.hpp"
#include "game/game.hpp"
#include "lists/list.hpp"

namespace auspex::epic {

namespace {

using game::Fields;
using game::json;
using game::Play;
using game::RequestError;
using game::Why;

constexpr std::size_t maxFormations = 100;

std::string nameOf(const json& state, int p) {
  const json& n = state["names"][static_cast<std::size_t>(p)];
  return model::playerName(n.is_string() ? n.get<std::string>() : "", p);
}

// A turn's line in the player's words: the action it points to ("(action
// rollOff)", a type of the turn model) said as what to do, or left out when
// the line says it already (the page shows no action's type).
json playerWords(json line) {
  for (const char* lang : {"fr", "en"}) {
    std::string text = line[lang].get<std::string>();
    for (auto at = text.find(" (action "); at != std::string::npos; at = text.find(" (action ")) {
      const auto end = text.find(')', at);
      if (end == std::string::npos) break;
      const std::string type = text.substr(at + 9, end - at - 9);
      const std::string said = type != "rollOff"           ? ""
                               : std::string(lang) == "fr" ? " — tirez au sort le déploiement"
                                                           : " — roll off for the deployment";
      text.replace(at, end + 1 - at, said);
    }
    line[lang] = text;
  }
  return line;
}

// Labels told apart: each given more than once is numbered in order.
std::vector<std::string> numbered(const std::vector<std::string>& names) {
  std::map<std::string, int> total, seen;
  for (const auto& n : names) total[n] += 1;
  std::vector<std::string> out;
  for (const auto& n : names) out.push_back(total[n] < 2 ? n : n + " " + std::to_string(++seen[n]));
  return out;
}

// One army's formations as epicSheet "new" requests, and its strategic value.
struct Army {
  std::string name;
  int strategic = 0;
  std::vector<json> formations;
};

Army armyOf(const Fields& setup, const json& raw, int p, const std::string& rulesetId,
            const std::string& lang) {
  const std::string at = "setup.lists." + std::to_string(p);
  lists::Resolved r;
  json facts;
  try {
    r = lists::resolve(lists::read(raw));
    facts = listFacts(r, lists::totals(r));
  } catch (const RequestError& e) {
    throw RequestError(at + (e.path.empty() ? "" : "." + e.path), e.code, e.what(), e.fr);
  }
  if (r.system != "epic")
    throw RequestError(at + ".ruleset", "game.system", "is not an Epic Escarmouches ruleset",
                       "n'est pas un jeu de règles d'Epic Escarmouches");
  Army army;
  const json& names = setup.has("names") ? setup.raw("names") : json();
  army.name = names.is_array() && names.size() == 2 && names[p].is_string()
                  ? names[p].get<std::string>().substr(0, 100)
                  : r.list.name.substr(0, 100);
  const std::string who = model::playerName(army.name, p);
  if (facts["morale"].is_null())
    throw RequestError(at, "epic.no-morale",
                       who + " has no morale value: give the army's morale in the list",
                       who +
                           " n'a pas de valeur de moral : donnez le moral de l'armée dans la "
                           "liste");
  if (facts["strategic"].is_null())
    throw RequestError(
        at, "epic.no-strategic",
        who + " has no strategic value: give the army's strategic value in the list",
        who +
            " n'a pas de valeur stratégique : donnez la valeur stratégique de l'armée dans la "
            "liste");
  army.strategic = facts["strategic"].get<int>();
  // A unit of the list under another id in the game's own ruleset ("Mes unités" renamed).
  std::map<std::string, std::string> renamed;
  if (setup.has("units")) {
    const json& maps = setup.raw("units");
    if (!maps.is_array() || maps.size() != 2 || !maps[p].is_object())
      setup.fail("units", {"game.units", "must be two objects, a list's unit ids renamed",
                           "doit être deux objets, les unités renommées de chaque liste"});
    for (const auto& [from, to] : maps[p].items())
      if (to.is_string()) renamed[from] = to.get<std::string>();
  }
  const json& hits = setup.has("hits") ? setup.raw("hits") : json::object();
  std::vector<std::string> labels;
  for (const json& f : facts["formations"]) {
    const std::size_t first = f["entries"][0].get<std::size_t>();
    const json& unitName = r.unitOf(first)["name"];
    std::string label = r.list.units[first].name;
    if (label.empty()) label = unitName.value(lang, unitName.value("fr", ""));
    if (label.empty()) label = r.list.units[first].unit;
    if (!f["formation"].is_null()) label += " (" + std::to_string(f["formation"].get<int>()) + ")";
    labels.push_back(label);
  }
  labels = numbered(labels);
  const json& formations = facts["formations"];
  if (formations.size() > maxFormations)
    throw RequestError(at + ".units", "game.formations", "has more than 100 formations",
                       "a plus de 100 formations");
  for (std::size_t k = 0; k < formations.size(); ++k) {
    json units = json::array();
    for (const json& e : formations[k]["entries"]) {
      const std::size_t i = e.get<std::size_t>();
      const lists::Entry& entry = r.list.units[i];
      const std::string unit = renamed.count(entry.unit) ? renamed[entry.unit] : entry.unit;
      bool merged = false;
      for (json& u : units)
        if (u["unit"] == unit) {
          u["count"] = u["count"].get<int>() + entry.count;
          merged = true;
        }
      if (merged) continue;
      json u = {{"unit", unit}, {"count", entry.count}};
      if (r.unitOf(i).value("kind", "") == "vehicle") {
        const std::string key = std::to_string(p) + "-" + std::to_string(k) + "-" + unit;
        u["hitsToDestroy"] = hits.is_object() && hits.contains(key) ? hits[key] : json(1);
      }
      units.push_back(u);
    }
    army.formations.push_back({{"op", "new"},
                               {"ruleset", rulesetId},
                               {"name", labels[k].substr(0, 100)},
                               {"morale", facts["morale"]},
                               {"units", units}});
  }
  return army;
}

// {"lists": [a, b], "names"?, "ruleset"?, "units"?, "hits"?, "deployment"?, "lang"?}.
json setup(const json& raw, json& log) {
  const Fields f(raw, "setup",
                 {"lists", "names", "ruleset", "units", "hits", "deployment", "lang"});
  const json& lists = f.raw("lists");
  if (!lists.is_array() || lists.size() != 2)
    f.fail("lists", {"game.lists", "must be an array of the two players' lists",
                     "doit être une liste des deux listes des joueurs"});
  const std::string lang = f.has("lang") ? f.choice("lang", {"fr", "en"}) : "fr";
  const std::string rulesetId =
      f.has("ruleset") ? f.string("ruleset", 60) : lists[0].value("ruleset", std::string());
  std::vector<Army> armies;
  for (int p = 0; p < 2; ++p) armies.push_back(armyOf(f, lists[p], p, rulesetId, lang));
  json sheets = json::array(), lines = json::array();
  for (int p = 0; p < 2; ++p)
    for (std::size_t k = 0; k < armies[p].formations.size(); ++k) {
      json reply;
      try {
        reply = sheetAnswer(armies[p].formations[k]);
      } catch (const RequestError& e) {
        throw RequestError("setup.lists." + std::to_string(p) + ".formations." + std::to_string(k) +
                               (e.path.empty() ? "" : "." + e.path),
                           e.code, e.what(), e.fr);
      }
      sheets.push_back({{"player", p}, {"sheet", reply["sheet"]}});
      for (const json& l : reply["log"]) lines.push_back(l);
    }
  json players = json::array();
  for (int p = 0; p < 2; ++p)
    players.push_back({{"name", model::playerName(armies[p].name, p)},
                       {"strategic", armies[p].strategic},
                       {"formations", static_cast<int>(armies[p].formations.size())}});
  json turnRequest = {{"op", "new"}, {"ruleset", rulesetId}, {"players", players}};
  if (f.has("deployment")) turnRequest["deployment"] = raw["deployment"];
  json turn;
  try {
    turn = turnAnswer(turnRequest);
  } catch (const RequestError& e) {
    throw RequestError("setup." + e.path, e.code, e.what(), e.fr);
  }
  for (const json& l : lines) log.push_back(l);
  for (const json& l : turn["log"]) log.push_back(playerWords(l));
  return {{"names", {armies[0].name, armies[1].name}}, {"sheets", sheets}, {"turn", turn["turn"]}};
}

// ---- who may move ----

const json& turnOf(const json& state) {
  return state["turn"];
}

bool inPlay(const json& sheet) {
  return !sheet["dispersee"].get<bool>() && sheet["left"].get<int>() > 0;
}

// The turn's `mayAttack` for `by`: {fire, assault} each {allowed, why}.
json mayAttack(const json& state, int by) {
  const json reply = game::readModel("epicTurn", "turn", turnOf(state));
  for (const json& m : reply["mayAttack"])
    if (m["player"] == by) return m;
  return json::object();
}

std::optional<Why> whyOf(const json& allowed) {
  if (!allowed.is_object() || allowed.value("allowed", true)) return std::nullopt;
  const json& w = allowed["why"];
  return Why{w.value("code", ""), w.value("en", ""), w.value("fr", "")};
}

std::optional<Why> mayAttackNow(const json& state, int by) {
  const json may = mayAttack(state, by);
  const auto fire = whyOf(may.value("fire", json()));
  const auto assault = whyOf(may.value("assault", json()));
  if (!fire || !assault) return std::nullopt;
  return fire;
}

std::optional<Why> anyone(const json&, int) {
  return std::nullopt;
}

// Why formation `k` of `by` may not assault now (the turn's, then its order's), or nothing.
std::optional<Why> assaultRefusal(const json& state, std::size_t k) {
  const json& entry = state["sheets"][k];
  if (auto no = whyOf(mayAttack(state, entry["player"].get<int>()).value("assault", json())))
    return no;
  const json& sheet = entry["sheet"];
  const std::string name = sheet["name"].get<std::string>();
  if (!inPlay(sheet))
    return game::why("epic.gone", name + " has no unit left", name + " n'a plus d'unité");
  if (sheet["order"] != "charge")
    return game::why("epic.assault-charge",
                     "only a formation on a Charge order assaults: " + name + " is not charging",
                     "seule une formation en ordre de charge engage un corps à corps : " + name +
                         " ne charge pas");
  return std::nullopt;
}

// ---- moves ----

json labelled(const json& line, const json& sheet) {
  json out = line;
  const std::string name = sheet["name"].get<std::string>();
  out["fr"] = name + " : " + line["fr"].get<std::string>();
  out["en"] = name + ": " + line["en"].get<std::string>();
  return out;
}

std::size_t formation(const Play& p, const Fields& args, const char* key, bool own) {
  const json& sheets = p.state["sheets"];
  const auto k =
      static_cast<std::size_t>(args.integer(key, 0, static_cast<int>(sheets.size()) - 1));
  const int owner = sheets[k]["player"].get<int>();
  if (own && owner != p.by) {
    const std::string name = sheets[k]["sheet"]["name"].get<std::string>();
    args.fail(key, {"game.not-yours", name + " is " + nameOf(p.state, owner) + "'s formation",
                    name + " est une formation de " + nameOf(p.state, owner)});
  }
  return k;
}

void onSheet(Play& p, std::size_t k, const json& action, const std::string& path) {
  json& entry = p.state["sheets"][k];
  const std::size_t before = p.log.size();
  p.apply("epicSheet", entry["sheet"], action, path, &labelled);
  game::oddsFor(p.log, before, entry["player"]);
}

json turnLine(const json& line, const json&) {
  return playerWords(line);
}

void onTurn(Play& p, const json& action, const std::string& path) {
  const int was = turnOf(p.state)["turn"].get<int>();
  p.apply("epicTurn", p.state["turn"], action, path, &turnLine);
  // A new turn is every formation's still in play.
  if (turnOf(p.state)["turn"].get<int>() == was) return;
  json& sheets = p.state["sheets"];
  for (std::size_t k = 0; k < sheets.size(); ++k)
    if (inPlay(sheets[k]["sheet"])) onSheet(p, k, {{"type", "newTurn"}}, "state.sheets");
}

// In the shooting phase, a side whose go it is with no formation left that
// may fire passes (at most both sides), said in the log.
void passIdle(Play& p) {
  for (int n = 0; n < 2; ++n) {
    const json& t = turnOf(p.state);
    if (t["phase"] != "shooting" || t["acting"].is_null()) return;
    const int acting = t["acting"].get<int>();
    bool mayFire = false;
    for (const json& e : p.state["sheets"])
      if (e["player"] == acting && inPlay(e["sheet"]) && !e["sheet"]["fired"].get<bool>())
        mayFire = true;
    if (mayFire) return;
    p.apply("epicTurn", p.state["turn"], {{"type", "pass"}, {"player", acting}}, "state.turn",
            &turnLine);
  }
}

// `sheet`: an action of one of the mover's own formations (its orders, its
// morale, its losses, its transports); a shot is the `attack` move.
void sheetMove(Play& p, const Fields& args) {
  const std::size_t k = formation(p, args, "sheet", true);
  const json& action = args.rawObject("action");
  if (action.value("type", "") == "fired")
    throw RequestError("move.args.action.type", "epic.shot-is-attack",
                       "a shot is the attack move (kind \"shoot\")",
                       "un tir est le coup « attack » (kind \"shoot\")");
  onSheet(p, k, action, "move.args.action");
  passIdle(p);
}

// Who makes a turn action: the player it names, or the one the turn gives
// the choice to; `next` and the roll-off by either.
void turnMove(Play& p, const Fields& args) {
  const json& action = args.rawObject("action");
  const std::string type = action.value("type", "");
  const json& t = turnOf(p.state);
  if (type == "fired" || type == "assault")
    throw RequestError("move.args.action.type", "epic.shot-is-attack",
                       "a shot or an assault is the attack move",
                       "un tir ou un corps à corps est le coup « attack »");
  json maker = nullptr;
  if (type == "deployed" || type == "pass") maker = action.value("player", json());
  if (type == "deployFirst") maker = t["deployment"]["chooser"];
  if (type == "first") maker = t["initiative"];
  if (maker.is_number_integer() && maker.get<int>() != p.by) {
    const std::string who = nameOf(p.state, maker.get<int>());
    throw RequestError("move.by", "game.not-your-move",
                       "it is " + who + "'s to make, not " + nameOf(p.state, p.by) + "'s",
                       "c'est à " + who + " de le faire, pas à " + nameOf(p.state, p.by));
  }
  onTurn(p, action, "move.args.action");
  passIdle(p);
}

// `attack`: formation `sheet` of the mover shoots (its side's go, its one
// shot of the turn) or assaults (on a Charge order), then its result, each
// step an action of a formation (`results`: [{sheet, action}]: losses and
// hits; an assault's on either side, a shot's on the other side's).
void attackMove(Play& p, const Fields& args) {
  const std::size_t k = formation(p, args, "sheet", true);
  const std::string kind = args.choice("kind", {"shoot", "assault"});
  if (kind == "assault") {
    if (auto no = assaultRefusal(p.state, k))
      throw RequestError("move.args.sheet", no->code, no->en, no->fr);
    onTurn(p, {{"type", "assault"}, {"player", p.by}}, "move.args");
  } else {
    onTurn(p, {{"type", "fired"}, {"player", p.by}}, "move.args");
    onSheet(p, k, {{"type", "fired"}}, "move.args");
  }
  const json& results = args.has("results") ? args.raw("results") : json::array();
  if (!results.is_array() || results.size() > 40)
    args.fail("results", {"field.array", "must be an array of at most 40 steps",
                          "doit être une liste d'au plus 40 étapes"});
  for (std::size_t i = 0; i < results.size(); ++i) {
    const std::string at = "move.args.results." + std::to_string(i);
    const Fields step(results[i], at, {"sheet", "action"});
    const std::size_t j = formation(p, step, "sheet", false);
    const json& action = step.rawObject("action");
    const std::string type = action.value("type", "");
    if (type != "casualties" && type != "vehicleHit" && type != "moraleTest")
      step.fail("action", {"epic.result", "must be casualties, vehicleHit or moraleTest",
                           "doit être casualties, vehicleHit ou moraleTest"});
    if (kind == "shoot" && p.state["sheets"][j]["player"] == p.by)
      step.fail("sheet", {"epic.own-target", "a shot's result falls on the other side's formations",
                          "le résultat d'un tir tombe sur les formations adverses"});
    onSheet(p, j, action, at + ".action");
  }
  passIdle(p);
}

// `revealAll`: every hidden order turned up (the movement phase).
void revealAll(Play& p, const Fields&) {
  json& sheets = p.state["sheets"];
  for (std::size_t k = 0; k < sheets.size(); ++k) {
    const json& s = sheets[k]["sheet"];
    if (!s["revealed"].get<bool>() && inPlay(s)) onSheet(p, k, {{"type", "reveal"}}, "move.args");
  }
}

std::optional<Why> hiddenOrders(const json& state, int) {
  for (const json& e : state["sheets"])
    if (!e["sheet"]["revealed"].get<bool>() && inPlay(e["sheet"])) return std::nullopt;
  return game::why("epic.all-revealed", "every order is face up", "tous les ordres sont révélés");
}

json over(const json& state) {
  for (int p = 0; p < 2; ++p) {
    bool any = false;
    for (const json& e : state["sheets"])
      if (e["player"] == p && inPlay(e["sheet"])) any = true;
    if (any) continue;
    const int w = 1 - p;
    return {{"winner", w},
            {"fr", nameOf(state, p) + " n'a plus de formation : " + nameOf(state, w) + " gagne"},
            {"en", nameOf(state, p) + " has no formation left: " + nameOf(state, w) + " wins"}};
  }
  return nullptr;
}

// Each formation's actions as the game allows them (its sheet's own, then
// the turn's for a shot, and `assault`, which the game adds), and the turn's.
void derive(json& state) {
  const json turnReply = game::readModel("epicTurn", "turn", turnOf(state));
  // Who makes each turn action (`by`: null, either player), as turnMove checks it.
  const json& t = turnOf(state);
  json turnActions = turnReply["actions"];
  for (json& a : turnActions) {
    const std::string type = a["type"].get<std::string>();
    a["by"] = type == "deployFirst" ? t["deployment"]["chooser"]
              : type == "first"     ? t["initiative"]
              : type == "deployed"  ? t["deployment"]["next"]
              : type == "pass"      ? t["acting"]
                                    : json(nullptr);
  }
  state["turnActions"] = turnActions;
  json& sheets = state["sheets"];
  for (std::size_t k = 0; k < sheets.size(); ++k) {
    json& entry = sheets[k];
    const int owner = entry["player"].get<int>();
    json actions = game::readModel("epicSheet", "sheet", entry["sheet"])["actions"];
    json fire;
    for (const json& m : turnReply["mayAttack"])
      if (m["player"] == owner) fire = m["fire"];
    for (json& a : actions)
      if (a["type"] == "fired" && a["allowed"].get<bool>())
        if (auto no = whyOf(fire)) a = model::allowedJson({{"type", "fired"}}, no);
    actions.push_back(model::allowedJson({{"type", "assault"}}, assaultRefusal(state, k)));
    entry["actions"] = actions;
  }
}

// A game saved before its moves were kept ({names, sheets: [{player, sheet}], turn}, as the page
// kept it): each state read back by its model.
json resume(const json& saved) {
  return game::readStates(saved, "setup.from", "epicSheet", "epicTurn", 2 * maxFormations);
}

// A saved game's formations and turn, each read back by its model.
void check(const json& state) {
  game::readStates(game::statesOf(state), "state", "epicSheet", "epicTurn", 2 * maxFormations);
}

// Whom the turn waits on: the roll-off (both), the roll-off winner's choice, whose turn it is to
// deploy, the initiative holder's choice of who acts first, whose go it is to fire; both
// otherwise (the orders, the moves, the assaults, the rally: each side's own).
std::vector<int> waiting(const json& state) {
  const json& t = turnOf(state);
  const json& d = t["deployment"];
  const auto one = [](const json& p) { return std::vector<int>{p.get<int>()}; };
  if (t["phase"] == "deployment") {
    if (d["rolls"].is_null()) return {0, 1};
    if (d["first"].is_null() && d["chooser"].is_number_integer()) return one(d["chooser"]);
    if (d["next"].is_number_integer()) return one(d["next"]);
    return {0, 1};
  }
  const bool choosing = (t["phase"] == "movement" || t["phase"] == "assault") &&
                        t["initiative"].is_number_integer() && t["first"].is_null();
  if (choosing) return one(t["initiative"]);
  if (t["phase"] == "shooting" && t["acting"].is_number_integer()) return one(t["acting"]);
  return {0, 1};
}

}  // namespace

const game::Definition& gameDefinition() {
  static const game::Definition g{
      .id = "epic",
      .setup = &setup,
      .keys = {"names", "sheets", "turn", "turnActions"},
      .moves = {{"sheet", {"sheet", "action"}, {&anyone}, &sheetMove},
                {"turn", {"action"}, {&anyone}, &turnMove},
                {"attack", {"sheet", "kind", "results"}, {&mayAttackNow}, &attackMove},
                {"revealAll", {}, {&hiddenOrders}, &revealAll}},
      .name = &nameOf,
      .over = &over,
      .derive = &derive,
      .waiting = &waiting,
      .check = &check,
      .resume = &resume,
  };
  return g;
}

}  // namespace auspex::epic
