package io.github.mkrules.core.save;

import io.github.mkrules.core.encoding.ActionSpace;
import io.github.mkrules.core.encoding.Axis;
import io.github.mkrules.core.encoding.Encoding;
import io.github.mkrules.core.encoding.Layout;
import io.github.mkrules.core.encoding.Observation;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/** The bot protocol's answers about the encodings (docs/bots.md): their sizes and layouts, and tensors as JSON. */
final class BotEncoding {
  private BotEncoding() {}

  /** Answers {@code encoding}: the sizes, the blocks of the action space and the layouts of the observations. */
  static ObjectNode describe(Encoding encoding, ObjectNode ok) {
    ActionSpace actions = encoding.actions();
    Observation observations = encoding.observations();
    ok.put("scenario", encoding.scenario());
    ok.put("actionSpace", actions.size());
    ok.put("observationSize", observations.size());
    ok.put("seats", observations.seats());
    ok.put("playerFeatures", observations.playerFeatures());
    ArrayNode blocks = ok.putArray("actionBlocks");
    for (ActionSpace.Block block : actions.blocks()) {
      ObjectNode b = blocks.addObject();
      b.put("kind", block.kind());
      b.put("offset", block.offset());
      b.put("size", block.size());
      ArrayNode axes = b.putArray("axes");
      for (Axis axis : block.axes()) {
        axes.addObject().put("name", axis.name()).put("size", axis.size()).put("domain", axis.domain());
      }
    }
    sections(ok.putArray("observation"), observations.layout());
    sections(ok.putArray("players"), observations.playerLayout());
    observations.mapChannels().forEach(ok.putArray("mapChannels")::add);
    ArrayNode hexes = ok.putArray("hexes");
    encoding.map().hexes().forEach(hex -> hexes.add(hex.q() + "," + hex.r()));
    return ok;
  }

  private static void sections(ArrayNode out, Layout layout) {
    for (Layout.Section section : layout.sections()) {
      ObjectNode s = out.addObject();
      s.put("name", section.name());
      s.put("offset", section.offset());
      s.put("length", section.length());
      section.shape().forEach(s.putArray("shape")::add);
      s.put("what", section.what());
    }
  }

  /** Adds a tensor's numbers, whole numbers as integers to keep the line short. */
  static void numbers(ArrayNode out, float[] values) {
    for (float value : values) {
      if (value == (int) value) {
        out.add((int) value);
      } else {
        out.add(value);
      }
    }
  }
}
