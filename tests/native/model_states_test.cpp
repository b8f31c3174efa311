// States saved by earlier versions of Auspex (tests/golden/states/, written
// by scripts/save-states.mjs with the code of commit c531a33: what players'
// browsers hold) are read by today's code, upgraded to today's format and
// version, and play on the same: the one action saved beside each state
// answers what it answered that day (its state now with `format` and
// `version`, the rest unchanged).
#include <filesystem>
#include <fstream>

#include "load_rulesets.hpp"
#include "state_models.hpp"
#include "test_support.hpp"
#include "titanicus/sheet.hpp"

namespace {

using auspex::requests::json;

using test_support::Model;
using test_support::models;

json readJson(const std::filesystem::path& p) {
  std::ifstream in(p);
  REQUIRE(in.good());
  return json::parse(in);
}

// The keys later versions added to a state (or to its players), each with the
// value its upgrade gives a state saved before: AT-44 turns version 2 (`hand`,
// `toActivate`, `end`), AT-44 sheets version 2 (`idle`), Epic sheets version 2 (`fired`), KOLAPS
// draws version 2 (`acted`).
bool addedLater(const std::string& key) {
  return key == "hand" || key == "toActivate" || key == "idle" || key == "fired" ||
         key == "acted" || key == "end";
}

// The state without its format and version, and without the keys a later
// version added where that day's state (`then`) has none.
json withoutVersion(json state, const json& then = nullptr) {
  state.erase("format");
  state.erase("version");
  if (!then.is_object()) return state;
  const auto drop = [](json& today, const json& before) {
    std::vector<std::string> gone;
    for (const auto& [key, value] : today.items())
      if (!before.contains(key) && addedLater(key)) gone.push_back(key);
    for (const auto& key : gone) today.erase(key);
  };
  drop(state, then);
  if (state.contains("players") && then.contains("players") && state["players"].is_array())
    for (std::size_t i = 0; i < state["players"].size() && i < then["players"].size(); ++i)
      if (state["players"][i].is_object()) drop(state["players"][i], then["players"][i]);
  return state;
}

// Calls fn(model, name, dir) for each saved state of each model (`name`: "at44-sheet-1"…).
template <class F>
int forEachGoldenState(F fn) {
  const std::filesystem::path dir = std::filesystem::path(AUSPEX_GOLDEN_DIR) / "states";
  int files = 0;
  for (const Model& m : models()) {
    for (int n = 1;
         std::filesystem::exists(dir / (std::string(m.prefix) + "-" + std::to_string(n) + ".json"));
         ++n) {
      ++files;
      fn(m, std::string(m.prefix) + "-" + std::to_string(n), dir);
    }
  }
  return files;
}

}  // namespace

TEST_CASE("states saved by earlier versions are read, upgraded and play on the same") {
  loadAllRulesets();
  const int files = forEachGoldenState(
      [](const Model& m, const std::string& name, const std::filesystem::path& dir) {
        INFO(name);
        const json state = readJson(dir / (name + ".json"));
        const json saved = readJson(dir / (name + ".after.json"));
        const json request = {{"op", "apply"}, {m.key, state}, {"action", saved.at("action")}};
        if (saved.contains("error")) {
          try {
            m.answer(request);
            FAIL("accepted an action refused that day");
          } catch (const auspex::requests::RequestError& e) {
            CHECK(e.path == saved["error"]["path"].get<std::string>());
            CHECK(std::string(e.what()) == saved["error"]["message"].get<std::string>());
          }
          return;
        }
        const json reply = m.answer(request);
        const json& then = saved.at("reply");
        // Today's state: that day's with its format and version.
        CHECK(withoutVersion(reply.at(m.key), then.at(m.key)) == withoutVersion(then.at(m.key)));
        CHECK(reply.at(m.key).at("format") == (std::string("auspex-") + m.key));
        CHECK(reply.at(m.key).at("version").is_number_integer());
        // The rest of that day's reply is unchanged (today's may add keys, and
        // the odds of the dice on its log lines).
        for (const auto& [key, value] : then.items()) {
          if (key == m.key) continue;
          json today = reply.at(key);
          if (key == "log")
            for (auto& l : today) l.erase("odds");
          CHECK(today == value);
        }
      });
  CHECK(files == 16);  // two saved states of each of the eight models
}

TEST_CASE("a state of a newer version or another format is refused, naming the field") {
  loadAllRulesets();
  const std::filesystem::path dir = std::filesystem::path(AUSPEX_GOLDEN_DIR) / "states";
  for (const Model& m : models()) {
    INFO(m.prefix);
    json state = readJson(dir / (std::string(m.prefix) + "-1.json"));
    state["format"] = std::string("auspex-") + m.key;
    state["version"] = 1;
    const auto refusal = [&](const json& s) {
      try {
        m.answer({{"op", "apply"}, {m.key, s}, {"action", {{"type", "newTurn"}}}});
      } catch (const auspex::requests::RequestError& e) {
        return e.path + ": " + e.what();
      }
      return std::string("accepted");
    };
    json newer = state;
    newer["version"] = 99;
    // Today's version: AT-44's turn and sheets, Epic's sheets and the KOLAPS draw are at 2, the
    // others at 1.
    const std::string prefix = m.prefix;
    const std::string today =
        prefix.rfind("at44", 0) == 0 || prefix == "epic-sheet" || prefix == "kolaps-turn" ? "2"
                                                                                          : "1";
    CHECK(refusal(newer) == std::string(m.key) +
                                ".version: is 99: this state was saved by a newer Auspex (this "
                                "one reads up to version " +
                                today + ")");
    json other = state;
    other["format"] = "auspex-list";
    CHECK(refusal(other) == std::string(m.key) + ".format: must be \"auspex-" + m.key +
                                "\", not the string \"auspex-list\"");
  }
  // The titan, AT-44 and KOLAPS sheets always carried their format: one
  // without it is not a sheet of any version.
  json titan = readJson(dir / "titan-sheet-1.json");
  titan.erase("format");
  titan.erase("version");
  CHECK_THROWS_WITH(auspex::titanicus::sheetAnswer(
                        {{"op", "apply"}, {"sheet", titan}, {"action", {{"type", "newTurn"}}}}),
                    "is required");
}

TEST_CASE("op read: a state answered as an apply with no action would, its actions recomputed") {
  loadAllRulesets();
  forEachGoldenState([](const Model& m, const std::string& name, const std::filesystem::path& dir) {
    INFO(name);
    const json saved = readJson(dir / (name + ".after.json"));
    if (saved.contains("error")) return;
    // The state the action gave, with its actions: read again, the same (log emptied).
    const json& then = m.answer({{"op", "apply"},
                                 {m.key, readJson(dir / (name + ".json"))},
                                 {"action", saved.at("action")}});
    if (!then.at("needs").is_null()) return;
    json stripped = then.at(m.key);
    const json read = m.answer({{"op", "read"}, {m.key, stripped}});
    json expected = then.at(m.key);
    if (expected.contains("log")) expected["log"] = read.at(m.key).at("log");
    CHECK(read.at(m.key) == expected);
    CHECK(read.at("actions") == then.at("actions"));
    for (const char* key : {"choices", "mayAct"})
      if (then.contains(key)) CHECK(read.at(key) == then.at(key));
    CHECK(read.at("needs").is_null());
  });
  // An unknown key beside the state, a state that is not an object: refused, naming the field.
  try {
    auspex::titanicus::sheetAnswer({{"op", "read"}, {"sheet", {}}, {"action", {}}});
    FAIL("accepted an action beside a read");
  } catch (const auspex::requests::RequestError& e) {
    CHECK(e.path == "action");
  }
}
