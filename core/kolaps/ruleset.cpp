#include "kolaps/ruleset.hpp"

#include "rulesets/reader.hpp"

namespace auspex::kolaps::data {

using requests::Fields;
using requests::RequestError;
using namespace rulesets;

namespace {

// The wound levels the calculator knows, lightest first: "sonne" .. "hors-combat".
std::string woundId(int level) {
  std::string s = woundName(static_cast<Wound>(level));
  for (char& c : s)
    if (c == '_') c = '-';
  return s;
}

int woundLevel(const std::string& id) {
  for (int l = 0; l < woundCount; ++l)
    if (woundId(l) == id) return l;
  return -1;
}

// Bands whose R goes up (actions) or down (risks) as the wound gets worse.
std::vector<Band> readBands(const Fields& f, const char* key, const IdSet& wounds, int step) {
  std::vector<Band> out;
  eachItem(f, key, 1, woundCount, [&](const json& item, const std::string& path) {
    const Fields b(item, path, {"r", "wound"});
    Band band{b.integer("r", -30, 30), text(b, "wound", 60)};
    wounds.require(b, "wound", band.wound);
    if (!out.empty() && (band.r - out.back().r) * step <= 0)
      b.fail("r",
             step > 0 ? "must be above the band before it" : "must be below the band before it");
    if (!out.empty() && woundLevel(band.wound) <= woundLevel(out.back().wound))
      b.fail("wound", "must be worse than the band before it");
    out.push_back(band);
  });
  return out;
}

void readWounds(const Fields& f, Ruleset& rs, IdSet& ids) {
  eachItem(f, "wounds", woundCount, woundCount, [&](const json& item, const std::string& path) {
    const Fields w(item, path,
                   {"id", "name", "law", "combativite", "fatigue", "repeat", "determination",
                    "permanentFatigue", "conscience", "effects"});
    WoundState s;
    s.id = id(w, "id");
    const std::string expected = woundId(static_cast<int>(rs.wounds.size()));
    if (s.id != expected)
      w.fail("id", "must be \"" + expected + "\": the five states of Loi 6, lightest first");
    ids.add(w, "id", s.id);
    s.name = names(w, "name");
    s.law = text(w, "law", 60);
    s.combativite = w.integer("combativite", 0, 6, 0);
    s.fatigue = w.integer("fatigue", 0, 6, 0);
    s.repeat = optText(w, "repeat", 60);
    s.determination = w.integer("determination", 0, 6, 0);
    s.permanentFatigue = w.integer("permanentFatigue", 0, 6, 0);
    s.conscience = w.boolean("conscience", false);
    s.effects = text(w, "effects");
    rs.wounds.push_back(s);
  });
  for (std::size_t i = 0; i < rs.wounds.size(); ++i)
    if (!rs.wounds[i].repeat.empty())
      ids.require("wounds." + std::to_string(i) + ".repeat", rs.wounds[i].repeat);
}

void readMishaps(const Fields& f, Ruleset& rs, const IdSet& wounds, IdSet& ids) {
  eachItem(f, "mishaps", 1, 10, [&](const json& item, const std::string& path) {
    const Fields m(item, path, {"id", "name", "law", "trigger", "entries"});
    MishapTable t{id(m, "id"), names(m, "name"), text(m, "law", 60), text(m, "trigger"), {}};
    ids.add(m, "id", t.id);
    eachItem(m, "entries", 6, 6, [&](const json& entry, const std::string& ep) {
      const Fields e(entry, ep,
                     {"die", "text", "weapon", "wound", "epuise", "auSol", "combativite"});
      MishapEntry x;
      x.die = e.integer("die", 1, 6);
      if (x.die != static_cast<int>(t.entries.size()) + 1)
        e.fail("die", "must be " + std::to_string(t.entries.size() + 1) + ": entries go 1 to 6");
      x.text = text(e, "text");
      if (e.has("weapon")) x.weapon = e.choice("weapon", {"detruite", "enrayee", "desarme"});
      x.wound = optText(e, "wound", 60);
      if (!x.wound.empty()) wounds.require(e, "wound", x.wound);
      x.epuise = e.boolean("epuise", false);
      x.auSol = e.boolean("auSol", false);
      x.combativite = e.integer("combativite", 0, 6, 0);
      t.entries.push_back(x);
    });
    rs.mishaps.push_back(t);
  });
}

void readActions(const Fields& f, Ruleset& rs, const IdSet& wounds, const IdSet& mishaps) {
  IdSet ids("action"), calcs("calculator action");
  eachItem(f, "actions", 1, 60, [&](const json& item, const std::string& path) {
    const Fields a(item, path,
                   {"id", "name", "law", "kind", "cost", "fatigue", "addsMove", "opposition",
                    "gives", "givesHeavy", "exposes", "calc", "mishaps", "bands", "effects"});
    Action x;
    readIdAndName(a, ids, x);
    x.law = text(a, "law", 60);
    x.kind = a.choice("kind", {"mouvement", "tir", "melee", "opposition", "autre"});
    x.cost = optInt(a, "cost", 0, 12);
    x.fatigue = optInt(a, "fatigue", 0, 12);
    x.addsMove = a.boolean("addsMove", false);
    x.opposition = text(a, "opposition", 400);
    x.gives = optInt(a, "gives", 0, 12);
    x.givesHeavy = optInt(a, "givesHeavy", 0, 12);
    x.exposes = a.boolean("exposes", false);
    if (a.has("calc")) {
      x.calc = a.choice("calc", actionNames());
      calcs.add(a, "calc", x.calc);
    }
    x.mishaps = optText(a, "mishaps", 60);
    if (!x.mishaps.empty()) mishaps.require(a, "mishaps", x.mishaps);
    if (a.has("bands")) x.bands = readBands(a, "bands", wounds, 1);
    if (!x.calc.empty() && (x.bands.empty() || x.mishaps.empty()))
      a.fail(x.bands.empty() ? "bands" : "mishaps", "is required with calc");
    x.effects = text(a, "effects");
    rs.actions.push_back(x);
  });
  for (const auto& name : actionNames())
    if (!calcs.contains(name))
      f.fail("actions", "have no action with calc \"" + name + "\" (the calculator's actions)");
}

void readTerrain(const Fields& f, Ruleset& rs, const IdSet& wounds) {
  const Fields t = f.object("terrain", {"law", "covers", "risks", "text"});
  rs.terrain.law = text(t, "law", 60);
  IdSet ids("terrain");
  eachItem(t, "covers", 1, 10, [&](const json& item, const std::string& path) {
    const Fields c(item, path,
                   {"id", "name", "law", "shotDice", "exposedShotDice", "shotImpossible",
                    "obstacleDice", "obstacleFatigue", "text"});
    Cover x{id(c, "id"), names(c, "name"), text(c, "law", 60), {}, {}, false, 0, 0, {}};
    ids.add(c, "id", x.id);
    x.shotDice = optInt(c, "shotDice", 0, 12);
    x.exposedShotDice = optInt(c, "exposedShotDice", 0, 12);
    x.shotImpossible = c.boolean("shotImpossible", false);
    x.obstacleDice = c.integer("obstacleDice", 0, 12);
    x.obstacleFatigue = c.integer("obstacleFatigue", 0, 12, 0);
    x.text = text(c, "text");
    rs.terrain.covers.push_back(x);
  });
  eachItem(t, "risks", 1, 10, [&](const json& item, const std::string& path) {
    const Fields r(item, path, {"id", "name", "law", "dice", "failure", "text"});
    Risk x{id(r, "id"), names(r, "name"), text(r, "law", 60), r.integer("dice", 0, 12), {}, {}};
    ids.add(r, "id", x.id);
    x.failure = readBands(r, "failure", wounds, -1);
    x.text = text(r, "text");
    rs.terrain.risks.push_back(x);
  });
  rs.terrain.text = text(t, "text");
}

}  // namespace

Ruleset parse(const json& r) {
  const Fields f(r, "",
                 withEnvelope({"unknown", "roll", "combativite", "ranks", "fatigue", "wounds",
                               "mishaps", "actions", "terrain", "protection", "weaponTraits",
                               "protectionTraits", "experience", "units"}));
  Ruleset rs;
  rs.id = r.value("id", "");
  eachItem(f, "unknown", 0, 40, [&](const json& item, const std::string& path) {
    const Fields u(item, path, {"key", "law", "note"});
    rs.unknown.push_back({text(u, "key", 100), text(u, "law", 60), text(u, "note")});
  });
  {
    const Fields o = f.object("roll", {"law", "dice", "success", "failureCombativite", "text"});
    rs.roll = {text(o, "law", 60), o.integer("dice", 1, 10), o.integer("success", 1, 60),
               o.integer("failureCombativite", 0, 6), text(o, "text")};
  }
  {
    const Fields c = f.object("combativite", {"law", "dice", "max", "negative"});
    rs.combativite.law = text(c, "law", 60);
    rs.combativite.dice = c.integer("dice", 1, 12);
    rs.combativite.max = c.integer("max", 1, 12);
    IdSet ids("negative effect");
    eachItem(c, "negative", 6, 6, [&](const json& item, const std::string& path) {
      const Fields n(item, path, {"value", "id", "text"});
      NegativeEffect e{n.integer("value", -6, -1), id(n, "id"), text(n, "text")};
      if (e.value != -1 - static_cast<int>(rs.combativite.negative.size()))
        n.fail("value", "must be " +
                            std::to_string(-1 - static_cast<int>(rs.combativite.negative.size())) +
                            ": values go -1 to -6");
      ids.add(n, "id", e.id);
      rs.combativite.negative.push_back(e);
    });
  }
  eachItem(f, "ranks", 5, 5, [&](const json& item, const std::string& path) {
    const Fields k(item, path,
                   {"rank", "law", "text", "example", "combativite", "conscience", "death", "pds",
                    "xpToRankUp", "attributes"});
    Rank x{k.integer("rank", 1, 5),
           text(k, "law", 60),
           text(k, "text"),
           text(k, "example", 400),
           0,
           0,
           0,
           0,
           {},
           1};
    if (x.rank != static_cast<int>(rs.ranks.size()) + 1)
      k.fail("rank", "must be " + std::to_string(rs.ranks.size() + 1) + ": ranks go 1 to 5");
    x.combativite = k.integer("combativite", 1, 6);
    x.conscience = k.integer("conscience", 1, 6);
    x.death = k.integer("death", 1, 6);
    x.pds = k.integer("pds", 0, 1000);
    x.xpToRankUp = optInt(k, "xpToRankUp", 1, 100000);
    if (x.rank == 1 && x.xpToRankUp) k.fail("xpToRankUp", "must be absent at rank 1, the highest");
    x.attributes = k.integer("attributes", 0, 20);
    rs.ranks.push_back(x);
  });
  {
    const Fields t = f.object("fatigue", {"law", "max", "penaltyPoints", "recoverCost", "perTurn",
                                          "perTurnUnconscious", "text", "beyondMax", "permanent"});
    Fatigue& x = rs.fatigue;
    x.law = text(t, "law", 60);
    x.max = t.integer("max", 1, 20);
    x.penaltyPoints = t.integers("penaltyPoints", 0, 20, 1, 20);
    x.recoverCost = t.integer("recoverCost", 0, 12);
    x.perTurn = t.integer("perTurn", 0, 12);
    x.perTurnUnconscious = t.integer("perTurnUnconscious", 0, 12);
    x.text = text(t, "text");
    x.beyondMax = text(t, "beyondMax");
    x.permanent = text(t, "permanent");
  }
  IdSet wounds("wound"), mishaps("mishap table");
  readWounds(f, rs, wounds);
  readMishaps(f, rs, wounds, mishaps);
  readActions(f, rs, wounds, mishaps);
  readTerrain(f, rs, wounds);
  readEquipment(f, rs);
  IdSet units("unit");
  eachItem(f, "units", 1, 20, [&](const json& item, const std::string& path) {
    const Fields u(item, path, {"id", "name", "law", "text"});
    Unit x{id(u, "id"), names(u, "name"), text(u, "law", 60), text(u, "text")};
    units.add(u, "id", x.id);
    rs.units.push_back(x);
  });
  return rs;
}

void read(const json& ruleset, rulesets::Summary& s) {
  const Ruleset rs = parse(ruleset);
  s.counts["actions"] = static_cast<int>(rs.actions.size());
  s.counts["ranks"] = static_cast<int>(rs.ranks.size());
  s.counts["wounds"] = static_cast<int>(rs.wounds.size());
  s.counts["mishapTables"] = static_cast<int>(rs.mishaps.size());
  s.counts["weaponTraits"] = static_cast<int>(rs.weaponTraits.size());
  s.counts["protectionTraits"] = static_cast<int>(rs.protectionTraits.size());
  s.counts["unknown"] = static_cast<int>(rs.unknown.size());
  for (const auto& u : rs.units) s.units.push_back({u.id, u.name, "personnage"});
}

const Action* Ruleset::actionFor(kolaps::Action calcAction) const {
  for (const auto& a : actions)
    if (a.calc == actionName(calcAction)) return &a;
  return nullptr;
}

std::array<std::optional<int>, woundCount> calcBands(const Action& a) {
  std::array<std::optional<int>, woundCount> out{};
  for (const auto& b : a.bands) out[woundLevel(b.wound)] = b.r;
  return out;
}

std::array<std::optional<int>, woundCount> calcBands(const Risk& r) {
  std::array<std::optional<int>, woundCount> out{};
  for (const auto& b : r.failure) out[woundLevel(b.wound)] = b.r;
  return out;
}

}  // namespace auspex::kolaps::data
