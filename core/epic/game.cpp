// Epic Escarmouches's whole game (core/game/game.hpp, docs/games.md): both
// armies' formations (epicSheet) and the turn (epicTurn) set up from the two
// lists, the moves each player may make now, and the rules that span them:
// a shot is the acting side's go and its formation's one shot of the turn;
// only a formation on a Charge order assaults (seed 002, « Seules les unités
// des formations en ordre de charge peuvent engager des corps à corps »); a
// side with nothing left to fire passes its go; a new turn is every
// formation's. Readings: docs/rules/epic.md, "The game". Its setup and the
// turn's words: game_setup.cpp.
#include "epic/game.hpp"

#include "epic/game_setup.hpp"
#include "epic/sheet.hpp"
#include "epic/turn.hpp"
#include "game/game.hpp"

namespace auspex::epic {

namespace {

using game::Fields;
using game::json;
using game::Play;
using game::RequestError;
using game::Why;
using game_detail::attackOdds;
using game_detail::inWords;
using game_detail::maxFormations;
using game_detail::resultSteps;

constexpr game::SheetWord formationWord{"formation", "une formation"};

// ---- who may move ----

bool inPlay(const json& sheet) {
  return !sheet["dispersee"].get<bool>() && sheet["left"].get<int>() > 0;
}

// The turn's `mayAttack` for `by`: {fire, assault} each {allowed, why}.
json mayAttack(const json& state, int by) {
  const json reply = game::readModel("epicTurn", "turn", game::turnOf(state));
  for (const json& m : reply["mayAttack"])
    if (m["player"] == by) return m;
  return json::object();
}

std::optional<Why> mayAttackNow(const json& state, int by) {
  const json may = mayAttack(state, by);
  const auto fire = game::whyOf(may.value("fire", json()));
  const auto assault = game::whyOf(may.value("assault", json()));
  if (!fire || !assault) return std::nullopt;
  return fire;
}

// Why formation `k` of `by` may not assault now (the turn's, then its order's), or nothing.
std::optional<Why> assaultRefusal(const json& state, std::size_t k) {
  const json& entry = state["sheets"][k];
  if (auto no = game::whyOf(mayAttack(state, entry["player"].get<int>()).value("assault", json())))
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

void onSheet(Play& p, std::size_t k, const json& action, const std::string& path) {
  json& entry = p.state["sheets"][k];
  const std::size_t before = p.log.size();
  p.apply("epicSheet", entry["sheet"], action, path, &game::sheetLine);
  game::oddsFor(p.log, before, entry["player"]);
}

json turnLine(const json& line, const json&) {
  return inWords(line);
}

void onTurn(Play& p, const json& action, const std::string& path) {
  const int was = game::turnOf(p.state)["turn"].get<int>();
  p.apply("epicTurn", p.state["turn"], action, path, &turnLine);
  // A new turn is every formation's still in play.
  if (game::turnOf(p.state)["turn"].get<int>() == was) return;
  json& sheets = p.state["sheets"];
  for (std::size_t k = 0; k < sheets.size(); ++k)
    if (inPlay(sheets[k]["sheet"])) onSheet(p, k, {{"type", "newTurn"}}, "state.sheets");
}

// In the shooting phase, a side whose go it is with no formation left that
// may fire passes (at most both sides), said in the log.
void passIdle(Play& p) {
  for (int n = 0; n < 2; ++n) {
    const json& t = game::turnOf(p.state);
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
  const std::size_t k = game::sheetOf(p, args, "sheet", true, formationWord);
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
  const json& t = game::turnOf(p.state);
  if (type == "fired" || type == "assault")
    throw RequestError("move.args.action.type", "epic.shot-is-attack",
                       "a shot or an assault is the attack move",
                       "un tir ou un corps à corps est le coup « attack »");
  json maker = nullptr;
  if (type == "deployed" || type == "pass") maker = action.value("player", json());
  if (type == "deployFirst") maker = t["deployment"]["chooser"];
  if (type == "first") maker = t["initiative"];
  if (maker.is_number_integer() && maker.get<int>() != p.by) {
    const std::string who = game::sideName(p.state, maker.get<int>());
    throw RequestError("move.by", "game.not-your-move",
                       "it is " + who + "'s to make, not " + game::sideName(p.state, p.by) + "'s",
                       "c'est à " + who + " de le faire, pas à " + game::sideName(p.state, p.by));
  }
  onTurn(p, action, "move.args.action");
  passIdle(p);
}

// `attack`: formation `sheet` of the mover shoots (its side's go, its one
// shot of the turn) or assaults (on a Charge order), then its result, each
// step an action of a formation (`results`: [{sheet, action}]: losses and
// hits; an assault's on either side, a shot's on the other side's).
void attackMove(Play& p, const Fields& args) {
  const std::size_t k = game::sheetOf(p, args, "sheet", true, formationWord);
  const std::string kind = args.choice("kind", {"shoot", "assault"});
  const json before = p.state;  // the sheets its odds are read from
  if (kind == "assault") {
    if (auto no = assaultRefusal(p.state, k))
      throw RequestError("move.args.sheet", no->code, no->en, no->fr);
    onTurn(p, {{"type", "assault"}, {"player", p.by}}, "move.args");
  } else {
    onTurn(p, {{"type", "fired"}, {"player", p.by}}, "move.args");
    onSheet(p, k, {{"type", "fired"}}, "move.args");
  }
  // Its real result (`real`: the casualties or unsaved hits counted, or an assault won or lost),
  // one its dice could give, put on the sheets as the core says (resultSteps); else the steps
  // `results` a page once sent, each checked.
  if (args.has("real")) {
    const auto j = static_cast<std::size_t>(
        args.integer("target", 0, static_cast<int>(before["sheets"].size()) - 1));
    if (kind == "shoot" && before["sheets"][j]["player"] == p.by)
      args.fail("target", {"epic.own-target", "a shot falls on the other side's formations",
                           "un tir tombe sur les formations adverses"});
    for (const json& step : resultSteps(before, args, attackOdds(before, args)))
      onSheet(p, step["sheet"].get<std::size_t>(), step["action"], "move.args.real");
    passIdle(p);
    return;
  }
  game::eachResult(
      p, args, formationWord,
      [&](const Fields& step, std::size_t j, const json& action, const std::string& at) {
        const std::string type = action.value("type", "");
        if (type != "casualties" && type != "vehicleHit" && type != "moraleTest")
          step.fail("action", {"epic.result", "must be casualties, vehicleHit or moraleTest",
                               "doit être casualties, vehicleHit ou moraleTest"});
        if (kind == "shoot" && p.state["sheets"][j]["player"] == p.by)
          step.fail("sheet",
                    {"epic.own-target", "a shot's result falls on the other side's formations",
                     "le résultat d'un tir tombe sur les formations adverses"});
        onSheet(p, j, action, at + ".action");
      });
  passIdle(p);
}

// The odds of an `attack` (the op "odds"): the calculator's request from both sheets, its answer.
json oddsOfAttack(const json& state, int, const Fields& args) {
  json odds = attackOdds(state, args);
  return {{"request", odds["request"]}, {"odds", odds["odds"]}};
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
            {"fr", game::sideName(state, p) +
                       " n'a plus de formation : " + game::sideName(state, w) + " gagne"},
            {"en", game::sideName(state, p) +
                       " has no formation left: " + game::sideName(state, w) + " wins"}};
  }
  return nullptr;
}

// Each formation's actions as the game allows them (its sheet's own, then
// the turn's for a shot, and `assault`, which the game adds), and the turn's.
void derive(json& state) {
  const json turnReply = game::readModel("epicTurn", "turn", game::turnOf(state));
  // Who makes each turn action (`by`: null, either player), as turnMove checks it.
  const json& t = game::turnOf(state);
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
        if (auto no = game::whyOf(fire)) a = model::allowedJson({{"type", "fired"}}, no);
    actions.push_back(model::allowedJson({{"type", "assault"}}, assaultRefusal(state, k)));
    entry["actions"] = actions;
  }
}

// Whom the turn waits on: the roll-off (both), the roll-off winner's choice, whose turn it is to
// deploy, the initiative holder's choice of who acts first, whose go it is to fire; both
// otherwise (the orders, the moves, the assaults, the rally: each side's own).
std::vector<int> waiting(const json& state) {
  const json& t = game::turnOf(state);
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
      .setup = &game_detail::newGame,
      .keys = {"names", "sheets", "turn", "turnActions"},
      .moves = {{"sheet", {"sheet", "action"}, {&game::anyone}, &sheetMove},
                {"turn", {"action"}, {&game::anyone}, &turnMove},
                {"attack",
                 {"sheet", "kind", "unit", "weapon", "count", "target", "targetUnit", "terrain",
                  "facing", "heavy", "modifier", "position", "real", "readings", "results"},
                 {&mayAttackNow},
                 &attackMove,
                 &oddsOfAttack},
                {"revealAll", {}, {&hiddenOrders}, &revealAll}},
      .over = &over,
      .derive = &derive,
      .waiting = &waiting,
      .states = {"epicSheet", "epicTurn", 2 * maxFormations},
  };
  return g;
}

}  // namespace auspex::epic
