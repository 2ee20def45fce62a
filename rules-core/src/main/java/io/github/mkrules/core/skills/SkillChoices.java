package io.github.mkrules.core.skills;

import io.github.mkrules.api.DecisionKind;
import io.github.mkrules.api.action.ManaSource;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.ManaDie;
import io.github.mkrules.api.state.PendingChoice;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.core.cards.EffectResolver;
import io.github.mkrules.core.choice.Choices;
import io.github.mkrules.core.cards.EffectSteps;
import io.github.mkrules.core.effect.CrystalFromDie;
import io.github.mkrules.core.mana.SourceDice;
import io.github.mkrules.core.effect.Effect;
import io.github.mkrules.core.effect.RerollDie;
import io.github.mkrules.core.effect.TokenFromDie;
import io.github.mkrules.core.effect.ThrowAwayWounds;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import io.github.mkrules.core.turn.TurnEnding;
import java.util.ArrayList;
import java.util.List;

/**
 * The words of the interactive skills that act on cards and dice: {@code throw-away-wounds N [give-nearest]}
 * (Ritual of Pain, Healing Ritual) and {@code crystal-from-die} outside a card play (Source Freeze); what they leave open is a
 * {@link DecisionKind#SKILL_CHOICE} pick, finished by {@link #finish}.
 */
public final class SkillChoices {
  private SkillChoices() {}

  /**
   * Up to N Wounds from the hand are thrown away, as many as there are (no Healing: R-WOUND-3 does not apply); with
   * {@code give-nearest} one of them goes into the hand of the nearest other hero on the map, picked on a tie.
   *
   * @param d the draft
   * @param word the word
   * @param source the skill whose effect it is
   */
  public static void throwAwayWounds(Draft d, ThrowAwayWounds word, String source) {
    PlayerState p = d.active();
    int n = Math.min(word.count(), Lists.count(p.hand(), TurnEnding.WOUND));
    if (n == 0) {
      return;
    }
    List<PlayerState> nearest = word.giveNearest() ? nearest(d, source) : List.of();
    int back = nearest.isEmpty() ? n : n - 1;
    if (back > 0) {
      List<String> hand = p.hand();
      List<String> thrown = new ArrayList<>();
      for (int i = 0; i < back; i++) {
        hand = Lists.without(hand, TurnEnding.WOUND);
        thrown.add(TurnEnding.WOUND);
      }
      d.setActive(p.withHand(hand));
      d.wounds += back;
      d.emit(new Event.CardsThrownAway(p.index(), thrown, Event.CardPile.HAND));
    }
    if (nearest.size() == 1) {
      give(d, nearest.get(0).index());
    } else if (nearest.size() > 1) {
      // the Wound given away stays in the hand until the hero is picked, so every Wound is always somewhere
      List<String> heroes = new ArrayList<>();
      for (PlayerState q : nearest) {
        heroes.add(q.hero());
      }
      Choices.ask(d, Choices.of(p.index(), DecisionKind.SKILL_CHOICE, "R-SKILLS-3", heroes, 1, 1)
          .context(List.of(ThrowAwayWounds.WORD)).build());
    }
  }

  /**
   * {@code crystal-from-die [keep]} outside a card play (Source Freeze's {@code when-back}): a crystal of the basic
   * colour of a Source die picked among those showing one; the die is rerolled unless {@code keep}. Nothing when no
   * die shows a basic colour.
   *
   * @param d the draft
   * @param word the word
   */
  public static void crystalFromDie(Draft d, CrystalFromDie word) {
    List<String> dice = EffectSteps.basicSourceDice(d);
    if (!dice.isEmpty()) {
      Choices.ask(d, Choices.of(d.turn.player(), DecisionKind.SKILL_CHOICE, "R-SKILLS-3", dice, 1, 1)
          .context(List.of(word.toString())).build());
    }
  }

  /**
   * {@code reroll-die}: the player may pick one die of the Source to reroll (none or one).
   *
   * @param d the draft
   */
  public static void rerollDie(Draft d) {
    List<String> dice = new ArrayList<>();
    for (int i = 0; i < d.source.size(); i++) {
      if (d.source.get(i).takenBy() < 0) {
        dice.add(ManaSource.die(i).toString());
      }
    }
    if (!dice.isEmpty()) {
      Choices.ask(d, Choices.of(d.turn.player(), DecisionKind.SKILL_CHOICE, "R-SKILLS-3", dice, 0, 1)
          .context(List.of(RerollDie.WORD)).build());
    }
  }

  /**
   * {@code token-from-die [give-crystal]}: the player picks a Source die showing a basic colour (Source Opening).
   *
   * @param d the draft
   * @param word the word
   * @param source the skill whose token gave it, whose owner gains the crystal with {@code give-crystal}
   */
  public static void tokenFromDie(Draft d, TokenFromDie word, String source) {
    List<String> dice = EffectSteps.basicSourceDice(d);
    if (!dice.isEmpty()) {
      Choices.ask(d, Choices.of(d.turn.player(), DecisionKind.SKILL_CHOICE, "R-SKILLS-3", dice, 1, 1)
          .context(List.of(word.toString(), source)).build());
    }
  }

  /**
   * Finishes a pick: the Wound goes to the hero picked, the crystal of the colour picked is gained, a die is
   * rerolled or taken for a token, or a taken die's return is decided.
   *
   * @param d the draft
   * @param choice the finished choice
   */
  public static void finish(Draft d, PendingChoice choice) {
    String step = choice.context().get(0);
    if (step.equals(RerollDie.WORD)) {
      if (!choice.picked().isEmpty()) {
        SourceDice.reroll(d, ManaSource.parse(choice.picked().get(0)).die());
      }
      return;
    }
    if (step.startsWith(TokenFromDie.WORD)) {
      takeDie(d, choice);
      return;
    }
    if (step.equals(DIE_BACK)) {
      if (!choice.picked().isEmpty()) { // picked: it goes back as it is; done: it is rerolled (R-MANA-3.1)
        int die = ManaSource.parse(choice.picked().get(0)).die();
        d.turn = d.turn.withDice(d.turn.diceTaken(), d.turn.diceAllowed(), Lists.with(d.turn.keepDice(), die));
      }
      return;
    }
    String picked = choice.picked().get(0);
    if (choice.context().get(0).startsWith(CrystalFromDie.WORD)) {
      int die = ManaSource.parse(picked).die();
      EffectResolver.resolve(d, new Effect.GainCrystal(List.of(d.source.get(die).color())), 0); // R-GAIN-2
      if (!choice.context().get(0).endsWith(CrystalFromDie.KEEP)) {
        SourceDice.reroll(d, die);
      }
      return;
    }
    for (PlayerState q : d.players) {
      if (q.hero().equals(picked)) {
        give(d, q.index());
      }
    }
  }

  /**
   * The step of the pick whether a die taken by {@code token-from-die} goes back as it is (the die picked) or is
   * rerolled ({@code done}) at the end of the turn.
   */
  private static final String DIE_BACK = "die-back";

  /**
   * {@code token-from-die}: the die leaves the Source for the rest of the turn (not one of the turn's dice), a token
   * of its colour is gained (R-GAIN-1), the owner of the skill gains a crystal of it with {@code give-crystal}
   * (R-GAIN-2: none beyond 3 of a colour when it is not that player's turn; a token beyond 3 when the owner took his
   * own token back, hand-back solo-owner), then the player picks whether the die is rerolled when it goes back.
   */
  private static void takeDie(Draft d, PendingChoice choice) {
    int p = d.turn.player();
    int die = ManaSource.parse(choice.picked().get(0)).die();
    ManaColor color = d.source.get(die).color();
    List<ManaDie> dice = new ArrayList<>(d.source);
    dice.set(die, new ManaDie(color, p));
    d.source = List.copyOf(dice);
    EffectResolver.gainToken(d, color);
    if (choice.context().get(0).endsWith(TokenFromDie.GIVE_CRYSTAL)) {
      for (PlayerState owner : d.players) {
        if (owner.index() == p && owner.skills().contains(choice.context().get(1))) {
          // the owner took his own token back (hand-back solo-owner): his own turn, so R-GAIN-2 in full
          EffectResolver.resolve(d, new Effect.GainCrystal(List.of(color)), 0);
        } else if (owner.skills().contains(choice.context().get(1))
            && owner.crystals().get(color) < io.github.mkrules.api.state.Crystals.MAX_PER_COLOR) {
          d.players[owner.index()] = owner.withCrystals(owner.crystals().plus(color, 1));
          d.emit(new Event.ManaGained(owner.index(), color, true));
        }
      }
    }
    Choices.ask(d, Choices.of(p, DecisionKind.SKILL_CHOICE, "R-MANA-3.1", List.of(ManaSource.die(die).toString()), 0, 1)
        .context(List.of(DIE_BACK)).build());
  }

  /** One of the thrown Wounds from the active player's hand into another player's, not back to the Wound deck. */
  private static void give(Draft d, int q) {
    PlayerState p = d.active();
    d.setActive(p.withHand(Lists.without(p.hand(), TurnEnding.WOUND)));
    d.emit(new Event.CardsThrownAway(p.index(), List.of(TurnEnding.WOUND), Event.CardPile.HAND));
    d.players[q] = d.players[q].withHand(Lists.with(d.players[q].hand(), TurnEnding.WOUND));
    d.emit(new Event.WoundsTaken(q, 1, Event.CardPile.HAND));
  }

  /**
   * The other heroes on the map nearest to the active one, in player order; none off the map, and no team-mate
   * the skill spares ({@link InteractiveSkills#sparesTeamMate}, S-GENERAL-25).
   */
  private static List<PlayerState> nearest(Draft d, String skill) {
    HexCoord at = d.active().position().orElse(null);
    List<PlayerState> out = new ArrayList<>();
    int best = Integer.MAX_VALUE;
    for (PlayerState q : d.players) {
      if (at == null || q.index() == d.turn.player() || q.position().isEmpty()
          || InteractiveSkills.sparesTeamMate(d, skill, d.turn.player(), q.index())) {
        continue;
      }
      int distance = at.distance(q.position().get());
      if (distance < best) {
        out.clear();
        best = distance;
      }
      if (distance == best) {
        out.add(q);
      }
    }
    return out;
  }
}
