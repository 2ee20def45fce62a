package io.github.mkrules.core.effect;

import io.github.mkrules.api.content.Element;
import io.github.mkrules.api.state.ManaColor;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * One card, unit or skill effect, parsed from the effect language by {@link EffectParser}. The tree is
 * immutable and kept in a canonical shape: a {@link Choice} has at least two options and none of them is
 * a choice; a {@link Sequence} has at least two steps and none of them is a sequence. {@link #toString()}
 * prints the canonical text, so {@code EffectParser.parse(e.toString(), where)} equals {@code e}.
 *
 * <pre>
 * effect   := choice
 * choice   := sequence ( " | " sequence )*      choose exactly one alternative
 * sequence := term ( " ; " term )*              all of them, in order
 * term     := atom | "(" choice ")"
 * atom     := move N | influence N | heal N | draw N | fame N | reputation N   (fame, reputation signed)
 *           | attack N [ranged | siege] [fire | ice | cold-fire]
 *           | block N [fire | ice | cold-fire] [double-against-swift]
 *           | crystal C                     C = red | blue | green | white | any-basic | a/b...
 *           | token C                       C = a basic colour | gold | black | any | any-basic | a/b...
 *           | wound N                       take N Wounds into hand
 *           | special ID [ARG...]           a rule the engine implements in Java
 * </pre>
 */
public sealed interface Effect {
  /** The largest number an atom may carry. */
  int MAX_AMOUNT = 99;

  /** All six colours, printed as {@code any}. */
  List<ManaColor> ANY = List.of(ManaColor.values());

  /** The four basic colours, printed as {@code any-basic}. */
  List<ManaColor> ANY_BASIC = List.of(ManaColor.basicColors());

  /**
   * The canonical text of this effect in the effect language.
   *
   * @return the text, for example {@code attack 2 | block 2}
   */
  @Override
  String toString();

  /**
   * A word of the grammar added after the core atoms, each a record in its own file of this package, so that
   * words grow without touching one another (docs/decisions/deed-cards.md).
   */
  non-sealed interface Word extends Effect {}

  /**
   * Choose exactly one of the options, in printed order.
   *
   * @param options two or more options, none of them a choice
   */
  record Choice(List<Effect> options) implements Effect {
    /**
     * Checks the canonical shape.
     *
     * @param options two or more options, none of them a choice
     */
    public Choice {
      options = List.copyOf(options);
      if (options.size() < 2) {
        throw new IllegalArgumentException("a choice needs at least two options");
      }
      for (Effect option : options) {
        if (option instanceof Choice) {
          throw new IllegalArgumentException("a choice option may not itself be a choice");
        }
      }
    }

    @Override
    public String toString() {
      return options.stream().map(Effect::toString).collect(Collectors.joining(" | "));
    }
  }

  /**
   * All the steps, in order.
   *
   * @param steps two or more steps, none of them a sequence
   */
  record Sequence(List<Effect> steps) implements Effect {
    /**
     * Checks the canonical shape.
     *
     * @param steps two or more steps, none of them a sequence
     */
    public Sequence {
      steps = List.copyOf(steps);
      if (steps.size() < 2) {
        throw new IllegalArgumentException("a sequence needs at least two steps");
      }
      for (Effect step : steps) {
        if (step instanceof Sequence) {
          throw new IllegalArgumentException("a sequence step may not itself be a sequence");
        }
      }
    }

    @Override
    public String toString() {
      return steps.stream()
          .map(s -> s instanceof Choice ? "(" + s + ")" : s.toString())
          .collect(Collectors.joining(" ; "));
    }
  }

  /**
   * Move, Influence, Heal, Draw, Fame or Reputation points.
   *
   * @param kind what is gained
   * @param amount how much: 1 to {@link #MAX_AMOUNT}, or for Fame and Reputation also down to
   *     {@code -MAX_AMOUNT} (never 0)
   */
  record Gain(GainKind kind, int amount) implements Effect {
    /**
     * Checks the amount.
     *
     * @param kind what is gained
     * @param amount how much
     */
    public Gain {
      if (kind == null) {
        throw new IllegalArgumentException("missing kind");
      }
      int min = kind.signed() ? -MAX_AMOUNT : 1;
      if (amount < min || amount > MAX_AMOUNT || amount == 0) {
        throw new IllegalArgumentException(kind.id() + " amount " + amount + " out of range");
      }
    }

    @Override
    public String toString() {
      return kind.id() + " " + amount;
    }
  }

  /**
   * An attack.
   *
   * @param amount the attack value, 1 to {@link #MAX_AMOUNT}
   * @param kind melee, ranged or siege
   * @param element physical, fire, ice or cold fire
   */
  record Attack(int amount, AttackKind kind, Element element) implements Effect {
    /**
     * Checks the value.
     *
     * @param amount the attack value
     * @param kind melee, ranged or siege
     * @param element the element
     */
    public Attack {
      checkAmount("attack", amount);
      if (kind == null || element == null) {
        throw new IllegalArgumentException("missing attack kind or element");
      }
    }

    @Override
    public String toString() {
      return "attack "
          + amount
          + (kind == AttackKind.MELEE ? "" : " " + kind.id())
          + (element == Element.PHYSICAL ? "" : " " + element.id());
    }
  }

  /**
   * A block.
   *
   * @param amount the block value, 1 to {@link #MAX_AMOUNT}
   * @param element physical, fire, ice or cold fire
   * @param doubleAgainstSwift whether it counts double against a Swift enemy (Utem Guardsmen, Altem Guardians),
   *     printed as {@code double-against-swift}
   */
  record Block(int amount, Element element, boolean doubleAgainstSwift) implements Effect {
    /** The word of {@link #doubleAgainstSwift}. */
    public static final String DOUBLE_AGAINST_SWIFT = "double-against-swift";

    /**
     * Checks the value.
     *
     * @param amount the block value
     * @param element the element
     * @param doubleAgainstSwift whether it counts double against a Swift enemy
     */
    public Block {
      checkAmount("block", amount);
      if (element == null) {
        throw new IllegalArgumentException("missing block element");
      }
    }

    /**
     * A block that counts the same against every enemy.
     *
     * @param amount the block value
     * @param element the element
     */
    public Block(int amount, Element element) {
      this(amount, element, false);
    }

    @Override
    public String toString() {
      return "block " + amount + (element == Element.PHYSICAL ? "" : " " + element.id())
          + (doubleAgainstSwift ? " " + DOUBLE_AGAINST_SWIFT : "");
    }
  }

  /**
   * Gain one crystal of one colour the player picks among {@code colors} (R-GAIN-2).
   *
   * @param colors the colours to choose from, basic colours only, no repeats
   */
  record GainCrystal(List<ManaColor> colors) implements Effect {
    /**
     * Checks the colours.
     *
     * @param colors the colours to choose from
     */
    public GainCrystal {
      colors = checkColors(colors, true);
    }

    @Override
    public String toString() {
      return "crystal " + colorText(colors);
    }
  }

  /**
   * Gain one mana token of one colour the player picks among {@code colors}.
   *
   * @param colors the colours to choose from, no repeats
   */
  record GainToken(List<ManaColor> colors) implements Effect {
    /**
     * Checks the colours.
     *
     * @param colors the colours to choose from
     */
    public GainToken {
      colors = checkColors(colors, false);
    }

    @Override
    public String toString() {
      return "token " + colorText(colors);
    }
  }

  /**
   * Take Wound cards into the hand.
   *
   * @param count how many, 1 to {@link #MAX_AMOUNT}
   */
  record TakeWounds(int count) implements Effect {
    /**
     * Checks the count.
     *
     * @param count how many
     */
    public TakeWounds {
      checkAmount("wound", count);
    }

    @Override
    public String toString() {
      return "wound " + count;
    }
  }

  /**
   * A rule the engine implements in Java, named by a kebab-case id, with optional arguments.
   *
   * @param id the rule's id, for example {@code concentration}
   * @param args the arguments as written, for example {@code ["2"]}
   */
  record Special(String id, List<String> args) implements Effect {
    /**
     * Checks the id and the arguments.
     *
     * @param id the rule's id
     * @param args the arguments
     */
    public Special {
      if (id == null || !EffectParser.ID.matcher(id).matches()) {
        throw new IllegalArgumentException("special id '" + id + "' is not kebab-case");
      }
      args = List.copyOf(args);
      for (String arg : args) {
        if (!EffectParser.ARG.matcher(arg).matches()) {
          throw new IllegalArgumentException("special argument '" + arg + "' is not a plain word");
        }
      }
    }

    @Override
    public String toString() {
      return args.isEmpty() ? "special " + id : "special " + id + " " + String.join(" ", args);
    }
  }

  private static void checkAmount(String what, int amount) {
    if (amount < 1 || amount > MAX_AMOUNT) {
      throw new IllegalArgumentException(what + " amount " + amount + " out of range");
    }
  }

  private static List<ManaColor> checkColors(List<ManaColor> colors, boolean basicOnly) {
    List<ManaColor> copy = List.copyOf(colors);
    if (copy.isEmpty()) {
      throw new IllegalArgumentException("no colour to choose from");
    }
    Set<ManaColor> seen = EnumSet.noneOf(ManaColor.class);
    for (ManaColor color : copy) {
      if (!seen.add(color)) {
        throw new IllegalArgumentException("colour " + color.id() + " given twice");
      }
      if (basicOnly && !color.isBasic()) {
        throw new IllegalArgumentException("no " + color.id() + " crystals exist");
      }
    }
    return copy;
  }

  private static String colorText(List<ManaColor> colors) {
    if (colors.equals(ANY)) {
      return "any";
    }
    if (colors.equals(ANY_BASIC)) {
      return "any-basic";
    }
    return colors.stream().map(ManaColor::id).collect(Collectors.joining("/"));
  }
}
