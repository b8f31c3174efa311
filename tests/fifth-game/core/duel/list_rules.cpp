#include "duel/list_rules.hpp"

namespace auspex::duel {

void listRules(const lists::Resolved& r, const lists::Totals& t, std::vector<lists::Problem>& out) {
  // The ruleset was checked when it was loaded (its custom units aside).
  const int most = r.ruleset().at("rules").value("maxUnits", 3);
  if (t.models <= most) return;
  const std::string n = std::to_string(t.models), m = std::to_string(most);
  out.push_back({"units", "tooManyUnits", n + " duellistes pour " + m + " au plus.",
                 n + " duellists for at most " + m + "."});
}

}  // namespace auspex::duel
