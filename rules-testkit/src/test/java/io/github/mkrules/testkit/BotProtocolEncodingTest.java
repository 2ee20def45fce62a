package io.github.mkrules.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.Engine;
import io.github.mkrules.api.GameConfig;
import io.github.mkrules.api.action.ActionNotation;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.core.content.DataFile;
import io.github.mkrules.core.encoding.Encoding;
import io.github.mkrules.core.save.BotProtocol;
import io.github.mkrules.core.save.Saves;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The bot protocol's encoding commands (docs/protocol.md, docs/bots.md): {@code encoding}, {@code legal-indices},
 * {@code apply-index} and {@code observe} give a bot in any language the action space, the legal indices and the
 * observation tensors that {@link Encoding} gives a Java bot (API-ACTION-SPACE, API-OBSERVATION); every line
 * validates against docs/schemas/protocol.schema.json, and a bad index is an error that changes nothing (API-EDGE).
 */
class BotProtocolEncodingTest {
  private static final Engine ENGINE = Engine.load();
  private static final JsonSchema SCHEMAS = SchemaFilesTest.schemas();
  private static final Encoding ENCODING = Encoding.of(ENGINE, GameConfig.FIRST_RECONNAISSANCE);
  private static final String START = "{\"cmd\":\"start\",\"config\":{\"scenario\":\"first-reconnaissance\","
      + "\"players\":[{\"hero\":\"arythea\"},{\"hero\":\"tovak\"}],\"options\":{},\"seed\":%d}}";

  private final BotProtocol protocol = new BotProtocol(ENGINE);

  private Map<?, ?> ask(String line) {
    assertEquals(List.of(), SCHEMAS.validate(SchemaFilesTest.value(line), "protocol.schema.json", "#/$defs/request"),
        line);
    Map<?, ?> response = SchemaFilesTest.value(protocol.handle(line));
    assertEquals(List.of(), SCHEMAS.validate(response, "protocol.schema.json", "#/$defs/response"), line);
    return response;
  }

  private Map<?, ?> ok(String line) {
    Map<?, ?> response = ask(line);
    assertEquals(true, response.get("ok"), line + " -> " + response);
    return response;
  }

  private GameState game() {
    return Saves.read(DataFile.json(SchemaFilesTest.value(protocol.handle("{\"cmd\":\"save\"}")).get("save")));
  }

  private static List<Integer> integers(Object list) {
    List<Integer> out = new ArrayList<>();
    for (Object number : (List<?>) list) {
      out.add(((Number) number).intValue());
    }
    return out;
  }

  private static float[] floats(Object list) {
    List<?> numbers = (List<?>) list;
    float[] out = new float[numbers.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = ((Number) numbers.get(i)).floatValue();
    }
    return out;
  }

  /** {@code encoding} reports the sizes and layouts of the Java encodings. */
  @Test
  void encodingDescribesTheSpaceAndTheLayouts() {
    ok(String.format(START, 1));
    Map<?, ?> encoding = ok("{\"cmd\":\"encoding\"}");
    assertEquals((long) ENCODING.actions().size(), encoding.get("actionSpace"));
    assertEquals((long) ENCODING.observations().size(), encoding.get("observationSize"));
    assertEquals((long) ENCODING.observations().playerFeatures(), encoding.get("playerFeatures"));
    assertEquals(ENCODING.actions().blocks().size(), ((List<?>) encoding.get("actionBlocks")).size());
    assertEquals(ENCODING.map().hexCount(), ((List<?>) encoding.get("hexes")).size());
    Map<?, ?> last = (Map<?, ?>) ((List<?>) encoding.get("observation")).get(
        ((List<?>) encoding.get("observation")).size() - 1);
    assertEquals((long) ENCODING.observations().size(), (Long) last.get("offset") + (Long) last.get("length"));
  }

  /**
   * A game played by indices only: each step lists the legal indices (those of {@link Encoding}, one per action,
   * in the order of the notations), observes the tensors (those of {@link Encoding}) and applies a random index;
   * the game ends with the Outcome's returns.
   */
  @Test
  void aGameIsPlayedByIndices() {
    ok(String.format(START, 8));
    SplittableRandom random = new SplittableRandom(8);
    int steps = 0;
    while (true) {
      Map<?, ?> legal = ok("{\"cmd\":\"legal-indices\"}");
      List<Integer> indices = integers(legal.get("indices"));
      List<?> actions = (List<?>) legal.get("actions");
      assertEquals(actions.size(), indices.size());
      for (int i = 0; i < indices.size(); i++) {
        assertEquals(indices.get(i), ENCODING.actions().index(ActionNotation.parse((String) actions.get(i))));
      }
      if (steps % 40 == 0 || indices.isEmpty()) {
        GameState state = game();
        int player = steps % 2;
        Map<?, ?> observed = ok("{\"cmd\":\"observe\",\"player\":" + player + "}");
        assertTrue(Arrays.equals(ENCODING.observe(state, player), floats(observed.get("observation"))));
        assertTrue(Arrays.equals(ENCODING.players(state, player), floats(observed.get("players"))));
        List<Double> returns = new ArrayList<>();
        for (double value : ENCODING.returns(state)) {
          returns.add(value);
        }
        List<Double> sent = ((List<?>) observed.get("returns")).stream().map(n -> ((Number) n).doubleValue())
            .toList();
        assertEquals(returns, sent);
      }
      if (indices.isEmpty()) {
        assertTrue(game().outcome().isPresent(), "no legal index only when the game is over");
        break;
      }
      ok("{\"cmd\":\"apply-index\",\"index\":" + indices.get(random.nextInt(indices.size())) + "}");
      assertTrue(++steps < 20_000, "the game ends");
    }
  }

  /** An index that no legal action has, or a state outside the encodings, is an error that changes nothing. */
  @Test
  void aBadIndexIsAnErrorThatChangesNothing() {
    ok(String.format(START, 2));
    String hash = (String) ok("{\"cmd\":\"status\"}").get("hash");
    int endTurn = ENCODING.actions().index(ActionNotation.parse("end-turn"));
    for (int index : new int[] {endTurn, -1, ENCODING.actions().size()}) {
      Map<?, ?> response = ask("{\"cmd\":\"apply-index\",\"index\":" + index + "}");
      assertEquals("bad-index", response.get("error"), response.toString());
      assertEquals(hash, ok("{\"cmd\":\"status\"}").get("hash"));
    }
    assertEquals("bad-player", ask("{\"cmd\":\"observe\",\"player\":2}").get("error"));
    Map<?, ?> bad = SchemaFilesTest.value(protocol.handle("{\"cmd\":\"apply-index\",\"index\":\"three\"}"));
    assertEquals("bad-request", bad.get("error"));
    assertEquals(hash, ok("{\"cmd\":\"status\"}").get("hash"));
  }
}
