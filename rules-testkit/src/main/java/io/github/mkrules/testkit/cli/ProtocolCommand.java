package io.github.mkrules.testkit.cli;

import io.github.mkrules.api.Engine;
import io.github.mkrules.core.save.BotProtocol;
import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** {@code protocol}: the bot protocol over standard input and output (docs/protocol.md). */
final class ProtocolCommand extends Command {
  private static final CommandHelp HELP = new CommandHelp("protocol",
      "serve the bot protocol: one JSON request per line in, one JSON response per line out", "",
      List.of(),
      List.of("Reads requests from standard input, one JSON object per line, and answers each with exactly one JSON\n"
          + "object on one line of standard output, flushed at once. Commands: " + String.join(", ",
              BotProtocol.COMMANDS) + ".\n"
          + "  {\"cmd\": \"start\", \"config\": {\"scenario\": \"first-reconnaissance\", \"players\": [{\"hero\": \"tovak\"}],\n"
          + "   \"options\": {}, \"seed\": 7}}\n"
          + "  {\"cmd\": \"legal\"}                      the status and the legal actions in the text notation\n"
          + "  {\"cmd\": \"apply\", \"action\": \"tactic early-bird\"}   its events, or the rejection\n"
          + "An error is a response ({\"ok\": false, \"error\": CODE, \"message\": ...}), never the end of the process.\n"
          + "The session ends with {\"cmd\": \"quit\"} or the end of the input; exit code 0. The full specification,\n"
          + "with the JSON Schema of every request and response, is docs/protocol.md; a Python bot that plays a whole\n"
          + "game through it is docs/examples/random_bot.py."),
      List.of("protocol", "protocol < requests.jsonl > responses.jsonl"));

  private final InputStream in;

  ProtocolCommand(InputStream in) {
    super(HELP);
    this.in = in;
  }

  @Override
  int run(Options options, PrintStream out, PrintStream err) {
    BotProtocol protocol = new BotProtocol(Engine.load());
    protocol.serve(new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)), out);
    return 0;
  }
}
