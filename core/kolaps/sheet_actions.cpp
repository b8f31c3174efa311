// KOLAPS character sheets: the actions (docs/sheets/kolaps.md, "Actions").
// Each reads its own fields under "action" and refuses, naming the field,
// what the seed's rules forbid. Wounds, fatigue and protection are in
// sheet_wounds.cpp.
#include <algorithm>

#include "kolaps/calc.hpp"
#include "kolaps/sheet_support.hpp"
#include "model/machine.hpp"
#include "rulesets/reader.hpp"

namespace auspex::kolaps::sheet {

using requests::Fields;
using requests::RequestError;

using namespace detail;

namespace {

// 7-7: what a negative determination does (-6 and below: the -6 line).
void negative(Sheet& s, const data::Ruleset& rs, int total, std::vector<model::Line>& log) {
  const int v = std::max(total, -6);
  for (const auto& e : rs.combativite.negative)
    if (e.value == v)
      log.push_back(
          line("Combativité " + num(v) + " : " + e.text, "Combativité " + num(v) + ": " + e.id));
  if (v == -1) s.auSol = true;
  if (v <= -2 && v >= -4) s.expose = true;
  if (v == -5) s.out = "quitte-le-theatre";
  if (v == -6 && s.defected) {
    s.out = "perdu";
    log.push_back(line("Deuxième −6 : quitte le Théâtre, perdu pour chaque unité",
                       "Second −6: leaves the Théâtre, lost to every unit"));
  } else if (v == -6) {
    s.defected = true;
    s.combativite = 1;
    s.activation = "reserve";
    log.push_back(line("Rejoint l'Unité adverse avec 1 point de combativité",
                       "Joins the other Unité with 1 combativité point"));
  }
}

Step newTurn(Sheet& s, const data::Ruleset& rs, const Fields& f) {
  if (s.turn >= 1000)
    f.fail("type", {"kolaps.last-turn", "the sheet is at turn 1000, the last one it keeps",
                    "la fiche en est au tour 1000, le dernier qu'elle garde"});
  const int turn = s.turn + 1;
  const bool skip = s.unconsciousUntil && *s.unconsciousUntil >= turn;
  const int t = rankOf(rs, s.profile.rank).combativite;
  const int ct = conscienceThreshold(s, rs);
  const int sonneDie = s.sonne && ct > 1 ? 1 : 0;
  const int combatDice = !skip && t > 1 ? rs.combativite.dice : 0;
  std::string what = sonneDie ? "1D6 jet de conscience (sonné, " + num(ct) + "+)" : "";
  std::string whatEn = sonneDie ? "1D6 conscience roll (stunned, " + num(ct) + "+)" : "";
  if (combatDice) {
    what += (sonneDie ? " puis " : "") + num(combatDice) + "D6 combativité (" + num(t) + "+)";
    whatEn += (sonneDie ? " then " : "") + num(combatDice) + "D6 combativité (" + num(t) + "+)";
  }
  Step st;
  const auto dice = diceOf(f, sonneDie + combatDice, line(what, whatEn), st.needs);
  if (!dice) return st;
  s.turn = turn;
  s.spent = 0;
  for (std::size_t i = 0; i < s.weapons.size(); ++i)
    s.weapons[i].usesLeft = s.profile.weapons[i].cadence.value_or(0);
  st.log.push_back(line("Tour " + num(s.turn), "Turn " + num(s.turn)));
  int sonnePenalty = 0;
  if (s.sonne) {
    // 6-5: the end-of-turn conscience roll.
    const bool pass = ct <= 1 || (*dice)[0] >= ct;
    const std::string d = ct <= 1 ? "auto" : "dé " + num((*dice)[0]);
    model::Line said = pass ? line("Sonné, jet de conscience (" + d + ") réussi : n'est plus sonné",
                                   "Stunned, conscience roll passed: no longer stunned")
                            : line("Sonné, jet de conscience (" + d + ") raté : reste sonné, −1",
                                   "Stunned, conscience roll failed: stays stunned, −1");
    if (sonneDie) said.with(model::testOdds(dice::chanceAtLeast(ct), pass));
    st.log.push_back(said);
    if (pass) s.sonne = false;
    sonnePenalty = pass ? 0 : 1;
  }
  const int permanent = permanentFatigue(s, rs);
  if (skip) {
    s.combativite = 0;
    s.determined.reset();
    s.prepared = 0;
    s.activation = "epuise";
    s.auSol = true;
    s.fatigue = std::max(permanent, s.fatigue - rs.fatigue.perTurnUnconscious);
    st.log.push_back(line("Inconscient : pas de détermination, épuisé, fatigue " + num(s.fatigue),
                          "Unconscious: no determination, épuisé, fatigue " + num(s.fatigue)));
    return st;
  }
  s.unconsciousUntil.reset();
  int hits = rs.combativite.dice;
  if (t > 1)
    hits = static_cast<int>(
        std::count_if(dice->begin() + sonneDie, dice->end(), [&](int d) { return d >= t; }));
  const int fat = fatiguePenalty(s), wounds = healthPenalty(s, rs);
  const int total = std::min(rs.combativite.max, hits + s.prepared - fat - wounds - sonnePenalty);
  st.log.push_back(line(
      "Combativité : " + num(hits) + " " + model::pluralFr(hits, "réussite", "réussites") + " (" +
          (t > 1 ? num(t) + "+" : "rang 1 : 6") + ")" +
          (s.prepared
               ? " + " + num(s.prepared) + " " + model::pluralFr(s.prepared, "gardé", "gardés")
               : "") +
          " − fatigue " + num(fat) + " − blessures " + num(wounds) +
          (sonnePenalty ? " − sonné 1" : "") + " = " + num(total),
      "Combativité: " + num(hits) + " " + model::pluralEn(hits, "success", "successes") + " (" +
          (t > 1 ? num(t) + "+" : "rank 1: 6") + ")" +
          (s.prepared ? " + " + num(s.prepared) + " kept" : "") + " − fatigue " + num(fat) +
          " − wounds " + num(wounds) + (sonnePenalty ? " − stunned 1" : "") + " = " + num(total)));
  if (t > 1)
    st.log.back().with(
        model::oddsOf(dice::Dist::binomial(rs.combativite.dice, dice::chanceAtLeast(t)), hits));
  s.prepared = 0;
  s.determined = total;
  s.combativite = std::max(total, 0);
  s.activation = total > 0 ? "reserve" : "epuise";
  if (total == 0)
    st.log.push_back(line("Aucune combativité : épuisé ce tour (peut se jeter au sol, Loi 7-4)",
                          "No combativité: épuisé this turn (may go au sol, Loi 7-4)"));
  if (total < 0) negative(s, rs, total, st.log);
  // 7-9: after the determination, 1 fatigue point is lost (not the permanent ones).
  if (s.fatigue > permanent) {
    s.fatigue = std::max(permanent, s.fatigue - rs.fatigue.perTurn);
    st.log.push_back(line("Récupère 1 fatigue (" + num(s.fatigue) + ")",
                          "Recovers 1 fatigue (" + num(s.fatigue) + ")"));
  }
  return st;
}

void afterSpending(Sheet& s, bool opposition, std::vector<model::Line>& log) {
  if (s.combativite == 0) {
    s.activation = "epuise";
    log.push_back(line("Plus de combativité : épuisé", "No combativité left: épuisé"));
  } else if (!opposition) {
    s.activation = "en-attente";
  }
}

Step spend(Sheet& s, const data::Ruleset& rs, const Fields& f) {
  const int points = f.integer("points", 0, 12);
  const int fatigue = f.integer("fatigue", 0, 6, 0);
  const bool failed = f.boolean("failed", false);
  const bool opposition = f.boolean("opposition", false);
  if (points > s.combativite)
    f.fail("points", {"points.short",
                      "needs " + num(points) + " combativité; the character has " +
                          num(s.combativite) + " (Loi 8-4)",
                      "demande " + num(points) + " de combativité ; le personnage en a " +
                          num(s.combativite) + " (Loi 8-4)"});
  voluntaryFatigue(s, rs, f, "fatigue", fatigue);
  model::keeps(f, "points", s.spent + static_cast<long long>(points), kMaxSpent,
               line("points de combativité dépensés", "combativité points spent"));
  Step st;
  s.combativite -= points;
  s.spent += points;
  st.log.push_back(line(std::string(opposition ? "Opposition" : "Action") + " : " + num(points) +
                            " combativité (reste " + num(s.combativite) + ")",
                        std::string(opposition ? "Opposition" : "Action") + ": " + num(points) +
                            " combativité (" + num(s.combativite) + " left)"));
  std::size_t next = 0;
  addFatigue(s, rs, fatigue, {}, next, st.log);
  if (failed) {
    const int lost = std::min(rs.roll.failureCombativite, s.combativite);
    s.combativite -= lost;
    st.log.push_back(line("Échec : perd " + num(rs.roll.failureCombativite) +
                              " combativité (Loi 8-14), reste " + num(s.combativite),
                          "Failure: loses " + num(rs.roll.failureCombativite) +
                              " combativité (Loi 8-14), " + num(s.combativite) + " left"));
  }
  afterSpending(s, opposition, st.log);
  return st;
}

Step lose(Sheet& s, const Fields& f) {
  Step st;
  loseCombativite(s, f.integer("points", 1, 12), st.log);
  return st;
}

Step recover(Sheet& s, const data::Ruleset& rs, const Fields& f) {
  const int permanent = permanentFatigue(s, rs);
  if (s.fatigue <= permanent)
    f.fail("type", {"kolaps.no-fatigue",
                    "no fatigue to recover (" + num(s.fatigue) + ", of which " + num(permanent) +
                        " permanent, Loi 5-9)",
                    "aucune fatigue à récupérer (" + num(s.fatigue) + ", dont " + num(permanent) +
                        " permanente, Loi 5-9)"});
  const int cost = rs.fatigue.recoverCost;
  if (s.combativite < cost)
    f.fail("type", {"points.short",
                    "recovering costs " + num(cost) + " combativité; the character has " +
                        num(s.combativite) + " (Loi 5-6)",
                    "récupérer coûte " + num(cost) + " de combativité ; le personnage en a " +
                        num(s.combativite) + " (Loi 5-6)"});
  model::keeps(f, "type", s.spent + static_cast<long long>(cost), kMaxSpent,
               line("points de combativité dépensés", "combativité points spent"));
  Step st;
  s.combativite -= cost;
  s.spent += cost;
  s.fatigue -= 1;
  st.log.push_back(line("Récupération : " + num(cost) + " combativité, fatigue " + num(s.fatigue),
                        "Recovery: " + num(cost) + " combativité, fatigue " + num(s.fatigue)));
  afterSpending(s, false, st.log);
  return st;
}

Step prepare(Sheet& s, const Fields&) {
  Step st;
  s.prepared = (s.combativite + 1) / 2;
  st.log.push_back(
      line("Se préparer : garde " + num(s.prepared) + " combativité pour le tour suivant",
           "Prepare: keeps " + num(s.prepared) + " combativité for the next turn"));
  s.combativite = 0;
  s.activation = "epuise";
  return st;
}

Step status(Sheet& s, const Fields& f) {
  const std::string id = f.choice("id", {"au-sol", "expose", "cache", "a-couvert"});
  const bool on = f.boolean("on");
  bool& flag = id == "au-sol"   ? s.auSol
               : id == "expose" ? s.expose
               : id == "cache"  ? s.cache
                                : s.aCouvert;
  if (flag == on)
    f.fail("on",
           {"kolaps.status-same", "the character is " + std::string(on ? "already " : "not ") + id,
            "le personnage " + std::string(on ? "est déjà " : "n'est pas ") + id});
  if (id == "au-sol" && !on && unconscious(s))
    f.fail("on", {"kolaps.unconscious-au-sol", "an unconscious character stays au sol (Loi 5-8)",
                  "un personnage inconscient reste au sol (Loi 5-8)"});
  if ((id == "cache" || id == "a-couvert") && on) {
    if (s.activation == "epuise" || unconscious(s))
      f.fail("on", {"kolaps.epuise-status", "an épuisé character cannot take " + id + " (Loi 9-23)",
                    "un personnage épuisé ne peut pas prendre " + id + " (Loi 9-23)"});
  }
  flag = on;
  Step st;
  st.log.push_back(line((on ? "Statut : " : "Fin du statut : ") + id,
                        (on ? "Status: " : "Status ended: ") + id));
  return st;
}

Step activation(Sheet& s, const Fields& f) {
  const std::string state = f.choice("state", {"reserve", "en-attente", "epuise"});
  if (state == s.activation)
    f.fail("state", {"kolaps.activation-same", "the character is already " + state,
                     "le personnage est déjà " + state});
  if (state != "epuise" && (s.combativite == 0 || unconscious(s)))
    f.fail("state",
           {"kolaps.no-combativite", "a character without combativité is épuisé (Loi 7-14)",
            "un personnage sans combativité est épuisé (Loi 7-14)"});
  s.activation = state;
  Step st;
  const bool reserve = state == "reserve", waiting = state == "en-attente";
  st.log.push_back(line(reserve   ? "Dans la Réserve"
                        : waiting ? "En attente"
                                  : "Épuisé (Loi 7-14)",
                        reserve   ? "In the Réserve"
                        : waiting ? "Waiting (en attente)"
                                  : "Épuisé (Loi 7-14)"));
  return st;
}

Step xp(Sheet& s, const data::Ruleset& rs, const Fields& f) {
  // A hors combat named by the adversary's rank (`versus`): "de rang supérieur
  // au sien" 5 XP, "inférieur ou égal" 25 XP, "supérieur" read as the table
  // reads it (readings.rankAbove).
  const requests::Chosen readings = requests::readReadings(f, calc::kolapsReadings());
  std::string id;
  requests::ReadingWords said;  // the reading, said when `versus` named the event
  if (f.has("versus")) {
    if (f.has("event"))
      f.fail("event", {"kolaps.xp-versus", "is not given with versus: the rank names the event",
                       "ne se donne pas avec versus : le rang nomme l'événement"});
    const int versus = f.integer("versus", 1, 5);
    const int own = s.profile.rank;
    const bool above = readings.is("rankAbove", "number") ? versus > own : versus < own;
    id = above ? "hors-combat-rang-superieur" : "hors-combat-rang-inferieur-ou-egal";
    said = requests::readingWords(calc::kolapsReadings(), readings, "rankAbove");
  } else {
    id = rulesets::text(f, "event", 60);
  }
  std::string ids;
  for (const auto& e : rs.experience.events) {
    ids += (ids.empty() ? "" : ", ") + e.id;
    if (e.id != id) continue;
    if (s.xp + e.xp > 100000)
      f.fail("event", {"kolaps.xp-max", "the sheet keeps at most 100000 XP",
                       "la fiche garde au plus 100000 XP"});
    s.xp += e.xp;
    Step st;
    st.log.push_back(line("+" + num(e.xp) + " XP (" + e.text + ")" + said.fr,
                          "+" + num(e.xp) + " XP (" + id + ")" + said.en));
    return st;
  }
  f.fail("event", {"field.choice", "must be one of " + ids + ", not \"" + id + "\"",
                   "doit être l'un de " + ids + ", pas \"" + id + "\""});
}

}  // namespace

namespace {

using Handler = Step (*)(Sheet&, const data::Ruleset&, const Fields&);
using Check = std::optional<model::Why> (*)(const Sheet&);

// An action that reads no ruleset.
template <Step (*run)(Sheet&, const Fields&)>
Step withoutRules(Sheet& s, const data::Ruleset&, const Fields& f) {
  return run(s, f);
}

const std::vector<model::Action<Handler, Check>>& actions() {
  static const std::vector<model::Action<Handler, Check>> table = {
      {"newTurn", {"dice"}, &newTurn, {&outWhy}},
      {"spend", {"points", "fatigue", "failed", "opposition"}, &spend, {&inactiveWhy}},
      {"lose", {"points"}, &withoutRules<lose>, {&outWhy}},
      {"recover", {}, &recover, {&inactiveWhy}},
      {"prepare", {}, &withoutRules<prepare>, {&inactiveWhy}},
      {"fatigue", {"points", "voluntary", "dice"}, &fatigue, {&outWhy}},
      {"wound", {"level", "dice"}, &wound, {&outWhy}},
      {"protection", {"wound", "points", "fire", "dice"}, &protection, {&outWhy}},
      {"conscience", {"dice"}, &conscience, {&outWhy}},
      {"weapon", {"index", "event"}, &withoutRules<weapon>, {&outWhy}},
      {"status", {"id", "on"}, &withoutRules<status>, {&outWhy}},
      {"activation", {"state"}, &withoutRules<activation>, {&outWhy}},
      {"xp", {"event", "versus", "readings"}, &xp},
  };
  return table;
}

// The sheet as a state model (core/model/machine.hpp).
struct SheetModel : model::RuledSheetModel<Sheet, data::Ruleset, &readSheet> {
  static Sheet begin(const json& request, data::Ruleset& rs, std::vector<model::Line>& log) {
    Sheet s = newSheet(request, rs);
    log.push_back({"Nouvelle fiche : " + s.name + " (rang " + std::to_string(s.profile.rank) + ")",
                   "New sheet: " + s.name + " (rank " + std::to_string(s.profile.rank) + ")"});
    return s;
  }
  static json write(const Sheet& s, const data::Ruleset& rs, const std::vector<model::Line>& log) {
    return sheetJson(s, rs, log);
  }
  static const auto& actions() { return sheet::actions(); }
};

}  // namespace

AUSPEX_MODEL_ENTRY_POINTS(SheetModel, sheetAnswer, sheetReadBack)

}  // namespace auspex::kolaps::sheet
