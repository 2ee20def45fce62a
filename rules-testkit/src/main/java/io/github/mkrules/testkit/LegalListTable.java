package io.github.mkrules.testkit;

import io.github.mkrules.api.Status;
import io.github.mkrules.api.action.Action;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The lengths of the legal-action lists met in simulated games (issue 14: no list enumerates subsets or
 * products), by decision kind ({@link Status.Decision#kind()}) and by kind of action (the first word of its
 * notation). Thread-safe: the threads of a run may share one table. {@link #markdown} prints the table kept in
 * docs/notation.md.
 */
public final class LegalListTable {
  private final Map<String, Row> byDecision = new TreeMap<>();
  private final Map<String, Row> byAction = new TreeMap<>();

  /** The statistics of one decision kind or action kind. */
  private static final class Row {
    int largest;
    long total;
    long lists;
    String example = "";

    void add(int length, String composition) {
      if (length > largest) {
        largest = length;
        example = composition;
      }
      total += length;
      lists++;
    }

    void merge(Row other) {
      if (other.largest > largest) {
        largest = other.largest;
        example = other.example;
      }
      total += other.total;
      lists += other.lists;
    }
  }

  /**
   * Adds one legal-action list.
   *
   * @param status what the state waited for
   * @param legal the legal actions
   */
  public void add(Status status, List<Action> legal) {
    String decision = status instanceof Status.Decision ? ((Status.Decision) status).kind().name() : "OTHER";
    Map<String, Integer> counts = new LinkedHashMap<>();
    for (Action action : legal) {
      String notation = action.notation();
      int space = notation.indexOf(' ');
      counts.merge(space < 0 ? notation : notation.substring(0, space), 1, Integer::sum);
    }
    String composition = composition(counts);
    synchronized (this) {
      byDecision.computeIfAbsent(decision, k -> new Row()).add(legal.size(), composition);
      for (Map.Entry<String, Integer> e : counts.entrySet()) {
        byAction.computeIfAbsent(e.getKey(), k -> new Row()).add(e.getValue(), composition);
      }
    }
  }

  /**
   * Adds the rows of another table to this one.
   *
   * @param other the other table
   */
  public void addAll(LegalListTable other) {
    Map<String, Row> decisions;
    Map<String, Row> actions;
    synchronized (other) {
      decisions = new TreeMap<>(other.byDecision);
      actions = new TreeMap<>(other.byAction);
    }
    synchronized (this) {
      decisions.forEach((k, row) -> byDecision.computeIfAbsent(k, x -> new Row()).merge(row));
      actions.forEach((k, row) -> byAction.computeIfAbsent(k, x -> new Row()).merge(row));
    }
  }

  /** @return the longest list met, 0 if none */
  public synchronized int largest() {
    int max = 0;
    for (Row row : byDecision.values()) {
      max = Math.max(max, row.largest);
    }
    return max;
  }

  private static String composition(Map<String, Integer> counts) {
    List<String> parts = new ArrayList<>();
    counts.forEach((kind, n) -> parts.add("`" + kind + "` " + n));
    return String.join(", ", parts);
  }

  /**
   * The table in Markdown: one row per decision kind (largest list, mean length, how many lists, what the
   * largest list held), then one row per kind of action (the most actions of that kind in one list).
   *
   * @return the lines, each ending with a line break
   */
  public synchronized String markdown() {
    StringBuilder sb = new StringBuilder();
    sb.append("| decision | largest list | mean | lists | the largest list held |\n");
    sb.append("|---|---|---|---|---|\n");
    byDecision.forEach((kind, row) -> sb.append(String.format(Locale.ROOT, "| %s | %d | %.2f | %d | %s |\n",
        kind, row.largest, (double) row.total / row.lists, row.lists, row.example)));
    sb.append('\n');
    sb.append("| action | most in one list | mean where listed |\n");
    sb.append("|---|---|---|\n");
    byAction.forEach((kind, row) -> sb.append(String.format(Locale.ROOT, "| `%s` | %d | %.2f |\n",
        kind, row.largest, (double) row.total / row.lists)));
    return sb.toString();
  }
}
