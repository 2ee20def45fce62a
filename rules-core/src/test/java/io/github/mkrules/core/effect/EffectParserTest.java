package io.github.mkrules.core.effect;

import io.github.mkrules.api.content.Element;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.content.DeedCard;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.core.content.Content;
import io.github.mkrules.core.content.DataException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The effect language (shared brief; deed-cards.md §0.1 notation): "X OR Y" is a choice of exactly one
 * alternative, "X; Y" a sequence in printed order; attacks and blocks carry range and element (R-CARDS-3.5
 * keeps sideways play out of it). Every bundled effect round-trips through the parser and the printer;
 * malformed input is rejected with the place, the offending token and its column.
 */
class EffectParserTest {
  private static final String WHERE = "test.json: entry 'x': field 'basic.effect'";

  private static Effect parse(String text) {
    return EffectParser.parse(text, WHERE);
  }

  private static Effect attack(int n) {
    return new Effect.Attack(n, AttackKind.MELEE, Element.PHYSICAL);
  }

  @Test
  void everyBundledEffectRoundTrips() {
    int count = 0;
    for (DeedCard card : Content.base().cards()) {
      for (Optional<String> text : List.of(card.basicEffect(), card.poweredEffect())) {
        if (text.isPresent()) {
          Effect effect = EffectParser.parse(text.get(), card.id());
          assertEquals(text.get(), effect.toString(), card.id());
          assertEquals(effect, EffectParser.parse(effect.toString(), card.id()), card.id());
          count++;
        }
      }
    }
    // 16 Basic Action types x 2 halves, plus the interpreted AA, Spell and Artifact halves.
    assertTrue(count >= 32, "only " + count + " effects");
  }

  @Test
  void treesOfTheBriefExamples() {
    assertEquals(new Effect.Choice(List.of(attack(2), new Effect.Block(2, Element.PHYSICAL))),
        parse("attack 2 | block 2"));
    assertEquals(new Effect.Sequence(List.of(new Effect.Gain(GainKind.INFLUENCE, 5),
            new Effect.Gain(GainKind.REPUTATION, -1))),
        parse("influence 5 ; reputation -1"));
    assertEquals(new Effect.Attack(3, AttackKind.RANGED, Element.PHYSICAL), parse("attack 3 ranged"));
    assertEquals(new Effect.Attack(8, AttackKind.SIEGE, Element.FIRE), parse("attack 8 siege fire"));
    assertEquals(new Effect.Attack(7, AttackKind.MELEE, Element.COLD_FIRE), parse("attack 7 cold-fire"));
    assertEquals(new Effect.Block(3, Element.ICE), parse("block 3 ice"));
    assertEquals(new Effect.Block(4, Element.PHYSICAL, true), parse("block 4 double-against-swift"));
    assertEquals("block 8 ice double-against-swift", parse("block 8 ice double-against-swift").toString());
    assertEquals(new Effect.GainToken(List.of(ManaColor.BLUE, ManaColor.WHITE, ManaColor.RED)),
        parse("token blue/white/red"));
    assertEquals(new Effect.GainToken(List.of(ManaColor.values())), parse("token any"));
    // Invocation's and Polarization's tokens carry how they may be spent (R-SKILLS-3)
    assertEquals(new Effect.GainToken(List.of(ManaColor.RED, ManaColor.BLACK), Effect.TokenUse.AT_ONCE),
        parse("token red/black at-once"));
    assertEquals("token blue not-spell-powered", parse("token blue not-spell-powered").toString());
    assertEquals(Effect.TokenUse.ONLY_SPELL_POWERED,
        ((Effect.GainToken) parse("token black only-spell-powered")).use());
    assertEquals(new Effect.GainCrystal(List.of(ManaColor.basicColors())), parse("crystal any-basic"));
    assertEquals(new Effect.TakeWounds(1), parse("wound 1"));
    assertEquals(new Effect.Special("concentration", List.of("2")), parse("special concentration 2"));
    assertEquals(new Effect.Special("crystallize", List.of()), parse("special crystallize"));
    Effect versatility =
        parse("attack 4 | block 4 | attack 3 fire | block 3 fire | attack 3 ranged | attack 2 siege");
    assertEquals(6, ((Effect.Choice) versatility).options().size());
  }

  @Test
  void choiceBindsLooserThanSequence() {
    // Blood Rage: "Attack 2; OR take a Wound for Attack 5 instead".
    assertEquals(new Effect.Choice(List.of(attack(2),
            new Effect.Sequence(List.of(new Effect.TakeWounds(1), attack(5))))),
        parse("attack 2 | wound 1 ; attack 5"));
    // Intimidate: the Reputation loss follows whichever option was chosen.
    Effect intimidate = parse("(influence 4 | attack 3) ; reputation -1");
    assertEquals(new Effect.Sequence(List.of(
            new Effect.Choice(List.of(new Effect.Gain(GainKind.INFLUENCE, 4), attack(3))),
            new Effect.Gain(GainKind.REPUTATION, -1))),
        intimidate);
    assertEquals("(influence 4 | attack 3) ; reputation -1", intimidate.toString());
  }

  @Test
  void redundantParenthesesAndSpacesGiveTheCanonicalTree() {
    assertEquals(attack(2), parse("(attack 2)"));
    assertEquals(parse("move 1 | move 2 | move 3"), parse("(move 1 | move 2) | move 3"));
    assertEquals(parse("move 1 ; move 2 ; move 3"), parse("move 1 ; (move 2 ; move 3)"));
    assertEquals("move 1 ; move 2 | heal 1", parse("((move 1 ; move 2)) | heal 1").toString());
    assertEquals(parse("attack 2 | block 2"), parse("  attack  2|block 2 "));
  }

  @Test
  void randomTreesRoundTrip() {
    Random random = new Random(20240611L);
    for (int i = 0; i < 3000; i++) {
      Effect effect = randomEffect(random, 3);
      assertEquals(effect, parse(effect.toString()), effect.toString());
    }
  }

  private static Effect randomEffect(Random r, int depth) {
    int pick = r.nextInt(depth > 0 ? 10 : 8);
    switch (pick) {
      case 8:
        return new Effect.Choice(children(r, depth, Effect.Choice.class));
      case 9:
        return new Effect.Sequence(children(r, depth, Effect.Sequence.class));
      default:
        return randomAtom(r);
    }
  }

  private static List<Effect> children(Random r, int depth, Class<?> parent) {
    List<Effect> out = new ArrayList<>();
    int n = 2 + r.nextInt(3);
    while (out.size() < n) {
      Effect child = randomEffect(r, depth - 1);
      if (!parent.isInstance(child)) {
        out.add(child);
      }
    }
    return out;
  }

  private static Effect randomAtom(Random r) {
    int amount = 1 + r.nextInt(Effect.MAX_AMOUNT);
    switch (r.nextInt(7)) {
      case 0:
        GainKind kind = GainKind.values()[r.nextInt(GainKind.values().length)];
        return new Effect.Gain(kind, kind.signed() && r.nextBoolean() ? -amount : amount);
      case 1:
        return new Effect.Attack(amount, AttackKind.values()[r.nextInt(3)], Element.values()[r.nextInt(4)]);
      case 2:
        return new Effect.Block(amount, Element.values()[r.nextInt(4)]);
      case 3:
        return new Effect.GainCrystal(colours(r, ManaColor.basicColors()));
      case 4:
        return new Effect.GainToken(colours(r, ManaColor.values()));
      case 5:
        return new Effect.TakeWounds(amount);
      default:
        List<String> args = new ArrayList<>();
        for (int i = r.nextInt(3); i > 0; i--) {
          args.add(r.nextBoolean() ? String.valueOf(r.nextInt(10)) : "arg-" + r.nextInt(5));
        }
        return new Effect.Special("rule-" + r.nextInt(20), args);
    }
  }

  private static List<ManaColor> colours(Random r, ManaColor[] from) {
    List<ManaColor> pool = new ArrayList<>(List.of(from));
    List<ManaColor> out = new ArrayList<>();
    int n = 1 + r.nextInt(pool.size());
    for (int i = 0; i < n; i++) {
      out.add(pool.remove(r.nextInt(pool.size())));
    }
    return out;
  }

  private static void rejects(String text, String token, int column) {
    DataException e = assertThrows(DataException.class, () -> parse(text), text);
    String m = e.getMessage();
    assertTrue(m.startsWith(WHERE + ": "), m);
    assertTrue(m.contains(token), m);
    assertTrue(m.contains("at column " + column + " of \"" + text + "\": "), m);
  }

  @Test
  void malformedInputIsRejectedWithPosition() {
    rejects("attack 2 | blok 2", "\"blok\"", 12);
    rejects("attack", "the end of the text", 7);
    rejects("attack two", "\"two\"", 8);
    rejects("attack 2 ranged ranged", "\"ranged\"", 17);
    rejects("attack 2 fire ranged", "\"ranged\"", 15);
    rejects("block 2 siege", "\"siege\"", 9);
    rejects("move 0", "\"0\"", 6);
    rejects("move -1", "\"-1\"", 6);
    rejects("move 100", "\"100\"", 6);
    rejects("move 02", "\"02\"", 6);
    rejects("reputation 0", "\"0\"", 12);
    rejects("reputation +1", "'+'", 12);
    rejects("token purple", "\"purple\"", 7);
    rejects("token red/red", "\"red/red\"", 7);
    rejects("token red/", "\"red/\"", 7);
    rejects("crystal gold", "(\"gold\")", 9);
    rejects("crystal any", "any-basic", 9);
    rejects("(attack 2", "the end of the text", 10);
    rejects("attack 2)", "unmatched", 9);
    rejects("attack 2 |", "the end of the text", 11);
    rejects("attack 2 ; ; block 1", "\";\"", 12);
    rejects("special", "the end of the text", 8);
    rejects("special 2", "\"2\"", 9);
    rejects("special Foo", "'F'", 9);
    rejects("Attack 2", "'A'", 1);
    rejects("move 2, heal 1", "','", 7);
  }

  @Test
  void emptyEffectIsRejected() {
    DataException e = assertThrows(DataException.class, () -> parse("  "));
    assertTrue(e.getMessage().startsWith(WHERE), e.getMessage());
  }

  @Test
  void treesKeepTheirCanonicalShape() {
    assertThrows(IllegalArgumentException.class, () -> new Effect.Choice(List.of(attack(1))));
    assertThrows(IllegalArgumentException.class,
        () -> new Effect.Sequence(List.of(attack(1), new Effect.Sequence(List.of(attack(1), attack(2))))));
    assertThrows(IllegalArgumentException.class, () -> new Effect.Gain(GainKind.MOVE, 0));
    assertThrows(IllegalArgumentException.class, () -> new Effect.Gain(GainKind.MOVE, -1));
    assertThrows(IllegalArgumentException.class, () -> new Effect.GainCrystal(List.of(ManaColor.GOLD)));
    assertThrows(IllegalArgumentException.class,
        () -> new Effect.GainToken(List.of(ManaColor.RED, ManaColor.RED)));
    assertThrows(IllegalArgumentException.class, () -> new Effect.Special("Bad Id", List.of()));
  }
}
