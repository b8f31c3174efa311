// KOLAPS: Ground Zero's whole game (core/game/game.hpp, docs/games.md): both
// Unités' characters (kolapsSheet) and the activation draw (kolapsTurn) set
// up from the two rosters, the moves each player may make now, and the rules
// that span them: a new turn is every character's combativité determined,
// then the Réserve formed from it (Loi 7-3 … 7-10), once the last turn has
// ended (7-18); only the active character, or one en attente, acts (7-12,
// 7-16), once (8-1), and its combativité spent is the draw's; an opposition
// answers the active character's action (8-6); a character hors combat
// leaves the draw. Readings: docs/rules/kolaps.md, "The game". The attack
// and its steps: game_attack.cpp; its setup and the saves it goes on from:
// game_setup.cpp.
#include "kolaps/game.hpp"

#include "kolaps/game_detail.hpp"
#include "kolaps/sheet.hpp"
#include "kolaps/turn.hpp"
#include "model/model.hpp"

namespace auspex::kolaps {

namespace game_detail {

using game::RequestError;
using game::Why;

namespace {

// Character k in the draw, or nullptr.
const json* inDraw(const json& turn, std::size_t k) {
  for (const json& c : turn["characters"])
    if (c["id"] == idOf(k)) return &c;
  return nullptr;
}

// The draw's own `action` gate ({type, allowed, why}) for `type`.
std::optional<Why> drawRefuses(const json& state, const char* type) {
  const json reply = game::readModel("kolapsTurn", "turn", game::turnOf(state));
  for (const json& a : reply["actions"])
    if (a["type"] == type) return game::whyOf(a);
  return std::nullopt;
}

void onDraw(Play& p, const json& action, const std::string& path) {
  p.apply("kolapsTurn", p.state["turn"], action, path);
}

}  // namespace

std::optional<Why> mayAct(const json& state, std::size_t k) {
  const json reply = game::readModel("kolapsTurn", "turn", game::turnOf(state));
  for (const json& m : reply["mayAct"])
    if (m["id"] == idOf(k)) return game::whyOf(m);
  return std::nullopt;
}

void follow(Play& p, std::size_t k, const json& before, bool opposing) {
  const json& after = p.state["sheets"][k]["sheet"];
  const json& turn = game::turnOf(p.state);
  const json* c = inDraw(turn, k);
  if (!c || turn["phase"] == "over" || (*c)["state"] == "horsCombat") return;
  const std::string id = idOf(k);
  if (after["horsCombat"].get<bool>() && !before["horsCombat"].get<bool>()) {
    onDraw(p, {{"type", "horsCombat"}, {"id", id}}, "state.turn");
    return;
  }
  const int cost =
      before["combativite"]["current"].get<int>() - after["combativite"]["current"].get<int>();
  if (turn["phase"] != "sequence" || cost <= 0) return;
  if (turn["active"] == id) {
    onDraw(p, {{"type", "spend"}, {"cost", cost}}, "move.args");
    return;
  }
  const std::string state = (*c)["state"].get<std::string>();
  if (state != "reserve" && state != "attente") return;
  const bool opposes = opposing && !turn["active"].is_null();
  onDraw(p, {{"type", opposes ? "opposition" : "lose"}, {"id", id}, {"cost", cost}}, "move.args");
}

void onCharacter(Play& p, std::size_t k, const json& action, const std::string& path,
                 bool opposing) {
  json& entry = p.state["sheets"][k];
  const json before = entry["sheet"];
  const std::size_t from = p.log.size();
  p.apply("kolapsSheet", entry["sheet"], action, path, &game::sheetLine);
  game::oddsFor(p.log, from, entry["player"]);
  follow(p, k, before, opposing);
}

namespace {

// A character the draw left épuisé (its activation ended so, or no combativité left) is épuisé
// on its sheet too (Loi 7-14).
void exhaustedAsDrawn(Play& p, const json& before) {
  json& sheets = p.state["sheets"];
  for (std::size_t k = 0; k < sheets.size(); ++k) {
    const json* was = inDraw(before, k);
    const json* now = inDraw(game::turnOf(p.state), k);
    const json& sheet = sheets[k]["sheet"];
    if (!now || (*now)["state"] != "epuise" || (was && (*was)["state"] == "epuise")) continue;
    if (sheet["activation"] == "epuise" || sheet["horsCombat"].get<bool>()) continue;
    p.apply("kolapsSheet", sheets[k]["sheet"], {{"type", "activation"}, {"state", "epuise"}},
            "state.sheets", &game::sheetLine);
  }
}

// ---- who may move ----

// What the mover may not do with a sheet in the game: its new turn is every character's, its
// activation the draw's.
std::optional<Why> gameRefuses(const std::string& type) {
  if (type == "newTurn")
    return game::why("kolaps.new-turn-all",
                     "a new turn is every character's at once: « New turn », once the last one "
                     "has ended (Loi 7-3)",
                     "un nouveau tour est celui de tous les personnages à la fois : « Nouveau "
                     "tour », une fois le précédent fini (Loi 7-3)");
  if (type == "activation")
    return game::why("kolaps.activation-drawn",
                     "the activation draw sets it: a character is in the Réserve, active, en "
                     "attente or épuisé as its marker goes (« End of activation », « Épuisé "
                     "then »)",
                     "le tirage des activations le fixe : un personnage est dans la Réserve, "
                     "actif, en attente ou épuisé selon son marqueur (« Fin d'activation », « "
                     "Épuisé ensuite »)");
  return std::nullopt;
}

// A new turn: once the last one has ended (no marker left in the Réserve, no one active or
// en attente), the draw's startTurn; said in the players' words.
std::optional<Why> newTurnRefused(const json& state, int) {
  const json& t = game::turnOf(state);
  if (t["phase"] == "sequence") {
    std::string names;
    for (const json& c : t["characters"]) {
      const std::string s = c["state"].get<std::string>();
      if (s == "reserve" || s == "actif" || s == "attente")
        names += (names.empty() ? "" : ", ") + c["name"].get<std::string>();
    }
    const std::string n = std::to_string(t["turn"].get<int>());
    return game::why("kolaps.turn-goes-on",
                     "turn " + n + " goes on: " + names +
                         " may still act (a new turn once no marker is left, Loi 7-18)",
                     "le tour " + n + " continue : " + names +
                         " peuvent encore agir (un nouveau tour quand plus aucun marqueur ne "
                         "reste, Loi 7-18)");
  }
  return drawRefuses(state, "startTurn");
}

std::optional<Why> drawRefused(const json& state, int) {
  return drawRefuses(state, "draw");
}

// The end of an activation: the active character's player's.
std::optional<Why> endRefused(const json& state, int by) {
  if (auto no = drawRefuses(state, "endActivation")) return no;
  const json& t = game::turnOf(state);
  for (const json& c : t["characters"])
    if (c["id"] == t["active"] && c["player"] != by)
      return game::why("game.not-your-move",
                       c["name"].get<std::string>() + " is " +
                           game::sideName(state, c["player"].get<int>()) + "'s to end",
                       "c'est à " + game::sideName(state, c["player"].get<int>()) +
                           " de finir l'activation de " + c["name"].get<std::string>());
  return std::nullopt;
}

// ---- moves ----

// `sheet`: an action of one of the mover's own characters. Acting (a spending that is not an
// opposition, recovering, se préparer) is the active character's or one en attente's (Loi
// 7-12, 7-16); an opposition answers the active character's action (8-6).
void sheetMove(Play& p, const Fields& args) {
  const std::size_t k = game::sheetOf(p, args, "sheet", true, character);
  const json& action = args.rawObject("action");
  const std::string type = action.value("type", "");
  if (auto no = gameRefuses(type))
    throw RequestError("move.args.action.type", no->code, no->en, no->fr);
  const bool opposing = type == "spend" && action.value("opposition", false) == true;
  const bool acting = (type == "spend" && !opposing) || type == "recover" || type == "prepare";
  if (acting)
    if (auto no = mayAct(p.state, k))
      throw RequestError("move.args.sheet", no->code, no->en, no->fr);
  if (opposing) {
    const json& t = game::turnOf(p.state);
    if (t["phase"] == "sequence" && t["active"] == idOf(k))
      throw RequestError("move.args.action.opposition", "kolaps-turn.opposition-active",
                         "the active character acts: its spending is not an opposition",
                         "le personnage actif agit : sa dépense n'est pas une opposition");
    if (auto no = drawRefuses(p.state, "opposition"))
      throw RequestError("move.args.action.opposition", no->code, no->en, no->fr);
  }
  onCharacter(p, k, action, "move.args.action", opposing);
}

// `newTurn`: each character still in the fight determines its combativité (its dice taken in
// the characters' order), then the Réserve is formed from it.
void newTurnMove(Play& p, const Fields&) {
  json& sheets = p.state["sheets"];
  const json before = game::turnOf(p.state);
  json combativite = json::object();
  for (std::size_t k = 0; k < sheets.size(); ++k) {
    const json* c = inDraw(before, k);
    if (sheets[k]["sheet"]["horsCombat"].get<bool>() || !c || (*c)["state"] == "horsCombat")
      continue;
    const std::size_t from = p.log.size();
    p.apply("kolapsSheet", sheets[k]["sheet"], {{"type", "newTurn"}}, "state.sheets",
            &game::sheetLine);
    game::oddsFor(p.log, from, sheets[k]["player"]);
    const json& s = sheets[k]["sheet"];
    // A character the newTurn left hors combat (Loi 7-7: −5 leaves the Théâtre) leaves the draw.
    if (s["horsCombat"].get<bool>()) {
      onDraw(p, {{"type", "horsCombat"}, {"id", idOf(k)}}, "state.turn");
      continue;
    }
    const json& d = s["combativite"]["determined"];
    combativite[idOf(k)] = d.is_number_integer() ? d.get<int>() : 0;
  }
  if (game::turnOf(p.state)["phase"] == "over") return;
  onDraw(p, {{"type", "startTurn"}, {"combativite", combativite}}, "move");
  exhaustedAsDrawn(p, before);
}

// `draw`: a marker drawn blind from the Réserve (its die the move's).
void drawMove(Play& p, const Fields&) {
  onDraw(p, {{"type", "draw"}}, "move");
}

// `endActivation`: the active character's activation ends, épuisé by the player's choice
// (`exhausted`) or en attente (after its action, Loi 8-1); épuisé when its sheet says so (a
// mishap).
void endMove(Play& p, const Fields& args) {
  const json before = game::turnOf(p.state);
  bool exhausted = args.boolean("exhausted", false);
  json& sheets = p.state["sheets"];
  for (std::size_t k = 0; k < sheets.size(); ++k)
    if (before["active"] == idOf(k) && sheets[k]["sheet"]["activation"] == "epuise")
      exhausted = true;
  onDraw(p, {{"type", "endActivation"}, {"exhausted", exhausted}}, "move.args");
  exhaustedAsDrawn(p, before);
}

json over(const json& state) {
  const json& o = game::turnOf(state)["over"];
  if (!o.is_object()) return nullptr;
  if (o["reason"] == "noCharacters" && o["player"].is_number_integer()) {
    const int loser = o["player"].get<int>();
    const int w = 1 - loser;
    return {{"winner", w},
            {"fr", game::sideName(state, loser) + " n'a plus de personnage : " +
                       game::sideName(state, w) + " gagne (Loi 7-20)"},
            {"en", game::sideName(state, loser) +
                       " has no character left: " + game::sideName(state, w) + " wins (Loi 7-20)"}};
  }
  const std::string n = std::to_string(game::turnOf(state)["turn"].get<int>());
  return {{"winner", nullptr},
          {"fr", "Les " + n + " tours du scénario sont joués : ses objectifs décident"},
          {"en", "The scenario's " + n + " turns are played: its objectives decide"}};
}

// Each character's actions as the game allows them (its sheet's own; acting only when the
// draw lets it, as `act`; its new turn and activation the game's), and the draw's.
void derive(json& state) {
  const json turnReply = game::readModel("kolapsTurn", "turn", game::turnOf(state));
  state["turnActions"] = turnReply["actions"];
  state["turnMayEnd"] = turnReply["mayEnd"];
  json& sheets = state["sheets"];
  // The active character acts once (Loi 8-1): the draw's spend says when it has.
  const auto once = drawRefuses(state, "spend");
  for (std::size_t k = 0; k < sheets.size(); ++k) {
    json actions = game::readModel("kolapsSheet", "sheet", sheets[k]["sheet"])["actions"];
    auto drawn = mayAct(state, k);
    if (!drawn && game::turnOf(state)["active"] == idOf(k)) drawn = once;
    std::optional<Why> spend;
    for (json& a : actions) {
      const std::string type = a["type"].get<std::string>();
      if (type == "spend") spend = game::whyOf(a);
      if (auto no = gameRefuses(type)) a = model::allowedJson({{"type", type}}, no);
      if ((type == "recover" || type == "prepare") && a["allowed"].get<bool>() && drawn)
        a = model::allowedJson({{"type", type}}, drawn);
    }
    actions.push_back(model::allowedJson({{"type", "act"}}, spend ? spend : drawn));
    sheets[k]["actions"] = actions;
  }
}

// Whom the draw waits on: the active character's player; both otherwise (a draw is either's, a
// new turn too).
std::vector<int> waiting(const json& state) {
  const json& t = game::turnOf(state);
  if (t["phase"] == "sequence" && !t["active"].is_null())
    for (const json& c : t["characters"])
      if (c["id"] == t["active"]) return {c["player"].get<int>()};
  return {0, 1};
}

}  // namespace

}  // namespace game_detail

const game::Definition& gameDefinition() {
  using namespace game_detail;
  static const game::Definition g{
      .id = "kolaps",
      .setup = &newGame,
      .keys = {"names", "sheets", "turn", "turnActions", "turnMayEnd"},
      .moves = {{"sheet", {"sheet", "action"}, {&game::anyone}, &sheetMove},
                {"attack",
                 {"sheet", "target", "action", "weapon", "move", "oppose", "outcome", "mishapDie",
                  "absorbed", "readings"},
                 {&game::anyone},
                 &attackMove},
                {"newTurn", {}, {&newTurnRefused}, &newTurnMove},
                {"draw", {}, {&drawRefused}, &drawMove},
                {"endActivation", {"exhausted"}, {&endRefused}, &endMove}},
      .over = &over,
      .derive = &derive,
      .waiting = &waiting,
      .states = {"kolapsSheet", "kolapsTurn", 2 * game_detail::maxCharacters, {"entry"}},
      .check = &checkRoster,
  };
  return g;
}

}  // namespace auspex::kolaps
