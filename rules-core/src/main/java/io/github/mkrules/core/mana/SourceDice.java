package io.github.mkrules.core.mana;

import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.ManaDie;
import io.github.mkrules.core.chance.Chance;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.variant.FriendlyMana;
import java.util.ArrayList;
import java.util.List;

/** Rolling the mana dice of the Source (R-SETUP-11.2, R-ROUND-2.2, R-MANA-3.1). */
public final class SourceDice {
  private static final ManaColor[] FACES = ManaColor.values();

  private SourceDice() {}

  /**
   * One roll of a mana die: six faces, one of each colour (heroes-skills-tactics §5).
   *
   * @param chance the chance source
   * @return the colour rolled
   */
  public static ManaColor roll(Chance chance) {
    return FACES[chance.nextInt(FACES.length)];
  }

  /**
   * Rolls a fresh Source: {@code count} dice, then the black and gold dice are rerolled until at least half
   * of the dice show a basic colour (R-SETUP-11.2; also at each round preparation, R-ROUND-2.2).
   *
   * @param count the number of dice (players + 2)
   * @param chance the chance source
   * @return the dice, all in the Source
   */
  public static List<ManaDie> rollSource(int count, Chance chance) {
    ManaColor[] colors = new ManaColor[count];
    for (int i = 0; i < count; i++) {
      colors[i] = roll(chance);
    }
    while (basicCount(colors) * 2 < count) {
      for (int i = 0; i < count; i++) {
        if (!colors[i].isBasic()) {
          colors[i] = roll(chance);
        }
      }
    }
    List<ManaDie> dice = new ArrayList<>(count);
    for (ManaColor color : colors) {
      dice.add(new ManaDie(color, -1));
    }
    return List.copyOf(dice);
  }

  private static int basicCount(ManaColor[] colors) {
    int n = 0;
    for (ManaColor c : colors) {
      if (c.isBasic()) {
        n++;
      }
    }
    return n;
  }

  /**
   * V-DAYNIGHT-01: the Source rerolled until no die shows gold or black.
   *
   * @param source the dice
   * @param chance the game's chance
   * @return the dice, each gold or black one rolled again until it shows a basic colour
   */
  public static List<ManaDie> withoutGoldOrBlack(List<ManaDie> source, Chance chance) {
    List<ManaDie> out = new java.util.ArrayList<>();
    for (ManaDie die : source) {
      ManaColor color = die.color();
      while (!color.isBasic()) {
        color = roll(chance);
      }
      out.add(new ManaDie(color, die.takenBy()));
    }
    return List.copyOf(out);
  }

  /**
   * Rerolls every die in the Source (Mana Storm powered); dice taken this turn are not in the Source. With
   * friendlier mana a gold die keeps its face by Day while a die of another colour is in the Source
   * (V-FRIENDLY-04), judged on the Source before the reroll.
   *
   * @param d the draft
   */
  public static void rerollSource(Draft d) {
    List<ManaDie> dice = new ArrayList<>(d.source);
    boolean[] kept = new boolean[dice.size()];
    for (int i = 0; i < dice.size(); i++) {
      kept[i] = FriendlyMana.keepsFace(d, i);
    }
    for (int i = 0; i < dice.size(); i++) {
      if (dice.get(i).takenBy() < 0 && !kept[i]) {
        dice.set(i, new ManaDie(roll(d.chance), -1));
      }
    }
    d.source = List.copyOf(dice);
    d.revealed = true;
  }

  /**
   * Rerolls one die and leaves it in the Source (Mana Storm basic).
   *
   * @param d the draft
   * @param die the die's index
   */
  public static void reroll(Draft d, int die) {
    List<ManaDie> dice = new ArrayList<>(d.source);
    dice.set(die, new ManaDie(roll(d.chance), -1));
    d.source = List.copyOf(dice);
    d.revealed = true;
  }
}
