// Duel's whole game (tests/fifth-game/README.md, "Game"; core/game/game.hpp):
// both lists' duellists and the turn, the moves each player may make now.
// On your turn you wound the other side's duellists (your attack's result)
// and heal your own; you end your turn; either player may concede at any time.
#include "duel/game.hpp"

#include "duel/sheet.hpp"
#include "duel/turn.hpp"

#include "game/game.hpp"
#include "lists/list.hpp"
#include "systems/registry.hpp"

namespace auspex::duel {

namespace {

using game::Fields;
using game::json;
using game::Play;
using game::Why;

// {"lists": [a, b], "rounds"?}: each list's duellists, count by count, and the turn.
json setup(const json& raw, json& log) {
  const Fields f(raw, "setup", {"lists", "rounds"});
  const json& lists = f.raw("lists");
  if (!lists.is_array() || lists.size() != 2)
    f.fail("lists", {"game.lists", "must be an array of the two players' lists",
                     "doit être une liste des deux listes des joueurs"});
  json sheets = json::array(), names = json::array();
  json starts = json::array();
  for (int p = 0; p < 2; ++p) {
    const std::string at = "setup.lists." + std::to_string(p);
    lists::Resolved r;
    try {
      r = lists::resolve(lists::read(lists[static_cast<std::size_t>(p)]));
    } catch (const game::RequestError& e) {
      throw game::RequestError(at + (e.path.empty() ? "" : "." + e.path), e.code, e.what(), e.fr);
    }
    if (r.system != "duel")
      throw game::RequestError(at + ".ruleset", "game.system", "is not a Duel ruleset",
                               "n'est pas un jeu de règles de Duel");
    names.push_back(r.list.name.substr(0, 100));
    for (const lists::Entry& e : r.list.units)
      for (int i = 0; i < e.count; ++i) {
        json request = {{"op", "new"}, {"ruleset", r.list.ruleset}, {"unit", e.unit}};
        if (!e.name.empty()) request["name"] = e.name;
        const json reply = sheetAnswer(request);
        sheets.push_back({{"player", p}, {"sheet", reply["sheet"]}, {"actions", reply["actions"]}});
        for (const json& line : reply["log"]) starts.push_back(line);
      }
  }
  json turnRequest = {
      {"op", "new"},
      {"players",
       json::array({{{"name", names[0].get<std::string>().empty() ? "J1" : names[0]}},
                    {{"name", names[1].get<std::string>().empty() ? "J2" : names[1]}}})}};
  if (f.has("rounds")) turnRequest["rounds"] = raw["rounds"];
  json turn;
  try {
    turn = turnAnswer(turnRequest);
  } catch (const game::RequestError& e) {
    throw game::RequestError("setup." + e.path, e.code, e.what(), e.fr);
  }
  for (const json& line : starts) log.push_back(line);
  for (const json& line : turn["log"]) log.push_back(line);
  return {{"names", names}, {"sheets", sheets}, {"turn", turn["turn"]}};
}

std::string nameOf(const json& state, int p) {
  return state["turn"]["players"][static_cast<std::size_t>(p)]["name"].get<std::string>();
}

std::optional<Why> yourTurn(const json& state, int by) {
  const int active = state["turn"]["active"].get<int>();
  if (by == active) return std::nullopt;
  return game::why("game.not-your-turn", "it is " + nameOf(state, active) + "'s turn",
                   "c'est à " + nameOf(state, active) + " de jouer");
}

// The duellist `args.sheet` names, and whether it must be the mover's own.
std::size_t duellist(const Play& p, const Fields& args, bool own) {
  const json& sheets = p.state["sheets"];
  const auto k =
      static_cast<std::size_t>(args.integer("sheet", 0, static_cast<int>(sheets.size()) - 1));
  const bool mine = sheets[k]["player"].get<int>() == p.by;
  if (own && !mine)
    args.fail("sheet", {"duel.not-yours", "heals one of your own duellists only",
                        "ne soigne que vos propres duellistes"});
  if (!own && mine)
    args.fail("sheet", {"duel.yours", "wounds the other side's duellists only",
                        "ne blesse que les duellistes adverses"});
  return k;
}

void onSheet(Play& p, std::size_t k, const json& action) {
  json& entry = p.state["sheets"][k];
  const std::size_t before = p.log.size();
  const json reply = p.apply("duelSheet", entry["sheet"], action, "move.args");
  entry["actions"] = reply.value("actions", json::array());  // none when the dice ran out
  // Its lines name its side after it ("Bretteur (Lames) : …"); the odds of its dice are its side's.
  const std::string name = entry["sheet"]["name"].get<std::string>();
  const std::string who = name + " (" + nameOf(p.state, entry["player"].get<int>()) + ")";
  for (std::size_t i = before; i < p.log.size(); ++i) {
    for (const char* lang : {"fr", "en"}) {
      std::string text = p.log[i][lang].get<std::string>();
      if (text.rfind(name, 0) == 0) p.log[i][lang] = who + text.substr(name.size());
    }
  }
  game::oddsFor(p.log, before, entry["player"]);
}

void wound(Play& p, const Fields& args) {
  const std::size_t k = duellist(p, args, false);
  onSheet(p, k, {{"type", "wound"}, {"n", args.integer("n", 1, 100, 1)}});
}

void heal(Play& p, const Fields& args) {
  const std::size_t k = duellist(p, args, true);
  onSheet(p, k, {{"type", "heal"}});
}

void endTurn(Play& p, const Fields&) {
  p.apply("duelTurn", p.state["turn"], {{"type", "endTurn"}}, "move.args");
}

void concede(Play& p, const Fields&) {
  p.apply("duelTurn", p.state["turn"], {{"type", "concede"}, {"player", p.by}}, "move.args");
}

json over(const json& state) {
  const json& t = state["turn"];
  if (!t["over"].get<bool>()) return nullptr;
  if (t["winner"].is_null()) return {{"winner", nullptr}, {"fr", "Match nul"}, {"en", "A draw"}};
  const int w = t["winner"].get<int>();
  return {{"winner", w}, {"fr", nameOf(state, w) + " gagne"}, {"en", nameOf(state, w) + " wins"}};
}

// Each duellist's actions as the game allows them now: the sheet's own,
// then whose turn it is and whose duellist it is.
void derive(json& state) {
  const int active = state["turn"]["active"].get<int>();
  const json end = over(state);
  for (json& entry : state["sheets"]) {
    const json reply = game::readModel("duelSheet", "sheet", entry["sheet"]);
    json actions = reply["actions"];
    const bool mine = entry["player"].get<int>() == active;
    for (json& a : actions) {
      if (!a["allowed"].get<bool>()) continue;
      std::optional<Why> no;
      if (!end.is_null())
        no = game::why("game.over", "the game is over", "la partie est finie");
      else if (a["type"] == "wound" && mine)
        no = game::why("duel.yours", "wounds the other side's duellists only",
                       "ne blesse que les duellistes adverses");
      else if (a["type"] == "heal" && !mine)
        no = game::why("game.not-your-turn", "it is " + nameOf(state, active) + "'s turn",
                       "c'est à " + nameOf(state, active) + " de jouer");
      if (no) a = model::allowedJson({{"type", a["type"]}}, no);
    }
    entry["actions"] = actions;
  }
}

// The player whose turn it is (either may concede at any time, but the game waits on one).
std::vector<int> waiting(const json& state) {
  return {state["turn"]["active"].get<int>()};
}

}  // namespace

const game::Definition& gameDefinition() {
  static const game::Definition g{
      .id = "duel",
      .setup = &setup,
      .keys = {"names", "sheets", "turn"},
      .moves = {{"wound", {"sheet", "n"}, {&yourTurn}, &wound},
                {"heal", {"sheet"}, {&yourTurn}, &heal},
                {"endTurn", {}, {&yourTurn}, &endTurn},
                {"concede", {}, {&game::anyone}, &concede}},
      .name = &nameOf,
      .over = &over,
      .derive = &derive,
      .waiting = &waiting,
      .states = {"duelSheet", "duelTurn", 100},
  };
  return g;
}

}  // namespace auspex::duel
