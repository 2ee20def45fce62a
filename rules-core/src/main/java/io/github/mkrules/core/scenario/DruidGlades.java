package io.github.mkrules.core.scenario;

import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.content.EnemyColor;
import io.github.mkrules.api.content.SiteType;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.CombatEnemy;
import io.github.mkrules.api.state.CombatState;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.ScenarioState.Marker;
import io.github.mkrules.api.state.TimeOfDay;
import io.github.mkrules.core.ScenarioDefinition.SpecialRule;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import io.github.mkrules.core.map.Sites;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Druid Nights (S-DRUID-NIGHTS-01 to S-DRUID-NIGHTS-04, S-DRUID-NIGHTS-07): Shields on Magical Glades, and in
 * each Night one summoning per player of one monster per own Glade: brown in the first Night, red in the second,
 * in the epic game's third Night a red and a brown one; double Fame; survivors vanish; random crystals (one per
 * summoned monster, then two per killed one, then three per summoned pair).
 */
public final class DruidGlades {
  private static final String RANDOM_CRYSTAL = "crystal-random";
  /** The epic game's third Night (S-DRUID-NIGHTS-07). */
  private static final int THIRD = 3;

  private DruidGlades() {}

  /**
   * S-DRUID-NIGHTS-01: a player who ends the turn on a Magical Glade puts a Shield on it, one per player and
   * Glade (done for the player: it can only help, docs/decisions/scenarios.md).
   *
   * @param d the draft, at the end of the active player's turn
   * @param hex the hero's space
   */
  public static void activate(Draft d, HexCoord hex) {
    int p = d.turn.player();
    if (!d.scenario.has(SpecialRule.DRUID_GLADES) || ownGlades(d, p).contains(hex)) {
      return;
    }
    List<Marker> markers = new ArrayList<>(d.scenarioState.markers());
    if ("competitive".equals(d.config.options().get("glades"))) {
      // S-DRUID-NIGHTS-06: 1 Shield per Glade with 2 players, 2 with more; a full Glade loses its oldest Shield
      int limit = d.players.length == 2 ? 1 : 2;
      List<Marker> here = markers.stream().filter(m -> m.kind().equals(Markers.GLADE) && m.hex().equals(hex)).toList();
      if (here.size() >= limit) {
        markers.remove(here.get(0));
      }
    }
    markers.add(new Marker(Markers.GLADE, hex, p));
    d.scenarioState = d.scenarioState.withMarkers(markers);
    d.emit(new Event.MarkerPlaced(Markers.GLADE, hex, p));
  }

  private static List<HexCoord> ownGlades(Draft d, int p) {
    List<HexCoord> out = new ArrayList<>();
    for (Marker m : d.scenarioState.markers()) {
      if (m.kind().equals(Markers.GLADE) && m.player() == p) {
        out.add(m.hex());
      }
    }
    return out;
  }

  /** Which Night of the game this round is: 1, 2 (3 in the epic game), or 0 by Day. */
  private static int night(Draft d) {
    return d.time == TimeOfDay.NIGHT && d.round <= d.setup.rounds() ? d.round / 2 : 0;
  }

  /** S-DRUID-NIGHTS-07: the epic game of 3 Days and 3 Nights. */
  private static boolean epic(Draft d) {
    return "yes".equals(d.config.options().get("epic"));
  }

  /**
   * Checks a summoning: in one of the two Nights, once each, as the turn's action, not on an inhabited site, with
   * at least one own Glade (S-DRUID-NIGHTS-02, S-DRUID-NIGHTS-04).
   *
   * @param d the draft
   * @param actionAvailable whether the turn's action may still be a combat, or why not
   * @return a rejection, or null if legal
   */
  public static Rejection check(Draft d, Rejection actionAvailable) {
    int p = d.turn.player();
    if (!d.scenario.has(SpecialRule.DRUID_GLADES) || night(d) == 0) {
      return Rejection.of(RejectionCode.EFFECT_NOT_USABLE, "S-DRUID-NIGHTS-02",
          "summoning is possible only in the Nights of Druid Nights");
    }
    if (d.scenarioState.summoned().contains(p)) {
      return Rejection.of(RejectionCode.ACTION_TAKEN, "S-DRUID-NIGHTS-02", "one summoning per Night");
    }
    if (actionAvailable != null) {
      return actionAvailable;
    }
    SiteType site = d.active().position().map(hex -> Sites.site(d, hex)).orElse(null);
    if (site != null && ("inhabited".equals(site.category()) || "fortified".equals(site.category()))) {
      return Rejection.of(RejectionCode.EFFECT_NOT_USABLE, "S-DRUID-NIGHTS-02",
          "no summoning on an inhabited site (" + site.id() + ")");
    }
    if (ownGlades(d, p).isEmpty()) {
      return Rejection.of(RejectionCode.NO_ENEMY, "S-DRUID-NIGHTS-02", "no Magical Glade carries the player's Shield");
    }
    return null;
  }

  /**
   * The monsters to summon: one brown per own Glade in the first Night, one red in the second; the summoning is
   * recorded, and in the first Night one random crystal per summoned monster is earned (S-DRUID-NIGHTS-02).
   *
   * @param d the draft
   * @return the colours to draw
   */
  public static List<EnemyColor> summon(Draft d) {
    int p = d.turn.player();
    int monsters = ownGlades(d, p).size();
    d.scenarioState = d.scenarioState.withSummoned(Lists.with(d.scenarioState.summoned(), p));
    if (night(d) == 1) {
      d.turn = d.turn.withRewards(Lists.concat(d.turn.rewards(), Collections.nCopies(monsters, RANDOM_CRYSTAL)));
    }
    if (night(d) == THIRD) { // S-DRUID-NIGHTS-07: a red and a brown token per Glade, 3 crystals per pair
      d.turn = d.turn.withRewards(Lists.concat(d.turn.rewards(), Collections.nCopies(3 * monsters, RANDOM_CRYSTAL)));
      List<EnemyColor> pairs = new ArrayList<>();
      for (int i = 0; i < monsters; i++) {
        pairs.add(EnemyColor.RED);
        pairs.add(EnemyColor.BROWN);
      }
      return pairs;
    }
    return Collections.nCopies(monsters, night(d) == 1 ? EnemyColor.BROWN : EnemyColor.RED);
  }

  /**
   * S-DRUID-NIGHTS-04: after the second Night's summoning, two random crystals per killed monster.
   *
   * @param d the draft
   * @param c the finished combat
   */
  public static void rewards(Draft d, CombatState c) {
    if (night(d) != 2) {
      return;
    }
    int killed = 0;
    for (CombatEnemy e : c.enemies()) {
      killed += e.defeated() ? 1 : 0;
    }
    d.turn = d.turn.withRewards(Lists.concat(d.turn.rewards(), Collections.nCopies(2 * killed, RANDOM_CRYSTAL)));
  }

  /**
   * S-DRUID-NIGHTS-03: at the end of the first Night the Shields leave the Glades, in the epic game at the end of
   * the second Night too (S-DRUID-NIGHTS-07); and each Night starts with no summoning made.
   *
   * @param d the draft, at the end of a round
   */
  public static void endOfRound(Draft d) {
    if (!d.scenario.has(SpecialRule.DRUID_GLADES)) {
      return;
    }
    List<Marker> kept = new ArrayList<>();
    for (Marker m : d.scenarioState.markers()) {
      boolean cleared = night(d) == 1 || night(d) == 2 && epic(d);
      if (!(m.kind().equals(Markers.GLADE) && cleared)) {
        kept.add(m);
      }
    }
    d.scenarioState = d.scenarioState.withMarkers(kept).withSummoned(List.of());
  }
}
