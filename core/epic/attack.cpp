#include "epic/attack.hpp"

#include <algorithm>
#include <functional>
#include <vector>

#include "dice/chain.hpp"

namespace auspex::epic {

using dice::Dist;

double hitChance(int needed) {
  if (needed <= 6) return dice::chanceAtLeast(needed);
  const int second = needed == 7 ? 4 : needed == 8 ? 5 : 6;
  return dice::chanceAtLeast(6) * dice::chanceAtLeast(second);
}

ShootingOutcome shoot(const Shooting& a, const Shot& t) {
  ShootingOutcome out;
  out.needed = a.toHit - a.modifier + t.coverToHit;
  out.hit = hitChance(out.needed);
  // Saved when D6 + saveModifier >= save - saveBonus.
  out.saveNeeded = t.save - t.saveBonus - a.saveModifier;
  if (t.isVehicle) {
    // "réduire la sauvegarde du véhicule de 1 si le tir vient de côté et de 2
    // s'il vient de l'arrière": a 4+ save becomes 5+ from the side, 6+ from behind.
    out.saveNeeded += t.vehicle.facing == Facing::side   ? 1
                      : t.vehicle.facing == Facing::rear ? 2
                                                         : 0;
    // "un véhicule lourd ne peut être endommagé que par les armes bénéficiant
    // d'un modificateur de sauvegarde inférieur à 0": every hit is stopped.
    out.hurts = !t.vehicle.heavy || a.saveModifier < 0;
  }
  out.saved = out.hurts ? dice::chanceAtLeast(out.saveNeeded) : 1.0;
  out.hits = Dist::binomial(a.shots, out.hit);
  out.unsaved = out.hits.thinned(1.0 - out.saved);
  if (t.isVehicle) {
    // Unsaved hits go to one vehicle until it is destroyed, then the next.
    const int h = t.vehicle.hitsToDestroy, models = t.models;
    out.casualties = out.unsaved.map([h, models](int u) { return std::min(models, u / h); });
  } else {
    out.casualties = out.unsaved.capped(t.models);
  }
  out.destroyed = out.casualties.at(t.models);
  return out;
}

ShootingOutcome shootPerModel(const Shooting& a, const Shot& t, int dicePerModel,
                              std::vector<int>& split) {
  ShootingOutcome out = shoot(a, t);
  const int shooters = a.shots / dicePerModel, models = t.models;
  const int h = t.isVehicle ? t.vehicle.hitsToDestroy : 1;
  const double kill = out.hit * (1.0 - out.saved);
  // removed[k]: the chance a model with k shooters on it is removed.
  std::vector<double> removed(static_cast<std::size_t>(shooters) + 1, 0.0);
  for (int k = 1; k <= shooters; ++k)
    removed[k] = Dist::binomial(k * dicePerModel, kill).atLeast(h);
  // best[j][s]: the most removed on average from the first j models with s shooters.
  const double none = -1.0;
  std::vector<std::vector<double>> best(models + 1, std::vector<double>(shooters + 1, none));
  std::vector<std::vector<int>> took(models + 1, std::vector<int>(shooters + 1, 0));
  best[0][0] = 0.0;
  for (int j = 1; j <= models; ++j)
    for (int s = 0; s <= shooters; ++s)
      for (int k = 0; k <= s; ++k) {
        if (best[j - 1][s - k] == none) continue;
        const double v = best[j - 1][s - k] + removed[k];
        if (v > best[j][s] + 1e-12) {
          best[j][s] = v;
          took[j][s] = k;
        }
      }
  split.assign(static_cast<std::size_t>(models), 0);
  for (int j = models, s = shooters; j > 0; --j) {
    split[j - 1] = took[j][s];
    s -= took[j][s];
  }
  std::sort(split.begin(), split.end(), std::greater<>());
  Dist casualties = Dist::constant(0);
  for (int k : split)
    if (k > 0) casualties = casualties + Dist::bernoulli(removed[k]);
  out.casualties = casualties;
  out.destroyed = out.casualties.at(models);
  return out;
}

double assault(const Fighter& attacker, const Fighter& defender) {
  // P(A > B) and P(A < B) summed over B's totals with A's cumulative table:
  // linear in the tables' sizes, no convolution of the two.
  const Dist a = Dist::sumOfDice(attacker.dice, 6) + Dist::constant(attacker.fa);
  const Dist b = Dist::sumOfDice(defender.dice, 6) + Dist::constant(defender.fa);
  std::vector<double> above(a.hi() - a.lo() + 2, 0.0);  // above[i]: P(A >= a.lo() + i)
  for (int v = a.hi(); v >= a.lo(); --v) above[v - a.lo()] = above[v - a.lo() + 1] + a.at(v);
  auto atLeast = [&](int v) {
    if (v <= a.lo()) return 1.0;
    if (v > a.hi()) return 0.0;
    return above[v - a.lo()];
  };
  double win = 0.0, lose = 0.0;
  for (int v = b.lo(); v <= b.hi(); ++v) {
    win += b.at(v) * atLeast(v + 1);
    lose += b.at(v) * (1.0 - atLeast(v));
  }
  dice::innerSteps() += static_cast<long long>(above.size()) + (b.hi() - b.lo() + 1);
  return win / (win + lose);
}

}  // namespace auspex::epic
