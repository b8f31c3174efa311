// AT-44's whole game (core/game/game.hpp, docs/games.md): both companies'
// unit sheets (at44Sheet) and the turn (at44Turn), the moves each player may
// make now, and the rules that span them: activating a unit is its player's
// card on the turn and the sheet's activation at once (1 CP without an
// officer, or activated without paying to do nothing); the CP a sheet's
// action costs (an attitude, a Moral test passed automatically) are its
// player's; a unit destroyed takes its card out of the sequence and its
// vehicles' stars go to the other player; a new turn is every sheet's. A
// turn action naming a player is that player's. Readings:
// docs/rules/at44.md, "The game".
#include "at44/game.hpp"

#include "at44/sheet.hpp"
#include "at44/turn.hpp"
#include "game/game.hpp"
#include "model/model.hpp"

namespace auspex::at44 {

namespace {

using game::Fields;
using game::json;
using game::Play;
using game::RequestError;
using game::Why;

constexpr std::size_t maxUnits = 200;
constexpr game::SheetWord unit{"unit", "une unité"};

bool playing(const json& state) {
  const json& phase = game::turnOf(state)["phase"];
  return phase != "setup" && phase != "over";
}

void onTurn(Play& p, const json& action, const std::string& path) {
  p.apply("at44Turn", p.state["turn"], action, path);
}

int vehiclesGone(const json& sheet) {
  int n = 0;
  for (const json& v : sheet.value("vehicles", json::array()))
    if (v.value("destroyed", false)) ++n;
  return n;
}

// Applies `action` to unit k's sheet, then what it means for the turn: the CP it costs its
// player, a unit destroyed out of the sequence, its vehicles' stars to the other player.
void onSheet(Play& p, std::size_t k, const json& action, const std::string& path) {
  json& entry = p.state["sheets"][k];
  const json before = entry["sheet"];
  const int player = entry["player"].get<int>();
  const std::size_t from = p.log.size();
  const json reply = p.apply("at44Sheet", entry["sheet"], action, path, &game::sheetLine);
  game::oddsFor(p.log, from, entry["player"]);
  const json& after = p.state["sheets"][k]["sheet"];
  if (reply.value("cp", 0) > 0)
    onTurn(p, {{"type", "spendCp"}, {"player", player}, {"cp", reply["cp"]}}, path);
  if (!playing(p.state)) return;
  if (after.value("destroyed", false) && !before.value("destroyed", false))
    onTurn(p, {{"type", "unitLost"}, {"player", player}, {"activated", before["activated"]}},
           "state.turn");
  const int vehicles = vehiclesGone(after) - vehiclesGone(before);
  if (vehicles > 0 && playing(p.state))
    onTurn(p, {{"type", "destroyed"}, {"player", 1 - player}, {"vehicles", vehicles}},
           "state.turn");
}

// ---- moves ----

// A sheet's action the game makes itself: activating (`activate`), a shot (`attack`), a new turn.
std::optional<Why> gameRefuses(const std::string& type) {
  if (type == "activate")
    return game::why("at44.activate-move",
                     "activating a unit is its player's card too: the « activate » move",
                     "activer une unité est aussi la carte de son joueur : le coup « activate »");
  if (type == "fire" || type == "alertFire")
    return game::why("at44.fire-attack", "a shot is the « attack » move, with its result",
                     "un tir est le coup « attack », avec son résultat");
  if (type == "newTurn")
    return game::why("at44.new-turn-all", "a new turn is every unit's: « Start the turn »",
                     "un nouveau tour est celui de toutes les unités : « Commencer le tour »");
  return std::nullopt;
}

// `sheet`: an action of one of the mover's own units (its attitude, its move, a Moral test,
// engaged, pinned, its losses told by the table).
void sheetMove(Play& p, const Fields& args) {
  const std::size_t k = game::sheetOf(p, args, "sheet", true, unit);
  const json& action = args.rawObject("action");
  if (auto no = gameRefuses(action.value("type", "")))
    throw RequestError("move.args.action.type", no->code, no->en, no->fr);
  onSheet(p, k, action, "move.args.action");
}

// `turn`: an action of the turn. One that names a player is that player's; the turn's start,
// the authority test (both bids at once), the end of the activations and the maintenance are
// either player's. A unit's activation and its loss are the game's (`activate`, `sheet`).
void turnMove(Play& p, const Fields& args) {
  const json& action = args.rawObject("action");
  const std::string type = action.value("type", "");
  if (type == "unit" || type == "unitLost")
    throw RequestError("move.args.action.type", "at44.unit-move",
                       "a unit's activation is the « activate » move, its loss its sheet's",
                       "l'activation d'une unité est le coup « activate », sa perte celle de sa "
                       "fiche");
  if (type == "destroyed" && (action.contains("vehicles") || action.contains("vehicleStars")))
    throw RequestError("move.args.action.vehicles", "at44.vehicles-sheet",
                       "a vehicle destroyed is its sheet's: its stars follow",
                       "un véhicule détruit l'est sur sa fiche : ses étoiles suivent");
  const json& maker = action.value("player", json());
  if (maker.is_number_integer() && maker.get<int>() != p.by) {
    const std::string who = game::sideName(p.state, maker.get<int>());
    throw RequestError("move.by", "game.not-your-move",
                       "it is " + who + "'s to make, not " + game::sideName(p.state, p.by) + "'s",
                       "c'est à " + who + " de le faire, pas à " + game::sideName(p.state, p.by));
  }
  const int was = game::turnOf(p.state)["turn"].get<int>();
  onTurn(p, action, "move.args.action");
  // A new turn is every unit's.
  if (game::turnOf(p.state)["turn"].get<int>() == was) return;
  json& sheets = p.state["sheets"];
  for (std::size_t k = 0; k < sheets.size(); ++k)
    p.apply("at44Sheet", sheets[k]["sheet"], {{"type", "newTurn"}}, "state.sheets",
            &game::sheetLine);
}

// `activate`: the mover's unit k activated — its player's card on the turn (the first card
// turned when none waits; 1 CP without an officer, unless `pay` is false: then it does
// nothing this turn) and the sheet's activation, at once.
void activateMove(Play& p, const Fields& args) {
  const std::size_t k = game::sheetOf(p, args, "sheet", true, unit);
  const json sheet = p.state["sheets"][k]["sheet"];
  const bool officer = !sheet.value("officer", json()).is_null();
  const bool pay = args.boolean("pay", true);
  std::string name = sheet["name"].get<std::string>();
  if (name.empty()) name = sheet["unit"].get<std::string>();
  json unit = {
      {"type", "unit"}, {"player", p.by}, {"officer", officer}, {"name", name.substr(0, 100)}};
  if (!officer && !pay) unit["pay"] = false;
  onTurn(p, unit, "move.args");
  json activate = {{"type", "activate"}};
  if (!officer && !pay) activate["idle"] = true;
  onSheet(p, k, activate, "move.args");
}

// `attack`: unit `sheet` of the mover fires (or fights) and its real result (`results`:
// [{sheet, action}]): the shot on its own sheet (fire, alertFire), the losses on the other
// side's units (casualties, pinned, vehicleDamage).
void attackMove(Play& p, const Fields& args) {
  const std::size_t k = game::sheetOf(p, args, "sheet", true, unit);
  game::eachResult(
      p, args, unit,
      [&](const Fields& step, std::size_t j, const json& action, const std::string& at) {
        const std::string type = action.value("type", "");
        const bool own = j == k;
        const bool ok =
            own ? type == "fire" || type == "alertFire"
                : (type == "casualties" || type == "pinned" || type == "vehicleDamage") &&
                      p.state["sheets"][j]["player"] != p.by;
        if (!ok)
          step.fail("action",
                    {"at44.result",
                     "the attacker's step is its shot (fire, alertFire); the others' are the "
                     "losses of the other side's units (casualties, pinned, vehicleDamage)",
                     "l'étape de l'attaquant est son tir (fire, alertFire) ; les autres sont les "
                     "pertes des unités adverses (casualties, pinned, vehicleDamage)"});
        onSheet(p, j, action, at + ".action");
      });
}

// `maintenance`: the objectives held count their stars; `early`: the activations ended first
// with cards left (asked on the page).
void maintenanceMove(Play& p, const Fields& args) {
  if (args.boolean("early", false)) onTurn(p, {{"type", "endActivations"}}, "move.args.early");
  json action = {{"type", "maintenance"}};
  if (args.has("objectives")) action["objectives"] = args.raw("objectives");
  onTurn(p, action, "move.args");
}

json over(const json& state) {
  const json& t = game::turnOf(state);
  if (t["phase"] != "over") return nullptr;
  const json& w = t["winner"];
  if (w.is_number_integer())
    return {{"winner", w},
            {"fr", game::sideName(state, w.get<int>()) + " gagne"},
            {"en", game::sideName(state, w.get<int>()) + " wins"}};
  return {{"winner", nullptr}, {"fr", "Égalité"}, {"en", "A draw"}};
}

// Each unit's actions as the game allows them (its sheet's own; its activation the turn's word
// for its player too), and the turn's.
void derive(json& state) {
  const json turnReply = game::readModel("at44Turn", "turn", game::turnOf(state));
  state["turnActions"] = turnReply["actions"];
  state["turnChoices"] = turnReply["choices"];
  state["turnMayActivate"] = turnReply["mayActivate"];
  json& sheets = state["sheets"];
  for (json& entry : sheets) {
    json actions = game::readModel("at44Sheet", "sheet", entry["sheet"])["actions"];
    const int owner = entry["player"].get<int>();
    for (json& a : actions)
      if (a["type"] == "activate" && a["allowed"].get<bool>())
        if (auto no = game::whyOf(turnReply["mayActivate"][static_cast<std::size_t>(owner)]))
          a = model::allowedJson({{"type", "activate"}}, no);
    entry["actions"] = actions;
  }
}

// Whom the turn waits on: the player whose card it is to play in the activations; both
// otherwise (the start, the authority test's bids, the maintenance).
std::vector<int> waiting(const json& state) {
  const json& t = game::turnOf(state);
  if (t["phase"] == "activations" && t["hand"].is_number_integer()) return {t["hand"].get<int>()};
  return {0, 1};
}

// Whether `by` may activate a unit now (the turn's mayActivate: the activations phase, their
// card to play, a unit card left).
std::optional<Why> mayActivateNow(const json& state, int by) {
  const json reply = game::readModel("at44Turn", "turn", game::turnOf(state));
  return game::whyOf(reply["mayActivate"][static_cast<std::size_t>(by)]);
}

std::optional<Why> notWhileSetup(const json& state, int) {
  if (game::turnOf(state)["phase"] == "activations") return std::nullopt;
  return game::why("turn.phase", "comes in the activations phase",
                   "vient pendant la phase d'activations");
}

// {"stars", "players": [{name, commanderPc, commanderAut, unitCards, brouillage,
// contreMesures}×2], "units": [[at44Sheet "new" request…], […]]}: the turn and each company's
// unit sheets.
json newGame(const json& raw, json& log) {
  const Fields setup(raw, "setup", {"stars", "players", "units", "ruleset", "lang"});
  json request = {{"op", "new"}, {"stars", setup.integer("stars", 1, 100000)}};
  request["players"] = setup.raw("players");
  if (setup.has("ruleset")) request["ruleset"] = setup.string("ruleset", 100);
  json turn;
  try {
    turn = turnAnswer(request);
  } catch (const RequestError& e) {
    throw RequestError("setup" + (e.path.empty() ? "" : "." + e.path), e.code, e.what(), e.fr);
  }
  for (const json& line : turn["log"]) log.push_back(line);
  json names = json::array();
  for (const json& pl : turn["turn"]["players"]) names.push_back(pl.value("name", ""));
  const json& units = game::setupSides(setup, "units", "the two companies' units",
                                       "les unités des deux compagnies");
  json sheets = json::array();
  for (int p = 0; p < 2; ++p) {
    const std::string at = "setup.units." + std::to_string(p);
    if (!units[p].is_array() || units[p].size() > maxUnits)
      throw RequestError(at, "field.array", "must be an array of at most 200 units",
                         "doit être une liste d'au plus 200 unités");
    for (std::size_t i = 0; i < units[p].size(); ++i) {
      json r = units[p][i];
      if (!r.is_object())
        throw RequestError(at + "." + std::to_string(i), "field.object", "must be a unit",
                           "doit être une unité");
      r["op"] = "new";
      try {
        const json reply = sheetAnswer(r);
        sheets.push_back({{"player", p}, {"sheet", reply["sheet"]}});
      } catch (const RequestError& e) {
        throw RequestError(at + "." + std::to_string(i) + (e.path.empty() ? "" : "." + e.path),
                           e.code, e.what(), e.fr);
      }
    }
  }
  return {{"names", names}, {"sheets", sheets}, {"turn", turn["turn"]}};
}

}  // namespace

const game::Definition& gameDefinition() {
  static const game::Definition g{
      .id = "at44",
      .setup = &newGame,
      .keys = {"names", "sheets", "turn", "turnActions", "turnChoices", "turnMayActivate"},
      .moves = {{"sheet", {"sheet", "action"}, {&game::anyone}, &sheetMove},
                {"turn", {"action"}, {&game::anyone}, &turnMove},
                {"activate", {"sheet", "pay"}, {&mayActivateNow}, &activateMove},
                {"attack", {"sheet", "results"}, {&notWhileSetup}, &attackMove},
                {"maintenance", {"objectives", "early"}, {&notWhileSetup}, &maintenanceMove}},
      .over = &over,
      .derive = &derive,
      .waiting = &waiting,
      .states = {"at44Sheet", "at44Turn", 2 * maxUnits},
      .resume = &game::namesFromTurn,  // saved with its sheets and turn: the names the turn's
  };
  return g;
}

}  // namespace auspex::at44
