package io.github.mkrules.core.effect;

import io.github.mkrules.api.content.Element;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.core.content.DataException;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
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
      "move, influence, heal, draw, fame, reputation, attack, block, crystal, token, wound, only, sideways-value, "
          + "discard-wound or special";

  private final String text;
  private final String where;
  private final List<Token> tokens;
  private int pos;

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
      return ifTerm();
    }
    Effect atom = per(atom());
    Token after = peek();
    if (after.isWord()) {
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
        return new Effect.Gain(GainKind.MOVE, number(keyword, false));
      case "influence":
        return new Effect.Gain(GainKind.INFLUENCE, number(keyword, false));
      case "heal":
        return new Effect.Gain(GainKind.HEAL, number(keyword, false));
      case "draw":
        return new Effect.Gain(GainKind.DRAW, number(keyword, false));
      case "fame":
        return new Effect.Gain(GainKind.FAME, number(keyword, true));
      case "reputation":
        return new Effect.Gain(GainKind.REPUTATION, number(keyword, true));
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
          return new Effect.Attack(amount, kind, element());
        }
      case "block":
        {
          int amount = number(keyword, false);
          Element element = element();
          boolean swift = peek().is(Effect.Block.DOUBLE_AGAINST_SWIFT);
          if (swift) {
            next();
          }
          return new Effect.Block(amount, element, swift);
        }
      case "crystal":
        return new Effect.GainCrystal(colors(keyword, true));
      case "token":
        return new Effect.GainToken(colors(keyword, false));
      case "wound":
        return new Effect.TakeWounds(number(keyword, false));
      case "special":
        return special();
      case "only":
        return new Only(condition(keyword));
      case SidewaysValue.WORD:
        return sidewaysValue(keyword);
      case "discard-wound":
        return new DiscardWound();
      default:
        throw error(keyword, "unknown effect " + keyword.describe() + ", expected " + ATOMS);
    }
  }

  /** {@code if COND term [else term]}: a branch is an atom or a parenthesised sequence, never a choice. */
  private Effect ifTerm() {
    Token keyword = next();
    Condition condition = condition(keyword);
    Effect then = branch(keyword);
    java.util.Optional<Effect> otherwise = java.util.Optional.empty();
    if (peek().is("else")) {
      otherwise = java.util.Optional.of(branch(next()));
    }
    return new If(condition, then, otherwise);
  }

  private Effect branch(Token keyword) {
    Token at = peek();
    Effect branch = at.is("(") || at.is("if") ? term() : per(atom());
    if (branch instanceof Effect.Choice) {
      throw error(at, "a branch of \"" + keyword.text() + "\" may not hold \" | \"");
    }
    return branch;
  }

  private Condition condition(Token keyword) {
    Token t = next();
    Condition c = Condition.fromId(t.text());
    if (c == null) {
      throw error(t, "expected a condition after \"" + keyword.text() + "\" but found " + t.describe());
    }
    return c;
  }

  /** {@code GAIN per COUNT [max N]} after a gain atom. */
  private Effect per(Effect atom) {
    if (!peek().is("per") || !(atom instanceof Effect.Gain)) {
      return atom;
    }
    Token keyword = next();
    Token t = next();
    Per.Count count = Per.Count.fromId(t.text());
    if (count == null) {
      throw error(t, "expected wound, crystal-color or ready-unit after \"per\" but found " + t.describe());
    }
    int max = 0;
    if (peek().is("max")) {
      max = number(next(), false);
    }
    return new Per((Effect.Gain) atom, count, max);
  }

  private Effect sidewaysValue(Token keyword) {
    int value = number(keyword, false);
    String bonus = "";
    int higher = 0;
    if (peek().is(SidewaysValue.ADVANCED) || peek().is(SidewaysValue.NO_DIE)) {
      Token t = next();
      bonus = t.text();
      higher = number(t, false);
    } else if (peek().is(SidewaysValue.WOUND)) {
      bonus = next().text();
    }
    try {
      return new SidewaysValue(value, bonus, higher);
    } catch (IllegalArgumentException e) {
      throw error(keyword, e.getMessage());
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
