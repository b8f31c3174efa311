// calc-api.md, system "kolaps".
#include "calc/calc.hpp"
#include "kolaps/action.hpp"

namespace auspex::calc {

json answerKolaps(const json& request) {
  const Fields r(request, "", {"system", "action", "opposition", "protection"});
  using namespace kolaps;
  const Action action = *actionFromName(
      r.choice("action", {"tir_au_juge", "tir", "mitraillage", "bout_portant", "frapper"}));
  const int opposition = r.integer("opposition", 0, 200, 0);
  std::optional<Protection> protection;
  if (r.has("protection")) {
    const Fields p = r.object("protection", {"class", "penetration"});
    protection = Protection{p.integer("class", -20, 6), p.integer("penetration", 0, 20, 0)};
  }
  const Outcome o = resolve(action, opposition, protection);
  json outcomes = json::object();
  for (int w = 0; w < woundCount; ++w) outcomes[woundName(static_cast<Wound>(w))] = o.wounds[w];
  return {{"success", o.success},
          {"mishap", o.mishap},
          {"failure", o.failure},
          {"outcomes", outcomes},
          {"mishapTable", o.mishapTable}};
}

}  // namespace auspex::calc
