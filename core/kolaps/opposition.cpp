#include "kolaps/opposition.hpp"

namespace auspex::kolaps {

namespace {

// A cover of `c` giving `light` / `heavy` dice, against the target's state
// and the weapon: exposé drops it one rank (9-2, 10-5), an arme lourde
// ignores it (11-8).
SourceDice cover(const char* source, Cover c, int light, int heavy, const char* law, bool expose,
                 const Weapon& w) {
  SourceDice d{source, c == Cover::lourd ? heavy : light, law, ""};
  if (w.lourde) {
    d.dice = 0;
    d.law += ", 11-8";
    d.note = "no light or heavy cover gives dice against an arme lourde";
  } else if (expose) {
    d.law += ", 10-5";
    if (c == Cover::leger) {
      d.dice = 0;
      d.note = "exposé: a light cover is ignored";
    } else {
      d.dice = light;
      d.note = "exposé: a heavy cover counts as light";
    }
  }
  return d;
}

[[noreturn]] void conflict(const char* field, const std::string& message) {
  throw OppositionConflict(field, message);
}

}  // namespace

OppositionTotal oppositionDice(Action a, const OppositionSources& s, const Weapon& w,
                               std::optional<int> distance) {
  const bool distant = isDistantShot(a);
  const bool melee = isMelee(a);
  const std::string name = actionName(a);
  OppositionTotal out;
  const auto add = [&](SourceDice d) {
    out.dice += d.dice;
    out.sources.push_back(std::move(d));
  };

  if (s.auSol) {
    if (distant)
      add({"auSol", 1, "9-7", ""});
    else
      add({"auSol", 0, "9-7", "au sol gives a die against shots at a distance only"});
  }

  if (s.couvert != Cover::none && s.seCacher != Cover::none)
    conflict("seCacher",
             "cannot add to couvert: both use the cover of the target's zone (Loi 9-24, 9-27); "
             "give one");
  if (s.couvert != Cover::none) {
    if (!distant)
      conflict("couvert", "à couvert opposes shots at a distance (Loi 9-24), not " + name);
    add(cover("couvert", s.couvert, 1, 2, "9-24", s.expose, w));
  }
  if (s.seCacher != Cover::none) {
    if (!distant)
      conflict("seCacher", "se cacher opposes shots at a distance (Loi 9-27), not " + name);
    add(cover("seCacher", s.seCacher, 2, 3, "9-27", s.expose, w));
  }

  if (s.esquive) {
    if (a == Action::charger) conflict("esquive", "a charge forbids any esquive (Loi 9-20)");
    if (a != Action::frapper && a != Action::bout_portant)
      conflict("esquive",
               "esquive opposes frapper and bout_portant (Loi 9-19, 9-21, 9-25), not " + name);
    if (s.auSol)
      conflict("esquive",
               "a character au sol cannot dodge a melee attack or a bout portant "
               "(Loi 9-7)");
    add({"esquive", 1, "9-25", ""});
  }

  if (s.parade != Parry::none) {
    if (!melee) conflict("parade", "parade opposes melee attacks (Loi 9-26), not " + name);
    SourceDice d{"parade", s.parade == Parry::bouclier ? 3 : 2, "9-26", ""};
    if (s.auSol) {
      d.dice = 1;
      d.law += ", 9-7";
      d.note = "au sol: 1 die at most to block";
    }
    if (a == Action::charger)
      d.note += std::string(d.note.empty() ? "" : "; ") +
                "only against a charge on the target's front faces (Loi 9-20)";
    add(d);
  }

  if (s.terrain != Cover::none) {
    if (!distant)
      conflict(
          "terrain",
          "terrain between shooter and target opposes shots at a distance (Loi 10-3), not " + name);
    if (s.terrain == Cover::total) {
      if (!w.lourde)
        conflict("terrain",
                 "a total cover between shooter and target makes the shot impossible "
                 "(Loi 10-4)");
      add({"terrain", 2, "10-4, 11-8",
           "arme lourde through a total cover: an ally must give the position (1 combativité)"});
    } else {
      add(cover("terrain", s.terrain, 1, 2, "10-3", s.expose, w));
    }
  }

  if (s.expose) {
    const bool anyCover =
        s.couvert != Cover::none || s.seCacher != Cover::none || s.terrain != Cover::none;
    add({"expose", 0, "9-2, 10-5",
         anyCover ? "lowers each cover one rank" : "no cover to lower: no effect here"});
  }

  if (s.camouflage > 0) {
    if (melee) {
      add({"camouflage", 0, "11-29", "camouflage counts against shots only"});
    } else {
      if (!distance && a != Action::bout_portant)
        conflict("distance", "is required with opposition.camouflage (Loi 11-29 counts zones)");
      const int d = distance.value_or(0);
      if (d > 3)
        add({"camouflage", s.camouflage, "11-29", ""});
      else
        add({"camouflage", 0, "11-29", "the target is 3 zones or less from the shooter"});
    }
  }

  if (s.assaut > 0) {
    if (melee) conflict("assaut", "assaut couples a move with a shot (Loi 9-16), not " + name);
    if (w.lourde)
      conflict("assaut", "an arme lourde cannot fire on the move (Loi 11-8: 9-16 does not apply)");
    add({"assaut", s.assaut, "9-16", ""});
  }

  if (s.extra > 0) add({"extra", s.extra, "8-10", ""});
  return out;
}

}  // namespace auspex::kolaps
