#include "at44/ruleset.hpp"

#include "at44/table.hpp"
#include "rulesets/reader.hpp"

namespace auspex::at44 {

using requests::Fields;
using requests::RequestError;
using namespace rulesets;

namespace {

void readTable(const Fields& f, Ruleset& out) {
  eachItem(f, "universalTable", 2, 20, [&](const json& item, const std::string& path) {
    const Fields row(item, path, {"from", "to", "needed", "text"});
    TableRow r{optInt(row, "from", -40, 40), optInt(row, "to", -40, 40),
               row.integer("needed", 1, 7), text(row, "text", 40)};
    const bool first = out.universalTable.empty();
    if (first && r.from) row.fail("from", "must be absent on the first row (\"ou pire\")");
    if (!first && !r.from) row.fail("from", "is required after the first row");
    if (!first && !out.universalTable.back().to)
      row.fail("from", "follows a row without \"to\" (\"ou mieux\" must be the last row)");
    if (!first && *r.from != *out.universalTable.back().to + 1)
      row.fail("from", "must be " + std::to_string(*out.universalTable.back().to + 1) +
                           ", right after the row before");
    if (r.from && r.to && *r.to < *r.from) row.fail("to", "must not be below \"from\"");
    // Cross-check with the core's table (at44/table.cpp).
    const int lo = r.from.value_or(r.to.value_or(0) - 3), hi = r.to.value_or(*r.from + 3);
    for (int d = lo; d <= hi; ++d)
      if (universalTable(d).needed != r.needed)
        row.fail("needed", "differs from the core's universal table: " +
                               std::to_string(universalTable(d).needed) + " for a difference of " +
                               std::to_string(d));
    out.universalTable.push_back(r);
  });
  if (out.universalTable.back().to)
    throw RequestError("universalTable", "the last row must have no \"to\" (\"ou mieux\")");
}

void readRules(const Fields& f, Ruleset& out) {
  const Fields rg = f.object("range", {"bandCm", "text"});
  out.range = {rg.integer("bandCm", 1, 100), text(rg, "text")};
  const Fields mv = f.object("movement", {"runInfantryCm", "runVehicleCm", "examples"});
  out.movement.runInfantryCm = mv.integer("runInfantryCm", 0, 100);
  out.movement.runVehicleCm = mv.integer("runVehicleCm", 0, 100);
  eachItem(mv, "examples", 0, 50, [&](const json& item, const std::string& path) {
    const Fields e(item, path, {"combatant", "mou", "run"});
    out.movement.examples.push_back(
        {text(e, "combatant", 80), e.integer("mou", 0, 200), e.integer("run", 0, 200)});
  });
  eachItem(f, "bases", 1, 20, [&](const json& item, const std::string& path) {
    const Fields b(item, path, {"diameterMm", "examples"});
    out.bases.push_back({b.integer("diameterMm", 1, 500), text(b, "examples", 400)});
  });
  eachItem(f, "vehicleLocations", 3, 6, [&](const json& item, const std::string& path) {
    const Fields l(item, path, {"from", "to", "location", "text"});
    out.vehicleLocations.push_back({l.integer("from", 1, 6), l.integer("to", 1, 6),
                                    l.choice("location", {"propulsion", "chassis", "weapon"}),
                                    text(l, "text", 200)});
  });
  const Fields sv =
      f.object("saves", {"cover", "aCouvert", "genouACouvert", "crushFree", "crushEngaged"});
  out.saves = {sv.integer("cover", 2, 6), sv.integer("aCouvert", 2, 6),
               sv.integer("genouACouvert", 2, 6), sv.integer("crushFree", 2, 6),
               sv.integer("crushEngaged", 2, 6)};
  const Fields mo = f.object(
      "morale", {"difficulty", "autoPassCp", "objectiveBonus", "extraTestMalus", "officerGrades"});
  out.morale.difficulty = mo.integer("difficulty", 0, 20);
  out.morale.autoPassCp = mo.integer("autoPassCp", 0, 20);
  out.morale.objectiveBonus = mo.integer("objectiveBonus", 0, 20);
  out.morale.extraTestMalus = mo.integer("extraTestMalus", 0, 20);
  eachItem(mo, "officerGrades", 1, 10, [&](const json& item, const std::string& path) {
    const Fields g(item, path, {"grade", "modifier"});
    out.morale.officerGrades.push_back({g.integer("grade", 0, 9), g.integer("modifier", 0, 20)});
  });
}

void readCompany(const Fields& f, Ruleset& out) {
  const Fields c = f.object("company", {"commanderGrades", "sizes", "per20More",
                                        "minStarsPerObjective", "authorityBidMax"});
  Company& co = out.company;
  eachItem(c, "commanderGrades", 1, 10, [&](const json& item, const std::string& path) {
    const Fields g(item, path, {"starsFrom", "starsTo", "maxGrade"});
    co.commanderGrades.push_back({g.integer("starsFrom", 0, 10000), optInt(g, "starsTo", 0, 10000),
                                  g.integer("maxGrade", 0, 9)});
  });
  eachItem(c, "sizes", 1, 20, [&](const json& item, const std::string& path) {
    const Fields s(
        item, path,
        {"stars", "reinforcements", "tableCm", "objectives", "starsPerObjective", "suddenDeath"});
    co.sizes.push_back(
        {s.integer("stars", 1, 10000), s.integer("reinforcements", 0, 1000),
         s.integers("tableCm", 2, 2, 1, 1000), s.integers("objectives", 2, 2, 0, 100),
         s.integer("starsPerObjective", 0, 100), s.integer("suddenDeath", 0, 10000)});
  });
  const Fields p = c.object("per20More", {"reinforcements", "tableWidthCm", "objectives",
                                          "starsPerObjective", "suddenDeath"});
  co.per20More = {p.integer("reinforcements", 0, 100), p.integer("tableWidthCm", 0, 1000),
                  p.integer("objectives", 0, 100), p.integer("starsPerObjective", 0, 100),
                  p.integer("suddenDeath", 0, 1000)};
  co.minStarsPerObjective = c.integer("minStarsPerObjective", 0, 100);
  co.authorityBidMax = c.integer("authorityBidMax", 0, 100);
}

void readTexts(const Fields& f, Ruleset& out, IdSet& skills, IdSet& factions) {
  const Fields t = f.object("terrain", {"def", "structures"});
  out.terrain.def = t.integer("def", 0, 20);
  IdSet structures("structure");
  eachItem(t, "structures", 1, 100, [&](const json& item, const std::string& path) {
    const Fields s(item, path, {"id", "name", "structure"});
    structures.add(s, "id", id(s, "id"));
    out.terrain.structures.push_back(
        {s.raw("id").get<std::string>(), names(s, "name"), s.integer("structure", 0, 100)});
  });
  eachItem(f, "skills", 1, 200, [&](const json& item, const std::string& path) {
    const Fields s(item, path, {"id", "name", "text"});
    skills.add(s, "id", id(s, "id"));
    out.skills.push_back({s.raw("id").get<std::string>(), names(s, "name"), text(s, "text", 4000)});
  });
  for (const char* key : {"attitudes", "cardActions"}) {
    IdSet actions(key == std::string("attitudes") ? "attitude" : "card action");
    auto& list = key == std::string("attitudes") ? out.attitudes : out.cardActions;
    eachItem(f, key, 1, 50, [&](const json& item, const std::string& path) {
      const Fields a(item, path, {"id", "name", "cp", "text"});
      actions.add(a, "id", id(a, "id"));
      list.push_back({a.raw("id").get<std::string>(), names(a, "name"), a.integer("cp", 0, 20),
                      text(a, "text", 4000)});
    });
  }
  eachItem(f, "factions", 1, 50, [&](const json& item, const std::string& path) {
    const Fields a(item, path, {"id", "name"});
    factions.add(a, "id", id(a, "id"));
    out.factions.push_back({a.raw("id").get<std::string>(), names(a, "name")});
  });
}

}  // namespace

const Unit* Ruleset::unit(const std::string& id) const {
  return rulesets::byId(units, id);
}

const Weapon* Ruleset::weapon(const std::string& id) const {
  return rulesets::byId(weapons, id);
}

Ruleset parseRuleset(const json& r) {
  const Fields f(r, "",
                 withEnvelope({"universalTable", "range", "movement", "bases", "vehicleLocations",
                               "saves", "morale", "company", "terrain", "skills", "attitudes",
                               "cardActions", "factions", "weapons", "units"}));
  Ruleset out;
  out.id = r.value("id", "");
  readTable(f, out);
  readRules(f, out);
  readCompany(f, out);
  IdSet skills("skill"), factions("faction");
  readTexts(f, out, skills, factions);
  readWeaponsAndUnits(f, skills, factions, out);
  return out;
}

void readRuleset(const json& r, Summary& summary) {
  const Ruleset rs = parseRuleset(r);
  for (const auto& u : rs.units)
    summary.units.push_back({u.id, u.name, u.type.value_or("unknown")});
  summary.counts["weapons"] = static_cast<int>(rs.weapons.size());
  summary.counts["skills"] = static_cast<int>(rs.skills.size());
  summary.counts["attitudes"] = static_cast<int>(rs.attitudes.size());
  summary.counts["cardActions"] = static_cast<int>(rs.cardActions.size());
  summary.counts["factions"] = static_cast<int>(rs.factions.size());
  summary.counts["structures"] = static_cast<int>(rs.terrain.structures.size());
}

}  // namespace auspex::at44
