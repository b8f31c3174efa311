#include "at44/company.hpp"

namespace auspex::at44 {

using requests::json;

CompanySize companySize(const json& ruleset, int stars) {
  const json& company = ruleset.at("company");
  const json& sizes = company.at("sizes");
  CompanySize s;
  s.stars = stars;
  const json* row = &sizes.at(0);
  for (const auto& r : sizes)
    if (r.at("stars").get<int>() <= stars) row = &r;
  s.sizeStars = row->at("stars").get<int>();
  s.reinforcements = row->at("reinforcements").get<int>();
  s.tableCm = {row->at("tableCm").at(0).get<int>(), row->at("tableCm").at(1).get<int>()};
  s.objectives = {row->at("objectives").at(0).get<int>(), row->at("objectives").at(1).get<int>()};
  s.starsPerObjective = row->at("starsPerObjective").get<int>();
  s.suddenDeath = row->at("suddenDeath").get<int>();
  const int last = sizes.back().at("stars").get<int>();
  if (stars >= last + 20 && company.contains("per20More")) {
    const json& more = company["per20More"];
    const int k = (stars - last) / 20;
    s.sizeStars = last + 20 * k;
    s.reinforcements += k * more.value("reinforcements", 0);
    s.tableCm[1] += k * more.value("tableWidthCm", 0);
    s.objectives[0] += k * more.value("objectives", 0);
    s.objectives[1] += k * more.value("objectives", 0);
    s.starsPerObjective += k * more.value("starsPerObjective", 0);
    s.suddenDeath += k * more.value("suddenDeath", 0);
  }
  for (const auto& g : company.at("commanderGrades"))
    if (stars >= g.at("starsFrom").get<int>() &&
        (!g.contains("starsTo") || stars <= g["starsTo"].get<int>()))
      s.commanderMaxGrade = g.at("maxGrade").get<int>();
  return s;
}

json toJson(const CompanySize& s) {
  return {{"stars", s.stars},
          {"sizeStars", s.sizeStars},
          {"reinforcementStars", s.reinforcements},
          {"tableCm", s.tableCm},
          {"objectives", s.objectives},
          {"starsPerObjective", s.starsPerObjective},
          {"suddenDeath", s.suddenDeath},
          {"commanderMaxGrade", s.commanderMaxGrade}};
}

}  // namespace auspex::at44
