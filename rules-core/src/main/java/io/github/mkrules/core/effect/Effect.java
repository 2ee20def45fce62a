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
 *           | if COND term [ else term ]        the term only when COND holds now; no " | " inside
 *                                               COND = day | night | combat | no-combat | forest
 * atom     := move N | influence N | heal N | draw N | fame N | reputation N   (fame, reputation signed)
 *           | GAIN per COUNT [max N]            a gain above, an attack or a block, times a count now: COUNT =
 *                                               wound (Wound cards in hand and on units) | recruited (units
 *                                               recruited this turn) | crystal-color | ready-unit | enemy (the
 *                                               enemy tokens faced in the combat) | spell-red|-blue|-green|-white
 *                                               (Spells of it cast this turn) | defeated (enemies defeated in
 *                                               this turn's combat) | blocked-symbols (block only: the
 *                                               abilities, attack colours and resistances on the token of the
 *                                               enemy the gathered Block blocks, counted when it blocks)
 *           | attack N [ranged | siege] [fire | ice | cold-fire]
 *           | block N [fire | ice | cold-fire] [double-against-swift]
 *           | crystal C [owned]                 C = red | blue | green | white | any-basic | a/b...;
 *                                               owned: only a colour of which a crystal is held
 *           | token C [USE]                     C = a basic colour | gold | black | any | any-basic | a/b...;
 *                                               USE = at-once (the next action must pay with it) |
 *                                               not-spell-powered | only-spell-powered (for a Spell's stronger
 *                                               effect); the rule stays with the token this turn
 *           | tokens N C                        N tokens, their colours picked one by one after the play
 *           | wound N                           take N Wounds into hand
 *           | pay C                             one more mana of colour C, paid with the card's mana (a skill's
 *                                               gold or black whatever the time)
 *           | mana-to-crystal                   you may pay one mana of a basic colour for a crystal of it
 *           | discard-card [C]                  cost: discard another non-Wound card (R-CARDS-6), of colour C
 *           | throw-away-card C                 cost: throw away another Action card of colour C
 *           | play-card basic|powered [times N] [plus N] [throw-away]
 *                                               another Action card's effect, free (R-COMPOUND-1)
 *           | ready-unit N [heal]               ready a Spent unit of level N or less (R-UNITS-6); heal: and heal it
 *           | only WHEN                         playable only then: combat-start | ranged-phase | block-phase
 *                                               | attack-phase | no-combat | interacting | day | night
 *           | terrain-cost T reduce N floor F | terrain-cost T set N | terrain-cost T open N
 *                                               T = all | terrain ids joined by "/" (R-MOVE-7, this turn)
 *           | extra-dice N                      N more Source dice this turn (R-MANA-3)
 *           | unit-bonus N                      [combat] +N to each Attack and Block of a unit ability
 *           | no-unit-damage                    no damage to units this turn
 *           | attacks siege|ELEMENT             [combat] every Attack gained also counts as Siege, or takes ELEMENT
 *           | enemy all|blocked|one|one-unfortified CHANGE...
 *                                               [combat] every enemy, the one blocked next, or one the player
 *                                               picks: CHANGE = armor -N [fortified -M] (min 1) | no-fortification
 *                                               | no-resistance [physical|fire|ice] | no-attack | destroy
 *           | ignore-site-fortification         this turn, sites give their defenders no fortification
 *           | on-block term                     [combat] the term, when the Block gathered blocks an attack
 *           | at-attack-phase term              [combat] the term, when the Attack phase begins
 *           | convert move|influence N ATOM     this turn N such points may be spent in combat for ATOM, an
 *                                               attack or block atom of value 1 (action {@code convert})
 *           | next-card-bonus attack N block M  +N to the next Attack card or +M to the next Block card
 *           | next-unit-bonus attack|ranged|block N   [combat] +N to the next unit ability's melee Attack,
 *                                               Ranged Attack or Block
 *           | fly N move M                      move at once to a safe space at most N away for M Move,
 *                                               ignoring terrain, provoking no rampaging enemy
 *           | keep-card top|bottom              at the end of the turn this card may go onto the deed deck
 *           | return-spent-crystals             at the end of the turn the crystals spent come back
 *           | at-end-of-turn term               the term resolves when the turn ends
 *           | learn-advanced-action N discard|hand   once this turn N Influence buys an offered AA
 *           | unlimited-mana C                  this turn unlimited tokens of colour(s) C (Day/Night rule kept)
 *           | usable-mana gold|black            this turn that colour is usable whatever the time (dice too)
 *           | reveal-as-day                     this turn site defenders and ruins tokens are revealed as by Day
 *           | at-end-of-combat term             the term resolves when this turn's combat ends
 *           | discard-cards-for ATOM            discard any number of non-Wound cards, ATOM per card
 *           | double-attack E                   this turn Attack of element E counts twice in the Attack phase
 *           | no-resistance E                   this turn enemies have no resistance to E (physical|fire|ice)
 *           | roll-die C term [else term]       roll a mana die: the term if it shows a colour of C, else the
 *                                               other; inside, crystal rolled = a crystal of the colour rolled
 *           | up-to N term                      the player picks 0..N: the term resolves that many times
 *           | on-heal point|hand-wound GAIN [max N]   this turn GAIN per Healing point spent / Wound healed
 *                                               from hand, at most N times
 *           | offer-card advanced-action|spell hand|discard [crystal]   throw away an Action card of the
 *                                               colour of an offered card, take it (and a crystal of it)
 *           | crystal-from-die                  a crystal of a basic-coloured Source die's colour; the die rerolled
 *           | reroll-source                     every die in the Source rerolled
 *           | dice-any-basic                    this turn black and gold Source dice pay any basic colour
 *           | others-lose-crystal               each other player loses a random crystal (or takes a Wound);
 *                                               the player may gain one of them
 *           | players-wound-per-crystal C       every player takes a Wound per crystal of colour C
 *           | others-spend-unit N [if-readied]  one ready unit (level N or less) of each other player Spent
 *           | others-discard-color C [steal]    each other player discards a Spell or Action card of colour C;
 *                                               steal: the player may take one discarded Action card
 *           | ready-units N                     ready Spent units whose levels total N or less, one pick each
 *           | discard-to-deck N random|chosen   N cards of the discard pile, each onto the deck's top or bottom
 *           | hand-limit N                      the hand limit is N higher at the next draw
 *           | travel N [cost M] [avoid T/T] [assault]   move at once up to N revealed spaces, terrain ignored, M
 *                                               Move each, not over terrains T, to a safe space (or assaulting a
 *                                               fortified site), provoking nothing
 *           | gain-unit                         a unit of the Units offer joins free (disbanding one if needed)
 *           | gain-spell discard|hand [pay]     a Spell of the offer, paying one mana of its colour with pay
 *           | unit-from-offer                   this turn one ability of a unit of the Units offer may be used as
 *                                               if the unit were the player's (action offer-unit)
 *           | play-from-offer spell C           this turn one Spell of colour C of the offer may be played as
 *                                               if in hand, paying its mana; it stays in the offer
 *           | reach N                           this turn moves and explorations reach N spaces away
 *           | no-provoke                        this turn moves provoke no rampaging enemy
 *           | extra-targets move N              the enemy word before it aims at more enemies, each for Move
 *                                               points N, N + 1, ...
 *           | claim-die C                       a Source die of basic colour C kept out of the Source until the
 *                                               Round ends
 *           | each-turn term                    the rest of the Round, the player's later turns start with the term
 *           | others-each-turn term             the rest of the Round, every other player's turn starts with it
 *           | wound-on-mana [other-than] C [each-color]   this turn, a Wound for using mana of colour C (or of
 *                                               any other colour): at most one, or one per colour
 *           | powered-bonus C N                 this turn +N on the first card powered with mana of colour C
 *           | reroll-die                        the player may reroll one Source die (outside a card play)
 *           | token-from-die [give-crystal]     one more basic-coloured Source die taken for the turn as a token;
 *                                               its reroll picked; give-crystal: the skill's owner gains a crystal
 *                                               of its colour (outside a card play)
 *           | hand-back [solo-owner] term       [cooperative token] another player may hand the token in the
 *                                               centre back in their turn and gets the term; solo-owner: in a game
 *                                               of one player the owner may take it back in his next turn instead
 *           | while-in-centre term              [competitive token] every other player's turn starts with the term
 *           | when-back term                    the owner gets the term when the token comes back at his turn's start
 *           | special ID [ARG...]               a rule the engine implements in Java
 * </pre>
 *
 * <p>The core atoms are records nested here; every later word is a record of its own file implementing
 * {@link Word}, with its own branch in {@link EffectParser} (docs/decisions/deed-cards.md).
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
   * @param owned whether only a colour of which the player already holds a crystal may be taken (Crystal
   *     Mastery), printed as {@code owned}
   */
  record GainCrystal(List<ManaColor> colors, boolean owned) implements Effect {
    /**
     * Checks the colours.
     *
     * @param colors the colours to choose from
     * @param owned whether the colour must be held already
     */
    public GainCrystal {
      colors = checkColors(colors, true);
    }

    /**
     * A crystal of any of the colours.
     *
     * @param colors the colours to choose from
     */
    public GainCrystal(List<ManaColor> colors) {
      this(colors, false);
    }

    @Override
    public String toString() {
      return "crystal " + colorText(colors) + (owned ? " owned" : "");
    }
  }

  /**
   * Gain one mana token of one colour the player picks among {@code colors}, perhaps with a rule on how it may be
   * spent (Invocation, Polarization).
   *
   * @param colors the colours to choose from, no repeats
   * @param use how the token may be spent: {@link TokenUse#ANY} mostly
   */
  record GainToken(List<ManaColor> colors, TokenUse use) implements Effect {
    /**
     * Checks the colours.
     *
     * @param colors the colours to choose from
     * @param use how the token may be spent
     */
    public GainToken {
      colors = checkColors(colors, false);
      java.util.Objects.requireNonNull(use, "use");
    }

    /**
     * A token that may be spent on anything.
     *
     * @param colors the colours to choose from
     */
    public GainToken(List<ManaColor> colors) {
      this(colors, TokenUse.ANY);
    }

    /**
     * The same gain of one of the colours.
     *
     * @param color the colour
     * @return the gain of a token of that colour, with the same rule on its use
     */
    public GainToken of(ManaColor color) {
      return new GainToken(List.of(color), use);
    }

    @Override
    public String toString() {
      return "token " + colorText(colors) + (use == TokenUse.ANY ? "" : " " + use.id());
    }
  }

  /** How a gained mana token may be spent; the rule travels with the token until it is spent or the turn ends. */
  enum TokenUse {
    /** On anything, as any token (R-MANA-1.1). */
    ANY("any"),
    /** It must be spent at once: the next action must pay with it (Invocation). */
    AT_ONCE("at-once"),
    /** Not to power the stronger effect of a Spell (Polarization's black by Day). */
    NOT_SPELL_POWERED("not-spell-powered"),
    /** Only to power the stronger effect of a Spell (Polarization's gold at Night). */
    ONLY_SPELL_POWERED("only-spell-powered");

    private final String id;

    TokenUse(String id) {
      this.id = id;
    }

    /** @return the word in the effect language */
    public String id() {
      return id;
    }

    /**
     * Whether a token under this rule may pay for a purpose.
     *
     * @param spellPowered whether the mana powers the stronger effect of a Spell
     * @return true if it may
     */
    public boolean allows(boolean spellPowered) {
      return this == NOT_SPELL_POWERED ? !spellPowered : this != ONLY_SPELL_POWERED || spellPowered;
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
