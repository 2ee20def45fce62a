package io.github.mkrules.core.turn;

import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.ManaDie;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.api.state.TurnState;
import io.github.mkrules.api.state.TurnState.TurnStage;
import io.github.mkrules.core.cards.RoundEffects;
import io.github.mkrules.core.dummy.DummyPlayer;
import io.github.mkrules.core.scenario.EndConditions;
import io.github.mkrules.core.scenario.FameRows;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import io.github.mkrules.core.map.Sites;
import io.github.mkrules.core.mana.SourceDice;
import io.github.mkrules.core.movement.Spaces;
import io.github.mkrules.core.round.RoundCycle;
import java.util.ArrayList;
import io.github.mkrules.core.effect.HandLimit;
import io.github.mkrules.core.effect.Modifier;
import io.github.mkrules.core.skills.InteractiveSkills;
import java.util.List;
import java.util.Optional;

/** The sequence of turns: starting a turn, ending it (R-TURN-8, R-ENDTURN) and passing to the next player. */
public final class TurnFlow {
  /** The Portal, the starting tile's centre (CTX-14). */
  public static final HexCoord PORTAL = new HexCoord(0, 0);

  private TurnFlow() {}

  /**
   * Starts the turn of the player at {@code turnIndex} in the Round Order column.
   *
   * @param d the draft
   */
  public static void startTurn(Draft d) {
    int p = d.turnOrder.get(d.turnIndex);
    PlayerState player = d.players[p];
    d.undo = null; // R-UNDO-1: only actions of one's own turn can be undone
    // MKDts' solo note: a hand-back solo-owner token of a game of one player stays for its owner to take
    List<String> staying = InteractiveSkills.staying(d, player);
    List<String> returned = new ArrayList<>(player.skillsInCentre());
    returned.removeAll(staying);
    if (!returned.isEmpty()) {
      // R-SKILLS-4.2, R-TURN-2.3: interactive skills come back from the centre face down, even for a skipped turn
      player = player.withSkills(player.skills(), Lists.concat(player.flippedSkills(), returned), staying);
      d.players[p] = player;
      for (String skill : returned) {
        RoundEffects.tokenBack(d, p, skill); // its while-in-centre term ends
      }
      player = d.players[p];
    }
    if (player.roundOrderFaceDown()) {
      // R-TURN-2: a face-down Round Order token is turned face up and the turn is skipped
      d.players[p] = player.withRoundOrderFaceDown(false);
      d.turn = TurnState.start(p, player.deck().isEmpty(), player.hand().isEmpty());
      advance(d);
      return;
    }
    if (player.position().isEmpty()) {
      // R-PAREA-7, R-MOVE-8.4(i): the figure enters (or returns to) the map on the Portal
      player = player.withPosition(Optional.of(PORTAL));
      d.players[p] = player;
      d.emit(new Event.HeroPlaced(p, player.position()));
    }
    d.turn = TurnState.start(p, player.deck().isEmpty(), player.hand().isEmpty());
    d.emit(new Event.TurnStarted(p));
    InteractiveSkills.atTurnStart(d, returned, staying); // R-SKILLS-4.2: the tokens in the centre act
    SpaceBenefits.atStart(d, p);                          // FRAG-12.3, S-CONQUER-AND-HOLD-04: mana tokens
  }

  /**
   * Ends the active player's turn with the end-of-turn steps (R-ENDTURN), then passes on once the choices they
   * ask for are made.
   *
   * @param d the draft
   */
  public static void endTurn(Draft d) {
    int p = d.turn.player();
    returnDice(d, p);                                     // R-ENDTURN-1, R-TURN-8.1
    forcedWithdrawal(d);                                  // R-ENDTURN-2
    PlayerState player = d.players[p];
    if (!TimeBending.setAside(d, p)) {                    // R-COMPOUND-1.3: Time Bending keeps the cards
      List<String> discard = new ArrayList<>(player.playArea()); // R-ENDTURN-3.2: played cards to the discard pile
      discard.addAll(player.discard());
      d.players[p] = player.withCards(player.hand(), player.deck(), discard, List.of());
    }
    d.turn = d.turn.withStage(TurnStage.ENDING);
    if (SpaceBenefits.atEnd(d, p)) {                      // R-ENDTURN-4
      return; // the Magical Glade's choice waits (R-ENDTURN-4.1)
    }
    finishEnd(d);
  }

  /**
   * Goes on with the end of the turn after the choices it waited for: the rewards (R-ENDTURN-5), levelling up
   * (R-ENDTURN-6), then the discards before drawing (R-ENDTURN-7.1) and whether Planning or Long Night acts
   * while drawing, each of which may ask for a choice of its own.
   *
   * @param d the draft
   */
  public static void finishEnd(Draft d) {
    int p = d.turn.player();
    if (!EndOfTurnEffects.takeAll(d)) {
      return; // Steady Tempo's choice waits (R-EFFECTS-1.2)
    }
    if (!Rewards.takeAll(d)) {
      return; // a reward choice waits (R-ENDTURN-5)
    }
    FameRows.reward(d, p);                                // S-BLITZ-CONQUEST-01: before any level-up
    if (!LevelUp.takeAll(d)) {
      return; // a level-up choice waits (R-ENDTURN-6)
    }
    if (!EndOfTurnChoices.askDiscards(d)) {               // R-ENDTURN-7.1
      EndOfTurnChoices.askDrawTactic(d);
    }
  }

  /**
   * Draws (R-ENDTURN-7.2 to 7.4) with the tactics chosen to act while drawing, leaves the Portal, checks the end
   * conditions and passes on.
   *
   * @param d the draft
   */
  public static void drawAndPass(Draft d) {
    int p = d.turn.player();
    List<String> uses = d.turn.drawWith();
    int bonus = uses.contains("planning") ? 1 : 0;        // Planning: as if the hand limit were 1 higher
    for (Modifier m : Modifier.of(d.turn, HandLimit.class)) {
      bonus += m.word(HandLimit.class).amount();          // hand-limit N (Meditation): N higher at this draw
    }
    if (!TimeBending.bent(d)) {                           // Time Bending: no draw before the next turn
      draw(d, p, handLimit(d, d.players[p]) + bonus, uses.contains("long-night")); // R-ENDTURN-7.2 .. 7.4
    }
    if (d.finalTurns > 0 && bonus > 0) {
      // R-ROUND-4.6: an increase in the last turn of the round also counts for the next round's first draw
      d.players[p] = d.players[p].withNextDrawBonus(bonus);
    }
    leavePortal(d, p);                                    // R-MOVE-8.4(i)
    d.emit(new Event.TurnEnded(p));
    EndConditions.check(d);                               // CTX-09: checked at the end of every turn
    advance(d);
  }

  /**
   * Ends the turn at once without any end-of-turn benefit: a forfeit (R-TURN-3, R-TURN-4).
   *
   * @param d the draft
   */
  public static void forfeit(Draft d) {
    int p = d.turn.player();
    returnDice(d, p);
    leavePortal(d, p);
    d.emit(new Event.TurnEnded(p));
    advance(d);
  }

  /**
   * The hand limit of a player: the level token's value (R-PAREA-2, R-ENDTURN-7.2), raised on or next to an owned
   * Keep by the number of Keeps the player owns (R-ENDTURN-7.2(i)), or on or next to a conquered City holding the
   * player's Shield by 1, or 2 for its leader (R-ENDTURN-7.2(ii)); only the larger bonus counts
   * (R-ENDTURN-7.2(iii), R-ROUND-2.7(iv)).
   *
   * @param d the draft
   * @param player the player
   * @return the hand limit
   */
  public static int handLimit(Draft d, PlayerState player) {
    return d.content.levels().row(player.level()).handLimit() + siteBonus(d, player);
  }

  private static int siteBonus(Draft d, PlayerState player) {
    if (player.position().isEmpty() || d.shields.isEmpty()) {
      return 0; // both bonuses need a Shield on the map
    }
    HexCoord at = player.position().get();
    int keep = 0;
    int city = 0;
    for (int dir = -1; dir < 6; dir++) {
      HexCoord hex = dir < 0 ? at : at.neighbour(dir);
      io.github.mkrules.api.content.SiteType site = Sites.site(d, hex);
      if (site == null) {
        continue;
      }
      if (site.id().equals("keep") && Sites.owner(d, hex) == player.index()) {
        keep = keepsOwned(d, player.index());
      } else if (site.id().equals("city") && Sites.cityConquered(d, hex) && Sites.shieldsOf(d, hex, player.index()) > 0) {
        city = Math.max(city, Sites.leader(d, hex) == player.index() ? 2 : 1);
      }
    }
    return Math.max(keep, city);
  }

  /** The Keeps a player owns anywhere on the map. */
  private static int keepsOwned(Draft d, int player) {
    java.util.Set<HexCoord> keeps = new java.util.HashSet<>();
    for (io.github.mkrules.api.state.Shield s : d.shields) {
      io.github.mkrules.api.content.SiteType site = Sites.site(d, s.hex());
      if (site != null && site.id().equals("keep") && Sites.owner(d, s.hex()) == player) {
        keeps.add(s.hex());
      }
    }
    return keeps.size();
  }

  /**
   * Draws up to a limit; with Long Night, an empty deck is rebuilt from the discard pile and drawing goes on
   * (R-ENDTURN-7.4 note).
   *
   * @param d the draft
   * @param p the player index
   * @param limit the hand limit for this draw
   * @param longNight whether Long Night is used when the deck runs out
   */
  public static void draw(Draft d, int p, int limit, boolean longNight) {
    int drawn = drawUpTo(d, p, limit);
    if (longNight && d.players[p].hand().size() < limit && d.players[p].deck().isEmpty()) {
      d.players[p] = io.github.mkrules.core.tactics.TacticUse.longNight(d, d.players[p]);
      d.emit(new Event.TacticUsed(p, "long-night"));
      drawn += drawUpTo(d, p, limit);
    }
    if (drawn > 0) {
      d.revealed = true;
      d.emit(new Event.CardsDrawn(p, drawn));
    }
  }

  private static int drawUpTo(Draft d, int p, int limit) {
    PlayerState player = d.players[p];
    int count = Math.min(Math.max(limit - player.hand().size(), 0), player.deck().size());
    if (count > 0) {
      d.players[p] = player.withCards(Lists.concat(player.hand(), player.deck().subList(0, count)),
          player.deck().subList(count, player.deck().size()), player.discard(), player.playArea());
    }
    return count;
  }

  private static void returnDice(Draft d, int p) {
    List<ManaDie> dice = new ArrayList<>(d.source);
    boolean changed = false;
    for (int i = 0; i < dice.size(); i++) {
      // a die on Mana Steal, or kept until the end of the Round (Mana Claim), stays with the player
      if (dice.get(i).takenBy() == p && i != d.players[p].manaStealDie() && !d.players[p].keptDice().contains(i)) {
        ManaColor color = d.turn.keepDice().contains(i) ? dice.get(i).color() : SourceDice.roll(d.chance);
        dice.set(i, new ManaDie(color, -1));
        changed = true;
      }
    }
    if (changed) {
      d.source = List.copyOf(dice);
      d.revealed = true;
    }
  }

  private static void forcedWithdrawal(Draft d) {
    int p = d.turn.player();
    List<HexCoord> path = d.turn.path();
    int back = path.size() - 1;
    PlayerState player = d.players[p];
    int wounds = 0;
    while (back > 0 && !Spaces.isSafe(d, p, path.get(back))) {
      back--;
      wounds++; // R-ENDTURN-2.2: one Wound into hand per space gone back
    }
    if (wounds == 0) {
      return;
    }
    List<String> hand = new ArrayList<>(player.hand());
    int taken = Math.min(wounds, d.wounds);
    for (int i = 0; i < taken; i++) {
      hand.add("wound");
    }
    d.wounds -= taken;
    d.players[p] = player.withHand(hand).withPosition(Optional.of(path.get(back)));
    d.emit(new Event.Moved(p, path.get(path.size() - 1), path.get(back), 0));
    if (taken > 0) {
      d.turn = d.turn.withWoundsReceived(d.turn.woundsReceived() + taken);
      d.emit(new Event.WoundsTaken(p, taken, Event.CardPile.HAND));
    }
  }

  private static void leavePortal(Draft d, int p) {
    // S-ONE-TO-RETURN-02: once closed, the Portal is a Plains space the figure stays on
    if (d.players[p].position().filter(PORTAL::equals).isPresent() && !d.scenarioState.portalClosed()) {
      d.players[p] = d.players[p].withPosition(Optional.empty());
      d.emit(new Event.HeroPlaced(p, Optional.empty()));
    }
  }

  /**
   * Passes to the next player, counting down the last turns of the round and of the game.
   *
   * @param d the draft
   */
  public static void advance(Draft d) {
    InteractiveSkills.atTurnEnd(d);                       // R-SKILLS-4.2: a token left for its owner goes back
    boolean extraTurn = d.turn.extraTurn();
    d.turn = TurnState.NONE;
    if (extraTurn) {
      startTurn(d); // The Right Moment: the same player takes one more turn at once
      return;
    }
    if (countDown(d, true)) {
      return;
    }
    if (DummyPlayer.playsAfter(d, d.turnIndex) && dummyTurn(d)) {
      return;
    }
    d.turnIndex = (d.turnIndex + 1) % d.turnOrder.size();
    startTurn(d);
  }

  /**
   * The first turn of a round, once every tactic is taken: the Dummy's if it goes first (S-GENERAL-11), then the
   * first player's.
   *
   * @param d the draft
   */
  public static void firstTurn(Draft d) {
    d.turnIndex = 0;
    if (DummyPlayer.playsFirst(d) && dummyTurn(d)) {
      return;
    }
    startTurn(d);
  }

  /**
   * The Dummy's automatic turn (S-GENERAL-12, S-GENERAL-13); it counts among the last turns of the round.
   *
   * @return true if the round ended with it
   */
  private static boolean dummyTurn(Draft d) {
    if (DummyPlayer.playTurn(d)) {
      // S-GENERAL-12: every other player has one more turn; the Dummy's own turn is counted down at once
      d.finalTurns = participants(d);
    }
    return countDown(d, false);
  }

  /**
   * The turns that take part in the last turns of a round: every player's, and the Dummy's while it plays.
   *
   * @param d the draft
   * @return the number of turns in one cycle of the Round Order
   */
  public static int participants(Draft d) { // the players left in the Round Order (S-ONE-TO-RETURN-01)
    return d.turnOrder.size() + (DummyPlayer.plays(d) ? 1 : 0);
  }

  /**
   * Counts a finished turn among the last turns of the round and of the game (R-ROUND-4.3); the Dummy's turns
   * count only for the round.
   *
   * @return true if the game or the round ended
   */
  private static boolean countDown(Draft d, boolean player) {
    boolean gameEnds = false;
    boolean roundEnds = false;
    if (player && d.gameEndTurns > 0) {
      d.gameEndTurns--;
      gameEnds = d.gameEndTurns == 0;
    }
    if (d.finalTurns > 0) {
      d.finalTurns--;
      roundEnds = d.finalTurns == 0;
    }
    if (gameEnds) {
      RoundCycle.endGame(d, "scenario-end");
      return true;
    }
    if (roundEnds) {
      RoundCycle.endRound(d);
      return true;
    }
    return false;
  }
}
