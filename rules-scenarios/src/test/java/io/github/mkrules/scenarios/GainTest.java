package io.github.mkrules.scenarios;

import static io.github.mkrules.scenarios.States.assertRejected;
import static io.github.mkrules.scenarios.States.inTurn;
import static io.github.mkrules.scenarios.States.play;
import static io.github.mkrules.scenarios.States.withAdvancedActionOffer;
import static io.github.mkrules.scenarios.States.withSource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.ManaDie;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Gaining a deed card from the Advanced Actions offer with Training (R-GAIN-3, R-GAIN-3.1): the new card goes
 * where the card says (discard pile, or hand when powered) instead of on top of the deck, the offer is
 * replenished at once, and the Action card paid for it is thrown away (R-DISCARD-2.2, R-CARDS-6).
 */
class GainTest {
  private static GameState training() {
    GameState s = inTurn(111, new HexCoord(0, 0), 0, List.of("training", "march", "rage"));
    // refreshing-walk and path-finding are green, fire-bolt is red (deed-cards §1.3)
    s = withAdvancedActionOffer(s, List.of("fire-bolt", "refreshing-walk", "path-finding"));
    return withSource(s, List.of(new ManaDie(ManaColor.GREEN, -1), new ManaDie(ManaColor.RED, -1),
        new ManaDie(ManaColor.RED, -1)));
  }

  @Test
  void trainingSwapsAnActionCardForAnAdvancedActionOfItsColour() {
    GameState s = training();
    String nextInDeck = s.supply().advancedActionDeck().get(0);
    GameState after = play(s, "play training basic option:1", "pick march");
    assertEquals("refreshing-walk", after.player(0).discard().get(0), "R-GAIN-3: into the discard pile, as stated");
    assertTrue(after.player(0).removed().contains("march"), "R-DISCARD-2.2: the March is out of the game");
    assertEquals(List.of(nextInDeck, "fire-bolt", "path-finding"), after.supply().advancedActionOffer(),
        "R-GAIN-3.1: the cards slide down and a new card takes the top position at once");
    GameState powered = play(s, "play training powered option:2", "pick march", "pick die:0");
    assertTrue(powered.player(0).hand().contains("path-finding"), "powered: into the hand");
  }

  @Test
  void theAdvancedActionMustMatchTheThrownCardsColour() {
    assertRejected(play(training(), "play training basic"), "pick march", RejectionCode.EFFECT_NOT_USABLE, "R-GAIN-3");
    assertRejected(play(training(), "play training basic option:1"), "pick rage", RejectionCode.EFFECT_NOT_USABLE,
        "R-GAIN-3");
    GameState noGreen = States.withPlayer(training(), 0, p -> p.withHand(List.of("training", "rage")));
    assertRejected(noGreen, "play training basic option:1", RejectionCode.EFFECT_NOT_USABLE, "R-GAIN-3");
  }
}
