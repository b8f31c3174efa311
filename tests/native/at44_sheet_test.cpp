// AT-44 unit sheets (core/at44/sheet*.cpp, docs/sheets/at44.md): the Moral
// state machine, attitudes (costs, cancellations), casualties, vehicles'
// damage with overflow, Medic and Autoréparation, newTurn, error texts.
#include "at44_sheet_support.hpp"

TEST_CASE("at44 sheet: a new infantry sheet", "[at44-sheet]") {
  const json s = troopers();
  CHECK(s.at("left") == 9);
  CHECK(s.at("profile") == json{{"rank", 2}, {"mor", 5}, {"arm", 5}, {"skills", {"medic"}}});
  CHECK(s.at("morale").at("state") == "vaillante");
  CHECK(s.at("morale").at("value") == 6);  // MOR 5 + grade 1
  CHECK(s.at("morale").at("triggers").size() == 6);
  CHECK(s.at("attitudes").size() == 4);
  CHECK(s.at("attitudes")[0] == json{{"id", "genou-a-terre"},
                                     {"name", {{"fr", "Genou à terre"}, {"en", "Kneel"}}},
                                     {"cp", 1},
                                     {"on", false}});
  CHECK(s.at("vehicles").is_null());
  CHECK(s.at("log")[0].at("en") == "New sheet: Alpha (steel-troopers)");
}

TEST_CASE("at44 sheet: the Moral state machine", "[at44-sheet]") {
  json s = activated(troopers());
  // Moral 6 against 8: 5+ on the universal table.
  const json asked =
      reply(s, {{"type", "moraleTest"}, {"trigger", "meneur-perdu"}, {"objective", false}});
  CHECK(asked.at("needs") == json{{"dice", 1},
                                  {"sides", 6},
                                  {"field", "dice"},
                                  {"for",
                                   {{"fr", "Test de Moral : 1D6, 5+ (Moral 6)"},
                                    {"en", "Moral test: 1D6, 5+ (Moral 6)"}}}});
  CHECK(asked.at("sheet") == s);
  // vaillante --fail--> désorganisée
  json d = test(s, {{"trigger", "meneur-perdu"}, {"dice", {4}}});
  CHECK(d.at("morale").at("state") == "desorganisee");
  CHECK(d.at("morale").at("tests") == 1);
  // once per turn
  CHECK(actError(d, {{"type", "moraleTest"},
                     {"trigger", "desorganisee"},
                     {"dice", {6}},
                     {"objective", false}}) ==
        "action.type: the unit has already taken its Moral test this turn");
  // désorganisée must test at every activation; nothing else
  d = activated(act(d, {{"type", "newTurn"}}));
  CHECK(d.at("morale").at("mustTest") == json{"desorganisee"});
  CHECK(actError(d, {{"type", "attitude"}, {"id", "a-couvert"}, {"on", true}}) ==
        "action.type: only a valiant unit can take attitudes");
  CHECK(actError(d, {{"type", "move"}, {"run", false}}) ==
        "action.type: a désorganisée unit is activated but can do nothing");
  // désorganisée --pass--> vaillante (second test: -1, so Moral 5, still 5+)
  json v = test(d, {{"trigger", "desorganisee"}, {"dice", {6}}});
  CHECK(v.at("morale").at("state") == "vaillante");
  CHECK(v.at("log")[0].at("en") ==
        "Moral test (Disorganised unit: a test at the start of every activation, Moral 5): passed "
        "(die 6, 5+)");
  // désorganisée --fail--> déroute
  json r = test(d, {{"trigger", "desorganisee"}, {"dice", {4}}});
  CHECK(r.at("morale").at("state") == "deroute");
  CHECK(r.at("destroyed") == true);
  CHECK(actError(r, {{"type", "activate"}}) ==
        "action.type: the unit is destroyed (or routed): no more actions");
}

TEST_CASE("at44 sheet: 2 PC auto-success, Nerfs d'acier, modifiers", "[at44-sheet]") {
  const json s = activated(troopers());
  const json r = reply(s, {{"type", "moraleTest"},
                           {"trigger", "pertes-50"},
                           {"autoSuccess", true},
                           {"objective", false}});
  CHECK(r.at("needs").is_null());
  CHECK(r.at("cp") == 2);
  CHECK(r.at("sheet").at("morale").at("state") == "vaillante");
  CHECK(r.at("sheet").at("morale").at("testedThisTurn") == true);
  CHECK(
      r.at("log")[0].at("fr") ==
      "Test de Moral (L'unité a subi 50% de pertes par rapport à son effectif initial, Moral 6) : "
      "réussi automatiquement (2 PC)");
  // objective +1: Moral 7 against 8 → 4+
  const json o = reply(s, {{"type", "moraleTest"}, {"trigger", "pertes-50"}, {"objective", true}});
  CHECK(o.at("needs").at("for").at("en") == "Moral test: 1D6, 4+ (Moral 7)");
  CHECK(actError(s, {{"type", "moraleTest"},
                     {"trigger", "pertes-50"},
                     {"objective", false},
                     {"autoSuccess", true},
                     {"dice", {3}}}) == "action.dice: give the dice or autoSuccess, not both");
  CHECK(actError(s, {{"type", "moraleTest"}, {"trigger", "immobilises"}, {"objective", false}}) ==
        "action.trigger: must be one of pertes-melee, pertes-50, meneur-perdu, releve, "
        "effectif-critique, desorganisee, not \"immobilises\"");
  CHECK(actError(troopers(),
                 {{"type", "moraleTest"}, {"trigger", "pertes-50"}, {"objective", false}}) ==
        "action.type: a Moral test (taken at the unit's activation) needs the unit activated this "
        "turn (activate first)");
  // Nerfs d'acier: passes without dice.
  const json hero = activated(make({{"unit", "steel-troopers"},
                                    {"count", 1},
                                    {"type", "infanterie"},
                                    {"mor", 3},
                                    {"arm", 5},
                                    {"skills", {"nerfs-d-acier"}}}));
  const json h =
      reply(hero, {{"type", "moraleTest"}, {"trigger", "meneur-perdu"}, {"objective", false}});
  CHECK(h.at("needs").is_null());
  CHECK(h.at("cp") == 0);
  CHECK(h.at("sheet").at("morale").at("state") == "vaillante");
}

TEST_CASE("at44 sheet: casualties raise the triggers; Medic once per turn", "[at44-sheet]") {
  json s = troopers();
  s = act(s, {{"type", "casualties"}, {"n", 2}, {"melee", true}, {"medic", true}});
  CHECK(s.at("left") == 8);
  CHECK(s.at("medic").at("usedThisTurn") == true);
  CHECK(s.at("morale").at("pending") == json{"pertes-melee"});
  CHECK(actError(s, {{"type", "casualties"}, {"n", 1}, {"medic", true}}) ==
        "action.medic: Medic has already been used this turn");
  s = act(s, {{"type", "casualties"}, {"n", 3}, {"officer", true}});
  CHECK(s.at("left") == 5);
  CHECK(s.at("officer").is_null());
  CHECK(s.at("morale").at("value") == 5);
  CHECK(s.at("morale").at("pending") == json{"pertes-melee", "meneur-perdu"});  // 4 of 9: not 50%
  s = act(s, {{"type", "newTurn"}});
  CHECK(s.at("medic").at("usedThisTurn") == false);
  s = act(s, {{"type", "casualties"}, {"n", 3}, {"medic", true}});
  CHECK(s.at("left") == 3);  // rank 2: 3 or fewer is the effectif critique
  CHECK(s.at("morale").at("mustTest") ==
        json{"pertes-melee", "meneur-perdu", "pertes-50", "effectif-critique"});
  s = activated(s);
  s = test(s, {{"trigger", "effectif-critique"}, {"dice", {6}}});
  CHECK(s.at("morale").at("pending") == json::array());
  CHECK(s.at("morale").at("mustTest") == json{"effectif-critique"});
  s = act(s, {{"type", "casualties"}, {"n", 3}});
  CHECK(s.at("destroyed") == true);
  CHECK(actError(troopers(), {{"type", "casualties"}, {"n", 10}}) ==
        "action.n: must be a whole number from 0 to 9, not 10");
  CHECK(actError(troopers(), {{"type", "casualties"}, {"n", 0}, {"leader", true}}) ==
        "action.leader: no model is lost, so it cannot be among the casualties");
  CHECK(actError(mammoths(), {{"type", "casualties"}, {"n", 1}}) ==
        "action.type: casualties are for infantry; a vehicle takes damage");
}

TEST_CASE("at44 sheet: attitudes, their costs and what ends them", "[at44-sheet]") {
  json s = activated(troopers());
  json r = reply(s, {{"type", "attitude"}, {"id", "a-couvert"}, {"on", true}});
  CHECK(r.at("cp") == 1);
  CHECK(r.at("log")[0].at("en") == "Attitude Take cover (1 CP)");
  s = r.at("sheet");
  s = act(s, {{"type", "attitude"}, {"id", "genou-a-terre"}, {"on", true}});
  s = act(s, {{"type", "attitude"}, {"id", "feu-a-volonte"}, {"on", true}});
  CHECK(actError(s, {{"type", "attitude"}, {"id", "etat-d-alerte"}, {"on", true}}) ==
        "action.id: État d'alerte and Feu à volonté exclude each other");
  // moving ends Feu à volonté
  json m = act(s, {{"type", "move"}, {"run", false}});
  CHECK(m.at("attitudes")[3].at("on") == false);
  CHECK(m.at("attitudes")[0].at("on") == true);
  // removed by hand: no CP
  r = reply(s, {{"type", "attitude"}, {"id", "a-couvert"}, {"on", false}});
  CHECK(r.at("cp") == 0);
  CHECK(r.at("sheet").at("attitudes")[1].at("on") == false);
  // engaged, mise à terre, désorganisée end them all
  json e = act(s, {{"type", "engaged"}, {"on", true}});
  for (const auto& a : e.at("attitudes")) CHECK(a.at("on") == false);
  CHECK(actError(e, {{"type", "attitude"}, {"id", "a-couvert"}, {"on", true}}) ==
        "action.type: an engaged unit cannot take attitudes (free, valiant, standing only)");
  json p = act(s, {{"type", "pinned"}});
  for (const auto& a : p.at("attitudes")) CHECK(a.at("on") == false);
  CHECK(actError(p, {{"type", "attitude"}, {"id", "a-couvert"}, {"on", true}}) ==
        "action.type: a unit mise à terre cannot take attitudes");
  json d = test(s, {{"trigger", "pertes-melee"}, {"dice", {1}}});
  for (const auto& a : d.at("attitudes")) CHECK(a.at("on") == false);
  // they last until the unit's next activation: kept by newTurn, ended by activate
  json t = act(s, {{"type", "newTurn"}});
  CHECK(t.at("attitudes")[0].at("on") == true);
  t = activated(t);
  for (const auto& a : t.at("attitudes")) CHECK(a.at("on") == false);
  // getting up at activation: the relève trigger
  p = activated(act(p, {{"type", "newTurn"}}));
  CHECK(p.at("pinned") == false);
  CHECK(p.at("morale").at("mustTest") == json{"releve"});
  // État d'alerte: not after firing or running; firing on overwatch ends it
  json f = act(activated(troopers()), {{"type", "fire"}});
  CHECK(actError(f, {{"type", "attitude"}, {"id", "etat-d-alerte"}, {"on", true}}) ==
        "action.id: État d'alerte needs a unit that has neither fired nor run this activation");
  json a =
      act(activated(troopers()), {{"type", "attitude"}, {"id", "etat-d-alerte"}, {"on", true}});
  // On alert the unit waits for the enemy: no move after it this activation (the reason the
  // sheet's actions give before the tap); taken after a move (not a run), it is allowed.
  CHECK(actError(a, {{"type", "move"}, {"run", false}}) ==
        "action.type: the unit is en état d'alerte: it waits for the enemy and no longer moves "
        "this activation");
  for (const auto& x : reply(a, {{"type", "newTurn"}}).at("actions"))
    if (x.at("type") == "move") CHECK(x.at("why").at("code") != "at44.alert-waits");
  json moved = act(activated(troopers()), {{"type", "move"}, {"run", false}});
  CHECK(act(moved, {{"type", "attitude"}, {"id", "etat-d-alerte"}, {"on", true}})
            .at("attitudes")[2]
            .at("on") == true);
  a = act(a, {{"type", "alertFire"}});
  CHECK(a.at("attitudes")[2].at("on") == false);
  CHECK(actError(act(activated(troopers()), {{"type", "move"}, {"run", false}}),
                 {{"type", "attitude"}, {"id", "feu-a-volonte"}, {"on", true}}) ==
        "action.id: Feu à volonté needs a unit that has not moved");
  // vehicles: no À couvert; only walkers kneel
  json v = activated(mammoths());
  CHECK(actError(v, {{"type", "attitude"}, {"id", "a-couvert"}, {"on", true}}) ==
        "action.id: vehicles cannot take À couvert");
  CHECK(actError(v, {{"type", "attitude"}, {"id", "genou-a-terre"}, {"on", true}}) ==
        "action.id: among vehicles only combat walkers (marcheur) can kneel");
  CHECK(actError(v, {{"type", "engaged"}, {"on", true}}) ==
        "action.type: vehicles can neither engage nor be engaged: always free");
  CHECK(actError(v, {{"type", "pinned"}}) == "action.type: vehicles can never be mis à terre");
}
