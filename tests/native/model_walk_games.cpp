// The walks of every game's state models (model_walk.hpp): each game's own file registers
// them (tests/native/<game>_model_walk.cpp, a test-only game's in its tests/ folder), and the
// test walks them all, in the order of their models' names.
#include <algorithm>

#include "model_walk.hpp"

namespace model_walk {
namespace {

std::vector<std::vector<Walk> (*)()>& makers() {
  static std::vector<std::vector<Walk> (*)()> all;
  return all;
}

}  // namespace

Registered::Registered(std::vector<Walk> (*make)()) {
  makers().push_back(make);
}

std::vector<Walk> walks() {
  std::vector<Walk> out;
  for (auto make : makers())
    for (Walk& w : make()) out.push_back(std::move(w));
  std::sort(out.begin(), out.end(), [](const Walk& a, const Walk& b) {
    return std::string(a.model->name) < b.model->name;
  });
  return out;
}

}  // namespace model_walk
