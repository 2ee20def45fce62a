package io.github.mkrules.core.view;

import io.github.mkrules.api.Status;
import io.github.mkrules.api.content.TileKind;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.MapEnemy;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.api.view.PlayerView;
import io.github.mkrules.api.view.PublicPlayer;
import io.github.mkrules.api.view.VisibleEnemy;
import io.github.mkrules.core.content.Content;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Builds what one player can see (architecture brief, player views): other hands and every deck order,
 * face-down enemy identities, the tile stack's order and contents beyond the colour of the backs, the skill
 * stacks, the unit/AA/spell/artifact decks and the chance state are left out.
 */
public final class Views {
  private Views() {}

  /**
   * The view of one player.
   *
   * @param state the full state
   * @param viewer the player index
   * @param content the content (to tell the tile backs apart)
   * @param status the state's status
   * @return the redacted view
   */
  public static PlayerView of(GameState state, int viewer, Content content, Status status) {
    List<PublicPlayer> players = new ArrayList<>(state.players().size());
    for (PlayerState p : state.players()) {
      players.add(new PublicPlayer(p.index(), p.hero(), p.hand().size(), p.deck().size(), p.discard(), p.playArea(),
          p.fame(), p.reputation(), p.level(), p.crystals(), p.units(), p.skills(), p.skillStack().size(),
          p.tactic(), p.position(), p.roundOrderFaceDown(), p.tacticFlipped(), p.tacticPile().size(),
          p.manaStealDie(), p.flippedSkills(), p.skillsInCentre(), p.keptDice(), p.roundEffects()));
    }
    int countryside = 0;
    for (String tile : state.map().tileStack()) {
      if (content.tile(tile).kind() == TileKind.COUNTRYSIDE) {
        countryside++;
      }
    }
    List<VisibleEnemy> enemies = new ArrayList<>(state.map().enemies().size());
    for (MapEnemy e : state.map().enemies()) {
      enemies.add(new VisibleEnemy(e.hex(), e.color(), e.faceUp() ? Optional.of(e.enemy()) : Optional.empty()));
    }
    List<io.github.mkrules.api.view.VisibleRuins> ruins = new ArrayList<>();
    for (io.github.mkrules.api.state.MapRuins r : state.map().ruins()) {
      ruins.add(new io.github.mkrules.api.view.VisibleRuins(r.hex(), r.faceUp() ? Optional.of(r.token()) : Optional.empty()));
    }
    return new PlayerView(viewer, status, state.round(), state.time(), state.phase(), state.player(viewer).hand(),
        List.copyOf(players), state.turnOrder(), state.turnIndex(), state.tactics(), state.map().tiles(), countryside,
        state.map().tileStack().size() - countryside, List.copyOf(enemies), List.copyOf(ruins), state.source(), state.supply().unitOffer(),
        state.supply().unitOfferAdvancedActions(), state.supply().advancedActionOffer(), state.supply().spellOffer(),
        state.supply().wounds(), state.turn(), state.finalTurns(), state.map().shields(),
        visibleChoices(state, viewer), state.outcome(), state.dummy().map(Views::dummy),
        visibleScenario(state.scenarioState(), viewer));
  }

  /** V-DECK-DRAFT-03: the drafted cards are secret; a view shows only the viewer's own. */
  private static io.github.mkrules.api.state.ScenarioState visibleScenario(io.github.mkrules.api.state.ScenarioState s,
      int viewer) {
    return s.withDrafted(ownOnly(s.drafted(), viewer)).withDraftHands(ownOnly(s.draftHands(), viewer));
  }

  private static List<List<String>> ownOnly(List<List<String>> byPlayer, int viewer) {
    List<List<String>> out = new ArrayList<>();
    for (int p = 0; p < byPlayer.size(); p++) {
      out.add(p == viewer ? byPlayer.get(p) : List.of());
    }
    return out;
  }

  /** The Dummy's deck and skill stack are face down: only their sizes show (S-GENERAL-09, S-GENERAL-21). */
  private static io.github.mkrules.api.view.VisibleDummy dummy(io.github.mkrules.api.state.DummyState d) {
    return new io.github.mkrules.api.view.VisibleDummy(d.hero(), d.deck().size(), d.discard(), d.crystals(),
        d.tactic(), d.orderPosition(), d.skillStack().size());
  }

  /**
   * A secret choice (cards drawn face down, cards from hand) shows its options, picks and most picks to the
   * chooser only; the others see its kind, rule, fewest picks and context, and 0 as its most picks.
   */
  private static List<io.github.mkrules.api.state.PendingChoice> visibleChoices(GameState state, int viewer) {
    List<io.github.mkrules.api.state.PendingChoice> out = new ArrayList<>();
    for (io.github.mkrules.api.state.PendingChoice c : state.choices()) {
      out.add(c.secret() && c.player() != viewer ? c.withOptions(List.of()).withPicked(List.of()).withMax(0) : c);
    }
    return out;
  }
}
