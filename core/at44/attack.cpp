#include "at44/attack.hpp"

namespace auspex::at44 {

using dice::Dist;

Outcome resolve(const Attack& a, const Defender& t) {
  Outcome out;
  out.hit = universalTable(a.kind == Kind::shoot ? a.pre - a.range : a.pre - a.def);
  out.damage = universalTable(a.pen - t.arm);
  const int rolled = a.attackers * a.cadence;
  out.impacts = dice::successesWithRerolls(rolled, out.hit.chance(), a.attackers * a.rerolls);
  const double cancelled = t.coverSave == 0 ? 0.0 : dice::chanceAtLeast(t.coverSave);
  out.unsaved = out.impacts.thinned(1.0 - cancelled);
  // Each passed damage test removes one infantry model (its first point
  // removes it; excess points are lost).
  out.casualties = out.unsaved.thinned(out.damage.chance()).capped(t.models);
  return out;
}

}  // namespace auspex::at44
