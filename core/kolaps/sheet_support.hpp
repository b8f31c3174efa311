// KOLAPS character sheets: what the actions share (sheet_actions.cpp,
// sheet_wounds.cpp). Internal to core/kolaps.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "kolaps/sheet.hpp"

namespace auspex::kolaps::sheet::detail {

using requests::Fields;

using model::line;
using model::needDice;
using model::num;

// The dice of the action: exactly `count`, each 1..6. Absent: sets
// `needs` and returns nothing (the sheet is sent back unchanged).
std::optional<std::vector<int>> diceOf(const Fields& f, int count, const Names& what, json& needs);

// Whether the character is unconscious (5-8) during the current turn.
inline bool unconscious(const Sheet& s) {
  return s.unconsciousUntil && *s.unconsciousUntil >= s.turn;
}

// The preconditions of the actions (model::Action, sheet_actions.cpp):
// in the game; acting or opposing: in the game, conscious, not épuisé.
inline std::optional<model::Why> outWhy(const Sheet& s) {
  if (!horsCombat(s)) return std::nullopt;
  return model::Why{"unit.destroyed", "the character is hors combat: no more actions",
                    "le personnage est hors combat : plus d'action"};
}

inline std::optional<model::Why> inactiveWhy(const Sheet& s) {
  if (auto why = outWhy(s)) return why;
  if (unconscious(s))
    return model::Why{
        "kolaps.unconscious",
        "the character is unconscious (Loi 5-8) until turn " + num(*s.unconsciousUntil) + " ends",
        "le personnage est inconscient (Loi 5-8) jusqu'à la fin du tour " +
            num(*s.unconsciousUntil)};
  if (s.activation == "epuise")
    return model::Why{
        "kolaps.epuise",
        "the character is épuisé: no action nor opposition this turn (Loi 1-14, 9-23)",
        "le personnage est épuisé : ni action ni opposition ce tour-ci (Loi 1-14, 9-23)"};
  return std::nullopt;
}

// Threshold of a conscience roll (4-9): 1 is automatic.
inline int conscienceThreshold(const Sheet& s, const data::Ruleset& rs) {
  return rankOf(rs, s.profile.rank).conscience;
}

// Combativité lost (not spent): never below 0; 0 makes the character épuisé.
void loseCombativite(Sheet& s, int points, std::vector<model::Line>& log);

// Conscience rolls for fatigue taken beyond the 6th point (5-8): how many
// dice adding `points` needs, and adding them with those dice.
int fatigueRolls(const Sheet& s, const data::Ruleset& rs, int points);
// `points` of fatigue taken voluntarily, read at `key`: refused beyond the most the ruleset
// allows (Loi 5-3, kolaps.fatigue-max).
void voluntaryFatigue(const Sheet& s, const data::Ruleset& rs, const Fields& f, const char* key,
                      int points);
void addFatigue(Sheet& s, const data::Ruleset& rs, int points, const std::vector<int>& dice,
                std::size_t& next, std::vector<model::Line>& log);

Step fatigue(Sheet& s, const data::Ruleset& rs, const Fields& f);
Step wound(Sheet& s, const data::Ruleset& rs, const Fields& f);
Step protection(Sheet& s, const data::Ruleset& rs, const Fields& f);
Step conscience(Sheet& s, const data::Ruleset& rs, const Fields& f);
Step weapon(Sheet& s, const Fields& f);

}  // namespace auspex::kolaps::sheet::detail
