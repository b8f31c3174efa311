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
  return noneActive(t, {"la dépense de combativité", "spending combativité"});
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

}  // namespace auspex::kolaps::turn_detail
