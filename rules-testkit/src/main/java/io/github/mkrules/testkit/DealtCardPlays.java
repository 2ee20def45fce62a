package io.github.mkrules.testkit;

import io.github.mkrules.api.Engine;
import io.github.mkrules.api.Result;
import io.github.mkrules.api.Status;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.PlayCard;
import io.github.mkrules.api.action.Undo;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.GameState;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Plays deed cards from positions that deal them (issue 10): a card random games rarely acquire is put into the
 * active hero's hand in each position of {@code dealt-positions.json} (a Day and a Night turn, and combats in
 * each phase, with mana, crystals and units), and the turn is played at random from there, preferring to play
 * the dealt card when it is legal. What it played is counted from {@link Event.CardPlayed} events as in
 * {@link DeedPlays}, and every invariant is checked after every action, so the property covers the cards' effects
 * and the rules around them even where whole games do not reach them.
 *
 * @param plays the card effects played, as {@code "<card> basic"} or {@code "<card> powered"}
 * @param violations the invariant violations found, with the position, the card and the action
 * @param actions the number of actions applied
 */
public record DealtCardPlays(DeedPlays plays, List<String> violations, long actions) {
  /** The resource with the positions; the card id {@code dealt-card} stands for the dealt card. */
  public static final String POSITIONS = "/io/github/mkrules/testkit/dealt-positions.json";
  private static final String PLACEHOLDER = "\"dealt-card\"";
  /** Actions played from one position at most: the rest of the turn. */
  private static final int MAX_STEPS = 80;

  /**
   * Copies the list.
   *
   * @param plays the card effects played
   * @param violations the violations
   * @param actions the actions applied
   */
  public DealtCardPlays {
    violations = List.copyOf(violations);
  }

  /**
   * Deals each card in turn into every position and plays up to {@code tries} random turns from each, moving on
   * to the next card once every effect of the card that the engine interprets was played.
   *
   * @param engine the engine
   * @param cards the card ids to deal
   * @param tries the random turns per card and position
   * @param seed the seed of the random choices
   * @return what was played and the violations found
   */
  public static DealtCardPlays run(Engine engine, Iterable<String> cards, int tries, long seed) {
    return run(engine, cards, tries, seed, id -> true);
  }

  /**
   * The same, from the positions whose id is accepted only.
   *
   * @param engine the engine
   * @param cards the card ids to deal
   * @param tries the random turns per card and position
   * @param seed the seed of the random choices
   * @param positionIds which positions of {@code dealt-positions.json} to play from
   * @return what was played and the violations found
   */
  public static DealtCardPlays run(Engine engine, Iterable<String> cards, int tries, long seed,
      java.util.function.Predicate<String> positionIds) {
    String template = positions();
    Invariants invariants = Invariants.base();
    SplittableRandom random = new SplittableRandom(seed);
    DeedPlays plays = DeedPlays.NONE;
    List<String> violations = new ArrayList<>();
    long actions = 0;
    for (String card : cards) {
      Set<String> counted = Set.of(card);
      List<String> effects = effectsOf(engine, card);
      List<Fixture> positions = FixtureLoader.parse(template.replace(PLACEHOLDER, '"' + card + '"'), POSITIONS);
      for (Fixture position : positions) {
        if (!positionIds.test(position.id())) {
          continue;
        }
        GameState start = PositionBuilder.build(engine, position.setup());
        for (int t = 0; t < tries && !plays.effects().containsAll(effects); t++) {
          GameState state = start;
          int player = state.turn().player();
          // the turn's actions, and the decisions its effects give other players (an interactive Spell)
          for (int step = 0; step < MAX_STEPS && activePlayer(engine, state) >= 0 && state.turn().player() == player;
              step++) {
            Action action = choose(engine.legalActions(state), card, plays.effects(), random, state);
            if (action == null) {
              break;
            }
            Result result = engine.apply(state, action);
            if (!(result instanceof Result.Applied applied)) {
              violations.add(position.id() + " " + card + ": listed action '" + action + "' was rejected: " + result);
              break;
            }
            actions++;
            plays = plays.plus(applied.events(), counted);
            List<Violation> found = new ArrayList<>(invariants.check(applied.state()));
            found.addAll(invariants.checkStep(state, applied.state(), applied.events()));
            for (Violation v : found) {
              violations.add(position.id() + " " + card + " after '" + action + "': " + v);
            }
            state = applied.state();
          }
        }
      }
    }
    return new DealtCardPlays(plays, violations, actions);
  }

  /**
   * The card effects of the given cards that the catalogue gives an effect and that were not played.
   *
   * @param engine the engine whose catalogue says which effects exist
   * @param cards the card ids
   * @return the missing effects, as {@code "<card> basic"} or {@code "<card> powered"}
   */
  public List<String> missing(Engine engine, Iterable<String> cards) {
    List<String> out = new ArrayList<>();
    for (String id : cards) {
      for (String effect : effectsOf(engine, id)) {
        if (!plays.effects().contains(effect)) {
          out.add(effect);
        }
      }
    }
    return out;
  }

  /**
   * The effects of a card that the engine interprets: those the catalogue gives an effect.
   *
   * @param engine the engine
   * @param id the card id
   * @return {@code "<card> basic"} and/or {@code "<card> powered"}
   */
  public static List<String> effectsOf(Engine engine, String id) {
    List<String> out = new ArrayList<>();
    engine.catalogue().cards().stream().filter(c -> c.id().equals(id)).findFirst().ifPresent(card -> {
      card.basicEffect().ifPresent(e -> out.add(id + " basic"));
      card.poweredEffect().ifPresent(e -> out.add(id + " powered"));
    });
    return out;
  }

  private static int activePlayer(Engine engine, GameState state) {
    return engine.status(state) instanceof Status.Decision d ? d.player() : -1;
  }

  /**
   * Half the time a play of the dealt card when one is legal, of an effect not played yet if there is one; otherwise
   * the playout policy; never undo.
   */
  private static Action choose(List<Action> legal, String card, Set<String> played, SplittableRandom random,
      GameState state) {
    List<Action> dealt = new ArrayList<>();
    List<Action> fresh = new ArrayList<>();
    List<Action> others = new ArrayList<>();
    for (Action action : legal) {
      if (action instanceof Undo) {
        continue;
      }
      if (action instanceof PlayCard play && play.card().equals(card)) {
        dealt.add(action);
        if (!played.contains(card + " " + play.mode().name().toLowerCase(java.util.Locale.ROOT))) {
          fresh.add(action);
        }
      } else {
        others.add(action);
      }
    }
    if (!fresh.isEmpty()) {
      dealt = fresh;
    }
    if (!dealt.isEmpty() && (others.isEmpty() || random.nextBoolean())) {
      return dealt.get(random.nextInt(dealt.size()));
    }
    return others.isEmpty() ? null : PlayoutPolicy.choose(state, others, random);
  }

  static String positions() {
    try (InputStream in = DealtCardPlays.class.getResourceAsStream(POSITIONS)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + POSITIONS);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
