#include "kolaps/list_rules.hpp"

#include "model/model.hpp"

#include <algorithm>

namespace auspex::kolaps {

using lists::json;
using lists::Problem;
using lists::Resolved;

namespace {

using model::num;

std::string path(std::size_t i, const std::string& field) {
  return "units." + std::to_string(i) + "." + field;
}

// The ruleset's row for a rank 1–5, or nullptr.
const json* rankRow(const Resolved& r, std::optional<int> rank) {
  if (!rank || *rank < 1 || *rank > 5 || !r.ruleset().contains("ranks")) return nullptr;
  for (const auto& row : r.block("ranks"))
    if (row.value("rank", 0) == *rank) return &row;
  return nullptr;
}

// What one character may have and has.
struct Line {
  std::optional<int> rank;  // 1–5, nullopt when missing or out of range
  std::optional<int> pdsBudget, attributesMax;
  int pdsSpent = 0, attributes = 0, xpPds = 0;
};

Line lineOf(const Resolved& r, std::size_t i) {
  Line l;
  const json* row = rankRow(r, r.option(i, "rank"));
  const auto& c = r.list.units[i].character;
  l.pdsSpent = c ? c->pdsSpent() : 0;
  l.attributes = c ? static_cast<int>(c->attributes.size()) : 0;
  l.xpPds = r.option(i, "xpPds").value_or(0);
  if (!row) return l;
  l.rank = r.option(i, "rank");
  l.pdsBudget = (*row)["pds"].get<int>() + std::max(0, l.xpPds);
  l.attributesMax = row->value("attributes", 1);
  return l;
}

int exchangePds(const Resolved& r) {
  return r.ruleset().contains("experience") ? r.block("experience").value("exchangePds", 5) : 5;
}

}  // namespace

void listRules(const Resolved& r, const lists::Totals&, std::vector<Problem>& out) {
  const int step = exchangePds(r);
  for (std::size_t i = 0; i < r.list.units.size(); ++i) {
    const std::string who = "#" + num(static_cast<int>(i) + 1);
    const std::string fr =
        r.list.units[i].name.empty() ? "Le personnage " + who : r.list.units[i].name;
    const std::string en = r.list.units[i].name.empty() ? "Character " + who : r.list.units[i].name;
    if (r.list.units[i].name.empty())
      out.push_back({path(i, "name"), "noName", fr + " n'a pas de nom (Loi 3-3).",
                     en + " has no name (Law 3-3)."});
    const auto rank = r.option(i, "rank");
    if (!rank)
      out.push_back({path(i, "options.rank"), "noRank", fr + " n'a pas de rang (1 à 5, Loi 4).",
                     en + " has no rank (1 to 5, Law 4)."});
    else if (*rank < 1 || *rank > 5)
      out.push_back({path(i, "options.rank"), "badRank",
                     fr + " : le rang " + num(*rank) + " n'existe pas (1 à 5, Loi 4).",
                     en + ": there is no rank " + num(*rank) + " (1 to 5, Law 4)."});
    const auto xpPds = r.option(i, "xpPds");
    if (xpPds && (*xpPds < 0 || *xpPds % step != 0))
      out.push_back({path(i, "options.xpPds"), "badXpPds",
                     fr + " : " + num(*xpPds) + " PDS achetés avec l'XP, pas un multiple de " +
                         num(step) + " (Loi 12-6).",
                     en + ": " + num(*xpPds) + " PDS bought with XP, not a multiple of " +
                         num(step) + " (Law 12-6)."});
    const auto xp = r.option(i, "xp");
    if (xp && *xp < 0)
      out.push_back({path(i, "options.xp"), "badXp",
                     fr + " : " + num(*xp) + " XP, il n'en reste pas autant (Loi 12).",
                     en + ": " + num(*xp) + " XP, there is not that much left (Law 12)."});
    // The same attribute or specialisation twice (a sheet refuses it, docs/sheets/kolaps.md).
    if (const auto& c = r.list.units[i].character) {
      auto twice = [&](const std::vector<std::string>& names, const std::string& field,
                       const char* frWhat, const char* enWhat) {
        for (std::size_t j = 0; j < names.size(); ++j)
          for (std::size_t k = 0; k < j; ++k)
            if (names[k] == names[j]) {
              out.push_back({path(i, "character." + field + "." + std::to_string(j)), "repeated",
                             fr + " : " + frWhat + " « " + names[j] + " » deux fois.",
                             en + ": " + enWhat + " \"" + names[j] + "\" twice."});
              break;
            }
      };
      std::vector<std::string> specs;
      for (const auto& sp : c->specialisations) specs.push_back(sp.name);
      twice(c->attributes, "attributes", "l'attribut", "the attribute");
      twice(specs, "specialisations", "la spécialisation", "the specialisation");
    }
    const Line l = lineOf(r, i);
    if (!l.rank) continue;
    // More than the rank allows (`n` for `most`, Loi `law`).
    const auto beyond = [&](const char* field, const char* code, auto n, auto most,
                            const char* frWhat, const char* enWhat, const char* law) {
      if (n > most)
        out.push_back({path(i, field), code,
                       fr + " : " + num(n) + frWhat + num(most) + " au rang " + num(*l.rank) +
                           " (Loi " + law + ").",
                       en + ": " + num(n) + enWhat + num(most) + " at rank " + num(*l.rank) +
                           " (Law " + law + ")."});
    };
    beyond("character.specialisations", "overPds", l.pdsSpent, *l.pdsBudget, " PDS dépensés pour ",
           " PDS spent for ", "4-12");
    beyond("character.attributes", "tooManyAttributes", l.attributes, *l.attributesMax,
           " attributs pour ", " attributes for ", "4-13");
  }
}

json listFacts(const Resolved& r, const lists::Totals& t) {
  json lines = json::array(), perRank = json::array({0, 0, 0, 0, 0});
  int budget = 0, spent = 0;
  for (std::size_t i = 0; i < r.list.units.size(); ++i) {
    const Line l = lineOf(r, i);
    spent += l.pdsSpent;
    json line = {{"rank", l.rank ? json(*l.rank) : json(nullptr)},
                 {"pdsSpent", l.pdsSpent},
                 {"attributes", l.attributes}};
    if (l.rank) {
      budget += *l.pdsBudget;
      perRank[static_cast<std::size_t>(*l.rank - 1)] =
          perRank[static_cast<std::size_t>(*l.rank - 1)].get<int>() + r.list.units[i].count;
      line["pdsBudget"] = *l.pdsBudget;
      line["pdsLeft"] = *l.pdsBudget - l.pdsSpent;
      line["attributesMax"] = *l.attributesMax;
    } else {
      line["pdsBudget"] = line["pdsLeft"] = line["attributesMax"] = nullptr;
    }
    lines.push_back(line);
  }
  return {{"characters", t.models},
          {"perRank", perRank},
          {"pdsBudget", budget},
          {"pdsSpent", spent},
          {"cost", t.unpriced == 0 ? json(t.cost) : json(nullptr)},
          {"lines", lines}};
}

std::string listTextEntry(const lists::Resolved& r, std::size_t entry, bool fr) {
  const auto rank = r.option(entry, "rank");
  return rank ? (fr ? " · rang " : " · rank ") + std::to_string(*rank) : "";
}

}  // namespace auspex::kolaps
