package io.github.mkrules.testkit;

import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.ActivateOfferUnit;
import io.github.mkrules.api.action.ActivateUnit;
import io.github.mkrules.api.action.Buy;
import io.github.mkrules.api.action.Heal;
import io.github.mkrules.api.action.Interact;
import io.github.mkrules.api.action.Plunder;
import io.github.mkrules.api.action.Purchase;
import io.github.mkrules.api.action.Recruit;
import io.github.mkrules.api.action.AnnounceEndOfRound;
import io.github.mkrules.api.action.AssignDamage;
import io.github.mkrules.api.action.BlockAttack;
import io.github.mkrules.api.action.SlowAttack;
import io.github.mkrules.api.action.BurnMonastery;
import io.github.mkrules.api.action.CardMode;
import io.github.mkrules.api.action.Challenge;
import io.github.mkrules.api.action.Done;
import io.github.mkrules.api.action.EndTurn;
import io.github.mkrules.api.action.EnterSite;
import io.github.mkrules.api.action.Explore;
import io.github.mkrules.api.action.ManaSource;
import io.github.mkrules.api.action.Move;
import io.github.mkrules.api.action.NextPhase;
import io.github.mkrules.api.action.Pick;
import io.github.mkrules.api.action.PlayCard;
import io.github.mkrules.api.action.PlaySideways;
import io.github.mkrules.api.action.Rest;
import io.github.mkrules.api.action.SelectTactic;
import io.github.mkrules.api.action.SidewaysUse;
import io.github.mkrules.api.action.Strike;
import io.github.mkrules.api.action.Target;
import io.github.mkrules.api.action.Undo;
import io.github.mkrules.api.action.UseSkill;
import io.github.mkrules.api.action.UseTactic;
import io.github.mkrules.api.content.Tactic;
import io.github.mkrules.api.state.CombatEnemy;
import io.github.mkrules.api.state.CombatState;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.PendingChoice;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.api.state.TileSlot;
import io.github.mkrules.core.content.Content;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Plausible actions for a state, most of them illegal: moves to all neighbours and to far hexes, every card in
 * hand played basic and powered with options and other cards, sideways plays, explorations of the
 * slots around the hero, rests, ending the turn, every tactic taken and used (also with the arguments the
 * steps replaced), undo and the announcement of the End of the Round, unit activations, interaction,
 * recruiting, purchases, healing and plundering, the combat steps (challenges, entering a site, burning a
 * Monastery, targets, strikes, blocks, damage to the hero and to a unit, the next phase); and the steps of
 * choices (issue 14): {@code pick} of every item of the pending choice (picked ones and ones out of order
 * included), of items not on the table (cards, mana sources, colours, tactics, an unknown item), and
 * {@code done}, whether a choice is pending or not. Conformance applies those the engine does not list and
 * expects each to be rejected.
 */
public final class ActionCandidates {
  /** A card id no content has. */
  public static final String NO_SUCH_CARD = "no-such-card";
  /** An item no choice offers. */
  public static final String NO_SUCH_ITEM = "no-such-item";

  private ActionCandidates() {}

  /**
   * The candidates for a state, without duplicates; the active player is the one whose turn it is, or the
   * first player during tactic selection.
   *
   * @param state the state
   * @param random chooses a random sample of the cards to pick
   * @return the candidates
   */
  public static List<Action> of(GameState state, SplittableRandom random) {
    Set<Action> out = new LinkedHashSet<>();
    int active = state.turn().player() >= 0 ? state.turn().player() : 0;
    PlayerState player = state.player(active);
    for (Tactic tactic : Content.base().tactics()) {
      out.add(new SelectTactic(tactic.id()));
      out.add(new UseTactic(tactic.id(), List.of()));
    }
    out.add(new SelectTactic("no-such-tactic"));
    out.add(new UseTactic("mana-search", List.of("die:0")));
    out.add(new UseTactic("sparing-power", List.of("stash")));
    out.add(new UseTactic("sparing-power", List.of("take")));
    out.add(new Undo());
    out.add(new AnnounceEndOfRound());
    out.add(new EndTurn());
    moves(player.position().orElse(new HexCoord(0, 0)), out);
    cardPlays(player, out);
    offerPlays(state, out);
    rests(player, out);
    unitsAndInteraction(state, player, out);
    combat(state, player.position().orElse(new HexCoord(0, 0)), out);
    picks(state, player, random, out);
    return new ArrayList<>(out);
  }

  /** Unit activations, interaction, recruiting, purchases, healing and plundering, most of them illegal. */
  private static void unitsAndInteraction(GameState state, PlayerState player, Set<Action> out) {
    for (int unit = 0; unit <= player.units().size(); unit++) {
      for (int option = 0; option <= 3; option++) {
        out.add(new ActivateUnit(unit, option));
      }
      out.add(new Heal(unit));
      out.add(new Recruit("peasants", unit));
    }
    for (String unit : new LinkedHashSet<>(state.supply().unitOffer())) { // Call to Arms (unit-from-offer)
      for (int option = 0; option <= 3; option++) {
        out.add(new ActivateOfferUnit(unit, option));
      }
    }
    out.add(new ActivateOfferUnit("peasants", 0));
    out.add(new Heal(Heal.HAND));
    out.add(new Interact());
    out.add(new Plunder());
    Set<String> units = new LinkedHashSet<>(state.supply().unitOffer());
    units.add("altem-guardians");
    units.add("no-such-unit");
    for (String unit : units) {
      out.add(new Recruit(unit, Recruit.NONE));
    }
    for (Purchase purchase : Purchase.values()) {
      if (!purchase.namesCard()) {
        out.add(Buy.of(purchase));
      }
    }
    Set<String> cards = new LinkedHashSet<>(state.supply().spellOffer());
    cards.addAll(state.supply().advancedActionOffer());
    cards.addAll(state.supply().unitOfferAdvancedActions());
    cards.add(NO_SUCH_CARD);
    for (String card : cards) {
      out.add(new Buy(Purchase.SPELL, Optional.of(card)));
      out.add(new Buy(Purchase.ADVANCED_ACTION, Optional.of(card)));
      out.add(new Buy(Purchase.LEARNED_ADVANCED_ACTION, Optional.of(card)));
    }
  }

  /**
   * Combat candidates: challenges of the six neighbours, the hero's own space and a far space; entering a site
   * and burning a Monastery; every target from 0 to one past the last enemy and a strike; blocks and damage
   * (to the hero and to unit 0) of each attack of each enemy, one past the last included; and ending the phase.
   * Without a combat, the same with one enemy of one attack.
   */
  private static void combat(GameState state, HexCoord at, Set<Action> out) {
    for (int dir = 0; dir < 6; dir++) {
      out.add(new Challenge(at.neighbour(dir)));
    }
    out.add(new Challenge(at));
    out.add(new Challenge(new HexCoord(at.q() + 2, at.r() - 1)));
    out.add(new EnterSite());
    out.add(new BurnMonastery());
    out.add(new NextPhase());
    out.add(new Strike());
    List<CombatEnemy> enemies = state.turn().combat().map(CombatState::enemies).orElse(List.of());
    for (int n = 0; n <= Math.max(1, enemies.size()); n++) {
      out.add(new Target(n));
      int attacks = n < enemies.size() ? enemies.get(n).attacks().size() : 1;
      for (int k = 0; k <= attacks; k++) {
        out.add(new BlockAttack(n, k));
        out.add(new SlowAttack(n, k));
        out.add(AssignDamage.toHero(n, k));
        out.add(new AssignDamage(n, k, 0));
      }
    }
  }

  /** Picking each option of the pending choice and an unknown item, and ending the choice. */

  /**
   * Actions at the limits of what the records allow: the largest option and die index for every card in hand
   * and the largest skill option. (Negative options and a rest of no cards cannot be built at all: the records
   * refuse them.) An engine must reject them like any other illegal action, without an exception.
   *
   * @param state the state
   * @return the malformed candidates
   */
  public static List<Action> malformed(GameState state) {
    int active = state.turn().player() >= 0 ? state.turn().player() : 0;
    List<Action> out = new ArrayList<>();
    for (String card : new LinkedHashSet<>(state.player(active).hand())) {
      for (CardMode mode : CardMode.values()) {
        out.add(new PlayCard(card, mode, Integer.MAX_VALUE, Optional.empty()));
      }
    }
    for (String skill : state.player(active).skills()) {
      out.add(new UseSkill(skill, Integer.MAX_VALUE));
    }
    out.add(new Pick(ManaSource.die(Integer.MAX_VALUE).toString()));
    out.add(new ActivateUnit(Integer.MAX_VALUE, Integer.MAX_VALUE));
    out.add(new ActivateUnit(0, Integer.MAX_VALUE));
    out.add(new Recruit("peasants", Integer.MAX_VALUE));
    out.add(new Heal(Integer.MAX_VALUE));
    return out;
  }

  private static void moves(HexCoord at, Set<Action> out) {
    for (int dir = 0; dir < 6; dir++) {
      out.add(new Move(at.neighbour(dir)));
      out.add(new Explore(TileSlot.containing(at.neighbour(dir))));
      out.add(new Explore(TileSlot.containing(at).neighbour(dir)));
    }
    out.add(new Move(at));
    out.add(new Move(new HexCoord(at.q() + 2, at.r() - 1)));
    out.add(new Move(new HexCoord(-20, 40)));
    out.add(new Explore(TileSlot.containing(at)));
    out.add(new Explore(new TileSlot(0, 0)));
    out.add(new Explore(new TileSlot(9, -4)));
  }

  /** The cards to try: those in hand, a Wound, one from the deck (not in hand) and an unknown id. */
  private static List<String> cardsToTry(PlayerState player) {
    Set<String> cards = new LinkedHashSet<>(player.hand());
    cards.add("wound");
    if (!player.deck().isEmpty()) {
      cards.add(player.deck().get(0));
    }
    cards.add(NO_SUCH_CARD);
    return new ArrayList<>(cards);
  }

  private static void cardPlays(PlayerState player, Set<Action> out) {
    List<String> cards = cardsToTry(player);
    for (String card : cards) {
      for (SidewaysUse use : SidewaysUse.values()) {
        out.add(new PlaySideways(card, use));
      }
      for (CardMode mode : CardMode.values()) {
        for (int option = 0; option <= 3; option++) {
          out.add(new PlayCard(card, mode, option, Optional.empty()));
        }
        for (String other : cards) {
          out.add(new PlayCard(card, mode, 0, Optional.of(other)));
        }
      }
    }
  }

  /** Plays of the Spells of the offer (Magic Talent's play-from-offer), most of them illegal. */
  private static void offerPlays(GameState state, Set<Action> out) {
    for (String spell : state.supply().spellOffer()) {
      for (CardMode mode : CardMode.values()) {
        out.add(new PlayCard(spell, mode, 0, Optional.empty()));
      }
    }
  }

  private static void rests(PlayerState player, Set<Action> out) {
    for (String card : cardsToTry(player)) {
      out.add(new Rest(card));
    }
  }

  /**
   * Picks of everything on the table of the pending choice, of a random sample of the cards to try, of mana
   * sources (dice that do not exist included), colours and tactics, and done.
   */
  private static void picks(GameState state, PlayerState player, SplittableRandom random, Set<Action> out) {
    out.add(new Done());
    out.add(new Pick(NO_SUCH_ITEM));
    if (!state.choices().isEmpty()) {
      PendingChoice choice = state.choices().get(state.choices().size() - 1);
      for (String item : choice.options()) {
        out.add(new Pick(item));
      }
      for (String item : choice.picked()) {
        out.add(new Pick(item));
      }
    }
    for (String card : cardsToTry(player)) {
      if (random.nextInt(2) == 0) {
        out.add(new Pick(card));
      }
    }
    for (int die = 0; die <= state.source().size(); die++) {
      out.add(new Pick(ManaSource.die(die).toString()));
    }
    for (ManaColor color : ManaColor.values()) {
      if (color.isBasic()) {
        out.add(new Pick(ManaSource.crystal(color).toString()));
      }
      out.add(new Pick(ManaSource.token(color).toString()));
      out.add(new Pick(color.id()));
    }
    out.add(new Pick("planning"));
    out.add(new Pick("long-night"));
  }
}
