// Small helpers the native tests share: a ruleset file of rulesets/, an
// error reply written "path: message" as the tests pin it, and the steps of
// a turn model (AT-44, KOLAPS, Epic).
#pragma once

#include <fstream>
#include <string>

#include <catch2/catch.hpp>

#include "calc/calc.hpp"
#include "rulesets/text_api.hpp"
#include "systems/registry.hpp"

namespace test_support {

inline nlohmann::json rulesetFile(const std::string& name) {
  std::ifstream in(std::string(AUSPEX_RULESETS_DIR) + "/" + name);
  REQUIRE(in.good());
  return nlohmann::json::parse(in);
}

// "path: message" of a reply that must be an error.
inline std::string errorText(const auspex::requests::Reply& reply) {
  REQUIRE_FALSE(reply.ok);
  const auto e = nlohmann::json::parse(reply.json).at("error");
  return e.at("path").get<std::string>() + ": " + e.at("message").get<std::string>();
}

// The same for a state model's refusal, which must also carry a code and a
// French sentence of its own (docs/sheets/README.md): every refusal the
// tests trigger goes through here, so each site they reach is checked.
inline std::string modelErrorText(const auspex::requests::Reply& reply) {
  const std::string text = errorText(reply);
  const auto e = nlohmann::json::parse(reply.json).at("error");
  INFO(text);
  CHECK(e.at("code") != "invalid");
  CHECK_FALSE(e.at("fr").get<std::string>().empty());
  CHECK(e.at("fr") != e.at("message"));
  return text;
}

inline std::string calcError(const std::string& request) {
  return errorText(auspex::calc::calc(request));
}

// The calculator's answer to a request that must be answered, and the error
// object ({path, message, code, fr}) of one that must be refused.
inline nlohmann::json calcAnswer(const std::string& request) {
  const auto reply = auspex::calc::calc(request);
  INFO(request << " → " << reply.json);
  REQUIRE(reply.ok);
  return nlohmann::json::parse(reply.json);
}
inline nlohmann::json calcRefusal(const std::string& request) {
  const auto reply = auspex::calc::calc(request);
  INFO(reply.json);
  REQUIRE_FALSE(reply.ok);
  return nlohmann::json::parse(reply.json).at("error");
}
// A refusal's four parts, each checked.
inline void checkRefusal(const nlohmann::json& e, const std::string& path, const std::string& code,
                         const std::string& message, const std::string& fr) {
  CHECK(e.at("path") == path);
  CHECK(e.at("code") == code);
  CHECK(e.at("message") == message);
  CHECK(e.at("fr") == fr);
}

inline std::string rulesetError(const nlohmann::json& ruleset) {
  return errorText(auspex::rulesets::checkText(ruleset.dump()));
}

// A turn model's {"op": "apply", "turn", "action"} requests: the reply, the
// next turn of an action that asks for no dice, the error of a refused one.
struct TurnModel {
  nlohmann::ordered_json (*answer)(const nlohmann::ordered_json& request);
  const char* name;  // its entry point's (auspex::systems::modelText)

  static nlohmann::ordered_json apply(const nlohmann::ordered_json& turn,
                                      const nlohmann::ordered_json& action) {
    return {{"op", "apply"}, {"turn", turn}, {"action", action}};
  }
  nlohmann::ordered_json reply(const nlohmann::ordered_json& turn,
                               const nlohmann::ordered_json& action) const {
    return answer(apply(turn, action));
  }
  nlohmann::ordered_json act(const nlohmann::ordered_json& turn,
                             const nlohmann::ordered_json& action) const {
    const nlohmann::ordered_json r = reply(turn, action);
    REQUIRE(r.at("needs").is_null());
    return r.at("turn");
  }
  std::string error(const nlohmann::ordered_json& turn,
                    const nlohmann::ordered_json& action) const {
    return modelErrorText(auspex::systems::modelText(name, apply(turn, action).dump()));
  }
};

}  // namespace test_support
