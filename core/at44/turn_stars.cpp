// The turn's stars (docs/sheets/at44-turn.md): destruction, objectives at the
// maintenance phase with sudden death, reinforcements, and the end when a
// company has no unit left (docs/rules/at44.md, "Company and turn").
#include "at44/turn_stars.hpp"

#include "model/machine.hpp"

namespace auspex::at44::turn_detail {

using model::keeps;
using requests::Fields;
using requests::json;

// "Si un joueur n'a plus aucune unité en jeu (et ne peut pas faire rentrer de
// renforts non plus) la partie s'achève à la phase d'entretien suivante, les
// étoiles sont décomptées" (read at the turn after that maintenance, once its
// reinforcements could come): true when it ends here.
bool noUnitsLeft(Turn& t, std::vector<Line>& log) {
  if (t.number == 0) return false;
  const bool out0 = t.players[0].unitCards == 0, out1 = t.players[1].unitCards == 0;
  if (!out0 && !out1) return false;
  t.phase = "over";
  t.end = "noUnits";
  t.hand = -1;
  const int s0 = t.players[0].stars, s1 = t.players[1].stars;
  t.winner = s0 == s1 ? "draw" : num(s0 > s1 ? 0 : 1);
  const std::string lostFr =
      out0 && out1 ? "les deux joueurs n'ont" : who(t, out0 ? 0 : 1) + " n'a";
  const std::string lostEn =
      out0 && out1 ? "neither player has" : whoEn(t, out0 ? 0 : 1) + " has no";
  const std::string stars = num(s0) + " / " + num(s1);
  const bool draw = t.winner == "draw";
  log.push_back({"Fin de la partie : " + lostFr +
                     " plus d'unité en jeu ni de renfort ; les étoiles "
                     "décident (" +
                     stars + ") : " +
                     (draw ? std::string("égalité") : who(t, std::stoi(t.winner)) + " gagne"),
                 "Game over: " + lostEn + (out0 && out1 ? " any" : "") +
                     " unit in play nor reinforcements; the stars decide (" + stars + "): " +
                     (draw ? std::string("a draw") : whoEn(t, std::stoi(t.winner)) + " wins")});
  return true;
}

void destroyed(Turn& t, const Fields& f, std::vector<Line>& log) {
  const int p = playerOf(f);
  const int officerStars = f.integer("officerStars", 0, maxStars, 0);
  const int vehicles = f.integer("vehicles", 0, maxCards, 0);
  const int vehicleStars = f.integer("vehicleStars", vehicles, maxStars, vehicles);
  if (officerStars + vehicleStars == 0)
    f.fail("officerStars", {"at44.nothing-destroyed", "or vehicles: nothing destroyed",
                            "ou vehicles : rien de détruit"});
  Player& me = t.players[static_cast<std::size_t>(p)];
  keeps(f, officerStars > 0 ? "officerStars" : "vehicleStars",
        static_cast<long long>(me.stars) + officerStars + vehicleStars, maxStars,
        {"étoiles", "stars"});
  me.stars += officerStars + vehicleStars;
  log.push_back({who(t, p) + " : +" + num(officerStars + vehicleStars) +
                     " étoiles de destruction (officiers " + num(officerStars) + ", véhicules " +
                     num(vehicleStars) + ") — " + num(me.stars) + " étoiles",
                 whoEn(t, p) + ": +" + num(officerStars + vehicleStars) +
                     " stars for destruction (officers " + num(officerStars) + ", vehicles " +
                     num(vehicleStars) + ") — " + num(me.stars) + " stars"});
}

void maintenance(Turn& t, const Fields& f, std::vector<Line>& log, const CompanySize& size,
                 const json& ruleset) {
  const auto held = f.integers("objectives", 2, 2, 0, 100);
  const int minPer = ruleset["company"].value("minStarsPerObjective", 2);
  const int per = f.integer("starsPerObjective", minPer, maxStars, size.starsPerObjective);
  for (int p = 0; p < 2; ++p)
    keeps(f, "objectives",
          t.players[static_cast<std::size_t>(p)].stars +
              static_cast<long long>(held[static_cast<std::size_t>(p)]) * per,
          maxStars, {"étoiles", "stars"});
  t.phase = "maintenance";
  for (int p = 0; p < 2; ++p) {
    Player& me = t.players[static_cast<std::size_t>(p)];
    const int got = held[static_cast<std::size_t>(p)] * per;
    me.stars += got;
    log.push_back(
        {"Entretien : " + who(t, p) + " tient " + num(held[static_cast<std::size_t>(p)]) + " " +
             model::pluralFr(held[static_cast<std::size_t>(p)], "objectif", "objectifs") + " × " +
             num(per) + " = +" + num(got) + " étoiles — " + num(me.stars) + " étoiles",
         "Maintenance: " + whoEn(t, p) + " holds " + num(held[static_cast<std::size_t>(p)]) + " " +
             model::pluralEn(held[static_cast<std::size_t>(p)], "objective", "objectives") + " × " +
             num(per) + " = +" + num(got) + " stars — " + num(me.stars) + " stars"});
  }
  // Mort subite, checked here and only here.
  const int s0 = t.players[0].stars, s1 = t.players[1].stars, goal = size.suddenDeath;
  if (s0 < goal && s1 < goal) return;
  t.phase = "over";
  t.end = "suddenDeath";
  if (s0 >= goal && s1 >= goal && s0 == s1) {
    t.winner = "draw";
    log.push_back({"Mort subite (" + num(goal) +
                       " étoiles) atteinte par les deux joueurs à égalité : "
                       "partie nulle",
                   "Sudden death (" + num(goal) + " stars) reached by both players, tied: a draw"});
    return;
  }
  const int w = s0 > s1 ? 0 : 1;
  t.winner = num(w);
  log.push_back({"Mort subite : " + who(t, w) + " atteint " +
                     num(t.players[static_cast<std::size_t>(w)].stars) + " étoiles (" + num(goal) +
                     " pour une compagnie de " + num(size.sizeStars) + ") et gagne la partie",
                 "Sudden death: " + whoEn(t, w) + " reaches " +
                     num(t.players[static_cast<std::size_t>(w)].stars) + " stars (" + num(goal) +
                     " for a company of " + num(size.sizeStars) + ") and wins the game"});
}

void reinforcements(Turn& t, const Fields& f, std::vector<Line>& log, const CompanySize& size) {
  const int p = playerOf(f);
  Player& me = t.players[static_cast<std::size_t>(p)];
  const auto units = f.integers("unitStars", 1, maxCards, 1, maxStars);
  int cost = 0;
  for (int u : units) cost += u;
  const int budget = size.reinforcements - me.reinforcementStars;
  if (cost > budget)
    f.fail("unitStars", {"at44.reinforcements-short",
                         "cost " + num(cost) + " stars, " + num(budget) + " of the " +
                             num(size.reinforcements) + " reinforcement stars left",
                         "coûtent " + num(cost) + " étoiles, il reste " + num(budget) + " des " +
                             num(size.reinforcements) + " étoiles de renfort"});
  if (cost > me.stars)
    f.fail("unitStars",
           {"points.short", "cost " + num(cost) + " stars, " + who(t, p) + " has " + num(me.stars),
            "coûtent " + num(cost) + " étoiles, " + who(t, p) + " en a " + num(me.stars)});
  keeps(f, "unitStars", static_cast<long long>(me.starsSpent) + cost, maxStars,
        {"étoiles dépensées", "stars spent"});
  keeps(f, "unitStars", static_cast<long long>(me.unitCards) + static_cast<int>(units.size()),
        maxCards, {"cartes d'unité", "unit cards"});
  me.stars -= cost;
  me.starsSpent += cost;
  me.reinforcementStars += cost;
  me.unitCards += static_cast<int>(units.size());
  log.push_back(
      {who(t, p) + " fait entrer " + num(static_cast<int>(units.size())) + " " +
           model::pluralFr(static_cast<int>(units.size()), "unité", "unités") +
           " en renfort pour " + num(cost) + " étoiles — reste " + num(me.stars) + " étoiles, " +
           num(size.reinforcements - me.reinforcementStars) + " étoiles de renfort",
       whoEn(t, p) + " brings " + num(static_cast<int>(units.size())) + " " +
           model::pluralEn(static_cast<int>(units.size()), "unit", "units") +
           " as reinforcements for " + num(cost) + " stars — " + num(me.stars) + " stars, " +
           num(size.reinforcements - me.reinforcementStars) + " reinforcement stars left"});
}

}  // namespace auspex::at44::turn_detail
