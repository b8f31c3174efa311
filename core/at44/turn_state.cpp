// AT-44 turn: reading and writing its state (docs/sheets/at44-turn.md).
#include <algorithm>

#include "at44/turn_state.hpp"

#include "at44/company.hpp"
#include "rulesets/ruleset.hpp"

namespace auspex::at44::turn_detail {

using requests::RequestError;

const json& rulesetOf(const Turn& t, const std::string& field) {
  const json* r = rulesets::find(t.ruleset);
  if (!r)
    throw RequestError(field, "ruleset.unknown", "names no loaded ruleset: \"" + t.ruleset + "\"",
                       "ne nomme aucun jeu de règles chargé : \"" + t.ruleset + "\"");
  if (r->value("system", "") != "at44" || !r->contains("company"))
    throw RequestError(
        field, "ruleset.system",
        "ruleset " + t.ruleset + " is not an AT-44 ruleset with a company block",
        "le jeu de règles " + t.ruleset + " n'est pas un jeu de règles AT-44 avec un bloc company");
  return *r;
}

// --- the state --------------------------------------------------------

json playerJson(const Player& p) {
  return {{"name", p.name},
          {"commanderPc", p.commanderPc},
          {"commanderAut", p.commanderAut},
          {"unitCards", p.unitCards},
          {"brouillage", p.brouillage},
          {"contreMesures", p.contreMesures},
          {"cp", p.cp},
          {"cpLost", p.cpLost},
          {"cardsLeft", p.cardsLeft},
          {"toActivate", p.toActivate},
          {"lastCard", p.lastCard.empty() ? json(nullptr) : json(p.lastCard)},
          {"stars", p.stars},
          {"starsSpent", p.starsSpent},
          {"reinforcementStars", p.reinforcementStars}};
}

json turnJson(const Turn& t) {
  const CompanySize size = companySize(rulesetOf(t, "turn.ruleset"), t.stars);
  json winner = nullptr;
  if (t.winner == "draw")
    winner = "draw";
  else if (!t.winner.empty())
    winner = std::stoi(t.winner);
  return {{"format", turnFormat().format},
          {"version", turnFormat().version},
          {"ruleset", t.ruleset},
          {"stars", t.stars},
          {"size", toJson(size)},
          {"turn", t.number},
          {"phase", t.phase},
          {"first", t.first < 0 ? json(nullptr) : json(t.first)},
          {"hand", t.hand < 0 ? json(nullptr) : json(t.hand)},
          {"players", {playerJson(t.players[0]), playerJson(t.players[1])}},
          {"winner", winner},
          {"end", t.end.empty() ? json(nullptr) : json(t.end)}};
}

Player newPlayer(const Fields& p) {
  Player out;
  out.name = p.has("name") ? p.string("name", 100) : "";
  out.commanderPc = p.integer("commanderPc", 0, maxPc);
  out.commanderAut = p.integer("commanderAut", 0, maxSkill, 0);
  out.unitCards = p.integer("unitCards", 0, maxCards);
  out.brouillage = p.integer("brouillage", 0, maxSkill, 0);
  out.contreMesures = p.integer("contreMesures", 0, maxSkill, 0);
  return out;
}

namespace {

// Version 1 → 2: whose turn it is (`hand`), the units a card turned still
// to activate (`toActivate`) and why the game ended (`end`). A turn saved in its activations phase
// goes to the player with cards left, the one who plays first when both have.
void addHand(json& t) {
  if (!t.is_object()) return;  // refused by the reader, naming the field
  json& ps = t["players"];
  int hand = -1;
  if (t.value("phase", "") == "activations" && ps.is_array() && ps.size() == 2) {
    const auto cards = [&](int p) {
      const json& c = ps[static_cast<std::size_t>(p)]["cardsLeft"];
      return c.is_number_integer() ? c.get<int>() : 0;
    };
    const int first = t["first"].is_number_integer() ? t["first"].get<int>() : 0;
    if (first >= 0 && first <= 1 && cards(first) > 0)
      hand = first;
    else if (first >= 0 && first <= 1 && cards(1 - first) > 0)
      hand = 1 - first;
  }
  if (ps.is_array())
    for (json& p : ps)
      if (p.is_object()) p["toActivate"] = 0;
  // Last: the state's keys are an ordered vector, `ps` moves when one is added.
  t["hand"] = hand < 0 ? json(nullptr) : json(hand);
  // Why it ended: before version 2 only sudden death ended a game.
  t["end"] = t.value("phase", "") == "over" ? json("suddenDeath") : json(nullptr);
}

}  // namespace

const model::Format& turnFormat() {
  static const model::Format f{"auspex-turn", 2, true, {{1, &addHand}}};
  return f;
}

Turn readTurn(const json& saved) {
  const json j = model::upgraded(saved, "turn", turnFormat());
  const Fields f(j, "turn",
                 {"format", "version", "ruleset", "stars", "size", "turn", "phase", "first", "hand",
                  "players", "winner", "end"});
  Turn t;
  t.ruleset = f.string("ruleset", 100);
  t.stars = f.integer("stars", 0, maxStars);
  t.number = f.integer("turn", 0, maxTurns);
  t.phase = f.choice("phase", phases);
  if (!f.raw("first").is_null()) t.first = f.integer("first", 0, 1);
  if (!f.raw("hand").is_null()) {
    t.hand = f.integer("hand", 0, 1);
    if (t.phase != "activations")
      f.fail("hand", {"state.invalid", "must be null outside the activations phase",
                      "doit être null hors de la phase d'activations"});
  }
  if (!f.raw("end").is_null()) t.end = f.choice("end", {"suddenDeath", "noUnits"});
  if (t.end.empty() != (t.phase != "over"))
    f.fail("end", {"state.invalid",
                   t.phase == "over" ? "must say why the game ended in the over phase"
                                     : "must be null before the over phase",
                   t.phase == "over" ? "doit dire pourquoi la partie a fini dans la phase over"
                                     : "doit être null avant la phase over"});
  const json& w = f.raw("winner");
  if (w == "draw")
    t.winner = "draw";
  else if (!w.is_null())
    t.winner = num(f.integer("winner", 0, 1));
  const std::vector<Fields> ps =
      model::twoPlayers(f, "players",
                        {"name", "commanderPc", "commanderAut", "unitCards", "brouillage",
                         "contreMesures", "cp", "cpLost", "cardsLeft", "toActivate", "lastCard",
                         "stars", "starsSpent", "reinforcementStars"});
  for (std::size_t i = 0; i < 2; ++i) {
    const Fields& p = ps[i];
    Player& out = t.players[i];
    out = newPlayer(p);
    out.cp = p.integer("cp", 0, 10 * maxPc + maxCards);
    out.cpLost = p.integer("cpLost", 0, 10 * maxPc + maxCards);
    out.cardsLeft = p.integer("cardsLeft", 0, maxCards);
    out.toActivate =
        p.integer("toActivate", 0, 2, 0);  // written always; a game code may leave it out
    if (!p.raw("lastCard").is_null()) out.lastCard = p.string("lastCard", 100);
    out.stars = p.integer("stars", 0, maxStars);
    out.starsSpent = p.integer("starsSpent", 0, maxStars);
    out.reinforcementStars = p.integer("reinforcementStars", 0, maxStars);
  }
  rulesetOf(t, "turn.ruleset");
  return t;
}

namespace {

// A phase's name in French ("la phase d'entretien").
std::string phaseFr(const std::string& phase) {
  if (phase == "setup") return "la mise en place";
  if (phase == "authority") return "la phase d'autorité";
  if (phase == "activations") return "la phase d'activations";
  if (phase == "maintenance") return "la phase d'entretien";
  return "la fin de la partie";
}

}  // namespace

std::optional<model::Why> phaseRefusal(const Turn& t, const std::string& phase, const Line& what) {
  if (t.phase == "over") return model::Why{"game.over", "the game is over", "la partie est finie"};
  if (t.phase == phase) return std::nullopt;
  return model::Why{"turn.phase", what.en + " comes in the " + phase + " phase, not " + t.phase,
                    what.fr + " vient dans " + phaseFr(phase) + ", pas dans " + phaseFr(t.phase)};
}

int playerOf(const Fields& f) {
  return f.integer("player", 0, 1);
}

void handOn(Turn& t, int p, std::vector<Line>& log) {
  const int other = 1 - p;
  if (t.players[static_cast<std::size_t>(other)].cardsLeft > 0)
    t.hand = other;
  else if (t.players[static_cast<std::size_t>(p)].cardsLeft > 0)
    t.hand = p;
  else {
    t.hand = -1;
    log.push_back({"Toutes les cartes sont jouées : place à l'entretien",
                   "Every card is played: on to the maintenance phase"});
  }
}

std::optional<model::Why> handRefusal(const Turn& t, int p) {
  if (t.hand < 0)
    return model::Why{"at44.cards-played", "every card of the turn is played",
                      "toutes les cartes du tour sont jouées"};
  if (t.hand == p) return std::nullopt;
  return model::Why{
      "turn.not-your-hand",
      "it is " + whoEn(t, t.hand) + "'s turn to play a card, not " + whoEn(t, p) + "'s",
      "c'est à " + who(t, t.hand) + " de jouer une carte, pas à " + who(t, p)};
}

}  // namespace auspex::at44::turn_detail
