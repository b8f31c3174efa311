// KOLAPS's whole game, the attack (core/kolaps/game.cpp): the active
// character's action on a character of the other Unité with one of its
// weapons (a shot, a blow, a charge), and its real result put on both sheets
// as the rules say (docs/rules/kolaps.md): the action's cost and fatigue
// (a charge's are its move's + 1, Loi 9-20), 2 more combativité on a failure
// (8-14, but a mitraillage's simple failure, 9-13), the target's oppositions
// (8-6), a double 1's table (9-10, 9-18), the shot on the weapon, the wound
// or what the protection absorbs, the XP (Loi 12).
#include <algorithm>
#include <vector>

#include "kolaps/game_detail.hpp"
#include "kolaps/ruleset.hpp"
#include "rulesets/reader.hpp"
#include "rulesets/ruleset.hpp"

namespace auspex::kolaps::game_detail {

using game::RequestError;

namespace {

struct Kind {
  const char* id;    // the calc's action
  const char* rule;  // the ruleset's action
  bool far;          // a shot from afar (tir au jugé, tir, mitraillage)
};

const Kind kinds[] = {
    {"tir_au_juge", "tir-au-juge", true}, {"tir", "tir", true},
    {"mitraillage", "mitraillage", true}, {"bout_portant", "tir-a-bout-portant", false},
    {"frapper", "frapper", false},        {"charger", "charger", false}};

const char* const rangedClasses[] = {"arme-de-poing", "arme-d-epaule", "arme-lourde"};

bool hasTrait(const json& weapon, const char* id) {
  for (const json& t : weapon["traits"])
    if (t.is_object() && t.value("id", "") == id) return true;
  return false;
}

bool ranged(const json& w) {
  return std::any_of(std::begin(rangedClasses), std::end(rangedClasses),
                     [&](const char* id) { return hasTrait(w, id); });
}

// Whether weapon `w` serves for action `kind`: a shot needs one that shoots, not jammed nor
// empty (Loi 11-6 … 11-8), a mitraillage an Automatique one (11-11); a blow or a charge a close
// combat weapon (9-19): any other class, or a ranged one with a Crosse (11-12).
bool serves(const json& w, const std::string& kind) {
  const bool shoots = ranged(w) && w["state"] == "ok";
  if (kind == "frapper" || kind == "charger") return !ranged(w) || hasTrait(w, "crosse");
  if (kind == "mitraillage") return shoots && hasTrait(w, "automatique");
  return shoots;
}

const data::Action* actionOf(const data::Ruleset& rs, const std::string& id) {
  return rulesets::byId(rs.actions, id);
}

data::Ruleset rulesetOf(const json& sheet) {
  const json* r = rulesets::find(sheet["ruleset"].get<std::string>());
  if (!r) throw std::logic_error("a read sheet names its loaded ruleset");
  return data::parse(*r);
}

struct Cost {
  int points = 0, fatigue = 0;
};

Cost costOf(const data::Ruleset& rs, const std::string& id) {
  const data::Action* a = actionOf(rs, id);
  return a ? Cost{a->cost.value_or(0), a->fatigue.value_or(0)} : Cost{};
}

// What each opposition is: its key in `oppose`, the ruleset's action (its cost), whether it
// answers a shot from afar (9-23 … 9-26), and the levels it is played at (true for a dodge).
struct Opposition {
  const char* key;
  const char* rule;
  bool far;
  std::vector<std::string> levels;
};
const Opposition oppositions[] = {{"couvert", "a-couvert", true, {"leger", "lourd"}},
                                  {"seCacher", "se-cacher", true, {"leger", "lourd"}},
                                  {"esquive", "esquive", false, {}},
                                  {"parade", "parade", false, {"arme", "bouclier"}}};

const char* const outcomes[] = {"failure", "mishap",        "sonne",      "legerement-blesse",
                                "blesse",  "etat-critique", "hors-combat"};

bool isWound(const std::string& o) {
  return o != "failure" && o != "mishap";
}

// A step of one of the two characters, refused: said with its name.
template <class Step>
void named(const std::string& who, Step&& step) {
  try {
    step();
  } catch (const RequestError& e) {
    throw RequestError(e.path, e.code, who + ": " + e.what(), who + " : " + e.fr);
  }
}

}  // namespace

void attackMove(Play& p, const Fields& args) {
  json& sheets = p.state["sheets"];
  const std::size_t k = game::sheetOf(p, args, "sheet", true, character);
  const json me = sheets[k]["sheet"];  // copies: the steps below replace the sheets
  const std::string name = me["name"].get<std::string>();
  if (auto no = mayAct(p.state, k)) throw RequestError("move.args.sheet", no->code, no->en, no->fr);
  // The target: a character of the other Unité, still in the fight.
  const auto j =
      static_cast<std::size_t>(args.integer("target", 0, static_cast<int>(sheets.size()) - 1));
  const json them = sheets[j]["sheet"];
  const std::string target = them["name"].get<std::string>();
  if (sheets[j]["player"] == p.by)
    args.fail("target", {"kolaps.target-own", target + " is of " + name + "'s own Unité",
                         target + " est de la même Unité que " + name});
  if (them["horsCombat"].get<bool>())
    args.fail("target",
              {"unit.destroyed", target + " is hors combat", target + " est hors combat"});
  std::vector<std::string> ids;
  for (const Kind& x : kinds) ids.push_back(x.id);
  const std::string kind = args.choice("action", ids);
  const Kind& act = *std::find_if(std::begin(kinds), std::end(kinds),
                                  [&](const Kind& x) { return kind == x.id; });
  // The weapon: the character's, in hand, that serves for the action.
  const json& weapons = me["weapons"];
  if (weapons.empty())
    args.fail("weapon", {"kolaps.no-weapon", name + " has no weapon", name + " n'a pas d'arme"});
  const auto w =
      static_cast<std::size_t>(args.integer("weapon", 0, static_cast<int>(weapons.size()) - 1));
  const json weapon = weapons[w];
  const std::string wname = weapon["name"].get<std::string>();
  if (weapon["state"] == "detruite" || weapon["dropped"].get<bool>())
    args.fail("weapon", {"kolaps.weapon-gone", wname + " is destroyed or on the ground",
                         wname + " est détruite ou à terre"});
  if (!serves(weapon, kind)) {
    const bool blow = kind == "frapper" || kind == "charger";
    args.fail("weapon",
              blow ? model::Why{"kolaps.weapon-melee",
                                wname + " is no close combat weapon (Loi 9-19, 11-12)",
                                wname + " n'est pas une arme de corps à corps (Loi 9-19, 11-12)"}
              : kind == "mitraillage"
                  ? model::Why{"kolaps.weapon-automatic",
                               wname + " cannot strafe: it needs an Automatique weapon that "
                                       "shoots (Loi 9-9, 11-11)",
                               wname + " ne peut pas mitrailler : il faut une arme Automatique "
                                       "en état de tirer (Loi 9-9, 11-11)"}
                  : model::Why{"kolaps.weapon-shot",
                               wname + " does not shoot now (no firearm, jammed or empty: Loi "
                                       "9-9, 11-6)",
                               wname + " ne tire pas maintenant (pas une arme de tir, enrayée "
                                       "ou vide : Loi 9-9, 11-6)"});
  }
  const data::Ruleset rs = rulesetOf(me);
  // The action's cost and fatigue: a charge's are its move's + 1 (Loi 9-20).
  Cost cost = costOf(rs, act.rule);
  const data::Action* rule = actionOf(rs, act.rule);
  if (rule && rule->addsMove) {
    if (!args.has("move"))
      args.fail("move", {"kolaps.charge-move",
                         "a charge is a walk, a run or a sprint before the blow: which one? (Loi "
                         "9-20)",
                         "une charge est une marche, une course ou un sprint avant de frapper : "
                         "lequel ? (Loi 9-20)"});
    const std::string move = args.choice("move", {"marche", "course", "sprint"});
    const Cost m = costOf(rs, move);
    cost = {m.points + cost.points, m.fatigue + cost.fatigue};
  } else if (args.has("move")) {
    args.fail("move", {"kolaps.move-charge-only", "only a charge adds a move (Loi 9-20)",
                       "seule une charge ajoute un mouvement (Loi 9-20)"});
  }
  // The target's oppositions (Loi 8-6): those that answer this action, at their cost.
  Cost opposed;
  if (args.has("oppose")) {
    const Fields of = args.object("oppose", {"couvert", "seCacher", "esquive", "parade"});
    for (const Opposition& o : oppositions) {
      if (!of.has(o.key)) continue;
      if (o.levels.empty() && !of.boolean(o.key)) continue;  // a dodge: true or false
      if (!o.levels.empty()) of.choice(o.key, o.levels);     // a cover, a parry: its level
      const bool fits = o.far
                            ? act.far
                            : !act.far && !(std::string(o.key) == "esquive" && kind == "charger") &&
                                  !(std::string(o.key) == "parade" && kind == "bout_portant");
      if (!fits)
        of.fail(o.key, {"kolaps.opposition-not-here",
                        "does not answer this action (cover and hiding answer a shot; a dodge a "
                        "blow but a charge; a parry a blow: Loi 9-20, 9-23 … 9-26)",
                        "ne répond pas à cette action (couvert et se cacher répondent à un tir ; "
                        "l'esquive à un coup mais pas à une charge ; la parade à un coup : Loi "
                        "9-20, 9-23 … 9-26)"});
      const Cost c = costOf(rs, o.rule);
      opposed.points += c.points;
      opposed.fatigue += c.fatigue;
    }
  }
  std::vector<std::string> said(std::begin(outcomes), std::end(outcomes));
  const std::string outcome = args.choice("outcome", said);
  const bool absorbed = args.boolean("absorbed", false);
  int mishapDie = 0;
  if (outcome == "mishap")
    mishapDie = args.integer("mishapDie", 1, 6);
  else if (args.has("mishapDie"))
    args.fail("mishapDie", {"kolaps.mishap-only", "is a double 1's third die only",
                            "n'est que le troisième dé d'un double 1"});
  const json& protection = them["protection"];
  const bool shielded = protection.is_object() && !protection["ineffective"].get<bool>();
  if (absorbed && (!shielded || !isWound(outcome)))
    args.fail("absorbed",
              {"kolaps.absorb-none", target + "'s protection absorbs only a wound it can take",
               "la protection de " + target + " n'absorbe qu'une blessure qu'elle peut prendre"});

  // The steps, in order: the target's opposition, the action's spending, then what it did.
  const std::string path = "move.args";
  if (opposed.points > 0)
    named(target, [&] {
      onCharacter(p, j,
                  {{"type", "spend"},
                   {"points", opposed.points},
                   {"fatigue", opposed.fatigue},
                   {"opposition", true}},
                  path + ".oppose", true);
    });
  // 8-14: 2 more on a failure; 9-13: a mitraillage's simple failure costs nothing more.
  const bool failed = (outcome == "failure" && kind != "mitraillage") || outcome == "mishap";
  json spend = {{"type", "spend"}, {"points", cost.points}, {"fatigue", cost.fatigue}};
  if (failed) spend["failed"] = true;
  // The attacker's own changes are one spending of the draw (its one action, Loi 8-1).
  const json before = sheets[k]["sheet"];
  const auto mine = [&](const json& action) {
    json& entry = sheets[k];
    const std::size_t from = p.log.size();
    p.apply("kolapsSheet", entry["sheet"], action, path, &game::sheetLine);
    game::oddsFor(p.log, from, entry["player"]);
  };
  named(name, [&] { mine(spend); });
  if (outcome == "mishap") {
    // The double 1's table, read on the third die (9-10 incident de tir, 9-18 maladresse).
    const std::string table = rule ? rule->mishaps : "";
    for (const auto& t : rs.mishaps) {
      if (t.id != table) continue;
      const data::MishapEntry& e = t.entries[static_cast<std::size_t>(mishapDie - 1)];
      const std::string ev = e.weapon == "detruite"  ? "detruite"
                             : e.weapon == "enrayee" ? "enrayee"
                             : e.weapon == "desarme" && !hasTrait(weapon, "arme-naturelle")
                                 ? "lachee"
                                 : "";
      if (!ev.empty()) mine({{"type", "weapon"}, {"index", w}, {"event", ev}});
      if (!e.wound.empty()) mine({{"type", "wound"}, {"level", e.wound}});
      if (e.combativite > 0 && sheets[k]["sheet"]["combativite"]["current"].get<int>() > 0)
        mine({{"type", "lose"}, {"points", e.combativite}});
      if (e.auSol && !sheets[k]["sheet"]["statuses"]["auSol"].get<bool>() &&
          !sheets[k]["sheet"]["horsCombat"].get<bool>())
        mine({{"type", "status"}, {"id", "au-sol"}, {"on", true}});
      if (e.epuise && sheets[k]["sheet"]["activation"] != "epuise" &&
          !sheets[k]["sheet"]["horsCombat"].get<bool>())
        mine({{"type", "activation"}, {"state", "epuise"}});
    }
    follow(p, k, before, false);
    return;
  }
  if (ranged(weapon) && act.far)
    mine({{"type", "weapon"},
          {"index", w},
          {"event", kind == "mitraillage" ? "mitraillage" : "tir"}});
  if (isWound(outcome)) {
    const bool soaked = absorbed && outcome != "sonne";
    onCharacter(p, j,
                soaked ? json{{"type", "protection"}, {"wound", outcome}}
                       : json{{"type", "wound"}, {"level", outcome}},
                path + ".outcome");
    // Loi 12: a wound but sonné gives 5 XP; hors combat 5 or 25 XP by the adversary's rank.
    if (!soaked && outcome == "hors-combat") {
      json xp = {{"type", "xp"}, {"versus", them["profile"]["rank"]}};
      if (args.has("readings")) xp["readings"] = args.rawObject("readings");
      mine(xp);
    } else if (!soaked && outcome != "sonne") {
      mine({{"type", "xp"}, {"event", "blessure"}});
    }
  }
  follow(p, k, before, false);
}

}  // namespace auspex::kolaps::game_detail
