// Titanicus's whole game (core/game/game.hpp, docs/games.md): both players'
// titan sheets (titanSheet) and the turn (titanTurn), the moves each player
// may make now, and the rules that span them: activating a titan is the
// turn's activation (whose hand, still to activate) and the sheet's (its AP
// rolled) at once; a titan acts (moves, aims, fires but on alert, its
// specials) only while it is the one being activated; a shot is the
// attacker's fire and the target's shields and structure, on a titan of the
// other side still standing, with a close combat's counter on the
// attacker; a titan destroyed is out of the turn; a new turn is the turn's
// and every sheet's; the other side's titans join the game in play, once.
// Readings: docs/rules/titanicus.md, "The game". Its setup and the saves
// it goes on from: game_setup.cpp.
#include "titanicus/game.hpp"

#include "titanicus/game_detail.hpp"

#include "game/game.hpp"
#include "model/model.hpp"
#include "titanicus/sheet.hpp"
#include "titanicus/turn.hpp"

namespace auspex::titanicus {

namespace {

using namespace game_detail;
using game::Fields;
using game::json;
using game::Play;
using game::RequestError;
using game::Why;

constexpr game::SheetWord titan{"titan", "un titan"};

// A sheet's log line with its titan's name before it ("Ignis Rex — Tir : …").
json titanLine(const json& line, const json& sheet) {
  json out = line;
  const std::string who = titanName(sheet);
  out["fr"] = who + " — " + line.value("fr", "");
  out["en"] = who + " — " + line.value("en", line.value("fr", ""));
  return out;
}

// Titan k as the players tell it apart: its name, and its side's when a titan of the other side
// has the same name ("Reaver (Mortis)").
std::string titanOf(const json& state, std::size_t k) {
  const json& sheets = state["sheets"];
  const std::string name = titanName(sheets[k]["sheet"]);
  for (std::size_t j = 0; j < sheets.size(); ++j)
    if (j != k && titanName(sheets[j]["sheet"]) == name)
      return name + " (" + game::sideName(state, sheets[k]["player"].get<int>()) + ")";
  return name;
}

const json& unitOf(const json& state, std::size_t k) {
  return game::turnOf(state)["units"][k];
}

void onTurn(Play& p, const json& action, const std::string& path) {
  p.apply("titanTurn", p.state["turn"], action, path);
}

// Applies `action` to titan k's sheet (its dice counted for its player), then what it means for
// the turn: a titan destroyed is out of it.
void onSheet(Play& p, std::size_t k, const json& action, const std::string& path) {
  json& entry = p.state["sheets"][k];
  const bool was = entry["sheet"].value("destroyed", false);
  const std::size_t from = p.log.size();
  p.apply("titanSheet", entry["sheet"], action, path, &titanLine);
  game::oddsFor(p.log, from, entry["player"]);
  if (!was && p.state["sheets"][k]["sheet"].value("destroyed", false) &&
      unitOf(p.state, k)["state"] != "out")
    onTurn(p, {{"type", "out"}, {"unit", k}}, "state.turn");
}

// Why titan k may not act now: it is not the one being activated (its AP are spent in its
// activation, seeds 000 and 001, "Le tour de jeu").
std::optional<Why> notActive(const json& state, std::size_t k) {
  const json& u = unitOf(state, k);
  if (u["state"] == "active") return std::nullopt;
  const std::string name = titanOf(state, k);
  const json& units = game::turnOf(state)["units"];
  for (std::size_t j = 0; j < units.size(); ++j)
    if (units[j]["state"] == "active") {
      const std::string other = titanOf(state, j);
      return game::why(
          "titanicus.not-active",
          name + " acts in its own activation: " + other + " is being activated",
          name + " agit pendant sa propre activation : " + other + " est en activation");
    }
  if (u["state"] == "done")
    return game::why("titanicus.activation-over", name + "'s activation is over this turn",
                     "l'activation de " + name + " est finie pour ce tour");
  return game::why("titanicus.not-active", name + " acts in its activation: activate it first",
                   name + " agit pendant son activation : activez-le d'abord");
}

// A weapon on alert fires at any time, free; any other shot is in the titan's activation.
bool onAlert(const json& sheet, const json& weapon) {
  if (!weapon.is_number_integer()) return false;
  const json& ws = sheet["weapons"];
  const auto i = weapon.get<long long>();
  if (i < 0 || static_cast<std::size_t>(i) >= ws.size()) return false;
  const json& w = ws[static_cast<std::size_t>(i)];
  return w.value("alert", false) && !w.value("destroyed", false);
}

// The game's own word on a sheet action: the moves that are the game's, and the ones spent in
// the titan's activation.
std::optional<Why> sheetRefuses(const json& state, std::size_t k, const json& action) {
  const std::string type = action.value("type", "");
  if (type == "activate")
    return game::why("titanicus.activate-move",
                     "activating a titan is the turn's too: the « activate » move",
                     "activer un titan est aussi le tour : le coup « activate »");
  if (type == "newTurn")
    return game::why("titanicus.new-turn-all", "a new turn is every titan's: « New turn »",
                     "un nouveau tour est celui de tous les titans : « Nouveau tour »");
  const bool spent =
      type == "move" || type == "aim" || type == "alert" || type == "special" ||
      (type == "grapple" && !action.value("detach", false)) ||
      (type == "fire" && !onAlert(state["sheets"][k]["sheet"], action.value("weapon", json())));
  return spent ? notActive(state, k) : std::nullopt;
}

// ---- moves ----

// `sheet`: an action on one of the mover's titans (its move, aim, alert, a shot without its
// result, a special action, a grapple, the shields and structure the table says it lost).
void sheetMove(Play& p, const Fields& args) {
  const std::size_t k = game::sheetOf(p, args, "sheet", true, titan);
  const json& action = args.rawObject("action");
  if (auto no = sheetRefuses(p.state, k, action))
    throw RequestError("move.args.action.type", no->code, no->en, no->fr);
  onSheet(p, k, action, "move.args.action");
}

// `activate`: the mover's titan k activated — the turn's (its hand, still to activate) and the
// sheet's (its AP rolled, a gargant's fires first) at once.
void activateMove(Play& p, const Fields& args) {
  const std::size_t k = game::sheetOf(p, args, "sheet", true, titan);
  onTurn(p, {{"type", "activate"}, {"unit", k}}, "move.args.sheet");
  onSheet(p, k, {{"type", "activate"}}, "move.args.sheet");
}

// `attack`: titan `sheet` of the mover fires weapon `weapon` (or strikes in close combat) at
// titan `target` of the other side, still standing: the shot on its own sheet, then
// `shieldsDown` and `structureLost` at `location` on the target's (its damage table's dice,
// the weapons its results destroy picked), and a close combat's `counter` ({location, points})
// on its own. `readings`: the table's, for the damage tables.
void attackMove(Play& p, const Fields& args) {
  const std::size_t k = game::sheetOf(p, args, "sheet", true, titan);
  const json& sheets = p.state["sheets"];
  const auto j =
      static_cast<std::size_t>(args.integer("target", 0, static_cast<int>(sheets.size()) - 1));
  const json& target = sheets[j]["sheet"];
  if (sheets[j]["player"] == p.by)
    args.fail("target", {"titanicus.target-own",
                         titanName(target) + " is one of your own titans: aim at the other side's",
                         titanName(target) + " est un de vos titans : visez ceux de l'adversaire"});
  if (target.value("destroyed", false))
    args.fail("target", {"titanicus.target-destroyed", titanName(target) + " is already destroyed",
                         titanName(target) + " est déjà détruit"});
  const json weapon = args.raw("weapon");
  if (auto no = sheetRefuses(p.state, k, {{"type", "fire"}, {"weapon", weapon}}))
    throw RequestError("move.args.sheet", no->code, no->en, no->fr);
  const int down = args.integer("shieldsDown", 0, 100, 0);
  const int lost = args.integer("structureLost", 0, 100, 0);
  // The result the table's dice gave, one they could give (the attack's odds from both sheets,
  // as they stand before it). Checked on a move that names its `facing`, as the page's do since
  // the core holds the odds; a move recorded before, without it, is taken as it was.
  if (args.has("facing")) {
    const json attack = attackOdds(p.state, args);
    // The target's shields up before it, as its request reads them (a shot's or a close combat's).
    const json& request = attack["request"];
    const int up = request[request.contains("target") ? "target" : "defender"].value("shields", 0);
    const json& odds = attack["odds"];
    const int riposte = args.has("counter") ? Fields(args.rawObject("counter"), "move.args.counter",
                                                     {"location", "points", "weapon"})
                                                  .integer("points", 0, 100, 0)
                                            : 0;
    if (const auto no = resultRefused(odds, down, lost, riposte, up))
      throw RequestError("move.args." + no->first, no->second.code, no->second.en, no->second.fr);
  }
  onSheet(p, k, {{"type", "fire"}, {"weapon", weapon}}, "move.args");
  if (down > 0) onSheet(p, j, {{"type", "shieldsDown"}, {"n", down}}, "move.args.shieldsDown");
  json readings = args.has("readings") ? args.rawObject("readings") : json();
  const auto damage = [&](const json& location, int points) {
    json d = {{"type", "damage"}, {"location", location}, {"points", points}};
    if (!readings.is_null()) d["readings"] = readings;
    return d;
  };
  if (lost > 0 && !p.state["sheets"][j]["sheet"].value("destroyed", false))
    onSheet(p, j, damage(args.raw("location"), lost), "move.args");
  if (args.has("counter")) {
    const Fields counter(args.rawObject("counter"), "move.args.counter",
                         {"location", "points", "weapon"});
    const int points = counter.integer("points", 0, 100, 0);
    if (points > 0 && !p.state["sheets"][k]["sheet"].value("destroyed", false))
      onSheet(p, k, damage(counter.raw("location"), points), "move.args.counter");
  }
}

// The odds of an `attack` (the op "odds"): the calculator's request from both sheets, its answer.
json oddsOfAttack(const json& state, int, const Fields& args) {
  return attackOdds(state, args);
}

// `turn`: the end of the activation (the active titan's player's) or passing the hand (the
// hand's player's). Activating, a new turn, a titan out and titans joining are the game's.
void turnMove(Play& p, const Fields& args) {
  json action = args.rawObject("action");
  const std::string type = action.value("type", "");
  const json& units = game::turnOf(p.state)["units"];
  if (type == "endActivation") {
    for (const json& u : units)
      if (u["state"] == "active" && u["player"] != p.by) {
        const std::string who = game::sideName(p.state, u["player"].get<int>());
        throw RequestError(
            "move.by", "game.not-your-move",
            u["name"].get<std::string>() + " is " + who + "'s to end",
            "c'est à " + who + " de finir l'activation de " + u["name"].get<std::string>());
      }
  } else if (type == "pass") {
    if (!action.contains("player")) action["player"] = p.by;
    if (action["player"] != p.by)
      throw RequestError("move.args.action.player", "game.not-your-move",
                         "a player passes their own hand", "un joueur passe sa propre main");
  } else {
    throw RequestError("move.args.action.type", "titanicus.turn-move",
                       "the turn's moves are « endActivation » and « pass »; activating, a new "
                       "turn and titans joining are moves of their own",
                       "les coups du tour sont « endActivation » et « pass » ; activer, un "
                       "nouveau tour et l'entrée de titans sont des coups à part");
  }
  onTurn(p, action, "move.args.action");
}

// `newTurn`: who has the hand (`first`), the turn and every titan's sheet; `early`: the turn
// ended first with titans still to activate (asked on the page, naming them).
void newTurnMove(Play& p, const Fields& args) {
  const int first = args.integer("first", 0, 1);
  if (args.boolean("early", false) && !game::turnOf(p.state).value("roundOver", false))
    onTurn(p, {{"type", "endTurn"}}, "move.args.early");
  onTurn(p, {{"type", "newTurn"}, {"first", first}}, "move.args");
  json& sheets = p.state["sheets"];
  for (std::size_t k = 0; k < sheets.size(); ++k) onSheet(p, k, {{"type", "newTurn"}}, "state");
}

// `join`: the mover's titans join the game in play (their list added then), once; `name`
// names the player.
void joinMove(Play& p, const Fields& args) {
  const json added = newSheets(args.raw("sheets"), p.by, "move.args.sheets");
  if (added.empty())
    args.fail("sheets", {"titanicus.no-titans", "brings no titan", "n'apporte aucun titan"});
  json& names = p.state["names"];
  if (args.has("name")) names[static_cast<std::size_t>(p.by)] = args.string("name", 100);
  json units = json::array();
  for (const json& e : added) {
    units.push_back(unitJson(e));
    p.state["sheets"].push_back(e);
  }
  onTurn(p,
         {{"type", "join"},
          {"player", p.by},
          {"name", names[static_cast<std::size_t>(p.by)]},
          {"units", units}},
         "move.args");
}

bool hasTitans(const json& state, int p) {
  for (const json& e : state["sheets"])
    if (e["player"] == p) return true;
  return false;
}

std::optional<Why> noTitansYet(const json& state, int by) {
  if (!hasTitans(state, by)) return std::nullopt;
  const std::string who = game::sideName(state, by);
  return game::why("titanicus.joined", who + "'s titans are already in the game",
                   "les titans de " + who + " sont déjà en jeu");
}

// Whether `by` may activate one of their titans now: the turn's word on the first of them.
std::optional<Why> mayActivateNow(const json& state, int by) {
  const json reply = game::readModel("titanTurn", "turn", game::turnOf(state));
  std::optional<Why> first;
  const json& sheets = state["sheets"];
  for (std::size_t k = 0; k < sheets.size(); ++k) {
    if (sheets[k]["player"] != by) continue;
    const auto no = game::whyOf(reply["mayActivate"][k]);
    if (!no) return std::nullopt;
    if (!first) first = no;
  }
  if (first) return first;
  return game::why("titanicus.no-titans", "has no titan in the game", "n'a aucun titan en jeu");
}

json over(const json& state) {
  bool fallen[2] = {false, false};
  for (int p = 0; p < 2; ++p) {
    if (!hasTitans(state, p)) return nullptr;
    fallen[p] = true;
    for (const json& e : state["sheets"])
      if (e["player"] == p && !e["sheet"].value("destroyed", false)) fallen[p] = false;
  }
  if (!fallen[0] && !fallen[1]) return nullptr;
  if (fallen[0] && fallen[1]) return {{"winner", nullptr}, {"fr", "Égalité"}, {"en", "A draw"}};
  const int w = fallen[0] ? 1 : 0;
  return {{"winner", w},
          {"fr", game::sideName(state, w) + " gagne"},
          {"en", game::sideName(state, w) + " wins"}};
}

// Each titan's actions as the game allows them (its sheet's own; its activation the turn's
// word too; what it spends only in its activation), its special actions, and the turn's.
void derive(json& state) {
  const json turnReply = game::readModel("titanTurn", "turn", game::turnOf(state));
  state["turnActions"] = turnReply["actions"];
  state["turnMayActivate"] = turnReply["mayActivate"];
  json& sheets = state["sheets"];
  for (std::size_t k = 0; k < sheets.size(); ++k) {
    json& entry = sheets[k];
    const json reply = game::readModel("titanSheet", "sheet", entry["sheet"]);
    json actions = reply["actions"];
    for (json& a : actions) {
      const std::string type = a["type"];
      const bool spent = type == "move" || type == "aim" || type == "alert" || type == "fire";
      // Allowed by its sheet, or refused there for want of its activation: the game says when.
      if (!a["allowed"].get<bool>() && !(spent && a["why"]["code"] == "unit.not-activated"))
        continue;
      std::optional<Why> no;
      if (type == "activate")
        no = game::whyOf(turnReply["mayActivate"][k]);
      else if (spent)
        no = notActive(state, k);
      if (no) a = model::allowedJson({{"type", type}}, no);
    }
    entry["actions"] = actions;
    json specials = reply["specials"];
    if (const auto no = notActive(state, k))
      for (json& s : specials)
        if (s["allowed"].get<bool>()) s = model::allowedJson({{"what", s["what"]}}, no);
    entry["specials"] = specials;
    // Each weapon's fire: its sheet's word, and out of its activation only a weapon on alert
    // (the game saying when, as for the actions).
    json fires = reply["fires"];
    if (const auto no = notActive(state, k))
      for (json& f : fires)
        if ((f["allowed"].get<bool>() || f["why"]["code"] == "unit.not-activated") &&
            !onAlert(entry["sheet"], f["weapon"]))
          f = model::allowedJson({{"weapon", f["weapon"]}}, no);
    entry["fires"] = fires;
  }
}

// Whom the game waits on: the player of the titan being activated, else the hand's; both once
// the turn is over (either starts the next).
std::vector<int> waiting(const json& state) {
  const json& t = game::turnOf(state);
  if (t.value("roundOver", false)) return {0, 1};
  for (const json& u : t["units"])
    if (u["state"] == "active") return {u["player"].get<int>()};
  return {t["hand"].get<int>()};
}

}  // namespace

const game::Definition& gameDefinition() {
  static const game::Definition g{
      .id = "titanicus",
      .setup = &newGame,
      .keys = {"names", "sheets", "turn", "turnActions", "turnMayActivate"},
      .moves = {{"sheet", {"sheet", "action"}, {&game::anyone}, &sheetMove},
                {"activate", {"sheet"}, {&mayActivateNow}, &activateMove},
                {"attack",
                 {"sheet", "weapon", "target", "location", "facing", "shieldsDown", "structureLost",
                  "counter", "readings"},
                 {&game::anyone},
                 &attackMove,
                 &oddsOfAttack},
                {"turn", {"action"}, {&game::anyone}, &turnMove},
                {"newTurn", {"first", "early"}, {&game::anyone}, &newTurnMove},
                {"join", {"name", "sheets"}, {&noTitansYet}, &joinMove}},
      .over = &over,
      .derive = &derive,
      .waiting = &waiting,
      .states = {"titanSheet", "titanTurn", 2 * maxTitans},
      .resume = &resume,
      .check = &matched,
  };
  return g;
}

}  // namespace auspex::titanicus
