#include "calc/calc.hpp"

#include "dice/chain.hpp"
#include "systems/registry.hpp"

namespace auspex::calc {

Refusal wholeCoreOnly() {
  return {"calc.module",
          "is answered by the whole core (auspex.wasm), not by the calculator module of the first "
          "load",
          "est calculé par le cœur complet (auspex.wasm), pas par le module de calcul du premier "
          "chargement"};
}

void refuseKindWholeCoreOnly() {
  const Refusal r = wholeCoreOnly();
  throw RequestError("kind", r.code, r.en, r.fr);
}

json countsJson(const dice::Dist& d) {
  return json(d.counts());
}

namespace {

// A request's "system", which every request must name.
const json& systemOf(const json& request) {
  if (!request.is_object())
    throw RequestError("", "field.object",
                       "the request must be a JSON object, not " + describe(request),
                       "la requête doit être un objet JSON, pas " + describeFr(request));
  if (!request.contains("system"))
    throw RequestError("system", "field.required", "is required", "est obligatoire");
  return request.at("system");
}

}  // namespace

json answer(const json& request) {
  const json& system = systemOf(request);
  if (system.is_string())
    if (const systems::System* s = systems::find(system.get<std::string>())) {
      // The readings a table may pick, every system's the same way.
      if (request.contains("kind") && request.at("kind") == "readings") {
        (void)Fields(request, "", {"system", "kind"});
        return requests::readingsJson(s->readings ? s->readings()
                                                  : std::vector<requests::Reading>{});
      }
      // A kind the whole core answers besides (a planner, a sheet's roll): its own answer.
      if (request.contains("kind") && request.at("kind").is_string())
        for (const systems::Kind& k : s->kinds)
          if (request.at("kind") == k.name) return k.answer(request);
      return s->answer(request);
    }
  throw RequestError("system", "field.choice",
                     "must be one of " + systems::idsText() + ", not " + describe(system),
                     "doit être l'un de " + systems::idsText() + ", pas " + describeFr(system));
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
    const json& named = systemOf(request);
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
