#include "titanicus/attack.hpp"

#include <algorithm>
#include <cmath>

#include "dice/chain.hpp"

namespace auspex::titanicus {

using dice::Dist;

double hitChance(int toHit, int modifier) {
  int faces = 0;
  for (int face = 1; face <= 6; ++face)
    if (face == 6 || (face != 1 && face + modifier >= toHit)) ++faces;
  return faces / 6.0;
}

namespace {

// Damage from one hit once no shield is up; `lostSoFar` is the structure
// already lost in the location (edition v2 adds it to the roll).
int damageOf(Edition edition, const Attack& a, const Target& t, int face, int lostSoFar) {
  int total = face + a.strength;
  if (edition == Edition::v2) total += lostSoFar;
  if (total >= t.armour) return std::max(1, total - t.armour);
  if (a.titanWeapon && face == 6) return 1;
  if (a.minOneDamage) return 1;
  return 0;
}

// Shields one hit brings down while shields are up: one when 1D6 + strength
// reaches the shield armour (or a titan weapon's natural 6); with the
// shieldDamage reading, as many as the damage the roll would do to armour.
int shieldsDownBy(Edition edition, const Attack& a, const Target& t, int face, int lostSoFar) {
  int total = face + a.strength;
  if (edition == Edition::v2 && t.lostOnShields) total += lostSoFar;
  if (total >= t.shieldArmour) return t.shieldDamage ? std::max(1, total - t.shieldArmour) : 1;
  return a.titanWeapon && face == 6 ? 1 : 0;
}

}  // namespace

HitState afterHit(Edition edition, const Attack& a, const Target& t, HitState s, int face) {
  const int room = t.structure - t.structureLost;
  if (s.lost == room) return s;  // location destroyed: the hit is wasted
  if (s.up > 0 && !a.ignoresShields) {
    const int down = shieldsDownBy(edition, a, t, face, t.structureLost + s.lost);
    return {std::max(0, s.up - down), s.lost};
  }
  const int dmg = damageOf(edition, a, t, face, t.structureLost + s.lost);
  return {s.up, std::min(room, s.lost + dmg)};
}

double hookedChance(Edition edition, const Attack& a, const Target& t) {
  // Not hooked: every to-hit die shows 1 to 3, and the hits among them do no damage.
  int low = 0;  // faces 1-3 that hit
  for (int face = 2; face <= 3; ++face) low += face + a.modifier >= a.toHit && !a.autoHit ? 1 : 0;
  const double hitLow = low / 6.0, missLow = a.autoHit ? 0.0 : 0.5 - hitLow;
  auto unhooked = [&](int n) {
    double p = 0.0;
    for (int k = 0; k <= n; ++k) {
      Attack hits = a;
      hits.dice = k;
      hits.randomDice = false;
      hits.autoHit = true;
      const double none = k == 0 ? 1.0 : resolve(edition, hits, t).structureLost.at(0);
      p += Dist::binomial(n, hitLow / (hitLow + missLow)).at(k) * std::pow(hitLow + missLow, n) *
           none;
    }
    return p;
  };
  // An automatic hit rolls no to-hit die: only the damage hooks.
  if (a.autoHit) return 1.0 - resolve(edition, a, t).structureLost.at(0);
  double p = 0.0;
  if (a.randomDice)
    for (int n = 1; n <= 6; ++n) p += unhooked(n) / 6.0;
  else
    p = unhooked(a.dice);
  return 1.0 - p;
}

Outcome resolve(Edition edition, const Attack& a, const Target& t) {
  const double p = a.autoHit ? 1.0 : hitChance(a.toHit, a.modifier);
  Outcome out;
  out.hits = a.randomDice ? Dist::die(6).mix([p](int n) { return Dist::binomial(n, p); })
                          : Dist::binomial(a.dice, p);

  // State: shields still up (0 .. shields) and boxes removed (0 .. room).
  const int shields = a.ignoresShields ? 0 : t.shields;
  const int room = t.structure - t.structureLost;
  const int width = room + 1;
  auto id = [width](int up, int lost) { return up * width + lost; };

  const dice::Chain chain((shields + 1) * width, [&](int state, const dice::Chain::Emit& emit) {
    const int up = state / width;
    const int lost = state % width;
    for (int face = 1; face <= 6; ++face) {
      const HitState next = afterHit(edition, a, t, {up, lost}, face);
      emit(id(next.up, next.lost), 1.0 / 6);
    }
  });
  const int rolls = a.rollsPerHit;
  const std::vector<double> end = chain.afterEvents(
      id(shields, 0), rolls == 1 ? out.hits : out.hits.map([rolls](int h) { return h * rolls; }));

  std::vector<double> down(shields + 1, 0.0), lost(width, 0.0);
  for (int s = 0; s < static_cast<int>(end.size()); ++s) {
    down[shields - s / width] += end[s];
    lost[s % width] += end[s];
  }
  out.shieldsDown = Dist::fromTable(0, down);
  out.structureLost = Dist::fromTable(0, lost);
  out.destroyed = out.structureLost.at(room);
  return out;
}

}  // namespace auspex::titanicus
