#include "kolaps/ruleset.hpp"
#include "rulesets/reader.hpp"

// The blocks of Loi 11 and 12: protection, weapon and protection traits, experience.
namespace auspex::kolaps::data {

using requests::Fields;
using namespace rulesets;

namespace {

std::vector<Trait> readTraits(const Fields& f, const char* key,
                              const std::vector<std::string>& calcKeys) {
  std::vector<Trait> out;
  IdSet ids("trait");
  eachItem(f, key, 1, 40, [&](const json& item, const std::string& path) {
    const Fields t(item, path, {"id", "name", "law", "parameter", "calc", "text"});
    Trait x{id(t, "id"), names(t, "name"), text(t, "law", 60), t.boolean("parameter", false), {},
            {}};
    ids.add(t, "id", x.id);
    if (t.has("calc")) x.calc = t.choice("calc", calcKeys);
    x.text = text(t, "text");
    out.push_back(x);
  });
  return out;
}

}  // namespace

void readEquipment(const Fields& f, Ruleset& rs) {
  {
    const Fields p =
        f.object("protection", {"law", "maxClass", "impactBoxes", "ineffectiveClass", "text"});
    rs.protection = {text(p, "law", 60), p.integer("maxClass", 1, 12),
                     p.integer("impactBoxes", 1, 12), p.integer("ineffectiveClass", 1, 12),
                     text(p, "text")};
  }
  rs.weaponTraits =
      readTraits(f, "weaponTraits",
                 {"tranchant", "pompe", "contondant", "percant", "penetrant", "lourde", "crosse"});
  rs.protectionTraits =
      readTraits(f, "protectionTraits", {"solide", "inusable", "camouflage", "ignifuge"});
  {
    const Fields e = f.object("experience", {"law", "events", "exchangeXp", "exchangePds", "text"});
    rs.experience.law = text(e, "law", 60);
    IdSet ids("experience event");
    eachItem(e, "events", 1, 20, [&](const json& item, const std::string& path) {
      const Fields v(item, path, {"id", "law", "xp", "text"});
      XpEvent x{id(v, "id"), text(v, "law", 60), v.integer("xp", 0, 10000), text(v, "text")};
      ids.add(v, "id", x.id);
      rs.experience.events.push_back(x);
    });
    rs.experience.exchangeXp = e.integer("exchangeXp", 1, 10000);
    rs.experience.exchangePds = e.integer("exchangePds", 1, 10000);
    rs.experience.text = text(e, "text");
  }
}

}  // namespace auspex::kolaps::data
