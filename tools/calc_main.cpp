// auspex_native: reads one calc request on stdin, prints the response.
// Exit status 0 with a response, 2 with {"error": ...} on a bad request.
// Every ruleset of rulesets/ is loaded first, so requests may name units
// (a file that does not check is skipped: `rulesets check` reports it).
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>

#include "calc/calc.hpp"
#include "rulesets/text_api.hpp"

int main() {
  for (const auto& entry : std::filesystem::directory_iterator(AUSPEX_RULESETS_DIR)) {
    if (entry.path().extension() != ".json") continue;
    std::ifstream in(entry.path());
    auspex::rulesets::addText(
        std::string{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()});
  }
  const std::string text{std::istreambuf_iterator<char>(std::cin),
                         std::istreambuf_iterator<char>()};
  const auto reply = auspex::calc::calc(text);
  std::cout << reply.json << "\n";
  return reply.ok ? 0 : 2;
}
