package io.github.mkrules.core.map;

import io.github.mkrules.api.content.EnemyColor;
import io.github.mkrules.api.content.EnemyDraw;
import io.github.mkrules.api.content.MapTile;
import io.github.mkrules.api.content.SiteType;
import io.github.mkrules.api.content.TileHex;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.MapEnemy;
import io.github.mkrules.api.state.TileSlot;
import io.github.mkrules.api.state.TimeOfDay;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.scenario.GuardedMines;
import io.github.mkrules.core.engine.Lists;
import io.github.mkrules.core.variant.RandomCities;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Placing a revealed tile and carrying out the "on reveal" part of its sites (R-SETUP-15.2, R-MOVE-5.6). */
public final class TileReveal {
  private TileReveal() {}

  /**
   * Places a tile in a slot and resolves its sites' on-reveal effects.
   *
   * @param d the draft
   * @param tileId the tile
   * @param slot the slot
   */
  public static void place(Draft d, String tileId, TileSlot slot) {
    Map<TileSlot, String> tiles = new LinkedHashMap<>(d.tiles);
    tiles.put(slot, tileId);
    d.tiles = tiles;
    d.revealed = true;
    d.emit(new Event.TileRevealed(tileId, slot));
    turn(d, slot);
    MapTile tile = d.content.tile(tileId);
    for (int i = 0; i < tile.hexes().size(); i++) {
      TileHex hex = tile.hexes().get(i);
      // V-MEGAPOLIS-04: the space under the second city figure has no site of its own (placed with the city first)
      if (hex.site().isPresent() && !Megapolis.isSecondPart(d.scenarioState.markers(), Board.coordinate(d, slot, i))) {
        onReveal(d, d.content.site(hex.site().get()), Board.coordinate(d, slot, i));
      }
    }
  }

  /**
   * V-MAP-02: with random tile orientation every tile revealed (at setup or in play) lies turned by chance, any of
   * the six ways (the corner symbols that would restrict it are not in the source, and a circle may meet a star):
   * the marker {@code tile-turn-<n>} on its centre, none when it lies as printed.
   */
  private static void turn(Draft d, TileSlot slot) {
    if (!io.github.mkrules.core.setup.Variants.is(d.config, "tile-orientation", "random")) {
      return;
    }
    int turn = d.chance.nextInt(6);
    if (turn > 0) {
      String kind = Board.TURN + turn;
      d.scenarioState = d.scenarioState.withMarkers(Lists.with(d.scenarioState.markers(),
          new io.github.mkrules.api.state.ScenarioState.Marker(kind, slot.centre(), -1)));
      d.emit(new Event.MarkerPlaced(kind, slot.centre(), -1));
    }
  }

  private static void onReveal(Draft d, SiteType site, HexCoord hex) {
    if (GuardedMines.applies(d, site)) {
      GuardedMines.guard(d, hex); // S-MINES-LIBERATION-01
    }
    // R-MOVE-5.6, site cards: enemy tokens placed on the site, face up or down by the time of day
    for (EnemyDraw draw : site.onReveal()) {
      String enemy = drawEnemy(d, draw.color());
      if (enemy == null) {
        continue;
      }
      boolean faceUp = io.github.mkrules.core.movement.Movement.revealTime(d) == TimeOfDay.DAY ? draw.faceUpByDay() : draw.faceUpByNight();
      d.enemies = Lists.with(d.enemies, new MapEnemy(hex, enemy, draw.color(), faceUp));
      d.emit(new Event.EnemyPlaced(hex, draw.color(), faceUp ? enemy : null));
    }
    // Ancient Ruins: a yellow ruins token, face up by Day and face down by Night (site card)
    if (site.ruinsToken().isPresent()) {
      String token = drawRuins(d);
      if (token != null) {
        boolean faceUp = io.github.mkrules.core.movement.Movement.revealTime(d) == TimeOfDay.DAY ? site.ruinsToken().get().faceUpByDay()
            : site.ruinsToken().get().faceUpByNight();
        d.ruins = Lists.with(d.ruins, new io.github.mkrules.api.state.MapRuins(hex, token, faceUp));
      }
    }
    if (site.cityGarrison()) {
      RandomCities.draw(d, hex); // V-MAP-03: a random city card gives the city's colour
    }
    if (site.cityGarrison() && !d.scenario.friendlyCity() && Megapolis.founded(d)) {
      Megapolis.placeSecond(d, hex); // V-MEGAPOLIS-03, 04: the last city is the Megapolis
    }
    // R-MOVE-5.7: a city draws its garrison for the scenario's level, face down
    if (site.cityGarrison() && d.scenario.friendlyCity()) {
      // S-MINES-LIBERATION, S-DUNGEON-LORDS, S-DRUID-NIGHTS: a friendly city gets one Shield of every player
      for (int p = 0; p < d.players.length; p++) {
        d.shields = Lists.with(d.shields, new io.github.mkrules.api.state.Shield(hex, p));
        d.emit(new Event.ShieldPlaced(hex, p));
      }
    } else if (site.cityGarrison()) {
      drawGarrison(d, hex);
    }
    // R-MOVE-5.6(i): a revealed Monastery puts an Advanced Action into the Units offer
    String card = site.advancedActionToUnitOffer() ? d.drawAdvancedAction() : null;
    if (card != null) {
      d.setOffer(Event.Offer.MONASTERY_ADVANCED_ACTIONS, Lists.with(d.unitOfferAdvancedActions, card));
    }
  }

  private static void drawGarrison(Draft d, HexCoord hex) {
    int revealed = 0;
    for (String tile : d.tiles.values()) {
      if (d.content.tile(tile).kind() == io.github.mkrules.api.content.TileKind.CORE_CITY) {
        revealed++;
      }
    }
    List<Integer> levels = d.setup.cityLevels().isEmpty() ? d.scenario.cityLevels() : d.setup.cityLevels();
    if (revealed > levels.size()) {
      return; // no level given: the scenario's cities have no garrison (S-FIRST-RECON-03)
    }
    List<String> cities = Megapolis.colors(d.content, d.tiles, d.scenarioState.markers(), hex);
    if (cities.size() > 1) {
      int[] halves = Megapolis.levels(Megapolis.level(d, levels.get(revealed - 1))); // V-MEGAPOLIS-05: one garrison of both cities
      for (int i = 0; i < cities.size(); i++) {
        drawGarrison(d, hex, cities.get(i), halves[i]);
      }
      return;
    }
    drawGarrison(d, hex, cities.get(0), levels.get(revealed - 1));
  }

  /** R-MOVE-5.7: the garrison of a city colour and level, face down on the city's space. */
  private static void drawGarrison(Draft d, HexCoord hex, String city, int level) {
    for (io.github.mkrules.api.content.CityGarrison g : d.content.garrisons()) {
      if (g.city().equals(city) && g.level() == level) {
        for (EnemyColor color : g.tokens()) {
          String enemy = drawEnemy(d, color);
          if (enemy != null) {
            d.enemies = Lists.with(d.enemies, new MapEnemy(hex, enemy, color, false));
            d.emit(new Event.EnemyPlaced(hex, color, null));
          }
        }
      }
    }
  }

  /** Draws the top ruins token; an empty pile is rebuilt from its shuffled discards (R-SETUP-2). */
  private static String drawRuins(Draft d) {
    if (d.ruinsPile.isEmpty()) {
      if (d.ruinsDiscard.isEmpty()) {
        return null;
      }
      d.ruinsPile = List.copyOf(d.chance.shuffled(d.ruinsDiscard));
      d.ruinsDiscard = List.of();
    }
    String token = d.ruinsPile.get(0);
    d.ruinsPile = d.ruinsPile.subList(1, d.ruinsPile.size());
    return token;
  }

  /**
   * Draws the top enemy token of a colour; an empty pile is first rebuilt from its shuffled discards
   * (R-SETUP-2).
   *
   * @param d the draft
   * @param color the pile
   * @return the token's enemy id, or null if the pile and its discards are both empty
   */
  public static String drawEnemy(Draft d, EnemyColor color) {
    List<String> pile = d.enemyPiles.getOrDefault(color, List.of());
    if (pile.isEmpty()) {
      List<String> discards = d.enemyDiscards.getOrDefault(color, List.of());
      if (discards.isEmpty()) {
        return null;
      }
      pile = d.chance.shuffled(discards);
      Map<EnemyColor, List<String>> newDiscards = new EnumMap<>(EnemyColor.class);
      newDiscards.putAll(d.enemyDiscards);
      newDiscards.put(color, List.of());
      d.enemyDiscards = newDiscards;
    }
    Map<EnemyColor, List<String>> piles = new EnumMap<>(EnemyColor.class);
    piles.putAll(d.enemyPiles);
    piles.put(color, List.copyOf(new ArrayList<>(pile.subList(1, pile.size()))));
    d.enemyPiles = piles;
    return pile.get(0);
  }

  /**
   * Puts a token on top of its colour's discard pile (R-COMBAT-RANGED-5.1, R-COMBAT-OUTCOME-3.2).
   *
   * @param d the draft
   * @param color the pile
   * @param enemy the token's enemy id
   */
  public static void discardEnemy(Draft d, EnemyColor color, String enemy) {
    Map<EnemyColor, List<String>> discards = new EnumMap<>(EnemyColor.class);
    discards.putAll(d.enemyDiscards);
    discards.put(color, Lists.onTop(d.enemyDiscards.getOrDefault(color, List.of()), enemy));
    d.enemyDiscards = discards;
  }
}
