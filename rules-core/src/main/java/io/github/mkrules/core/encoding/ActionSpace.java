package io.github.mkrules.core.encoding;

import io.github.mkrules.api.Engine;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.TileSlot;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A fixed action space for a content set and a scenario (docs/bots.md): every action that can be legal has one
 * index in {@code [0, size())}, and every index names at most one action. The index is a function of the action
 * alone, never of the state, the legal list's order or anything hidden, and {@link #action(int)} turns it back into
 * the action without a state.
 *
 * <p>The space is a row of <b>blocks</b>, one per kind of action (the records {@link Action} permits, in that
 * order), built by reflection over the records' components, so a new kind or a changed parameter changes the
 * space without code here. An index of a block is its offset plus the codes of the action's parameters in mixed
 * radix, the first parameter varying slowest; each parameter has a fixed domain ({@link Axis}): card, unit, skill
 * and tactic ids of the content set, pick words, enum values, bounded numbers, hexes and tile slots of the
 * scenario's {@link MapDomain}. A kind with an optional parameter has two blocks, one without it and one with it
 * ({@code PlayCard} and {@code PlayCard+with}), so the rare compound play does not multiply the common one; the
 * second block narrows its other ids to those that can take the parameter (cards whose effect uses the effect
 * language's {@code play-card}, playing an Action card, R-COMPOUND-1; Spells and Advanced Actions bought). An
 * action outside the domains (an option above its bound, a hex off the map domain) cannot be encoded ({@link
 * EncodingException}); {@code simulate --check-encoding} shows there are none in random games. A few indices name no action that can be built (such as
 * {@code buy spell} without a card); they are never legal.
 *
 * <p>Immutable and thread-safe.
 */
public final class ActionSpace {
  /** The codes of an {@code option} of a card play: 0 to 7. */
  public static final int CARD_OPTIONS = 8;

  /** The codes of an {@code option} of a skill or a unit: 0 to 15. */
  public static final int OPTIONS = 16;

  /** The suffix of the block of a kind whose optional parameter is present, as in {@code PlayCard+with}. */
  private static final String PRESENT = "+";

  private final List<Block> blocks = new ArrayList<>();
  private final Map<String, Codec> byName = new HashMap<>();
  private final List<Codec> codecs = new ArrayList<>();
  private final int size;

  /**
   * One block of the space: the indices of one kind of action (or of its variant with an optional parameter).
   *
   * @param kind the block's name: the record's simple name, for example {@code PlayCard}, and {@code +param} for
   *     the variant whose optional parameter is present, for example {@code PlayCard+with}
   * @param offset the first index of the block
   * @param size how many indices
   * @param axes the parameters that make the index, in the record's order (the first varies slowest)
   */
  public record Block(String kind, int offset, int size, List<Axis> axes) {
    /**
     * Copies the list.
     *
     * @param kind kind
     * @param offset offset
     * @param size size
     * @param axes axes
     */
    public Block {
      axes = List.copyOf(axes);
    }
  }

  /**
   * A block with what it needs to read and build its actions.
   *
   * @param block the block
   * @param constructor the record's canonical constructor
   * @param accessors one per record component
   * @param axes one per record component; null for the optional component of the block where it is absent
   */
  private record Codec(Block block, Constructor<?> constructor, List<Method> accessors, List<Axis> axes) {}

  ActionSpace(ContentIds ids) {
    int offset = 0;
    for (Class<?> kind : Action.class.getPermittedSubclasses()) {
      RecordComponent optional = optionalComponent(kind);
      offset = add(kind, null, ids, offset);
      if (optional != null) {
        offset = add(kind, optional, ids, offset);
      }
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

  /** The kind's one optional or list parameter that splits it into two blocks, or null. */
  private static RecordComponent optionalComponent(Class<?> kind) {
    RecordComponent found = null;
    for (RecordComponent component : kind.getRecordComponents()) {
      if (component.getType() == Optional.class) {
        if (found != null) {
          throw new IllegalStateException(kind.getSimpleName() + " has two optional parameters; the action space"
              + " splits a kind by one only");
        }
        found = component;
      }
    }
    return found;
  }

  /** Adds the block of a kind, with its optional parameter present if one is given; returns the next offset. */
  private int add(Class<?> kind, RecordComponent present, ContentIds ids, int offset) {
    String name = kind.getSimpleName() + (present == null ? "" : PRESENT + present.getName());
    RecordComponent[] components = kind.getRecordComponents();
    List<Axis> axes = new ArrayList<>();
    List<Axis> all = new ArrayList<>();
    List<Method> accessors = new ArrayList<>();
    Class<?>[] types = new Class<?>[components.length];
    long size = 1;
    for (int c = 0; c < components.length; c++) {
      RecordComponent component = components[c];
      types[c] = component.getType();
      accessors.add(component.getAccessor());
      Axis axis;
      if (component.getType() == Optional.class) {
        axis = present == null ? null : Axis.present(axis(name, component, ids, String.class));
      } else {
        axis = axis(name, component, ids, component.getType());
      }
      all.add(axis);
      if (axis != null) {
        axes.add(axis);
        size = Math.multiplyExact(size, axis.size());
      }
    }
    Constructor<?> constructor;
    try {
      constructor = kind.getDeclaredConstructor(types);
    } catch (NoSuchMethodException e) {
      throw new IllegalStateException("no canonical constructor for " + kind.getName(), e);
    }
    Block block = new Block(name, offset, Math.toIntExact(size), axes);
    Codec codec = new Codec(block, constructor, List.copyOf(accessors), Collections.unmodifiableList(all));
    blocks.add(block);
    codecs.add(codec);
    byName.put(name, codec);
    return Math.addExact(offset, block.size());
  }

  /** The axis of a parameter, chosen by its type and name; an unknown one stops the build. */
  private static Axis axis(String block, RecordComponent component, ContentIds ids, Class<?> type) {
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
      Axis axis = idAxis(block, name, ids);
      if (axis != null) {
        return axis;
      }
    }
    if (type == List.class && name.equals("args") && listOf(component, String.class)) {
      return Axis.atMostOne(name, ids.tacticArgs, "tactic arguments");
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
          return Axis.range(name, 0, (block.startsWith("PlayCard") ? CARD_OPTIONS : OPTIONS) - 1);
        default:
          break;
      }
    }
    throw new IllegalStateException("the action space has no domain for the parameter '" + name + "' ("
        + component.getGenericType().getTypeName() + ") of " + block + "; add one to ActionSpace");
  }

  private static boolean listOf(RecordComponent component, Class<?> element) {
    Type generic = component.getGenericType();
    return generic instanceof ParameterizedType
        && ((ParameterizedType) generic).getActualTypeArguments()[0] == element;
  }

  /** The axis of an id parameter by its name (and, in a block with an optional parameter, the narrower ids). */
  private static Axis idAxis(String block, String name, ContentIds ids) {
    switch (name) {
      case "card":
        if (block.equals("PlayCard+with")) {
          return Axis.ids(name, ids.compoundCards, "cards of a compound effect");
        }
        if (block.equals("Buy+card")) {
          return Axis.ids(name, ids.buyableCards, "Spell and Advanced Action ids");
        }
        return Axis.ids(name, ids.cards, "deed card ids");
      case "with":
        return Axis.ids(name, ids.actionCards, "Action card ids");
      case "tactic":
        return Axis.ids(name, ids.tactics, "tactic ids");
      case "skill":
        return Axis.ids(name, ids.skills, "skill ids");
      case "under":
        return Axis.ids(name, ids.commandSkills, "skill tokens that are Command tokens");
      case "unit":
        return Axis.ids(name, ids.units, "unit ids");
      case "item":
        return Axis.ids(name, ids.picks, "pick words");
      case "points":
        return Axis.ids(name, Ids.of(List.of("move", "influence")), "points converted");
      case "gives":
        return Axis.ids(name, Ids.of(convertedGains()), "attacks and blocks gained by converting");
      default:
        return null;
    }
  }

  /** What {@code convert} may give (ConvertPoints): [element-][ranged-|siege-]attack or [element-]block. */
  private static List<String> convertedGains() {
    List<String> out = new ArrayList<>();
    for (String element : List.of("", "fire-", "ice-", "cold-fire-")) {
      for (String kind : List.of("", "ranged-", "siege-")) {
        out.add(element + kind + "attack");
      }
      out.add(element + "block");
    }
    return out;
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
   * The index of an action.
   *
   * @param action an action
   * @return its index in {@code [0, size())}, the same in every state
   * @throws EncodingException if a parameter is outside its domain
   */
  public int index(Action action) {
    Codec codec = codec(action);
    int local = 0;
    for (int c = 0; c < codec.axes().size(); c++) {
      Axis axis = codec.axes().get(c);
      if (axis == null) {
        continue;
      }
      int code = axis.code(read(codec.accessors().get(c), action));
      if (code < 0) {
        throw new EncodingException("'" + action.notation() + "': its " + axis.name() + " is outside the "
            + axis.domain());
      }
      local = local * axis.size() + code;
    }
    return codec.block().offset() + local;
  }

  private Codec codec(Action action) {
    String kind = action.getClass().getSimpleName();
    RecordComponent optional = optionalComponent(action.getClass());
    if (optional != null && ((Optional<?>) read(optional.getAccessor(), action)).isPresent()) {
      kind += PRESENT + optional.getName();
    }
    Codec codec = byName.get(kind);
    if (codec == null) {
      throw new EncodingException("'" + action.notation() + "': no block for " + action.getClass().getName());
    }
    return codec;
  }

  private static Object read(Method accessor, Action action) {
    try {
      return accessor.invoke(action);
    } catch (IllegalAccessException | InvocationTargetException e) {
      throw new IllegalStateException("cannot read " + accessor.getName() + " of " + action.notation(), e);
    }
  }

  /**
   * The indices of a state's legal actions.
   *
   * @param legal the legal actions of one state, in any order
   * @return their indices, in the list's order
   * @throws EncodingException if an action cannot be encoded or two share an index (the list holds one twice)
   */
  public int[] indices(List<Action> legal) {
    int[] out = new int[legal.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = index(legal.get(i));
    }
    int[] sorted = out.clone();
    Arrays.sort(sorted);
    for (int i = 1; i < sorted.length; i++) {
      if (sorted[i] == sorted[i - 1]) {
        throw new EncodingException("two legal actions share the index " + sorted[i] + " (" + legal + ")");
      }
    }
    return out;
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
   * The action of an index, without a state.
   *
   * @param index an index in {@code [0, size())}
   * @return the action, or empty if the index names no action that can be built (it is then never legal)
   * @throws IllegalArgumentException if the index is outside the space
   */
  public Optional<Action> action(int index) {
    Codec codec = codecs.get(blockOf(index));
    int local = index - codec.block().offset();
    Object[] values = new Object[codec.axes().size()];
    for (int c = codec.axes().size() - 1; c >= 0; c--) {
      Axis axis = codec.axes().get(c);
      if (axis == null) {
        values[c] = Optional.empty();
        continue;
      }
      values[c] = axis.value(local % axis.size());
      local /= axis.size();
    }
    try {
      return Optional.of((Action) codec.constructor().newInstance(values));
    } catch (InvocationTargetException e) {
      return Optional.empty(); // the record refuses the combination, e.g. a purchase that names no card with one
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("cannot build " + codec.block().kind(), e);
    }
  }

  /**
   * The legal action with an index.
   *
   * @param legal the legal actions of the state
   * @param index an index
   * @return the action, or empty if no legal action has that index
   */
  public Optional<Action> action(List<Action> legal, int index) {
    if (index < 0 || index >= size) {
      return Optional.empty();
    }
    Optional<Action> action = action(index);
    return action.isPresent() && legal.contains(action.get()) ? action : Optional.empty();
  }

  /**
   * What an index stands for: the notation of its action, or its block and codes when it names none.
   *
   * @param index an index in {@code [0, size())}
   * @return for example {@code play march powered}
   * @throws IllegalArgumentException if the index is outside the space
   */
  public String describe(int index) {
    Optional<Action> action = action(index);
    if (action.isPresent()) {
      return action.get().notation();
    }
    Block block = blocks.get(blockOf(index));
    StringBuilder sb = new StringBuilder();
    int local = index - block.offset();
    for (int a = block.axes().size() - 1; a >= 0; a--) {
      Axis axis = block.axes().get(a);
      sb.insert(0, " " + axis.name() + "=" + axis.label(local % axis.size()));
      local /= axis.size();
    }
    return block.kind() + sb + " (no action)";
  }

  private int blockOf(int index) {
    if (index < 0 || index >= size) {
      throw new IllegalArgumentException("index " + index + " is outside [0, " + size + ")");
    }
    int low = 0;
    int high = blocks.size() - 1;
    while (low < high) {
      int mid = (low + high + 1) >>> 1;
      if (blocks.get(mid).offset() <= index) {
        low = mid;
      } else {
        high = mid - 1;
      }
    }
    return low;
  }
}
