#include "duel/turn.hpp"

#include <array>
#include <optional>

#include "model/machine.hpp"

namespace auspex::duel {

using requests::json;

namespace {

using model::Line;
using requests::Fields;

constexpr int maxRounds = 10;

struct Turn {
  std::array<std::string, 2> players;
  int rounds = 3, round = 1, active = 0;
  bool over = false;
  std::optional<int> winner;
  const std::string& who(int p) const { return players[static_cast<std::size_t>(p)]; }
};

const model::Format& turnFormat() {
  static const model::Format f{"auspex-turn", 1, false, {}};
  return f;
}

std::array<std::string, 2> readPlayers(const Fields& f) {
  std::array<std::string, 2> out;
  const std::vector<Fields> ps = model::twoPlayers(f, "players", {"name"});
  for (std::size_t i = 0; i < 2; ++i) {
    out[i] = ps[i].string("name", 100);
    if (out[i].empty()) out[i] = "J" + std::to_string(i + 1);
  }
  return out;
}

std::optional<model::Why> playing(const Turn& t) {
  if (!t.over) return std::nullopt;
  return model::Why{"game.over", "the game is over", "la partie est finie"};
}

void endTurn(Turn& t, const Fields&, std::vector<Line>& log) {
  const std::string& was = t.who(t.active);
  if (t.active == 0) {
    t.active = 1;
    log.push_back({"Fin du tour de " + was + " : à " + t.who(1) + " de jouer",
                   was + " ends their turn: " + t.who(1) + " to play"});
    return;
  }
  if (t.round == t.rounds) {
    t.over = true;
    log.push_back({"Fin de la partie après " + model::num(t.rounds) + " manches : match nul",
                   "The game ends after " + model::num(t.rounds) + " rounds: a draw"});
    return;
  }
  t.round += 1;
  t.active = 0;
  log.push_back({"Manche " + model::num(t.round) + " : à " + t.who(0) + " de jouer",
                 "Round " + model::num(t.round) + ": " + t.who(0) + " to play"});
}

void concede(Turn& t, const Fields& f, std::vector<Line>& log) {
  const int p = f.integer("player", 0, 1);
  t.over = true;
  t.winner = 1 - p;
  log.push_back({t.who(p) + " abandonne : " + t.who(1 - p) + " gagne",
                 t.who(p) + " concedes: " + t.who(1 - p) + " wins"});
}

using Actions = model::TurnActions<Turn>;

const Actions::Table& actions() {
  static const Actions::Table table = {
      {"endTurn", {}, &Actions::noDice<endTurn>, {&playing}},
      {"concede", {"player"}, &Actions::noDice<concede>, {&playing}},
  };
  return table;
}

// The turn as a state model (core/model/machine.hpp).
struct TurnModel {
  static constexpr const char* key = "turn";
  using State = Turn;
  struct Context {};

  static Turn begin(const json& request, Context&, std::vector<Line>& log) {
    const Fields f(request, "", {"op", "players", "rounds"});
    Turn t;
    t.players = readPlayers(f);
    t.rounds = f.integer("rounds", 1, maxRounds, 3);
    log.push_back({"Nouveau duel : " + t.who(0) + " contre " + t.who(1) + ", " +
                       model::num(t.rounds) + " " + model::pluralFr(t.rounds, "manche", "manches"),
                   "New duel: " + t.who(0) + " against " + t.who(1) + ", " + model::num(t.rounds) +
                       " " + model::pluralEn(t.rounds, "round", "rounds")});
    return t;
  }

  static Turn read(const json& saved, Context&) {
    const json j = model::upgraded(saved, "turn", turnFormat());
    const Fields f(j, "turn",
                   {"format", "version", "players", "rounds", "round", "active", "over", "winner"});
    Turn t;
    t.players = readPlayers(f);
    t.rounds = f.integer("rounds", 1, maxRounds);
    t.round = f.integer("round", 1, t.rounds);
    t.active = f.integer("active", 0, 1);
    t.over = f.boolean("over");
    if (!f.raw("winner").is_null()) t.winner = f.integer("winner", 0, 1);
    if (t.winner && !t.over)
      f.fail("winner",
             {"duel.winner", "is set in a game not over", "est donné hors fin de partie"});
    return t;
  }

  static json write(const Turn& t, const Context&, const std::vector<Line>&) {
    json out = model::stamp(turnFormat());
    out["players"] = json::array({{{"name", t.players[0]}}, {{"name", t.players[1]}}});
    out["rounds"] = t.rounds;
    out["round"] = t.round;
    out["active"] = t.active;
    out["over"] = t.over;
    out["winner"] = t.winner ? json(*t.winner) : json(nullptr);
    return out;
  }

  static const Actions::Table& actions() { return duel::actions(); }
};

}  // namespace

AUSPEX_MODEL_ENTRY_POINTS(TurnModel, turnAnswer, turnReadBack)

}  // namespace auspex::duel
