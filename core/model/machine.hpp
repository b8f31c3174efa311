// The one machine every state model runs on (docs/sheets/README.md): a game
// declares its model — the state's type, how a new one begins, how a saved
// one is read and written, its action table — and Machine<M> owns the rest:
// the request's op (new / apply / read), the action's dispatch and its
// preconditions, the reply and its `actions`, a step that asks for dice
// (the state sent back as it was), and the read-back the contract tests use.
//
// A model M declares:
//   static constexpr const char* key;   // "sheet" or "turn": the state's key
//   using State, Context;               // Context: what its actions read besides the
//                                       // state (the ruleset), filled by begin/read
//   static State begin(const json& request, Context&, std::vector<Line>& log);
//   static State read(const json& saved, Context&);        // throws naming the field
//   static json write(const State&, const Context&, const std::vector<Line>& log);
//   static const std::vector<Action<Handler, Check>>& actions();
// where a Handler is one of
//   Step  (State&, const Context&, const Fields&)         (a Step: {log, needs})
//   json  (State&, const Context&, const Fields&, std::vector<Line>& log)
//   json  (State&, const Fields&, std::vector<Line>& log)  (returns the needs, or null)
// and a Check reads (const State&) or (const State&, const Context&). Optionally:
//   static constexpr TypeList style;                       // the "must be one of" style
//   static json extra(const Step* step);                   // before `actions` (null step:
//                                                          // a new, read or dice-asking reply)
//   static void more(json& reply, const State&, const Context&);  // after `actions`
#pragma once

#include <type_traits>
#include <utility>
#include <vector>

#include "model/model.hpp"
#include "requests/reply.hpp"

namespace auspex::model {

template <class M>
class Machine {
 public:
  using State = typename M::State;
  using Context = typename M::Context;

  // {"op": "new" | "apply" | "read", …} → {<key>: state, log, needs, actions, …}.
  static json answer(const json& request) {
    return requests::answerOp(request, &answerNew, &answerApply, &answerRead);
  }

  // A saved state read and written again with no action (and an empty log).
  static json readBack(const json& saved) {
    Context c{};
    const State s = M::read(saved, c);
    return M::write(s, c, {});
  }

 private:
  using Entry = typename std::decay_t<decltype(M::actions())>::value_type;
  using Handler = decltype(std::declval<Entry>().run);
  using Check = typename decltype(std::declval<Entry>().pre)::value_type;

  static constexpr TypeList style() {
    if constexpr (requires { M::style; })
      return M::style;
    else
      return TypeList::plain;
  }

  static std::optional<Why> refusal(const Entry& a, const State& s, const Context& c) {
    if constexpr (std::is_invocable_v<Check, const State&, const Context&>)
      return refusalOf(a, s, c);
    else
      return refusalOf(a, s);
  }

  static json actionsOf(const State& s, const Context& c) {
    if constexpr (std::is_invocable_v<Check, const State&, const Context&>)
      return actionsJson(M::actions(), s, c);
    else
      return actionsJson(M::actions(), s);
  }

  // What one action did, whatever its handler's shape.
  struct Done {
    std::vector<Line> log;
    json needs;
    json extra;
  };

  // What M adds before `actions`: for a step's reply (extraOf(&step)), or
  // for a reply with no step applied (extraOf()).
  static json extraOf() {
    if constexpr (requires { M::extra(nullptr); })
      return M::extra(nullptr);
    else
      return json::object();
  }
  template <class Step>
  static json extraOf(const Step* step) {
    if constexpr (requires { M::extra(step); })
      return M::extra(step);
    else
      return json::object();
  }

  static Done run(const Entry& a, State& s, const Context& c, const Fields& f) {
    if constexpr (std::is_invocable_v<Handler, State&, const Context&, const Fields&,
                                      std::vector<Line>&>) {
      Done d;
      d.needs = a.run(s, c, f, d.log);
      d.extra = extraOf();
      return d;
    } else if constexpr (std::is_invocable_v<Handler, State&, const Fields&, std::vector<Line>&>) {
      Done d;
      d.needs = a.run(s, f, d.log);
      d.extra = extraOf();
      return d;
    } else {
      const auto step = a.run(s, c, f);
      return {step.log, step.needs, extraOf(&step)};
    }
  }

  static json reply(const json& state, const std::vector<Line>& log, const json& needs,
                    const State& shown, const Context& c, const json& extra) {
    json out = model::reply(M::key, state, log, needs);
    for (const auto& [k, v] : extra.items()) out[k] = v;
    out["actions"] = actionsOf(shown, c);
    if constexpr (requires(json & o) { M::more(o, shown, c); }) M::more(out, shown, c);
    return out;
  }

  static json answerNew(const json& request) {
    Context c{};
    std::vector<Line> log;
    const State s = M::begin(request, c, log);
    return reply(M::write(s, c, log), log, nullptr, s, c, extraOf());
  }

  static json answerApply(const json& request) {
    const Fields f(request, "", {"op", M::key, "action"});
    const json& raw = f.rawObject(M::key);
    Context c{};
    State s = M::read(raw, c);
    const json& action = f.raw("action");
    const Entry& a = pick(M::actions(), action, style());
    const Fields fields = fieldsOf(action, a.keys);
    if (const auto why = refusal(a, s, c))
      throw RequestError("action.type", why->code, why->en, why->fr);
    const State before = s;
    Done done = run(a, s, c, fields);
    if (!done.needs.is_null()) return reply(raw, {}, done.needs, before, c, extraOf());
    return reply(M::write(s, c, done.log), done.log, nullptr, s, c, done.extra);
  }

  static json answerRead(const json& request) {
    const Fields f(request, "", {"op", M::key});
    Context c{};
    const State s = M::read(f.rawObject(M::key), c);
    return reply(M::write(s, c, {}), {}, nullptr, s, c, extraOf());
  }
};

}  // namespace auspex::model

// A model's two entry points, as the registry's row names them (its
// StateModel's answer and readBack), run by Machine<M>: written at namespace
// scope in the game's namespace, e.g. AUSPEX_MODEL_ENTRY_POINTS(SheetModel,
// sheetAnswer, sheetReadBack).
#define AUSPEX_MODEL_ENTRY_POINTS(M, answerName, readBackName)                   \
  ::auspex::requests::json answerName(const ::auspex::requests::json& request) { \
    return ::auspex::model::Machine<M>::answer(request);                         \
  }                                                                              \
  ::auspex::requests::json readBackName(const ::auspex::requests::json& state) { \
    return ::auspex::model::Machine<M>::readBack(state);                         \
  }
