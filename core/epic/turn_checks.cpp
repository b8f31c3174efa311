// The Epic turn's preconditions (model::Action): what the turn's state alone
// forbids, each with why. They refuse an action before it runs and make the
// reply's `actions` (core/epic/turn.cpp's table).
#include "epic/turn_checks.hpp"

namespace auspex::epic::turn_detail {

// Why `what` (the action in both languages) cannot be done outside `phase`.
std::optional<model::Why> phaseRefusal(const Turn& t, const std::string& phase, const Line& what) {
  if (t.phase == phase) return std::nullopt;
  return model::Why{
      "turn.phase", what.en + " comes in the " + phase + " phase, not in the " + t.phase + " phase",
      what.fr + " vient dans " + phaseName(phase).fr + ", pas dans " + phaseName(t.phase).fr};
}

namespace {

// Refused once `chooser` has chosen `first` (`en`, `fr`: what `first` does then).
std::optional<model::Why> chosen(const Turn& t, int chooser, int first, const char* en,
                                 const char* fr) {
  if (first < 0) return std::nullopt;
  return model::Why{"epic-turn.chosen",
                    who(t, chooser) + " has chosen: " + who(t, first) + " " + en,
                    who(t, chooser) + " a choisi : " + who(t, first) + " " + fr};
}

}  // namespace

// The preconditions (model::Action): what the turn's state alone forbids.
std::optional<model::Why> rollOffPre(const Turn& t) {
  if (auto why = phaseRefusal(t, "deployment", {"le tirage au sort", "the roll-off"})) return why;
  const DeployState& d = t.deployment;
  if (d.hasRolls)
    return model::Why{
        "epic-turn.rolled",
        "the roll-off is made: " + numMinus(d.rolls[0]) + " against " + numMinus(d.rolls[1]),
        "le tirage au sort est fait : " + numMinus(d.rolls[0]) + " contre " + numMinus(d.rolls[1])};
  return std::nullopt;
}

std::optional<model::Why> deployFirstPre(const Turn& t) {
  if (auto why = phaseRefusal(t, "deployment",
                              {"le choix de qui déploie en premier", "choosing who deploys first"}))
    return why;
  const DeployState& d = t.deployment;
  const DeploymentOption& m = methodOf(t);
  if (!m.highestChooses)
    return model::Why{"epic-turn.no-choice",
                      "the method " + d.method + " has no choice: the " +
                          (m.lowestStarts ? "lower" : "higher") + " roll deploys first",
                      "la méthode " + d.method + " ne laisse pas de choix : le jet le " +
                          (m.lowestStarts ? "plus bas" : "plus haut") + " déploie en premier"};
  if (!d.hasRolls)
    return model::Why{"epic-turn.roll-first",
                      "roll off first: the higher roll chooses who deploys first",
                      "tirez au sort d'abord : le jet le plus haut choisit qui déploie en premier"};
  return chosen(t, d.chooser, d.first, "deploys first", "déploie en premier");
}

std::optional<model::Why> deployedPre(const Turn& t) {
  if (auto why = phaseRefusal(t, "deployment", {"le déploiement", "deploying"})) return why;
  const DeployState& d = t.deployment;
  if (!d.hasRolls)
    return model::Why{"epic-turn.roll-first",
                      "roll off first: the roll-off decides who deploys first",
                      "tirez au sort d'abord : le tirage décide qui déploie en premier"};
  if (d.first < 0)
    return model::Why{"epic-turn.not-chosen",
                      who(t, d.chooser) + " has not chosen who deploys first",
                      who(t, d.chooser) + " n'a pas choisi qui déploie en premier"};
  return std::nullopt;
}

std::optional<model::Why> nextPre(const Turn& t) {
  if (t.phase == "deployment")
    return model::Why{
        "epic-turn.not-deployed",
        "the armies are not all deployed: " + who(t, 0) + " " + numMinus(t.deployment.deployed[0]) +
            " of " + numMinus(t.players[0].formations) + ", " + who(t, 1) + " " +
            numMinus(t.deployment.deployed[1]) + " of " + numMinus(t.players[1].formations) +
            " formations",
        "les armées ne sont pas toutes déployées : " + who(t, 0) + " " +
            numMinus(t.deployment.deployed[0]) + " sur " + numMinus(t.players[0].formations) +
            ", " + who(t, 1) + " " + numMinus(t.deployment.deployed[1]) + " sur " +
            numMinus(t.players[1].formations) + " formations"};
  if ((t.phase == "movement" || t.phase == "assault") && t.initiative >= 0 && t.first < 0)
    return model::Why{"epic-turn.choose-first",
                      who(t, t.initiative) +
                          " has the initiative and chooses who acts first: "
                          "action first before the next phase",
                      who(t, t.initiative) +
                          " a l'initiative et choisit qui agit en premier : "
                          "action first avant la phase suivante"};
  return std::nullopt;
}

std::optional<model::Why> firstPre(const Turn& t) {
  if (t.phase != "movement" && t.phase != "assault")
    return model::Why{
        "turn.phase",
        "who acts first is chosen in the movement and assault phases, not in the " + t.phase +
            " phase",
        "qui agit en premier se choisit dans les phases de mouvement et d'assaut, pas dans " +
            phaseName(t.phase).fr};
  if (t.initiative < 0)
    return model::Why{"epic-turn.no-initiative", "no one has the initiative",
                      "personne n'a l'initiative"};
  return chosen(t, t.initiative, t.first, "acts first", "agit en premier");
}

std::optional<model::Why> shootingPre(const Turn& t, const Line& what) {
  if (auto why = phaseRefusal(t, "shooting", what)) return why;
  if (t.acting < 0)
    return model::Why{"epic-turn.no-shooter",
                      t.initiative < 0 ? "no one has the initiative"
                                       : "both players have passed: no formation is left to fire",
                      t.initiative < 0
                          ? "personne n'a l'initiative"
                          : "les deux joueurs ont passé : plus aucune formation ne tire"};
  return std::nullopt;
}

std::optional<model::Why> firePre(const Turn& t) {
  return shootingPre(t, {"le tir d'une formation", "firing a formation"});
}

std::optional<model::Why> passPre(const Turn& t) {
  return shootingPre(t, {"passer", "passing"});
}

std::optional<model::Why> fireRefusal(const Turn& t, int p) {
  if (auto why = firePre(t)) return why;
  if (p == t.acting) return std::nullopt;
  return model::Why{"epic-turn.not-your-turn",
                    "it is " + whoEn(t, t.acting) + "'s go to fire, not " + whoEn(t, p) + "'s",
                    "c'est à " + who(t, t.acting) + " de faire tirer, pas à " + who(t, p)};
}

std::optional<model::Why> assaultPre(const Turn& t) {
  if (auto why = phaseRefusal(t, "assault", {"un corps à corps", "an assault"})) return why;
  if (t.initiative >= 0 && t.first < 0)
    return model::Why{
        "epic-turn.choose-first",
        whoEn(t, t.initiative) + " has the initiative and first chooses who acts first",
        who(t, t.initiative) + " a l'initiative et choisit d'abord qui agit en premier"};
  return std::nullopt;
}

}  // namespace auspex::epic::turn_detail
