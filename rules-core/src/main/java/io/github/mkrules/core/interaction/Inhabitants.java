package io.github.mkrules.core.interaction;

import io.github.mkrules.api.content.ReputationStep;
import io.github.mkrules.api.content.SiteType;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.map.Sites;
import java.util.OptionalInt;

/**
 * The inhabitants of one site a player stands on, and what they offer (R-INTERACT-1, R-INTERACT-4, the site
 * cards): which units they let the player recruit, the price of healing, and the goods of each City colour.
 *
 * @param hex the site's space
 * @param site the site id: {@code village}, {@code monastery}, {@code keep}, {@code mage-tower} or {@code city}
 * @param colors a City's colour, or a Megapolis's two colours (V-MEGAPOLIS-07); empty elsewhere
 */
record Inhabitants(HexCoord hex, String site, java.util.List<String> colors) {
  /** R-INTERACT-4.2: Influence per Healing point in a Village. */
  static final int VILLAGE_HEALING = 3;
  /** R-INTERACT-4.2: Influence per Healing point in a Monastery. */
  static final int MONASTERY_HEALING = 2;
  /** R-INTERACT-4.3, R-INTERACT-4.5(iv): an Advanced Action. */
  static final int ADVANCED_ACTION = 6;
  /** R-INTERACT-4.4: a Spell, besides a mana of its colour. */
  static final int SPELL = 7;
  /** R-INTERACT-4.5(i): an Artifact in a red City. */
  static final int ARTIFACT = 12;
  /** R-INTERACT-4.5(iii): one more Elite unit in the Units offer, in a white City. */
  static final int ELITE_UNIT = 2;

  /**
   * The inhabitants the active player may interact with where they stand (R-INTERACT-1): a Village, a Monastery
   * not burnt, a Keep the player owns, a conquered Mage Tower (docs/decisions/interaction.md), a conquered City.
   *
   * @param d the draft
   * @return them, or null if nobody there interacts with the player
   */
  static Inhabitants at(Draft d) {
    PlayerState p = d.active();
    if (p.position().isEmpty()) {
      return null;
    }
    HexCoord hex = p.position().get();
    SiteType site = Sites.site(d, hex);
    if (site == null) {
      return null;
    }
    boolean open;
    switch (site.id()) {
      case "village":
        open = true;
        break;
      case "monastery":
        open = !Sites.conquered(d, hex); // a Shield marks a burnt Monastery (R-COMBAT-OUTCOME-2.4)
        break;
      case "keep":
        open = Sites.owner(d, hex) == p.index();
        break;
      case "mage-tower":
        open = Sites.conquered(d, hex);
        break;
      case "city":
        open = Sites.cityConquered(d, hex);
        break;
      default:
        open = false;
        break;
    }
    if (!open) {
      return null;
    }
    // V-MAP-03: a random city's colour; V-MEGAPOLIS-07: the options of both cities in either part
    return new Inhabitants(hex, site.id(), site.id().equals("city")
        ? io.github.mkrules.core.map.Megapolis.colors(d.content, d.tiles, d.scenarioState.markers(), hex)
        : java.util.List.of());
  }

  /**
   * R-INTERACT-2.1: the Influence bonus or penalty of a Reputation position.
   *
   * @param d the draft
   * @param reputation the position
   * @return the modifier, empty on the X space where nobody interacts
   */
  static OptionalInt reputationModifier(Draft d, int reputation) {
    for (ReputationStep step : d.content.reputation()) {
      if (step.position() == reputation) {
        return step.influence();
      }
    }
    return OptionalInt.of(0);
  }

  /**
   * R-INTERACT-4.1: whether a unit may be recruited here: one of its icons matches the site, and a white City
   * recruits units of every type (R-INTERACT-4.5(iii)).
   *
   * @param d the draft
   * @param unit the unit card id
   * @return true if it may be recruited
   */
  boolean recruits(Draft d, String unit) {
    java.util.Set<String> icons = d.content.unit(unit).recruitSites();
    return icons.contains(site) || isCity("white") || sharedIcon(d, icons);
  }

  /** S-CONQUER-AND-HOLD-02, S-ONE-TO-RETURN-03: Monastery units may also be recruited in Mage Towers, Village units in Keeps. */
  private boolean sharedIcon(Draft d, java.util.Set<String> icons) {
    return d.scenario.has(io.github.mkrules.core.ScenarioDefinition.SpecialRule.SHARED_RECRUITING)
        && (site.equals("mage-tower") && icons.contains("monastery") || site.equals("keep") && icons.contains("village"));
  }

  /** @return R-INTERACT-4.2: the Influence per Healing point, or 0 where healing is not sold */
  int healingPrice() {
    return site.equals("village") ? VILLAGE_HEALING : site.equals("monastery") ? MONASTERY_HEALING : 0;
  }

  /** @return R-INTERACT-4.4, R-INTERACT-4.5(ii): whether spells are sold (a Mage Tower, a blue City) */
  boolean sellsSpells() {
    return site.equals("mage-tower") || isCity("blue");
  }

  boolean isCity(String cityColor) {
    return site.equals("city") && colors.contains(cityColor);
  }
}
