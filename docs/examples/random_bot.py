#!/usr/bin/env python3
"""A random bot that plays a whole game of mkrules through the bot protocol (docs/protocol.md).

Python 3 standard library only. Run it from the repository root after the build
(mvn -B -q -DskipTests package):

    python3 docs/examples/random_bot.py [--players N] [--seed S] [--jar PATH]

It starts the engine itself (java -jar rules-testkit/target/rules-testkit-cli.jar protocol), plays random legal
actions for every seat until the game is over, and on the way tries the other commands once in a while: a
player's view, a save loaded back, a sampled determinization, an undo, and a few bad requests whose error
responses it checks. It prints the result and exits 0; any unexpected response exits 1.
"""

import argparse
import json
import random
import subprocess
import sys

HEROES = ["arythea", "goldyx", "norowas", "tovak"]


class ProtocolError(Exception):
    """The engine answered something this bot did not expect."""


class Engine:
    """One engine process; ask() sends a request line and reads its response line."""

    def __init__(self, jar):
        self.process = subprocess.Popen(
            ["java", "-jar", jar, "protocol"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, encoding="utf-8", bufsize=1)
        self.requests = 0

    def ask(self, cmd, **fields):
        self.requests += 1
        request = {"id": self.requests, "cmd": cmd, **fields}
        return self.send(json.dumps(request), self.requests)

    def send(self, line, request_id=None):
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()
        answer = self.process.stdout.readline()
        if not answer:
            raise ProtocolError("the engine closed its output after: " + line[:200])
        response = json.loads(answer)
        if request_id is not None and response.get("id") != request_id:
            raise ProtocolError("response for another request: " + answer[:200])
        return response

    def must(self, cmd, **fields):
        response = self.ask(cmd, **fields)
        if not response["ok"]:
            raise ProtocolError(cmd + " failed: " + response["error"] + ": " + response["message"])
        return response

    def close(self):
        self.ask("quit")
        self.process.stdin.close()
        return self.process.wait(timeout=30)


def expect_error(engine, code, line=None, **request):
    """Sends a bad request and checks that the engine answers with the given error code and carries on."""
    response = engine.send(line) if line is not None else engine.ask(**request)
    if response["ok"] or response["error"] != code:
        raise ProtocolError("expected error " + code + " but got " + json.dumps(response)[:300])
    return response


def bad_requests(engine, players):
    expect_error(engine, "not-json", line="this is not JSON")
    expect_error(engine, "unknown-command", cmd="fly")
    expect_error(engine, "bad-player", cmd="view", player=players)
    rejected = expect_error(engine, "rejected", cmd="apply", action="move 9,9")
    print("  a bad move is rejected: {code} ({rule}): {message}".format(**rejected["rejection"]))


def play(engine, rng, players, seed):
    config = {"scenario": "first-reconnaissance", "players": [{"hero": h} for h in HEROES[:players]],
              "options": {}, "seed": seed}
    hello = engine.must("hello")
    print("engine {engine}, protocol {protocol}".format(**hello))
    engine.must("start", config=config)
    actions = 0
    while True:
        legal = engine.must("legal")
        status = legal["status"]
        if status["type"] == "game-over":
            return status["reason"], actions
        choices = [a for a in legal["actions"] if a != "undo"] or legal["actions"]
        action = rng.choice(choices)
        engine.must("apply", action=action)
        actions += 1
        if actions == 3:
            bad_requests(engine, players)
        if actions % 40 == 0:
            exercise(engine, rng, status["player"])
        if actions > 20000:
            raise ProtocolError("the game did not end after 20000 actions")


def exercise(engine, rng, player):
    """A view, a save loaded back (same hash), a sampled state, and an undo when one is offered."""
    view = engine.must("view", player=player)["view"]
    before = engine.must("status")["hash"]
    saved = engine.must("save")["save"]
    engine.must("sample", player=player, seed=rng.randrange(1 << 31))
    loaded = engine.must("load", save=saved)
    if loaded["hash"] != before:
        raise ProtocolError("load(save) changed the state hash")
    if "undo" in engine.must("legal")["actions"]:
        engine.must("undo")
    print("  round {}: {} holds {} card(s); saved and loaded back, hash {}".format(
        view["round"], view["players"][view["viewer"]]["hero"], len(view["hand"]), before))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=2, choices=range(1, 5))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jar", default="rules-testkit/target/rules-testkit-cli.jar")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    engine = Engine(args.jar)
    try:
        reason, actions = play(engine, rng, args.players, args.seed)
        final = engine.must("view", player=0)["view"]
        outcome = engine.must("status").get("outcome")
        print("game over after {} actions: {}".format(actions, reason))
        for p in final["players"]:
            print("  {}: Fame {}, Reputation {}, level {}".format(p["hero"], p["fame"], p["reputation"], p["level"]))
        if outcome:
            print("  winners: " + ", ".join(final["players"][w]["hero"] for w in outcome["winners"]))
    except (ProtocolError, ValueError, KeyError, OSError) as problem:
        print("random_bot: " + str(problem), file=sys.stderr)
        engine.process.kill()
        return 1
    code = engine.close()
    if code != 0:
        print("random_bot: the engine exited with code {}".format(code), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
