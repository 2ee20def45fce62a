package io.github.mkrules.core.content;

import io.github.mkrules.api.content.DeedCard;
import io.github.mkrules.api.content.DeedCardType;
import io.github.mkrules.api.content.Hero;
import io.github.mkrules.api.content.LocalizedName;
import io.github.mkrules.core.json.DataException;
import io.github.mkrules.core.json.JsonNode;
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
public final class HeroLoader {
  /** The bundled file name. */
  public static final String FILE = "heroes.json";

  private static final String[] FIELDS = {"id", "name", "heroCard", "replaces"};

  private HeroLoader() {}

  /**
   * Loads the bundled heroes, checked against the bundled deed cards.
   *
   * @return the heroes in file order
   * @throws DataException if a file is wrong
   */
  public static List<Hero> loadBundled() {
    return load(ContentFiles.read(FILE), DeedCardLoader.loadBundled());
  }

  /**
   * Loads heroes from a parsed content file.
   *
   * @param root the whole file, with a {@code heroes} array
   * @param cards the loaded deed cards the heroes refer to
   * @return the heroes in file order, unmodifiable
   * @throws DataException naming the file, the entry and the field of the first error
   */
  public static List<Hero> load(JsonNode root, List<DeedCard> cards) {
    Map<String, DeedCard> cardsById = ContentFields.byId(cards, DeedCard::id);
    Map<String, Hero> byId = new HashMap<>();
    Map<String, Hero> byCard = new HashMap<>();
    List<Hero> heroes = ContentFields.read(root, "heroes", FIELDS, e -> {
      Hero hero = hero(e, cardsById);
      ContentFields.checkNew(e, byId.putIfAbsent(hero.id(), hero) == null, hero.id());
      Hero other = byCard.putIfAbsent(hero.heroCard(), hero);
      if (other != null) {
        throw e.fail("heroCard", "'" + hero.heroCard() + "' is already the card of hero '" + other.id() + "'");
      }
      return hero;
    });
    for (DeedCard card : cards) {
      if (card.hero().isPresent()) {
        String heroId = card.hero().get();
        Hero hero = byId.get(heroId);
        if (hero == null || !hero.heroCard().equals(card.id())) {
          throw new DataException(DeedCardLoader.FILE + ": entry '" + card.id() + "': field 'hero': "
              + (hero == null ? "unknown hero '" + heroId + "' (not in " + root.where() + ")"
                  : "hero '" + heroId + "' names '" + hero.heroCard() + "' as its card"));
        }
      }
    }
    return heroes;
  }

  private static Hero hero(JsonNode e, Map<String, DeedCard> cardsById) {
    String id = e.parsed("id", DeedCardLoader::checkId);
    LocalizedName name = DeedCardLoader.name(e.object("name"));
    String heroCard = e.string("heroCard");
    DeedCard card = cardsById.get(heroCard);
    if (card == null) {
      throw e.fail("heroCard", "unknown deed card '" + heroCard + "'");
    }
    if (card.type() != DeedCardType.BASIC_ACTION || !card.hero().equals(Optional.of(id))) {
      throw e.fail("heroCard", "'" + heroCard + "' is not a basic action marked with hero '" + id + "'");
    }
    String replaces = e.string("replaces");
    if (!cardsById.containsKey(replaces)) {
      throw e.fail("replaces", "unknown deed card '" + replaces + "'");
    }
    if (!card.replaces().equals(Optional.of(replaces))) {
      throw e.fail("replaces", "'" + heroCard + "' replaces '" + card.replaces().orElse("nothing")
          + "' in " + DeedCardLoader.FILE + ", not '" + replaces + "'");
    }
    return new Hero(id, name, heroCard, replaces);
  }
}
