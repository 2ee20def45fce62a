package io.github.mkrules.core.effect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.content.Element;
import io.github.mkrules.api.content.Terrain;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.TerrainRule;
import io.github.mkrules.core.content.DataException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The grammar's later words (docs/decisions/deed-cards.md, issue 10): each parses to its own record, prints back
 * to the same text (one spelling per effect), and a malformed word is refused with the place, the token and
 * what was expected.
 */
class EffectWordsTest {
  private static final String WHERE = "test.json: entry 'x': field 'basic.effect'";

  private static Effect parse(String text) {
    return EffectParser.parse(text, WHERE);
  }

  private static void roundTrips(String text, Effect expected) {
    Effect effect = parse(text);
    assertEquals(expected, effect, text);
    assertEquals(text, effect.toString(), text);
  }

  @Test
  void everyWordRoundTrips() {
    roundTrips("if forest heal 5 else heal 3", new Conditional(Conditional.Condition.FOREST,
        new Effect.Gain(GainKind.HEAL, 5), new Effect.Gain(GainKind.HEAL, 3)));
    roundTrips("move 2 ; if no-combat heal 1", new Effect.Sequence(List.of(new Effect.Gain(GainKind.MOVE, 2),
        new Conditional(Conditional.Condition.NO_COMBAT, new Effect.Gain(GainKind.HEAL, 1), null))));
    roundTrips("only combat-start", new Only(Only.When.COMBAT_START));
    roundTrips("influence 1 per wound", new PerCount(new Effect.Gain(GainKind.INFLUENCE, 1), PerCount.Count.WOUND));
    roundTrips("tokens 3 any", new Tokens(3, Effect.ANY));
    roundTrips("crystal any-basic owned", new Effect.GainCrystal(Effect.ANY_BASIC, true));
    roundTrips("pay blue", new Pay(ManaColor.BLUE));
    roundTrips("only day ; pay black ; token red", new Effect.Sequence(List.of(new Only(Only.When.DAY),
        new Pay(ManaColor.BLACK), new Effect.GainToken(List.of(ManaColor.RED)))));
    roundTrips("mana-to-crystal", new ManaToCrystal());
    roundTrips("discard-card", new DiscardCard());
    roundTrips("discard-card white ; play-from-offer spell white", new Effect.Sequence(List.of(
        new DiscardCard(java.util.Optional.of(ManaColor.WHITE)), new PlayFromOffer(ManaColor.WHITE))));
    roundTrips("unit-from-offer", new UnitFromOffer());
    roundTrips("throw-away-card green", new ThrowAwayCard(ManaColor.GREEN));
    roundTrips("play-card powered plus 2", new PlayOther(true, 1, 2, false));
    roundTrips("play-card basic times 3 throw-away", new PlayOther(false, 3, 0, true));
    roundTrips("ready-unit 3", new ReadyUnit(3));
    roundTrips("terrain-cost all reduce 1 floor 2",
        new TerrainCost(new TerrainRule(List.of(), TerrainRule.Kind.REDUCE, 1, 2)));
    roundTrips("terrain-cost lake/swamp set 1",
        new TerrainCost(new TerrainRule(List.of(Terrain.LAKE, Terrain.SWAMP), TerrainRule.Kind.SET, 1, 0)));
    roundTrips("terrain-cost lake open 0",
        new TerrainCost(new TerrainRule(List.of(Terrain.LAKE), TerrainRule.Kind.OPEN, 0, 0)));
    roundTrips("extra-dice 3", new ExtraDice(3));
    roundTrips("unit-bonus 2", new UnitBonus(2));
    roundTrips("no-unit-damage", new NoUnitDamage());
    roundTrips("enemy blocked armor -3", EnemyEffect.armor(EnemyEffect.Target.BLOCKED, -3));
    roundTrips("enemy one armor -3 fortified -6", new EnemyEffect(EnemyEffect.Target.ONE,
        List.of(new EnemyEffect.Change(EnemyEffect.Kind.ARMOR, -3, -6, null))));
    roundTrips("enemy one no-resistance fire no-attack", new EnemyEffect(EnemyEffect.Target.ONE,
        List.of(EnemyEffect.Change.of(EnemyEffect.Kind.NO_ATTACK),
            new EnemyEffect.Change(EnemyEffect.Kind.NO_RESISTANCE, 0, 0, io.github.mkrules.api.content.Element.FIRE))));
    roundTrips("ignore-site-fortification", new IgnoreSiteFortification());
    roundTrips("on-block at-attack-phase attack 4 fire", new OnBlock(new AtAttackPhase(
        new Effect.Attack(4, AttackKind.MELEE, io.github.mkrules.api.content.Element.FIRE))));
    roundTrips("attack 2 fire per enemy", new PerCount(new Effect.Attack(2, AttackKind.MELEE,
        io.github.mkrules.api.content.Element.FIRE), PerCount.Count.ENEMY));
    // Cold Toughness powered: Ice Block per symbol of the blocked enemy's token (U6, R-COMBAT-BLOCK-7)
    roundTrips("block 1 ice per blocked-symbols", new PerCount(new Effect.Block(1, Element.ICE),
        PerCount.Count.BLOCKED_SYMBOLS));
    roundTrips("convert move 2 attack 1 ranged",
        new Convert(GainKind.MOVE, 2, new Effect.Attack(1, AttackKind.RANGED, Element.PHYSICAL)));
    roundTrips("convert influence 1 block 1 ice", new Convert(GainKind.INFLUENCE, 1, new Effect.Block(1, Element.ICE)));
    roundTrips("next-card-bonus attack 1 block 2", new NextCardBonus(1, 2));
    roundTrips("keep-card bottom", new KeepCard(false));
    roundTrips("return-spent-crystals", new ReturnSpentCrystals());
    roundTrips("at-end-of-turn (fame 1 per recruited ; reputation 1 per recruited)", new AtEndOfTurn(
        new Effect.Sequence(List.of(new PerCount(new Effect.Gain(GainKind.FAME, 1), PerCount.Count.RECRUITED),
            new PerCount(new Effect.Gain(GainKind.REPUTATION, 1), PerCount.Count.RECRUITED)))));
    roundTrips("learn-advanced-action 9 hand", new LearnAdvancedAction(9, true));
    roundTrips("crystal-from-die", new CrystalFromDie(false));
    // the skills' words (docs/decisions/heroes-skills-tactics.md, issue 9 part 6)
    roundTrips("crystal-from-die keep", new CrystalFromDie(true));
    roundTrips("next-unit-bonus ranged 1", new NextUnitBonus(NextUnitBonus.Kind.RANGED, 1));
    roundTrips("fly 2 move 2", new Fly(2, 2));
    roundTrips("fly 1 move 0", new Fly(1, 0));
    roundTrips("sideways-value 3 red 4", new SidewaysValue(3, "red", 4));
    roundTrips("hand-back sideways-value 3 wound", new HandBack(new SidewaysValue(3, "wound", 0)));
    roundTrips("hand-back solo-owner token-from-die give-crystal", new HandBack(true, new TokenFromDie(true)));
    roundTrips("while-in-centre extra-dice -1", new WhileInCentre(new ExtraDice(-1)));
    roundTrips("when-back crystal-from-die keep", new WhenBack(new CrystalFromDie(true)));
    roundTrips("throw-away-wounds 2 give-nearest", new ThrowAwayWounds(2, true));
    roundTrips("terrain-cost all increase 1 max 5", new TerrainCost(new io.github.mkrules.api.state.TerrainRule(
        List.of(), io.github.mkrules.api.state.TerrainRule.Kind.INCREASE, 1, 5)));
    roundTrips("others-lose-crystal", new OthersLoseCrystal());
    roundTrips("players-wound-per-crystal white", new PlayersWoundPerCrystal(ManaColor.WHITE));
    roundTrips("ready-unit 4 heal ; others-spend-unit 3", new Effect.Sequence(List.of(new ReadyUnit(4, true),
        new OthersSpendUnit(3, false))));
    roundTrips("others-spend-unit 2 if-readied", new OthersSpendUnit(2, true));
    roundTrips("others-discard-color red steal", new OthersDiscardColor(ManaColor.RED, true));
    roundTrips("reroll-source ; extra-dice 3 ; dice-any-basic", new Effect.Sequence(List.of(new RerollSource(),
        new ExtraDice(3), new DiceAnyBasic())));
    roundTrips("ready-units 5", new ReadyUnits(5));
    roundTrips("discard-to-deck 2 random", new DiscardToDeck(2, false));
    roundTrips("discard-to-deck 2 chosen", new DiscardToDeck(2, true));
    roundTrips("hand-limit 2", new HandLimit(2));
    roundTrips("travel 5 cost 1", new Travel(5, 1, List.of(), false));
    roundTrips("travel 3 avoid lake/swamp", new Travel(3, 0, List.of(Terrain.LAKE, Terrain.SWAMP), false));
    roundTrips("gain-unit", new GainUnit());
    roundTrips("gain-spell discard pay", new GainSpell(false, true));
    roundTrips("gain-spell hand", new GainSpell(true, false));
    roundTrips("extra-targets move 1", new ExtraTargets(1));
    roundTrips("travel 3 avoid lake/swamp assault", new Travel(3, 0, List.of(Terrain.LAKE, Terrain.SWAMP), true));
    roundTrips("reach 2 ; no-provoke", new Effect.Sequence(List.of(new Reach(2), new NoProvoke())));
    roundTrips("if forest (heal 5 ; ready-units 5) else (heal 3 ; ready-units 3)", new Conditional(
        Conditional.Condition.FOREST, new Effect.Sequence(List.of(new Effect.Gain(GainKind.HEAL, 5), new ReadyUnits(5))),
        new Effect.Sequence(List.of(new Effect.Gain(GainKind.HEAL, 3), new ReadyUnits(3)))));
    roundTrips("claim-die blue ; each-turn token blue ; others-each-turn wound-on-mana blue", new Effect.Sequence(
        List.of(new ClaimDie(ManaColor.BLUE), new EachTurn(new Effect.GainToken(List.of(ManaColor.BLUE))),
            new OthersEachTurn(new WoundOnMana(ManaColor.BLUE, false, false)))));
    roundTrips("while-in-centre wound-on-mana other-than black each-color",
        new WhileInCentre(new WoundOnMana(ManaColor.BLACK, true, true)));
    roundTrips("powered-bonus green 4", new PoweredBonus(ManaColor.GREEN, 4));
    roundTrips("enemy one armor -1 per-resistance", new EnemyEffect(EnemyEffect.Target.ONE,
        List.of(new EnemyEffect.Change(EnemyEffect.Kind.ARMOR, -1, 0, null, true))));
  }

  @Test
  void aConditionInsideAChoiceAndASequence() {
    Effect e = parse("if day attack 1 ranged else attack 2 ranged | block 2");
    assertTrue(e instanceof Effect.Choice);
    assertEquals("if day attack 1 ranged else attack 2 ranged | block 2", e.toString());
  }

  @Test
  void malformedWordsNameTheTokenAndWhatWasExpected() {
    List<List<String>> cases = List.of(
        List.of("if dusk heal 1", "\"dusk\"", "expected day, night, combat, no-combat, forest"),
        List.of("if day (heal 1 | move 1)", "may not hold a choice", "if"),
        List.of("only later", "\"later\"", "combat-start"),
        List.of("influence 1 per card", "\"card\"", "wound, recruited"),
        List.of("tokens 1 any", "tokens 1 out of range", "tokens"),
        List.of("pay any", "takes one colour", "pay"),
        List.of("pay red/blue", "takes one colour", "pay"),
        List.of("play-card twice", "\"twice\"", "basic or powered"),
        List.of("ready-unit 5", "out of range", "ready-unit"),
        List.of("terrain-cost marsh set 1", "\"marsh\"", "terrain ids"),
        List.of("terrain-cost all reduce 1", "the end of the text", "floor"),
        List.of("enemy some armor -1", "\"some\"", "all, blocked, one"),
        List.of("enemy one no-attack no-attack", "given twice", "enemy"),
        List.of("enemy one slow", "\"slow\"", "armor, no-fortification"),
        List.of("enemy one no-attack 2", "\"2\"", "in an enemy word"),
        List.of("enemy all armor 2", "out of range", "enemy"),
        List.of("convert heal 1 attack 1", "\"heal\"", "move or influence"),
        List.of("convert move 1 attack 2", "attack 1 or a block 1", "convert"),
        List.of("convert move 1 heal 1", "\"heal\"", "an attack or block atom"),
        List.of("keep-card middle", "\"middle\"", "top or bottom"),
        List.of("learn-advanced-action 6 deck", "\"deck\"", "discard or hand"),
        List.of("at-end-of-turn (move 1 | heal 1)", "without a choice", "at-end-of-turn"),
        List.of("claim-die gold", "claim-die", "basic"),
        List.of("each-turn (token red | token blue)", "without a choice", "each-turn"),
        List.of("wound-on-mana red/blue", "takes one colour", "wound-on-mana"),
        List.of("powered-bonus gold 4", "basic colour or black", "powered-bonus"),
        List.of("enemy one armor -1 fortified -2 per-resistance", "per-resistance", "fortified"),
        List.of("influence 1 per blocked-symbols", "blocked-symbols", "counts a block"),
        List.of("attack 1 ice per blocked-symbols", "blocked-symbols", "counts a block"));
    for (List<String> c : cases) {
      DataException e = assertThrows(DataException.class, () -> parse(c.get(0)), c.get(0));
      assertTrue(e.getMessage().startsWith(WHERE), e.getMessage());
      for (String part : c.subList(1, c.size())) {
        assertTrue(e.getMessage().contains(part), c.get(0) + " -> " + e.getMessage() + " lacks " + part);
      }
    }
  }
}
