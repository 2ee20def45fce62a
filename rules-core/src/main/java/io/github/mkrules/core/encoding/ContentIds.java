package io.github.mkrules.core.encoding;

import io.github.mkrules.api.content.Catalogue;
import io.github.mkrules.api.content.DeedCard;
import io.github.mkrules.api.content.DeedCardType;
import io.github.mkrules.api.content.EnemyToken;
import io.github.mkrules.api.content.Hero;
import io.github.mkrules.api.content.LevelRow;
import io.github.mkrules.api.content.ScenarioInfo;
import io.github.mkrules.api.content.Skill;
import io.github.mkrules.api.content.SiteType;
import io.github.mkrules.api.content.Tactic;
import io.github.mkrules.api.content.UnitCard;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.ManaColor;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The vocabularies and bounds of a content set and a scenario that both encodings use: the ids of cards, units,
 * skills, tactics, enemies, heroes and sites in catalogue order, the words a {@code pick} can name, and the most
 * dice, units, enemies in a combat, attacks of an enemy and players there can be.
 */
public final class ContentIds {
  /** The most dice a Source can hold (7 in the box, heroes-skills-tactics §5). */
  public static final int MAX_DICE = 7;

  /** The most enemies one combat encodes one by one (City garrisons, joined rampaging enemies, summoned). */
  public static final int MAX_COMBAT_ENEMIES = 12;

  /** Numbers a pick can name, from 0 (unit indices, positions). */
  public static final int PICK_NUMBERS = 16;

  /** The words of {@code use-tactic}'s argument (docs/notation.md): Sparing Power's. */
  static final List<String> TACTIC_ARGUMENTS = List.of("stash", "take");

  /** The word of the effect language of a compound play, whose card names another with {@code with:} (R-COMPOUND-1). */
  static final String COMPOUND_EFFECT = "play-card";

  final Ids cards;
  final Ids actionCards;
  final Ids compoundCards;
  final Ids buyableCards;
  final Ids tacticArgs;
  final Ids units;
  final Ids skills;
  final Ids tactics;
  final Ids enemies;
  final Ids heroes;
  final Ids sites;
  final Ids picks;
  final Ids commandSkills;
  final Ids elements;
  final Ids abilities;
  final Ids resistances;
  final MapDomain map;
  final Catalogue catalogue;
  final int maxUnits;
  final int maxAttacks;
  final int maxPlayers;
  final int maxRounds;

  ContentIds(Catalogue catalogue, MapDomain map, String scenario) {
    this.catalogue = catalogue;
    this.map = map;
    cards = Ids.of(catalogue.cards().stream().map(DeedCard::id).toList());
    actionCards = cardsOf(catalogue, DeedCardType.BASIC_ACTION, DeedCardType.ADVANCED_ACTION);
    buyableCards = cardsOf(catalogue, DeedCardType.SPELL, DeedCardType.ADVANCED_ACTION);
    // R-COMPOUND-1: a card whose effect plays another Action card (Concentration, Will Focus, Maximal Effect)
    compoundCards = Ids.of(catalogue.cards().stream()
        .filter(card -> compound(card.basicEffect()) || compound(card.poweredEffect())).map(DeedCard::id).toList());
    tacticArgs = Ids.of(TACTIC_ARGUMENTS);
    units = Ids.of(catalogue.units().stream().map(UnitCard::id).toList());
    skills = Ids.of(catalogue.skills().stream().map(Skill::id).toList());
    // the passive skill tokens, which lie in the unit area (Bonds of Loyalty): a unit may be recruited under one
    commandSkills = Ids.of(catalogue.skills().stream()
        .filter(skill -> skill.kind() == io.github.mkrules.api.content.SkillKind.PASSIVE).map(Skill::id).toList());
    tactics = Ids.of(catalogue.tactics().stream().map(Tactic::id).toList());
    enemies = Ids.of(catalogue.enemies().stream().map(EnemyToken::id).toList());
    heroes = Ids.of(catalogue.heroes().stream().map(Hero::id).toList());
    sites = Ids.of(catalogue.sites().stream().map(SiteType::id).toList());
    Set<String> elementWords = new LinkedHashSet<>();
    Set<String> abilityWords = new LinkedHashSet<>();
    Set<String> resistanceWords = new LinkedHashSet<>();
    int attacks = 1;
    for (EnemyToken enemy : catalogue.enemies()) {
      enemy.attacks().forEach(a -> elementWords.add(a.element()));
      abilityWords.addAll(enemy.abilities());
      resistanceWords.addAll(enemy.resistances());
      attacks = Math.max(attacks, enemy.attacks().size());
    }
    elements = Ids.of(elementWords);
    abilities = Ids.of(abilityWords);
    resistances = Ids.of(resistanceWords);
    maxAttacks = attacks;
    maxUnits = catalogue.levels().stream().mapToInt(LevelRow::commandTokens).max().orElse(1);
    ScenarioInfo info = catalogue.scenario(scenario)
        .orElseThrow(() -> new IllegalArgumentException("unknown scenario '" + scenario + "'"));
    maxPlayers = info.setups().stream().mapToInt(ScenarioInfo.Setup::players).max().orElse(1);
    maxRounds = info.setups().stream().mapToInt(ScenarioInfo.Setup::rounds).max().orElse(1);
    picks = Ids.of(pickWords(map));
  }

  private static boolean compound(java.util.Optional<String> effect) {
    return effect.isPresent() && List.of(effect.get().split("[\\s;|()]+")).contains(COMPOUND_EFFECT);
  }

  private static Ids cardsOf(Catalogue catalogue, DeedCardType... types) {
    List<DeedCardType> wanted = List.of(types);
    return Ids.of(catalogue.cards().stream().filter(card -> wanted.contains(card.type())).map(DeedCard::id).toList());
  }

  /**
   * Places a pick names: where a picked Wound comes from (the Magical Glade's hand or discard pile, R-ENDTURN-4.1);
   * where a card goes on the deed deck (Meditation's top or bottom).
   */
  private static final List<String> PICK_PLACES = List.of("hand", "discard", "top", "bottom");

  /**
   * The words a {@code pick} may name, in this order: card, unit, skill, tactic, enemy and hero ids, mana colours,
   * mana sources ({@code die:0} … {@code die:6}, {@code crystal:red} …, {@code token:red} …), the numbers 0 to 15,
   * the options {@code option:0} to {@code option:15} (of a compound play's other card), the hexes of the map
   * domain as {@code q,r}, then {@code hand}, {@code discard}, {@code top} and {@code bottom}.
   */

  private List<String> pickWords(MapDomain domain) {
    List<String> words = new ArrayList<>();
    words.addAll(cards.words());
    words.addAll(units.words());
    words.addAll(skills.words());
    words.addAll(tactics.words());
    words.addAll(enemies.words());
    words.addAll(heroes.words());
    for (ManaColor color : ManaColor.values()) {
      words.add(color.id());
    }
    for (int die = 0; die < MAX_DICE; die++) {
      words.add("die:" + die);
    }
    for (ManaColor color : ManaColor.basicColors()) {
      words.add("crystal:" + color.id());
    }
    for (ManaColor color : ManaColor.values()) {
      words.add("token:" + color.id());
    }
    for (int n = 0; n < PICK_NUMBERS; n++) {
      words.add(Integer.toString(n));
    }
    for (int n = 0; n < PICK_NUMBERS; n++) {
      words.add("option:" + n);
    }
    for (HexCoord hex : domain.hexes()) {
      words.add(hex.toString());
    }
    words.addAll(PICK_PLACES);
    return words;
  }
}
