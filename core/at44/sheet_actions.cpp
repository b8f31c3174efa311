// AT-44 unit sheets: the actions (docs/sheets/at44.md, "Actions"). Each
// reads its own fields under "action" and refuses, naming the field, what
// the seed's rules forbid.
#include <algorithm>

#include "at44/calc.hpp"
#include "at44/morale.hpp"
#include "at44/sheet.hpp"
#include "at44/sheet_checks.hpp"
#include "at44/sheet_support.hpp"
#include "at44/vehicle.hpp"
#include "model/machine.hpp"
#include "rulesets/reader.hpp"

namespace auspex::at44 {

using requests::Fields;
using requests::json;
using requests::RequestError;

using namespace sheet_detail;

namespace {

Step newTurn(Sheet& s) {
  Step st;
  s.turn += 1;
  s.activated = s.moved = s.ran = s.fired = s.idle = false;
  s.moraleTested = false;
  s.medicUsed = false;
  for (auto& v : s.vehicles) v.autoRepairUsed = false;
  st.log.push_back(line("Tour " + num(s.turn), "Turn " + num(s.turn)));
  return st;
}

Step activate(Sheet& s, const Ruleset& rs, const Fields& f) {
  Step st;
  s.activated = true;
  s.idle = f.boolean("idle", false);
  if (s.idle && s.officer)
    f.fail("idle", {"at44.officer-pays-nothing",
                    "a unit led by an officer pays nothing to act: it is never idle",
                    "une unité menée par un officier ne paie rien pour agir : elle n'est "
                    "jamais activée sans rien faire"});
  st.log.push_back(s.idle ? line("Activation sans PC : l'unité ne fait rien ce tour",
                                 "Activation without CP: the unit does nothing this turn")
                          : line("Activation", "Activation"));
  endAttitudes(s, rs, st, "activation suivante de l'unité", "the unit's next activation");
  if (s.pinned) {
    s.pinned = false;
    addPending(s, "releve");
    st.log.push_back(
        line("Les combattants se relèvent : l'unité renonce soit à ses attaques, soit "
             "à son mouvement ; test de Moral",
             "The models get up: the unit forgoes either its attacks or its move; "
             "Moral test"));
  }
  const auto must = mustTest(s);
  if (!must.empty()) {
    std::string ids;
    for (const auto& id : must) ids += (ids.empty() ? "" : ", ") + id;
    st.log.push_back(line("Test de Moral à faire avant toute autre action : " + ids,
                          "Moral test to take before anything else: " + ids));
  }
  return st;
}

Step moraleTest(Sheet& s, const Ruleset& rs, const Fields& f) {
  const std::string trigger = rulesets::text(f, "trigger", 60);
  const auto& ts = triggers(s.profile.vehicle());
  const auto t =
      std::find_if(ts.begin(), ts.end(), [&](const Trigger& x) { return x.id == trigger; });
  if (t == ts.end()) {
    std::string ids;
    for (const auto& x : ts) ids += (ids.empty() ? "" : ", ") + x.id;
    f.fail("trigger", {"field.choice", "must be one of " + ids + ", not \"" + trigger + "\"",
                       "doit être l'un de " + ids + ", pas \"" + trigger + "\""});
  }
  const bool autoSuccess = f.boolean("autoSuccess", false);
  if (autoSuccess && f.has("dice"))
    f.fail("dice", {"at44.dice-or-auto", "give the dice or autoSuccess, not both",
                    "donnez les dés ou autoSuccess, pas les deux"});
  const bool nerves = s.profile.hasSkill("nerfs-d-acier");
  if (autoSuccess && nerves)
    f.fail("autoSuccess",
           {"at44.nerves", "Nerfs d'acier already passes every Moral test: no PC to spend",
            "Nerfs d'acier réussit déjà tous les tests de Moral : aucun PC à dépenser"});
  MoraleTest mt;
  mt.mor = s.profile.mor;
  if (s.officer)
    for (const auto& og : rs.morale.officerGrades)
      if (og.grade == *s.officer) mt.officerGrade = og.modifier;
  mt.objective = f.boolean("objective");
  mt.earlierTests = s.moraleTests;
  mt.nervesOfSteel = nerves;
  const MoraleOutcome o = testMorale(mt);
  Step st;
  std::string howFr, howEn;
  bool pass = false, rolled = false;
  if (autoSuccess) {
    pass = true;
    st.cp = rs.morale.autoPassCp;
    howFr = "réussi automatiquement (" + num(st.cp) + " PC)";
    howEn = "passed automatically (" + num(st.cp) + " CP)";
  } else if (o.target.automatic() || o.target.impossible()) {
    pass = o.target.automatic();
    howFr = std::string(pass ? "réussi" : "raté") + " (" + o.target.label() + ")";
    howEn = std::string(pass ? "passed" : "failed") + " (" + o.target.label() + ")";
  } else {
    const Names what =
        line("Test de Moral : 1D6, " + o.target.label() + " (Moral " + num(o.morale) + ")",
             "Moral test: 1D6, " + o.target.label() + " (Moral " + num(o.morale) + ")");
    if (!f.has("dice")) {
      st.needs = needDice(1, what);
      return st;
    }
    const int die = f.integers("dice", 1, 1, 1, 6)[0];
    pass = die >= o.target.needed;
    rolled = true;
    howFr =
        std::string(pass ? "réussi" : "raté") + " (dé " + num(die) + ", " + o.target.label() + ")";
    howEn = std::string(pass ? "passed" : "failed") + " (die " + num(die) + ", " +
            o.target.label() + ")";
  }
  model::keeps(f, "type", s.moraleTests + 1LL, kMaxTurn, line("tests de Moral", "Moral tests"));
  s.moraleTested = true;
  s.moraleTests += 1;
  s.pending.clear();
  st.log.push_back(
      line("Test de Moral (" + t->text.fr + ", Moral " + num(o.morale) + ") : " + howFr,
           "Moral test (" + t->text.en + ", Moral " + num(o.morale) + "): " + howEn));
  if (rolled) st.log.back().with(model::testOdds(dice::chanceAtLeast(o.target.needed), pass));
  if (pass) {
    if (s.morale != "vaillante")
      st.log.push_back(line("L'unité redevient vaillante", "The unit is valiant again"));
    s.morale = "vaillante";
  } else if (s.morale == "vaillante") {
    s.morale = "desorganisee";
    st.log.push_back(line("L'unité est désorganisée", "The unit is disorganised"));
    endAttitudes(s, rs, st, "unité désorganisée", "unit disorganised");
  } else {
    s.morale = "deroute";
    s.attitudes.clear();
    st.log.push_back(
        line("L'unité est en déroute : retirée du jeu", "The unit is routed: removed from play"));
  }
  return st;
}

void checkHalf(Sheet& s, Step& st) {
  if (!s.halfLost && (s.count - s.left) * 2 >= s.count) {
    s.halfLost = true;
    if (s.left > 0) {
      addPending(s, "pertes-50");
      st.log.push_back(line("50 % de pertes : test de Moral à l'activation",
                            "50% casualties: Moral test at activation"));
    }
  }
}

Step casualties(Sheet& s, const Fields& f) {
  const bool medic = f.boolean("medic", false);
  // Medic read before the cap: `n` counts the passed damage tests (up to left + 1).
  const requests::Chosen readings = requests::readReadings(f, calc::at44Readings());
  const bool beforeCap = !readings.is("medic", "afterCap");
  int lost = f.integer("n", 0, s.left + (medic && beforeCap ? 1 : 0));
  Step st;
  if (medic) {
    if (!s.profile.hasSkill("medic"))
      f.fail("medic", {"at44.no-medic", "the unit has no Medic skill",
                       "l'unité n'a pas la compétence Médic"});
    if (s.medicUsed)
      f.fail("medic", {"at44.medic-used", "Medic has already been used this turn",
                       "Médic a déjà servi ce tour-ci"});
    if (lost == 0)
      f.fail("medic", {"at44.no-damage", "no damage to reduce", "aucun dommage à réduire"});
    s.medicUsed = true;
    lost -= 1;
    const auto said = requests::readingWords(calc::at44Readings(), readings, "medic");
    st.log.push_back(line("Medic : 1 dégât de moins" + said.fr, "Medic: 1 damage fewer" + said.en));
  }
  const bool leader = f.boolean("leader", false), officer = f.boolean("officer", false);
  if (officer && !s.officer)
    f.fail("officer", {"at44.no-officer", "the unit has no officer", "l'unité n'a pas d'officier"});
  if ((leader || officer) && lost == 0)
    f.fail(leader ? "leader" : "officer",
           {"at44.no-loss", "no model is lost, so it cannot be among the casualties",
            "aucune figurine n'est perdue : il ne peut pas être parmi les pertes"});
  const bool melee = f.boolean("melee", false);
  s.left -= lost;
  st.log.push_back(line(num(lost) + " " + model::pluralFr(lost, "perte", "pertes") + " : " +
                            num(s.left) + "/" + num(s.count) + " combattants",
                        num(lost) + " casualt" + (lost == 1 ? "y" : "ies") + ": " + num(s.left) +
                            "/" + num(s.count) + " models"));
  if (s.left == 0) {
    s.attitudes.clear();
    st.log.push_back(line("Unité détruite", "Unit destroyed"));
    return st;
  }
  if (officer) {
    s.officer.reset();
    st.log.push_back(line("L'officier est éliminé : plus de bonus de grade",
                          "The officer is killed: no grade bonus any more"));
  }
  if (leader || officer) {
    addPending(s, "meneur-perdu");
    st.log.push_back(line("Meneur perdu : test de Moral à l'activation",
                          "Leader lost: Moral test at activation"));
  }
  if (melee && lost > 0) {
    addPending(s, "pertes-melee");
    st.log.push_back(line("Pertes en mêlée : test de Moral à l'activation",
                          "Casualties in melee: Moral test at activation"));
  }
  checkHalf(s, st);
  return st;
}

Step attitude(Sheet& s, const Ruleset& rs, const Fields& f) {
  const std::string id = rulesets::text(f, "id", 60);
  if (std::none_of(rs.attitudes.begin(), rs.attitudes.end(),
                   [&](const CpAction& a) { return a.id == id; })) {
    std::string ids;
    for (const auto& a : rs.attitudes) ids += (ids.empty() ? "" : ", ") + a.id;
    f.fail("id", {"field.choice", "must be one of " + ids + ", not \"" + id + "\"",
                  "doit être l'un de " + ids + ", pas \"" + id + "\""});
  }
  const CpAction& a = attitudeOf(rs, id);
  const bool want = f.boolean("on");
  Step st;
  if (!want) {
    if (!on(s, id))
      f.fail("on", {"at44.attitude-off", a.name.fr + " is not on", a.name.fr + " n'est pas prise"});
    endAttitudes(s, rs, st, "retirée", "removed", id);
    return st;
  }
  if (on(s, id))
    f.fail("on", {"at44.attitude-on", a.name.fr + " is already on", a.name.fr + " est déjà prise"});
  if (const auto why = notActivatedWhy(s, {"une attitude (prise pendant l'activation de l'unité)",
                                           "an attitude (given during the unit's activation)"}))
    f.fail("type", *why);
  if (const auto why = idleWhy(s)) f.fail("type", *why);
  if (s.engaged)
    f.fail(
        "type",
        {"at44.engaged-attitude",
         "an engaged unit cannot take attitudes (free, valiant, standing only)",
         "une unité engagée ne peut pas prendre d'attitude (libre, vaillante, debout seulement)"});
  if (s.morale != "vaillante")
    f.fail("type", {"at44.not-valiant", "only a valiant unit can take attitudes",
                    "seule une unité vaillante peut prendre une attitude"});
  if (s.pinned)
    f.fail("type", {"at44.pinned-attitude", "a unit mise à terre cannot take attitudes",
                    "une unité mise à terre ne peut pas prendre d'attitude"});
  if (s.profile.vehicle() && id == "a-couvert")
    f.fail("id", {"at44.vehicle-cover", "vehicles cannot take À couvert",
                  "un véhicule ne peut pas se mettre À couvert"});
  if (s.profile.vehicle() && id == "genou-a-terre" && s.profile.category != "marcheur")
    f.fail("id",
           {"at44.vehicle-kneel", "among vehicles only combat walkers (marcheur) can kneel",
            "parmi les véhicules, seuls les marcheurs de combat peuvent mettre Genou à terre"});
  if (id == "etat-d-alerte" && (s.fired || s.ran))
    f.fail("id",
           {"at44.alert-after-fire",
            "État d'alerte needs a unit that has neither fired nor run this activation",
            "État d'alerte demande une unité qui n'a ni tiré ni couru pendant cette activation"});
  if (id == "etat-d-alerte" && on(s, "feu-a-volonte"))
    f.fail("id", {"at44.alert-and-fire", "État d'alerte and Feu à volonté exclude each other",
                  "État d'alerte et Feu à volonté s'excluent"});
  if (id == "feu-a-volonte" && s.moved)
    f.fail("id", {"at44.fire-after-move", "Feu à volonté needs a unit that has not moved",
                  "Feu à volonté demande une unité qui n'a pas bougé"});
  if (id == "feu-a-volonte" && on(s, "etat-d-alerte"))
    f.fail("id", {"at44.alert-and-fire", "Feu à volonté and État d'alerte exclude each other",
                  "Feu à volonté et État d'alerte s'excluent"});
  s.attitudes.push_back(id);
  st.cp = a.cp;
  st.log.push_back(
      line("Attitude " + a.name.fr + " (" + num(a.cp) + " PC)",
           "Attitude " + (a.name.en.empty() ? a.name.fr : a.name.en) + " (" + num(a.cp) + " CP)"));
  return st;
}

Step move(Sheet& s, const Ruleset& rs, const Fields& f) {
  const bool run = f.boolean("run");
  Step st;
  s.moved = true;
  s.ran = run;
  st.log.push_back(run ? line("Déplacement rapide (course)", "Run") : line("Déplacement", "Move"));
  if (on(s, "feu-a-volonte"))
    endAttitudes(s, rs, st, "l'unité s'est déplacée", "the unit moved", "feu-a-volonte");
  return st;
}

Step fire(Sheet& s, const Ruleset& rs, bool alert) {
  Step st;
  if (alert) {
    st.log.push_back(line("Tir en état d'alerte", "Overwatch fire"));
    endAttitudes(s, rs, st, "l'unité a tiré", "the unit fired", "etat-d-alerte");
    return st;
  }
  s.fired = true;
  st.log.push_back(line("Tir", "Fire"));
  return st;
}

Step engaged(Sheet& s, const Ruleset& rs, const Fields& f) {
  const bool want = f.boolean("on");
  if (want == s.engaged)
    f.fail("on", {"at44.engaged-already",
                  std::string("the unit is already ") + (want ? "engaged" : "free"),
                  std::string("l'unité est déjà ") + (want ? "engagée" : "libre")});
  s.engaged = want;
  Step st;
  st.log.push_back(want ? line("Unité engagée", "Unit engaged") : line("Unité libre", "Unit free"));
  if (want) endAttitudes(s, rs, st, "unité engagée", "unit engaged");
  return st;
}

Step pinned(Sheet& s, const Ruleset& rs, const Fields&) {
  s.pinned = true;
  Step st;
  st.log.push_back(line("Unité mise à terre (se relève à son activation)",
                        "Unit pinned (gets up at its activation)"));
  endAttitudes(s, rs, st, "mise à terre", "pinned");
  return st;
}

}  // namespace

namespace {

using Handler = Step (*)(Sheet&, const Ruleset&, const Fields&);
using Check = std::optional<model::Why> (*)(const Sheet&);

const std::vector<model::Action<Handler, Check>>& actions() {
  static const std::vector<model::Action<Handler, Check>> table = {
      {"newTurn",
       {},
       [](Sheet& s, const Ruleset&, const Fields& f) {
         model::keeps(f, "type", s.turn + 1LL, kMaxTurn, line("tours", "turns"));
         return newTurn(s);
       }},
      {"activate", {"idle"}, &activate, {&alive, &notYetActivated}},
      {"moraleTest",
       {"trigger", "dice", "autoSuccess", "objective"},
       &moraleTest,
       {&alive, &moraleTestable}},
      {"casualties",
       {"n", "leader", "officer", "melee", "medic", "readings"},
       [](Sheet& s, const Ruleset&, const Fields& f) { return casualties(s, f); },
       {&alive, &infantryCasualties}},
      {"vehicleDamage",
       {"vehicle", "location", "index", "points", "autoRepair"},
       [](Sheet& s, const Ruleset&, const Fields& f) { return vehicleDamage(s, f); },
       {&alive, &vehicleOnly}},
      {"attitude", {"id", "on"}, &attitude, {&alive}},
      {"move", {"run"}, &move, {&alive, &movable}},
      {"fire",
       {},
       [](Sheet& s, const Ruleset& rs, const Fields&) { return fire(s, rs, false); },
       {&alive, &canFire}},
      {"alertFire",
       {},
       [](Sheet& s, const Ruleset& rs, const Fields&) { return fire(s, rs, true); },
       {&alive, &onAlert}},
      {"engaged", {"on"}, &engaged, {&alive, &infantryEngaged}},
      {"pinned", {}, &pinned, {&alive, &pinnable}},
  };
  return table;
}

// The sheet as a state model (core/model/machine.hpp).
struct SheetModel : model::RuledSheetModel<Sheet, Ruleset, &readSheet> {
  static Sheet begin(const json& request, Ruleset& rs, std::vector<model::Line>& log) {
    Sheet s = newSheet(request, rs);
    const Unit& u = *rs.unit(s.unit);
    log.push_back(
        {"Nouvelle fiche : " + (s.name.empty() ? u.name.fr : s.name) + " (" + s.unit + ")",
         "New sheet: " + (s.name.empty() ? u.name.en : s.name) + " (" + s.unit + ")"});
    return s;
  }
  static json write(const Sheet& s, const Ruleset& rs, const std::vector<model::Line>& log) {
    return sheetJson(s, rs, log);
  }
  static const auto& actions() { return at44::actions(); }
  // The points de commandement the step spent (0 with no step).
  static json extra(const Step* step) { return {{"cp", step ? step->cp : 0}}; }
};

}  // namespace

AUSPEX_MODEL_ENTRY_POINTS(SheetModel, sheetAnswer, sheetReadBack)

}  // namespace auspex::at44
