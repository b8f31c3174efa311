// auspex_bench: times calc requests natively. Reads a JSON array of
// {"name", "request"} on stdin; prints, per request, the median and p99 of
// `runs` calls in microseconds and the inner steps, as a JSON array.
// Usage: auspex_bench [runs] [ruleset.json ...] (the rulesets requests name).
#include <algorithm>
#include <chrono>
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

#include "calc/calc.hpp"
#include "dice/chain.hpp"
#include "rulesets/ruleset.hpp"

int main(int argc, char** argv) {
  const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 200;
  for (int i = 2; i < argc; ++i) {
    std::ifstream in(argv[i]);
    auspex::rulesets::add(nlohmann::json::parse(in));
  }
  const std::string text{std::istreambuf_iterator<char>(std::cin),
                         std::istreambuf_iterator<char>()};
  nlohmann::json out = nlohmann::json::array();
  for (const auto& c : nlohmann::json::parse(text)) {
    const std::string request = c.at("request").dump();
    std::vector<double> us;
    long long steps = 0;
    for (int i = 0; i < runs; ++i) {
      const auto t0 = std::chrono::steady_clock::now();
      const auto reply = auspex::calc::calc(request);
      const auto t1 = std::chrono::steady_clock::now();
      if (!reply.ok) {
        std::cerr << c.at("name") << ": " << reply.json << "\n";
        return 2;
      }
      steps = auspex::dice::innerSteps();
      us.push_back(std::chrono::duration<double, std::micro>(t1 - t0).count());
    }
    std::sort(us.begin(), us.end());
    out.push_back({{"name", c.at("name")},
                   {"medianUs", us[us.size() / 2]},
                   {"p99Us", us[std::min(us.size() - 1, us.size() * 99 / 100)]},
                   {"steps", steps}});
  }
  std::cout << out.dump(1) << "\n";
}
