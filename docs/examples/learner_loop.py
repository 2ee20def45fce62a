#!/usr/bin/env python3
"""A learner's loop over the bot protocol's encodings (docs/bots.md): fixed action indices, legal masks,
observation tensors and returns, with no Java code.

Python 3 standard library only. Run it from the repository root after the build
(mvn -B -q -DskipTests package):

    python3 docs/examples/learner_loop.py [--games G] [--players N] [--seed S] [--jar PATH]

It starts the engine itself (java -jar rules-testkit/target/rules-testkit-cli.jar protocol), asks for the
encodings of First Reconnaissance, and plays G games. At every decision it observes the deciding player's tensor
and the legal indices (the mask), samples an index from a softmax policy restricted to the mask and applies it;
at the end of each game every player's return updates the policy by REINFORCE. The policy is one learned logit
per index of the action space, a stand-in for a network that would read the observation; the loop around it is
what a real learner keeps. It prints one line per game and exits 0; an unexpected response exits 1.
"""

import argparse
import json
import math
import random
import subprocess
import sys

HEROES = ["arythea", "goldyx", "norowas", "tovak"]


class Engine:
    """One engine process speaking the protocol: ask() sends a request and returns its response."""

    def __init__(self, jar):
        self.process = subprocess.Popen(["java", "-jar", jar, "protocol"], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, text=True, encoding="utf-8", bufsize=1)

    def ask(self, cmd, **fields):
        self.process.stdin.write(json.dumps({"cmd": cmd, **fields}) + "\n")
        self.process.stdin.flush()
        response = json.loads(self.process.stdout.readline())
        if not response["ok"]:
            raise RuntimeError(cmd + ": " + response["error"] + ": " + response["message"])
        return response

    def close(self):
        self.ask("quit")
        return self.process.wait(timeout=30)


class Policy:
    """A softmax over the legal indices, with one logit per index of the action space."""

    def __init__(self, size, rng, rate=0.05):
        self.logits = [0.0] * size
        self.rng = rng
        self.rate = rate

    def probabilities(self, legal):
        top = max(self.logits[i] for i in legal)
        weights = [math.exp(self.logits[i] - top) for i in legal]
        total = sum(weights)
        return [w / total for w in weights]

    def choose(self, observation, legal):
        # a network would read the observation here; this stand-in uses the legal mask only
        return self.rng.choices(legal, weights=self.probabilities(legal))[0]

    def learn(self, steps, returns, baseline):
        """REINFORCE: raise the log-probability of each chosen index by its player's return over the baseline."""
        for player, legal, chosen in steps:
            advantage = returns[player] - baseline
            for index, p in zip(legal, self.probabilities(legal)):
                self.logits[index] += self.rate * advantage * ((1.0 if index == chosen else 0.0) - p)


def episode(engine, policy, config):
    """Plays one game; returns the (player, legal indices, chosen index) of each decision and the returns."""
    engine.ask("start", config=config)
    steps = []
    while True:
        legal = engine.ask("legal-indices")
        if legal["status"]["type"] == "game-over":
            return steps, engine.ask("observe", player=0)["returns"]
        player = legal["status"]["player"]
        observation = engine.ask("observe", player=player)["observation"]
        index = policy.choose(observation, legal["indices"])
        engine.ask("apply-index", index=index)
        steps.append((player, legal["indices"], index))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--players", type=int, default=1, choices=range(1, 5))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jar", default="rules-testkit/target/rules-testkit-cli.jar")
    args = parser.parse_args()
    engine = Engine(args.jar)
    try:
        engine.ask("start", config={"scenario": "first-reconnaissance", "players": [{"hero": "tovak"}],
                                    "options": {}, "seed": args.seed})
        encoding = engine.ask("encoding")
        print("action space {actionSpace}, observation {observationSize}, players {seats} x {playerFeatures}"
              .format(**encoding))
        policy = Policy(encoding["actionSpace"], random.Random(args.seed))
        baseline = 0.0
        for game in range(args.games):
            config = {"scenario": "first-reconnaissance", "players": [{"hero": h} for h in HEROES[:args.players]],
                      "options": {}, "seed": args.seed + game}
            steps, returns = episode(engine, policy, config)
            policy.learn(steps, returns, baseline)
            baseline += 0.2 * (sum(returns) / len(returns) - baseline)
            print("game {}: {} decisions, returns {}".format(game + 1, len(steps), returns))
    except (RuntimeError, ValueError, KeyError, OSError) as problem:
        print("learner_loop: " + str(problem), file=sys.stderr)
        engine.process.kill()
        return 1
    return 0 if engine.close() == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
