#include "titanicus/turn_state.hpp"

#include "model/model.hpp"

namespace auspex::titanicus::turn_detail {

namespace {

using model::Why;

const std::array<const char*, 4> stateNames = {"ready", "active", "done", "out"};

const model::Format& turnFormat() {
  static const model::Format f{"auspex-turn", 1, false, {}};
  return f;
}

}  // namespace

std::array<std::string, 2> readPlayers(const Fields& f, bool named) {
  std::array<std::string, 2> out;
  const std::vector<Fields> ps = model::twoPlayers(f, "players", {"name"});
  for (std::size_t i = 0; i < 2; ++i) {
    out[i] = ps[i].string("name", 100);
    if (named) out[i] = model::playerName(out[i], static_cast<int>(i));
  }
  return out;
}

std::vector<Unit> readUnits(const Fields& f, const char* key, bool withState) {
  const json& raw = f.raw(key);
  if (!raw.is_array() || raw.size() > static_cast<std::size_t>(maxUnits))
    f.fail(key,
           Why{"field.array", "must be an array of at most " + model::num(maxUnits) + " titans",
               "doit être un tableau d'au plus " + model::num(maxUnits) + " titans"});
  std::vector<Unit> out;
  for (std::size_t i = 0; i < raw.size(); ++i) {
    const std::string at = f.pathOf(key) + "." + std::to_string(i);
    const Fields u = withState ? Fields(raw[i], at, {"player", "name", "state"})
                               : Fields(raw[i], at, {"player", "name"});
    Unit unit;
    unit.player = u.integer("player", 0, 1);
    unit.name = u.string("name", 100);
    if (unit.name.empty()) unit.name = std::string("#").append(std::to_string(i + 1));
    if (withState) {
      const std::string s = u.choice("state", {"ready", "active", "done", "out"});
      for (std::size_t k = 0; k < stateNames.size(); ++k)
        if (s == stateNames[k]) unit.state = static_cast<UnitState>(k);
    }
    out.push_back(std::move(unit));
  }
  return out;
}

Turn readTurn(const json& saved) {
  const json j = model::upgraded(saved, "turn", turnFormat());
  const Fields f(j, "turn",
                 {"format", "version", "players", "round", "hand", "passes", "roundOver", "units"});
  Turn t;
  t.players = readPlayers(f, false);
  t.round = f.integer("round", 1, maxRound);
  t.hand = f.integer("hand", 0, 1);
  t.passes = f.integer("passes", 0, 1);
  t.roundOver = f.boolean("roundOver");
  t.units = readUnits(f, "units", true);
  int active = 0;
  for (const Unit& u : t.units) active += u.state == UnitState::active;
  if (active > 1)
    f.fail("units", Why{"turn.two-active", "has more than one titan being activated",
                        "a plus d'un titan en cours d'activation"});
  if (const auto a = t.active()) {
    if (t.roundOver)
      f.fail("roundOver", Why{"turn.active-over", "is true while a titan is being activated",
                              "vaut true alors qu'un titan est en cours d'activation"});
    if (t.units[*a].player != t.hand)
      f.fail("hand", Why{"turn.active-hand", "is not the player of the titan being activated",
                         "n'est pas le joueur du titan en cours d'activation"});
  }
  return t;
}

json turnJson(const Turn& t) {
  json out = model::stamp(turnFormat());
  out["players"] = json::array({{{"name", t.players[0]}}, {{"name", t.players[1]}}});
  out["round"] = t.round;
  out["hand"] = t.hand;
  out["passes"] = std::min(t.passes, 1);
  out["roundOver"] = t.roundOver;
  json units = json::array();
  for (const Unit& u : t.units)
    units.push_back({{"player", u.player},
                     {"name", u.name},
                     {"state", stateNames[static_cast<std::size_t>(u.state)]}});
  out["units"] = std::move(units);
  return out;
}

}  // namespace auspex::titanicus::turn_detail
