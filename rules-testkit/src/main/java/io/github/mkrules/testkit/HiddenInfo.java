package io.github.mkrules.testkit;

import io.github.mkrules.api.content.EnemyColor;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.MapEnemy;
import io.github.mkrules.api.state.MapState;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.api.state.Supply;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.SplittableRandom;
import java.util.function.UnaryOperator;

/**
 * Copies of a state that differ from it only in what one player cannot see (the {@code Engine#view}
 * contract): deck orders, other players' hands, the tile stack, face-down tokens, the skill stacks, the supply
 * decks and the chance state. Each variant changes one kind of hidden information, so a view that differs
 * names the leak. The variants need not be reachable in play; views must ignore hidden information anyway.
 */
public final class HiddenInfo {
  private HiddenInfo() {}

  /**
   * One hidden-information change.
   *
   * @param what what was changed, for messages
   * @param state the changed state
   */
  public record Variant(String what, GameState state) {}

  /**
   * The variants of a state as seen by one player.
   *
   * @param state the state
   * @param viewer the player whose view must not change
   * @param random the source of the shuffles
   * @return the variants that differ from the state (a change that happens to give an equal state is left out)
   */
  public static List<Variant> variants(GameState state, int viewer, SplittableRandom random) {
    Random shuffle = new Random(random.nextLong());
    List<Variant> out = new ArrayList<>();
    add(out, state, "deck order", withPlayers(state, p -> withDeck(p, shuffled(p.deck(), shuffle))));
    add(out, state, "other hands", withPlayers(state, p -> p.index() == viewer ? p : swapHandAndDeck(p, shuffle)));
    add(out, state, "skill stacks", withPlayers(state, p -> withSkillStack(p, shuffled(p.skillStack(), shuffle))));
    add(out, state, "tile stack", withMap(state, m -> m.withTileStack(shuffled(m.tileStack(), shuffle))
        .withUnusedCountryside(shuffled(m.unusedCountryside(), shuffle))
        .withUnusedCore(shuffled(m.unusedCore(), shuffle))));
    add(out, state, "enemy piles", withSupply(state, s -> enemyPiles(s, shuffle)));
    add(out, state, "face-down enemies", faceDownEnemies(state));
    add(out, state, "supply decks", withSupply(state, s -> supplyDecks(s, shuffle)));
    add(out, state, "chance state", copy(state, state.players(), state.map(), state.supply(), state.rng() ^ 0x5DEECE66DL));
    return out;
  }

  private static void add(List<Variant> out, GameState original, String what, GameState changed) {
    if (!changed.equals(original)) {
      out.add(new Variant(what, changed));
    }
  }

  private static <T> List<T> shuffled(List<T> list, Random random) {
    List<T> copy = new ArrayList<>(list);
    Collections.shuffle(copy, random);
    return copy;
  }

  private static GameState copy(GameState s, List<PlayerState> players, MapState map, Supply supply, long rng) {
    return s.withPlayers(players).withMap(map).withSupply(supply).withRng(rng);
  }

  private static GameState withPlayers(GameState s, UnaryOperator<PlayerState> change) {
    List<PlayerState> players = new ArrayList<>();
    for (PlayerState p : s.players()) {
      players.add(change.apply(p));
    }
    return copy(s, players, s.map(), s.supply(), s.rng());
  }

  private static GameState withMap(GameState s, UnaryOperator<MapState> change) {
    return copy(s, s.players(), change.apply(s.map()), s.supply(), s.rng());
  }

  private static GameState withSupply(GameState s, UnaryOperator<Supply> change) {
    return copy(s, s.players(), s.map(), change.apply(s.supply()), s.rng());
  }

  private static PlayerState withDeck(PlayerState p, List<String> deck) {
    return p.withCards(p.hand(), deck, p.discard(), p.playArea());
  }

  private static PlayerState withSkillStack(PlayerState p, List<String> stack) {
    return p.withSkillStack(stack);
  }

  /** Exchanges one random hand card with one random deck card: hand and deck keep their sizes. */
  private static PlayerState swapHandAndDeck(PlayerState p, Random random) {
    if (p.hand().isEmpty() || p.deck().isEmpty()) {
      return p;
    }
    List<String> hand = new ArrayList<>(p.hand());
    List<String> deck = new ArrayList<>(p.deck());
    int h = random.nextInt(hand.size());
    int d = random.nextInt(deck.size());
    String card = hand.get(h);
    hand.set(h, deck.get(d));
    deck.set(d, card);
    return p.withCards(hand, deck, p.discard(), p.playArea());
  }

  private static Supply enemyPiles(Supply s, Random random) {
    Map<EnemyColor, List<String>> piles = new EnumMap<>(EnemyColor.class);
    s.enemyPiles().forEach((color, pile) -> piles.put(color, shuffled(pile, random)));
    return new Supply(s.regularUnits(), s.eliteUnits(), s.unitOffer(), s.unitOfferAdvancedActions(),
        s.advancedActionDeck(), s.advancedActionOffer(), s.spellDeck(), s.spellOffer(), s.artifactDeck(), piles,
        s.enemyDiscards(), s.ruinsPile(), s.ruinsDiscard(), s.wounds(), s.commonSkillOffer(), s.removedTactics(), s.removedUnits());
  }

  private static Supply supplyDecks(Supply s, Random random) {
    return new Supply(shuffled(s.regularUnits(), random), shuffled(s.eliteUnits(), random), s.unitOffer(),
        s.unitOfferAdvancedActions(), shuffled(s.advancedActionDeck(), random), s.advancedActionOffer(),
        shuffled(s.spellDeck(), random), s.spellOffer(), shuffled(s.artifactDeck(), random), s.enemyPiles(),
        s.enemyDiscards(), shuffled(s.ruinsPile(), random), s.ruinsDiscard(), s.wounds(), s.commonSkillOffer(),
        s.removedTactics(), s.removedUnits());
  }

  /** Exchanges each face-down map enemy with the top token of its colour's pile. */
  private static GameState faceDownEnemies(GameState s) {
    Map<EnemyColor, List<String>> piles = new EnumMap<>(EnemyColor.class);
    s.supply().enemyPiles().forEach((color, pile) -> piles.put(color, new ArrayList<>(pile)));
    List<MapEnemy> enemies = new ArrayList<>();
    for (MapEnemy e : s.map().enemies()) {
      List<String> pile = piles.get(e.color());
      if (e.faceUp() || pile == null || pile.isEmpty()) {
        enemies.add(e);
      } else {
        enemies.add(new MapEnemy(e.hex(), pile.get(0), e.color(), false));
        pile.set(0, e.enemy());
      }
    }
    Map<EnemyColor, List<String>> frozen = new LinkedHashMap<>(piles);
    Supply u = s.supply();
    Supply supply = new Supply(u.regularUnits(), u.eliteUnits(), u.unitOffer(), u.unitOfferAdvancedActions(),
        u.advancedActionDeck(), u.advancedActionOffer(), u.spellDeck(), u.spellOffer(), u.artifactDeck(), frozen,
        u.enemyDiscards(), u.ruinsPile(), u.ruinsDiscard(), u.wounds(), u.commonSkillOffer(), u.removedTactics(), u.removedUnits());
    MapState m = s.map();
    return copy(s, s.players(), m.withEnemies(enemies),
        supply, s.rng());
  }
}
