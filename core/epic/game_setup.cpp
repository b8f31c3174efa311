// Epic Escarmouches's whole game, its setup (core/epic/game.cpp): both armies'
// formations from the two lists (the list's facts, numbered labels, a
// vehicle's hits from the setup, units renamed in the game's own ruleset) and
// the turn; and the turn's lines in the player's words.
#include "epic/game_setup.hpp"

#include "game/game.hpp"

#include <map>

#include "epic/list_rules.hpp"
#include "epic/sheet.hpp"
#include "epic/turn.hpp"
#include "lists/list.hpp"
#include "model/model.hpp"

namespace auspex::epic::game_detail {

using requests::Fields;
using requests::RequestError;

// A turn's line in the player's words: the action it points to ("(action
// rollOff)", a type of the turn model) said as what to do, or left out when
// the line says it already (the page shows no action's type).
json inWords(json line) {
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

namespace {

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
}  // namespace

json newGame(const json& raw, json& log) {
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
  for (const json& l : turn["log"]) log.push_back(inWords(l));
  return {{"names", {armies[0].name, armies[1].name}}, {"sheets", sheets}, {"turn", turn["turn"]}};
}

}  // namespace auspex::epic::game_detail
