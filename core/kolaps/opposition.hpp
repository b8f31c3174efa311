// KOLAPS (seed 003): the opposition dice of an action from their named
// sources (Lois 9-7, 9-16, 9-24 .. 9-27, 10-3 .. 10-5, 11-8, 11-29).
#pragma once

#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "kolaps/action.hpp"

namespace auspex::kolaps {

enum class Cover { none, leger, lourd, total };  // total: terrain only (Loi 10-4)
enum class Parry { none, arme, bouclier };

struct OppositionSources {
  bool auSol = false;            // 9-7
  Cover couvert = Cover::none;   // à couvert, 9-24
  Cover seCacher = Cover::none;  // se cacher, 9-27
  bool esquive = false;          // 9-25
  Parry parade = Parry::none;    // 9-26
  Cover terrain = Cover::none;   // between shooter and target, 10-3, 10-4
  bool expose = false;           // the target is exposé, 9-2, 10-5
  int camouflage = 0;            // Camouflage X of the target's protection, 11-29
  int assaut = 0;                // the shooter moved: 1 marche, 2 course (9-16)
  int extra = 0;                 // any other opposition dice (scenario, objects)
};

// One source's share of the total, with the laws that set it and, when the
// source gives less than its nominal dice, why.
struct SourceDice {
  std::string source;
  int dice = 0;
  std::string law;
  std::string note;
};

struct OppositionTotal {
  int dice = 0;
  std::vector<SourceDice> sources;
};

// A source that cannot apply to this action: `field` is the source's key
// ("esquive") or "distance".
struct OppositionConflict : std::invalid_argument {
  OppositionConflict(std::string field, const std::string& message)
      : std::invalid_argument(message), field(std::move(field)) {}
  std::string field;
};

// The opposition dice against action `a` with weapon `w` at `distance`
// zones (needed only for camouflage). Throws OppositionConflict.
OppositionTotal oppositionDice(Action a, const OppositionSources& s, const Weapon& w,
                               std::optional<int> distance);

}  // namespace auspex::kolaps
