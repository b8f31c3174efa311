#include "at44/list_rules.hpp"

#include "model/model.hpp"

#include <array>

#include "at44/company.hpp"
#include "lists/profile_text.hpp"

namespace auspex::at44 {

using lists::Problem;
using lists::Resolved;

namespace {

using model::num;

std::string path(std::size_t i, const char* field = nullptr) {
  return "units." + std::to_string(i) + (field ? std::string(".options.") + field : "");
}

// The entry an officer or hero belongs to (option unitOf = entry number + 1).
std::optional<std::size_t> unitOf(const Resolved& r, std::size_t i) {
  const auto u = r.option(i, "unitOf");
  if (!u || *u < 1 || static_cast<std::size_t>(*u) > r.list.units.size()) return std::nullopt;
  return static_cast<std::size_t>(*u - 1);
}

bool isOfficer(const Resolved& r, std::size_t i) {
  return r.option(i, "grade").has_value();
}

// The commander: the one entry with commander 1 (nullopt when none or several).
std::optional<std::size_t> commanderOf(const Resolved& r) {
  std::optional<std::size_t> found;
  int n = 0;
  for (std::size_t i = 0; i < r.list.units.size(); ++i)
    if (r.option(i, "commander").value_or(0) == 1) {
      found = i;
      ++n;
    }
  return n == 1 ? found : std::nullopt;
}

// Cards of the activation sequence: every entry not placed in a unit.
int unitCards(const Resolved& r) {
  int n = 0;
  for (std::size_t i = 0; i < r.list.units.size(); ++i)
    if (!r.option(i, "unitOf")) ++n;
  return n;
}

}  // namespace

void listRules(const Resolved& r, const lists::Totals& t, std::vector<Problem>& out) {
  const CompanySize size = companySize(r.ruleset(), t.cost);
  const std::size_t n = r.list.units.size();
  std::array<int, 5> perGrade{};  // officers other than the commander, by grade
  int officers = 0, commanders = 0;
  std::vector<int> heroesIn(n, 0);
  int highest = -1;
  for (std::size_t i = 0; i < n; ++i)
    highest = std::max(highest, r.option(i, "grade").value_or(-1));

  for (std::size_t i = 0; i < n; ++i) {
    const std::string fr = r.label(i, "fr"), en = r.label(i, "en");
    const int count = r.list.units[i].count;
    if (!t.lines[i])
      out.push_back({path(i), "noStars",
                     fr + " n'a pas de valeur en étoiles (« Étoiles ») : la taille de la "
                          "compagnie est incomplète.",
                     en + " has no star value (\"Stars\"): the company's size is "
                          "incomplete."});
    const auto grade = r.option(i, "grade");
    const int hero = r.option(i, "hero").value_or(0),
              isCommander = r.option(i, "commander").value_or(0);
    // Each option named as the builder's screen names it.
    struct Flag {
      const char *key, *fr, *en;
      int value;
    };
    for (const Flag& f : {Flag{"hero", "Héros", "Hero", hero},
                          Flag{"commander", "Commandant", "Commander", isCommander}})
      if (f.value != 0 && f.value != 1)
        out.push_back({path(i, f.key), "notZeroOrOne",
                       fr + " : « " + f.fr + " » vaut 0 ou 1, pas " + num(f.value) + ".",
                       en + ": \"" + f.en + "\" is 0 or 1, not " + num(f.value) + "."});
    if (grade && (*grade < 0 || *grade > 4)) {
      out.push_back({path(i, "grade"), "badGrade",
                     fr + " : les grades d'officier vont de 0 à 4, pas " + num(*grade) + ".",
                     en + ": officer grades run from 0 to 4, not " + num(*grade) + "."});
      continue;
    }
    if (grade) officers += count;
    if (isCommander == 1) commanders += count;
    if (grade && isCommander != 1) perGrade[static_cast<std::size_t>(*grade)] += count;
    if (hero == 1 && (!grade || *grade < 1))
      out.push_back({path(i, "hero"), "heroGrade",
                     fr + " : un héros est un officier de grade 1 ou plus (« Grade d'officier »).",
                     en + ": a hero is an officer of grade 1 or more (\"Officer grade\")."});
    if (isCommander == 1 && !grade)
      out.push_back({path(i, "commander"), "commanderNotOfficer",
                     fr + " : le commandant doit être un officier (« Grade d'officier »).",
                     en + ": the commander must be an officer (\"Officer grade\")."});
    if (isCommander == 1 && grade && *grade > size.commanderMaxGrade)
      out.push_back({path(i, "grade"), "commanderGrade",
                     fr + " : grade " + num(*grade) + " pour une compagnie de " + num(t.cost) +
                         " étoiles, dont le commandant est au plus de grade " +
                         num(size.commanderMaxGrade) + ".",
                     en + ": grade " + num(*grade) + " for a company of " + num(t.cost) +
                         " stars, whose commander is at most of grade " +
                         num(size.commanderMaxGrade) + "."});
    if (isCommander == 1 && grade && *grade < highest)
      out.push_back({path(i, "commander"), "commanderNotHighest",
                     fr +
                         " : le commandant est l'officier le plus gradé, et un officier est de "
                         "grade " +
                         num(highest) + ".",
                     en +
                         ": the commander is the highest-ranking officer, and an officer is of "
                         "grade " +
                         num(highest) + "."});
    if (grade && *grade == 0 && !r.option(i, "unitOf"))
      out.push_back({path(i, "grade"), "gradeZeroAlone",
                     fr + " : un officier de grade 0 fait partie d'une unité (« Rattaché à »).",
                     en + ": a grade-0 officer belongs to a unit (\"With\")."});
    if (const auto u = r.option(i, "unitOf")) {
      const auto to = unitOf(r, i);
      if (!grade)
        out.push_back({path(i, "unitOf"), "unitOfNotOfficer",
                       fr + " : seuls les officiers et héros rejoignent une unité.",
                       en + ": only officers and heroes join a unit."});
      else if (!to || *to == i)
        out.push_back({path(i, "unitOf"), "unitOfMissing",
                       fr + " : l'unité n° " + num(*u) + " n'existe pas dans la liste.",
                       en + ": there is no unit no. " + num(*u) + " in the list."});
      else if (isOfficer(r, *to) || r.option(*to, "unitOf"))
        out.push_back(
            {path(i, "unitOf"), "unitOfOfficer",
             fr + " : " + r.label(*to, "fr") + " (n° " + num(*u) +
                 ") est un officier, pas une unité.",
             en + ": " + r.label(*to, "en") + " (no. " + num(*u) + ") is an officer, not a unit."});
      else if (hero == 1)
        heroesIn[*to] += count;
    }
  }
  for (std::size_t i = 0; i < n; ++i)
    if (heroesIn[i] > 1)
      out.push_back(
          {path(i), "twoHeroes",
           r.label(i, "fr") + " : " + num(heroesIn[i]) +
               " héros, une unité ne peut contenir qu'un seul héros.",
           r.label(i, "en") + ": " + num(heroesIn[i]) + " heroes, a unit may hold only one hero."});
  if (officers == 0)
    out.push_back({"units", "noOfficer", "Chaque compagnie doit inclure au moins un officier.",
                   "Every company must include at least one officer."});
  if (commanders == 0)
    out.push_back({"units", "noCommander",
                   "Aucun commandant : marquer l'officier le plus gradé (« Commandant »).",
                   "No commander: mark the highest-ranking officer (\"Commander\")."});
  else if (commanders > 1)
    out.push_back({"units", "manyCommanders",
                   num(commanders) + " commandants : une compagnie en a un seul.",
                   num(commanders) + " commanders: a company has exactly one."});
  for (std::size_t g = 2; g <= 4; ++g)
    if (perGrade[g] > perGrade[g - 1])
      out.push_back({"units", "officerPyramid",
                     num(perGrade[g]) + " " +
                         model::pluralFr(perGrade[g], "officier", "officiers") + " de grade " +
                         num(static_cast<int>(g)) + " pour " + num(perGrade[g - 1]) + " de grade " +
                         num(static_cast<int>(g) - 1) +
                         " (hors commandant) : pas plus d'officiers d'un grade que du grade "
                         "inférieur.",
                     num(perGrade[g]) + " " + model::pluralEn(perGrade[g], "officer", "officers") +
                         " of grade " + num(static_cast<int>(g)) + " for " + num(perGrade[g - 1]) +
                         " of grade " + num(static_cast<int>(g) - 1) +
                         " (commander aside): no more officers of a grade than of the grade "
                         "below."});
}

lists::json listFacts(const Resolved& r, const lists::Totals& t) {
  lists::json facts = toJson(companySize(r.ruleset(), t.cost));
  const int cards = unitCards(r);
  facts["unitCards"] = cards;
  const auto commander = commanderOf(r);
  const auto pc = commander ? r.option(*commander, "pc") : std::nullopt;
  facts["commanderPc"] = pc ? lists::json(*pc) : lists::json(nullptr);
  facts["cpPerTurn"] = pc ? lists::json(*pc + cards) : lists::json(nullptr);
  return facts;
}

}  // namespace auspex::at44

namespace auspex::at44 {

namespace {

// « PRE 5 · TIR 1/1 · AIRE 3 · PEN 18/2 »: what the ruleset gives of a weapon (TIRS: cadence /
// re-rolls, PEN: penetration / damage), in the seed's abbreviations.
std::string weaponValue(const lists::json& w, bool fr) {
  const auto pair = [&](const char* a, const char* b) {
    return lists::cat(std::to_string(w[a].get<int>()),
                      w.contains(b) ? lists::cat("/", std::to_string(w[b].get<int>())) : "");
  };
  std::vector<std::string> parts;
  if (w.contains("pre")) parts.push_back("PRE " + std::to_string(w["pre"].get<int>()));
  if (w.contains("cadence")) parts.push_back("TIR " + pair("cadence", "rerolls"));
  if (w.contains("aire")) parts.push_back("AIRE " + std::to_string(w["aire"].get<int>()));
  if (w.contains("pen")) parts.push_back("PEN " + pair("pen", "damage"));
  std::string out;
  for (const auto& p : parts) out += (out.empty() ? "" : " · ") + p;
  return out.empty() ? (fr ? "profil non donné par les règles" : "profile not given by the rules")
                     : out;
}

}  // namespace

std::string listTextProfile(const Resolved& r, std::size_t i, bool fr) {
  const lists::json& u = r.unitOf(i);
  const bool vehicle = u.value("type", "") == "vehicule";
  std::vector<std::string> stats, missing;
  if (u.contains("type"))
    stats.push_back(vehicle ? (fr ? "Véhicule" : "Vehicle") : (fr ? "Infanterie" : "Infantry"));
  const std::array<std::pair<const char*, const char*>, 5> keys{{{"rank", fr ? "RANG" : "RANK"},
                                                                 {"mou", "MOU"},
                                                                 {"mor", "MOR"},
                                                                 {"arm", "ARM"},
                                                                 {"def", "DEF"}}};
  for (const auto& [key, label] : keys) {
    if (u.contains(key))
      stats.push_back(std::string(label) + " " + std::to_string(u[key].get<int>()));
    else
      missing.push_back(label);
  }
  if (vehicle && u.contains("chassisPs"))
    stats.push_back(std::string(fr ? "PS châssis " : "Chassis SP ") +
                    std::to_string(u["chassisPs"].get<int>()));
  const auto stars = r.option(i, "stars");
  if (stars || u.contains("stars")) {
    const bool changed = stars && (!u.contains("stars") || *stars != u["stars"].get<int>());
    stats.push_back("★ " + std::to_string(stars ? *stars : u["stars"].get<int>()) +
                    (changed ? "*" : ""));
  } else {
    missing.push_back("★");
  }
  if (const auto grade = r.option(i, "grade"))
    stats.push_back("GRD " + std::to_string(*grade) + "*");
  if (r.option(i, "hero").value_or(0) == 1) stats.push_back(fr ? "Héros*" : "Hero*");
  if (r.option(i, "commander").value_or(0) == 1) stats.push_back(fr ? "Commandant*" : "Commander*");
  std::string out = lists::profileLine(stats);
  if (!missing.empty()) {
    std::string list;
    for (const auto& m : missing) list += (list.empty() ? "" : ", ") + m;
    out += std::string("\n  ") + (fr ? "Non donné par les règles : " : "Not given by the rules: ") +
           list;
  }
  const lists::json& weapons = r.block("weapons");
  const auto line = [&](const lists::json& w, int n, const lists::json& ps) {
    out += lists::weaponLine(
        lists::nameIn(w["name"], fr), n,
        weaponValue(w, fr) + (ps.is_number() ? " · PS " + std::to_string(ps.get<int>()) : ""), fr);
  };
  if (u.contains("weapons") && u["weapons"].is_array() && !u["weapons"].empty()) {
    for (const auto& m : u["weapons"])
      for (const auto& w : weapons)
        if (w.value("id", "") == m.value("weapon", ""))
          line(w, m.value("count", 1), m.value("ps", lists::json()));
  } else {
    for (const auto& [w, n] : lists::carried(r, i)) line(weapons[w], n, lists::json());
  }
  return out;
}

}  // namespace auspex::at44
