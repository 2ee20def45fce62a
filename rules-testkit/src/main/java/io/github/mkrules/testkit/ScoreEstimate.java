package io.github.mkrules.testkit;

import io.github.mkrules.api.content.Catalogue;
import io.github.mkrules.api.content.DeedCard;
import io.github.mkrules.api.content.DeedCardType;
import io.github.mkrules.api.content.MapTile;
import io.github.mkrules.api.content.SiteType;
import io.github.mkrules.api.content.TileHex;
import io.github.mkrules.api.content.UnitCard;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.api.state.Shield;
import io.github.mkrules.api.state.TileSlot;
import io.github.mkrules.api.state.UnitState;
import io.github.mkrules.core.encoding.MapDomain;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What a player would score if the game ended now, by the standard achievements without titles (S-GENERAL-34 to
 * S-GENERAL-40): Fame, 2 per Spell and 1 per Advanced Action, 2 per Artifact and 1 per 2 crystals, the levels of
 * the units (half for a wounded one), 2 per Shield on a Keep, Mage Tower or Monastery, 2 per Shield on an
 * adventure site, minus 2 per Wound among the player's cards. The search bot's evaluation of a state it stops
 * searching in; a scenario's own scoring is not estimated.
 */
public final class ScoreEstimate {
  private final Map<String, DeedCardType> cardTypes = new HashMap<>();
  private final Map<String, Integer> unitLevels = new HashMap<>();
  private final Map<String, String> sites = new HashMap<>();
  private final Catalogue catalogue;

  /**
   * An estimate over a catalogue's components.
   *
   * @param catalogue the engine's catalogue
   */
  public ScoreEstimate(Catalogue catalogue) {
    this.catalogue = catalogue;
    for (DeedCard card : catalogue.cards()) {
      cardTypes.put(card.id(), card.type());
    }
    for (UnitCard unit : catalogue.units()) {
      unitLevels.put(unit.id(), unit.level());
    }
    for (SiteType site : catalogue.sites()) {
      sites.put(site.id(), site.category());
    }
  }

  /**
   * The score of one player now.
   *
   * @param state the state
   * @param player the player index
   * @return the estimate
   */
  public int score(GameState state, int player) {
    PlayerState p = state.player(player);
    int points = p.fame();
    points += cards(p.deck()) + cards(p.hand()) + cards(p.discard()) + cards(p.playArea());
    points += (p.crystals().red() + p.crystals().blue() + p.crystals().green() + p.crystals().white()) / 2;
    for (UnitState unit : p.units()) {
      int level = unitLevels.getOrDefault(unit.unit(), 0);
      points += unit.wounded() ? level / 2 : level;
    }
    for (Shield shield : state.map().shields()) {
      if (shield.player() == player) {
        points += shield(state, shield);
      }
    }
    return points;
  }

  private int cards(List<String> cards) {
    int points = 0;
    for (String card : cards) {
      DeedCardType type = cardTypes.get(card);
      if (type == DeedCardType.SPELL || type == DeedCardType.ARTIFACT) {
        points += 2;
      } else if (type == DeedCardType.ADVANCED_ACTION) {
        points += 1;
      } else if (type == DeedCardType.WOUND) {
        points -= 2;
      }
    }
    return points;
  }

  private int shield(GameState state, Shield shield) {
    TileSlot slot = TileSlot.containing(shield.hex());
    String tileId = state.map().tiles().get(slot);
    Optional<MapTile> tile = tileId == null ? Optional.empty() : catalogue.tile(tileId);
    if (tile.isEmpty()) {
      return 0;
    }
    for (TileHex hex : tile.get().hexes()) {
      int position = MapDomain.POSITIONS.indexOf(hex.position());
      int turn = io.github.mkrules.core.map.Board.turn(state.scenarioState().markers(), slot); // V-MAP-02
      if (io.github.mkrules.core.map.Board.coordinate(slot, position, turn).equals(shield.hex())
          && hex.site().isPresent()) {
        String site = hex.site().get();
        boolean conquest = site.equals("keep") || site.equals("mage-tower") || site.equals("monastery");
        return conquest || "adventure".equals(sites.get(site)) ? 2 : 0;
      }
    }
    return 0;
  }
}
