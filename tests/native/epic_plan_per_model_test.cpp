// Epic activation planner read "perModel" (readings.targeting, issue 32: « désigner la cible
// de chacune de vos figurines »): each shooting model aims at one target model, removed only
// by its own shooters' unsaved hits. Against every assignment of every shooter to every target
// model, rolled die by die (the best one's mean and distribution), and against the attack
// request's own per-model answer for the same shots.
#include <algorithm>
#include <functional>

#include "brute.hpp"
#include "dice/chain.hpp"
#include "epic/planner.hpp"
#include "epic_plan_support.hpp"

using namespace auspex::epic;
using namespace epic_plan;

namespace {

// Shooters, one entry per shooting model: its group's weapon.
struct Shooter {
  PlanWeapon w;
};

// Model i of the target unit is removed by `need[i]` unsaved hits among those aimed at it;
// `aim[s]` is shooter s's target model. Every die rolled: to hit (4+ … 6, no 7+ here), save.
brute::Table rolledSplit(const std::vector<Shooter>& shooters, const std::vector<int>& aim,
                         const PlanTargetUnit& t) {
  const std::vector<int> need =
      t.shot.isVehicle ? t.need : std::vector<int>(static_cast<std::size_t>(t.models), 1);
  brute::Table out;
  auto run = [&](const std::function<int()>& roll) {
    std::vector<int> unsaved(need.size(), 0);
    for (std::size_t s = 0; s < shooters.size(); ++s) {
      const PlanWeapon& w = shooters[s].w;
      for (int shot = 0; shot < w.shots; ++shot) {
        if (roll() < w.toHit - w.modifier + t.shot.coverToHit) continue;
        if (roll() + w.saveModifier < t.shot.save - t.shot.saveBonus) ++unsaved[aim[s]];
      }
    }
    int removed = 0;
    for (std::size_t i = 0; i < need.size(); ++i) removed += unsaved[i] >= need[i];
    return removed;
  };
  brute::forEachPath(6, run, [&](int removed, double p) { out.add(removed, p); });
  return out;
}

double meanOf(const brute::Table& t) {
  double m = 0.0;
  for (const auto& [v, p] : t.p) m += v * p;
  return m;
}

// The planner's one plan (every shooter at the one target unit) against every assignment.
void checkAgainstEveryAssignment(const ActivationRequest& q) {
  std::vector<Shooter> shooters;
  std::vector<int> groupOf;
  for (std::size_t g = 0; g < q.groups.size(); ++g)
    for (int k = 0; k < q.groups[g].models; ++k) {
      shooters.push_back({q.groups[g].shooting});
      groupOf.push_back(static_cast<int>(g));
    }
  const PlanTargetUnit& t = q.formations[0].units[0];
  const int models = t.shot.isVehicle ? static_cast<int>(t.need.size()) : t.models;
  double best = -1.0;
  std::vector<int> aim(shooters.size(), 0);
  const std::function<void(std::size_t)> each = [&](std::size_t s) {
    if (s == shooters.size()) {
      best = std::max(best, meanOf(rolledSplit(shooters, aim, t)));
      return;
    }
    for (int i = 0; i < models; ++i) {
      aim[s] = i;
      each(s + 1);
    }
  };
  each(0);
  const ActivationResult r = ActivationPlanner(q).search();
  REQUIRE(r.plans.size() == 1);
  const ActivationPlan& p = r.plans[0];
  CHECK(p.value == Approx(best).margin(1e-12));
  // The split it gives is one of the best, and removes exactly its distribution.
  REQUIRE(p.split.size() == 1);
  std::vector<int> splitAim;
  int model = 0, total = 0;
  for (const std::vector<int>& by : p.split[0]) {
    REQUIRE(by.size() == q.groups.size());
    for (std::size_t g = 0; g < by.size(); ++g) total += by[g];
    ++model;
  }
  CHECK(total == static_cast<int>(shooters.size()));
  CHECK(model <= models);
  if (t.shot.isVehicle) CHECK(model == models);  // every vehicle in its place
  // Rebuild the assignment: shooters of group g taken in order, model by model.
  std::vector<int> next(q.groups.size(), 0), start(q.groups.size(), 0);
  for (std::size_t g = 1; g < q.groups.size(); ++g)
    start[g] = start[g - 1] + q.groups[g - 1].models;
  std::vector<int> assign(shooters.size(), -1);
  for (int i = 0; i < static_cast<int>(p.split[0].size()); ++i)
    for (std::size_t g = 0; g < q.groups.size(); ++g)
      for (int k = 0; k < p.split[0][i][g]; ++k) assign[start[g] + next[g]++] = i;
  brute::requireSame(p.removed, rolledSplit(shooters, assign, t));
}

}  // namespace

TEST_CASE("epic plan per model: two weapons at two infantry models, every assignment",
          "[epic-plan][readings][brute]") {
  ActivationRequest q;
  q.perModel = true;
  PlanGroup a;  // 2 models, 1 shot each: 4+ to hit, save −1
  a.models = 2;
  a.shooting = {1, 4, 0, -1};
  a.reaches = {true};
  PlanGroup b;  // 1 model, 2 shots: 5+, no save modifier
  b.models = 1;
  b.shooting = {2, 5, 0, 0};
  b.reaches = {true};
  q.groups = {a, b};
  PlanTargetUnit boyz;
  boyz.models = 2;
  boyz.shot.save = 5;
  q.formations = {{{boyz}, 0, 2}};
  checkAgainstEveryAssignment(q);
  // Pooled, the same shots remove more on average (no hit lost on a model already removed).
  ActivationRequest pooled = q;
  pooled.perModel = false;
  CHECK(ActivationPlanner(pooled).search().plans[0].value >
        ActivationPlanner(q).search().plans[0].value + 1e-3);
  CHECK(ActivationPlanner(pooled).search().plans[0].split.empty());
}

TEST_CASE("epic plan per model: vehicles, each removed by its own shooters' hits",
          "[epic-plan][readings][brute]") {
  ActivationRequest q;
  q.perModel = true;
  PlanGroup a;  // 4 models, 1 shot: 4+, save −1
  a.models = 4;
  a.shooting = {1, 4, 0, -1};
  a.reaches = {true};
  q.groups = {a};
  PlanTargetUnit rhinos;
  rhinos.shot.isVehicle = true;
  rhinos.shot.save = 4;
  rhinos.models = 2;
  rhinos.need = {2, 1};  // 2 hits to destroy, the second has one already
  q.formations = {{{rhinos}, 0, 1}};
  checkAgainstEveryAssignment(q);
}

TEST_CASE("epic plan per model: one group at one unit type is the attack's per-model answer",
          "[epic-plan][readings]") {
  load();
  const Json plan = {{"system", "epic"},
                     {"kind", "activationPlan"},
                     {"ruleset", "epic-v1"},
                     {"shooters", {{{"unit", "marine-tactique"}, {"count", 5}}}},
                     {"targets", {{{"units", {{{"unit", "boy-ork"}, {"count", 2}}}}}}},
                     {"readings", {{"targeting", "perModel"}}}};
  const Json attack = {
      {"system", "epic"},
      {"attacker", {{"ruleset", "epic-v1"}, {"unit", "marine-tactique"}, {"count", 5}}},
      {"target", {{"ruleset", "epic-v1"}, {"unit", "boy-ork"}, {"count", 2}}},
      {"readings", {{"targeting", "perModel"}}}};
  const Json p = answer(plan).at("plans").at(0);
  const Json a = answer(attack);
  CHECK(p.at("meanRemoved").get<double>() ==
        Approx(a.at("meanCasualties").get<double>()).margin(1e-12));
  CHECK(p.at("removed") == a.at("casualties"));
  // 3 + 2 Marines, as the attack's split says.
  CHECK(p.at("split") == Json::parse(R"([{"target": 0, "unit": 0, "models": [[3], [2]]}])"));
  CHECK(a.at("split") == Json{3, 2});
  // Pooled (no reading): no split, and more removed on average.
  Json pooled = plan;
  pooled.erase("readings");
  const Json q = answer(pooled).at("plans").at(0);
  CHECK_FALSE(q.contains("split"));
  CHECK(q.at("meanRemoved").get<double>() > p.at("meanRemoved").get<double>());
  // A reading the system does not have is refused, naming it.
  Json bad = plan;
  bad["readings"] = {{"targeting", "each"}};
  CHECK(errorOf(bad).at("path") == "readings.targeting");
}

TEST_CASE("epic plan per model: the size known before, its refusal naming the count",
          "[epic-plan][readings]") {
  load();
  // Two groups at three formations, read per model: the search stays under its bound.
  const Json request = Json::parse(R"({"system":"epic","kind":"activationPlan",
    "ruleset":"epic-plan-test","readings":{"targeting":"perModel"},
    "shooters":[{"unit":"marine-tactique","count":8},{"unit":"devastator","count":3}],
    "targets":[{"units":[{"unit":"boy-ork","count":6,"terrain":"forets"}]},
      {"units":[{"unit":"boy-ork","count":4},{"unit":"rhino","count":2,"hitsToDestroy":2}]},
      {"units":[{"unit":"boy-ork","count":3}],"lost":2}]})");
  CHECK(answer(request).at("plansCompared") == 165 * 20);
  CHECK(auspex::dice::innerSteps() <= kActivationStepLimit);
  // The largest of one group read per model: 66 Marines at three Ork formations (67 refused;
  // pooled, 67 is answered).
  Json most = Json::parse(R"({"system":"epic","kind":"activationPlan","ruleset":"epic-v1",
    "readings":{"targeting":"perModel"},"shooters":[{"unit":"marine-tactique","count":66}],
    "targets":[{"units":[{"unit":"boy-ork","count":6,"terrain":"forets"}]},
      {"units":[{"unit":"boy-ork","count":4}]},{"units":[{"unit":"boy-ork","count":3}],"lost":2}]})");
  CHECK(answer(most).at("plansCompared") == 68 * 67 / 2);
  CHECK(auspex::dice::innerSteps() <= kActivationStepLimit);
  most["shooters"][0]["count"] = 67;
  const Json e = errorOf(most);
  CHECK(e.at("code") == "plan.size");
  CHECK(e.at("path") == "shooters.0.count");
  most.erase("readings");
  CHECK(answer(most).at("plansCompared") == 69 * 68 / 2);
}
