package io.github.mkrules.api.state;

import io.github.mkrules.api.content.EnemyColor;
import io.github.mkrules.api.internal.ValueStyle;
import java.util.List;
import java.util.Map;
import org.immutables.value.Value;

/**
 * The common area: decks, offers, token piles and the Wound deck (R-SETUP). Decks and piles list the top
 * card first; offers list the top position first.
 *
 * @param regularUnits the Regular (silver) unit deck
 * @param eliteUnits the Elite (gold) unit deck
 * @param unitOffer the unit cards of the Units offer (R-SETUP-9)
 * @param unitOfferAdvancedActions the Advanced Actions in the Units offer, one per monastery (R-ROUND-2.3)
 * @param advancedActionDeck the Advanced Action deck
 * @param advancedActionOffer the Advanced Actions offer (R-SETUP-6)
 * @param spellDeck the Spell deck
 * @param spellOffer the Spells offer (R-SETUP-5)
 * @param artifactDeck the Artifact deck (R-SETUP-3)
 * @param enemyPiles face-down enemy draw piles by colour (R-SETUP-2)
 * @param enemyDiscards enemy discard piles by colour
 * @param ruinsPile the face-down ruins tokens
 * @param ruinsDiscard the used ruins tokens
 * @param wounds the Wound cards left in the Wound deck (R-SETUP-4)
 * @param commonSkillOffer skills not chosen at level-up (R-SETUP-7)
 * @param removedTactics tactic cards removed from the game (solo rule S-SOLO-CONQUEST-02)
 * @param removedUnits unit cards removed from the game: disbanded (R-UNITS-4.1) or destroyed (R-COMBAT-DMG-6.2)
 */
@ValueStyle
@Value.Builder
public record Supply(
    List<String> regularUnits,
    List<String> eliteUnits,
    List<String> unitOffer,
    List<String> unitOfferAdvancedActions,
    List<String> advancedActionDeck,
    List<String> advancedActionOffer,
    List<String> spellDeck,
    List<String> spellOffer,
    List<String> artifactDeck,
    Map<EnemyColor, List<String>> enemyPiles,
    Map<EnemyColor, List<String>> enemyDiscards,
    List<String> ruinsPile,
    List<String> ruinsDiscard,
    int wounds,
    List<String> commonSkillOffer,
    List<String> removedTactics,
    List<String> removedUnits) implements WithSupply {
  /**
   * Copies the collections.
   *
   * @param regularUnits Regular unit deck
   * @param eliteUnits Elite unit deck
   * @param unitOffer units offer
   * @param unitOfferAdvancedActions AAs in the units offer
   * @param advancedActionDeck AA deck
   * @param advancedActionOffer AA offer
   * @param spellDeck spell deck
   * @param spellOffer spell offer
   * @param artifactDeck artifact deck
   * @param enemyPiles enemy piles
   * @param enemyDiscards enemy discards
   * @param ruinsPile ruins pile
   * @param ruinsDiscard ruins discard
   * @param wounds wounds left
   * @param commonSkillOffer common skill offer
   * @param removedTactics removed tactics
   * @param removedUnits removed units
   */
  public Supply {
    regularUnits = List.copyOf(regularUnits);
    eliteUnits = List.copyOf(eliteUnits);
    unitOffer = List.copyOf(unitOffer);
    unitOfferAdvancedActions = List.copyOf(unitOfferAdvancedActions);
    advancedActionDeck = List.copyOf(advancedActionDeck);
    advancedActionOffer = List.copyOf(advancedActionOffer);
    spellDeck = List.copyOf(spellDeck);
    spellOffer = List.copyOf(spellOffer);
    artifactDeck = List.copyOf(artifactDeck);
    enemyPiles = OrderedMaps.copyOf(enemyPiles);
    enemyDiscards = OrderedMaps.copyOf(enemyDiscards);
    ruinsPile = List.copyOf(ruinsPile);
    ruinsDiscard = List.copyOf(ruinsDiscard);
    commonSkillOffer = List.copyOf(commonSkillOffer);
    removedTactics = List.copyOf(removedTactics);
    removedUnits = List.copyOf(removedUnits);
  }
}
