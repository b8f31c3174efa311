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
  static const char* names[] = {"tir_au_juge",  "tir",     "mitraillage",
                                "bout_portant", "frapper", "charger"};
  return names[static_cast<int>(a)];
}

std::optional<Action> actionFromName(const std::string& name) {
  for (int i = 0; i < actionCount; ++i)
    if (name == actionName(static_cast<Action>(i))) return static_cast<Action>(i);
  return std::nullopt;
}

std::vector<std::string> actionNames() {
  std::vector<std::string> names;
  for (int i = 0; i < actionCount; ++i) names.emplace_back(actionName(static_cast<Action>(i)));
  return names;
}

bool isDistantShot(Action a) {
  return a == Action::tir_au_juge || a == Action::tir || a == Action::mitraillage;
}

bool isMelee(Action a) {
  return a == Action::frapper || a == Action::charger;
}

std::array<std::optional<int>, woundCount> resultBands(Action a) {
  switch (a) {
    case Action::tir_au_juge: return {0, 4, 5, 6, 9};                         // Loi 9-11
    case Action::tir: return {0, 1, 3, 5, 7};                                 // Loi 9-12
    case Action::mitraillage: return {0, 3, 6, 8, 10};                        // Loi 9-13
    case Action::bout_portant: return {std::nullopt, std::nullopt, 0, 3, 6};  // Loi 9-21
    case Action::frapper:                                                     // Loi 9-19
    case Action::charger: return {0, 1, 3, 5, 7};                             // Loi 9-20
  }
  return {};
}

Wound woundFor(Action a, int r) {
  return woundFor(resultBands(a), r);
}

Wound woundFor(const Bands& bands, int r) {
  int level = -1;
  for (int w = 0; w < woundCount; ++w)
    if (bands[w] && (level < 0 || r >= *bands[w])) level = w;
  return static_cast<Wound>(level);
}

PompeBand pompeBand(int pompe, int distance) {
  if (pompe <= 0) return PompeBand::none;
  if (distance <= pompe) return PompeBand::reroll;
  if (distance <= 2 * pompe) return PompeBand::cancelHighest;
  return PompeBand::cancelHighestStunOnly;
}

int absorbTarget(const Protection& p, const Weapon& w) {
  return p.defenceClass + p.penetration + w.penetrant + (w.percant ? 1 : 0) + (w.pompe > 0 ? 1 : 0);
}

int impactPointsFor(Wound level, const Weapon& w, PompeBand band, const Protection& p) {
  if (w.percant) return 0;                   // 11-17: "le coup n'a aucun impact"
  if (p.solide && level < blesse) return 0;  // 11-27, read as "blessé or worse"
  // 11-16 and 11-13: 2 points instead of 1; the two do not add up.
  return (w.contondant || band == PompeBand::reroll) ? 2 : 1;
}

double classIncreaseChance(const std::vector<double>& points, const Protection& p) {
  double chance = 0.0;
  for (std::size_t k = 1; k < points.size(); ++k) {
    if (!p.inusable) {
      // 11-25: 3 impacts or more put the class up and the count back to 0.
      if (p.impacts + static_cast<int>(k) >= 3) chance += points[k];
      continue;
    }
    // 11-28: each point that finds the counter at 3 is a D6; 4+ holds the
    // class and the counter stays at 3. After a rise the counter is 0 and the
    // at most one point left cannot reach 3 again.
    double holds = 1.0;
    int counter = p.impacts;
    for (std::size_t i = 0; i < k; ++i) {
      counter = std::min(counter + 1, 3);
      if (counter == 3) holds *= dice::chanceAtLeast(4);
    }
    chance += points[k] * (1.0 - holds);
  }
  return chance;
}

bool ignifugeBlocks(const std::optional<Protection>& p, const Weapon& w) {
  return p && p->ignifuge && w.feu;
}

Outcome resolve(const Attack& at) {
  Outcome out;
  const Weapon& w = at.weapon;
  const PompeBand band = pompeBand(w.pompe, at.distance);

  // The 216 throws of the action dice, reduced to the small state the rest
  // needs: the score (sum of the dice that count) and the lowest of those
  // dice (the one Tranchant re-rolls). A double 1 is a mishap before any
  // trait acts (11-13: "si le score du tir n'est pas un double 1").
  double kept[19][7] = {};
  for (int x = 1; x <= 6; ++x)
    for (int y = 1; y <= 6; ++y)
      for (int z = 1; z <= 6; ++z) {
        const double p = 1.0 / 216;
        std::array<int, 3> d{x, y, z};
        std::sort(d.begin(), d.end());
        if (d[1] == 1) {
          out.mishap += p;
          out.mishapTable[d[2] - 1] += p;  // the third die; 1 on a triple 1
          continue;
        }
        if (band == PompeBand::reroll && d[0] <= pompeRerollAtMost) {
          for (int u = 1; u <= 6; ++u) {
            std::array<int, 3> e{u, d[1], d[2]};
            kept[e[0] + e[1] + e[2]][*std::min_element(e.begin(), e.end())] += p / 6;
          }
        } else if (band == PompeBand::cancelHighest || band == PompeBand::cancelHighestStunOnly) {
          kept[d[0] + d[1]][d[0]] += p;
        } else {
          kept[d[0] + d[1] + d[2]][d[0]] += p;
        }
      }
  for (double& e : out.mishapTable) e /= out.mishap;

  const Dist opposition = Dist::sumOfDice(at.oppositionDice, 6);
  const bool blocked = ignifugeBlocks(at.protection, w);
  const bool protects = at.protection && at.action != Action::bout_portant && !blocked;
  const double absorb = protects ? dice::chanceAtLeast(absorbTarget(*at.protection, w)) : 0.0;
  std::vector<double> points(3, 0.0);
  const Bands bands = at.bands ? *at.bands : resultBands(at.action);
  const auto land = [&](int r, double p) {
    Wound level = woundFor(bands, r);
    if (band == PompeBand::cancelHighestStunOnly) level = sonne;
    if (w.crosse && level > blesse) level = blesse;  // 11-12: "pas ... supérieur à « blessé »"
    if (blocked) level = sonne;  // 11-30: "bloquées ... juste « sonné »", no die, no impact
    out.success += p;
    if (level > sonne && absorb > 0.0) {
      out.wounds[sonne] += p * absorb;
      out.wounds[level] += p * (1.0 - absorb);
      points[impactPointsFor(level, w, band, *at.protection)] += p * absorb;
    } else {
      out.wounds[level] += p;
    }
  };
  for (int s = 0; s <= 18; ++s)
    for (int m = 1; m <= 6; ++m) {
      if (kept[s][m] == 0.0) continue;
      for (int o = opposition.lo(); o <= std::min(opposition.hi(), s - 6); ++o) {
        const double p = kept[s][m] * opposition.at(o);
        if (!w.tranchant) {
          land(s - o - 6, p);
          continue;
        }
        // 11-15: the success stands; the re-rolled die only sets the level.
        for (int u = 1; u <= 6; ++u) land(s - m + u - o - 6, p / 6);
      }
    }
  out.failure = 1.0 - out.mishap - out.success;

  double absorbed = 0.0;
  for (std::size_t k = 1; k < points.size(); ++k) absorbed += points[k];
  points[0] = 1.0 - absorbed;
  while (points.size() > 1 && points.back() == 0.0) points.pop_back();
  out.impactPoints = points;
  if (protects) out.classIncrease = classIncreaseChance(points, *at.protection);
  return out;
}

Outcome resolve(Action a, int opposition, const std::optional<Protection>& protection) {
  Attack at;
  at.action = a;
  at.oppositionDice = opposition;
  at.protection = protection;
  return resolve(at);
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
