// Epic activation planner (kind "activationPlan"): the size refusal, the
// field errors, the first load's module, the break point's default, and the
// steps and time of large activations within the budget.
#include <chrono>

#include "dice/chain.hpp"
#include "epic/planner.hpp"
#include "epic_plan_support.hpp"

using namespace auspex;
using namespace epic_plan;

TEST_CASE("activationPlan: the size refusal and field errors", "[epic-plan]") {
  load();
  // 40 Marines at 8 formations in range: C(47, 7) plans, refused before the search.
  Json big = Json::parse(
      R"({"system":"epic","kind":"activationPlan","ruleset":"epic-v1",
          "shooters":[{"unit":"marine-tactique","count":40}],"targets":[]})");
  for (int f = 0; f < 8; ++f)
    big["targets"].push_back({{"units", {{{"unit", "boy-ork"}, {"count", 5}}}}});
  const Json e = errorOf(big);
  CHECK(e["path"] == "shooters.0.count");
  CHECK(e["code"] == "plan.size");
  CHECK(e["message"].get<std::string>().find("62891499 plans") != std::string::npos);
  CHECK(e["fr"].get<std::string>().find("trop de plans") != std::string::npos);
  // Fewer targets in range: answered.
  for (int f = 0; f < 8; ++f) big["targets"][f]["units"][0]["count"] = 5;
  big["shooters"][0]["targets"] = {0, 1};
  CHECK(answer(big)["plansCompared"] == 41);

  Json r = rankingRequest();
  r["targets"][0]["units"][0]["colour"] = "vert";
  CHECK(errorOf(r)["path"] == "targets.0.units.0.colour");
  r = rankingRequest();
  r["targets"][1]["units"][0]["facing"] = "side";
  CHECK(errorOf(r)["path"] == "targets.1.units.0.facing");
  r = rankingRequest();
  r["shooters"][1]["targets"] = {2};
  CHECK(errorOf(r)["path"] == "shooters.1.targets.0");
  r = rankingRequest();
  r["targets"][0]["units"][1]["hitsTaken"] = {2, 0};
  CHECK(errorOf(r)["path"] == "targets.0.units.1.hitsTaken.0");
  r = rankingRequest();
  r["order"] = "retraite";
  CHECK(errorOf(r)["path"] == "order");
  r.erase("order");
  r["modifier"] = -1;
  CHECK(answer(r)["plans"].size() == 3);
  r["goal"] = "win";
  CHECK(errorOf(r)["path"] == "goal");
  r["goal"] = "break";
  r["top"] = 11;
  CHECK(errorOf(r)["path"] == "top");
}

TEST_CASE("the first load's module leaves activationPlan to the whole core", "[epic-plan]") {
  load();
  const Json request = rankingRequest();
  try {
    calc::answerEpic(requests::json::parse(request.dump()));
    FAIL("answered");
  } catch (const requests::RequestError& e) {
    CHECK(e.path == "kind");
    CHECK(e.code == "calc.module");
  }
  CHECK(calc::answerEpicActivationPlan(requests::json::parse(request.dump()))["plans"].size() == 3);
}

TEST_CASE("breakAt defaults to half the formation's units, rounded up", "[epic-plan]") {
  load();
  Json r = rankingRequest();
  r["targets"][0].erase("breakAt");  // 4 Orks + 2 Rhinos = 6 units: 3
  r["targets"][1].erase("breakAt");  // 2 Orks left + 1 lost = 3 units: 2
  const Json reply = answer(r);
  CHECK(reply["plans"][0]["targets"][0]["breakAt"] == 3);
  CHECK(reply["plans"][0]["targets"][1]["breakAt"] == 2);
}

TEST_CASE("a large activation within the budget: its steps and its bound", "[epic-plan]") {
  load();
  // 8 Marines and 3 Devastators at three formations, four unit types (a Rhino among them).
  const Json request =
      Json::parse(R"({"system":"epic","kind":"activationPlan","ruleset":"epic-plan-test",
    "order":"avance","goal":"break",
    "shooters":[{"unit":"marine-tactique","count":8},{"unit":"devastator","count":3}],
    "targets":[
      {"units":[{"unit":"boy-ork","count":6,"terrain":"forets"}]},
      {"units":[{"unit":"boy-ork","count":4},{"unit":"rhino","count":2,"hitsToDestroy":2}]},
      {"units":[{"unit":"boy-ork","count":3}],"lost":2}]})");
  // The largest of its kind answered: 69 Marines at three Ork formations (70 is refused).
  Json most = Json::parse(R"({"system":"epic","kind":"activationPlan","ruleset":"epic-v1",
    "goal":"break","shooters":[{"unit":"marine-tactique","count":69}],
    "targets":[{"units":[{"unit":"boy-ork","count":6,"terrain":"forets"}]},
      {"units":[{"unit":"boy-ork","count":4}]},{"units":[{"unit":"boy-ork","count":3}],"lost":2}]})");
  for (const auto& [r, plans] : {std::pair{request, 165 * 20}, std::pair{most, 71 * 70 / 2}}) {
    const auto start = std::chrono::steady_clock::now();
    const auto reply = calc::calc(r.dump());
    const double ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    INFO(reply.json.substr(0, 300));
    REQUIRE(reply.ok);
    const Json j = Json::parse(reply.json);
    CHECK(j["plansCompared"] == plans);
    const long long steps = dice::innerSteps();
    WARN("activation: " << j["plansCompared"] << " plans, " << steps << " inner steps, " << ms
                        << " ms");
    CHECK(steps <= auspex::epic::kActivationStepLimit);
  }
  most["shooters"][0]["count"] = 70;
  CHECK(errorOf(most)["code"] == "plan.size");
}
