// Titanicus's whole game (game.cpp): its setup from the two lists' titans,
// the saves it goes on from (the page's before the core held it, without a
// turn in the oldest), and what both need of a titan.
#include "titanicus/game_detail.hpp"
#include "titanicus/sheet.hpp"
#include "titanicus/turn.hpp"

namespace auspex::titanicus::game_detail {

using game::Fields;
using game::RequestError;

// A titan's name as the players read it: its own, else its unit's.
std::string titanName(const json& sheet) {
  const std::string name = sheet.value("name", "");
  if (!name.empty()) return name;
  const json& unit = sheet.value("unitName", json());
  if (unit.is_object() && unit.value("fr", json()).is_string()) return unit["fr"];
  return sheet.value("unit", "");
}

// The titan sheets of `requests` (titanSheet "new" requests) for player `player`, each
// refusal named under `at`.
json newSheets(const json& requests, int player, const std::string& at) {
  if (!requests.is_array() || requests.size() > maxTitans)
    throw RequestError(at, "field.array", "must be an array of at most 200 titans",
                       "doit être une liste d'au plus 200 titans");
  json out = json::array();
  for (std::size_t i = 0; i < requests.size(); ++i) {
    const std::string where = at + "." + std::to_string(i);
    json r = requests[i];
    if (!r.is_object())
      throw RequestError(where, "field.object", "must be a titan", "doit être un titan");
    r["op"] = "new";
    try {
      out.push_back({{"player", player}, {"sheet", sheetAnswer(r)["sheet"]}});
    } catch (const RequestError& e) {
      throw RequestError(where + (e.path.empty() ? "" : "." + e.path), e.code, e.what(), e.fr);
    }
  }
  return out;
}

// The turn's unit of a sheet: its player and name.
json unitJson(const json& entry) {
  return {{"player", entry["player"]}, {"name", titanName(entry["sheet"]).substr(0, 100)}};
}

// States read back (readStates) whose turn names each titan of the sheets, in their order and
// with their players.
void matched(const json& states, const std::string& at) {
  const json& units = states["turn"]["units"];
  const json& sheets = states["sheets"];
  bool same = units.size() == sheets.size();
  for (std::size_t k = 0; same && k < sheets.size(); ++k)
    same = units[k]["player"] == sheets[k]["player"];
  if (!same)
    throw RequestError(at + ".turn.units", "titanicus.turn-sheets",
                       "must name each titan of the sheets, in their order, with its player",
                       "doit nommer chaque titan des fiches, dans leur ordre, avec son joueur");
}

// {"names": [two names]?, "sheets": [[titanSheet "new" request…], […]], "first"?}: each
// player's titans (the second's may join later: `join`) and the turn.
json newGame(const json& raw, json& log) {
  const Fields setup(raw, "setup", {"names", "sheets", "first"});
  const json names = game::setupNames(setup);
  const json& lists =
      game::setupSides(setup, "sheets", "the two players' titans", "les titans des deux joueurs");
  json sheets = json::array();
  for (int p = 0; p < 2; ++p)
    for (json& e :
         newSheets(lists[static_cast<std::size_t>(p)], p, "setup.sheets." + std::to_string(p)))
      sheets.push_back(std::move(e));
  if (sheets.empty())
    setup.fail("sheets", {"titanicus.no-titans", "brings no titan", "n'apporte aucun titan"});
  json units = json::array();
  for (const json& e : sheets) units.push_back(unitJson(e));
  const json turn = turnAnswer({{"op", "new"},
                                {"players", {{{"name", names[0]}}, {{"name", names[1]}}}},
                                {"units", units},
                                {"first", setup.integer("first", 0, 1, 0)}});
  for (const json& line : turn["log"]) log.push_back(line);
  return {{"names", names}, {"sheets", sheets}, {"turn", turn["turn"]}};
}

// A game saved by the page before the core held it ({sheets: [{side, sheet}], turn?}): its
// sides as players, its names the turn's; one saved before the turn was kept gets one, its
// destroyed titans out and every other still to activate.
json resume(const json& saved) {
  if (!saved.is_object())
    throw RequestError("setup.from", "field.object", "must be a saved game",
                       "doit être une partie enregistrée");
  json from = saved;
  if (from.contains("sheets") && from["sheets"].is_array())
    for (json& e : from["sheets"])
      if (e.is_object() && !e.contains("player") && e.contains("side")) {
        e["player"] = e["side"] == "theirs" ? 1 : 0;
        e.erase("side");
      }
  from = game::namesFromTurn(from);
  // (The sheets read after the keys added: the state's keys are kept in order, in one array.)
  const json sheets = from.value("sheets", json());
  if (from.value("turn", json()).is_null() && sheets.is_array()) {
    json units = json::array();
    for (const json& e : sheets)
      if (e.is_object() && e.value("sheet", json()).is_object()) units.push_back(unitJson(e));
    if (units.size() == sheets.size()) {
      json turn =
          turnAnswer({{"op", "new"},
                      {"players", {{{"name", from["names"][0]}}, {{"name", from["names"][1]}}}},
                      {"units", units}})["turn"];
      for (std::size_t k = 0; k < sheets.size(); ++k)
        if (sheets[k]["sheet"].value("destroyed", false))
          turn = turnAnswer({{"op", "apply"},
                             {"turn", turn},
                             {"action", {{"type", "out"}, {"unit", k}}}})["turn"];
      from["turn"] = turn;
    }
  }
  return from;
}

}  // namespace auspex::titanicus::game_detail
