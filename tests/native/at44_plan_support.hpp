// The independent references of at44_plan_test.cpp: a plan rolled die by
// die (every face enumerated by brute::forEachPath), and a plan evaluated
// through the single-salvo attack requests, combined by hand.
#pragma once

#include <algorithm>
#include <functional>
#include <map>
#include <tuple>
#include <vector>

#include <nlohmann/json.hpp>

namespace at44plan {

using nlohmann::json;

// The calculator's answer to a request that must be answered.
json answer(const json& request);

// A vehicle's PS left: châssis, propulsions, weapons.
struct Ps {
  int chassis;
  std::vector<int> propulsion, weapons;
  auto key() const { return std::tie(chassis, propulsion, weapons); }
  bool operator<(const Ps& o) const { return key() < o.key(); }
};

// One damaging impact on the location die's face, straight from the seed:
// 1-2 propulsion, 3-5 châssis, 6 weapon; the part with the fewest PS left
// (the first of equals); nothing left there: the châssis; excess points to
// the châssis.
inline void hit(Ps& v, int face, int damage) {
  if (v.chassis == 0) return;
  std::vector<int>* parts = face <= 2 ? &v.propulsion : face == 6 ? &v.weapons : nullptr;
  int best = -1;
  if (parts)
    for (int i = 0; i < static_cast<int>(parts->size()); ++i)
      if ((*parts)[i] > 0 && (best < 0 || (*parts)[i] < (*parts)[best])) best = i;
  int rest = damage;
  if (best >= 0) {
    const int taken = std::min(damage, (*parts)[best]);
    (*parts)[best] -= taken;
    rest -= taken;
  }
  v.chassis = std::max(0, v.chassis - rest);
}

struct Salvo {
  int pre, attackers, cadence, pen, damage;
  bool concentration;
};
struct Aim {
  int range, arm, models, cover;
  bool vehicle;
};

inline int neededOf(int difference) {  // the universal table
  if (difference <= -6) return 7;
  if (difference <= -4) return 6;
  if (difference <= -2) return 5;
  if (difference <= 1) return 4;
  if (difference <= 3) return 3;
  if (difference <= 5) return 2;
  return 1;
}

// A plan rolled die by die: `targetOf` per salvo (-1 not fired).
inline int rollPlan(const std::function<int()>& roll, const std::vector<Salvo>& salvos,
                    const std::vector<Aim>& aims, const std::vector<int>& targetOf, bool fire) {
  std::vector<int> left;
  std::vector<Ps> vehicles;
  for (const Aim& a : aims) {
    left.push_back(a.models);
    vehicles.push_back({2, {1}, {1}});
  }
  for (std::size_t i = 0; i < salvos.size(); ++i) {
    if (targetOf[i] < 0) continue;
    const Salvo& s = salvos[i];
    const Aim& a = aims[targetOf[i]];
    const int toHit = neededOf(s.pre - a.range), toDamage = neededOf(s.pen - a.arm);
    int impacts = 0, failed = 0;
    for (int d = 0; d < s.attackers * s.cadence; ++d) (roll() >= toHit ? impacts : failed)++;
    for (int d = 0; d < std::min(failed, fire ? s.attackers : 0); ++d) impacts += roll() >= toHit;
    for (int k = 0; k < impacts; ++k) {
      if (a.cover && roll() >= a.cover) continue;
      bool damaged = roll() >= toDamage;
      if (!damaged && s.concentration) damaged = roll() >= toDamage;
      if (!damaged) continue;
      if (a.vehicle) {
        Ps& v = vehicles[targetOf[i]];
        if (v.chassis > 0) hit(v, roll(), s.damage);
      } else if (left[targetOf[i]] > 0) {
        --left[targetOf[i]];
      }
    }
  }
  int removed = 0;
  for (std::size_t j = 0; j < aims.size(); ++j)
    removed += aims[j].vehicle ? vehicles[j].chassis == 0 : aims[j].models - left[j];
  return removed;
}

inline std::vector<double> countsOf(const json& a) {
  return a.get<std::vector<double>>();
}

inline std::vector<double> convolve(const std::vector<double>& a, const std::vector<double>& b) {
  std::vector<double> c(a.size() + b.size() - 1, 0.0);
  for (std::size_t i = 0; i < a.size(); ++i)
    for (std::size_t k = 0; k < b.size(); ++k) c[i + k] += a[i] * b[k];
  return c;
}

// The single-salvo attack request of salvo i at target j (after the unit's
// move: at the target's afterMove range).
inline json single(const json& plan, int i, int j, bool fire, bool moved = false) {
  json attack = plan["salvos"][i]["attack"];
  for (const auto& [k, v] : plan["targets"][j]["attack"].items()) attack[k] = v;
  if (moved) attack["range"] = plan["targets"][j]["afterMove"]["range"];
  attack["kind"] = "shoot";
  if (fire) attack["feuAVolonte"] = true;
  return {{"system", "at44"}, {"attack", attack}, {"target", plan["targets"][j]["target"]}};
}

struct Value {
  double mean, destroy;
};

// One plan through the single-salvo requests: infantry casualties added and
// capped; a vehicle's PS carried by the unsaved impacts and the damage chance
// each request gives, every location die enumerated here (Autoréparation:
// the first damaging impact does one point fewer). The salvos fire in
// `order` (default: theirs), those of `after` after the unit's move.
inline Value reference(const json& plan, const std::vector<int>& targetOf, bool fire,
                       const std::vector<char>& after = {}, std::vector<int> order = {}) {
  if (order.empty())
    for (int i = 0; i < static_cast<int>(targetOf.size()); ++i) order.push_back(i);
  const auto moved = [&](int i) { return !after.empty() && after[i] != 0; };
  double mean = 0.0, none = 1.0;
  for (int j = 0; j < static_cast<int>(plan["targets"].size()); ++j) {
    const json& target = plan["targets"][j]["target"];
    std::vector<int> at;
    for (int i : order)
      if (targetOf[i] == j) at.push_back(i);
    if (at.empty()) continue;
    if (target.contains("models")) {
      const int models = target["models"];
      std::vector<double> sum{1.0};
      for (int i : at)
        sum = convolve(sum, countsOf(answer(single(plan, i, j, fire, moved(i)))["casualties"]));
      std::vector<double> capped(models + 1, 0.0);
      for (std::size_t c = 0; c < sum.size(); ++c)
        capped[std::min<std::size_t>(c, models)] += sum[c];
      for (int c = 0; c <= models; ++c) mean += c * capped[c];
      none *= 1.0 - capped[models];
      continue;
    }
    const json& v = target["vehicle"];
    using State = std::pair<Ps, bool>;  // PS left, Autoréparation still there
    std::map<State, double> states{
        {{{v["chassis"], v["propulsion"], v["weapons"]}, target.value("autoRepair", false)}, 1.0}};
    for (int i : at) {
      const json reply = answer(single(plan, i, j, fire, moved(i)));
      const std::vector<double> unsaved = countsOf(reply["unsaved"]);
      const double p = reply["damageChance"];
      const int damage = plan["salvos"][i]["attack"]["damage"];
      std::map<State, double> next;
      for (const auto& [start, w] : states)
        for (std::size_t n = 0; n < unsaved.size(); ++n) {
          // n impacts one by one: damage test, then the location die.
          std::map<State, double> cur{{start, w * unsaved[n]}};
          for (std::size_t k = 0; k < n; ++k) {
            std::map<State, double> step;
            for (const auto& [s, q] : cur) {
              step[s] += q * (1.0 - p);
              for (int face = 1; face <= 6; ++face) {
                State h{s.first, false};
                if (h.first.chassis > 0 && damage - (s.second ? 1 : 0) > 0)
                  hit(h.first, face, damage - (s.second ? 1 : 0));
                step[h] += q * p / 6.0;
              }
            }
            cur.swap(step);
          }
          for (const auto& [s, q] : cur) next[s] += q;
        }
      states.swap(next);
    }
    double destroyed = 0.0;
    for (const auto& [s, q] : states) destroyed += s.first.chassis == 0 ? q : 0.0;
    mean += destroyed;
    none *= 1.0 - destroyed;
  }
  return {mean, 1.0 - none};
}

}  // namespace at44plan
