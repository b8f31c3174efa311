// Titan sheets (docs/sheets/titanicus.md): gargants, super-heavies, grapples, new turn, reading
// back.
#include "titanicus_sheet_support.hpp"

TEST_CASE("gargant fires at activation and boiler damage", "[sheet]") {
  json g = act(gargant(), {{"type", "damage"}, {"location", "haut"}, {"points", 1}, {"dice", {5}}});
  CHECK(g.at("fires") == 1);
  const json asked = reply(g, {{"type", "activate"}});
  CHECK(asked.at("needs").at("field") == "fireDice");
  CHECK(asked.at("needs").at("dice") == 1);
  const json more = reply(g, {{"type", "activate"}, {"fireDice", {2}}});
  CHECK(more.at("needs").at("field") == "dice");  // then the AP dice
  CHECK(more.at("needs").at("dice") == 5);
  auto after = [&](int die) {
    return act(g, {{"type", "activate"}, {"fireDice", {die}}, {"dice", {5, 5, 1, 1, 6}}});
  };
  CHECK(after(6).at("fires") == 0);
  CHECK(after(2).at("fires") == 2);
  CHECK(after(3).at("fires") == 2);
  CHECK(after(4).at("fires") == 1);
  CHECK(after(5).at("fires") == 1);
  CHECK(after(4).at("actionPoints").at("total") == 3);
  const json boom = act(g, {{"type", "activate"}, {"fireDice", {1}}});
  CHECK(boom.at("exploded") == true);
  CHECK(boom.at("destroyed") == true);

  json b = act(gargant(), {{"type", "damage"}, {"location", "haut"}, {"points", 1}, {"dice", {3}}});
  CHECK(b.at("actionPoints").at("boilerDamage") == 1);
  CHECK(reply(b, {{"type", "activate"}}).at("needs").at("dice") == 4);
}

TEST_CASE("super-heavies lose 1 AP per damage", "[sheet]") {
  json s = make({{"ruleset", "titanicus-v2"}, {"unit", "stompa"}});
  CHECK(activated(s).at("actionPoints").at("total") == 2);
  s = act(s, {{"type", "damage"}, {"location", "corps"}, {"points", 1}});
  CHECK(s.at("actionPoints").at("damageLoss") == 1);
  CHECK(activated(s).at("actionPoints").at("total") == 1);
}

TEST_CASE("grapples: trident and kroko", "[sheet]") {
  json s = activated(warlordV1());
  s = act(s, {{"type", "grapple"}, {"weapon", 3}, {"attach", "Gargant 2"}});
  CHECK(s.at("grapple") == json{{"weapon", 3}, {"target", "Gargant 2"}, {"blocksMove", false}});
  s = act(s, {{"type", "move"}});  // the trident does not stop moving
  CHECK(actError(s, {{"type", "grapple"}, {"weapon", 0}, {"attach", "X"}}) ==
        "action.weapon: Volcano Cannon cannot grapple");
  // The Trident's chain pulled with 2 AP: 3 + 2 > 4, the other falls; a tie breaks the chain.
  CHECK(reply(s, {{"type", "grapple"}, {"pull", 2}}).at("needs").at("dice") == 2);
  const json pulled = reply(s, {{"type", "grapple"}, {"pull", 2}, {"dice", {3, 4}}});
  CHECK(pulled.at("log").at(1).at("fr") == "Gargant 2 tombe");
  CHECK(pulled.at("sheet").at("actionPoints").at("spent") ==
        s.at("actionPoints").at("spent").get<int>() + 2);
  const json tie = reply(s, {{"type", "grapple"}, {"pull", 1}, {"dice", {3, 4}}});
  CHECK(tie.at("log").at(1).at("en") == "Tie: the chain breaks");
  CHECK(tie.at("sheet").at("grapple").is_null());
  CHECK(reply(s, {{"type", "grapple"}, {"pull", 1}, {"dice", {1, 6}}}).at("log").at(1).at("en") ==
        "Natural 1: your titan falls");
  CHECK(reply(s, {{"type", "grapple"}, {"pull", 1}, {"dice", {2, 6}}}).at("log").at(1).at("en") ==
        "Nothing happens");
  s = act(s, {{"type", "grapple"}, {"detach", true}});
  CHECK(s.at("grapple").is_null());

  json k = act(gargant("bad-moonz-gargant"), {{"type", "activate"}, {"dice", {5, 5, 5, 1, 1}}});
  k = act(k, {{"type", "grapple"}, {"weapon", 0}, {"attach", "Reaver"}});
  CHECK(k.at("grapple").at("blocksMove") == true);
  CHECK(actError(k, {{"type", "move"}}) ==
        "action.type: the unit is held by its grapple on Reaver (detach first)");
  CHECK(act(k, {{"type", "fire"}, {"weapon", 0}}).at("log").at(1).at("en") ==
        "Kroko d'bide held: hits automatically");
  // Destroying the grappling weapon releases the hold.
  k = act(k,
          {{"type", "damage"}, {"location", "bas"}, {"points", 1}, {"dice", {1}}, {"weapon", 0}});
  CHECK(k.at("grapple").is_null());
}

TEST_CASE("new turn resets what the rules reset", "[sheet]") {
  json s = activated(warlordV1());
  s = act(s, {{"type", "aim"}, {"weapon", 0}});
  s = act(s, {{"type", "fire"}, {"weapon", 1}});
  s = act(s, {{"type", "move"}});
  s = act(s, {{"type", "aim"}, {"weapon", 3}});
  s = act(s,
          {{"type", "damage"}, {"location", "haut"}, {"points", 2}, {"dice", {2}}, {"weapon", 2}});
  s = act(s, {{"type", "newTurn"}});
  CHECK(s.at("turn") == 2);
  CHECK(s.at("activated") == false);
  CHECK(s.at("moves") == 0);
  CHECK(s.at("actionPoints").at("spent") == 0);
  CHECK(s.at("weapons").at(3).at("aimed") == false);
  CHECK(s.at("weapons").at(1).at("uses") == 0);
  CHECK(s.at("weapons").at(1).at("available") == true);
  CHECK(s.at("weapons").at(2).at("destroyed") == true);
  CHECK(s.at("locations").at(0).at("lost") == 2);
}

TEST_CASE("a sheet read back is checked", "[sheet]") {
  json s = warlordV1();
  s["turn"] = 0;
  CHECK(actError(s, {{"type", "newTurn"}}) ==
        "sheet.turn: must be a whole number from 1 to 10000, not 0");
  json t = warlordV1();
  t["weapons"][0]["id"] = "gatlin";
  CHECK(actError(t, {{"type", "newTurn"}}) ==
        "sheet.weapons.0.id: names no weapon warlord-12 can carry: \"gatlin\"");
  CHECK(actError(warlordV1(), {{"type", "newTurn"}, {"dice", {1}}})
            .rfind("action.dice: unknown field", 0) == 0);
}
