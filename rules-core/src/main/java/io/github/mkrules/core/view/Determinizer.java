package io.github.mkrules.core.view;

import io.github.mkrules.api.content.EnemyColor;
import io.github.mkrules.api.content.MapTile;
import io.github.mkrules.api.content.TileKind;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.MapEnemy;
import io.github.mkrules.api.state.MapRuins;
import io.github.mkrules.api.state.MapState;
import io.github.mkrules.api.state.PendingChoice;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.api.state.PlayerStateBuilder;
import io.github.mkrules.api.state.Supply;
import io.github.mkrules.core.ScenarioDefinition;
import io.github.mkrules.core.chance.Chance;
import io.github.mkrules.core.choice.SecretChoices;
import io.github.mkrules.core.content.Content;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Deals again, at random, everything one player cannot know, keeping what that player can (architecture
 * brief: a bot must be able to sample a full state consistent with what one player has seen). Counts, sizes,
 * face-up cards and tokens, and public orders (First Reconnaissance stacks its countryside tiles in number
 * order) are kept.
 */
public final class Determinizer {
  /** How often another player's cards are dealt before their true cards are kept. */
  private static final int DEALS = 20;

  private final Content content;
  private final ScenarioDefinition scenario;
  private final GameState state;
  private final int viewer;
  private final Chance chance;
  private final long seed;

  /**
   * A sampler.
   *
   * @param content the content
   * @param scenario the state's scenario
   * @param state the true state
   * @param viewer the player whose knowledge is kept
   * @param seed the seed of the sampling
   */
  public Determinizer(Content content, ScenarioDefinition scenario, GameState state, int viewer, long seed) {
    this.content = content;
    this.scenario = scenario;
    this.state = state;
    this.viewer = viewer;
    this.chance = new Chance(Chance.fromSeed(seed));
    this.seed = seed;
  }

  /**
   * Draws one consistent state.
   *
   * @return the sampled state, with a fresh source of chance, and the undo history the player may take back,
   *     sampled alike
   */
  public GameState sample() {
    List<PlayerState> players = new ArrayList<>();
    for (PlayerState p : state.players()) {
      players.add(p.index() == viewer ? ownCards(p) : otherCards(p));
    }
    Map<EnemyColor, List<String>> piles = new EnumMap<>(EnemyColor.class);
    List<MapEnemy> enemies = faceDownEnemies(piles);
    List<String> ruinsPile = new ArrayList<>();
    List<MapRuins> ruins = faceDownRuins(ruinsPile);
    MapState m = state.map();
    Tiles tiles = tiles();
    MapState map = m.withTileStack(tiles.stack()).withUnusedCountryside(tiles.unusedCountryside())
        .withUnusedCore(tiles.unusedCore()).withEnemies(enemies).withRuins(ruins);
    Supply u = state.supply();
    List<String> advancedDeck = new ArrayList<>();
    io.github.mkrules.api.state.ScenarioState scenarioState = drafts(advancedDeck);
    List<PendingChoice> choices = new ArrayList<>();
    List<String> artifacts = secretChoices(u.artifactDeck(), players, choices, scenarioState);
    Supply supply = new Supply(shuffled(u.regularUnits()), shuffled(u.eliteUnits()), u.unitOffer(),
        u.unitOfferAdvancedActions(), scenarioState.drafted().isEmpty() ? shuffled(u.advancedActionDeck()) : advancedDeck,
        u.advancedActionOffer(),
        shuffled(u.spellDeck()), u.spellOffer(), artifacts, piles, u.enemyDiscards(), ruinsPile,
        u.ruinsDiscard(), u.wounds(), u.commonSkillOffer(), u.removedTactics(), u.removedUnits());
    return state.withPlayers(players).withMap(map).withSupply(supply).withChoices(choices)
        .withScenarioState(scenarioState)
        .withDummy(state.dummy().map(this::dummy)).withRng(chance.nextLong()).withUndo(sampledUndo());
  }

  /** Nobody knows the order of the Dummy's deck or skill stack (S-GENERAL-09, S-GENERAL-21). */
  private io.github.mkrules.api.state.DummyState dummy(io.github.mkrules.api.state.DummyState dummy) {
    return dummy.withDeck(shuffled(dummy.deck())).withSkillStack(shuffled(dummy.skillStack()));
  }

  /**
   * Another player's secret choices hold cards the viewer has not seen, and are dealt again: Artifacts drawn as
   * a reward (R-ENDTURN-5.2) share one pool with the Artifact deck; a choice among the chooser's own cards takes
   * its options from the cards dealt to them ({@link SecretChoices}).
   */
  private List<String> secretChoices(List<String> deck, List<PlayerState> players, List<PendingChoice> choices,
      io.github.mkrules.api.state.ScenarioState drafts) {
    List<String> pool = new ArrayList<>(deck);
    for (PendingChoice c : state.choices()) {
      if (dealtAgain(c) && !SecretChoices.fromOwnCards(c) && c.kind() != io.github.mkrules.api.DecisionKind.DRAFT_PICK) {
        pool.addAll(c.options());
      }
    }
    pool = mix(pool);
    for (PendingChoice c : state.choices()) {
      if (dealtAgain(c) && c.kind() == io.github.mkrules.api.DecisionKind.DRAFT_PICK) {
        choices.add(c.withOptions(draftOptions(c, drafts)).withPicked(List.of()));
      } else if (dealtAgain(c) && SecretChoices.fromOwnCards(c)) {
        choices.add(SecretChoices.dealtFrom(c, players.get(c.player()), content));
      } else if (dealtAgain(c)) {
        List<String> dealt = new ArrayList<>(pool.subList(0, c.options().size()));
        pool = new ArrayList<>(pool.subList(c.options().size(), pool.size()));
        dealt.sort(null);
        choices.add(c.withOptions(dealt).withPicked(List.of()));
      } else {
        choices.add(c);
      }
    }
    return List.copyOf(pool);
  }

  /**
   * V-DECK-DRAFT-03: the cards other players drafted, and those in their hands during the draft, share one unknown
   * pool with the Advanced Action deck; each keeps its size. (A sample forgets which cards the viewer passed on.)
   *
   * @param deck where the sampled Advanced Action deck goes
   * @return the scenario state with the other players' draft cards dealt again
   */
  private io.github.mkrules.api.state.ScenarioState drafts(List<String> deck) {
    io.github.mkrules.api.state.ScenarioState s = state.scenarioState();
    if (s.drafted().isEmpty()) {
      return s; // no draft: the deck is shuffled with the rest of the supply
    }
    List<String> pool = new ArrayList<>(state.supply().advancedActionDeck());
    for (int p = 0; p < s.drafted().size(); p++) {
      if (p != viewer) {
        pool.addAll(s.drafted().get(p));
        pool.addAll(p < s.draftHands().size() ? s.draftHands().get(p) : List.of());
      }
    }
    pool = new ArrayList<>(mix(pool));
    List<List<String>> drafted = new ArrayList<>();
    List<List<String>> hands = new ArrayList<>();
    for (int p = 0; p < s.drafted().size(); p++) {
      drafted.add(p == viewer ? s.drafted().get(p) : take(pool, s.drafted().get(p).size()));
      if (p < s.draftHands().size()) {
        hands.add(p == viewer ? s.draftHands().get(p) : take(pool, s.draftHands().get(p).size()));
      }
    }
    deck.addAll(pool);
    return s.withDrafted(drafted).withDraftHands(hands);
  }

  private static List<String> take(List<String> pool, int n) {
    List<String> out = new ArrayList<>(pool.subList(0, n));
    pool.subList(0, n).clear();
    return out;
  }

  /** A draft pick's options: the chooser's hand during the draft, or the cards kept aside at the end of a Day. */
  private static List<String> draftOptions(PendingChoice c, io.github.mkrules.api.state.ScenarioState drafts) {
    List<String> options = new ArrayList<>(c.context().get(0).equals("draft") ? drafts.draftHands().get(c.player())
        : drafts.drafted().get(c.player()));
    options.sort(null);
    return options;
  }

  /** Another player's secret choice: the viewer has not seen its options. */
  private boolean dealtAgain(PendingChoice c) {
    return c.secret() && c.player() != viewer;
  }

  /**
   * R-UNDO: what the player may take back is part of what they know. No undoable action revealed anything, so
   * the states before it hide the same cards and tokens; sampling them with the same seed deals them alike.
   */
  private GameState sampledUndo() {
    return state.undo() == null ? null : new Determinizer(content, scenario, state.undo(), viewer, seed).sample();
  }

  /** The viewer knows its hand, but not the order of its deck nor the cards set aside unseen. */
  private PlayerState ownCards(PlayerState p) {
    List<String> unseen = new ArrayList<>(p.deck());
    unseen.addAll(p.tacticPile());
    List<String> dealt = mix(unseen);
    return new PlayerStateBuilder().from(p).deck(dealt.subList(0, p.deck().size()))
        .tacticPile(dealt.subList(p.deck().size(), dealt.size())).skillStack(shuffled(p.skillStack())).build();
  }

  /**
   * Another player's hand, deck and set-aside cards are one unknown pool; only their sizes are known, and that
   * their pending secret choices can be made (a discard of at least one non-Wound card tells that the hand
   * holds one). A deal that cannot make them is dealt again, a few times, before the true cards are kept.
   */
  private PlayerState otherCards(PlayerState p) {
    List<String> unseen = new ArrayList<>(p.hand());
    unseen.addAll(p.deck());
    unseen.addAll(p.tacticPile());
    int hand = p.hand().size();
    int deck = p.deck().size();
    List<String> skills = shuffled(p.skillStack());
    for (int attempt = 0; attempt < DEALS; attempt++) {
      List<String> dealt = mix(unseen);
      PlayerState sampled = new PlayerStateBuilder().from(p).hand(dealt.subList(0, hand))
          .deck(dealt.subList(hand, hand + deck)).tacticPile(dealt.subList(hand + deck, dealt.size()))
          .skillStack(skills).build();
      if (choicesPossible(sampled)) {
        return sampled;
      }
    }
    return p.withSkillStack(skills);
  }

  private boolean choicesPossible(PlayerState p) {
    for (PendingChoice c : state.choices()) {
      if (c.player() == p.index() && SecretChoices.fromOwnCards(c) && SecretChoices.dealtFrom(c, p, content) == null) {
        return false;
      }
    }
    return true;
  }

  /** Face-down enemies and each colour's pile share one unknown pool per colour. */
  private List<MapEnemy> faceDownEnemies(Map<EnemyColor, List<String>> piles) {
    Map<EnemyColor, List<String>> pools = new EnumMap<>(EnemyColor.class);
    for (EnemyColor color : EnemyColor.values()) {
      pools.put(color, new ArrayList<>(state.supply().enemyPiles().getOrDefault(color, List.of())));
    }
    for (MapEnemy e : state.map().enemies()) {
      if (!e.faceUp()) {
        pools.get(e.color()).add(e.enemy());
      }
    }
    for (EnemyColor color : EnemyColor.values()) {
      pools.put(color, mix(pools.get(color)));
    }
    List<MapEnemy> enemies = new ArrayList<>();
    for (MapEnemy e : state.map().enemies()) {
      enemies.add(e.faceUp() ? e : new MapEnemy(e.hex(), pools.get(e.color()).remove(0), e.color(), false));
    }
    for (EnemyColor color : EnemyColor.values()) {
      piles.put(color, List.copyOf(pools.get(color)));
    }
    return enemies;
  }

  private List<MapRuins> faceDownRuins(List<String> pile) {
    List<String> pool = new ArrayList<>(state.supply().ruinsPile());
    for (MapRuins r : state.map().ruins()) {
      if (!r.faceUp()) {
        pool.add(r.token());
      }
    }
    pool = mix(pool);
    List<MapRuins> ruins = new ArrayList<>();
    for (MapRuins r : state.map().ruins()) {
      ruins.add(r.faceUp() ? r : new MapRuins(r.hex(), pool.remove(0), false));
    }
    pile.addAll(pool);
    return ruins;
  }

  /** A sampled tile stack with the tiles left out at setup. */
  private record Tiles(List<String> stack, List<String> unusedCountryside, List<String> unusedCore) {}

  /**
   * The stack keeps its known shape: green backs on top (in number order where the scenario says so, and then
   * known), brown backs below; which core tiles lie in it is unknown, but not how many are cities.
   */
  private Tiles tiles() {
    List<String> countryside = new ArrayList<>();
    List<String> city = new ArrayList<>();
    List<String> other = new ArrayList<>();
    for (String tile : state.map().tileStack()) {
      TileKind kind = content.tile(tile).kind();
      (kind == TileKind.COUNTRYSIDE ? countryside : kind == TileKind.CORE_CITY ? city : other).add(tile);
    }
    List<String> unusedCountryside = state.map().unusedCountryside();
    List<String> stack = new ArrayList<>(countryside);
    if (!scenario.setupFor(state.config()).countrysideInNumberOrder()) {
      // a tile the scenario requires is known to lie in the stack (S-MINES-LIBERATION, S-DRUID-NIGHTS)
      List<String> known = kept(countryside, scenario.tiles().countryside());
      List<String> pool = mix(concat(without(countryside, known), unusedCountryside));
      int unknown = countryside.size() - known.size();
      stack = mix(concat(known, pool.subList(0, unknown)));
      unusedCountryside = List.copyOf(pool.subList(unknown, pool.size()));
    }
    List<String> cities = mix(unplacedCities());
    List<String> knownCore = kept(other, scenario.tiles().core());
    List<String> others = mix(concat(without(other, knownCore), state.map().unusedCore()));
    int unknownCore = other.size() - knownCore.size();
    List<String> core = new ArrayList<>(cities.subList(0, city.size()));
    core.addAll(knownCore);
    core.addAll(others.subList(0, unknownCore));
    stack.addAll(mix(core));
    return new Tiles(stack, unusedCountryside, List.copyOf(others.subList(unknownCore, others.size())));
  }

  /** The tiles of a stack part that the scenario names, so everybody knows they are there. */
  private static List<String> kept(List<String> part, List<String> named) {
    List<String> out = new ArrayList<>(part);
    out.retainAll(named);
    return out;
  }

  private static List<String> without(List<String> items, List<String> removed) {
    List<String> out = new ArrayList<>(items);
    out.removeAll(removed);
    return out;
  }

  /** The city tiles not on the map: among the scenario's cities when it names them (S-MINES-LIBERATION). */
  private List<String> unplacedCities() {
    List<String> named = scenario.tiles().cities();
    List<String> out = new ArrayList<>();
    for (MapTile tile : content.tiles()) {
      if (tile.kind() == TileKind.CORE_CITY && !state.map().tiles().containsValue(tile.id())
          && (named.isEmpty() || named.contains(tile.id()))) {
        out.add(tile.id());
      }
    }
    return out;
  }

  private List<String> shuffled(List<String> items) {
    return List.copyOf(mix(items));
  }

  /**
   * Shuffles a pool of hidden items from a sorted copy, so a sample depends on what the pool holds and never on
   * the order it is hidden in (API-SAMPLE: the same seed gives the same sample of states the player cannot tell
   * apart).
   */
  private List<String> mix(List<String> items) {
    List<String> sorted = new ArrayList<>(items);
    sorted.sort(null);
    return chance.shuffled(sorted);
  }

  private static List<String> concat(List<String> a, List<String> b) {
    List<String> out = new ArrayList<>(a);
    out.addAll(b);
    return out;
  }
}
