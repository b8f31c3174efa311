#include "game/game.hpp"

#include <algorithm>

#include "systems/registry.hpp"

namespace auspex::game {

namespace {

// A saved game's own part: its format and version, today's.
constexpr const char* gameFormat = "auspex-game";
constexpr int gameVersion = 1;
// What a saved game keeps at most: its moves, and each move's dice.
constexpr std::size_t maxMoves = 100000, maxDice = 1000, maxPicks = 100;

std::string movesText(const Definition& g) {
  std::string out;
  for (const Move& m : g.moves) out += (out.empty() ? "\"" : ", \"") + m.name + "\"";
  return out;
}

const Move& moveNamed(const Definition& g, const Fields& f, const char* key) {
  const std::string name = f.string(key, 60);
  for (const Move& m : g.moves)
    if (m.name == name) return m;
  f.fail(key, {"field.choice",
               "must be one of " + movesText(g) + ", not " + requests::describe(f.raw(key)),
               "doit être l'un de " + movesText(g) + ", pas " + requests::describeFr(f.raw(key))});
}

std::string playerName(const Definition& g, const json& state, int p) {
  return model::playerName(g.name ? g.name(state, p) : std::string(), p);
}

// One move as it travels and as the state keeps it.
struct Record {
  int by = 0;
  const Move* move = nullptr;
  json args = json::object();
  std::vector<int> dice;
  json picks = json::array();
};

// A move's choices (a pick the player makes as a step asks: a number, or several).
json readPicks(const Fields& f) {
  const json& raw = f.raw("picks");
  const auto bad = [&] {
    f.fail("picks",
           {"field.array",
            "must be an array of at most 100 choices (a whole number, or an array of them)",
            "doit être une liste d'au plus 100 choix (un nombre entier, ou une liste de "
            "nombres)"});
  };
  if (!raw.is_array() || raw.size() > maxPicks) bad();
  for (const json& pick : raw) {
    if (pick.is_number_integer()) continue;
    if (!pick.is_array() || pick.size() > 100) bad();
    for (const json& v : pick)
      if (!v.is_number_integer()) bad();
  }
  return raw;
}

Record readRecord(const Definition& g, const json& raw, const std::string& path) {
  const Fields f(raw, path, {"by", "name", "args", "dice", "picks"});
  Record r;
  r.by = f.integer("by", 0, playerCount - 1);
  r.move = &moveNamed(g, f, "name");
  if (f.has("args")) r.args = f.rawObject("args");
  if (f.has("dice")) r.dice = f.integers("dice", 0, maxDice, 1, 1000);
  if (f.has("picks")) r.picks = readPicks(f);
  return r;
}

json recordJson(const Record& r) {
  json out = {{"by", r.by}, {"name", r.move->name}, {"args", r.args}};
  if (!r.dice.empty()) out["dice"] = r.dice;
  if (!r.picks.empty()) out["picks"] = r.picks;
  return out;
}

// A saved game read back: the shared part checked, the game's own keys only
// (all of them, unless `whole` is false: a game to replay may carry its
// setup and moves alone, as a game's code does).
json readState(const Definition& g, const Fields& request, bool whole = true) {
  const json& raw = request.rawObject("state");
  std::vector<std::string> keys = {"format", "version", "game", "setup", "moves"};
  keys.insert(keys.end(), g.keys.begin(), g.keys.end());
  const Fields f(raw, "state", keys);
  if (f.string("format", 20) != gameFormat)
    f.fail("format", {"state.format", std::string("must be \"") + gameFormat + "\"",
                      std::string("doit être \"") + gameFormat + "\""});
  if (f.integer("version", 1, 1000) > gameVersion)
    f.fail("version", {"state.newer", "was saved by a newer Auspex: update the page to open it",
                       "a été enregistrée par une version plus récente d'Auspex : mettez la page "
                       "à jour pour l'ouvrir"});
  if (f.string("game", 40) != g.id)
    f.fail("game", {"game.other", std::string("is a game of another system, not \"") + g.id + "\"",
                    std::string("est une partie d'un autre système, pas \"") + g.id + "\""});
  f.rawObject("setup");
  const json& moves = f.raw("moves");
  if (!moves.is_array() || moves.size() > maxMoves)
    f.fail("moves", {"field.array", "must be an array of at most 100000 moves",
                     "doit être une liste d'au plus 100000 coups"});
  for (std::size_t i = 0; i < moves.size(); ++i)
    readRecord(g, moves[i], "state.moves." + std::to_string(i));
  if (!whole) return raw;
  for (const std::string& k : g.keys)
    if (!raw.contains(k))
      throw RequestError("state." + k, "field.required", "is required", "est obligatoire");
  if (g.states.sheetModel) readStates(g, statesOf(raw, g.states.kept), "state");
  // What the game works out from its states, worked out again (never taken as it came).
  json state = raw;
  if (g.derive) g.derive(state);
  return state;
}

json begin(const Definition& g, const json& setup, json& log) {
  json out = {{"format", gameFormat},
              {"version", gameVersion},
              {"game", g.id},
              {"setup", setup},
              {"moves", json::array()}};
  // A game saved before its moves were kept goes on from its states as they were.
  const bool resumed = g.states.sheetModel && setup.is_object() && setup.contains("from");
  if (resumed) Fields(setup, "setup", {"from"}).rawObject("from");
  const json own =
      resumed ? readStates(g, g.resume ? g.resume(setup["from"]) : setup["from"], "setup.from")
              : g.setup(setup, log);
  for (const auto& [k, v] : own.items()) out[k] = v;
  if (g.derive) g.derive(out);
  return out;
}

// Plays `r` on `state`: its log, or the dice still needed (the state untouched).
struct Done {
  json log = json::array();
  json needs;
};

Done play(const Definition& g, json& state, const Record& r) {
  if (const auto no = refusal(g, state, r.move->name, r.by))
    throw RequestError("move.name", no->code, no->en, no->fr);
  json next = state;
  Dice dice(r.dice, r.picks);
  Done done;
  Play p{next, r.by, dice, done.log};
  const Fields args(r.args, "move.args", r.move->keys);
  // Without an exception for the dice that ran out: WebKit's WebAssembly did not catch one in
  // the moves' frames (a fault, where Chromium and Firefox caught it). The move goes on with
  // nothing more applied, and its state is dropped.
  r.move->run(p, args);
  if (!dice.asked().is_null()) return {json::array(), dice.asked()};
  if (dice.left() > 0)
    throw RequestError("move.dice", "move.dice",
                       std::to_string(dice.left()) + " dice left over: the move needed " +
                           std::to_string(dice.given().size() - dice.left()),
                       std::to_string(dice.left()) + " dé(s) en trop : le coup en demandait " +
                           std::to_string(dice.given().size() - dice.left()));
  if (dice.picksLeft() > 0)
    throw RequestError("move.picks", "move.picks",
                       std::to_string(dice.picksLeft()) + " choice(s) left over",
                       std::to_string(dice.picksLeft()) + " choix en trop");
  next["moves"].push_back(recordJson(r));
  if (g.derive) g.derive(next);
  state = std::move(next);
  return done;
}

json replyOf(const Definition& g, const json& state, const json& log, const json& needs) {
  return {{"game", g.id},
          {"state", state},
          {"log", log},
          {"needs", needs},
          {"players", players(g, state)},
          {"over", g.over(state)}};
}

// A game rebuilt from its setup and moves.
json replayed(const Definition& g, const json& saved) {
  json log = json::array();
  json state = begin(g, saved["setup"], log);
  const json& moves = saved["moves"];
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const Record r = readRecord(g, moves[i], "state.moves." + std::to_string(i));
    try {
      const Done d = play(g, state, r);
      if (!d.needs.is_null())
        throw RequestError("move.dice", "move.dice", "the move needs more dice",
                           "le coup demande plus de dés");
    } catch (const RequestError& e) {
      throw RequestError("state.moves." + std::to_string(i), e.code.empty() ? "invalid" : e.code,
                         std::string("cannot be replayed: ") + e.what(),
                         "ne peut être rejoué : " + (e.fr.empty() ? std::string(e.what()) : e.fr));
    }
  }
  return state;
}

}  // namespace

std::optional<std::vector<int>> Dice::take(const json& needs) {
  const std::size_t n = needs.value("dice", 0);
  if (!asked_.is_null()) return std::nullopt;
  if (left() < n) {
    // As a model asks (docs/games.md): the dice the move needs in all so far, and those it gave.
    json asked = needs;
    asked["dice"] = next_ + n;
    asked["given"] = given_.size();
    asked["field"] = "dice";  // a move's dice are its `dice`, whatever the model calls them
    asked_ = asked;
    return std::nullopt;
  }
  std::vector<int> out(given_.begin() + static_cast<std::ptrdiff_t>(next_),
                       given_.begin() + static_cast<std::ptrdiff_t>(next_ + n));
  next_ += n;
  return out;
}

std::optional<json> Dice::choose(const json& needs) {
  if (!asked_.is_null()) return std::nullopt;
  if (nextPick_ >= picks_.size()) {
    // The choices the move needs in all so far, those it gave; its dice as they were given.
    json asked = needs;
    asked["picks"] = nextPick_ + 1;
    asked["given"] = picks_.size();
    asked["asks"] = needs.value("field", "");
    asked["field"] = "picks";
    asked_ = asked;
    return std::nullopt;
  }
  return picks_[nextPick_++];
}

json Play::apply(const char* model, json& at, json action, const std::string& path,
                 json (*label)(const json& line, const json& at)) {
  const systems::StateModel* m = systems::findModel(model);
  if (!m) throw std::logic_error(std::string("no state model ") + model);
  const std::string key = m->key;
  const auto ask = [&](const json& a) {
    try {
      return m->answer({{"op", "apply"}, {key, at}, {"action", a}});
    } catch (const RequestError& e) {
      // The action's fields are the move's; anything else is the game's state.
      const bool ofAction = e.path == "action" || e.path.rfind("action.", 0) == 0;
      const std::string where = ofAction ? path + e.path.substr(6) : "state." + e.path;
      throw RequestError(where, e.code, e.what(), e.fr);
    }
  };
  // Once the move's dice ran out, nothing more is applied: its state is dropped and its reply
  // asks for them (play).
  if (!dice.asked().is_null()) return {{key, at}, {"log", json::array()}, {"needs", nullptr}};
  json reply = ask(action);
  // A model asks for the dice of a field in all (the ones it has counted): more when a roll
  // is tied, or a second field after the first (a few rounds at most).
  for (int round = 0; !reply["needs"].is_null(); ++round) {
    json needs = reply["needs"];
    const std::string field = needs.value("field", "dice");
    // What the rules leave to the player (a weapon destroyed "au choix du joueur"): the move's
    // next choice, in the field the model names.
    if (!needs.contains("dice")) {
      if (round >= 40 || action.contains(field)) throw std::logic_error("a model asked again");
      if (label && needs.contains("for") && needs["for"].is_object())
        needs["for"] = label(needs["for"], at);
      const auto pick = dice.choose(needs);
      if (!pick) return {{key, at}, {"log", json::array()}, {"needs", nullptr}};
      action[field] = *pick;
      reply = ask(action);
      continue;
    }
    json& have = action[field];
    if (!have.is_array()) have = json::array();
    const std::size_t total = needs.value("dice", 0);
    if (round >= 40 || total <= have.size())
      throw std::logic_error("a model asked for no more dice");
    needs["dice"] = total - have.size();
    // What the dice are for, in the game's words (whose sheet they are rolled for).
    if (label && needs.contains("for") && needs["for"].is_object())
      needs["for"] = label(needs["for"], at);
    const auto got = dice.take(needs);
    // The move's dice ran out: nothing more is applied (its state is dropped, its reply asks).
    if (!got) return {{key, at}, {"log", json::array()}, {"needs", nullptr}};
    for (const int d : *got) have.push_back(d);
    reply = ask(action);
  }
  for (const json& line : reply["log"]) log.push_back(label ? label(line, at) : line);
  at = reply[key];
  return reply;
}

std::optional<Why> refusal(const Definition& g, const json& state, const std::string& name,
                           int by) {
  const json end = g.over(state);
  if (!end.is_null()) return Why{"game.over", "the game is over", "la partie est finie"};
  for (const Move& m : g.moves) {
    if (m.name != name) continue;
    for (const Check& c : m.pre)
      if (auto no = c(state, by)) return no;
    return std::nullopt;
  }
  return Why{"game.move", "no such move: " + name, "aucun coup de ce nom : " + name};
}

json players(const Definition& g, const json& state) {
  json out = json::array();
  const bool over = !g.over(state).is_null();
  const std::vector<int> waiting = g.waiting && !over ? g.waiting(state) : std::vector<int>{};
  for (int p = 0; p < playerCount; ++p) {
    json moves = json::array();
    bool any = false;
    for (const Move& m : g.moves) {
      const auto no = refusal(g, state, m.name, p);
      any = any || !no;
      moves.push_back(model::allowedJson({{"name", m.name}}, no));
    }
    const bool active =
        g.waiting ? std::find(waiting.begin(), waiting.end(), p) != waiting.end() : any;
    out.push_back(
        {{"player", p}, {"name", playerName(g, state, p)}, {"active", active}, {"moves", moves}});
  }
  return out;
}

json answer(const Definition& g, const json& request) {
  if (!request.is_object())
    throw RequestError("", "field.object", "must be an object, not " + requests::describe(request),
                       "doit être un objet, pas " + requests::describeFr(request));
  const json op = request.value("op", json());
  if (op == "new") {
    const Fields f(request, "", {"op", "game", "setup"});
    json log = json::array();
    const json state = begin(g, f.rawObject("setup"), log);
    return replyOf(g, state, log, nullptr);
  }
  if (op == "move") {
    const Fields f(request, "", {"op", "game", "state", "move"});
    json state = readState(g, f);
    const Record r = readRecord(g, f.rawObject("move"), "move");
    const Done d = play(g, state, r);
    return replyOf(g, state, d.log, d.needs);
  }
  if (op == "read" || op == "replay") {
    const Fields f(request, "", {"op", "game", "state"});
    const json state = readState(g, f, op == "read");
    return replyOf(g, op == "read" ? state : replayed(g, state), json::array(), nullptr);
  }
  if (op == "odds") {
    const Fields f(request, "", {"op", "game", "state", "move"});
    const json state = readState(g, f);
    const Record r = readRecord(g, f.rawObject("move"), "move");
    if (!r.move->odds)
      throw RequestError(
          "move.name", "game.no-odds",
          "the move \"" + r.move->name + "\" has no odds: it rolls no dice",
          "le coup « " + r.move->name + " » n'a pas de chances : il ne lance aucun dé");
    json odds = r.move->odds(state, r.by, Fields(r.args, "move.args", r.move->keys));
    return {{"game", g.id}, {"request", odds["request"]}, {"odds", odds["odds"]}};
  }
  throw RequestError("op", "field.choice",
                     "must be one of \"new\", \"move\", \"read\", \"replay\", \"odds\", not " +
                         requests::describe(op),
                     "doit être l'un de \"new\", \"move\", \"read\", \"replay\", \"odds\", pas " +
                         requests::describeFr(op));
}

}  // namespace auspex::game
