// KOLAPS: Ground Zero's whole game (game.cpp): its setup from the two Unités'
// characters and the draw, and the saves it goes on from.
#include "kolaps/game_detail.hpp"
#include "kolaps/sheet.hpp"
#include "kolaps/turn.hpp"
#include "model/model.hpp"

namespace auspex::kolaps::game_detail {

using game::RequestError;

namespace {

// A character's place in its Unité's roster, kept beside its sheet for the campaign (Loi 12):
// {at, copies}, in each of `sheets` that has one.
void checkEntries(const json& sheets, const std::string& at) {
  for (std::size_t i = 0; i < sheets.size(); ++i) {
    if (!sheets[i].contains("entry")) continue;
    const Fields e(sheets[i]["entry"], at + ".sheets." + std::to_string(i) + ".entry",
                   {"at", "copies"});
    e.integer("at", 0, 10000);
    e.integer("copies", 1, 100);
  }
}

}  // namespace

void checkRoster(const json& states, const std::string& at) {
  checkEntries(states["sheets"], at);
}

// {"characters": [[{…kolapsSheet "new" fields, "entry"?}], […]], "names"?, "turns"?}: each
// Unité's characters as its roster gives them (their names, ranks, weapons, protection), and
// the draw with them.
json newGame(const json& raw, json& log) {
  const Fields setup(raw, "setup", {"characters", "names", "turns", "lang"});
  const json names = game::setupNames(setup);
  const json& sides = game::setupSides(setup, "characters", "the two Unités' characters",
                                       "les personnages des deux Unités");
  json sheets = json::array();
  json drawn = json::array();
  for (int p = 0; p < 2; ++p) {
    const std::string at = "setup.characters." + std::to_string(p);
    const json& side = sides[p];
    if (!side.is_array() || side.empty() || side.size() > maxCharacters)
      throw RequestError(
          at, "kolaps.side",
          model::playerName(names[p].get<std::string>(), p) + " must have 1 to 100 characters",
          model::playerName(names[p].get<std::string>(), p) + " doit avoir de 1 à 100 personnages");
    for (std::size_t i = 0; i < side.size(); ++i) {
      const std::string where = at + "." + std::to_string(i);
      if (!side[i].is_object())
        throw RequestError(where, "field.object", "must be a character", "doit être un personnage");
      json request = side[i];
      request.erase("entry");
      request["op"] = "new";
      json reply;
      try {
        reply = sheetAnswer(request);
      } catch (const RequestError& e) {
        throw RequestError(where + (e.path.empty() ? "" : "." + e.path), e.code, e.what(), e.fr);
      }
      json entry = {{"player", p}, {"sheet", reply["sheet"]}};
      if (side[i].contains("entry")) entry["entry"] = side[i]["entry"];
      for (const json& line : reply["log"]) log.push_back(line);
      drawn.push_back({{"id", idOf(sheets.size())},
                       {"name", reply["sheet"]["name"]},
                       {"player", p},
                       {"rank", reply["sheet"]["profile"]["rank"]}});
      sheets.push_back(std::move(entry));
    }
  }
  checkEntries(sheets, "setup.characters");
  json request = {{"op", "new"},
                  {"players", {{{"name", names[0]}}, {{"name", names[1]}}}},
                  {"characters", drawn}};
  if (setup.has("turns")) request["turns"] = setup.integer("turns", 1, 1000);
  json turn;
  try {
    turn = turnAnswer(request);
  } catch (const RequestError& e) {
    throw RequestError("setup", e.code, e.what(), e.fr);
  }
  for (const json& line : turn["log"]) log.push_back(line);
  return {{"names", names}, {"sheets", sheets}, {"turn", turn["turn"]}};
}

}  // namespace auspex::kolaps::game_detail
