// The turn: reading and writing its state, and each action.
#include "at44/turn.hpp"

#include <algorithm>
#include <array>
#include <map>

#include "at44/company.hpp"
#include "at44/turn_spending.hpp"
#include "at44/turn_stars.hpp"
#include "at44/turn_state.hpp"
#include "model/machine.hpp"
#include "requests/reply.hpp"
#include "rulesets/ruleset.hpp"

namespace auspex::at44 {

using requests::Fields;
using requests::json;
using requests::RequestError;

using namespace turn_detail;

namespace {

using model::keeps;

// --- the actions --------------------------------------------------------

// Optional [a, b] overrides of the players' numbers at the start of a turn.
void setPair(const Fields& f, const char* key, int hi, int Player::*field, Turn& t) {
  if (!f.has(key)) return;
  const auto v = f.integers(key, 2, 2, 0, hi);
  t.players[0].*field = v[0];
  t.players[1].*field = v[1];
}

void startTurn(Turn& t, const Fields& f, std::vector<Line>& log) {
  if (noUnitsLeft(t, log)) return;
  setPair(f, "commanderPc", maxPc, &Player::commanderPc, t);
  setPair(f, "commanderAut", maxSkill, &Player::commanderAut, t);
  setPair(f, "unitCards", maxCards, &Player::unitCards, t);
  setPair(f, "brouillage", maxSkill, &Player::brouillage, t);
  setPair(f, "contreMesures", maxSkill, &Player::contreMesures, t);
  keeps(f, "type", t.number + 1LL, maxTurns, {"tours", "turns"});
  t.number += 1;
  t.phase = "authority";
  t.first = -1;
  log.push_back({"Tour " + num(t.number), "Turn " + num(t.number)});
  for (int p = 0; p < 2; ++p) {
    Player& me = t.players[static_cast<std::size_t>(p)];
    const Player& them = t.players[static_cast<std::size_t>(1 - p)];
    const int gross = me.commanderPc + me.unitCards;
    me.cpLost = std::min(gross, std::max(0, them.brouillage - me.contreMesures));
    me.cp = gross - me.cpLost;
    me.cardsLeft = me.unitCards;
    me.lastCard.clear();
    std::string fr = who(t, p) + " : " + num(me.cp) + " PC (commandant " + num(me.commanderPc) +
                     " + " + num(me.unitCards) + " cartes d'unité";
    std::string en = whoEn(t, p) + ": " + num(me.cp) + " CP (commander " + num(me.commanderPc) +
                     " + " + num(me.unitCards) + " unit cards";
    if (them.brouillage > 0) {
      fr += " − " + num(me.cpLost) + " de brouillage (" + num(them.brouillage) + ", " +
            num(me.contreMesures) + " contre-mesures)";
      en += " − " + num(me.cpLost) + " jammed (" + num(them.brouillage) + " Brouillage, " +
            num(me.contreMesures) + " Contre mesures)";
    }
    log.push_back({fr + ")", en + ")"});
  }
}

json authority(Turn& t, const Fields& f, std::vector<Line>& log, const json& ruleset) {
  const int bidMax = ruleset["company"].value("authorityBidMax", 6);
  const auto bids = f.integers("bids", 2, 2, 0, bidMax);
  for (int p = 0; p < 2; ++p)
    if (bids[static_cast<std::size_t>(p)] > t.players[static_cast<std::size_t>(p)].cp)
      throw RequestError(f.pathOf("bids") + "." + num(p), "at44.bid-short",
                         "bids " + num(bids[static_cast<std::size_t>(p)]) + " PC, " + who(t, p) +
                             " has " + num(t.players[static_cast<std::size_t>(p)].cp),
                         who(t, p) + " mise " + num(bids[static_cast<std::size_t>(p)]) +
                             " PC et n'en a que " + num(t.players[static_cast<std::size_t>(p)].cp));
  const std::string plays = f.choice("winnerPlays", {"first", "second"}, "first");
  const Line what{
      "test d'autorité : un D6 par joueur (" + who(t, 0) + " puis " + who(t, 1) + ")",
      "authority test: one D6 per player (" + whoEn(t, 0) + " then " + whoEn(t, 1) + ")"};
  if (!f.has("dice")) return needDice(2, what);
  const json& d = f.raw("dice");
  if (!d.is_array() || d.size() < 2 || d.size() % 2 != 0 || d.size() > 40)
    f.fail("dice", {"field.count", "must be an even number (2 .. 40) of dice, two per roll",
                    "doit être un nombre pair (2 à 40) de dés, deux par jet"});
  const auto dice = f.integers("dice", 2, 40, 1, 6);
  int winner = -1;
  std::size_t k = 0;
  for (; k + 1 < dice.size() && winner < 0; k += 2) {
    int total[2];
    for (int p = 0; p < 2; ++p)
      total[p] = dice[k + static_cast<std::size_t>(p)] +
                 t.players[static_cast<std::size_t>(p)].commanderAut +
                 bids[static_cast<std::size_t>(p)];
    const auto detail = [&](int p) {
      return num(dice[k + static_cast<std::size_t>(p)]) + " + " +
             num(t.players[static_cast<std::size_t>(p)].commanderAut) + " + " +
             num(bids[static_cast<std::size_t>(p)]) + " = " + num(total[p]);
    };
    const bool tie = total[0] == total[1];
    log.push_back({"Autorité (D6 + AUT + PC misés) : " + who(t, 0) + " " + detail(0) + ", " +
                       who(t, 1) + " " + detail(1) + (tie ? " : égalité, on relance" : ""),
                   "Authority (D6 + AUT + CP bid): " + whoEn(t, 0) + " " + detail(0) + ", " +
                       whoEn(t, 1) + " " + detail(1) + (tie ? ": tie, roll again" : "")});
    for (int p = 0; p < 2; ++p)
      log.back().with(model::dieOdds(dice[k + static_cast<std::size_t>(p)], p));
    if (!tie) winner = total[0] > total[1] ? 0 : 1;
  }
  if (winner < 0) return needDice(static_cast<int>(dice.size()) + 2, what);
  if (k < dice.size())
    f.fail("dice",
           {"at44.extra-dice",
            "has " + num(static_cast<int>(dice.size() - k)) + " dice more than the test used",
            "a " + num(static_cast<int>(dice.size() - k)) +
                " dés de plus que le test n'en a utilisé"});
  for (int p = 0; p < 2; ++p)
    t.players[static_cast<std::size_t>(p)].cp -= bids[static_cast<std::size_t>(p)];
  t.first = plays == "first" ? winner : 1 - winner;
  t.phase = "activations";
  for (Player& p : t.players) p.toActivate = 0;
  log.push_back({who(t, winner) + " remporte le test d'autorité et joue " +
                     (plays == "first" ? "en premier" : "en second") + " ; PC restants " +
                     num(t.players[0].cp) + " / " + num(t.players[1].cp),
                 whoEn(t, winner) + " wins the authority test and plays " + plays + "; CP left " +
                     num(t.players[0].cp) + " / " + num(t.players[1].cp)});
  // The hand to who plays first (or on, when they have no card).
  handOn(t, 1 - t.first, log);
  return nullptr;
}

// What the actions read besides the turn and their fields.
struct Context {
  const json* rules = nullptr;
  CompanySize size;
  const json& ruleset() const { return *rules; }
};
using Handler = json (*)(Turn&, const Context&, const Fields&, std::vector<Line>&);
using Check = std::optional<model::Why> (*)(const Turn&);

// An action that asks for no dice as a handler of the table: run on the turn, its fields and
// its log (`plain`), or with the turn's ruleset besides (`ruled`).
template <void (*run)(Turn&, const Fields&, std::vector<Line>&)>
json plain(Turn& t, const Context&, const Fields& f, std::vector<Line>& log) {
  run(t, f, log);
  return nullptr;
}
template <void (*run)(Turn&, const Fields&, std::vector<Line>&, const json&)>
json ruled(Turn& t, const Context& c, const Fields& f, std::vector<Line>& log) {
  run(t, f, log, c.ruleset());
  return nullptr;
}

// The preconditions (model::Action): the phase each action belongs to.
std::optional<model::Why> turnStarts(const Turn& t) {
  if (t.phase == "over") return model::Why{"game.over", "the game is over", "la partie est finie"};
  if (t.phase == "setup" || t.phase == "maintenance") return std::nullopt;
  return model::Why{
      "turn.phase", "a turn starts after the maintenance phase, not in the " + t.phase + " phase",
      "un tour commence après la phase d'entretien, pas pendant " +
          std::string(t.phase == "authority" ? "la phase d'autorité" : "la phase d'activations")};
}

std::optional<model::Why> duringTurn(const Turn& t) {
  if (t.phase == "over") return model::Why{"game.over", "the game is over", "la partie est finie"};
  if (t.phase != "setup") return std::nullopt;
  return model::Why{"turn.phase", "comes during a turn (a \"New turn\" first)",
                    "vient pendant un tour (« Nouveau tour » d'abord)"};
}

std::optional<model::Why> authorityPhase(const Turn& t) {
  return phaseRefusal(t, "authority", {"le test d'autorité", "the authority test"});
}
std::optional<model::Why> cardPhase(const Turn& t) {
  return phaseRefusal(t, "activations", {"une action de carte", "a card action"});
}
std::optional<model::Why> attitudePhase(const Turn& t) {
  return phaseRefusal(t, "activations", {"une attitude", "an attitude"});
}
std::optional<model::Why> spendPhase(const Turn& t) {
  return phaseRefusal(t, "activations", {"la dépense de PC", "spending CP"});
}
std::optional<model::Why> maintenancePhase(const Turn& t) {
  return phaseRefusal(t, "activations", {"l'entretien", "the maintenance phase"});
}
std::optional<model::Why> allCardsPlayed(const Turn& t) {
  return cardsLeftRefusal(t);
}
std::optional<model::Why> activationsPhase(const Turn& t) {
  return phaseRefusal(t, "activations", {"une activation", "an activation"});
}
std::optional<model::Why> reinforcementPhase(const Turn& t) {
  return phaseRefusal(t, "maintenance", {"l'entrée des renforts", "bringing reinforcements"});
}

const std::vector<model::Action<Handler, Check>>& actions() {
  static const std::vector<model::Action<Handler, Check>> table = {
      {"startTurn",
       {"commanderPc", "commanderAut", "unitCards", "brouillage", "contreMesures"},
       &plain<startTurn>,
       {&turnStarts}},
      {"authority",
       {"bids", "dice", "winnerPlays"},
       [](Turn& t, const Context& c, const Fields& f, std::vector<Line>& log) -> json {
         return authority(t, f, log, c.ruleset());
       },
       {&authorityPhase}},
      {"cardAction", {"player", "id"}, &ruled<cardAction>, {&cardPhase}},
      {"unit", {"player", "officer", "pay", "name"}, &ruled<unit>, {&activationsPhase}},
      {"unitLost", {"player", "activated"}, &plain<unitLost>, {&duringTurn}},
      {"endActivations",
       {},
       [](Turn& t, const Context&, const Fields&, std::vector<Line>& log) -> json {
         return endActivations(t, log), nullptr;
       },
       {&activationsPhase}},
      {"attitude", {"player", "id"}, &ruled<attitude>, {&attitudePhase}},
      {"spendCp", {"player", "cp"}, &plain<spendCp>, {&spendPhase}},
      {"destroyed",
       {"player", "officerStars", "vehicles", "vehicleStars"},
       &plain<destroyed>,
       {&duringTurn}},
      {"maintenance",
       {"objectives", "starsPerObjective"},
       [](Turn& t, const Context& c, const Fields& f, std::vector<Line>& log) -> json {
         return maintenance(t, f, log, c.size, c.ruleset()), nullptr;
       },
       {&maintenancePhase, &allCardsPlayed}},
      {"reinforcements",
       {"player", "unitStars"},
       [](Turn& t, const Context& c, const Fields& f, std::vector<Line>& log) -> json {
         return reinforcements(t, f, log, c.size), nullptr;
       },
       {&reinforcementPhase}},
  };
  return table;
}

// The turn as a state model (core/model/machine.hpp).
struct TurnModel {
  static constexpr const char* key = "turn";
  using State = Turn;
  using Context = at44::Context;

  static Turn begin(const json& request, Context& c, std::vector<Line>& log) {
    const Fields f(request, "", {"op", "ruleset", "stars", "players"});
    Turn t;
    if (f.has("ruleset")) t.ruleset = f.string("ruleset", 100);
    rulesetOf(t, "ruleset");
    t.stars = f.integer("stars", 1, maxStars);
    const std::vector<Fields> ps = model::twoPlayers(
        f, "players",
        {"name", "commanderPc", "commanderAut", "unitCards", "brouillage", "contreMesures"});
    for (std::size_t i = 0; i < 2; ++i) t.players[i] = newPlayer(ps[i]);
    c.rules = &rulesetOf(t, "ruleset");
    c.size = companySize(*c.rules, t.stars);
    log.push_back({"Nouvelle partie : " + who(t, 0) + " contre " + who(t, 1) + ", compagnies de " +
                       num(t.stars) + " étoiles (mort subite " + num(c.size.suddenDeath) + ", " +
                       num(c.size.reinforcements) + " étoiles de renfort)",
                   "New game: " + whoEn(t, 0) + " against " + whoEn(t, 1) + ", companies of " +
                       num(t.stars) + " stars (sudden death " + num(c.size.suddenDeath) + ", " +
                       num(c.size.reinforcements) + " reinforcement stars)"});
    return t;
  }

  static Turn read(const json& saved, Context& c) {
    Turn t = readTurn(saved);
    c.rules = &rulesetOf(t, "turn.ruleset");
    c.size = companySize(*c.rules, t.stars);
    return t;
  }

  static json write(const Turn& t, const Context&, const std::vector<Line>&) { return turnJson(t); }

  static const auto& actions() { return at44::actions(); }

  // `choices`: each player's card actions and attitudes, allowed now or why not.
  // `mayActivate`: whether each player may activate a unit now, or why not;
  // `paid`: the same for a unit without an officer paying its CP.
  static void more(json& reply, const Turn& t, const Context& c) {
    reply["choices"] = choicesJson(t, c.ruleset(), cardPhase(t), attitudePhase(t));
    json may = json::array();
    for (int p = 0; p < 2; ++p) {
      auto why = activationsPhase(t);
      if (!why) why = unitRefusal(t, p, c.ruleset());
      json one = model::allowedJson({{"player", p}}, why);
      // A unit without an officer, paying its CP (else activated to do nothing).
      one["paid"] = model::allowedJson(json::object(), why ? why : paidRefusal(t, p, c.ruleset()));
      may.push_back(one);
    }
    reply["mayActivate"] = may;
  }
};

}  // namespace

AUSPEX_MODEL_ENTRY_POINTS(TurnModel, turnAnswer, turnReadBack)

}  // namespace auspex::at44
