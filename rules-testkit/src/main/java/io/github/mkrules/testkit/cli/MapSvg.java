package io.github.mkrules.testkit.cli;

import static io.github.mkrules.testkit.cli.Names.Component.ENEMY;
import static io.github.mkrules.testkit.cli.Names.Component.HERO;
import static io.github.mkrules.testkit.cli.Names.Component.SITE;

import io.github.mkrules.api.content.EnemyColor;
import io.github.mkrules.api.content.Terrain;
import io.github.mkrules.api.content.TileHex;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.MapEnemy;
import io.github.mkrules.api.state.MapRuins;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.api.state.TileSlot;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Draws the map of a state as an SVG picture: every hex of the placed tiles in its terrain colour with its
 * axial coordinate, tile borders and tile names, sites with an icon and a name, enemy tokens (face-up ones
 * named, face-down ones showing only their back colour), ruins tokens, the heroes' figures, and a legend.
 * Hexes are pointy-top; hex (q, r) is drawn at x = √3·R·(q + r/2), y = 1.5·R·r (docs/notation.md).
 * Elements carry classes ({@code hex}, {@code tile}, {@code site}, {@code enemy face-up|face-down},
 * {@code ruins}, {@code hero}) and {@code data-} attributes so tests can count them.
 */
final class MapSvg {
  /** The radius of a hex (centre to corner), in pixels. */
  static final double R = 44;
  private static final double SQRT3 = Math.sqrt(3);
  private static final double MARGIN = 24;
  private static final double LEGEND_WIDTH = 270;
  private static final double TITLE_HEIGHT = 40;
  private static final double LINE = 20;
  /** Player colours of the base heroes (content/heroes-skills-tactics.md: shields and skill tokens). */
  private static final Map<String, String> HERO_COLOURS =
      Map.of("arythea", "#d03a2f", "goldyx", "#3e9a3a", "norowas", "#f4f4f0", "tovak", "#2f6fc4");

  private final Names names;

  MapSvg(Names names) {
    this.names = names;
  }

  /**
   * The picture of a state's map.
   *
   * @param state the state
   * @param caption a line under the title, for example the seed and the number of actions
   * @return the SVG document
   */
  String render(GameState state, String caption) {
    Map<HexCoord, TileHex> hexes = MapHexes.all(names.content(), state.map().tiles(), state.scenarioState().markers());
    double minX = Double.MAX_VALUE;
    double minY = Double.MAX_VALUE;
    double maxX = -Double.MAX_VALUE;
    double maxY = -Double.MAX_VALUE;
    for (HexCoord hex : hexes.keySet()) {
      minX = Math.min(minX, x(hex) - R);
      maxX = Math.max(maxX, x(hex) + R);
      minY = Math.min(minY, y(hex) - R);
      maxY = Math.max(maxY, y(hex) + R);
    }
    double dx = MARGIN - minX;
    double dy = MARGIN + TITLE_HEIGHT - minY;
    double mapWidth = maxX - minX + 2 * MARGIN;
    Svg legend = new Svg();
    double legendHeight = legend(legend, state, hexes, mapWidth);
    double width = mapWidth + LEGEND_WIDTH;
    double height = Math.max(maxY - minY + 2 * MARGIN + TITLE_HEIGHT, legendHeight + MARGIN);
    Svg svg = new Svg();
    svg.raw(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" height=\"%.0f\""
        + " viewBox=\"0 0 %.0f %.0f\" font-family=\"DejaVu Sans, Verdana, Arial, sans-serif\">%n",
        width, height, width, height));
    svg.raw(String.format(Locale.ROOT, "<rect width=\"%.0f\" height=\"%.0f\" fill=\"#f6f1e4\"/>%n", width, height));
    svg.text(MARGIN, 24, 16, "bold", "#222", "start", names.text("render.title"));
    svg.text(MARGIN, 40, 11, "normal", "#444", "start", caption);
    svg.raw(String.format(Locale.ROOT, "<g id=\"map\" transform=\"translate(%.1f %.1f)\">%n", dx, dy));
    drawTiles(svg, state, hexes);
    drawSites(svg, hexes);
    drawTokens(svg, state);
    svg.raw("</g>\n");
    svg.raw(legend.toString());
    svg.raw("</svg>\n");
    return svg.toString();
  }

  static double x(HexCoord hex) {
    return R * SQRT3 * (hex.q() + hex.r() / 2.0);
  }

  static double y(HexCoord hex) {
    return R * 1.5 * hex.r();
  }

  /** The corner at angle {@code degrees} (0 = east, clockwise on screen) of a hexagon of radius r. */
  private static double[] corner(double cx, double cy, double r, double degrees) {
    double a = Math.toRadians(degrees);
    return new double[] {cx + r * Math.cos(a), cy + r * Math.sin(a)};
  }

  private static String hexagon(double cx, double cy, double r) {
    StringBuilder points = new StringBuilder();
    for (int i = 0; i < 6; i++) {
      double[] c = corner(cx, cy, r, 60 * i - 30);
      points.append(String.format(Locale.ROOT, "%s%.1f,%.1f", i == 0 ? "" : " ", c[0], c[1]));
    }
    return points.toString();
  }

  private void drawTiles(Svg svg, GameState state, Map<HexCoord, TileHex> hexes) {
    svg.raw("<g id=\"tiles\">\n");
    for (Map.Entry<TileSlot, String> tile : state.map().tiles().entrySet()) {
      TileSlot slot = tile.getKey();
      svg.raw(String.format(Locale.ROOT, "<g class=\"tile\" data-tile=\"%s\" data-slot=\"%s\"><title>%s</title>%n",
          Svg.escape(tile.getValue()), slot, Svg.escape(names.tile(tile.getValue()))));
      for (Map.Entry<HexCoord, TileHex> entry : hexes.entrySet()) {
        HexCoord hex = entry.getKey();
        if (TileSlot.containing(hex).equals(slot)) {
          drawHex(svg, hex, entry.getValue().terrain());
        }
      }
      svg.raw("</g>\n");
    }
    svg.raw("</g>\n<g id=\"tile-borders\" stroke=\"#3b3325\" stroke-width=\"3\" stroke-linecap=\"round\">\n");
    for (HexCoord hex : hexes.keySet()) {
      for (int d = 0; d < 6; d++) {
        HexCoord next = hex.neighbour(d);
        boolean border = !TileSlot.containing(next).equals(TileSlot.containing(hex));
        if (border && (d < 3 || !hexes.containsKey(next))) {
          double[] a = corner(x(hex), y(hex), R, -60 * d - 30);
          double[] b = corner(x(hex), y(hex), R, -60 * d + 30);
          svg.raw(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\"/>%n",
              a[0], a[1], b[0], b[1]));
        }
      }
    }
    svg.raw("</g>\n");
  }

  private void drawHex(Svg svg, HexCoord hex, Terrain terrain) {
    svg.raw(String.format(Locale.ROOT, "<polygon class=\"hex\" data-hex=\"%s\" data-terrain=\"%s\" points=\"%s\""
        + " fill=\"%s\" stroke=\"#fffdf5\" stroke-opacity=\"0.6\" stroke-width=\"1\"><title>%s %s</title></polygon>%n",
        hex, terrain.id(), hexagon(x(hex), y(hex), R), terrainColour(terrain), hex,
        Svg.escape(names.terrain(terrain))));
    svg.text(x(hex), y(hex) - R * 0.72, 7, "normal", terrain == Terrain.SEA || terrain == Terrain.FOREST
        ? "#e8e8e8" : "#3b3325", "middle", hex.toString());
  }

  static String terrainColour(Terrain terrain) {
    switch (terrain) {
      case PLAINS:
        return "#dfe8a6";
      case HILLS:
        return "#c9a465";
      case FOREST:
        return "#3f7f3a";
      case WASTELAND:
        return "#a89a86";
      case DESERT:
        return "#f0d48a";
      case SWAMP:
        return "#6f8f74";
      case LAKE:
        return "#5fa3dc";
      case MOUNTAIN:
        return "#8b8b8b";
      case SEA:
        return "#2c5a8a";
      default:
        return "#d6d0c4";
    }
  }

  private void drawSites(Svg svg, Map<HexCoord, TileHex> hexes) {
    svg.raw("<g id=\"sites\">\n");
    for (Map.Entry<HexCoord, TileHex> entry : hexes.entrySet()) {
      TileHex hex = entry.getValue();
      if (hex.site().isEmpty()) {
        continue;
      }
      String site = hex.site().get();
      double cx = x(entry.getKey());
      double cy = y(entry.getKey());
      svg.raw(String.format(Locale.ROOT, "<g class=\"site\" data-site=\"%s\" data-hex=\"%s\">%n", site,
          entry.getKey()));
      siteIcon(svg, site, hex.siteColor().orElse(""), cx, cy - R * 0.48);
      String label = names.name(SITE, site);
      if (hex.siteColor().isPresent()) {
        label += " (" + names.text("site-color." + hex.siteColor().get()) + ")";
      }
      List<String> lines = wrap(label);
      double top = lines.size() == 1 ? cy - 3 : cy - 6;
      for (int i = 0; i < lines.size(); i++) {
        svg.haloText(cx, top + 9 * i, 8.5, "bold", "#1d1a14", lines.get(i));
      }
      svg.raw("</g>\n");
    }
    svg.raw("</g>\n");
  }

  /** A label wider than a hex, split into two lines at the space nearest its middle. */
  static List<String> wrap(String label) {
    int middle = label.length() / 2;
    int split = -1;
    for (int i = 0; i < label.length(); i++) {
      if (label.charAt(i) == ' ' && (split < 0 || Math.abs(i - middle) < Math.abs(split - middle))) {
        split = i;
      }
    }
    if (label.length() <= 14 || split < 0) {
      return List.of(label);
    }
    return List.of(label.substring(0, split), label.substring(split + 1));
  }

  /** A small icon for a site, centred on (cx, cy). */
  static void siteIcon(Svg svg, String site, String colour, double cx, double cy) {
    String fill = colour.isEmpty() ? "#999" : colourOf(colour);
    String shape;
    switch (site) {
      case "portal":
        shape = circle(cx, cy, 8, "#9b6fd1", "#3f2566") + circle(cx, cy, 4, "#e4d4ff", "#3f2566");
        break;
      case "village":
        shape = polygon("#f3dfb0", "#6b4f2a", cx - 8, cy + 6, cx - 8, cy - 2, cx, cy - 9, cx + 8, cy - 2, cx + 8, cy + 6);
        break;
      case "monastery":
        shape = polygon("#e9e2f5", "#4d3f6b", cx - 8, cy + 6, cx - 8, cy - 2, cx, cy - 9, cx + 8, cy - 2, cx + 8, cy + 6)
            + String.format(Locale.ROOT, "<path d=\"M%.1f %.1f v8 M%.1f %.1f h6\" stroke=\"#4d3f6b\"/>",
                cx, cy - 5, cx - 3, cy - 2);
        break;
      case "keep":
        shape = tower(cx, cy, 8, "#b8b2a6");
        break;
      case "mage-tower":
        shape = tower(cx, cy, 6, "#9b6fd1");
        break;
      case "city":
        shape = tower(cx - 5, cy, 5, fill) + tower(cx + 5, cy, 5, fill);
        break;
      case "crystal-mine":
        shape = polygon(fill, "#222", cx, cy - 9, cx + 7, cy, cx, cy + 9, cx - 7, cy);
        break;
      case "magical-glade":
        shape = circle(cx, cy, 8, "#b9ec8a", "#2f6b25") + circle(cx, cy, 3, "#f2c84b", "#8a6a10");
        break;
      case "ancient-ruins":
        shape = String.format(Locale.ROOT, "<path d=\"M%.1f %.1f h16 M%.1f %.1f v-12 M%.1f %.1f v-8 M%.1f %.1f v-11\""
            + " stroke=\"#6b5a3a\" stroke-width=\"3\"/>", cx - 8, cy + 7, cx - 5, cy + 6, cx, cy + 6, cx + 5, cy + 6);
        break;
      case "marauding-orcs":
        shape = polygon("#4f9a3c", "#1f3d17", cx, cy - 8, cx + 8, cy + 6, cx - 8, cy + 6);
        break;
      case "draconum":
        shape = polygon("#c23b2c", "#4d130d", cx, cy - 8, cx + 8, cy + 6, cx - 8, cy + 6);
        break;
      default: // dungeon, tomb, monster den, spawning grounds: a dark entrance
        shape = String.format(Locale.ROOT, "<path d=\"M%.1f %.1f v-6 a8 8 0 0 1 16 0 v6 z\" fill=\"#4a3b2c\""
            + " stroke=\"#1d1a14\"/>", cx - 8, cy + 6);
        break;
    }
    svg.raw("<g class=\"site-icon\">" + shape + "</g>\n");
  }

  private static String tower(double cx, double cy, double half, String fill) {
    return String.format(Locale.ROOT, "<path d=\"M%.1f %.1f v-14 h%.1f v3 h%.1f v-3 h%.1f v3 h%.1f v-3 h%.1f v14 z\""
        + " fill=\"%s\" stroke=\"#222\"/>", cx - half, cy + 7, half * 2 / 5, half * 2 / 5, half * 2 / 5,
        half * 2 / 5, half * 2 / 5, fill);
  }

  private static String circle(double cx, double cy, double r, String fill, String stroke) {
    return String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" fill=\"%s\" stroke=\"%s\"/>", cx, cy, r,
        fill, stroke);
  }

  private static String polygon(String fill, String stroke, double... xy) {
    StringBuilder points = new StringBuilder();
    for (int i = 0; i < xy.length; i += 2) {
      points.append(String.format(Locale.ROOT, "%s%.1f,%.1f", i == 0 ? "" : " ", xy[i], xy[i + 1]));
    }
    return "<polygon points=\"" + points + "\" fill=\"" + fill + "\" stroke=\"" + stroke + "\"/>";
  }

  /** The fill of a mana or city colour id. */
  static String colourOf(String colour) {
    switch (colour) {
      case "red":
        return "#d03a2f";
      case "blue":
        return "#2f6fc4";
      case "green":
        return "#3e9a3a";
      case "white":
        return "#f4f4f0";
      case "violet":
        return "#8a4fc0";
      case "brown":
        return "#8a5a2b";
      case "grey":
        return "#8d8d8d";
      default:
        return "#999";
    }
  }

  /** Enemy tokens, ruins tokens and heroes, side by side in the lower half of their space. */
  private void drawTokens(Svg svg, GameState state) {
    Map<HexCoord, List<String>> placed = new java.util.LinkedHashMap<>();
    Map<HexCoord, List<String>> captions = new java.util.LinkedHashMap<>();
    for (MapEnemy enemy : state.map().enemies()) {
      placed.computeIfAbsent(enemy.hex(), h -> new ArrayList<>()).add(enemyToken(enemy));
      if (enemy.faceUp()) {
        captions.computeIfAbsent(enemy.hex(), h -> new ArrayList<>()).add(names.name(ENEMY, enemy.enemy()));
      }
    }
    for (MapRuins ruins : state.map().ruins()) {
      placed.computeIfAbsent(ruins.hex(), h -> new ArrayList<>()).add(ruinsToken(ruins));
    }
    for (PlayerState player : state.players()) {
      player.position().ifPresent(hex -> placed.computeIfAbsent(hex, h -> new ArrayList<>()).add(heroFigure(player)));
    }
    svg.raw("<g id=\"tokens\">\n");
    for (Map.Entry<HexCoord, List<String>> entry : placed.entrySet()) {
      List<String> tokens = entry.getValue();
      double spacing = tokens.size() <= 1 ? 0 : Math.min(22, 60.0 / (tokens.size() - 1));
      double left = x(entry.getKey()) - spacing * (tokens.size() - 1) / 2;
      double cy = y(entry.getKey()) + R * 0.33;
      for (int i = 0; i < tokens.size(); i++) {
        svg.raw(String.format(Locale.ROOT, "<g transform=\"translate(%.1f %.1f)\">%s</g>%n", left + i * spacing, cy,
            tokens.get(i)));
      }
      List<String> labels = captions.getOrDefault(entry.getKey(), List.of());
      if (!labels.isEmpty()) {
        svg.haloText(x(entry.getKey()), cy + 20, 7, "bold", "#1d1a14", String.join(", ", labels));
      }
    }
    svg.raw("</g>\n");
  }

  private String enemyToken(MapEnemy enemy) {
    String fill = colourOf(enemy.color().id());
    String ink = enemy.color() == EnemyColor.WHITE ? "#222" : "#fff";
    if (!enemy.faceUp()) {
      return String.format(Locale.ROOT, "<g class=\"enemy face-down\" data-hex=\"%s\" data-color=\"%s\">"
          + "<title>%s</title><circle r=\"10\" fill=\"%s\" stroke=\"#222\" stroke-dasharray=\"3 2\"/>"
          + "<text y=\"4\" font-size=\"11\" font-weight=\"bold\" text-anchor=\"middle\" fill=\"%s\">?</text></g>",
          enemy.hex(), enemy.color().id(), Svg.escape(names.text("state.enemy-face-down",
              names.enemyColor(enemy.color()))), fill, ink);
    }
    return String.format(Locale.ROOT, "<g class=\"enemy face-up\" data-hex=\"%s\" data-color=\"%s\" data-enemy=\"%s\">"
        + "<title>%s</title><circle r=\"10\" fill=\"%s\" stroke=\"#222\" stroke-width=\"1.5\"/>"
        + "<text y=\"3\" font-size=\"8\" font-weight=\"bold\" text-anchor=\"middle\" fill=\"%s\">%s</text></g>",
        enemy.hex(), enemy.color().id(), Svg.escape(enemy.enemy()), Svg.escape(names.name(ENEMY, enemy.enemy())), fill, ink,
        Svg.escape(initials(names.name(ENEMY, enemy.enemy()))));
  }

  /** The first letters of the first two words of a name, for a token. */
  static String initials(String name) {
    StringBuilder letters = new StringBuilder();
    for (String word : name.split("[\\s-]+")) {
      if (!word.isEmpty() && letters.length() < 2) {
        letters.appendCodePoint(word.codePointAt(0));
      }
    }
    return letters.toString().toUpperCase(Locale.ROOT);
  }

  private String ruinsToken(MapRuins ruins) {
    String title = ruins.faceUp() ? names.text("state.ruins", ruins.token()) : names.text("state.ruins-face-down");
    return String.format(Locale.ROOT, "<g class=\"ruins %s\" data-hex=\"%s\"><title>%s</title>"
        + "<polygon points=\"%s\" fill=\"#f2c94c\" stroke=\"#6b5310\"%s/>"
        + "<text y=\"3\" font-size=\"8\" font-weight=\"bold\" text-anchor=\"middle\" fill=\"#4a3a08\">%s</text></g>",
        ruins.faceUp() ? "face-up" : "face-down", ruins.hex(), Svg.escape(title), hexagon(0, 0, 10),
        ruins.faceUp() ? "" : " stroke-dasharray=\"3 2\"", ruins.faceUp() ? "R" : "?");
  }

  private String heroFigure(PlayerState player) {
    return String.format(Locale.ROOT, "<g class=\"hero\" data-hero=\"%s\" data-player=\"%d\"><title>%s</title>%s</g>",
        player.hero(), player.index(), Svg.escape(names.name(HERO, player.hero())), pawn(heroColour(player.hero())));
  }

  static String heroColour(String hero) {
    return HERO_COLOURS.getOrDefault(hero, "#f2a03d");
  }

  /** A figure: a head on a widening body, standing on (0, 0). */
  static String pawn(String fill) {
    return "<path d=\"M-7 11 L-4 0 A5 5 0 1 1 4 0 L7 11 Z\" fill=\"" + fill
        + "\" stroke=\"#111\" stroke-width=\"1.5\" stroke-linejoin=\"round\"/>";
  }

  /** Draws the legend right of the map; returns its height. */
  private double legend(Svg box, GameState state, Map<HexCoord, TileHex> hexes, double left) {
    double x = left + 8;
    double top = MARGIN + TITLE_HEIGHT - 18;
    double y = MARGIN + TITLE_HEIGHT;
    Svg svg = new Svg();
    y = heading(svg, x, y, names.text("render.legend", state.round(), names.time(state.time())));
    Set<Terrain> terrains = EnumSet.noneOf(Terrain.class);
    Set<String> sites = new LinkedHashSet<>();
    for (TileHex hex : hexes.values()) {
      terrains.add(hex.terrain());
      hex.site().ifPresent(sites::add);
    }
    y = heading(svg, x, y + 4, names.text("render.tiles"));
    for (Map.Entry<TileSlot, String> tile : state.map().tiles().entrySet()) {
      y = entry(svg, x - 22, y, names.text("render.tile", tile.getKey(), names.tile(tile.getValue())));
    }
    y = heading(svg, x, y + 4, names.text("render.terrain"));
    for (Terrain terrain : terrains) {
      svg.raw(String.format(Locale.ROOT, "<polygon points=\"%s\" fill=\"%s\" stroke=\"#3b3325\"/>%n",
          hexagon(x + 8, y - 4, 8), terrainColour(terrain)));
      y = entry(svg, x, y, names.terrain(terrain));
    }
    y = heading(svg, x, y + 4, names.text("render.sites"));
    for (String site : sites) {
      siteIcon(svg, site, "", x + 8, y - 4);
      y = entry(svg, x, y, names.name(SITE, site));
    }
    y = heading(svg, x, y + 4, names.text("render.tokens"));
    Set<EnemyColor> colours = EnumSet.noneOf(EnemyColor.class);
    for (MapEnemy enemy : state.map().enemies()) {
      colours.add(enemy.color());
    }
    for (EnemyColor colour : colours) {
      svg.raw(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"8\" fill=\"%s\" stroke=\"#222\"/>%n",
          x + 8, y - 4, colourOf(colour.id())));
      y = entry(svg, x, y, names.text("enemy-pile." + colour.id()));
    }
    svg.raw(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"8\" fill=\"#8d8d8d\" stroke=\"#222\""
        + " stroke-dasharray=\"3 2\"/>%n", x + 8, y - 4));
    y = entry(svg, x, y, names.text("render.face-down"));
    svg.raw(String.format(Locale.ROOT, "<polygon points=\"%s\" fill=\"#f2c94c\" stroke=\"#6b5310\"/>%n",
        hexagon(x + 8, y - 4, 8)));
    y = entry(svg, x, y, names.text("render.ruins"));
    y = heading(svg, x, y + 4, names.text("render.heroes"));
    for (PlayerState player : state.players()) {
      svg.raw(String.format(Locale.ROOT, "<g transform=\"translate(%.1f %.1f)\">%s</g>%n", x + 8, y - 9,
          pawn(heroColour(player.hero()))));
      String where = player.position().map(hex -> names.text("render.at", hex))
          .orElse(names.text("render.off-map"));
      y = entry(svg, x, y, names.text("render.hero", names.name(HERO, player.hero()), player.fame(), where));
    }
    box.raw("<g id=\"legend\">\n");
    box.raw(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"#fffdf5\""
        + " stroke=\"#b9ae93\" rx=\"6\"/>%n", left - 4, top, LEGEND_WIDTH - 16, y - top));
    box.raw(svg.toString());
    box.raw("</g>\n");
    return y + 8;
  }

  private static double heading(Svg svg, double x, double y, String text) {
    svg.text(x, y, 12, "bold", "#222", "start", text);
    return y + LINE;
  }

  private static double entry(Svg svg, double x, double y, String text) {
    svg.text(x + 22, y, 10.5, "normal", "#222", "start", text);
    return y + LINE;
  }

  /** An SVG document being written. */
  static final class Svg {
    private final StringBuilder out = new StringBuilder();

    void raw(String text) {
      out.append(text);
    }

    void text(double x, double y, double size, String weight, String fill, String anchor, String text) {
      out.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"%.1f\" font-weight=\"%s\""
          + " fill=\"%s\" text-anchor=\"%s\">%s</text>%n", x, y, size, weight, fill, anchor, escape(text)));
    }

    /** Centred text with a light outline, readable on any terrain. */
    void haloText(double x, double y, double size, String weight, String fill, String text) {
      out.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"%.1f\" font-weight=\"%s\""
          + " fill=\"%s\" text-anchor=\"middle\" stroke=\"#fffdf5\" stroke-width=\"2.5\" stroke-opacity=\"0.85\""
          + " paint-order=\"stroke\">%s</text>%n", x, y, size, weight, fill, escape(text)));
    }

    static String escape(String text) {
      return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    @Override
    public String toString() {
      return out.toString();
    }
  }
}
