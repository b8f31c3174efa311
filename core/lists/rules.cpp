#include "lists/rules.hpp"

#include <map>

#include "titanicus/list_rules.hpp"

namespace auspex::lists {

const Rules* systemRules(const std::string& system) {
  static const std::map<std::string, Rules> rules = {
      {"titanicus", &titanicus::listRules},
  };
  const auto it = rules.find(system);
  return it == rules.end() ? nullptr : &it->second;
}

}  // namespace auspex::lists
