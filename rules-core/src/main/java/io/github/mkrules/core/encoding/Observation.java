package io.github.mkrules.core.encoding;

import io.github.mkrules.api.DecisionKind;
import io.github.mkrules.api.Engine;
import io.github.mkrules.api.Status;
import io.github.mkrules.api.content.EnemyAttack;
import io.github.mkrules.api.content.EnemyColor;
import io.github.mkrules.api.content.EnemyToken;
import io.github.mkrules.api.content.MapTile;
import io.github.mkrules.api.content.Terrain;
import io.github.mkrules.api.content.TileHex;
import io.github.mkrules.api.state.AttackStatus;
import io.github.mkrules.api.state.CombatEnemy;
import io.github.mkrules.api.state.CombatKind;
import io.github.mkrules.api.state.CombatPhase;
import io.github.mkrules.api.state.CombatPoints;
import io.github.mkrules.api.state.CombatState;
import io.github.mkrules.api.state.Crystals;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.ManaDie;
import io.github.mkrules.api.state.PendingChoice;
import io.github.mkrules.api.state.Phase;
import io.github.mkrules.api.state.ScenarioState;
import io.github.mkrules.api.state.Shield;
import io.github.mkrules.api.state.TileSlot;
import io.github.mkrules.api.state.TimeOfDay;
import io.github.mkrules.api.state.TurnState;
import io.github.mkrules.api.state.UnitState;
import io.github.mkrules.api.view.PlayerView;
import io.github.mkrules.api.view.PublicPlayer;
import io.github.mkrules.api.view.VisibleDummy;
import io.github.mkrules.api.view.VisibleEnemy;
import io.github.mkrules.api.view.VisibleRuins;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The observation tensors of a scenario (docs/bots.md): a player's {@link PlayerView} — never the state, so
 * nothing hidden can leak — as a fixed-shape array of floats with a documented {@link #layout()} (status, round,
 * map, hand, offers, Source, turn, combat, pending choice, Dummy, scenario), and the public information of every
 * player as a {@code [maxPlayers, features]} matrix ({@link #playerLayout()}), seat 0 being the viewer and seat k
 * the player k places after them. Numbers are raw (counts, points, Fame), one-hot or multi-hot flags are 0 or 1.
 * Immutable and thread-safe.
 */
public final class Observation {
  private static final List<ManaColor> COLORS = List.of(ManaColor.values());

  private final ContentIds ids;
  private final Layout layout = new Layout();
  private final Layout playerLayout = new Layout();
  private final List<String> mapChannels = new ArrayList<>();
  private final int seats;

  // offsets of the view's sections
  private final int status;
  private final int round;
  private final int map;
  private final int hand;
  private final int offers;
  private final int source;
  private final int turn;
  private final int combat;
  private final int enemies;
  private final int choice;
  private final int dummy;
  private final int scenario;

  // map channels
  private final int terrainChannel;
  private final int siteChannel;
  private final int siteColorChannel;
  private final int heroChannel;
  private final int enemyChannel;
  private final int enemyStatsChannel;
  private final int ruinsChannel;
  private final int shieldChannel;
  private final int markerChannel;

  // sizes of repeated parts
  private final int dieWidth;
  private final int attackWidth;
  private final int enemyWidth;
  private final int unitWidth;

  // offsets inside a player's row
  private final int playerHero;
  private final int playerNumbers;
  private final int playerDiscard;
  private final int playerPlayArea;
  private final int playerUnits;
  private final int playerSkills;
  private final int playerTactic;
  private final int playerFlags;

  Observation(ContentIds ids) {
    this.ids = ids;
    this.seats = ids.maxPlayers;
    int cards = ids.cards.size();
    status = layout.add("status", DecisionKind.values().length + 2 + seats + 1,
        "decision kind one-hot (DecisionKind order), chance, game over, deciding seat one-hot, the viewer decides");
    round = layout.add("round", ids.maxRounds + 2 + Phase.values().length + 5 + ids.tactics.size(),
        "round one-hot, day/night, phase one-hot, final turns, countryside and core tiles in the stack, Wounds in"
            + " the supply, the viewer's place in the turn order, tactics in the common area multi-hot");
    mapChannels.add("revealed");
    terrainChannel = mapChannels.size();
    addChannels("terrain:", Ids.ofEnum(Terrain.class).words());
    siteChannel = mapChannels.size();
    addChannels("site:", ids.sites.words());
    siteColorChannel = mapChannels.size();
    addChannels("site-color:", List.of("red", "blue", "green", "white"));
    heroChannel = mapChannels.size();
    addChannels("hero:seat", seatNames());
    enemyChannel = mapChannels.size();
    addChannels("enemies:", Ids.ofEnum(EnemyColor.class).words());
    enemyStatsChannel = mapChannels.size();
    addChannels("", List.of("enemies-face-up", "enemy-armor", "enemy-attack", "enemy-fame"));
    ruinsChannel = mapChannels.size();
    addChannels("", List.of("ruins", "ruins-face-up"));
    shieldChannel = mapChannels.size();
    addChannels("shield:seat", seatNames());
    markerChannel = mapChannels.size();
    addChannels("", List.of("markers"));
    map = layout.add("map", List.of(ids.map.hexCount(), mapChannels.size()),
        "per hex of the map domain (hex 7s+p is position p of slot s): the channels listed in mapChannels()");
    hand = layout.add("hand", cards, "the viewer's hand: count of each deed card id (catalogue order)");
    offers = layout.add("offers", ids.units.size() + 3 * cards,
        "counts by id: Units offer (unit ids), Advanced Actions in the Units offer, Advanced Actions offer, Spells"
            + " offer (deed card ids)");
    dieWidth = 1 + COLORS.size() + 3;
    source = layout.add("source", List.of(ContentIds.MAX_DICE, dieWidth),
        "per die of the Source: present, colour one-hot (red, blue, green, white, gold, black), taken by the"
            + " viewer, taken by another player, depleted");
    turn = layout.add("turn", 1 + seats + TurnState.TurnStage.values().length + 3 + COLORS.size() + 12
        + ids.skills.size() + ids.tactics.size(),
        "the viewer's turn, turn seat one-hot, stage one-hot, Move, Influence, Healing, mana tokens by colour, dice"
            + " taken, dice allowed, dice kept, cards played or discarded, deck empty at start, hand empty at start,"
            + " hexes moved, extra turn, terrain rules, rewards due, draw tactics, interacting, skills used"
            + " multi-hot, tactics used multi-hot");
    combat = layout.add("combat", 1 + CombatKind.values().length + CombatPhase.values().length + 5 * 4 + 9,
        "in combat, kind one-hot, phase one-hot, Ranged, Siege, Attack, Block and Swift Block points by element"
            + " (physical, fire, ice, cold fire), Wounds taken, knocked out, Fame, units allowed, night rules,"
            + " damage being assigned, its enemy, its attack, its points left");
    attackWidth = 1 + ids.elements.size() + AttackStatus.values().length;
    enemyWidth = 1 + ids.enemies.size() + EnemyColor.values().length + 3 + ids.maxAttacks * attackWidth
        + ids.abilities.size() + ids.resistances.size() + 6;
    enemies = layout.add("combat-enemies", List.of(ContentIds.MAX_COMBAT_ENEMIES, enemyWidth),
        "per enemy of the combat by number: present, enemy id one-hot, colour one-hot, armour, armour bonus, Fame,"
            + " per attack (value, element one-hot, status one-hot), abilities multi-hot, resistances multi-hot,"
            + " defeated, targeted, site defender, rampaging, summoned, summoner");
    choice = layout.add("choice", 3 + DecisionKind.values().length + 2 * ids.picks.size() + 3,
        "pending choices, the top one waits, it is the viewer's, its kind one-hot, its items and its picks as"
            + " counts over the pick words, fewest picks, most picks, secret");
    dummy = layout.add("dummy", 1 + 1 + cards + 4 + ids.tactics.size() + 2,
        "a Dummy player: present, deck size, discard counts by card id, crystals (red, blue, green, white), tactic"
            + " one-hot, place in the turn order, skill tokens left");
    scenario = layout.add("scenario", 4, "Portal closed, players out of the game, eliminated players, summoned");

    unitWidth = 1 + ids.units.size() + 2;
    playerLayout.add("present", 1, "the seat holds a player");
    playerHero = playerLayout.add("hero", ids.heroes.size(), "hero one-hot");
    playerNumbers = playerLayout.add("numbers", 11 + seats,
        "hand size, deck size, Fame, Reputation, level, crystals (red, blue, green, white), skill tokens left,"
            + " cards under the tactic, place in the turn order one-hot");
    playerDiscard = playerLayout.add("discard", cards, "discard pile: count of each deed card id");
    playerPlayArea = playerLayout.add("play-area", cards, "play area: count of each deed card id");
    playerUnits = playerLayout.add("units", List.of(ids.maxUnits, unitWidth),
        "per unit in recruiting order: present, unit id one-hot, ready, Wounds");
    playerSkills = playerLayout.add("skills", 3 * ids.skills.size(),
        "skills multi-hot, flipped skills multi-hot, skills in the centre multi-hot");
    playerTactic = playerLayout.add("tactic", ids.tactics.size(), "tactic one-hot");
    playerFlags = playerLayout.add("flags", 6,
        "tactic flipped, Mana Steal die held, Round Order token face down, on the map, team, eliminated");
  }

  /**
   * The observation encoding of a scenario.
   *
   * @param engine the engine whose content set and scenario it encodes
   * @param scenario the scenario id
   * @return the encoding
   */
  public static Observation of(Engine engine, String scenario) {
    return new Observation(new ContentIds(engine.catalogue(), MapDomain.of(engine, scenario), scenario));
  }

  private void addChannels(String prefix, List<String> names) {
    for (String name : names) {
      mapChannels.add(prefix + name);
    }
  }

  private List<String> seatNames() {
    List<String> names = new ArrayList<>();
    for (int s = 0; s < seats; s++) {
      names.add(Integer.toString(s));
    }
    return names;
  }

  /** @return the length of a view's tensor */
  public int size() {
    return layout.size();
  }

  /** @return the sections of a view's tensor */
  public Layout layout() {
    return layout;
  }

  /** @return the names of the map section's channels, in order */
  public List<String> mapChannels() {
    return List.copyOf(mapChannels);
  }

  /** @return the seats of the players' matrix: the scenario's most players */
  public int seats() {
    return seats;
  }

  /** @return the length of one player's row */
  public int playerFeatures() {
    return playerLayout.size();
  }

  /** @return the sections of one player's row */
  public Layout playerLayout() {
    return playerLayout;
  }

  /**
   * Encodes a player's view.
   *
   * @param view the view
   * @return {@link #size()} numbers laid out as {@link #layout()}
   * @throws EncodingException if the view names an id outside the content set or a hex outside the map domain
   */
  public float[] encode(PlayerView view) {
    float[] t = new float[layout.size()];
    status(view, t);
    round(view, t);
    map(view, t);
    counts(view.hand(), ids.cards, t, hand, "hand");
    offers(view, t);
    source(view, t);
    turn(view, t);
    view.turn().combat().ifPresent(c -> combat(view, c, t));
    choice(view, t);
    view.dummy().ifPresent(d -> dummy(d, view, t));
    ScenarioState s = view.scenarioState();
    t[scenario] = s.portalClosed() ? 1 : 0;
    t[scenario + 1] = s.outOfGame().size();
    t[scenario + 2] = s.eliminated().size();
    t[scenario + 3] = s.summoned().size();
    return t;
  }

  /**
   * Encodes the public information of every player of a view.
   *
   * @param view the view
   * @return {@code seats() * playerFeatures()} numbers: seat 0 is the viewer, seat k the player k places after
   *     them; seats beyond the game's players are zeros
   */
  public float[] players(PlayerView view) {
    float[] t = new float[seats * playerLayout.size()];
    int n = view.players().size();
    for (int k = 0; k < n && k < seats; k++) {
      player(view, view.players().get((view.viewer() + k) % n), t, k * playerLayout.size());
    }
    return t;
  }

  /** The seat of a player index, seen from the viewer. */
  private int seat(PlayerView view, int player) {
    int n = view.players().size();
    return Math.floorMod(player - view.viewer(), n);
  }

  private void status(PlayerView view, float[] t) {
    Status s = view.status();
    if (s instanceof Status.Decision) {
      Status.Decision d = (Status.Decision) s;
      t[status + d.kind().ordinal()] = 1;
      t[status + DecisionKind.values().length + 2 + seat(view, d.player())] = 1;
      t[status + DecisionKind.values().length + 2 + seats] = d.player() == view.viewer() ? 1 : 0;
    } else if (s instanceof Status.Chance) {
      t[status + DecisionKind.values().length] = 1;
    } else {
      t[status + DecisionKind.values().length + 1] = 1;
    }
  }

  private void round(PlayerView view, float[] t) {
    int at = round;
    oneHot(t, at, Math.min(view.round(), ids.maxRounds) - 1);
    at += ids.maxRounds;
    t[at + (view.time() == TimeOfDay.DAY ? 0 : 1)] = 1;
    at += 2;
    t[at + view.phase().ordinal()] = 1;
    at += Phase.values().length;
    t[at++] = view.finalTurns();
    t[at++] = view.countrysideTilesInStack();
    t[at++] = view.coreTilesInStack();
    t[at++] = view.woundsInSupply();
    t[at++] = view.turnOrder().indexOf(view.viewer());
    multiHot(view.tactics(), ids.tactics, t, at, "tactics");
  }

  private void map(PlayerView view, float[] t) {
    int width = mapChannels.size();
    for (Map.Entry<TileSlot, String> placed : view.tiles().entrySet()) {
      MapTile tile = ids.catalogue.tile(placed.getValue())
          .orElseThrow(() -> new EncodingException("map: unknown tile '" + placed.getValue() + "'"));
      for (TileHex printed : tile.hexes()) {
        int position = MapDomain.POSITIONS.indexOf(printed.position());
        List<io.github.mkrules.api.state.ScenarioState.Marker> markers = view.scenarioState().markers();
        int turn = io.github.mkrules.core.map.Board.turn(markers, placed.getKey()); // V-MAP-02
        HexCoord space = io.github.mkrules.core.map.Board.coordinate(placed.getKey(), position, turn);
        // V-MEGAPOLIS-04: the space under a Megapolis's second figure is a city space
        TileHex tileHex = io.github.mkrules.core.map.Megapolis.isSecondPart(markers, space)
            ? io.github.mkrules.core.map.Megapolis.covering(printed, tile.hexes().get(0)) : printed;
        int at = map + width * hex(space, "tile " + tile.id());
        t[at] = 1;
        t[at + terrainChannel + tileHex.terrain().ordinal()] = 1;
        tileHex.site().ifPresent(site -> t[at + siteChannel + index(ids.sites, site, "site")] = 1);
        tileHex.siteColor().ifPresent(color -> {
          int c = List.of("red", "blue", "green", "white").indexOf(color);
          if (c >= 0) {
            t[at + siteColorChannel + c] = 1;
          }
        });
      }
    }
    for (PublicPlayer p : view.players()) {
      p.position().ifPresent(hex -> t[map + width * hex(hex, "hero") + heroChannel + seat(view, p.index())] = 1);
    }
    for (VisibleEnemy e : view.enemies()) {
      int at = map + width * hex(e.hex(), "enemy");
      t[at + enemyChannel + e.color().ordinal()] += 1;
      if (e.enemy().isPresent()) {
        EnemyToken token = enemy(e.enemy().get());
        t[at + enemyStatsChannel] += 1;
        t[at + enemyStatsChannel + 1] += token.armor();
        t[at + enemyStatsChannel + 2] += token.attacks().stream().mapToInt(EnemyAttack::value).sum();
        t[at + enemyStatsChannel + 3] += token.fame();
      }
    }
    for (VisibleRuins r : view.ruins()) {
      int at = map + width * hex(r.hex(), "ruins");
      t[at + ruinsChannel] = 1;
      t[at + ruinsChannel + 1] = r.token().isPresent() ? 1 : 0;
    }
    for (Shield shield : view.shields()) {
      t[map + width * hex(shield.hex(), "shield") + shieldChannel + seat(view, shield.player())] += 1;
    }
    for (ScenarioState.Marker marker : view.scenarioState().markers()) {
      t[map + width * hex(marker.hex(), "marker") + markerChannel] += 1;
    }
  }

  private void offers(PlayerView view, float[] t) {
    int cards = ids.cards.size();
    counts(view.unitOffer(), ids.units, t, offers, "units offer");
    counts(view.unitOfferAdvancedActions(), ids.cards, t, offers + ids.units.size(), "units offer");
    counts(view.advancedActionOffer(), ids.cards, t, offers + ids.units.size() + cards, "advanced actions offer");
    counts(view.spellOffer(), ids.cards, t, offers + ids.units.size() + 2 * cards, "spells offer");
  }

  private void source(PlayerView view, float[] t) {
    List<ManaDie> dice = view.source();
    for (int d = 0; d < dice.size() && d < ContentIds.MAX_DICE; d++) {
      ManaDie die = dice.get(d);
      int at = source + d * dieWidth;
      t[at] = 1;
      t[at + 1 + die.color().ordinal()] = 1;
      t[at + 1 + COLORS.size()] = die.takenBy() == view.viewer() ? 1 : 0;
      t[at + 2 + COLORS.size()] = die.takenBy() >= 0 && die.takenBy() != view.viewer() ? 1 : 0;
      t[at + 3 + COLORS.size()] = die.depleted(view.time()) ? 1 : 0;
    }
    if (dice.size() > ContentIds.MAX_DICE) {
      throw new EncodingException("source: " + dice.size() + " dice, more than " + ContentIds.MAX_DICE);
    }
  }

  private void turn(PlayerView view, float[] t) {
    TurnState s = view.turn();
    int at = turn;
    t[at++] = s.player() == view.viewer() ? 1 : 0;
    if (s.player() >= 0 && s.player() < view.players().size()) {
      t[at + seat(view, s.player())] = 1;
    }
    at += seats;
    t[at + s.stage().ordinal()] = 1;
    at += TurnState.TurnStage.values().length;
    t[at++] = s.move();
    t[at++] = s.influence();
    t[at++] = s.heal();
    for (ManaColor token : s.tokens()) {
      t[at + token.ordinal()] += 1;
    }
    at += COLORS.size();
    t[at++] = s.diceTaken();
    t[at++] = s.diceAllowed();
    t[at++] = s.keepDice().size();
    t[at++] = s.cardsPlayedOrDiscarded();
    t[at++] = s.deckEmptyAtStart() ? 1 : 0;
    t[at++] = s.handEmptyAtStart() ? 1 : 0;
    t[at++] = s.path().size();
    t[at++] = s.extraTurn() ? 1 : 0;
    t[at++] = s.terrainRules().size();
    t[at++] = s.rewards().size();
    t[at++] = s.drawWith().size();
    t[at++] = s.interaction().isPresent() ? 1 : 0;
    // ids used this turn: skills and tactics; other marks (such as a unit's special) are not encoded
    for (String used : s.used()) {
      int skill = ids.skills.index(used);
      int tactic = ids.tactics.index(used);
      if (skill >= 0) {
        t[at + skill] = 1;
      } else if (tactic >= 0) {
        t[at + ids.skills.size() + tactic] = 1;
      }
    }
  }

  private void combat(PlayerView view, CombatState c, float[] t) {
    int at = combat;
    t[at++] = 1;
    t[at + c.kind().ordinal()] = 1;
    at += CombatKind.values().length;
    t[at + c.phase().ordinal()] = 1;
    at += CombatPhase.values().length;
    for (CombatPoints points : List.of(c.ranged(), c.siege(), c.melee(), c.block(), c.swiftBlock())) {
      t[at++] = points.physical();
      t[at++] = points.fire();
      t[at++] = points.ice();
      t[at++] = points.coldFire();
    }
    t[at++] = c.woundsTaken();
    t[at++] = c.knockedOut() ? 1 : 0;
    t[at++] = c.fame();
    t[at++] = c.unitsAllowed() ? 1 : 0;
    t[at++] = c.nightRules() ? 1 : 0;
    t[at++] = c.damage().isPresent() ? 1 : 0;
    t[at++] = c.damage().map(d -> d.enemy()).orElse(-1);
    t[at++] = c.damage().map(d -> d.attack()).orElse(-1);
    t[at] = c.damage().map(d -> d.remaining()).orElse(0);
    if (c.enemies().size() > ContentIds.MAX_COMBAT_ENEMIES) {
      throw new EncodingException("combat: " + c.enemies().size() + " enemies, more than "
          + ContentIds.MAX_COMBAT_ENEMIES);
    }
    for (int n = 0; n < c.enemies().size(); n++) {
      enemy(c, n, t, enemies + n * enemyWidth);
    }
  }

  private void enemy(CombatState c, int number, float[] t, int start) {
    CombatEnemy e = c.enemy(number);
    EnemyToken token = enemy(e.enemy());
    int at = start;
    t[at++] = 1;
    t[at + ids.enemies.index(token.id())] = 1;
    at += ids.enemies.size();
    t[at + e.color().ordinal()] = 1;
    at += EnemyColor.values().length;
    t[at++] = token.armor();
    t[at++] = e.armorBonus();
    t[at++] = token.fame();
    for (int k = 0; k < ids.maxAttacks; k++) {
      if (k < token.attacks().size()) {
        EnemyAttack attack = token.attacks().get(k);
        t[at] = attack.value();
        t[at + 1 + ids.elements.index(attack.element())] = 1;
        if (k < e.attacks().size()) {
          t[at + 1 + ids.elements.size() + e.attacks().get(k).ordinal()] = 1;
        }
      }
      at += attackWidth;
    }
    for (String ability : token.abilities()) {
      t[at + ids.abilities.index(ability)] = 1;
    }
    at += ids.abilities.size();
    for (String resistance : token.resistances()) {
      t[at + ids.resistances.index(resistance)] = 1;
    }
    at += ids.resistances.size();
    t[at++] = e.defeated() ? 1 : 0;
    t[at++] = c.targets().contains(number) ? 1 : 0;
    t[at++] = e.siteDefender() ? 1 : 0;
    t[at++] = e.rampaging() ? 1 : 0;
    t[at++] = e.summoned() ? 1 : 0;
    t[at] = e.summoner();
  }

  private void choice(PlayerView view, float[] t) {
    List<PendingChoice> choices = view.choices();
    t[choice] = choices.size();
    if (choices.isEmpty()) {
      return;
    }
    PendingChoice top = choices.get(choices.size() - 1);
    int at = choice + 1;
    t[at++] = 1;
    t[at++] = top.player() == view.viewer() ? 1 : 0;
    t[at + top.kind().ordinal()] = 1;
    at += DecisionKind.values().length;
    counts(top.options(), ids.picks, t, at, "choice items");
    at += ids.picks.size();
    counts(top.picked(), ids.picks, t, at, "choice picks");
    at += ids.picks.size();
    t[at++] = top.min();
    t[at++] = top.max();
    t[at] = top.secret() ? 1 : 0;
  }

  private void dummy(VisibleDummy d, PlayerView view, float[] t) {
    int at = dummy;
    t[at++] = 1;
    t[at++] = d.deckSize();
    counts(d.discard(), ids.cards, t, at, "dummy discard");
    at += ids.cards.size();
    Crystals crystals = d.crystals();
    t[at++] = crystals.red();
    t[at++] = crystals.blue();
    t[at++] = crystals.green();
    t[at++] = crystals.white();
    if (d.tactic().isPresent()) {
      t[at + index(ids.tactics, d.tactic().get(), "dummy tactic")] = 1;
    }
    at += ids.tactics.size();
    t[at++] = d.orderPosition();
    t[at] = d.skillStackSize();
  }

  private void player(PlayerView view, PublicPlayer p, float[] t, int row) {
    t[row] = 1;
    t[row + playerHero + index(ids.heroes, p.hero(), "hero")] = 1;
    int at = row + playerNumbers;
    t[at++] = p.handSize();
    t[at++] = p.deckSize();
    t[at++] = p.fame();
    t[at++] = p.reputation();
    t[at++] = p.level();
    t[at++] = p.crystals().red();
    t[at++] = p.crystals().blue();
    t[at++] = p.crystals().green();
    t[at++] = p.crystals().white();
    t[at++] = p.skillStackSize();
    t[at++] = p.tacticPileSize();
    int order = view.turnOrder().indexOf(p.index());
    if (order >= 0 && order < seats) {
      t[at + order] = 1;
    }
    counts(p.discard(), ids.cards, t, row + playerDiscard, "discard");
    counts(p.playArea(), ids.cards, t, row + playerPlayArea, "play area");
    List<UnitState> units = p.units();
    if (units.size() > ids.maxUnits) {
      throw new EncodingException("units: " + units.size() + " units, more than " + ids.maxUnits);
    }
    for (int u = 0; u < units.size(); u++) {
      int unit = row + playerUnits + u * unitWidth;
      t[unit] = 1;
      t[unit + 1 + index(ids.units, units.get(u).unit(), "unit")] = 1;
      t[unit + 1 + ids.units.size()] = units.get(u).ready() ? 1 : 0;
      t[unit + 2 + ids.units.size()] = units.get(u).wounds();
    }
    multiHot(p.skills(), ids.skills, t, row + playerSkills, "skills");
    multiHot(p.flippedSkills(), ids.skills, t, row + playerSkills + ids.skills.size(), "flipped skills");
    multiHot(p.skillsInCentre(), ids.skills, t, row + playerSkills + 2 * ids.skills.size(), "skills in the centre");
    p.tactic().ifPresent(tactic -> t[row + playerTactic + index(ids.tactics, tactic, "tactic")] = 1);
    at = row + playerFlags;
    t[at++] = p.tacticFlipped() ? 1 : 0;
    t[at++] = p.manaStealDie() >= 0 ? 1 : 0;
    t[at++] = p.roundOrderFaceDown() ? 1 : 0;
    t[at++] = p.position().isPresent() ? 1 : 0;
    List<Integer> teams = view.scenarioState().teams();
    t[at++] = p.index() < teams.size() ? teams.get(p.index()) : 0;
    t[at] = view.scenarioState().eliminated().contains(p.index()) ? 1 : 0;
  }

  private int hex(HexCoord hex, String what) {
    int index = ids.map.hexIndex(hex);
    if (index < 0) {
      throw new EncodingException(what + ": the hex " + hex + " is outside the map domain");
    }
    return index;
  }

  private EnemyToken enemy(String id) {
    Optional<EnemyToken> token = ids.catalogue.enemy(id);
    return token.orElseThrow(() -> new EncodingException("unknown enemy '" + id + "'"));
  }

  private static int index(Ids vocabulary, String word, String what) {
    int index = vocabulary.index(word);
    if (index < 0) {
      throw new EncodingException(what + ": '" + word + "' is not in the vocabulary");
    }
    return index;
  }

  private static void counts(List<String> words, Ids vocabulary, float[] t, int at, String what) {
    for (String word : words) {
      t[at + index(vocabulary, word, what)] += 1;
    }
  }

  private static void multiHot(List<String> words, Ids vocabulary, float[] t, int at, String what) {
    for (String word : words) {
      t[at + index(vocabulary, word, what)] = 1;
    }
  }

  private static void oneHot(float[] t, int at, int index) {
    if (index >= 0) {
      t[at + index] = 1;
    }
  }
}
