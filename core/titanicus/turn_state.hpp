// The Titanicus turn's state (docs/sheets/titanicus-turn.md) and its JSON
// form, shared by turn.cpp (the actions) and turn_state.cpp (read, written).
// Internal to core/titanicus.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "requests/fields.hpp"

namespace auspex::titanicus::turn_detail {

using requests::Fields;
using requests::json;

constexpr int maxUnits = 200;     // both sides together
constexpr int maxRound = 100000;  // a counter the reader takes back

enum class UnitState { ready, active, done, out };

struct Unit {
  int player = 0;
  std::string name;
  UnitState state = UnitState::ready;
};

struct Turn {
  std::array<std::string, 2> players;
  int round = 1, hand = 0, passes = 0;
  bool roundOver = false;
  std::vector<Unit> units;
  const std::string& who(int p) const { return players[static_cast<std::size_t>(p)]; }
  int ready(int p) const {
    int n = 0;
    for (const Unit& u : units) n += u.player == p && u.state == UnitState::ready;
    return n;
  }
  std::optional<std::size_t> active() const {
    for (std::size_t i = 0; i < units.size(); ++i)
      if (units[i].state == UnitState::active) return i;
    return std::nullopt;
  }
};

// The two players of a request or a state ("J1", "J2" for one without a name when `named`).
std::array<std::string, 2> readPlayers(const Fields& f, bool named);
// The units at `key`: {player, name} (a new game, a join) or with their `state` (a saved turn).
std::vector<Unit> readUnits(const Fields& f, const char* key, bool withState);
// A saved turn, upgraded and checked (a titan active only in its player's hand…); throws naming the
// field.
Turn readTurn(const json& saved);
json turnJson(const Turn& t);

}  // namespace auspex::titanicus::turn_detail
