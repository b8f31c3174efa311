// Epic formation sheets: the actions (docs/sheets/epic.md, "Actions"). Each
// reads its own fields under "action" and refuses, naming the field, what the
// seed's rules forbid.
#include <algorithm>

#include "epic/sheet.hpp"
#include "model/machine.hpp"
#include "rulesets/reader.hpp"

namespace auspex::epic {

using requests::Fields;
using requests::json;
using requests::RequestError;

namespace {

using model::line;
using model::num;

// Preconditions of the actions (model::Action): what the sheet alone forbids.
std::optional<model::Why> inPlay(const Sheet& s, const Ruleset&) {
  if (s.dispersee)
    return model::Why{"unit.destroyed", "the formation has dispersed: its units are lost",
                      "la formation s'est dispersée : ses unités sont perdues"};
  if (s.left() == 0)
    return model::Why{"unit.destroyed", "the formation has no unit left",
                      "la formation n'a plus d'unité"};
  return std::nullopt;
}

std::optional<model::Why> orderable(const Sheet& s, const Ruleset&) {
  if (s.retraite)
    return model::Why{"epic.retreat-order", "a formation in retreat cannot receive an order",
                      "une formation en retraite ne peut pas recevoir d'ordre"};
  if (s.revealed)
    return model::Why{"epic.order-revealed",
                      "the order has been revealed this turn: give it at the next turn",
                      "l'ordre a été révélé ce tour-ci : donnez-le au tour suivant"};
  return std::nullopt;
}

// A formation fires once a turn ("chaque formation tire une fois", the shooting phase).
std::optional<model::Why> notFired(const Sheet& s, const Ruleset&) {
  if (!s.fired) return std::nullopt;
  return model::Why{"epic.fired", "the formation has already fired this turn",
                    "la formation a déjà tiré ce tour-ci"};
}

std::optional<model::Why> unrevealed(const Sheet& s, const Ruleset&) {
  if (s.revealed)
    return model::Why{"epic.order-revealed", "the order is already revealed this turn",
                      "l'ordre est déjà révélé ce tour-ci"};
  return std::nullopt;
}

std::optional<model::Why> rallyable(const Sheet& s, const Ruleset& rs) {
  if (!s.retraite)
    return model::Why{"epic.not-retreating", "only a formation in retreat rallies",
                      "seule une formation en retraite se rallie"};
  if (rs.morale.rallyNotSameTurn && s.failedTurn == s.turn)
    return model::Why{
        "epic.rally-same-turn",
        "no rally in the turn the morale test was failed (turn " + num(s.turn) + ")",
        "pas de ralliement au tour où le test de moral a été raté (tour " + num(s.turn) + ")"};
  return std::nullopt;
}

SheetUnit& unitOf(Sheet& s, const Fields& f) {
  const std::string id = rulesets::text(f, "unit", 60);
  for (auto& u : s.units)
    if (u.unit == id) return u;
  std::string ids;
  for (const auto& u : s.units) ids += (ids.empty() ? "" : ", ") + u.unit;
  f.fail("unit", {"field.choice", "names no unit of the formation (" + ids + "): \"" + id + "\"",
                  "ne nomme aucune unité de la formation (" + ids + ") : \"" + id + "\""});
  throw std::logic_error("unreachable");
}

// The unit's name in the ruleset, for the log (its id when the ruleset lacks it).
Names nameOf(const Ruleset& rs, const std::string& id) {
  for (const auto& u : rs.units)
    if (u.id == id) return u.name;
  return Names{id, id};
}

// After losses: the break point reached for the first time asks for a test.
void afterLosses(Sheet& s, const Ruleset& rs, Step& st) {
  st.log.push_back(line(num(s.left()) + " unités restantes sur " + num(s.total()),
                        num(s.left()) + " units left of " + num(s.total())));
  if (s.left() == 0) {
    st.log.push_back(line("La formation est détruite", "The formation is destroyed"));
  } else if (!s.broken && demoralisee(s, rs)) {
    st.log.push_back(line("Point de rupture atteint (" + num(breakPoint(rs, s.total())) +
                              " pertes) : la formation est démoralisée ; test de moral",
                          "Break point reached (" + num(breakPoint(rs, s.total())) +
                              " losses): the formation is demoralised; morale test"));
  }
  s.broken = demoralisee(s, rs);
}

Step newTurn(Sheet& s, const Ruleset& rs) {
  Step st;
  s.turn += 1;
  s.orderGiven = s.revealed = s.fired = false;
  s.order = s.retraite ? rs.morale.retreatOrder : defaultOrder(rs);
  st.log.push_back(line("Tour " + num(s.turn), "Turn " + num(s.turn)));
  if (s.retraite)
    st.log.push_back(
        line("En retraite : aucun ordre ne peut être donné", "In retreat: no order can be given"));
  return st;
}

Step order(Sheet& s, const Ruleset& rs, const Fields& f) {
  std::vector<std::string> ids;
  for (const auto& o : rs.orders)
    if (o.givenByPlayer) ids.push_back(o.id);
  s.order = f.choice("order", ids);
  s.orderGiven = true;
  return Step{{line("Pion d'ordre posé face cachée", "Order token placed face down")}, nullptr};
}

Step reveal(Sheet& s, const Ruleset& rs, const Fields&) {
  s.revealed = true;
  const Order& o = *rs.order(s.order);
  if (s.retraite)
    return Step{{line("Pion Retraite : " + o.name.fr, "Retreat token: " + o.name.en)}, nullptr};
  if (!s.orderGiven)
    return Step{{line("Aucun pion : ordre d'avance", "No token: advance order")}, nullptr};
  return Step{{line("Ordre révélé : " + o.name.fr, "Order revealed: " + o.name.en)}, nullptr};
}

Step casualties(Sheet& s, const Ruleset& rs, const Fields& f) {
  SheetUnit& u = unitOf(s, f);
  if (u.left == 0)
    f.fail("unit", {"epic.unit-gone", u.unit + " has no unit left", "il ne reste aucun " + u.unit});
  const bool aboard = f.boolean("aboard", false);
  const int among = aboard ? u.transported : u.left - u.transported;
  if (among == 0)
    f.fail("aboard", {"epic.aboard",
                      aboard ? "no " + u.unit + " is transported"
                             : "every " + u.unit + " left is transported (aboard: true)",
                      aboard ? "aucun " + u.unit + " n'est transporté"
                             : "tous les " + u.unit + " restants sont transportés (aboard: true)"});
  const int k = f.integer("n", 1, among, 1);
  u.left -= k;
  if (aboard) u.transported -= k;
  if (u.vehicle) u.hitsTaken.resize(static_cast<std::size_t>(u.left));
  Step st;
  const Names name = nameOf(rs, u.unit);
  st.log.push_back(line(num(k) + " " + name.fr + " " + model::pluralFr(k, "perdu", "perdus") +
                            (aboard ? " (transportés)" : ""),
                        num(k) + " " + name.en + " lost" + (aboard ? " (transported)" : "")));
  afterLosses(s, rs, st);
  return st;
}

// "Transport": embarking or disembarking costs the transport and the unit 2,5 cm of Mvt; a
// unit carried can do nothing.
Step transport(Sheet& s, const Ruleset& rs, const Fields& f, bool embark) {
  SheetUnit& u = unitOf(s, f);
  const int room = embark ? u.left - u.transported : u.transported;
  if (room == 0)
    f.fail("unit", {"epic.transport",
                    embark ? "every " + u.unit + " left is already transported"
                           : "no " + u.unit + " is transported",
                    embark ? "tous les " + u.unit + " restants sont déjà transportés"
                           : "aucun " + u.unit + " n'est transporté"});
  const int k = f.integer("n", 1, room, 1);
  u.transported += embark ? k : -k;
  const double cm = embark ? rs.transport.embarkCm : rs.transport.disembarkCm;
  std::string c = std::to_string(cm);
  c.erase(c.find_last_not_of('0') + 1);
  if (c.back() == '.') c.pop_back();
  std::string cFr = c;
  std::replace(cFr.begin(), cFr.end(), '.', ',');
  const Names name = nameOf(rs, u.unit);
  if (embark)
    return Step{
        {line(num(k) + " " + name.fr + " " + model::pluralFr(k, "embarqué", "embarqués") + " (" +
                  cFr + " cm de Mvt, et autant pour le transport) : aucune action à bord",
              num(k) + " " + name.en + " embarked (" + c +
                  " cm of Mvt, and as much for the transport): no action aboard")},
        nullptr};
  return Step{{line(num(k) + " " + name.fr + " " + model::pluralFr(k, "débarqué", "débarqués") +
                        " (" + cFr + " cm de Mvt, et autant pour le transport)",
                    num(k) + " " + name.en + " disembarked (" + c +
                        " cm of Mvt, and as much for the transport)")},
              nullptr};
}

Step vehicleHit(Sheet& s, const Ruleset& rs, const Fields& f) {
  SheetUnit& u = unitOf(s, f);
  if (!u.vehicle)
    f.fail(
        "unit",
        {"epic.infantry-hit", u.unit + " is infantry: a hit not saved destroys it (use casualties)",
         u.unit + " est de l'infanterie : une touche non sauvegardée la détruit (casualties)"});
  if (u.left == 0)
    f.fail("unit", {"epic.unit-gone", u.unit + " has no vehicle left",
                    "il ne reste aucun véhicule " + u.unit});
  const int v = f.integer("vehicle", 0, u.left - 1, 0);
  const int k = f.integer("n", 1, *u.hits, 1);
  auto& taken = u.hitsTaken[static_cast<std::size_t>(v)];
  taken += k;
  Step st;
  const Names name = nameOf(rs, u.unit);
  if (taken < *u.hits) {
    st.log.push_back(line(name.fr + " n° " + num(v + 1) + " : " + num(taken) + " " +
                              model::pluralFr(taken, "touche", "touches") + " sur " + num(*u.hits),
                          name.en + " no. " + num(v + 1) + ": " + num(taken) + " " +
                              model::pluralEn(taken, "hit", "hits") + " of " + num(*u.hits)));
    return st;
  }
  u.hitsTaken.erase(u.hitsTaken.begin() + v);
  u.left -= 1;
  // One not transported is lost while there is one; else one aboard.
  u.transported = std::min(u.transported, u.left);
  st.log.push_back(line(name.fr + " n° " + num(v + 1) + " détruit (" + num(*u.hits) + " touches)",
                        name.en + " no. " + num(v + 1) + " destroyed (" + num(*u.hits) + " hits)"));
  afterLosses(s, rs, st);
  return st;
}

struct Situation {
  const char* id;
  Names text;
};

const std::vector<Situation>& situations() {
  static const std::vector<Situation> all = {
      {"rupture", {"point de rupture atteint", "break point reached"}},
      {"corps-a-corps",
       {"engagée en corps à corps en étant démoralisée",
        "engaged in close combat while demoralised"}},
      {"unites-speciales",
       {"face à certains types d'unités spéciales", "facing certain kinds of special units"}}};
  return all;
}

// The D6 of a morale test: nullopt when it must be asked for (st.needs set).
std::optional<int> die(const Sheet& s, const Fields& f, const Names& what, Step& st) {
  if (!f.has("dice")) {
    st.needs = model::needDice(1, {what.fr + " : 1D6, " + num(s.morale) + "+ (moral de l'armée)",
                                   what.en + ": 1D6, " + num(s.morale) + "+ (army morale)"});
    return std::nullopt;
  }
  return f.integers("dice", 1, 1, 1, 6)[0];
}

Step moraleTest(Sheet& s, const Ruleset& rs, const Fields& f) {
  const std::string id = rulesets::text(f, "situation", 60);
  const auto& all = situations();
  const auto t =
      std::find_if(all.begin(), all.end(), [&](const Situation& x) { return id == x.id; });
  if (t == all.end())
    f.fail("situation",
           {"field.choice",
            "must be one of rupture, corps-a-corps, unites-speciales, not \"" + id + "\"",
            "doit être l'un de rupture, corps-a-corps, unites-speciales, pas \"" + id + "\""});
  if ((id == "rupture" || id == "corps-a-corps") && !demoralisee(s, rs))
    f.fail("situation", {"epic.not-demoralised",
                         "the formation is not démoralisée (" + num(s.total() - s.left()) +
                             " lost, break point " + num(breakPoint(rs, s.total())) + ")",
                         "la formation n'est pas démoralisée (" + num(s.total() - s.left()) + " " +
                             model::pluralFr(s.total() - s.left(), "perdue", "perdues") +
                             ", point de rupture " + num(breakPoint(rs, s.total())) + ")"});
  Step st;
  const auto d = die(s, f, line("Test de moral", "Morale test"), st);
  if (!d) return st;
  const bool pass = *d >= s.morale;
  st.log.push_back(line("Test de moral (" + t->text.fr + ") : " + (pass ? "réussi" : "raté") +
                            " (dé " + num(*d) + ", " + num(s.morale) + "+)",
                        "Morale test (" + t->text.en + "): " + (pass ? "passed" : "failed") +
                            " (die " + num(*d) + ", " + num(s.morale) + "+)")
                       .with(model::testOdds(dice::chanceAtLeast(s.morale), pass)));
  if (pass) return st;
  s.failedTurn = s.turn;
  if (s.retraite && rs.morale.dispersesWhenFailingInRetreat) {
    s.dispersee = true;
    st.log.push_back(line("Déjà en retraite : la formation se disperse, ses unités sont perdues",
                          "Already in retreat: the formation disperses, its units are lost"));
    return st;
  }
  s.retraite = true;
  s.order = rs.morale.retreatOrder;
  s.orderGiven = false;
  st.log.push_back(
      line("Retraite : aucun ordre, mouvement doublé, FA " + num(rs.morale.retreatFaModifier),
           "Retreat: no order, double move, FA " + num(rs.morale.retreatFaModifier)));
  return st;
}

Step rally(Sheet& s, const Ruleset& rs, const Fields& f) {
  Step st;
  const auto d = die(s, f, line("Ralliement", "Rally"), st);
  if (!d) return st;
  if (*d >= s.morale) {
    s.retraite = false;
    s.order = defaultOrder(rs);
    s.orderGiven = false;
    st.log.push_back(line("Ralliement réussi (dé " + num(*d) + ", " + num(s.morale) +
                              "+) : pion Retraite retiré, ordres reçus normalement",
                          "Rally passed (die " + num(*d) + ", " + num(s.morale) +
                              "+): Retreat token removed, orders as usual"));
  } else {
    st.log.push_back(line("Ralliement raté (dé " + num(*d) + ", " + num(s.morale) +
                              "+) : la formation reste en retraite (elle n'est pas détruite)",
                          "Rally failed (die " + num(*d) + ", " + num(s.morale) +
                              "+): the formation stays in retreat (it is not destroyed)"));
  }
  return st;
}

}  // namespace

namespace {

using Handler = Step (*)(Sheet&, const Ruleset&, const Fields&);
using Check = std::optional<model::Why> (*)(const Sheet&, const Ruleset&);

const std::vector<model::Action<Handler, Check>>& actions() {
  static const std::vector<model::Action<Handler, Check>> table = {
      {"newTurn",
       {},
       [](Sheet& s, const Ruleset& rs, const Fields& f) {
         model::keeps(f, "type", s.turn + 1LL, kMaxTurn, line("tours", "turns"));
         return newTurn(s, rs);
       }},
      {"order", {"order"}, &order, {&inPlay, &orderable}},
      {"reveal", {}, &reveal, {&inPlay, &unrevealed}},
      {"fired",
       {},
       [](Sheet& s, const Ruleset&, const Fields&) {
         s.fired = true;
         return Step{{line("La formation a tiré", "The formation fired")}, nullptr};
       },
       {&inPlay, &notFired}},
      {"casualties", {"unit", "n", "aboard"}, &casualties, {&inPlay}},
      {"vehicleHit", {"unit", "vehicle", "n"}, &vehicleHit, {&inPlay}},
      {"moraleTest", {"situation", "dice"}, &moraleTest, {&inPlay}},
      {"rally", {"dice"}, &rally, {&inPlay, &rallyable}},
      {"embark",
       {"unit", "n"},
       [](Sheet& s, const Ruleset& rs, const Fields& f) { return transport(s, rs, f, true); },
       {&inPlay}},
      {"disembark",
       {"unit", "n"},
       [](Sheet& s, const Ruleset& rs, const Fields& f) { return transport(s, rs, f, false); },
       {&inPlay}},
  };
  return table;
}

// The sheet as a state model (core/model/machine.hpp).
struct SheetModel : model::RuledSheetModel<Sheet, Ruleset, &readSheet> {
  static Sheet begin(const json& request, Ruleset& rs, std::vector<model::Line>& log) {
    Sheet s = newSheet(request, rs);
    const std::string n = std::to_string(s.total());
    const std::string bp = std::to_string(breakPoint(rs, s.total()));
    log.push_back({"Nouvelle formation : " + (s.name.empty() ? "sans nom" : s.name) + " (" + n +
                       " unités, point de rupture " + bp + ")",
                   "New formation: " + (s.name.empty() ? "unnamed" : s.name) + " (" + n +
                       " units, break point " + bp + ")"});
    return s;
  }
  static json write(const Sheet& s, const Ruleset& rs, const std::vector<model::Line>&) {
    return sheetJson(s, rs);
  }
  static const auto& actions() { return epic::actions(); }
};

}  // namespace

AUSPEX_MODEL_ENTRY_POINTS(SheetModel, sheetAnswer, sheetReadBack)

}  // namespace auspex::epic
