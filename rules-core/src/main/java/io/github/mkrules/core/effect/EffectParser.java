package io.github.mkrules.core.effect;

import io.github.mkrules.api.content.Element;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.core.content.DataException;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Reads the effect language (see {@link Effect}) into an {@link Effect} tree. Spaces between tokens are
 * free; parentheses that change nothing are dropped, and nested choices or sequences are flattened, so
 * the result is always in the canonical shape. Every error is a {@link DataException} naming the place
 * (file, entry, field), the offending token and its column.
 */
public final class EffectParser {
  /** A kebab-case id, used for {@code special} rules. */
  static final Pattern ID = Pattern.compile("[a-z][a-z0-9]*(-[a-z0-9]+)*");

  /** A {@code special} argument: a plain word or number. */
  static final Pattern ARG = Pattern.compile("-?[a-z0-9]+([/-][a-z0-9]+)*");

  private static final Pattern NUMBER = Pattern.compile("-?[0-9]+");

  private static final String ATOMS =
      "move, influence, heal, draw, fame, reputation, attack, block, crystal, token, tokens, wound, pay,"
      + " mana-to-crystal, discard-card, throw-away-card, play-card, ready-unit, heal-unit, sideways-value,"
      + " discard-wound, only, terrain-cost, extra-dice,"
      + " unit-bonus, no-unit-damage, enemy, convert, next-card-bonus, next-unit-bonus, fly, hand-back,"
      + " while-in-centre, when-back, throw-away-wounds, keep-card, return-spent-crystals,"
      + " at-end-of-turn, learn-advanced-action, unlimited-mana, usable-mana, reveal-as-day, at-end-of-combat,"
      + " discard-cards-for, double-attack, no-resistance, roll-die, up-to, on-heal, offer-card, unit-armor,"
      + " unit-resist, unit-fame, ready-all-units, ready-banner-unit, spend-banner-unit, cancel-attack, no-attack,"
      + " throw-away-received-wounds, ready-units, discard-to-deck, hand-limit, crystal-from-die,"
      + " reroll-source, dice-any-basic, on-block, at-attack-phase, ignore-site-fortification, travel, gain-unit,"
      + " gain-spell, play-from-offer, unit-from-offer, reach, no-provoke, extra-targets, attacks, others-lose-crystal,"
      + " players-wound-per-crystal, others-spend-unit, others-discard-color or special";

  private final String text;
  private final String where;
  private final List<Token> tokens;
  private int pos;
  /** How many {@code roll-die} terms enclose the token being read: {@code crystal rolled} only inside one. */
  private int rollDepth;

  private record Token(String text, int column) {
    boolean isWord() {
      return !text.isEmpty() && "()|;".indexOf(text.charAt(0)) < 0;
    }

    boolean is(String s) {
      return text.equals(s);
    }

    String describe() {
      return text.isEmpty() ? "the end of the text" : "\"" + text + "\"";
    }
  }

  private EffectParser(String text, String where) {
    this.text = text;
    this.where = where;
    this.tokens = lex();
  }

  /**
   * Parses one effect.
   *
   * @param text the effect, for example {@code attack 2 | block 2}
   * @param where the place for messages, for example {@code deed-cards.json: entry 'rage': field
   *     'basic.effect'}
   * @return the effect tree in canonical shape
   * @throws DataException naming {@code where}, the offending token and its column
   */
  public static Effect parse(String text, String where) {
    if (text == null || text.isBlank()) {
      throw new DataException(where + ": empty effect");
    }
    EffectParser parser = new EffectParser(text, where);
    Effect effect = parser.choice();
    Token rest = parser.peek();
    if (rest.is(")")) {
      throw parser.error(rest, "unmatched \")\"");
    }
    if (!rest.text().isEmpty()) {
      throw parser.error(rest, "unexpected " + rest.describe() + ", expected \" | \", \" ; \" or the end");
    }
    return effect;
  }

  private List<Token> lex() {
    List<Token> out = new ArrayList<>();
    int i = 0;
    while (i < text.length()) {
      char c = text.charAt(i);
      if (c == ' ') {
        i++;
      } else if (c == '(' || c == ')' || c == '|' || c == ';') {
        out.add(new Token(String.valueOf(c), i + 1));
        i++;
      } else if (isWordChar(c)) {
        int start = i;
        while (i < text.length() && isWordChar(text.charAt(i))) {
          i++;
        }
        out.add(new Token(text.substring(start, i), start + 1));
      } else {
        throw error(new Token(String.valueOf(c), i + 1), "unexpected character '" + c + "'");
      }
    }
    out.add(new Token("", text.length() + 1));
    return out;
  }

  private static boolean isWordChar(char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '/';
  }

  private Token peek() {
    return tokens.get(pos);
  }

  private Token next() {
    Token t = tokens.get(pos);
    if (pos < tokens.size() - 1) {
      pos++;
    }
    return t;
  }

  private Effect choice() {
    List<Effect> options = new ArrayList<>();
    addOption(options, sequence());
    while (peek().is("|")) {
      next();
      addOption(options, sequence());
    }
    return options.size() == 1 ? options.get(0) : new Effect.Choice(options);
  }

  private static void addOption(List<Effect> options, Effect option) {
    if (option instanceof Effect.Choice) {
      options.addAll(((Effect.Choice) option).options());
    } else {
      options.add(option);
    }
  }

  private Effect sequence() {
    List<Effect> steps = new ArrayList<>();
    addStep(steps, term());
    while (peek().is(";")) {
      next();
      addStep(steps, term());
    }
    return steps.size() == 1 ? steps.get(0) : new Effect.Sequence(steps);
  }

  private static void addStep(List<Effect> steps, Effect step) {
    if (step instanceof Effect.Sequence) {
      steps.addAll(((Effect.Sequence) step).steps());
    } else {
      steps.add(step);
    }
  }

  private Effect term() {
    if (peek().is("(")) {
      Token open = next();
      Effect inner = choice();
      Token close = next();
      if (!close.is(")")) {
        throw error(close, "expected \")\" to close the \"(\" at column " + open.column()
            + " but found " + close.describe());
      }
      return inner;
    }
    if (peek().is("if")) {
      return conditional(next());
    }
    Effect atom = atom();
    Token after = peek();
    if (after.isWord() && !after.is("else")) {
      throw error(after, "unexpected " + after.describe() + " after \"" + atom
          + "\", expected \" | \", \" ; \", \")\" or the end");
    }
    return atom;
  }

  private Effect atom() {
    Token keyword = next();
    if (!keyword.isWord()) {
      throw error(keyword, "expected an effect (" + ATOMS + ") but found " + keyword.describe());
    }
    switch (keyword.text()) {
      case "move":
        return gain(GainKind.MOVE, keyword);
      case "influence":
        return gain(GainKind.INFLUENCE, keyword);
      case "heal":
        return gain(GainKind.HEAL, keyword);
      case "draw":
        return gain(GainKind.DRAW, keyword);
      case "fame":
        return gain(GainKind.FAME, keyword);
      case "reputation":
        return gain(GainKind.REPUTATION, keyword);
      case "attack":
        {
          int amount = number(keyword, false);
          AttackKind kind = AttackKind.MELEE;
          if (peek().is("ranged")) {
            next();
            kind = AttackKind.RANGED;
          } else if (peek().is("siege")) {
            next();
            kind = AttackKind.SIEGE;
          }
          return perCount(new Effect.Attack(amount, kind, element()));
        }
      case "block":
        {
          int amount = number(keyword, false);
          Element element = element();
          boolean swift = peek().is(Effect.Block.DOUBLE_AGAINST_SWIFT);
          if (swift) {
            next();
          }
          return perCount(new Effect.Block(amount, element, swift));
        }
      case "crystal":
        if (peek().is("rolled")) {
          Token rolled = next();
          if (rollDepth == 0) {
            throw error(rolled, "\"crystal rolled\" is a crystal of the colour a roll-die shows, only inside roll-die");
          }
          return new RolledCrystal();
        }
        return new Effect.GainCrystal(colors(keyword, true), optionalWord("owned"));
      case "token":
        return new Effect.GainToken(colors(keyword, false), tokenUse());
      case "wound":
        return new Effect.TakeWounds(number(keyword, false));
      case "special":
        return special();
      default:
        Effect word = word(keyword);
        if (word != null) {
          return word;
        }
        throw error(keyword, "unknown effect " + keyword.describe() + ", expected " + ATOMS);
    }
  }

  private int number(Token keyword, boolean signed) {
    Token t = next();
    String range = signed ? "-" + Effect.MAX_AMOUNT + " to " + Effect.MAX_AMOUNT + " (not 0)"
        : "1 to " + Effect.MAX_AMOUNT;
    String expected = "expected a number from " + range + " after \"" + keyword.text() + "\" but found ";
    if (!NUMBER.matcher(t.text()).matches()) {
      throw error(t, expected + t.describe());
    }
    String digits = t.text().startsWith("-") ? t.text().substring(1) : t.text();
    if (digits.length() > 2 || digits.startsWith("0") || (!signed && t.text().startsWith("-"))) {
      throw error(t, expected + t.describe());
    }
    return Integer.parseInt(t.text());
  }

  private Element element() {
    Token t = peek();
    for (Element element : Element.values()) {
      if (element != Element.PHYSICAL && t.is(element.id())) {
        next();
        return element;
      }
    }
    return Element.PHYSICAL;
  }

  private List<ManaColor> colors(Token keyword, boolean basicOnly) {
    Token t = next();
    String allowed = basicOnly
        ? "red, blue, green, white, any-basic or alternatives such as red/blue"
        : "red, blue, green, white, gold, black, any, any-basic or alternatives such as blue/white/red";
    if (!t.isWord()) {
      throw error(t, "expected a colour (" + allowed + ") after \"" + keyword.text() + "\" but found "
          + t.describe());
    }
    if (t.is("any-basic")) {
      return Effect.ANY_BASIC;
    }
    if (t.is("any")) {
      if (basicOnly) {
        throw error(t, "\"any\" includes gold and black, which have no crystals; use any-basic");
      }
      return Effect.ANY;
    }
    List<ManaColor> out = new ArrayList<>();
    Set<ManaColor> seen = EnumSet.noneOf(ManaColor.class);
    for (String part : t.text().split("/", -1)) {
      ManaColor color;
      try {
        color = ManaColor.fromId(part);
      } catch (IllegalArgumentException e) {
        throw error(t, "unknown colour \"" + part + "\" in " + t.describe() + ", expected " + allowed);
      }
      if (basicOnly && !color.isBasic()) {
        throw error(t, "no " + color.id() + " crystals exist (" + t.describe() + "), expected " + allowed);
      }
      if (!seen.add(color)) {
        throw error(t, "colour \"" + part + "\" given twice in " + t.describe());
      }
      out.add(color);
    }
    return out;
  }

  private Effect gain(GainKind kind, Token keyword) {
    return perCount(new Effect.Gain(kind, number(keyword, kind.signed())));
  }

  /** {@code per COUNT [max N]} after a gain, an attack or a block, if written. */
  private Effect perCount(Effect gain) {
    if (!peek().is("per")) {
      return gain;
    }
    Token per = next();
    PerCount.Count count = enumWord(PerCount.Count.class, "after \"per\"", PerCount.Count::id);
    int max = peek().is("max") ? number(next(), false) : 0;
    try {
      return new PerCount(gain, count, max);
    } catch (IllegalArgumentException e) {
      throw error(per, e.getMessage()); // blocked-symbols counts a block only
    }
  }

  /** The optional rule on how a gained token may be spent ({@code token C [USE]}). */
  private Effect.TokenUse tokenUse() {
    for (Effect.TokenUse use : Effect.TokenUse.values()) {
      if (use != Effect.TokenUse.ANY && optionalWord(use.id())) {
        return use;
      }
    }
    return Effect.TokenUse.ANY;
  }

  private boolean optionalWord(String word) {
    if (peek().is(word)) {
      next();
      return true;
    }
    return false;
  }

  private Conditional conditional(Token keyword) {
    Conditional.Condition condition = enumWord(Conditional.Condition.class, "after \"if\"", Conditional.Condition::id);
    Effect then = term();
    Effect otherwise = null;
    if (peek().is("else")) {
      next();
      otherwise = term();
    }
    try {
      return new Conditional(condition, then, otherwise);
    } catch (IllegalArgumentException e) {
      throw error(keyword, e.getMessage());
    }
  }

  /** {@code sideways-value N [advanced M | no-die M | C M | wound]} (skills). */
  private Effect sidewaysValue(Token keyword) {
    int value = number(keyword, false);
    if (peek().is(SidewaysValue.ADVANCED) || peek().is(SidewaysValue.NO_DIE)
        || SidewaysValue.color(peek().text()) != null) {
      Token t = next();
      return new SidewaysValue(value, t.text(), number(t, false));
    }
    return new SidewaysValue(value, peek().is(SidewaysValue.WOUND) ? next().text() : "", 0);
  }

  /** The grammar's later words ({@link Effect.Word}), each in its own branch; null for an unknown keyword. */
  private Effect word(Token keyword) {
    try {
      switch (keyword.text()) {
        case "tokens":
          return new Tokens(number(keyword, false), colors(keyword, false));
        case "pay": {
          List<ManaColor> colors = colors(keyword, false);
          if (colors.size() != 1) {
            throw error(keyword, "\"pay\" takes one colour");
          }
          return new Pay(colors.get(0));
        }
        case "mana-to-crystal":
          return new ManaToCrystal();
        case "discard-card":
          return new DiscardCard(basicColorIfWritten());
        case "throw-away-card":
          return new ThrowAwayCard(oneBasicColor(keyword));
        case "play-card":
          return playOther(keyword);
        case "ready-unit":
          return new ReadyUnit(number(keyword, false), optionalWord(ReadyUnit.HEAL));
        case "heal-unit":
          return new HealUnit();
        case SidewaysValue.WORD:
          return sidewaysValue(keyword);
        case "discard-wound":
          return new DiscardWound();
        case "only":
          return new Only(enumWord(Only.When.class, "after \"only\"", Only.When::id));
        case "terrain-cost":
          return terrainCost(keyword);
        case "extra-dice":
          return new ExtraDice(number(keyword, true));
        case AllAttacks.WORD:
          return allAttacks();
        case "unit-bonus":
          return new UnitBonus(number(keyword, false));
        case "no-unit-damage":
          return new NoUnitDamage();
        case "enemy":
          return enemy(keyword);
        case "convert":
          return convert(keyword);
        case "next-card-bonus":
          return nextCardBonus(keyword);
        case Fly.WORD: {
          int spaces = number(keyword, false);
          expect("move");
          return new Fly(spaces, amount(keyword));
        }
        case HandBack.WORD: {
          boolean soloOwner = optionalWord(HandBack.SOLO_OWNER);
          return new HandBack(soloOwner, term());
        }
        case WhileInCentre.WORD:
          return new WhileInCentre(term());
        case WhenBack.WORD:
          return new WhenBack(term());
        case ThrowAwayWounds.WORD:
          return new ThrowAwayWounds(number(keyword, false), optionalWord(ThrowAwayWounds.GIVE_NEAREST));
        case "next-unit-bonus":
          return new NextUnitBonus(enumWord(NextUnitBonus.Kind.class, "after \"next-unit-bonus\"",
              NextUnitBonus.Kind::id), number(keyword, false));
        case "keep-card":
          return new KeepCard(expect("top", "bottom").equals("top"));
        case "return-spent-crystals":
          return new ReturnSpentCrystals();
        case "at-end-of-turn":
          return new AtEndOfTurn(term());
        case "on-block":
          return new OnBlock(term());
        case "at-attack-phase":
          return new AtAttackPhase(term());
        case IgnoreSiteFortification.WORD:
          return new IgnoreSiteFortification();
        case "learn-advanced-action":
          return new LearnAdvancedAction(number(keyword, false), expect("discard", "hand").equals("hand"));
        case "unlimited-mana":
          return new UnlimitedMana(colors(keyword, false));
        case "usable-mana":
          return new UsableMana(ManaColor.fromId(expect("gold", "black")));
        case "reveal-as-day":
          return new RevealAsDay();
        case "at-end-of-combat":
          return new AtEndOfCombat(term());
        case "discard-cards-for":
          return new DiscardCardsFor(atom());
        case "double-attack":
          return new DoubleAttack(elementWord());
        case "no-resistance":
          return new NoResistance(elementWord());
        case "roll-die":
          return rollDie(keyword);
        case "up-to":
          return new UpTo(number(keyword, false), term());
        case "on-heal":
          return onHeal(keyword);
        case "unit-armor":
          return new UnitArmor(number(keyword, false));
        case "unit-resist":
          return unitResist();
        case "unit-fame":
          return new UnitFame(number(keyword, false));
        case "ready-all-units":
          return new ReadyAllUnits();
        case "ready-banner-unit":
          return new ReadyBannerUnit();
        case "spend-banner-unit":
          return new SpendBannerUnit();
        case "cancel-attack":
          return new CancelAttack();
        case "no-attack":
          return new NoAttack(number(keyword, false));
        case "throw-away-received-wounds":
          return new ThrowAwayReceivedWounds();
        case "offer-card":
          return new OfferCard(expect("advanced-action", "spell").equals("spell"), expect("hand", "discard").equals("hand"),
              optionalWord("crystal"));
        case "crystal-from-die":
          return new CrystalFromDie(optionalWord(CrystalFromDie.KEEP));
        case "reroll-source":
          return new RerollSource();
        case DiceAnyBasic.WORD:
          return new DiceAnyBasic();
        case "others-lose-crystal":
          return new OthersLoseCrystal();
        case "players-wound-per-crystal":
          return new PlayersWoundPerCrystal(oneBasicColor(keyword));
        case "others-spend-unit":
          return new OthersSpendUnit(number(keyword, false), optionalWord(OthersSpendUnit.IF_READIED));
        case "others-discard-color":
          return new OthersDiscardColor(oneBasicColor(keyword), optionalWord(OthersDiscardColor.STEAL));
        case "ready-units":
          return new ReadyUnits(number(keyword, false));
        case "discard-to-deck":
          return new DiscardToDeck(number(keyword, false),
              expect(DiscardToDeck.RANDOM, DiscardToDeck.CHOSEN).equals(DiscardToDeck.CHOSEN));
        case "hand-limit":
          return new HandLimit(number(keyword, false));
        case "travel":
          return travel(keyword);
        case "gain-unit":
          return new GainUnit();
        case "unit-from-offer":
          return new UnitFromOffer();
        case "gain-spell":
          return new GainSpell(expect("discard", "hand").equals("hand"), optionalWord("pay"));
        case "play-from-offer":
          expect(PlayFromOffer.SPELL);
          return new PlayFromOffer(oneBasicColor(keyword));
        case "reach":
          return new Reach(number(keyword, false));
        case "no-provoke":
          return new NoProvoke();
        case PoweredBonus.WORD: {
          List<ManaColor> colors = colors(keyword, false);
          if (colors.size() != 1) {
            throw error(keyword, "\"" + keyword.text() + "\" takes one colour");
          }
          return new PoweredBonus(colors.get(0), number(keyword, false));
        }
        case RerollDie.WORD:
          return new RerollDie();
        case TokenFromDie.WORD:
          return new TokenFromDie(optionalWord(TokenFromDie.GIVE_CRYSTAL));
        case ClaimDie.WORD:
          return new ClaimDie(oneBasicColor(keyword));
        case EachTurn.WORD:
          return new EachTurn(term());
        case OthersEachTurn.WORD:
          return new OthersEachTurn(term());
        case WoundOnMana.WORD: {
          boolean otherThan = optionalWord(WoundOnMana.OTHER_THAN);
          List<ManaColor> colors = colors(keyword, false);
          if (colors.size() != 1) {
            throw error(keyword, "\"" + keyword.text() + "\" takes one colour");
          }
          return new WoundOnMana(colors.get(0), otherThan, optionalWord(WoundOnMana.EACH_COLOR));
        }
        case "extra-targets":
          expect("move");
          return new ExtraTargets(number(keyword, false));
        default:
          return null;
      }
    } catch (IllegalArgumentException e) {
      throw error(keyword, e.getMessage());
    }
  }

  private UnitResist unitResist() {
    Token t = next();
    List<Element> elements = new ArrayList<>();
    for (String part : t.text().split("/", -1)) {
      try {
        elements.add(Element.fromId(part));
      } catch (IllegalArgumentException e) {
        throw error(t, "expected physical, fire or ice joined by \"/\" after \"unit-resist\" but found " + t.describe());
      }
    }
    return new UnitResist(elements);
  }

  /** An element named by its id, physical included. */
  private Element elementWord() {
    String id = expect("physical", "fire", "ice", "cold-fire");
    return Element.fromId(id);
  }

  private RollDie rollDie(Token keyword) {
    List<ManaColor> colors = colors(keyword, false);
    rollDepth++;
    try {
      Effect then = term();
      Effect otherwise = null;
      if (peek().is("else")) {
        next();
        otherwise = term();
      }
      return new RollDie(colors, then, otherwise);
    } finally {
      rollDepth--;
    }
  }

  private OnHeal onHeal(Token keyword) {
    OnHeal.Trigger trigger = enumWord(OnHeal.Trigger.class, "after \"on-heal\"", OnHeal.Trigger::id);
    Token gain = next();
    GainKind kind = null;
    for (GainKind k : GainKind.values()) {
      if (gain.is(k.id())) {
        kind = k;
      }
    }
    if (kind == null) {
      throw error(gain, "expected a gain (move, influence, heal, draw, fame, reputation) after the trigger but found "
          + gain.describe());
    }
    Effect.Gain each = new Effect.Gain(kind, number(gain, kind.signed()));
    return new OnHeal(trigger, each, peek().is("max") ? number(next(), false) : 0);
  }

  /** {@code travel N [cost M] [avoid T/T] [assault]}. */
  private Travel travel(Token keyword) {
    int spaces = number(keyword, false);
    int cost = 0;
    if (peek().is("cost")) {
      cost = number(next(), false);
    }
    java.util.List<io.github.mkrules.api.content.Terrain> avoid = List.of();
    if (peek().is("avoid")) {
      next();
      Token which = next();
      try {
        avoid = TerrainCost.terrains(which.text());
      } catch (IllegalArgumentException e) {
        throw error(which, "expected terrain ids joined by \"/\" after \"avoid\" but found " + which.describe());
      }
    }
    return new Travel(spaces, cost, avoid, optionalWord(Travel.ASSAULT));
  }

  private PlayOther playOther(Token keyword) {
    boolean powered = expect("basic", "powered").equals("powered");
    int times = 1;
    int plus = 0;
    if (peek().is("times")) {
      times = number(next(), false);
    }
    if (peek().is("plus")) {
      plus = number(next(), false);
    }
    return new PlayOther(powered, times, plus, optionalWord("throw-away"));
  }

  private TerrainCost terrainCost(Token keyword) {
    Token which = next();
    java.util.List<io.github.mkrules.api.content.Terrain> terrains;
    try {
      terrains = TerrainCost.terrains(which.text());
    } catch (IllegalArgumentException e) {
      throw error(which, "expected all or terrain ids joined by \"/\" after \"terrain-cost\" but found "
          + which.describe());
    }
    String kind = expect("reduce", "set", "open", "increase");
    int amount = amount(keyword);
    int floor = 0;
    if (kind.equals("reduce")) {
      expect("floor");
      floor = amount(keyword);
    } else if (kind.equals("increase")) {
      expect("max");
      floor = amount(keyword);
    }
    return new TerrainCost(new io.github.mkrules.api.state.TerrainRule(terrains,
        io.github.mkrules.api.state.TerrainRule.Kind.valueOf(kind.toUpperCase(java.util.Locale.ROOT)), amount, floor));
  }

  /** {@code attacks siege|ELEMENT}: every attack of the combat counts as Siege, or takes the element. */
  private AllAttacks allAttacks() {
    String what = expect("siege", "physical", "fire", "ice", "cold-fire");
    return what.equals("siege") ? new AllAttacks(null, true) : new AllAttacks(Element.fromId(what), false);
  }

  /** {@code enemy all|blocked|one CHANGE...}: the changes up to the next " ; ", " | ", ")" or "else". */
  private EnemyEffect enemy(Token keyword) {
    EnemyEffect.Target target = enumWord(EnemyEffect.Target.class, "after \"enemy\"", EnemyEffect.Target::id);
    List<EnemyEffect.Change> changes = new ArrayList<>();
    do {
      changes.add(enemyChange());
    } while (peek().isWord() && !peek().is("else"));
    return new EnemyEffect(target, changes);
  }

  private EnemyEffect.Change enemyChange() {
    EnemyEffect.Kind kind = enumWord(EnemyEffect.Kind.class, "in an enemy word", EnemyEffect.Kind::id);
    Token word = tokens.get(pos - 1);
    if (kind == EnemyEffect.Kind.ARMOR) {
      int amount = number(word, true);
      int fortified = 0;
      if (peek().is("fortified")) {
        fortified = number(next(), true);
      }
      return new EnemyEffect.Change(kind, amount, fortified, null,
          optionalWord(EnemyEffect.Change.PER_RESISTANCE));
    }
    if (kind == EnemyEffect.Kind.NO_RESISTANCE && (peek().is("physical") || peek().is("fire") || peek().is("ice"))) {
      return new EnemyEffect.Change(kind, 0, 0, Element.fromId(next().text()));
    }
    return EnemyEffect.Change.of(kind);
  }

  private Convert convert(Token keyword) {
    String from = expect("move", "influence");
    int cost = number(keyword, false);
    Token to = peek();
    Effect gives = to.is("attack") || to.is("block") ? atom() : null;
    if (gives == null) {
      throw error(to, "expected an attack or block atom after \"convert " + from + " " + cost + "\" but found "
          + to.describe());
    }
    return new Convert(from.equals("move") ? GainKind.MOVE : GainKind.INFLUENCE, cost, gives);
  }

  private NextCardBonus nextCardBonus(Token keyword) {
    expect("attack");
    int attack = number(keyword, false);
    expect("block");
    return new NextCardBonus(attack, number(keyword, false));
  }

  /** A number from 0 to {@link Effect#MAX_AMOUNT}. */
  private int amount(Token keyword) {
    Token t = peek();
    if (t.is("0")) {
      next();
      return 0;
    }
    return number(keyword, false);
  }

  /** A basic colour if the next token is one ({@code discard-card [C]}). */
  private Optional<ManaColor> basicColorIfWritten() {
    for (ManaColor color : ManaColor.basicColors()) {
      if (peek().is(color.id())) {
        next();
        return Optional.of(color);
      }
    }
    return Optional.empty();
  }

  private ManaColor oneBasicColor(Token keyword) {
    List<ManaColor> colors = colors(keyword, true);
    if (colors.size() != 1) {
      throw error(keyword, "\"" + keyword.text() + "\" takes one basic colour");
    }
    return colors.get(0);
  }

  /** The next token, which must be one of the words. */
  private String expect(String... words) {
    Token t = next();
    for (String word : words) {
      if (t.is(word)) {
        return word;
      }
    }
    throw error(t, "expected " + String.join(" or ", words) + " but found " + t.describe());
  }

  private <E extends Enum<E>> E enumWord(Class<E> type, String where, java.util.function.Function<E, String> id) {
    Token t = next();
    List<String> ids = new ArrayList<>();
    for (E value : type.getEnumConstants()) {
      if (t.is(id.apply(value))) {
        return value;
      }
      ids.add(id.apply(value));
    }
    throw error(t, "expected " + String.join(", ", ids) + " " + where + " but found " + t.describe());
  }

  private Effect special() {
    Token id = next();
    if (!id.isWord() || !ID.matcher(id.text()).matches()) {
      throw error(id, "expected a kebab-case rule id after \"special\" but found " + id.describe());
    }
    List<String> args = new ArrayList<>();
    while (peek().isWord()) {
      Token arg = next();
      if (!ARG.matcher(arg.text()).matches()) {
        throw error(arg, "bad argument " + arg.describe() + " of \"special " + id.text() + "\"");
      }
      args.add(arg.text());
    }
    return new Effect.Special(id.text(), args);
  }

  private DataException error(Token at, String message) {
    return new DataException(
        where + ": at column " + at.column() + " of \"" + text + "\": " + message);
  }
}
