#include "titanicus/turn.hpp"

#include <optional>
#include <string>
#include <vector>

#include "model/machine.hpp"
#include "titanicus/turn_state.hpp"

namespace auspex::titanicus {

using requests::json;

namespace {

using model::Line;
using model::Why;
using requests::Fields;
using namespace turn_detail;

// "A, B et C" / "A, B and C".
std::string listed(const std::vector<std::string>& names, const char* last) {
  std::string out;
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (i > 0) out += i + 1 == names.size() ? last : ", ";
    out += names[i];
  }
  return out;
}
std::string listFr(const std::vector<std::string>& names) {
  return listed(names, " et ");
}
std::string listEn(const std::vector<std::string>& names) {
  return listed(names, " and ");
}

std::vector<std::string> readyNames(const Turn& t) {
  std::vector<std::string> out;
  for (const Unit& u : t.units)
    if (u.state == UnitState::ready) out.push_back(u.name);
  return out;
}

std::string titansFr(int n) {
  return model::num(n) + " " + model::pluralFr(n, "titan", "titans");
}
std::string titansEn(int n) {
  return model::num(n) + " " + model::pluralEn(n, "titan", "titans");
}

// ---- whose hand -----------------------------------------------------------

// After player p's activation or pass: the other player's hand if they have
// a titan to activate, else p's (who finishes the turn alone), else the
// turn is over.
void handOn(Turn& t, int p, std::vector<Line>& log) {
  const int other = 1 - p;
  if (t.ready(other) > 0) {
    t.hand = other;
    return;
  }
  if (t.ready(p) > 0) {
    t.hand = p;
    log.push_back(
        {t.who(other) + " n'a plus de titan à activer : " + t.who(p) + " finit le tour",
         t.who(other) + " has no titan left to activate: " + t.who(p) + " finishes the turn"});
    return;
  }
  t.roundOver = true;
  log.push_back({"Tour " + model::num(t.round) + " fini : tous les titans ont été activés",
                 "Turn " + model::num(t.round) + " over: every titan has been activated"});
}

// ---- preconditions --------------------------------------------------------

std::optional<Why> turnGoesOn(const Turn& t) {
  if (!t.roundOver) return std::nullopt;
  return Why{"turn.round-over", "the turn is over: start a new turn",
             "le tour est fini : commencez un nouveau tour"};
}

std::optional<Why> noneActivating(const Turn& t) {
  const auto a = t.active();
  if (!a) return std::nullopt;
  const std::string& name = t.units[*a].name;
  return Why{"turn.activating", name + " is being activated: end its activation first",
             name + " est en cours d'activation : finissez d'abord son activation"};
}

std::optional<Why> someActivating(const Turn& t) {
  if (t.active()) return std::nullopt;
  return Why{"turn.none-activating", "no titan is being activated",
             "aucun titan n'est en cours d'activation"};
}

std::optional<Why> allActivated(const Turn& t) {
  if (t.roundOver) return std::nullopt;
  const std::vector<std::string> left = readyNames(t);
  const int n = static_cast<int>(left.size());
  if (const auto a = t.active())
    return Why{
        "turn.units-left",
        t.units[*a].name + " is being activated and " + titansEn(n) + " still to activate",
        t.units[*a].name + " est en cours d'activation et " + titansFr(n) + " encore à activer"};
  return Why{"turn.units-left", titansEn(n) + " still to activate (" + listEn(left) + ")",
             titansFr(n) + " encore à activer (" + listFr(left) + ")"};
}

// Why unit u cannot be activated now, or nothing.
std::optional<Why> activationRefused(const Turn& t, std::size_t u) {
  if (auto why = turnGoesOn(t)) return why;
  if (auto why = noneActivating(t)) return why;
  const Unit& unit = t.units[u];
  if (unit.state == UnitState::out)
    return Why{"turn.unit-out", unit.name + " is out of the game",
               unit.name + " est hors de combat"};
  if (unit.state == UnitState::done)
    return Why{"turn.unit-done", unit.name + " has already been activated this turn",
               unit.name + " a déjà été activé ce tour"};
  if (unit.player != t.hand)
    return Why{"turn.not-your-hand",
               "it is " + t.who(t.hand) + "'s turn to activate, not " + t.who(unit.player) + "'s",
               "c'est à " + t.who(t.hand) + " d'activer, pas à " + t.who(unit.player)};
  return std::nullopt;
}

// ---- actions --------------------------------------------------------------

std::size_t unitOf(const Turn& t, const Fields& f) {
  if (t.units.empty())
    f.fail("unit", Why{"turn.no-units", "names no titan: the game has none",
                       "ne désigne aucun titan : la partie n'en a pas"});
  return static_cast<std::size_t>(f.integer("unit", 0, static_cast<int>(t.units.size()) - 1));
}

void activate(Turn& t, const Fields& f, std::vector<Line>& log) {
  const std::size_t u = unitOf(t, f);
  if (auto why = activationRefused(t, u)) f.fail("unit", *why);
  Unit& unit = t.units[u];
  unit.state = UnitState::active;
  t.passes = 0;
  log.push_back(
      {"Tour " + model::num(t.round) + " : " + t.who(unit.player) + " active " + unit.name,
       "Turn " + model::num(t.round) + ": " + t.who(unit.player) + " activates " + unit.name});
}

void endActivation(Turn& t, const Fields&, std::vector<Line>& log) {
  Unit& unit = t.units[*t.active()];
  unit.state = UnitState::done;
  log.push_back({"Fin de l'activation de " + unit.name, unit.name + "'s activation ends"});
  handOn(t, unit.player, log);
}

void pass(Turn& t, const Fields& f, std::vector<Line>& log) {
  const int p = f.integer("player", 0, 1);
  if (p != t.hand)
    f.fail("player",
           Why{"turn.not-your-hand", "it is " + t.who(t.hand) + "'s hand, not " + t.who(p) + "'s",
               "c'est à " + t.who(t.hand) + " de jouer, pas à " + t.who(p)});
  t.passes += 1;
  const int other = 1 - p;
  if (t.passes >= 2 || t.ready(other) == 0) {
    t.roundOver = true;
    log.push_back({t.who(p) + " passe : tour " + model::num(t.round) + " fini",
                   t.who(p) + " passes: turn " + model::num(t.round) + " over"});
    return;
  }
  t.hand = other;
  log.push_back({t.who(p) + " passe la main : à " + t.who(other) + " d'activer",
                 t.who(p) + " passes: " + t.who(other) + " to activate"});
}

void out(Turn& t, const Fields& f, std::vector<Line>& log) {
  const std::size_t u = unitOf(t, f);
  Unit& unit = t.units[u];
  if (unit.state == UnitState::out)
    f.fail("unit", Why{"turn.unit-out", "is already out of the game", "est déjà hors de combat"});
  const bool wasActive = unit.state == UnitState::active;
  unit.state = UnitState::out;
  log.push_back({unit.name + " est hors de combat", unit.name + " is out of the game"});
  if (t.roundOver) return;
  if (wasActive)
    handOn(t, unit.player, log);
  else if (!t.active() && t.ready(t.hand) == 0)
    handOn(t, t.hand, log);
}

// The turn ended early, with titans left (the page asks first): said in the log.
void endTurn(Turn& t, const Fields&, std::vector<Line>& log) {
  const std::vector<std::string> left = readyNames(t);
  if (const auto a = t.active()) t.units[*a].state = UnitState::done;
  t.roundOver = true;
  const int n = static_cast<int>(left.size());
  log.push_back({"Tour " + model::num(t.round) + " fini plus tôt" +
                     (n ? ", " + titansFr(n) + " non " + model::pluralFr(n, "activé", "activés") +
                              " (" + listFr(left) + ")"
                        : ""),
                 "Turn " + model::num(t.round) + " ended early" +
                     (n ? ", " + titansEn(n) + " not activated (" + listEn(left) + ")" : "")});
}

void startRound(Turn& t, int first, std::vector<Line>& log) {
  for (Unit& u : t.units)
    if (u.state != UnitState::out) u.state = UnitState::ready;
  t.passes = 0;
  t.roundOver = false;
  t.hand = first;
  log.push_back({"Tour " + model::num(t.round) + " : à " + t.who(first) + " d'activer",
                 "Turn " + model::num(t.round) + ": " + t.who(first) + " to activate"});
  if (t.ready(first) == 0) handOn(t, first, log);
}

void newTurn(Turn& t, const Fields& f, std::vector<Line>& log) {
  const int first = f.integer("first", 0, 1);
  model::keeps(f, "first", static_cast<long long>(t.round) + 1, maxRound, Line{"tours", "turns"});
  t.round += 1;
  startRound(t, first, log);
}

// The other side's titans join the game in play (their list added later).
void join(Turn& t, const Fields& f, std::vector<Line>& log) {
  const int p = f.integer("player", 0, 1);
  std::vector<Unit> more = readUnits(f, "units", false);
  for (Unit& u : more) u.player = p;
  model::keeps(f, "units", static_cast<long long>(t.units.size() + more.size()), maxUnits,
               Line{"titans", "titans"});
  if (f.has("name")) {
    const std::string name = f.string("name", 100);
    if (!name.empty()) t.players[static_cast<std::size_t>(p)] = name;
  }
  const int n = static_cast<int>(more.size());
  t.units.insert(t.units.end(), more.begin(), more.end());
  log.push_back(
      {titansFr(n) + " de " + t.who(p) + " " + model::pluralFr(n, "entre", "entrent") + " en jeu",
       titansEn(n) + " of " + t.who(p) + " " + model::pluralEn(n, "joins", "join") + " the game"});
  // A hand that had nothing to activate goes to the newcomers.
  if (!t.roundOver && !t.active() && t.ready(t.hand) == 0 && t.ready(p) > 0) t.hand = p;
}

using Actions = model::TurnActions<Turn>;

const Actions::Table& actions() {
  static const Actions::Table table = {
      {"activate", {"unit"}, &Actions::noDice<activate>, {&turnGoesOn, &noneActivating}},
      {"endActivation", {}, &Actions::noDice<endActivation>, {&someActivating}},
      {"pass", {"player"}, &Actions::noDice<pass>, {&turnGoesOn, &noneActivating}},
      {"out", {"unit"}, &Actions::noDice<out>},
      {"join", {"player", "name", "units"}, &Actions::noDice<join>},
      {"endTurn", {}, &Actions::noDice<endTurn>, {&turnGoesOn}},
      {"newTurn", {"first"}, &Actions::noDice<newTurn>, {&allActivated}},
  };
  return table;
}

// {"unit", "allowed": true} or {"unit", "allowed": false, "why": {"code", "fr", "en"}}, as
// `actions`.
json mayActivateJson(std::size_t u, const std::optional<Why>& why) {
  return model::allowedJson({{"unit", u}}, why);
}

// The turn as a state model (core/model/machine.hpp).
struct TurnModel : model::PlainTurnModel<Turn, &readTurn, &turnJson, &actions> {
  static Turn begin(const json& request, Context&, std::vector<Line>& log) {
    const Fields f(request, "", {"op", "players", "units", "first"});
    Turn t;
    t.players = readPlayers(f, true);
    t.units = readUnits(f, "units", false);
    startRound(t, f.integer("first", 0, 1, 0), log);
    return t;
  }

  // Whether each titan may be activated now, or why not (the page's
  // "Activer" of each sheet): the same check as the action's.
  static void more(json& reply, const Turn& t, const Context&) {
    json may = json::array();
    for (std::size_t u = 0; u < t.units.size(); ++u)
      may.push_back(mayActivateJson(u, activationRefused(t, u)));
    reply["mayActivate"] = std::move(may);
  }
};

}  // namespace

AUSPEX_MODEL_ENTRY_POINTS(TurnModel, turnAnswer, turnReadBack)

}  // namespace auspex::titanicus
