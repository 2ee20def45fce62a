package io.github.mkrules.core.content;

import io.github.mkrules.api.content.DeedCard;
import io.github.mkrules.api.content.DeedCardType;
import io.github.mkrules.api.content.LocalizedName;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.core.effect.EffectParser;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Reads {@code deed-cards.json}: one entry per Deed card type (R-CARDS-1) with its number of copies.
 * Every entry is checked at load: colours (none for Wounds and Artifacts), hero cards and the shared card
 * of the same colour they replace (R-PAREA-4), copies, Banners (Artifacts only), and every effect string
 * is parsed with {@link EffectParser} and must be written in canonical form. Both effects of every Basic
 * Action are required, since the starting decks must be fully playable.
 */
final class DeedCardLoader {
  /** The bundled file name. */
  static final String FILE = "deed-cards.json";

  /** One half of a card: its text and effect, and for the powered half of a Spell its own name. */
  private record Half(Optional<LocalizedName> name, String text, Optional<String> effect) {}

  /** A card as the file writes it. */
  private record Card(String id, LocalizedName name, DeedCardType type, Optional<ManaColor> color,
      Optional<String> hero, Optional<String> replaces, int copies, Optional<String> number, Half basic,
      Half powered, Optional<Boolean> banner) {}

  private DeedCardLoader() {}

  /** Loads deed cards from a content file. */
  static List<DeedCard> load(DataFile file) {
    List<Place> places = new ArrayList<>();
    List<DeedCard> cards = file.entries("cards", Card.class, (card, at) -> {
      places.add(at);
      return card(card, at);
    });
    Map<String, DeedCard> byId = new HashMap<>();
    cards.forEach(card -> byId.put(card.id(), card));
    for (int i = 0; i < cards.size(); i++) {
      DeedCard card = cards.get(i);
      if (card.replaces().isPresent()) {
        checkReplaced(places.get(i), card, byId.get(card.replaces().get()));
      }
    }
    return cards;
  }

  private static DeedCard card(Card e, Place at) {
    DeedCardType type = e.type();
    boolean colourless = type == DeedCardType.WOUND || type == DeedCardType.ARTIFACT;
    if (colourless && e.color().isPresent()) {
      throw at.fail("color", "a card of type " + DataMapper.word(type) + " has no colour");
    }
    if (!colourless && !e.color().orElseThrow(() -> at.fail("color", "missing field")).isBasic()) {
      throw at.fail("color", "impossible value \"" + e.color().get().id() + "\": a card's colour is red, blue, green"
          + " or white");
    }
    checkHero(e, at);
    if (type == DeedCardType.WOUND) {
      at.range("copies", e.copies(), 1, 999);
    } else if (type == DeedCardType.BASIC_ACTION && e.hero().isEmpty()) {
      at.range("copies", e.copies(), 1, 16);
    } else {
      // Every Advanced Action, Spell and Artifact, and every hero card, exists once (deed-cards.md §0.4).
      at.range("copies", e.copies(), 1, 1);
    }
    String number = type == DeedCardType.WOUND ? e.number().orElse("")
        : e.number().orElseThrow(() -> at.fail("number", "missing field"));
    if (type != DeedCardType.ARTIFACT && e.banner().isPresent()) {
      throw at.fail("banner", "only an artifact can be a Banner");
    }
    if (e.basic().name().isPresent()) {
      throw at.in("basic").fail("name", "unknown field (only the powered half of a Spell has a name)");
    }
    if ((type == DeedCardType.SPELL) != e.powered().name().isPresent()) {
      throw at.in("powered").fail("name", type == DeedCardType.SPELL ? "missing field"
          : "unknown field (only the powered half of a Spell has a name)");
    }
    return new DeedCard(e.id(), e.name(), type, e.color(), e.hero(), e.replaces(), e.copies(), number,
        e.basic().text(), e.powered().text(),
        effect(at, e.basic(), "basic", type), effect(at, e.powered(), "powered", type),
        e.banner().orElse(false), e.powered().name());
  }

  private static void checkHero(Card e, Place at) {
    if (e.type() != DeedCardType.BASIC_ACTION) {
      if (e.hero().isPresent()) {
        throw at.fail("hero", "only a basic action can belong to a hero");
      }
      if (e.replaces().isPresent()) {
        throw at.fail("replaces", "only a hero's basic action replaces a shared card");
      }
    }
    if (e.hero().isPresent() != e.replaces().isPresent()) {
      throw at.fail(e.hero().isPresent() ? "replaces" : "hero",
          "missing field (a hero card names both its hero and the shared card it replaces)");
    }
  }

  private static Optional<String> effect(Place at, Half half, String halfName, DeedCardType type) {
    String field = halfName + ".effect";
    if (half.effect().isEmpty()) {
      if (type == DeedCardType.BASIC_ACTION) {
        throw at.fail(field, "missing field (every basic action's effects must be interpreted)");
      }
      return Optional.empty();
    }
    if (type == DeedCardType.WOUND) {
      throw at.fail(field, "a Wound has no effect (R-CARDS-3.4)");
    }
    return Optional.of(at.effect(field, half.effect().get()));
  }

  private static void checkReplaced(Place at, DeedCard card, DeedCard target) {
    String replaced = card.replaces().orElseThrow();
    if (target == null) {
      throw at.fail("replaces", "unknown card '" + replaced + "'");
    }
    if (target.type() != DeedCardType.BASIC_ACTION || target.hero().isPresent()) {
      throw at.fail("replaces", "'" + replaced + "' is not a shared basic action");
    }
    if (!target.color().equals(card.color())) {
      throw at.fail("replaces", "'" + replaced + "' is " + target.color().map(ManaColor::id).orElse("colourless")
          + " but a hero card replaces a shared card of its own colour, "
          + card.color().map(ManaColor::id).orElse("none"));
    }
  }
}
