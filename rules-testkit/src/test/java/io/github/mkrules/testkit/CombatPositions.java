package io.github.mkrules.testkit;

import io.github.mkrules.api.Engine;
import io.github.mkrules.api.GameConfig;
import io.github.mkrules.api.action.SelectTactic;
import io.github.mkrules.api.state.AttackStatus;
import io.github.mkrules.api.state.CombatEnemy;
import io.github.mkrules.api.state.CombatEnemyBuilder;
import io.github.mkrules.api.state.CombatKind;
import io.github.mkrules.api.state.CombatPhase;
import io.github.mkrules.api.state.CombatPoints;
import io.github.mkrules.api.state.CombatState;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.api.state.TurnState.TurnStage;
import io.github.mkrules.core.content.Content;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * Positions in combat built through the public state records: Arythea's first turn of a solo First
 * Reconnaissance (seed 3) with a {@link CombatState} put into the turn, her level, her hand and the Wound deck
 * set as a test needs. The enemies are tokens drawn for the combat; the piles are not consulted, so only the
 * combat invariants apply to these positions, not token conservation.
 */
final class CombatPositions {
  static final Engine ENGINE = Engine.load();
  static final Content CONTENT = Content.base();
  /** The player's turn the positions start from. */
  static final GameState TURN = ENGINE.apply(ENGINE.start(Simulator.config(GameConfig.FIRST_RECONNAISSANCE, 1, 3)),
      new SelectTactic("early-bird")).orThrow();
  private static final String WOUND = "wound";

  private CombatPositions() {}

  /**
   * A new enemy token for a combat, with every attack open.
   *
   * @param id the token's enemy id
   * @param siteDefender whether it defends the assaulted fortified site
   * @return the combat enemy
   */
  static CombatEnemy enemy(String id, boolean siteDefender) {
    return new CombatEnemyBuilder().enemy(id).color(CONTENT.enemy(id).color()).hex(Optional.empty())
        .siteDefender(siteDefender).rampaging(false).defeated(false)
        .attacks(Collections.nCopies(CONTENT.enemy(id).attacks().size(), AttackStatus.OPEN)).summoner(-1)
        .armorBonus(0).effects(List.of()).attackCuts(List.of()).build();
  }

  /**
   * A combat in a phase with no points, no targets and no Wounds taken yet.
   *
   * @param phase the phase
   * @param enemies the enemies
   * @return the combat
   */
  static CombatState combat(CombatPhase phase, List<CombatEnemy> enemies) {
    boolean defended = enemies.stream().anyMatch(CombatEnemy::siteDefender);
    return CombatState.begin(defended ? CombatKind.ASSAULT : CombatKind.ADVENTURE_SITE, Optional.empty(),
        TURN.player(0).position().orElseThrow(), enemies).withPhase(phase);
  }

  /**
   * The position: the combat in Arythea's turn after her action, at a level (with the Fame it starts at), her
   * hand made of {@code cards} of her own deed cards and {@code wounds} Wounds from the Wound deck.
   *
   * @param combat the combat
   * @param level her level, 1 to 10
   * @param cards how many of her deed cards are in hand (the others go to her deck)
   * @param wounds how many Wounds are in hand
   * @return the position
   */
  static GameState inCombat(CombatState combat, int level, int cards, int wounds) {
    PlayerState p = TURN.player(0);
    List<String> all = new ArrayList<>(p.hand());
    all.addAll(p.deck());
    List<String> hand = new ArrayList<>(all.subList(0, cards));
    hand.addAll(Collections.nCopies(wounds, WOUND));
    List<String> deck = all.subList(cards, all.size());
    int fame = CONTENT.levels().rows().get(level - 1).fame();
    PlayerState hero = p.withCards(hand, deck, p.discard(), List.of()).withLevel(level).withFame(fame);
    return TURN.withPlayers(List.of(hero)).withSupply(TURN.supply().withWounds(TURN.supply().wounds() - wounds))
        .withTurn(TURN.turn().withStage(TurnStage.AFTER_ACTION).withCombat(Optional.of(combat))).withUndo(null);
  }

  /**
   * How many Wounds a list of cards holds.
   *
   * @param cards the cards
   * @return the Wounds
   */
  static int wounds(List<String> cards) {
    return Collections.frequency(cards, WOUND);
  }
}
