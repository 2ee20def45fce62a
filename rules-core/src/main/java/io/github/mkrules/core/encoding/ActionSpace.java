package io.github.mkrules.core.encoding;

import io.github.mkrules.api.Engine;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.TileSlot;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A fixed action space for a content set and a scenario (docs/bots.md): every action that can be legal has an
 * index in {@code [0, size())}, and two legal actions of one state never share one.
 *
 * <p>The space is a row of <b>blocks</b>, one per kind of action (the records {@link Action} permits, in that
 * order), built by reflection over the records' components, so a new kind or a changed parameter changes the
 * space without code here. A block holds:
 * <ul>
 *   <li><b>heads</b>: one index per combination of the kind's scalar parameters, each from a fixed domain of the
 *       content set or the scenario ({@link Axis}): card, unit, skill and tactic ids, pick words, enum values,
 *       bounded numbers (a larger number takes the last value), hexes and tile slots of the scenario's
 *       {@link MapDomain}; an optional id joins the head while the block's heads stay within {@value #HEAD_LIMIT};
 *   <li><b>extras</b>: a fixed number of further indices for the actions that differ from another legal action
 *       of the same head only in their list or optional parameters (mana paid, cards discarded, {@code with:}
 *       and {@code cost:} cards) or in a number above its axis. Of the legal actions that share a head, the first
 *       in the natural order of their notation takes the head's index; the others are numbered, in the same
 *       order over the whole kind, into the extras.
 * </ul>
 * A head index therefore always means the same action, whatever the state; an extra index means the k-th such
 * variant of the kind in the state at hand. Both depend only on the set of legal actions, which is the same for
 * every state the player to move cannot tell apart ({@link Engine#sample}), never on the order of the list.
 * A state whose variants of one kind outnumber the block's extras cannot be encoded ({@link EncodingException});
 * {@code simulate --check-encoding} shows there are none in random games.
 *
 * <p>Immutable and thread-safe.
 */
public final class ActionSpace {
  /** The most heads a block may reach by taking an optional id parameter into its head. */
  public static final int HEAD_LIMIT = 4096;

  /** The codes of an {@code option} parameter: 0 to 15, larger options share the last code. */
  public static final int OPTIONS = 16;

  /** Card plays: options 0 to 7 (only Mana Draw's powered effect has more, told apart as variants). */
  private static final Map<String, Integer> OPTIONS_BY_KIND = Map.of("PlayCard", 8);

  /**
   * The extras of the kinds whose notation lists several things in one action (docs/bots.md measures them):
   * the ways to pay and the cost cards of a play, the discarded sets of a rest or an end of turn, the arguments
   * of a tactic. Any other kind gets {@link #DEFAULT_EXTRAS} if it has list or optional parameters, else none.
   */
  private static final Map<String, Integer> EXTRAS_BY_KIND = Map.of(
      "PlayCard", 1024,
      "SelectTactic", 256,
      "UseTactic", 1024,
      "Rest", 256,
      "EndTurn", 4096,
      "UseSkill", 8,
      "ActivateUnit", 64);

  /** The extras of another kind with list or optional parameters. */
  public static final int DEFAULT_EXTRAS = 16;

  private final List<Block> blocks = new ArrayList<>();
  private final Map<Class<?>, Block> byKind = new HashMap<>();
  private final int size;

  /**
   * One block of the space: the indices of one kind of action.
   *
   * @param kind the record's simple name, for example {@code PlayCard}
   * @param offset the first index of the block
   * @param heads how many head indices, from {@code offset}
   * @param extras how many extra indices, after the heads
   * @param axes the scalar parameters that make the head, in the record's order (the first varies slowest)
   * @param variants the list and optional parameters that only variants tell apart
   */
  public record Block(String kind, int offset, int heads, int extras, List<Axis> axes, List<String> variants) {
    /**
     * Copies the lists.
     *
     * @param kind kind
     * @param offset offset
     * @param heads heads
     * @param extras extras
     * @param axes axes
     * @param variants variant parameters
     */
    public Block {
      axes = List.copyOf(axes);
      variants = List.copyOf(variants);
    }

    /** @return the block's indices: heads and extras */
    public int size() {
      return heads + extras;
    }
  }

  /** A block with the accessors of its head parameters. */
  private record Codec(Block block, List<Method> accessors) {}

  private final Map<Class<?>, Codec> codecs = new HashMap<>();

  ActionSpace(ContentIds ids) {
    int offset = 0;
    for (Class<?> kind : Action.class.getPermittedSubclasses()) {
      Codec codec = codec(kind, ids, offset);
      blocks.add(codec.block());
      byKind.put(kind, codec.block());
      codecs.put(kind, codec);
      offset = Math.addExact(offset, codec.block().size());
    }
    size = offset;
  }

  /**
   * The action space of a scenario.
   *
   * @param engine the engine whose content set and scenario it encodes
   * @param scenario the scenario id
   * @return the space
   * @throws IllegalArgumentException if the engine does not know the scenario
   */
  public static ActionSpace of(Engine engine, String scenario) {
    return new ActionSpace(new ContentIds(engine.catalogue(), MapDomain.of(engine, scenario), scenario));
  }

  private static Codec codec(Class<?> kind, ContentIds ids, int offset) {
    String name = kind.getSimpleName();
    List<Axis> axes = new ArrayList<>();
    List<Method> accessors = new ArrayList<>();
    List<String> variants = new ArrayList<>();
    long heads = 1;
    for (RecordComponent component : kind.getRecordComponents()) {
      Class<?> type = component.getType();
      if (type == List.class) {
        variants.add(component.getName());
        continue;
      }
      Axis axis = type == Optional.class ? optionalAxis(name, component, ids) : axis(name, component, ids);
      if (axis == null || heads * axis.size() > HEAD_LIMIT && type == Optional.class) {
        variants.add(component.getName());
        continue;
      }
      axes.add(axis);
      accessors.add(component.getAccessor());
      heads *= axis.size();
    }
    int extras = EXTRAS_BY_KIND.getOrDefault(name, variants.isEmpty() ? 0 : DEFAULT_EXTRAS);
    Block block = new Block(name, offset, Math.toIntExact(heads), extras, axes, variants);
    return new Codec(block, List.copyOf(accessors));
  }

  /** The axis of a scalar parameter, chosen by its type and name; an unknown one stops the build. */
  private static Axis axis(String kind, RecordComponent component, ContentIds ids) {
    Class<?> type = component.getType();
    String name = component.getName();
    if (type.isEnum()) {
      return Axis.enumeration(name, type);
    }
    if (type == HexCoord.class) {
      return Axis.hexes(name, ids.map);
    }
    if (type == TileSlot.class) {
      return Axis.slots(name, ids.map);
    }
    if (type == String.class) {
      Axis axis = idAxis(name, ids, false);
      if (axis != null) {
        return axis;
      }
    }
    if (type == int.class) {
      switch (name) {
        case "unit":
        case "disband":
          return Axis.range(name, -1, ids.maxUnits - 1);
        case "enemy":
          return Axis.range(name, 0, ContentIds.MAX_COMBAT_ENEMIES - 1);
        case "attack":
          return Axis.range(name, 0, ids.maxAttacks - 1);
        case "option":
          return Axis.range(name, 0, OPTIONS_BY_KIND.getOrDefault(kind, OPTIONS) - 1);
        case "die":
          return Axis.range(name, 0, ContentIds.MAX_DICE - 1);
        default:
          break;
      }
    }
    throw new IllegalStateException("the action space has no domain for the parameter '" + name + "' ("
        + component.getGenericType().getTypeName() + ") of " + kind + "; add one to ActionSpace");
  }

  /** An optional id parameter, or null when its values are not ids of a known vocabulary. */
  private static Axis optionalAxis(String kind, RecordComponent component, ContentIds ids) {
    Type generic = component.getGenericType();
    if (generic instanceof ParameterizedType
        && ((ParameterizedType) generic).getActualTypeArguments()[0] == String.class) {
      return idAxis(component.getName(), ids, true);
    }
    return null;
  }

  private static Axis idAxis(String name, ContentIds ids, boolean optional) {
    Ids vocabulary;
    String what;
    switch (name) {
      case "card":
      case "with":
      case "cost":
        vocabulary = ids.cards;
        what = "deed card ids";
        break;
      case "tactic":
        vocabulary = ids.tactics;
        what = "tactic ids";
        break;
      case "skill":
        vocabulary = ids.skills;
        what = "skill ids";
        break;
      case "unit":
        vocabulary = ids.units;
        what = "unit ids";
        break;
      case "item":
        vocabulary = ids.picks;
        what = "pick words";
        break;
      default:
        return null;
    }
    return optional ? Axis.optionalIds(name, vocabulary, what) : Axis.ids(name, vocabulary, what);
  }

  /** @return N, the number of indices */
  public int size() {
    return size;
  }

  /** @return the blocks, in index order */
  public List<Block> blocks() {
    return List.copyOf(blocks);
  }

  /**
   * The index of every legal action of a state.
   *
   * @param legal the legal actions of one state, in any order
   * @return their indices, in the list's order; distinct
   * @throws EncodingException if an action has a parameter outside its domain, a kind has more variants than
   *     its block's extras, or the list holds an action twice
   */
  public int[] indices(List<Action> legal) {
    int n = legal.size();
    int[] heads = new int[n];
    Map<Integer, List<Integer>> byHead = new HashMap<>();
    for (int i = 0; i < n; i++) {
      heads[i] = head(legal.get(i));
      byHead.computeIfAbsent(heads[i], h -> new ArrayList<>()).add(i);
    }
    int[] out = new int[n];
    Map<Block, List<Integer>> extras = new HashMap<>();
    for (Map.Entry<Integer, List<Integer>> group : byHead.entrySet()) {
      List<Integer> members = group.getValue();
      members.sort((a, b) -> NaturalOrder.INSTANCE.compare(legal.get(a).notation(), legal.get(b).notation()));
      out[members.get(0)] = group.getKey();
      if (members.size() > 1) {
        Block block = byKind.get(legal.get(members.get(0)).getClass());
        extras.computeIfAbsent(block, b -> new ArrayList<>()).addAll(members.subList(1, members.size()));
      }
    }
    for (Map.Entry<Block, List<Integer>> kind : extras.entrySet()) {
      Block block = kind.getKey();
      List<Integer> members = kind.getValue();
      if (members.size() > block.extras()) {
        throw new EncodingException(block.kind() + ": " + (members.size()) + " legal variants but the block holds "
            + block.extras() + " extras (for example '" + legal.get(members.get(0)).notation() + "')");
      }
      members.sort((a, b) -> NaturalOrder.INSTANCE.compare(legal.get(a).notation(), legal.get(b).notation()));
      for (int k = 0; k < members.size(); k++) {
        out[members.get(k)] = block.offset() + block.heads() + k;
      }
    }
    checkDistinct(legal, out);
    return out;
  }

  private static void checkDistinct(List<Action> legal, int[] indices) {
    int[] sorted = indices.clone();
    Arrays.sort(sorted);
    for (int i = 1; i < sorted.length; i++) {
      if (sorted[i] == sorted[i - 1]) {
        throw new EncodingException("two legal actions share the index " + sorted[i] + " (the list holds an action"
            + " twice: " + legal + ")");
      }
    }
  }

  /**
   * The index of one legal action.
   *
   * @param legal the legal actions of the state
   * @param action one of them
   * @return its index
   * @throws EncodingException if the actions cannot be encoded
   * @throws IllegalArgumentException if the action is not in the list
   */
  public int index(List<Action> legal, Action action) {
    int position = legal.indexOf(action);
    if (position < 0) {
      throw new IllegalArgumentException("'" + action.notation() + "' is not a legal action here");
    }
    return indices(legal)[position];
  }

  /**
   * The legal action with an index.
   *
   * @param legal the legal actions of the state
   * @param index an index in {@code [0, size())}
   * @return the action, or empty if no legal action has that index
   */
  public Optional<Action> action(List<Action> legal, int index) {
    int[] indices = indices(legal);
    for (int i = 0; i < indices.length; i++) {
      if (indices[i] == index) {
        return Optional.of(legal.get(i));
      }
    }
    return Optional.empty();
  }

  /**
   * The legal mask of a state.
   *
   * @param legal the legal actions of the state
   * @return {@code size()} flags, true exactly at the legal actions' indices
   */
  public boolean[] mask(List<Action> legal) {
    boolean[] mask = new boolean[size];
    for (int index : indices(legal)) {
      mask[index] = true;
    }
    return mask;
  }

  /**
   * The head index of an action: its block's offset plus its scalar parameters in mixed radix.
   *
   * @param action an action
   * @return the index the action has when no other legal action shares its head
   * @throws EncodingException if a parameter is outside its domain
   */
  public int head(Action action) {
    Codec codec = codecs.get(action.getClass());
    if (codec == null) {
      throw new EncodingException("'" + action.notation() + "': no block for " + action.getClass().getName());
    }
    int head = 0;
    for (int a = 0; a < codec.accessors().size(); a++) {
      Axis axis = codec.block().axes().get(a);
      int code = axis.code(read(codec.accessors().get(a), action));
      if (code < 0) {
        throw new EncodingException("'" + action.notation() + "': its " + axis.name() + " is outside the "
            + axis.domain());
      }
      head = head * axis.size() + code;
    }
    return codec.block().offset() + head;
  }

  private static Object read(Method accessor, Action action) {
    try {
      return accessor.invoke(action);
    } catch (IllegalAccessException | InvocationTargetException e) {
      throw new IllegalStateException("cannot read " + accessor.getName() + " of " + action.notation(), e);
    }
  }

  /**
   * What an index stands for, without a state: the kind and its head parameters, or the k-th extra of a kind.
   *
   * @param index an index in {@code [0, size())}
   * @return for example {@code PlayCard card=march mode=powered option=0} or {@code EndTurn extra 3}
   * @throws IllegalArgumentException if the index is outside the space
   */
  public String describe(int index) {
    for (Block block : blocks) {
      if (index >= block.offset() && index < block.offset() + block.size()) {
        int local = index - block.offset();
        if (local >= block.heads()) {
          return block.kind() + " extra " + (local - block.heads());
        }
        StringBuilder sb = new StringBuilder();
        for (int a = block.axes().size() - 1; a >= 0; a--) {
          Axis axis = block.axes().get(a);
          sb.insert(0, " " + axis.name() + "=" + axis.label(local % axis.size()));
          local /= axis.size();
        }
        return block.kind() + sb;
      }
    }
    throw new IllegalArgumentException("index " + index + " is outside [0, " + size + ")");
  }
}
