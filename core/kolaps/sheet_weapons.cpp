// KOLAPS character sheets: a weapon's state — shots left this turn (the
// cadence, 11-3), enrayée and réparée (9-10, 9-15), empty after a
// mitraillage and reloaded (9-13, 9-14), destroyed, dropped and picked up
// (9-18, 9-22, 11-14).
#include "kolaps/sheet_support.hpp"

namespace auspex::kolaps::sheet::detail {

Step weapon(Sheet& s, const Fields& f) {
  if (s.weapons.empty())
    f.fail("index",
           {"kolaps.no-weapons", "the character has no weapons", "le personnage n'a pas d'arme"});
  const int i = f.integer("index", 0, static_cast<int>(s.weapons.size()) - 1);
  const std::string event = f.choice("event", {"tir", "mitraillage", "recharger", "enrayee",
                                               "reparer", "detruite", "lachee", "ramasser"});
  const WeaponProfile& p = s.profile.weapons[i];
  WeaponState& w = s.weapons[i];
  const bool use = event == "tir" || event == "mitraillage" || event == "recharger" ||
                   event == "enrayee" || event == "reparer";
  if (use && !p.ranged())
    f.fail("event",
           {"kolaps.not-ranged",
            p.name + " is not a ranged weapon (arme-de-poing, arme-d-epaule, arme-lourde)",
            p.name + " n'est pas une arme de tir (arme de poing, arme d'épaule, arme lourde)"});
  if (use && w.dropped)
    f.fail("event", {"kolaps.weapon-dropped", p.name + " is on the ground (ramasser first)",
                     p.name + " est au sol (ramasser d'abord)"});
  if (w.state == "detruite" && event != "lachee" && event != "ramasser")
    f.fail("event", {"weapon.destroyed", p.name + " is destroyed", p.name + " est détruite"});
  Step st;
  if (event == "tir") {
    if (w.state != "ok")
      f.fail("event", {"kolaps.weapon-state", p.name + " is " + w.state + ": it cannot fire",
                       p.name + " est " + w.state + " : elle ne peut pas tirer"});
    if (w.usesLeft == 0)
      f.fail("event",
             {"weapon.used",
              p.name + " has fired its " + num(*p.cadence) + " " +
                  model::pluralEn(*p.cadence, "shot", "shots") + " this turn (cadence)",
              p.name + " a tiré " + (*p.cadence > 1 ? "ses " : "son ") + num(*p.cadence) + " " +
                  model::pluralFr(*p.cadence, "coup", "coups") + " ce tour-ci (cadence)"});
    w.usesLeft -= 1;
    st.log.push_back(line(p.name + " : tir (" + num(w.usesLeft) + " " +
                              model::pluralFr(w.usesLeft, "restant", "restants") + " ce tour)",
                          p.name + ": shot (" + num(w.usesLeft) + " left this turn)"));
  } else if (event == "mitraillage") {
    if (!p.has("automatique"))
      f.fail("event", {"kolaps.not-automatic", p.name + " is not automatique (Loi 9-9, 11-11)",
                       p.name + " n'est pas automatique (Loi 9-9, 11-11)"});
    if (w.state != "ok")
      f.fail("event", {"kolaps.weapon-state", p.name + " is " + w.state + ": it cannot fire",
                       p.name + " est " + w.state + " : elle ne peut pas tirer"});
    w.state = "vide";
    st.log.push_back(
        line(p.name + " : mitraillage, magasin vide", p.name + ": mitraillage, magazine empty"));
  } else if (event == "recharger") {
    if (w.state != "vide")
      f.fail("event", {"kolaps.not-empty", p.name + " is not empty (only after a mitraillage)",
                       p.name + " n'est pas vide (seulement après un mitraillage)"});
    w.state = "ok";
    st.log.push_back(line(p.name + " : rechargée", p.name + ": reloaded"));
  } else if (event == "enrayee") {
    if (w.state != "ok")
      f.fail("event", {"kolaps.weapon-state", p.name + " is " + w.state + ", not ready",
                       p.name + " est " + w.state + ", pas prête"});
    w.state = "enrayee";
    st.log.push_back(line(p.name + " : enrayée", p.name + ": jammed"));
  } else if (event == "reparer") {
    if (w.state != "enrayee")
      f.fail("event",
             {"kolaps.not-jammed", p.name + " is not jammed", p.name + " n'est pas enrayée"});
    w.state = "ok";
    st.log.push_back(line(p.name + " : remise en service", p.name + ": back in service"));
  } else if (event == "detruite") {
    w.state = "detruite";
    st.log.push_back(line(p.name + " : détruite", p.name + ": destroyed"));
  } else if (event == "lachee") {
    if (w.dropped)
      f.fail("event", {"kolaps.weapon-dropped", p.name + " is already on the ground",
                       p.name + " est déjà au sol"});
    if (p.has("arme-naturelle"))
      f.fail("event",
             {"kolaps.natural-weapon", p.name + " is an arme naturelle: no disarming (Loi 11-14)",
              p.name + " est une arme naturelle : pas de désarmement (Loi 11-14)"});
    w.dropped = true;
    st.log.push_back(line(p.name + " : au sol (désarmé)", p.name + ": dropped (disarmed)"));
  } else {
    if (!w.dropped)
      f.fail("event", {"kolaps.weapon-not-dropped", p.name + " is not on the ground",
                       p.name + " n'est pas au sol"});
    w.dropped = false;
    st.log.push_back(line(p.name + " : ramassée", p.name + ": picked up"));
  }
  return st;
}

}  // namespace auspex::kolaps::sheet::detail
