// KOLAPS character sheets: fatigue taken (5-3, 5-8), the wound ladder
// (Loi 6), the protection's wear (11-21 .. 11-30) and conscience rolls
// (4-9). Each action asks for the dice it needs (`needs`) before it
// changes anything.
#include <algorithm>

#include "kolaps/sheet_support.hpp"
#include "rulesets/reader.hpp"

namespace auspex::kolaps::sheet::detail {

namespace {

const data::WoundState& woundOf(const data::Ruleset& rs, const std::string& id) {
  for (const auto& w : rs.wounds)
    if (w.id == id) return w;
  throw std::logic_error("wound " + id);
}

int order(const std::string& health) {
  static const std::vector<std::string> ladder = {"indemne", "sonne",         "legerement-blesse",
                                                  "blesse",  "etat-critique", "hors-combat"};
  return static_cast<int>(std::find(ladder.begin(), ladder.end(), health) - ladder.begin());
}

// A conscience roll: automatic at rank 1, else the next die at the threshold.
bool conscienceRoll(const Sheet& s, const data::Ruleset& rs, const std::vector<int>& dice,
                    std::size_t& next, const Names& why, std::vector<model::Line>& log) {
  const int t = conscienceThreshold(s, rs);
  if (t <= 1) {
    log.push_back(line("Jet de conscience (" + why.fr + ") : réussite automatique (rang 1)",
                       "Conscience roll (" + why.en + "): automatic success (rank 1)"));
    return true;
  }
  const int die = dice.at(next++);
  const bool pass = die >= t;
  log.push_back(line("Jet de conscience (" + why.fr + ") : dé " + num(die) + ", " + num(t) +
                         "+ : " + (pass ? "réussi" : "raté"),
                     "Conscience roll (" + why.en + "): die " + num(die) + ", " + num(t) +
                         "+: " + (pass ? "passed" : "failed"))
                    .with(model::testOdds(dice::chanceAtLeast(t), pass)));
  return pass;
}

void outOfAction(Sheet& s, std::vector<model::Line>& log) {
  s.health = "hors-combat";
  s.combativite = 0;
  s.activation = "epuise";
  log.push_back(
      line("Hors combat : ne participe plus à l'Affrontement (jet de mort à la gestion "
           "de l'Unité)",
           "Out of action: takes no more part in the Affrontement (death roll when "
           "the Unité is managed)"));
}

}  // namespace

std::optional<std::vector<int>> diceOf(const Fields& f, int count, const Names& what, json& needs) {
  if (count == 0) {
    if (f.has("dice"))
      f.fail("dice", {"field.not-used", "no dice are needed for this action",
                      "cette action ne demande pas de dés"});
    return std::vector<int>{};
  }
  if (!f.has("dice")) {
    needs = needDice(count, what);
    return std::nullopt;
  }
  return f.integers("dice", count, count, 1, 6);
}

void loseCombativite(Sheet& s, int points, std::vector<model::Line>& log) {
  const int lost = std::min(points, s.combativite);
  s.combativite -= lost;
  log.push_back(line("Perd " + num(points) + " combativité (reste " + num(s.combativite) + ")",
                     "Loses " + num(points) + " combativité (" + num(s.combativite) + " left)"));
  if (s.combativite == 0 && s.activation != "epuise") {
    s.activation = "epuise";
    log.push_back(line("Plus de combativité : épuisé", "No combativité left: épuisé"));
  }
}

// The calculator's request of `rolls` conscience rolls' odds at the
// character's rank (docs/calc/kolaps.md): the dice panel shows them first.
json conscienceCalc(const Sheet& s, int rolls, const char* cause) {
  json out = {
      {"system", "kolaps"}, {"kind", "conscience"}, {"rank", s.profile.rank}, {"rolls", rolls}};
  if (cause) out["cause"] = cause;
  return out;
}

void voluntaryFatigue(const Sheet& s, const data::Ruleset& rs, const Fields& f, const char* key,
                      int points) {
  if (s.fatigue + points > rs.fatigue.max)
    f.fail(key,
           {"kolaps.fatigue-max",
            "would bring the fatigue to " + num(s.fatigue + points) +
                ": a character takes at most " + num(rs.fatigue.max) + " voluntarily (Loi 5-3)",
            "porterait la fatigue à " + num(s.fatigue + points) +
                " : un personnage en prend au plus " + num(rs.fatigue.max) +
                " volontairement (Loi 5-3)"});
}

int fatigueRolls(const Sheet& s, const data::Ruleset& rs, int points) {
  if (conscienceThreshold(s, rs) <= 1 || unconscious(s)) return 0;
  const int max = rs.fatigue.max;
  return std::max(0, s.fatigue + points - std::max(max, s.fatigue));
}

void addFatigue(Sheet& s, const data::Ruleset& rs, int points, const std::vector<int>& dice,
                std::size_t& next, std::vector<model::Line>& log) {
  if (points <= 0) return;
  s.fatigue += points;
  log.push_back(line("+" + num(points) + " fatigue (" + num(s.fatigue) + ")",
                     "+" + num(points) + " fatigue (" + num(s.fatigue) + ")"));
  for (int p = s.fatigue - points + 1; p <= s.fatigue; ++p) {
    if (p <= rs.fatigue.max || unconscious(s) || horsCombat(s)) continue;
    const Names why = line(num(p) + "e point de fatigue", "fatigue point " + num(p));
    if (conscienceRoll(s, rs, dice, next, why, log)) continue;
    s.unconsciousUntil = s.turn + 1;
    s.auSol = true;
    s.combativite = 0;
    s.activation = "epuise";
    log.push_back(
        line("Inconscient, au sol, pour le tour suivant : pas de détermination de la "
             "combativité, perd 3 fatigues au lieu d'1 (Loi 5-8)",
             "Unconscious, au sol, for the next turn: no combativité determination, "
             "loses 3 fatigue instead of 1 (Loi 5-8)"));
  }
}

Step fatigue(Sheet& s, const data::Ruleset& rs, const Fields& f) {
  const int points = f.integer("points", 1, 12);
  const bool voluntary = f.boolean("voluntary", true);
  if (s.fatigue + points > kMaxFatigue)
    f.fail("points", {"kolaps.fatigue-keep", "the sheet keeps at most 1000 fatigue points",
                      "la fiche garde au plus 1000 points de fatigue"});
  Step st;
  if (voluntary) voluntaryFatigue(s, rs, f, "points", points);
  const int rolls = voluntary ? 0 : fatigueRolls(s, rs, points);
  const auto dice = diceOf(f, rolls,
                           line("Jets de conscience : fatigue au-delà du 6e point (1D6 chacun)",
                                "Conscience rolls: fatigue beyond the 6th point (1D6 each)"),
                           st.needs);
  if (!dice) {
    st.needs["calc"] = conscienceCalc(s, rolls, "fatigue");
    return st;
  }
  std::size_t next = 0;
  addFatigue(s, rs, points, *dice, next, st.log);
  return st;
}

Step wound(Sheet& s, const data::Ruleset& rs, const Fields& f) {
  const std::string level =
      f.choice("level", {"sonne", "legerement-blesse", "blesse", "etat-critique", "hors-combat"});
  Step st;
  const data::WoundState& w = woundOf(rs, level);
  if (level == "hors-combat") {
    st.log.push_back(line("Blessure : " + w.name.fr, "Wound: " + w.name.en));
    outOfAction(s, st.log);
    return st;
  }
  // 6-12: blessé again is état critique; 6-16, 6-17: entering état critique,
  // or blessé / état critique again while in it, is a conscience roll.
  std::string target = level;
  if (level == "blesse" && s.health == "blesse") target = w.repeat;
  const bool critical =
      target == "etat-critique" || (s.health == "etat-critique" && order(level) >= order("blesse"));
  const data::WoundState& t = woundOf(rs, target);
  if (s.fatigue + t.fatigue > kMaxFatigue)
    f.fail("level", {"kolaps.fatigue-keep", "the sheet keeps at most 1000 fatigue points",
                     "la fiche garde au plus 1000 points de fatigue"});
  int rolls = critical && conscienceThreshold(s, rs) > 1 ? 1 : 0;
  rolls += fatigueRolls(s, rs, t.fatigue);
  const auto dice =
      diceOf(f, rolls,
             line(model::pluralFr(rolls, "Jet", "Jets") +
                      " de conscience : état critique d'abord, puis chaque point de fatigue "
                      "au-delà du 6e",
                  "Conscience " + model::pluralEn(rolls, "roll", "rolls") +
                      ": état critique first, then each fatigue point beyond the 6th"),
             st.needs);
  if (!dice) {
    // État critique's roll then fatigue's: a failure of either is said as "raté".
    st.needs["calc"] = conscienceCalc(s, rolls,
                                      !critical    ? "fatigue"
                                      : rolls == 1 ? "etat_critique"
                                                   : nullptr);
    return st;
  }
  std::size_t next = 0;
  st.log.push_back(line("Blessure : " + w.name.fr, "Wound: " + w.name.en));
  if (target != level)
    st.log.push_back(line("Blessé à nouveau blessé : état critique (Loi 6-12)",
                          "Wounded again: critical (Loi 6-12)"));
  if (critical && !conscienceRoll(s, rs, *dice, next, line("état critique", "critical"), st.log)) {
    outOfAction(s, st.log);
    return st;
  }
  if (level == "sonne") s.sonne = true;
  if (level != "sonne" && order(target) > order(s.health)) s.health = target;
  loseCombativite(s, t.combativite, st.log);
  addFatigue(s, rs, t.fatigue, *dice, next, st.log);
  return st;
}

Step protection(Sheet& s, const data::Ruleset& rs, const Fields& f) {
  if (!s.profile.protection)
    f.fail("type", {"kolaps.no-protection", "the character has no protection",
                    "le personnage n'a pas de protection"});
  const ProtectionProfile& p = *s.profile.protection;
  const std::string level =
      f.choice("wound", {"sonne", "legerement-blesse", "blesse", "etat-critique", "hors-combat"});
  if (level == "sonne")
    f.fail("wound",
           {"kolaps.wound-too-light", "only a wound worse than sonné can be absorbed (Loi 11-22)",
            "seule une blessure pire que sonné peut être absorbée (Loi 11-22)"});
  if (s.protectionClass >= rs.protection.ineffectiveClass)
    f.fail("type", {"kolaps.protection-ineffective",
                    "the protection is ineffective (class " + num(s.protectionClass) +
                        ", Loi 11-25): it absorbs nothing",
                    "la protection est inefficace (classe " + num(s.protectionClass) +
                        ", Loi 11-25) : elle n'absorbe rien"});
  const bool fire = f.boolean("fire", false);
  if (fire && !p.has("ignifuge"))
    f.fail("fire",
           {"kolaps.not-ignifuge", "only an ignifugé protection blocks fire attacks (Loi 11-30)",
            "seule une protection ignifugée bloque les attaques de feu (Loi 11-30)"});
  if (fire && f.has("points"))
    f.fail("points", {"field.not-used", "a fire attack blocked by ignifugé puts no impact",
                      "une attaque de feu bloquée par ignifugé ne met pas d'impact"});
  int points = fire ? 0 : f.integer("points", 0, 2, 1);
  if (p.has("solide") && order(level) < order("blesse")) points = 0;
  const bool inusable = p.has("inusable");
  const int boxes = rs.protection.impactBoxes;
  int rolls = 0;
  if (inusable)
    for (int i = 1, c = s.impacts; i <= points; ++i)
      if ((c = std::min(c + 1, boxes)) == boxes) ++rolls;
  Step st;
  const auto dice =
      diceOf(f, rolls,
             line("Inusable : 1D6 par point d'impact à " + num(boxes) + " (4+ : la classe tient)",
                  "Inusable: 1D6 per impact point at " + num(boxes) + " (4+: the class holds)"),
             st.needs);
  if (!dice) return st;
  const data::WoundState& w = woundOf(rs, level);
  st.log.push_back(line(fire ? "Ignifugé : l'attaque de feu est bloquée, simplement sonné"
                             : "La protection absorbe « " + w.name.fr + " » : simplement sonné",
                        fire ? "Ignifugé: the fire attack is blocked, only stunned"
                             : "The protection absorbs \"" + w.name.en + "\": only stunned"));
  std::size_t next = 0;
  for (int i = 0; i < points; ++i) {
    s.impacts = std::min(s.impacts + 1, boxes);
    st.log.push_back(line("Impact : " + num(s.impacts) + "/" + num(boxes),
                          "Impact: " + num(s.impacts) + "/" + num(boxes)));
    if (s.impacts < boxes) continue;
    if (inusable) {
      const int die = dice->at(next++);
      if (die >= 4) {
        st.log.push_back(line("Inusable : dé " + num(die) + ", la classe tient",
                              "Inusable: die " + num(die) + ", the class holds"));
        continue;
      }
      st.log.push_back(line("Inusable : dé " + num(die), "Inusable: die " + num(die)));
    }
    s.protectionClass += 1;
    s.impacts = 0;
    st.log.push_back(line("Classe de défense " + num(s.protectionClass) + ", impacts à 0",
                          "Defence class " + num(s.protectionClass) + ", impacts back to 0"));
    if (s.protectionClass >= rs.protection.ineffectiveClass)
      st.log.push_back(line("La protection devient inefficace", "The protection is ineffective"));
    break;  // the rest of a 2-point blow is lost with the reset
  }
  s.sonne = true;
  loseCombativite(s, woundOf(rs, "sonne").combativite, st.log);
  return st;
}

Step conscience(Sheet& s, const data::Ruleset& rs, const Fields& f) {
  Step st;
  const int t = conscienceThreshold(s, rs);
  const auto dice = diceOf(
      f, t > 1 ? 1 : 0,
      line("Jet de conscience : 1D6, " + num(t) + "+", "Conscience roll: 1D6, " + num(t) + "+"),
      st.needs);
  if (!dice) return st;
  std::size_t next = 0;
  conscienceRoll(s, rs, *dice, next, line("spécialisation", "specialisation"), st.log);
  return st;
}

}  // namespace auspex::kolaps::sheet::detail
