#include "requests/reply.hpp"

namespace auspex::requests {

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

}  // namespace auspex::requests
