package io.github.mkrules.core.content;

import io.github.mkrules.api.content.DeedCard;
import io.github.mkrules.api.content.DeedCardType;
import io.github.mkrules.api.content.Hero;
import io.github.mkrules.api.content.LocalizedName;
import io.github.mkrules.api.state.ManaColor;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Reads {@code heroes.json}: the heroes, each with its own Basic Action card and the shared card that
 * card replaces in the hero's 16-card starting deck (R-PAREA-4, heroes-skills-tactics.md §1.1). The card
 * references are checked against the loaded deed cards in both directions: a hero's card must be a Basic
 * Action marked with that hero and replacing the named card, and every hero-marked card must be the card
 * of a loaded hero.
 */
final class HeroLoader {
  /** The number of dots on a hero card (S-GENERAL-08). */
  private static final int DUMMY_CRYSTALS = 3;

  /** The bundled file name. */
  static final String FILE = "heroes.json";

  /** A hero as the file writes it. */
  private record Entry(String id, LocalizedName name, String heroCard, String replaces, List<String> dummyCrystals) {}

  private HeroLoader() {}

  /** Loads heroes from a content file. */
  static List<Hero> load(DataFile file, List<DeedCard> cards) {
    Map<String, DeedCard> cardsById = new HashMap<>();
    cards.forEach(card -> cardsById.put(card.id(), card));
    Map<String, Hero> byId = new HashMap<>();
    Map<String, Hero> byCard = new HashMap<>();
    List<Hero> heroes = file.entries("heroes", Entry.class, (e, at) -> {
      Hero hero = hero(e, at, cardsById);
      byId.put(hero.id(), hero);
      Hero other = byCard.putIfAbsent(hero.heroCard(), hero);
      if (other != null) {
        throw at.fail("heroCard", "'" + hero.heroCard() + "' is already the card of hero '" + other.id() + "'");
      }
      return hero;
    });
    for (DeedCard card : cards) {
      if (card.hero().isPresent()) {
        String heroId = card.hero().get();
        Hero hero = byId.get(heroId);
        if (hero == null || !hero.heroCard().equals(card.id())) {
          throw new DataException(DeedCardLoader.FILE + ": entry '" + card.id() + "': field 'hero': "
              + (hero == null ? "unknown hero '" + heroId + "' (not in " + file.name() + ")"
                  : "hero '" + heroId + "' names '" + hero.heroCard() + "' as its card"));
        }
      }
    }
    return heroes;
  }

  private static Hero hero(Entry e, Place at, Map<String, DeedCard> cardsById) {
    DeedCard card = cardsById.get(e.heroCard());
    if (card == null) {
      throw at.fail("heroCard", "unknown deed card '" + e.heroCard() + "'");
    }
    if (card.type() != DeedCardType.BASIC_ACTION || !card.hero().equals(Optional.of(e.id()))) {
      throw at.fail("heroCard", "'" + e.heroCard() + "' is not a basic action marked with hero '" + e.id() + "'");
    }
    if (!cardsById.containsKey(e.replaces())) {
      throw at.fail("replaces", "unknown deed card '" + e.replaces() + "'");
    }
    if (!card.replaces().equals(Optional.of(e.replaces()))) {
      throw at.fail("replaces", "'" + e.heroCard() + "' replaces '" + card.replaces().orElse("nothing")
          + "' in " + DeedCardLoader.FILE + ", not '" + e.replaces() + "'");
    }
    return new Hero(e.id(), e.name(), e.heroCard(), e.replaces(), dummyCrystals(e, at));
  }

  /** S-GENERAL-08: three dots of basic colours on the hero card. */
  private static List<ManaColor> dummyCrystals(Entry e, Place at) {
    if (e.dummyCrystals().size() != DUMMY_CRYSTALS) {
      throw at.fail("dummyCrystals", "a hero card shows " + DUMMY_CRYSTALS + " dots, not " + e.dummyCrystals().size());
    }
    List<ManaColor> out = new java.util.ArrayList<>();
    for (String color : e.dummyCrystals()) {
      ManaColor c = java.util.Arrays.stream(ManaColor.basicColors()).filter(b -> b.id().equals(color)).findFirst()
          .orElseThrow(() -> at.fail("dummyCrystals", "'" + color + "' is not a basic mana colour"));
      out.add(c);
    }
    return out;
  }
}
