// What the games' moves share (core/game/game.hpp, "what the games' moves share"): their
// states read back by their models (kept, keyed by their text), the players' names of a setup
// or a save, a side's name, a sheet's log line, a model's reason, a move's sheet.
#include <algorithm>
#include <map>

#include "game/game.hpp"
#include "rulesets/ruleset.hpp"
#include "systems/registry.hpp"

namespace auspex::game {

json readModel(const char* model, const char* key, const json& state) {
  // Keyed by the model and the state's text; cleared when full (a game's few dozen states) and
  // when the loaded rulesets change (a player's own replaced: the same text, other rules).
  static std::map<std::string, json> kept;
  static std::uint64_t rules = rulesets::changes();
  if (rules != rulesets::changes()) {
    kept.clear();
    rules = rulesets::changes();
  }
  std::string id = std::string(model) + '\n' + state.dump();
  if (const auto it = kept.find(id); it != kept.end()) return it->second;
  const systems::StateModel* m = systems::findModel(model);
  if (!m) throw std::logic_error(std::string("no state model ") + model);
  json reply = m->answer({{"op", "read"}, {key, state}});
  if (kept.size() >= 512) kept.clear();
  return kept.emplace(std::move(id), std::move(reply)).first->second;
}

json statesOf(const json& state, const std::vector<std::string>& kept) {
  json sheets = json::array();
  for (const json& e : state.value("sheets", json::array())) {
    if (!e.is_object()) {
      sheets.push_back(e);
      continue;
    }
    json entry = {{"player", e.value("player", json())}, {"sheet", e.value("sheet", json())}};
    for (const std::string& k : kept)
      if (e.contains(k)) entry[k] = e[k];
    sheets.push_back(std::move(entry));
  }
  return {{"names", state.value("names", json())},
          {"sheets", sheets},
          {"turn", state.value("turn", json())}};
}

json readStates(const json& saved, const std::string& at, const char* sheetModel,
                const char* turnModel, std::size_t most, const std::vector<std::string>& kept) {
  const Fields f(saved, at, {"names", "sheets", "turn"});
  const json& names = f.raw("names");
  if (!names.is_array() || names.size() != 2 || !names[0].is_string() || !names[1].is_string())
    f.fail("names", {"game.names", "must be the two players' names",
                     "doit donner les noms des deux joueurs"});
  const json& raw = f.raw("sheets");
  if (!raw.is_array() || raw.empty() || raw.size() > most)
    f.fail("sheets", {"game.sheets", "must be an array of 1 to " + std::to_string(most) + " sheets",
                      "doit être une liste de 1 à " + std::to_string(most) + " fiches"});
  // A state read back by its model, its refusal named where it was.
  const auto read = [](const char* name, const char* key, const json& state,
                       const std::string& at) {
    try {
      return readModel(name, key, state)[key];
    } catch (const RequestError& e) {
      throw RequestError(at + "." + e.path, e.code, e.what(), e.fr);
    }
  };
  json sheets = json::array();
  for (std::size_t i = 0; i < raw.size(); ++i) {
    const std::string where = at + ".sheets." + std::to_string(i);
    std::vector<std::string> keys = {"player", "sheet"};
    keys.insert(keys.end(), kept.begin(), kept.end());
    const Fields e(raw[i], where, keys);
    const int player = e.integer("player", 0, playerCount - 1);
    json entry = {{"player", player},
                  {"sheet", read(sheetModel, "sheet", e.rawObject("sheet"), where)}};
    for (const std::string& k : kept)
      if (e.has(k.c_str())) entry[k] = e.raw(k.c_str());
    sheets.push_back(std::move(entry));
  }
  if (f.raw("turn").is_null())
    f.fail("turn", {"game.no-turn", "is missing: a game saved before it had a turn cannot go on",
                    "manque : une partie enregistrée avant d'avoir un tour ne peut continuer"});
  return {{"names", names},
          {"sheets", sheets},
          {"turn", read(turnModel, "turn", f.rawObject("turn"), at)}};
}

json readStates(const Definition& game, const json& saved, const std::string& at) {
  const States& s = game.states;
  json read = readStates(saved, at, s.sheetModel, s.turnModel, s.most, s.kept);
  if (game.check) game.check(read, at);
  return read;
}

json namesFromTurn(const json& saved) {
  json from = saved;
  if (!from.is_object() || from.contains("names")) return from;
  json names = json::array({"", ""});
  const json turn = from.value("turn", json());
  const json players = turn.is_object() ? turn.value("players", json()) : json();
  for (std::size_t p = 0; p < 2 && players.is_array() && p < players.size(); ++p)
    if (players[p].is_object() && players[p].value("name", json()).is_string())
      names[p] = players[p]["name"];
  from["names"] = names;
  return from;
}

const json& setupSides(const Fields& setup, const char* key, const std::string& en,
                       const std::string& fr) {
  const json& sides = setup.raw(key);
  if (!sides.is_array() || sides.size() != 2)
    setup.fail(key, {"game.sides", "must be " + en, "doit donner " + fr});
  return sides;
}

json setupNames(const Fields& setup) {
  json names = json::array({"", ""});
  if (!setup.has("names")) return names;
  const json& n = setup.raw("names");
  if (!n.is_array() || n.size() != 2 || !n[0].is_string() || !n[1].is_string())
    setup.fail("names", {"game.names", "must be the two players' names",
                         "doit donner les noms des deux joueurs"});
  for (std::size_t p = 0; p < 2; ++p) names[p] = n[p].get<std::string>().substr(0, 100);
  return names;
}

std::string sideName(const json& state, int p) {
  const json& names = state.contains("names") ? state["names"] : json();
  const json n = names.is_array() && names.size() > static_cast<std::size_t>(p)
                     ? names[static_cast<std::size_t>(p)]
                     : json();
  return model::playerName(n.is_string() ? n.get<std::string>() : "", p);
}

json sheetLine(const json& line, const json& sheet) {
  json out = line;
  const std::string name = sheet.value("name", "");
  if (name.empty()) return out;
  out["fr"] = name + " : " + line["fr"].get<std::string>();
  out["en"] = name + ": " + line["en"].get<std::string>();
  return out;
}

std::optional<Why> whyOf(const json& allowed) {
  if (!allowed.is_object() || allowed.value("allowed", true)) return std::nullopt;
  const json& w = allowed["why"];
  return Why{w.value("code", ""), w.value("en", ""), w.value("fr", "")};
}

std::optional<Why> anyone(const json&, int) {
  return std::nullopt;
}

std::size_t sheetOf(const Play& p, const Fields& args, const char* key, bool own,
                    const SheetWord& word) {
  const json& sheets = p.state["sheets"];
  const auto k =
      static_cast<std::size_t>(args.integer(key, 0, static_cast<int>(sheets.size()) - 1));
  const int owner = sheets[k]["player"].get<int>();
  if (own && owner != p.by) {
    const std::string name = sheets[k]["sheet"].value("name", "");
    const std::string side = sideName(p.state, owner);
    args.fail(key, {"game.not-yours", name + " is " + side + "'s " + word.en,
                    name + " est " + word.fr + " de " + side});
  }
  return k;
}

void eachResult(const Play& p, const Fields& args, const SheetWord& word,
                const std::function<void(const Fields& step, std::size_t sheet, const json& action,
                                         const std::string& at)>& step) {
  const json results = args.has("results") ? args.raw("results") : json::array();
  if (!results.is_array() || results.size() > 40)
    args.fail("results", {"field.array", "must be an array of at most 40 steps",
                          "doit être une liste d'au plus 40 étapes"});
  for (std::size_t i = 0; i < results.size(); ++i) {
    const std::string at = "move.args.results." + std::to_string(i);
    const Fields f(results[i], at, {"sheet", "action"});
    const std::size_t j = sheetOf(p, f, "sheet", false, word);
    step(f, j, f.rawObject("action"), at);
  }
}

std::vector<int> supportOf(const json& dist) {
  std::vector<int> out;
  if (!dist.is_array()) return out;
  for (std::size_t k = 0; k < dist.size(); ++k)
    if (dist[k].is_number() && dist[k].get<double>() > 0) out.push_back(static_cast<int>(k));
  return out;
}

std::optional<Why> impossible(std::string code, const json& dist, int value, const std::string& en,
                              const std::string& fr) {
  if (!dist.is_array()) return std::nullopt;
  const std::vector<int> can = supportOf(dist);
  if (std::find(can.begin(), can.end(), value) != can.end()) return std::nullopt;
  // What can, in words: "de 0 à 2" (a run of three or more), "1", "0, 2 ou 3".
  std::string mayEn = "—", mayFr = "—";
  bool run = can.size() > 2;
  for (std::size_t i = 1; i < can.size(); ++i) run = run && can[i] == can[i - 1] + 1;
  if (run) {
    const std::string a = std::to_string(can.front()), b = std::to_string(can.back());
    mayEn = "from " + a + " to " + b;
    mayFr = "de " + a + " à " + b;
  } else if (!can.empty()) {
    std::string list;
    for (std::size_t i = 0; i + 1 < can.size(); ++i)
      list += (i ? ", " : "") + std::to_string(can[i]);
    const std::string last = std::to_string(can.back());
    mayEn = can.size() == 1 ? last : list + " or " + last;
    mayFr = can.size() == 1 ? last : list + " ou " + last;
  }
  return Why{std::move(code), "impossible with these dice: " + en + ". Possible: " + mayEn + ".",
             "impossible avec ces dés : " + fr + ". Possible : " + mayFr + "."};
}

void oddsFor(json& log, std::size_t from, const json& player) {
  for (std::size_t i = from; i < log.size(); ++i) {
    if (!log[i].contains("odds")) continue;
    for (json& o : log[i]["odds"])
      if (!o.contains("player")) o["player"] = player;
  }
}

}  // namespace auspex::game
