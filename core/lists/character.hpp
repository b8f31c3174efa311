// A character on a list entry (a system whose entries are characters) (docs/lists.md, `character`):
// the profile Loi 3 names and the seed does not list (affiliation, archétype, attributs,
// spécialisations with their PDS, weapons, a protection), in the player's own words. Read, written,
// encoded and put in the text export here.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "lists/bytes.hpp"
#include "requests/fields.hpp"

namespace auspex::lists {

using requests::json;

struct Specialisation {
  std::string name;
  int pds = 0;  // the PDS it costs
};

struct CharacterWeapon {
  std::string name;
  std::optional<int> cadence;       // cadence de tir (11-3): uses per turn
  std::vector<std::string> traits;  // the player's words ("Pénétrant 1")
};

struct CharacterProtection {
  std::string name;
  int defence = 0;  // classe de défense (11-20: at most 6, may be negative)
  std::vector<std::string> traits;
};

struct Character {
  std::string affiliation, archetype;
  std::vector<std::string> attributes;
  std::vector<Specialisation> specialisations;
  std::vector<CharacterWeapon> weapons;
  std::optional<CharacterProtection> protection;

  bool empty() const {
    return affiliation.empty() && archetype.empty() && attributes.empty() &&
           specialisations.empty() && weapons.empty() && !protection;
  }
  int pdsSpent() const;
};

// Limits (docs/lists.md).
inline constexpr std::size_t maxCharacterText = 100, maxTraitText = 60, maxAttributes = 12,
                             maxAttributeText = 60, maxSpecialisations = 40,
                             maxCharacterWeapons = 8, maxTraits = 10;
inline constexpr int maxPds = 1000, maxCadence = 10, minDefence = -6, maxDefence = 6;

// Reads `character` (at `path`); throws requests::RequestError naming the field.
Character readCharacter(const json& value, const std::string& path);
json toJson(const Character& c);

// The share code's character block (docs/lists.md).
void putCharacter(Bytes& out, const Character& c);
json readCharacterCode(Reader& in);

// The forum text's lines for a character (each starts with "\n  ").
std::string characterText(const Character& c, const std::string& lang);

}  // namespace auspex::lists
