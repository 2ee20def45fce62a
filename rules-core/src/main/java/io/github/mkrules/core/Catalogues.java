package io.github.mkrules.core;

import io.github.mkrules.api.content.Catalogue;
import io.github.mkrules.api.content.LocalizedName;
import io.github.mkrules.api.content.MapShape;
import io.github.mkrules.api.content.ScenarioInfo;
import io.github.mkrules.core.content.Content;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Builds the {@link Catalogue} of an engine from its content and scenario definitions. */
final class Catalogues {
  private Catalogues() {}

  static Catalogue of(Content content, Collection<ScenarioDefinition> scenarios) {
    List<ScenarioInfo> infos = new ArrayList<>();
    Map<String, MapShape> shapes = new LinkedHashMap<>();
    for (ScenarioDefinition scenario : scenarios) {
      infos.add(info(scenario));
      for (ScenarioSetup setup : new TreeMap<>(scenario.byPlayers()).values()) {
        shapes.computeIfAbsent(setup.mapShape(), content::mapShape);
      }
    }
    return new Catalogue(content.heroes(), infos, content.cards(), content.units(), content.enemies(),
        content.tiles(), content.sites(), content.tactics(), content.skills(), List.copyOf(shapes.values()),
        content.terrainCosts(), content.garrisons(), content.ruins(), content.levels().rows(), content.reputation());
  }

  private static ScenarioInfo info(ScenarioDefinition scenario) {
    List<ScenarioInfo.Setup> setups = new ArrayList<>();
    for (ScenarioSetup setup : new TreeMap<>(scenario.byPlayers()).values()) {
      setups.add(new ScenarioInfo.Setup(setup.players(), setup.mapShape(), setup.rounds()));
    }
    return new ScenarioInfo(scenario.id(), LocalizedName.of(scenario.name(), null), scenario.competitive(),
        scenario.options().keySet().stream().sorted().toList(), setups);
  }
}
