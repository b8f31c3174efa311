#include "systems/registry.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>

#include "game/game.hpp"

namespace auspex::systems {

namespace {

std::vector<System>& table() {
  static std::vector<System> systems;
  return systems;
}

[[noreturn]] void clash(const char* what, const char* name) {
  std::fprintf(stderr, "auspex: two systems register the %s \"%s\"\n", what, name);
  std::abort();
}

}  // namespace

Registration::Registration(System system) {
  std::vector<System>& systems = table();
  for (const System& s : systems) {
    if (std::string(s.id) == system.id) clash("system", system.id);
    for (const StateModel& m : s.models)
      for (const StateModel& n : system.models)
        if (std::string(m.name) == n.name) clash("state model", n.name);
  }
  systems.push_back(std::move(system));
  std::stable_sort(systems.begin(), systems.end(),
                   [](const System& a, const System& b) { return a.order < b.order; });
}

const std::vector<System>& all() {
  return table();
}

const System* find(const std::string& id) {
  for (const System& s : all())
    if (id == s.id) return &s;
  return nullptr;
}

std::string idsText() {
  std::string out;
  for (const System& s : all()) out += (out.empty() ? "\"" : ", \"") + std::string(s.id) + "\"";
  return out;
}

std::vector<const StateModel*> models() {
  std::vector<const StateModel*> out;
  for (const System& s : all())
    for (const StateModel& m : s.models) out.push_back(&m);
  return out;
}

const StateModel* findModel(const std::string& name) {
  for (const StateModel* m : models())
    if (name == m->name) return m;
  return nullptr;
}

requests::Reply modelText(const std::string& name, const std::string& requestJson) {
  const StateModel* m = findModel(name);
  if (!m)
    return requests::replyOf("state model request", [&]() -> requests::json {
      std::string names;
      for (const StateModel* one : models())
        names += (names.empty() ? "" : ", ") + std::string(one->name);
      throw requests::RequestError("model", "field.choice",
                                   "must be one of " + names + ", not \"" + name + "\"",
                                   "doit être l'un de " + names + ", pas \"" + name + "\"");
    });
  return requests::textReply((std::string(m->name) + " request").c_str(), requestJson, m->answer);
}

std::string modelNamesText() {
  requests::json names = requests::json::array();
  for (const StateModel* m : models()) names.push_back(m->name);
  return names.dump();
}

std::vector<const System*> games() {
  std::vector<const System*> out;
  for (const System& s : all())
    if (s.game) out.push_back(&s);
  return out;
}

requests::json gameAnswer(const requests::json& request) {
  if (!request.is_object())
    throw requests::RequestError("", "field.object",
                                 "must be an object, not " + requests::describe(request),
                                 "doit être un objet, pas " + requests::describeFr(request));
  const requests::json id = request.value("game", requests::json());
  for (const System* s : games())
    if (id == s->id) return game::answer(s->game(), request);
  std::string ids;
  for (const System* s : games()) ids += (ids.empty() ? "\"" : ", \"") + std::string(s->id) + "\"";
  if (ids.empty())
    throw requests::RequestError("game", "game.none", "names no game: this core declares none",
                                 "ne nomme aucun jeu : ce moteur n'en déclare aucun");
  throw requests::RequestError("game", "field.choice",
                               "must be one of " + ids + ", not " + requests::describe(id),
                               "doit être l'un de " + ids + ", pas " + requests::describeFr(id));
}

requests::Reply gameText(const std::string& requestJson) {
  return requests::textReply("game request", requestJson, &gameAnswer);
}

}  // namespace auspex::systems
