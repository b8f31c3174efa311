#include "kolaps/action.hpp"

#include <algorithm>

#include "dice/dist.hpp"

namespace auspex::kolaps {

using dice::Dist;

const char* woundName(Wound w) {
  static const char* names[] = {"sonne", "legerement_blesse", "blesse", "etat_critique",
                                "hors_combat"};
  return names[w];
}

const char* actionName(Action a) {
  static const char* names[] = {"tir_au_juge", "tir", "mitraillage", "bout_portant", "frapper"};
  return names[static_cast<int>(a)];
}

std::optional<Action> actionFromName(const std::string& name) {
  for (int i = 0; i < 5; ++i)
    if (name == actionName(static_cast<Action>(i))) return static_cast<Action>(i);
  return std::nullopt;
}

std::array<std::optional<int>, woundCount> resultBands(Action a) {
  switch (a) {
    case Action::tir_au_juge: return {0, 4, 5, 6, 9};                         // Loi 9-11
    case Action::tir: return {0, 1, 3, 5, 7};                                 // Loi 9-12
    case Action::mitraillage: return {0, 3, 6, 8, 10};                        // Loi 9-13
    case Action::bout_portant: return {std::nullopt, std::nullopt, 0, 3, 6};  // Loi 9-21
    case Action::frapper: return {0, 1, 3, 5, 7};                             // Loi 9-19
  }
  return {};
}

Wound woundFor(Action a, int r) {
  const auto bands = resultBands(a);
  int level = -1;
  for (int w = 0; w < woundCount; ++w)
    if (bands[w] && r >= *bands[w]) level = w;
  return static_cast<Wound>(std::max(level, 0));
}

Outcome resolve(Action a, int opposition, const std::optional<Protection>& protection) {
  // Of the 216 throws of three dice, 16 show at least two 1s: 15 with
  // exactly two (the third die reads 2 .. 6, three ways each) and 1 with three.
  // The rest is a plain sum of "3D6 without a double 1".
  std::vector<double> clean(19, 0.0);
  Outcome out;
  for (int x = 1; x <= 6; ++x)
    for (int y = 1; y <= 6; ++y)
      for (int z = 1; z <= 6; ++z) {
        const int ones = (x == 1) + (y == 1) + (z == 1);
        if (ones >= 2) continue;
        clean[x + y + z] += 1.0 / 216;
      }
  out.mishap = 16.0 / 216;
  out.mishapTable = {1.0 / 16, 3.0 / 16, 3.0 / 16, 3.0 / 16, 3.0 / 16, 3.0 / 16};

  const Dist result = Dist::fromTable(0, clean) - Dist::sumOfDice(opposition, 6);
  double absorb = 0.0;
  if (protection && a != Action::bout_portant)
    absorb = dice::chanceAtLeast(protection->defenceClass + protection->penetration);
  for (int v = std::max(result.lo(), 6); v <= result.hi(); ++v) {
    const double p = result.at(v);
    const Wound w = woundFor(a, v - 6);
    out.success += p;
    if (w > sonne) {
      out.wounds[sonne] += p * absorb;
      out.wounds[w] += p * (1.0 - absorb);
    } else {
      out.wounds[w] += p;
    }
  }
  out.failure = 1.0 - out.mishap - out.success;
  return out;
}

Roll readRoll(const std::array<int, 3>& d, const std::vector<int>& opp) {
  Roll roll;
  const int ones = (d[0] == 1) + (d[1] == 1) + (d[2] == 1);
  if (ones >= 2) {
    roll.mishap = true;
    // The third die: the one that is not part of the double 1.
    roll.mishapEntry = ones == 3 ? 1 : (d[0] != 1 ? d[0] : d[1] != 1 ? d[1] : d[2]);
    return roll;
  }
  roll.result = d[0] + d[1] + d[2];
  for (int o : opp) roll.result -= o;
  roll.r = roll.result - 6;
  roll.success = roll.result >= 6;
  return roll;
}

}  // namespace auspex::kolaps
