package io.github.mkrules.testkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.Engine;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.MapEnemy;
import io.github.mkrules.api.state.PlayerState;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * {@code render} draws what the state holds: one group per placed tile with its seven hexes in their terrain
 * (R-SETUP-15: the starting tile's Portal on plains), every enemy token face up or face down as on the map,
 * every ruins token, every hero on the map, at the positions of the axial layout of docs/notation.md.
 */
class RenderCommandTest {
  private static final Engine ENGINE = Engine.load();

  private static Document parse(String svg) throws Exception {
    DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
    factory.setNamespaceAware(true);
    return factory.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
  }

  /** The elements whose class list holds a word. */
  private static List<Element> byClass(Document doc, String word) {
    List<Element> found = new ArrayList<>();
    NodeList all = doc.getElementsByTagName("*");
    for (int i = 0; i < all.getLength(); i++) {
      Element e = (Element) all.item(i);
      if (hasClass(e, word)) {
        found.add(e);
      }
    }
    return found;
  }

  /** The centre of a hex polygon: the mean of its six corners. */
  private static double[] centre(Element polygon) {
    double x = 0;
    double y = 0;
    String[] points = polygon.getAttribute("points").split(" ");
    for (String point : points) {
      String[] xy = point.split(",");
      x += Double.parseDouble(xy[0]);
      y += Double.parseDouble(xy[1]);
    }
    return new double[] {x / points.length, y / points.length};
  }

  @Test
  void theSvgDrawsEveryTileHexTokenAndHeroOfTheState() throws Exception {
    for (long seed : new long[] {2, 3}) {
      RenderCommand.Played game = RenderCommand.play(ENGINE, seed, 3, 150, true);
      GameState state = game.state();
      Document doc = parse(new MapSvg(Names.of(Locale.ENGLISH)).render(state, "test"));
      assertEquals("svg", doc.getDocumentElement().getLocalName());
      assertTrue(state.map().tiles().size() > 3, "the explorer policy revealed tiles");
      assertEquals(state.map().tiles().size(), byClass(doc, "tile").size());
      List<Element> hexes = byClass(doc, "hex");
      assertEquals(7 * state.map().tiles().size(), hexes.size());
      for (Element tile : byClass(doc, "tile")) {
        assertEquals(7, tile.getElementsByTagName("polygon").getLength(), "7 hexes in tile " + tile.getAttribute("data-tile"));
      }
      long faceUp = state.map().enemies().stream().filter(MapEnemy::faceUp).count();
      assertEquals(faceUp, byClass(doc, "face-up").stream().filter(e -> hasClass(e, "enemy")).count());
      assertEquals(state.map().enemies().size() - faceUp,
          byClass(doc, "face-down").stream().filter(e -> hasClass(e, "enemy")).count());
      for (MapEnemy enemy : state.map().enemies()) {
        assertTrue(byClass(doc, "enemy").stream().anyMatch(e -> e.getAttribute("data-hex").equals(enemy.hex().toString())
            && e.getAttribute("data-color").equals(enemy.color().id())
            && e.getAttribute("data-enemy").equals(enemy.faceUp() ? enemy.enemy() : "")), enemy.toString());
      }
      assertEquals(state.map().ruins().size(), byClass(doc, "ruins").size());
      long onMap = state.players().stream().filter(p -> p.position().isPresent()).count();
      assertEquals(onMap, byClass(doc, "hero").size());
      for (PlayerState p : state.players()) {
        assertEquals(p.position().isPresent() ? 1 : 0,
            byClass(doc, "hero").stream().filter(e -> e.getAttribute("data-hero").equals(p.hero())).count());
      }
    }
  }

  private static boolean hasClass(Element e, String word) {
    return List.of(e.getAttribute("class").split(" ")).contains(word);
  }

  /** Axial layout, pointy-top: E is to the right, NE up and to the right, SE down and to the right. */
  @Test
  void hexesLieWhereTheAxialCoordinatesPutThem() throws Exception {
    GameState start = RenderCommand.play(ENGINE, 1, 1, 0, true).state();
    Document doc = parse(new MapSvg(Names.of(Locale.ENGLISH)).render(start, "setup"));
    Map<String, double[]> centres = new HashMap<>();
    Map<String, String> terrains = new HashMap<>();
    for (Element hex : byClass(doc, "hex")) {
      centres.put(hex.getAttribute("data-hex"), centre(hex));
      terrains.put(hex.getAttribute("data-hex"), hex.getAttribute("data-terrain"));
    }
    assertEquals("plains", terrains.get("0,0"), "the Portal stands on plains");
    assertEquals(List.of("sea", "sea", "sea"), List.of(terrains.get("0,1"), terrains.get("-1,1"), terrains.get("-1,0")),
        "starting tile A: the sea lies SE, SW and W of the Portal");
    assertTrue(byClass(doc, "site").stream().anyMatch(s -> s.getAttribute("data-site").equals("portal")
        && s.getAttribute("data-hex").equals("0,0")));
    double[] portal = centres.get("0,0");
    double step = MapSvg.R * Math.sqrt(3);
    assertClose(portal[0] + step, portal[1], centres.get("1,0"), "E");
    assertClose(portal[0] + step / 2, portal[1] - 1.5 * MapSvg.R, centres.get("1,-1"), "NE");
    assertClose(portal[0] - step / 2, portal[1] - 1.5 * MapSvg.R, centres.get("0,-1"), "NW");
    assertClose(portal[0] + step / 2, portal[1] + 1.5 * MapSvg.R, centres.get("0,1"), "SE");
    for (HexCoord hex : List.of(new HexCoord(3, -3), new HexCoord(1, -4))) {
      double[] c = centres.get(hex.toString());
      if (c != null) {
        assertClose(portal[0] + step * (hex.q() + hex.r() / 2.0), portal[1] + 1.5 * MapSvg.R * hex.r(), c, hex.toString());
      }
    }
  }

  private static void assertClose(double x, double y, double[] actual, String what) {
    assertEquals(x, actual[0], 0.2, what + " x");
    assertEquals(y, actual[1], 0.2, what + " y");
  }

  @Test
  void theCommandWritesTheFileAndSaysWhatItDrew(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("map.svg");
    Cli.Run r = Cli.run("render", "--seed", "2", "--players", "2", "--actions", "150", "--out", file.toString());
    assertEquals(0, r.code(), r.err());
    RenderCommand.Played game = RenderCommand.play(ENGINE, 2, 2, 150, true);
    int tiles = game.state().map().tiles().size();
    assertTrue(r.out().startsWith("wrote " + file + ": " + tiles + " tiles, " + 7 * tiles + " hexes, "), r.out());
    Document doc = parse(Files.readString(file));
    assertEquals(tiles, byClass(doc, "tile").size());
    String text = doc.getDocumentElement().getTextContent();
    assertTrue(text.contains("Terrain") && text.contains("Sites") && text.contains("Heroes"), "a legend");
    assertTrue(text.contains("seed 2, 2 player(s), after " + game.actions() + " random actions"), text);
  }

  @Test
  void czechLegendAndNames(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("mapa.svg");
    assertEquals(0, Cli.run("render", "--seed", "2", "--lang", "cs", "--out", file.toString()).code());
    String text = parse(Files.readString(file)).getDocumentElement().getTextContent();
    assertTrue(text.contains("Terén") && text.contains("pláně") && text.contains("Portál"), text);
  }

  @Test
  void standardOutputAndFileErrors(@TempDir Path dir) throws IOException {
    Cli.Run stdout = Cli.run("render", "--actions", "0", "--out", "-");
    assertEquals(0, stdout.code());
    assertTrue(stdout.out().startsWith("<svg xmlns=\"http://www.w3.org/2000/svg\""), stdout.out());
    Cli.Run missing = Cli.run("render", "--actions", "0", "--out", dir.resolve("no/such/folder/map.svg").toString());
    assertEquals(1, missing.code());
    assertTrue(missing.err().startsWith("render: cannot read or write a file: no such file or folder: "), missing.err());
    HelpTest.assertNoStackTrace(missing);
  }
}
