// Epic activation planner (kind "activationPlan", core/epic/planner.cpp):
// every plan's combined distribution against every die enumerated; the
// planner's ranking against every legal plan enumerated here, each plan's
// shots answered by the single-shot calculator requests ("shoot" naming
// units) and combined here. The limits and errors: epic_plan_limits_test.cpp.
#include <algorithm>
#include <cmath>

#include "brute.hpp"
#include "dice/chain.hpp"
#include "epic/planner.hpp"
#include "epic_plan_support.hpp"
#include "requests/reply.hpp"

using namespace auspex;
using namespace auspex::epic;
using namespace epic_plan;

namespace {

// ---- 1. Every die enumerated -------------------------------------------------

// One plan rolled die by die, straight from the seed: each shot's to-hit D6
// (7+: a 6, then the second D6), then a save D6 per hit.
brute::Table rolled(const ActivationRequest& q, const std::vector<std::vector<int>>& fire) {
  std::vector<const PlanTargetUnit*> units;
  std::vector<int> formationOf;
  for (std::size_t f = 0; f < q.formations.size(); ++f)
    for (const auto& u : q.formations[f].units) {
      units.push_back(&u);
      formationOf.push_back(static_cast<int>(f));
    }
  brute::Table out;
  auto run = [&](const std::function<int()>& roll) {
    std::vector<int> unsaved(units.size(), 0);
    for (std::size_t g = 0; g < q.groups.size(); ++g) {
      const PlanWeapon& s = q.groups[g].shooting;
      for (std::size_t j = 0; j < units.size(); ++j)
        for (int shot = 0; shot < fire[g][j] * s.shots; ++shot) {
          const PlanCover& t = units[j]->shot;
          const int needed = s.toHit - s.modifier + t.coverToHit;
          bool hit;
          if (needed <= 6) {
            hit = roll() >= needed;
          } else {
            hit = roll() == 6 && roll() >= (needed == 7 ? 4 : needed == 8 ? 5 : 6);
          }
          if (!hit) continue;
          if (t.isVehicle && t.heavy && s.saveModifier >= 0) continue;  // no harm
          int save = t.save - t.saveBonus;
          if (t.isVehicle) save += t.facing == PlanFacing::side ? 1 : 0;
          if (t.isVehicle) save += t.facing == PlanFacing::rear ? 2 : 0;
          if (roll() + s.saveModifier < save) ++unsaved[j];
        }
    }
    int removed = 0;
    for (std::size_t j = 0; j < units.size(); ++j) {
      if (!units[j]->shot.isVehicle) {
        removed += std::min(units[j]->models, unsaved[j]);
        continue;
      }
      int left = unsaved[j];
      for (int need : units[j]->need) {
        if (left < need) break;
        left -= need;
        ++removed;
      }
    }
    return removed;
  };
  brute::forEachPath(6, run, [&](int removed, double p) { out.add(removed, p); });
  return out;
}

ActivationRequest smallRequest() {
  ActivationRequest q;
  PlanGroup a;  // 2 models, 1 shot each: 4+ to hit, save −1
  a.models = 2;
  a.shooting = {1, 4, 0, -1};
  a.reaches = {true, true};
  PlanGroup b;  // 1 model, 2 shots: 5+ to hit, tir appuyé +1
  b.models = 1;
  b.shooting = {2, 5, 1, 0};
  b.reaches = {true, true};
  q.groups = {a, b};
  PlanTargetUnit infantry;  // 2 models, save 4+, in a building (+1 to hit, +1 save)
  infantry.models = 2;
  infantry.shot.save = 4;
  infantry.shot.coverToHit = 1;
  infantry.shot.saveBonus = 1;
  PlanTargetUnit vehicle;  // 1 vehicle, 4+ save, seen from the side, 2 hits to go
  vehicle.models = 1;
  vehicle.shot.save = 4;
  vehicle.shot.isVehicle = true;
  vehicle.shot.facing = PlanFacing::side;
  vehicle.need = {2};
  PlanTargetUnit far;  // 1 model, save 5+, in the woods behind fortifications: 7+ to hit
  far.models = 1;
  far.shot.save = 5;
  far.shot.coverToHit = 3;
  q.formations = {{{infantry, vehicle}, 0, 2}, {{far}, 0, 1}};
  return q;
}

}  // namespace

TEST_CASE("every plan's units removed match every die enumerated", "[epic-plan]") {
  ActivationRequest q = smallRequest();
  q.top = 100;  // every plan kept: 2 models over 3 targets (6) × 1 model over 3 (3)
  for (const ActivationGoal goal : {ActivationGoal::casualties, ActivationGoal::breakPoint}) {
    q.goal = goal;
    const ActivationPlanner planner(q);
    CHECK(planner.plans() == 18);
    dice::innerSteps() = 0;
    const ActivationResult r = planner.search();
    CHECK(dice::innerSteps() <= planner.stepBound());
    REQUIRE(r.plansCompared == 18);
    REQUIRE(r.plans.size() == 18);
    std::vector<double> values;
    for (const ActivationPlan& p : r.plans) {
      const brute::Table t = rolled(q, p.fire);
      brute::requireSame(p.removed, t);
      double total = 0.0;
      for (const auto& f : p.removedBy) total += f.total();
      CHECK(total == Approx(2.0));
      values.push_back(p.value);
    }
    CHECK(std::is_sorted(values.rbegin(), values.rend()));
  }
}

TEST_CASE("the combined distribution of one plan by hand", "[epic-plan]") {
  // Both models of A at the infantry (4+ to hit +1 cover: 5+, 1/3; save 4+ −1 +1: 4+, 1/2):
  // each shot removes a model with 1/6; B's two shots at the vehicle (5+ −1 = 4+, 1/2; save 4+
  // from the side 5+, 1/3 saved): each shot is an unsaved hit with 1/3, and 2 are needed.
  ActivationRequest q = smallRequest();
  q.top = 100;
  const ActivationResult r = ActivationPlanner(q).search();
  const auto it = std::find_if(r.plans.begin(), r.plans.end(), [](const ActivationPlan& p) {
    return p.fire[0] == std::vector<int>{2, 0, 0} && p.fire[1] == std::vector<int>{0, 1, 0};
  });
  REQUIRE(it != r.plans.end());
  const double a0 = 25.0 / 36, a1 = 10.0 / 36, a2 = 1.0 / 36;  // infantry removed
  const double v1 = 1.0 / 9;                                   // the vehicle destroyed
  CHECK(it->removed.at(0) == Approx(a0 * (1 - v1)));
  CHECK(it->removed.at(1) == Approx(a1 * (1 - v1) + a0 * v1));
  CHECK(it->removed.at(3) == Approx(a2 * v1));
  CHECK(it->removed.mean() == Approx(2.0 / 6 + v1));
}

// ---- 2. Every plan enumerated, through the single-shot requests -----------------

namespace {

using Counts = std::vector<double>;

Counts convolve(const Counts& a, const Counts& b) {
  Counts out(a.size() + b.size() - 1, 0.0);
  for (std::size_t i = 0; i < a.size(); ++i)
    for (std::size_t j = 0; j < b.size(); ++j) out[i + j] += a[i] * b[j];
  return out;
}

double meanOf(const Counts& c) {
  double m = 0.0;
  for (std::size_t i = 0; i < c.size(); ++i) m += static_cast<double>(i) * c[i];
  return m;
}

// The reference: a plan's goal value from the "shoot" requests of each (group, target unit)
// with models firing, the unsaved hits added here and turned into units removed.
std::pair<double, double> reference(const Json& request,
                                    const std::vector<std::vector<int>>& fire) {
  const Json& shooters = request["shooters"];
  const Json& targets = request["targets"];
  double total = 0.0, none = 1.0;
  int j = 0;
  for (const Json& formation : targets) {
    Counts removed{1.0};
    for (const Json& unit : formation["units"]) {
      Counts unsaved{1.0};
      for (std::size_t g = 0; g < shooters.size(); ++g) {
        const int k = fire[g][j];
        if (k == 0) continue;
        Json target = {{"ruleset", request["ruleset"]}, {"unit", unit["unit"]}, {"count", 1}};
        if (unit.contains("terrain")) target["terrain"] = unit["terrain"];
        if (unit.contains("facing")) target["facing"] = unit["facing"];
        const Json one = answer({{"system", "epic"},
                                 {"attacker",
                                  {{"ruleset", request["ruleset"]},
                                   {"unit", shooters[g]["unit"]},
                                   {"count", k},
                                   {"order", request["order"]}}},
                                 {"target", target}});
        unsaved = convolve(unsaved, one["unsaved"].get<Counts>());
      }
      const int models = unit["count"];
      Counts lost(models + 1, 0.0);
      for (std::size_t u = 0; u < unsaved.size(); ++u) {
        int n = 0;
        if (unit.contains("hitsToDestroy")) {
          int left = static_cast<int>(u);
          const int h = unit["hitsToDestroy"];
          for (int v = 0; v < models; ++v) {
            const int need = h - (unit.contains("hitsTaken") ? unit["hitsTaken"][v].get<int>() : 0);
            if (left < need) break;
            left -= need;
            ++n;
          }
        } else {
          n = std::min<int>(models, static_cast<int>(u));
        }
        lost[n] += unsaved[u];
      }
      removed = convolve(removed, lost);
      ++j;
    }
    total += meanOf(removed);
    const int lostBefore = formation.value("lost", 0);
    const int breakAt = formation["breakAt"];
    double reach = 0.0;
    for (std::size_t x = 0; x < removed.size(); ++x)
      if (lostBefore < breakAt && lostBefore + static_cast<int>(x) >= breakAt) reach += removed[x];
    none *= 1.0 - reach;
  }
  return {total, 1.0 - none};
}

// Every way to share `n` models among `slots` target units.
void shares(int n, int slots, std::vector<int>& cur, std::vector<std::vector<int>>& out) {
  if (static_cast<int>(cur.size()) == slots - 1) {
    cur.push_back(n);
    out.push_back(cur);
    cur.pop_back();
    return;
  }
  for (int k = 0; k <= n; ++k) {
    cur.push_back(k);
    shares(n - k, slots, cur, out);
    cur.pop_back();
  }
}

}  // namespace

TEST_CASE("the planner's ranking is every plan's, through single-shot requests", "[epic-plan]") {
  load();
  for (const char* goal : {"casualties", "break"}) {
    Json request = rankingRequest();
    request["goal"] = goal;
    const Json reply = answer(request);
    std::vector<std::vector<int>> marines, devastators;
    std::vector<int> cur;
    shares(3, 3, cur, marines);
    shares(2, 3, cur, devastators);
    std::vector<double> values;
    for (const auto& m : marines)
      for (const auto& d : devastators) {
        const auto [mean, brk] = reference(request, {m, d});
        values.push_back(std::string(goal) == "break" ? brk : mean);
      }
    CHECK(reply["plansCompared"] == 60);
    CHECK(values.size() == 60);
    std::sort(values.rbegin(), values.rend());
    REQUIRE(reply["plans"].size() == 3);
    for (int i = 0; i < 3; ++i) {
      INFO(goal << " plan " << i);
      CHECK(reply["plans"][i]["value"].get<double>() == Approx(values[i]).margin(1e-12));
      // The plan shown is worth what the reference gives it.
      std::vector<std::vector<int>> fire(2, std::vector<int>(3, 0));
      for (const Json& f : reply["plans"][i]["fire"]) {
        const int unit = f["target"].get<int>() == 0 ? f["unit"].get<int>() : 2;
        fire[f["shooter"].get<int>()][unit] = f["models"];
      }
      const auto [mean, brk] = reference(request, fire);
      CHECK(reply["plans"][i]["meanRemoved"].get<double>() == Approx(mean).margin(1e-12));
      CHECK(reply["plans"][i]["breakChance"].get<double>() == Approx(brk).margin(1e-12));
      double sum = 0.0;
      for (double p : reply["plans"][i]["removed"].get<Counts>()) sum += p;
      CHECK(sum == Approx(1.0).margin(1e-12));
    }
  }
}
