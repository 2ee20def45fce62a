package io.github.mkrules.core.turn;

import io.github.mkrules.api.DecisionKind;
import io.github.mkrules.api.content.SiteBenefits;
import io.github.mkrules.api.content.SiteType;
import io.github.mkrules.api.content.TileHex;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.Crystals;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.PendingChoice;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.api.state.TimeOfDay;
import io.github.mkrules.core.choice.Choices;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import io.github.mkrules.core.map.Board;
import io.github.mkrules.core.scenario.DruidGlades;
import io.github.mkrules.core.scenario.GuardedMines;
import io.github.mkrules.core.scenario.OwnedSites;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The benefits of the space a hero starts or ends a turn on, as {@code sites.json} gives them ({@link SiteBenefits}):
 * a Magical Glade's mana token at the start of a turn (FRAG-12.3, Infusion of Magic) and its Wound thrown away at
 * the end (R-ENDTURN-4.1, Healing Essence: the player's choice, none, from hand or from the discard pile), a
 * Crystal Mine's crystal at the end (R-ENDTURN-4.2); also a Conquer and Hold player's Mage Tower tokens at the start
 * (S-CONQUER-AND-HOLD-04). Tokens gained when the turn starts do not count as something done in the turn
 * ({@link TurnEnding#untouched}).
 */
public final class SpaceBenefits {
  /** The item of the Glade's choice for a Wound from hand. */
  public static final String HAND = "hand";
  /** The item of the Glade's choice for a Wound from the discard pile. */
  public static final String DISCARD = "discard";
  private static final String RULE = "R-ENDTURN-4.1";
  private static final String GLADE = "magical-glade";

  private SpaceBenefits() {}

  /**
   * The mana tokens a player gains when a turn starts where they stand: a Magical Glade's (FRAG-12.3: gold by Day,
   * black at Night) and, in Conquer and Hold, one per own Mage Tower next to them (S-CONQUER-AND-HOLD-04).
   *
   * @param d the draft
   * @param p the player index
   * @return the tokens, in the order they are gained
   */
  public static List<ManaColor> startTokens(Draft d, int p) {
    List<ManaColor> out = new ArrayList<>();
    SiteType site = siteOf(d, d.players[p]);
    SiteBenefits b = site == null ? null : site.benefits().orElse(null);
    Optional<String> token = b == null ? Optional.empty()
        : d.time == TimeOfDay.DAY ? b.startTokenByDay() : b.startTokenByNight();
    token.ifPresent(color -> out.add(ManaColor.fromId(color)));
    out.addAll(OwnedSites.towerTokens(d, p));
    return out;
  }

  /**
   * Gains the tokens of {@link #startTokens} when a turn starts.
   *
   * @param d the draft, with the turn just started
   * @param p the player index
   */
  static void atStart(Draft d, int p) {
    for (ManaColor color : startTokens(d, p)) {
      d.turn = d.turn.withTokens(Lists.with(d.turn.tokens(), color));
      d.emit(new Event.ManaGained(p, color, false));
    }
  }

  /**
   * R-ENDTURN-4: the benefits of the space at the end of the turn. A Crystal Mine's crystal is taken at once; a
   * Magical Glade asks whether to throw away a Wound, and from where, when there is one in hand or in the discard
   * pile.
   *
   * @param d the draft, with the played cards already in the discard pile
   * @param p the player index
   * @return true if a choice waits, after which {@link #finish} goes on with the end of the turn
   */
  static boolean atEnd(Draft d, int p) {
    PlayerState player = d.players[p];
    SiteType site = siteOf(d, player);
    if (site == null) {
      return false;
    }
    if (site.id().equals(GLADE)) {
      DruidGlades.activate(d, player.position().get()); // S-DRUID-NIGHTS-01
    }
    SiteBenefits b = site.benefits().orElse(null);
    if (b == null) {
      return false;
    }
    if (b.endCrystal()) {
      crystal(d, p);
    }
    if (!b.endThrowAwayWound()) {
      return false;
    }
    List<String> piles = woundPiles(player);
    if (piles.isEmpty()) {
      return false;
    }
    // the hand is secret, so the choice is; it has a context so others see which benefit it is
    Choices.ask(d, Choices.of(p, DecisionKind.SITE_BENEFIT, RULE, piles, 0, 1).context(List.of(site.id()))
        .secret(true).build());
    return true;
  }

  /**
   * The piles a Wound may be thrown away from: {@link #HAND} and {@link #DISCARD}, each if it holds a Wound.
   *
   * @param player the player
   * @return the items of the Glade's choice
   */
  public static List<String> woundPiles(PlayerState player) {
    List<String> piles = new ArrayList<>();
    if (player.hand().contains(TurnEnding.WOUND)) {
      piles.add(HAND);
    }
    if (player.discard().contains(TurnEnding.WOUND)) {
      piles.add(DISCARD);
    }
    return List.copyOf(piles);
  }

  /**
   * Throws away the Wound picked, if any (R-ENDTURN-4.1), then goes on with the end of the turn.
   *
   * @param d the draft
   * @param choice the finished choice
   */
  public static void finish(Draft d, PendingChoice choice) {
    int p = d.turn.player();
    if (!choice.picked().isEmpty()) {
      PlayerState player = d.players[p];
      boolean hand = choice.picked().get(0).equals(HAND);
      d.players[p] = hand ? player.withHand(Lists.without(player.hand(), TurnEnding.WOUND))
          : player.withDiscard(Lists.without(player.discard(), TurnEnding.WOUND));
      d.wounds++; // thrown away: back to the Wound deck
      d.emit(new Event.CardsThrownAway(p, List.of(TurnEnding.WOUND),
          hand ? Event.CardPile.HAND : Event.CardPile.DISCARD));
    }
    TurnFlow.finishEnd(d);
  }

  /** R-ENDTURN-4.2: one crystal of the mine's colour, nothing if there are already 3; a guarded mine once liberated. */
  private static void crystal(Draft d, int p) {
    PlayerState player = d.players[p];
    TileHex hex = Board.hexAt(d, player.position().get());
    if (hex.siteColor().isEmpty() || !GuardedMines.works(d, player.position().get())) { // S-MINES-LIBERATION-04
      return;
    }
    ManaColor color = ManaColor.fromId(hex.siteColor().get());
    if (player.crystals().get(color) < Crystals.MAX_PER_COLOR) {
      d.players[p] = player.withCrystals(player.crystals().plus(color, 1));
      d.emit(new Event.ManaGained(p, color, true));
    }
  }

  /** The printed site on the player's space, or null. */
  private static SiteType siteOf(Draft d, PlayerState player) {
    TileHex hex = player.position().map(pos -> Board.hexAt(d, pos)).orElse(null);
    return hex == null || hex.site().isEmpty() ? null : d.content.site(hex.site().get());
  }
}
