// The turn's command points spent: card actions and attitudes at their
// ruleset cost, and any other spending (docs/sheets/at44-turn.md).
#include "at44/turn_spending.hpp"

namespace auspex::at44::turn_detail {

using requests::Fields;
using requests::json;

namespace {

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

}  // namespace

std::optional<model::Why> cardRefusal(const Turn& t, int p, const std::string& id,
                                      const json& ruleset) {
  const Player& me = t.players[static_cast<std::size_t>(p)];
  int cost = 0, cards = 1;
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
    json one = {{"player", p}, {"kind", kind}, {"id", id}, {"allowed", !why}};
    if (why) one["why"] = model::whyJson(*why);
    out.push_back(one);
  };
  for (int p = 0; p < 2; ++p) {
    add(p, "card", "activer", cardPhase ? cardPhase : cardRefusal(t, p, "activer", ruleset));
    if (ruleset.contains("cardActions"))
      for (const auto& a : ruleset["cardActions"]) {
        const std::string id = a.value("id", "");
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
  log.push_back({who(t, p) + " : " + fr + " (" + num(cost) + " PC) — reste " + num(me.cp) +
                     " PC, " + num(me.cardsLeft) + " cartes",
                 whoEn(t, p) + ": " + en + " (" + num(cost) + " CP) — " + num(me.cp) + " CP, " +
                     num(me.cardsLeft) + " cards left"});
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
