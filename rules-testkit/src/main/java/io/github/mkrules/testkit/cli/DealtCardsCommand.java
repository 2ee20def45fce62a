package io.github.mkrules.testkit.cli;

import io.github.mkrules.api.Engine;
import io.github.mkrules.testkit.DealtCardPlays;
import io.github.mkrules.testkit.DeedPlays;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * {@code dealt-cards}: deals every Advanced Action, Spell and Artifact into the positions of
 * {@link DealtCardPlays} and plays random turns from there (issue 10). Prints the effects played out of those the
 * engine interprets, the ones never played, and the invariant violations; exit 1 if any effect was missed or an
 * invariant broke.
 */
final class DealtCardsCommand extends Command {
  private static final CommandHelp HELP = new CommandHelp("dealt-cards",
      "plays every Advanced Action, Spell and Artifact from positions that deal it, checking invariants", "",
      List.of(new CommandHelp.Option("tries", "N", "random turns per card and position at most", "4"),
          new CommandHelp.Option("seed", "S", "the seed of the random choices", "1")),
      List.of("Deals each card into a Day turn, a Night turn and combats in each phase (with mana, crystals and\n"
          + "units), plays the rest of the turn at random preferring the dealt card, and prints one line:\n"
          + "effects_played=P/I (of the I effects the engine interprets) cards_text_only=T actions=A\n"
          + "violations=V, then the effects never played and the first violations."),
      List.of("dealt-cards", "dealt-cards --tries 8 --seed 3"));

  DealtCardsCommand() {
    super(HELP);
  }

  @Override
  int run(Options options, PrintStream out, PrintStream err) {
    int tries = (int) options.range("tries", 4, 1, 1000);
    long seed = options.number("seed", 1);
    Engine engine = Engine.load();
    Set<String> cards = new TreeSet<>(DeedPlays.countedCards(engine.catalogue()));
    DealtCardPlays result = DealtCardPlays.run(engine, cards, tries, seed);
    int interpreted = 0;
    List<String> textOnly = new ArrayList<>();
    for (String card : cards) {
      int n = DealtCardPlays.effectsOf(engine, card).size();
      interpreted += n;
      if (n == 0) {
        textOnly.add(card);
      }
    }
    List<String> missing = result.missing(engine, cards);
    out.printf("effects_played=%d/%d cards_text_only=%d actions=%d violations=%d%n", interpreted - missing.size(),
        interpreted, textOnly.size(), result.actions(), result.violations().size());
    if (!textOnly.isEmpty()) {
      out.println("text only: " + String.join(", ", textOnly));
    }
    if (!missing.isEmpty()) {
      out.println("never played: " + String.join(", ", missing));
    }
    result.violations().stream().limit(10).forEach(v -> out.println("violation: " + v));
    return missing.isEmpty() && result.violations().isEmpty() ? 0 : 1;
  }
}
