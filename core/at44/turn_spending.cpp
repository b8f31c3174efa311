// The turn's command points spent: card actions and attitudes at their
// ruleset cost, and any other spending (docs/sheets/at44-turn.md).
#include "at44/turn_spending.hpp"

namespace auspex::at44::turn_detail {

using requests::Fields;
using requests::json;

namespace {

// The card action that is the cost of activating a unit without an officer.
const std::string withoutOfficer = "activer-sans-officier";

// A card action's or attitude's cost from the ruleset block.
const json* findById(const json& ruleset, const char* block, const std::string& id) {
  if (!ruleset.contains(block)) return nullptr;
  for (const auto& a : ruleset[block])
    if (a.value("id", "") == id) return &a;
  return nullptr;
}

std::string ids(const json& ruleset, const char* block, const std::string& first) {
  std::string out = first;
  if (ruleset.contains(block))
    for (const auto& a : ruleset[block]) out += (out.empty() ? "" : ", ") + a.value("id", "");
  return out;
}

// Why player p cannot pay `cp` now, or nullopt.
std::optional<model::Why> costRefusal(const Turn& t, int p, int cp) {
  const Player& me = t.players[static_cast<std::size_t>(p)];
  if (cp <= me.cp) return std::nullopt;
  return model::Why{"points.short", "costs " + num(cp) + " CP, " + who(t, p) + " has " + num(me.cp),
                    "coûte " + num(cp) + " PC, " + who(t, p) + " en a " + num(me.cp)};
}

// The units the cards player p turned wait to be activated.
model::Why toActivateWhy(const Turn& t, int p) {
  const int n = t.players[static_cast<std::size_t>(p)].toActivate;
  return model::Why{"at44.unit-to-activate",
                    whoEn(t, p) + " first activates the " + (n > 1 ? num(n) + " units" : "unit") +
                        " of the card" + (n > 1 ? "s" : "") + " turned",
                    who(t, p) + " active d'abord " +
                        (n > 1 ? "les " + num(n) + " unités" : "l'unité") + " de la carte" +
                        (n > 1 ? "s" : "") + " retournée" + (n > 1 ? "s" : "")};
}

// What activating a unit without an officer costs (the ruleset's
// "activer-sans-officier" card action; 1 PC in the seed).
int withoutOfficerCost(const json& ruleset) {
  const json* a = findById(ruleset, "cardActions", withoutOfficer);
  return a ? a->value("cp", 1) : 1;
}

}  // namespace

std::optional<model::Why> unitRefusal(const Turn& t, int p, const json& ruleset) {
  (void)ruleset;
  if (auto why = handRefusal(t, p)) return why;
  const Player& me = t.players[static_cast<std::size_t>(p)];
  if (me.toActivate == 0 && me.cardsLeft == 0)
    return model::Why{"at44.cards-short", who(t, p) + " has no card left",
                      "il ne reste aucune carte à " + who(t, p)};
  return std::nullopt;
}

std::optional<model::Why> paidRefusal(const Turn& t, int p, const json& ruleset) {
  if (auto why = unitRefusal(t, p, ruleset)) return why;
  const int cost = withoutOfficerCost(ruleset);
  const Player& me = t.players[static_cast<std::size_t>(p)];
  if (cost <= me.cp) return std::nullopt;
  return model::Why{
      "points.short",
      "activating a unit without an officer costs " + num(cost) + " CP, " + whoEn(t, p) + " has " +
          num(me.cp) + ": activate it without paying (it does nothing this turn)",
      "activer une unité sans officier coûte " + num(cost) + " PC, " + who(t, p) + " en a " +
          num(me.cp) + " : activez-la sans payer (elle ne fera rien ce tour)"};
}

void unit(Turn& t, const Fields& f, std::vector<Line>& log, const json& ruleset) {
  const int p = playerOf(f);
  if (const auto why = unitRefusal(t, p, ruleset)) f.fail("player", *why);
  Player& me = t.players[static_cast<std::size_t>(p)];
  const bool officer = f.boolean("officer");
  const bool pay = f.boolean("pay", true);
  const std::string name = f.has("name") ? f.string("name", 100) : "";
  const int cost = officer || !pay ? 0 : withoutOfficerCost(ruleset);
  if (cost > 0)
    if (const auto why = paidRefusal(t, p, ruleset)) f.fail("pay", *why);
  if (officer && f.has("pay"))
    f.fail("pay", {"at44.officer-pays-nothing", "a unit led by an officer pays nothing to act",
                   "une unité menée par un officier ne paie rien pour agir"});
  // No card turned yet: this activation turns the first card (« activer », 0 PC).
  const bool turned = me.toActivate == 0;
  if (turned) {
    me.cardsLeft -= 1;
    me.toActivate = 1;
    me.lastCard = "activer";
  }
  me.cp -= cost;
  me.toActivate -= 1;
  const std::string unitFr = name.empty() ? "une unité" : name;
  const std::string unitEn = name.empty() ? "a unit" : name;
  std::string fr = who(t, p) + " active " + unitFr, en = whoEn(t, p) + " activates " + unitEn;
  if (officer) {
    fr += " (menée par un officier)";
    en += " (led by an officer)";
  } else if (pay) {
    fr += " sans officier (" + num(cost) + " PC)";
    en += " without an officer (" + num(cost) + " CP)";
  } else {
    fr += " sans payer de PC : elle ne fait rien ce tour";
    en += " without paying CP: it does nothing this turn";
  }
  log.push_back({fr + " — reste " + num(me.cp) + " PC, " + num(me.cardsLeft) + " " +
                     model::pluralFr(me.cardsLeft, "carte", "cartes"),
                 en + " — " + num(me.cp) + " CP, " + num(me.cardsLeft) + " " +
                     model::pluralEn(me.cardsLeft, "card", "cards") + " left"});
  if (me.toActivate == 0) handOn(t, p, log);
}

std::optional<model::Why> cardRefusal(const Turn& t, int p, const std::string& id,
                                      const json& ruleset) {
  const Player& me = t.players[static_cast<std::size_t>(p)];
  int cost = 0, cards = 1;
  if (id == withoutOfficer)
    return model::Why{"at44.card-with-unit",
                      "is paid when a unit without an officer is activated (its sheet's Activate)",
                      "se paie en activant une unité sans officier (« Activer » sur sa fiche)"};
  if (auto why = handRefusal(t, p)) return why;
  if (me.toActivate > 0) return toActivateWhy(t, p);
  if (id != "activer") {
    const json* a = findById(ruleset, "cardActions", id);
    if (!a)
      return model::Why{
          "field.choice",
          "names no card action (expected one of: " + ids(ruleset, "cardActions", "activer") + ")",
          "ne nomme aucune action de carte (attendu : l'un de " +
              ids(ruleset, "cardActions", "activer") + ")"};
    cost = a->value("cp", 0);
    if (id == "sursis-d-activation") cards = 0;
    if (id == "activation-supplementaire") cards = 2;
    const std::string rule = a->value("text", "");
    if (rule.find("deux fois de suite") != std::string::npos && me.lastCard == id)
      return model::Why{
          "at44.card-twice", "cannot be used twice in a row (" + who(t, p) + " played it last)",
          "ne peut pas servir deux fois de suite (" + who(t, p) + " l'a jouée en dernier)"};
  }
  if (cards > me.cardsLeft)
    return model::Why{"at44.cards-short",
                      "turns " + num(cards) + " " + model::pluralEn(cards, "card", "cards") + ", " +
                          who(t, p) + " has " + num(me.cardsLeft) + " left",
                      "retourne " + num(cards) + " " + model::pluralFr(cards, "carte", "cartes") +
                          ", il en reste " + num(me.cardsLeft) + " à " + who(t, p)};
  return costRefusal(t, p, cost);
}

std::optional<model::Why> attitudeRefusal(const Turn& t, int p, const std::string& id,
                                          const json& ruleset) {
  const json* a = findById(ruleset, "attitudes", id);
  if (!a)
    return model::Why{
        "field.choice",
        "names no attitude (expected one of: " + ids(ruleset, "attitudes", "") + ")",
        "ne nomme aucune attitude (attendu : l'un de " + ids(ruleset, "attitudes", "") + ")"};
  return costRefusal(t, p, a->value("cp", 0));
}

json choicesJson(const Turn& t, const json& ruleset, const std::optional<model::Why>& cardPhase,
                 const std::optional<model::Why>& attitudePhase) {
  json out = json::array();
  const auto add = [&](int p, const char* kind, const std::string& id,
                       const std::optional<model::Why>& why) {
    out.push_back(model::allowedJson({{"player", p}, {"kind", kind}, {"id", id}}, why));
  };
  for (int p = 0; p < 2; ++p) {
    add(p, "card", "activer", cardPhase ? cardPhase : cardRefusal(t, p, "activer", ruleset));
    if (ruleset.contains("cardActions"))
      for (const auto& a : ruleset["cardActions"]) {
        const std::string id = a.value("id", "");
        if (id == withoutOfficer) continue;  // paid with the unit (`unit`)
        add(p, "card", id, cardPhase ? cardPhase : cardRefusal(t, p, id, ruleset));
      }
    if (ruleset.contains("attitudes"))
      for (const auto& a : ruleset["attitudes"]) {
        const std::string id = a.value("id", "");
        add(p, "attitude", id, attitudePhase ? attitudePhase : attitudeRefusal(t, p, id, ruleset));
      }
  }
  return out;
}

void cardAction(Turn& t, const Fields& f, std::vector<Line>& log, const json& ruleset) {
  const int p = playerOf(f);
  Player& me = t.players[static_cast<std::size_t>(p)];
  const std::string id = f.string("id", 100);
  if (const auto why = cardRefusal(t, p, id, ruleset)) f.fail("id", *why);
  int cost = 0, cards = 1;
  std::string fr = "Activer la première carte", en = "Activate the first card";
  if (id != "activer") {
    const json& a = *findById(ruleset, "cardActions", id);
    cost = a.value("cp", 0);
    fr = a["name"].value("fr", id);
    en = a["name"].value("en", fr);
    if (id == "sursis-d-activation") cards = 0;
    if (id == "activation-supplementaire") cards = 2;
  }
  me.cp -= cost;
  me.cardsLeft -= cards;
  me.lastCard = id;
  me.toActivate = cards;
  log.push_back(
      {who(t, p) + " : " + fr + " (" + num(cost) + " PC) — reste " + num(me.cp) + " PC, " +
           num(me.cardsLeft) + " " + model::pluralFr(me.cardsLeft, "carte", "cartes"),
       whoEn(t, p) + ": " + en + " (" + num(cost) + " CP) — " + num(me.cp) + " CP, " +
           num(me.cardsLeft) + " " + model::pluralEn(me.cardsLeft, "card", "cards") + " left"});
  // Sursis d'activation: no unit, the hand passes at once.
  if (cards == 0) handOn(t, p, log);
}

void unitLost(Turn& t, const Fields& f, std::vector<Line>& log) {
  const int p = playerOf(f);
  Player& me = t.players[static_cast<std::size_t>(p)];
  const bool activated = f.boolean("activated");
  if (me.unitCards == 0)
    f.fail("player", {"at44.no-unit-card", whoEn(t, p) + " has no unit card left",
                      who(t, p) + " n'a plus de carte d'unité"});
  me.unitCards -= 1;
  // A unit destroyed before its card came up: its card leaves the sequence.
  const bool cardOut = !activated && me.cardsLeft > me.toActivate;
  if (cardOut) me.cardsLeft -= 1;
  log.push_back({who(t, p) + " perd une unité : " + num(me.unitCards) + " " +
                     model::pluralFr(me.unitCards, "carte", "cartes") + " d'unité" +
                     (cardOut ? ", sa carte sort de la séquence" : ""),
                 whoEn(t, p) + " loses a unit: " + num(me.unitCards) + " unit " +
                     model::pluralEn(me.unitCards, "card", "cards") +
                     (cardOut ? ", its card leaves the sequence" : "")});
  if (cardOut && t.hand == p && me.cardsLeft == 0 && me.toActivate == 0) handOn(t, p, log);
  if (cardOut && t.hand == 1 - p && t.players[static_cast<std::size_t>(1 - p)].cardsLeft == 0 &&
      t.players[static_cast<std::size_t>(1 - p)].toActivate == 0)
    handOn(t, 1 - p, log);
}

void endActivations(Turn& t, std::vector<Line>& log) {
  std::string fr, en;
  for (int p = 0; p < 2; ++p) {
    Player& me = t.players[static_cast<std::size_t>(p)];
    const int n = me.cardsLeft + me.toActivate;
    if (n > 0) {
      fr += (fr.empty() ? "" : ", ") + who(t, p) + " laisse " + num(n) + " " +
            model::pluralFr(n, "carte", "cartes");
      en += (en.empty() ? "" : ", ") + whoEn(t, p) + " leaves " + num(n) + " " +
            model::pluralEn(n, "card", "cards");
    }
    me.cardsLeft = 0;
    me.toActivate = 0;
  }
  t.hand = -1;
  log.push_back({"Fin des activations" + (fr.empty() ? "" : " plus tôt : " + fr),
                 "Activations over" + (en.empty() ? "" : " early: " + en)});
}

std::optional<model::Why> cardsLeftRefusal(const Turn& t) {
  std::string fr, en;
  for (int p = 0; p < 2; ++p) {
    const Player& me = t.players[static_cast<std::size_t>(p)];
    const int n = me.cardsLeft + me.toActivate;
    if (n == 0) continue;
    fr += (fr.empty() ? "" : ", ") + who(t, p) + " " + num(n);
    en += (en.empty() ? "" : ", ") + whoEn(t, p) + " " + num(n);
  }
  if (fr.empty()) return std::nullopt;
  return model::Why{"turn.cards-left", "cards are still to play (" + en + ")",
                    "des cartes restent à jouer (" + fr + ")"};
}

void attitude(Turn& t, const Fields& f, std::vector<Line>& log, const json& ruleset) {
  const int p = playerOf(f);
  const std::string id = f.string("id", 100);
  if (const auto why = attitudeRefusal(t, p, id, ruleset)) f.fail("id", *why);
  const json& a = *findById(ruleset, "attitudes", id);
  const int cost = a.value("cp", 0);
  t.players[static_cast<std::size_t>(p)].cp -= cost;
  const std::string fr = a["name"].value("fr", id), en = a["name"].value("en", fr);
  log.push_back({who(t, p) + " : attitude " + fr + " (" + num(cost) + " PC) — reste " +
                     num(t.players[static_cast<std::size_t>(p)].cp) + " PC",
                 whoEn(t, p) + ": attitude " + en + " (" + num(cost) + " CP) — " +
                     num(t.players[static_cast<std::size_t>(p)].cp) + " CP left"});
}

void spendCp(Turn& t, const Fields& f, std::vector<Line>& log) {
  const int p = playerOf(f);
  const int cp = f.integer("cp", 1, 10 * maxPc + maxCards);
  if (const auto why = costRefusal(t, p, cp)) f.fail("cp", *why);
  t.players[static_cast<std::size_t>(p)].cp -= cp;
  log.push_back({who(t, p) + " dépense " + num(cp) + " PC — reste " +
                     num(t.players[static_cast<std::size_t>(p)].cp),
                 whoEn(t, p) + " spends " + num(cp) + " CP — " +
                     num(t.players[static_cast<std::size_t>(p)].cp) + " left"});
}

}  // namespace auspex::at44::turn_detail
