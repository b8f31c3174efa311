// An AT-44 unit sheet written out for the page (core/at44/sheet.hpp): its
// state, its profile and `given`, and the values derived from them
// (destroyed, the Moral tests it must take, its triggers, the vehicle's
// locations left).
#include <algorithm>

#include "at44/sheet.hpp"
#include "at44/units.hpp"

namespace auspex::at44 {

using requests::json;

namespace {

bool anyLeft(const std::vector<int>& v) {
  return std::any_of(v.begin(), v.end(), [](int x) { return x > 0; });
}

json namesJson(const Names& n) {
  return {{"fr", n.fr}, {"en", n.en.empty() ? n.fr : n.en}};
}

}  // namespace

json sheetJson(const Sheet& s, const Ruleset& rs, const std::vector<model::Line>& log) {
  const Unit& u = *rs.unit(s.unit);
  const SheetProfile& p = s.profile;
  json logJson = json::array();
  for (const auto& l : log) logJson.push_back({{"fr", l.fr}, {"en", l.en}});
  json trig = json::array();
  for (const auto& t : triggers(p.vehicle()))
    trig.push_back({{"id", t.id}, {"fr", t.text.fr}, {"en", t.text.en}});
  int grade = 0;
  if (s.officer)
    for (const auto& og : rs.morale.officerGrades)
      if (og.grade == *s.officer) grade = og.modifier;
  json attitudes = json::array();
  for (const auto& a : rs.attitudes) {
    const bool on = std::find(s.attitudes.begin(), s.attitudes.end(), a.id) != s.attitudes.end();
    attitudes.push_back({{"id", a.id}, {"name", namesJson(a.name)}, {"cp", a.cp}, {"on", on}});
  }
  json out = {{"format", sheetFormat().format},
              {"version", sheetFormat().version},
              {"ruleset", rs.id.empty() ? std::string("at44") : rs.id},
              {"unit", s.unit},
              {"name", s.name},
              {"unitName", namesJson(u.name)},
              {"type", p.type},
              {"category", p.category.empty() ? json() : json(p.category)},
              {"profile", {{"rank", p.rank}, {"mor", p.mor}, {"arm", p.arm}, {"skills", p.skills}}},
              {"given", s.given},
              {"count", s.count},
              {"left", s.left},
              {"officer", s.officer ? json(*s.officer) : json()},
              {"destroyed", destroyed(s)},
              {"turn", s.turn},
              {"activated", s.activated},
              {"idle", s.idle},
              {"moved", s.moved},
              {"ran", s.ran},
              {"fired", s.fired},
              {"morale",
               {{"state", s.morale},
                {"value", p.mor + grade},
                {"tests", s.moraleTests},
                {"testedThisTurn", s.moraleTested},
                {"halfLost", s.halfLost},
                {"pending", s.pending},
                {"mustTest", mustTest(s)},
                {"autoSuccessCp", rs.morale.autoPassCp},
                {"triggers", trig}}},
              {"engaged", s.engaged},
              {"pinned", s.pinned},
              {"attitudes", attitudes},
              {"medic", {{"has", p.hasSkill("medic")}, {"usedThisTurn", s.medicUsed}}},
              {"autoRepair", p.hasSkill("autoreparation")}};
  if (p.vehicle()) {
    json weapons = json::array();
    for (std::size_t i = 0; i < p.weapons.size(); ++i) {
      const Weapon* w = rs.weapon(p.weapons[i]);
      weapons.push_back(
          {{"id", p.weapons[i]}, {"name", namesJson(w->name)}, {"ps", p.weaponPs[i]}});
    }
    out["locations"] = {
        {"chassis", p.chassisPs}, {"propulsion", p.propulsionPs}, {"weapons", weapons}};
    json vs = json::array();
    for (std::size_t i = 0; i < s.vehicles.size(); ++i) {
      const SheetVehicle& v = s.vehicles[i];
      vs.push_back({{"chassis", v.chassis},
                    {"propulsion", v.propulsion},
                    {"weapons", v.weapons},
                    {"autoRepairUsed", v.autoRepairUsed},
                    {"destroyed", v.destroyed()},
                    {"immobilised", !anyLeft(v.propulsion)},
                    {"disarmed", !anyLeft(v.weapons)},
                    {"leader", static_cast<int>(i) == s.leader && !v.destroyed()}});
    }
    out["vehicles"] = vs;
    out["leader"] = s.leader;
  } else {
    out["locations"] = nullptr;
    out["vehicles"] = nullptr;
    out["leader"] = nullptr;
  }
  out["log"] = logJson;
  return out;
}

}  // namespace auspex::at44
