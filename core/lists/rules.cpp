#include "lists/rules.hpp"

#include <map>

#include "at44/list_rules.hpp"
#include "epic/list_rules.hpp"
#include "kolaps/list_rules.hpp"
#include "titanicus/list_rules.hpp"

namespace auspex::lists {

const Rules* systemRules(const std::string& system) {
  static const std::map<std::string, Rules> rules = {
      {"titanicus", &titanicus::listRules},
      {"at44", &at44::listRules},
      {"kolaps", &kolaps::listRules},
      {"epic", &epic::listRules},
  };
  const auto it = rules.find(system);
  return it == rules.end() ? nullptr : &it->second;
}

const Facts* systemFacts(const std::string& system) {
  static const std::map<std::string, Facts> facts = {
      {"at44", &at44::listFacts}, {"kolaps", &kolaps::listFacts}, {"epic", &epic::listFacts}};
  const auto it = facts.find(system);
  return it == facts.end() ? nullptr : &it->second;
}

}  // namespace auspex::lists
