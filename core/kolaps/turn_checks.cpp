// The activation draw's preconditions (model::Action): what the turn's state
// alone forbids, each with why. They refuse an action before it runs and
// make the reply's `actions` (core/kolaps/turn.cpp's table).
#include "kolaps/turn_checks.hpp"

namespace auspex::kolaps::turn_detail {

std::optional<model::Why> over(const Turn& t) {
  if (t.phase != "over") return std::nullopt;
  return model::Why{"game.over", "the fight is over", "le combat est fini"};
}

// A phase's name in French ("la mise en place").
std::string phaseFr(const std::string& phase) {
  if (phase == "setup") return "la mise en place";
  if (phase == "turnEnd") return "la fin du tour";
  return "la séquence";
}

// `what` (the action in both languages) comes in an activation sequence.
std::optional<model::Why> sequenceOnly(const Turn& t, const Line& what) {
  if (auto why = over(t)) return why;
  if (t.phase == "sequence") return std::nullopt;
  return model::Why{
      "turn.phase", what.en + " comes in an activation sequence, not in the " + t.phase + " phase",
      what.fr + " vient pendant une séquence d'activation, pas pendant " + phaseFr(t.phase)};
}

const Character* activeIn(const Turn& t) {
  for (const auto& c : t.characters)
    if (c.state == "actif") return &c;
  return nullptr;
}

std::optional<model::Why> turnStarts(const Turn& t) {
  if (auto why = over(t)) return why;
  if (t.phase == "sequence")
    return model::Why{
        "turn.phase",
        "a turn starts once the last one has ended, not during sequence " + numMinus(t.sequence),
        "un tour commence quand le précédent est fini, pas pendant la séquence " +
            numMinus(t.sequence)};
  if (t.number >= maxTurns)
    return model::Why{"kolaps-turn.max-turns",
                      "a fight has at most " + numMinus(maxTurns) + " turns",
                      "un combat a au plus " + numMinus(maxTurns) + " tours"};
  if (t.turns > 0 && t.number >= t.turns)
    return model::Why{"kolaps-turn.max-turns",
                      "the scenario's " + numMinus(t.turns) + " turns are played",
                      "les " + numMinus(t.turns) + " tours du scénario sont joués"};
  return std::nullopt;
}

std::optional<model::Why> drawable(const Turn& t) {
  if (auto why = sequenceOnly(t, {"une pioche", "a draw"})) return why;
  if (const Character* a = activeIn(t))
    return model::Why{"kolaps-turn.active",
                      a->name + " is active: \"End of activation\" before the next draw",
                      a->name + " est actif : « Fin d'activation » avant la pioche suivante"};
  return std::nullopt;
}

std::optional<model::Why> noneActive(const Turn& t, const Line& what) {
  if (auto why = sequenceOnly(t, what)) return why;
  if (activeIn(t)) return std::nullopt;
  return model::Why{"kolaps-turn.none-active", "no character is active: draw first",
                    "aucun personnage n'est actif : piochez d'abord"};
}

std::optional<model::Why> spendable(const Turn& t) {
  if (auto why = noneActive(t, {"la dépense de combativité", "spending combativité"})) return why;
  if (!t.acted) return std::nullopt;
  const Character& a = *activeIn(t);
  return model::Why{"kolaps-turn.acted",
                    "Loi 8-1: " + a.name +
                        " has made its action: one action per activation "
                        "(end the activation)",
                    "Loi 8-1 : " + a.name +
                        " a fait son action : une seule action par "
                        "activation (finissez l'activation)"};
}

std::optional<model::Why> endRefusal(const Turn& t) {
  if (auto why = endable(t)) return why;
  const Character& a = *activeIn(t);
  if (t.acted || a.combativite <= 0) return std::nullopt;
  return model::Why{"kolaps-turn.no-action",
                    "Loi 8-1: " + a.name +
                        " makes one action when its marker is drawn; "
                        "a player who does not want to act with it marks it épuisé (Loi 7-14)",
                    "Loi 8-1 : " + a.name +
                        " fait une action quand son marqueur est pioché ; "
                        "le joueur qui ne veut pas l'activer le déclare épuisé (Loi 7-14)"};
}

std::optional<model::Why> endable(const Turn& t) {
  return noneActive(t, {"la fin d'une activation", "the end of an activation"});
}

std::optional<model::Why> opposable(const Turn& t) {
  if (auto why = sequenceOnly(t, {"une opposition", "an opposition"})) return why;
  if (activeIn(t)) return std::nullopt;
  return model::Why{
      "kolaps-turn.none-active",
      "an opposition answers the active character's action: no character is active",
      "une opposition répond à l'action du personnage actif : aucun personnage n'est actif"};
}

std::optional<model::Why> mayAct(const Turn& t, const Character& c) {
  if (t.phase != "sequence") return std::nullopt;  // the draw says nothing outside a sequence
  if (c.state == "actif" || c.state == "attente") return std::nullopt;  // attente: Loi 7-16
  if (c.state == "reserve")
    return model::Why{
        "kolaps-turn.in-reserve",
        c.name + " waits in the Réserve: they act when their marker is drawn (Loi 7-12)",
        c.name + " attend dans la Réserve : il agit quand son marqueur est pioché (Loi 7-12)"};
  if (c.state == "horsCombat")
    return model::Why{"kolaps-turn.out", c.name + " is out of action", c.name + " est hors combat"};
  return model::Why{"kolaps-turn.exhausted",
                    c.name + " is épuisé: no more activation this turn (Loi 7-14)",
                    c.name + " est épuisé : plus d'activation ce tour-ci (Loi 7-14)"};
}

json mayActJson(const Turn& t) {
  json out = json::array();
  for (const auto& c : t.characters)
    out.push_back(model::allowedJson({{"id", c.id}}, mayAct(t, c)));
  return out;
}

}  // namespace auspex::kolaps::turn_detail
