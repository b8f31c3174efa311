#include "calc/calc.hpp"

#include "dice/chain.hpp"
#include "systems/registry.hpp"

namespace auspex::calc {

json countsJson(const dice::Dist& d) {
  return json(d.counts());
}

json answer(const json& request) {
  if (!request.is_object())
    throw RequestError("", "field.object",
                       "the request must be a JSON object, not " + describe(request),
                       "la requête doit être un objet JSON, pas " + describeFr(request));
  if (!request.contains("system"))
    throw RequestError("system", "field.required", "is required", "est obligatoire");
  const json& system = request.at("system");
  if (system.is_string())
    if (const systems::System* s = systems::find(system.get<std::string>()))
      return s->answer(request);
  throw RequestError("system", "field.choice",
                     "must be one of " + systems::idsText() + ", not " + describe(system),
                     "doit être l'un de " + systems::idsText() + ", pas " + describeFr(system));
}

Reply replyOf(const char* what, const std::function<json()>& answer) {
  try {
    return {true, answer().dump()};
  } catch (const RequestError& e) {
    // An error written in English only: the generic code, the message kept.
    const bool coded = !e.code.empty();
    return {false, json{{"error",
                         {{"path", e.path},
                          {"message", e.what()},
                          {"code", coded ? e.code : "invalid"},
                          {"fr", coded ? e.fr : std::string("requête refusée : ") + e.what()}}}}
                       .dump()};
  } catch (const std::exception& e) {
    // A bug, never bad input: still one error value, never a crash of
    // the module (tests/node/fuzz.test.mjs and the fuzzers look for these).
    return {false,
            json{{"error",
                  {{"path", ""},
                   {"message",
                    "internal error (please report this " + std::string(what) + "): " + e.what()},
                   {"code", "internal"},
                   {"fr", "erreur interne (merci de la signaler) : " + std::string(e.what())}}}}
                .dump()};
  }
}

Reply textReply(const char* what, const std::string& requestJson,
                const std::function<json(const json&)>& answer) {
  return replyOf(what, [&] {
    const json request = json::parse(requestJson, nullptr, /*allow_exceptions=*/false);
    if (request.is_discarded())
      throw RequestError("", "request.json", "the request is not valid JSON",
                         "la requête n'est pas du JSON valide");
    return answer(request);
  });
}

json answerOp(const json& request, const std::function<json(const json&)>& onNew,
              const std::function<json(const json&)>& onApply,
              const std::function<json(const json&)>& onRead) {
  if (!request.is_object())
    throw RequestError("", "field.object", "must be an object, not " + describe(request),
                       "doit être un objet, pas " + describeFr(request));
  const json op = request.value("op", json());
  if (op == "new") return onNew(request);
  if (op == "apply") return onApply(request);
  if (op == "read") return onRead(request);
  throw RequestError("op", "field.choice",
                     "must be one of \"new\", \"apply\", \"read\", not " + describe(op),
                     "doit être l'un de \"new\", \"apply\", \"read\", pas " + describeFr(op));
}

namespace {

Reply calcWith(const std::string& text, const std::function<json(const json&)>& answerOf) {
  return replyOf("request", [&] {
    const json request = json::parse(text, nullptr, /*allow_exceptions=*/false);
    if (request.is_discarded())
      throw RequestError("", "request.json", "the request is not valid JSON",
                         "la requête n'est pas du JSON valide");
    dice::innerSteps() = 0;
    return answerOf(request);
  });
}

}  // namespace

Reply calc(const std::string& text) {
  return calcWith(text, &answer);
}

Reply calcOne(const std::string& text, const char* system, json (*answerSystem)(const json&)) {
  return calcWith(text, [&](const json& request) {
    if (!request.is_object())
      throw RequestError("", "field.object",
                         "the request must be a JSON object, not " + describe(request),
                         "la requête doit être un objet JSON, pas " + describeFr(request));
    if (!request.contains("system"))
      throw RequestError("system", "field.required", "is required", "est obligatoire");
    const json& named = request.at("system");
    if (named != system)
      throw RequestError("system", "field.choice",
                         "this module answers \"" + std::string(system) + "\" requests only, not " +
                             describe(named),
                         "ce module ne répond qu'aux requêtes \"" + std::string(system) +
                             "\", pas " + describeFr(named));
    return answerSystem(request);
  });
}

}  // namespace auspex::calc
