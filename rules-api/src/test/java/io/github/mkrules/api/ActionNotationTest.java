package io.github.mkrules.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.ActionNotation;
import io.github.mkrules.api.action.AnnounceEndOfRound;
import io.github.mkrules.api.action.CardMode;
import io.github.mkrules.api.action.Done;
import io.github.mkrules.api.action.EndTurn;
import io.github.mkrules.api.action.Explore;
import io.github.mkrules.api.action.ManaSource;
import io.github.mkrules.api.action.Move;
import io.github.mkrules.api.action.NotationException;
import io.github.mkrules.api.action.Pick;
import io.github.mkrules.api.action.PlayCard;
import io.github.mkrules.api.action.PlaySideways;
import io.github.mkrules.api.action.Rest;
import io.github.mkrules.api.action.SelectTactic;
import io.github.mkrules.api.action.SidewaysUse;
import io.github.mkrules.api.action.Undo;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.TileSlot;
import java.util.List;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/** The text notation prints and parses back to the same action (architecture brief: actions are values). */
class ActionNotationTest {

  @Test
  void aConversionNamesMoveOrInfluenceAndAnAttackOrBlock() {
    for (String bad : List.of("convert heal attack", "convert move heal", "convert move attack-ranged",
        "convert move", "convert move ranged-block")) {
      assertThrows(NotationException.class, () -> ActionNotation.parse(bad), bad);
    }
  }

  @Test
  void everyKindOfActionRoundTrips() {
    List<Action> actions = List.of(
        new SelectTactic("early-bird"),
        PlayCard.basic("rage", 1),
        PlayCard.powered("march", 0),
        new PlayCard("concentration", CardMode.POWERED, 0, Optional.of("march")),
        new PlayCard("concentration", CardMode.POWERED, 1, Optional.of("improvisation")),
        new PlaySideways("rage", SidewaysUse.MOVE),
        new io.github.mkrules.api.action.ConvertPoints("move", "ranged-attack"),
        new io.github.mkrules.api.action.ConvertPoints("influence", "cold-fire-block"),
        new Move(new HexCoord(1, -1)),
        new Explore(new TileSlot(0, 1)),
        new Rest("march"),
        new Rest("wound"),
        new AnnounceEndOfRound(),
        new EndTurn(),
        new Pick("die:2"),
        new Pick(ManaSource.crystal(ManaColor.GREEN).toString()),
        new Pick("planning"),
        new Done(),
        new io.github.mkrules.api.action.UseTactic("sparing-power", List.of("stash")),
        new io.github.mkrules.api.action.UseTactic("the-right-moment", List.of()),
        new io.github.mkrules.api.action.ActivateUnit(0, 2),
        new io.github.mkrules.api.action.ActivateUnit(1, 0),
        new io.github.mkrules.api.action.ActivateOfferUnit("peasants", 3),
        new io.github.mkrules.api.action.ActivateOfferUnit("utem-swordsmen", 0),
        new io.github.mkrules.api.action.Buy(io.github.mkrules.api.action.Purchase.SPELL, Optional.of("fireball")),
        io.github.mkrules.api.action.Buy.of(io.github.mkrules.api.action.Purchase.HEALING),
        new Undo());
    for (Action action : actions) {
      assertEquals(action, ActionNotation.parse(action.notation()), action.notation());
    }
  }

  @Property(tries = 200)
  void moveAndPlayRoundTrip(@ForAll("actions") Action action) {
    assertEquals(action, ActionNotation.parse(action.notation()));
  }

  @Provide
  Arbitrary<Action> actions() {
    Arbitrary<Integer> coord = Arbitraries.integers().between(-20, 20);
    Arbitrary<Action> moves = Combinators.combine(coord, coord).as((q, r) -> new Move(new HexCoord(q, r)));
    Arbitrary<Action> plays = Combinators.combine(
            Arbitraries.of("rage", "march", "swiftness"), Arbitraries.integers().between(0, 5),
            Arbitraries.integers().between(0, 6))
        .as((card, option, die) -> (Action) (die % 2 == 0 ? PlayCard.powered(card, option)
            : PlayCard.basic(card, option)));
    Arbitrary<Action> picks = Arbitraries.integers().between(0, 6).map(die -> new Pick(ManaSource.die(die).toString()));
    return Arbitraries.oneOf(moves, plays, picks);
  }

  @Test
  void malformedTextIsRejectedWithTheOffendingPart() {
    NotationException e = assertThrows(NotationException.class, () -> ActionNotation.parse("move 1;2"));
    assertTrue(e.getMessage().contains("move 1;2"), e.getMessage());
    assertThrows(NotationException.class, () -> ActionNotation.parse("fly 1,2"));
    assertThrows(NotationException.class, () -> ActionNotation.parse("play rage loud"));
    assertThrows(NotationException.class, () -> ActionNotation.parse("play rage basic die:x"));
    // issue 14: the mana, a cost card, end-of-turn discards, rested Wounds and tactic arguments are steps now
    assertThrows(NotationException.class, () -> ActionNotation.parse("play march powered die:0"));
    assertThrows(NotationException.class, () -> ActionNotation.parse("play improvisation basic cost:march"));
    assertThrows(NotationException.class, () -> ActionNotation.parse("end-turn march"));
    assertThrows(NotationException.class, () -> ActionNotation.parse("rest march wound"));
    assertThrows(NotationException.class, () -> ActionNotation.parse("tactic rethink march"));
    assertThrows(NotationException.class, () -> ActionNotation.parse("pick"));
    assertThrows(NotationException.class, () -> ActionNotation.parse("done now"));
    assertThrows(NotationException.class, () -> ActionNotation.parse("undo now"));
    assertThrows(NotationException.class, () -> ActionNotation.parse(""));
  }

  @Test
  void tileSlotCentreAndContainingAgree() {
    // map-and-sites §1.3: slot (1,0) is centred on hex (3,-2); hex (2,-2) is W of it; hex (1,-2) is in slot (0,1)
    assertEquals(new HexCoord(3, -2), new TileSlot(1, 0).centre());
    assertEquals(new TileSlot(1, 0), TileSlot.containing(new HexCoord(2, -2)));
    assertEquals(new TileSlot(0, 1), TileSlot.containing(new HexCoord(1, -2)));
    for (int i = -3; i <= 3; i++) {
      for (int j = -3; j <= 3; j++) {
        TileSlot slot = new TileSlot(i, j);
        HexCoord c = slot.centre();
        for (int d = 0; d < 6; d++) {
          assertEquals(slot, TileSlot.containing(c.neighbour(d)));
        }
      }
    }
  }
}
