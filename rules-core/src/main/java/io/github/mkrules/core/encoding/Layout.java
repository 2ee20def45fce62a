package io.github.mkrules.core.encoding;

import java.util.ArrayList;
import java.util.List;

/**
 * The layout of a flat tensor: named sections one after the other, each with its shape. Built once per scenario;
 * the encoder writes each section at its offset.
 */
public final class Layout {
  private final List<Section> sections = new ArrayList<>();
  private int size;

  /**
   * One section of a tensor.
   *
   * @param name the section's name, for example {@code map}
   * @param offset its first position
   * @param length how many numbers
   * @param shape its shape, outer dimension first, for example {@code [392, 57]}
   * @param what what the numbers are
   */
  public record Section(String name, int offset, int length, List<Integer> shape, String what) {
    /**
     * Copies the shape.
     *
     * @param name name
     * @param offset offset
     * @param length length
     * @param shape shape
     * @param what description
     */
    public Section {
      shape = List.copyOf(shape);
    }
  }

  Layout() {}

  /** Adds a section of one row of {@code length} numbers; returns its offset. */
  int add(String name, int length, String what) {
    return add(name, List.of(length), what);
  }

  /** Adds a section of the given shape; returns its offset. */
  int add(String name, List<Integer> shape, String what) {
    int length = 1;
    for (int dimension : shape) {
      length = Math.multiplyExact(length, dimension);
    }
    sections.add(new Section(name, size, length, shape, what));
    int offset = size;
    size += length;
    return offset;
  }

  /** @return the sections, in order */
  public List<Section> sections() {
    return List.copyOf(sections);
  }

  /** @return the total length */
  public int size() {
    return size;
  }
}
