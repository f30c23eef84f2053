#!/usr/bin/env python3
"""Another program's engine against itself, to see which side wins between equals.

Starts the engine twice (one process a side; the UCI-like protocol `versus --protocol uci`
speaks: `position startpos moves d1d3 ...`, `go movetime N`, `bestmove d1d3`) and plays
seeded games from random openings; konakis-cli is the referee: `moves` lists each opening's
choices and `play --json` says after every move whether the game is over. Prints one line a
game and the tally. Used for the side balance in the README:

    scripts/engine-self-play.py --cli konakis-cli --engine zevratafl-rust -v copenhagen \
        --games 30 --seed 900 --movetime 250
"""
import argparse
import json
import random
import re
import shlex
import subprocess


def cli_json(cli, variant, moves):
    """The game after `moves`; None when the last move is refused (the referee says why)."""
    out = subprocess.run([cli, "play", "-v", variant, "--json", *moves],
                         capture_output=True, text=True)
    if out.returncode != 0:
        print(f"  refused: {out.stderr.strip()}", flush=True)
        return None
    return json.loads(out.stdout)


def legal_moves(cli, variant, state):
    out = subprocess.run([cli, "moves", "-v", variant, "-p", state["position"],
                          "--to-move", state["to_move"]],
                         capture_output=True, text=True, check=True)
    return out.stdout.split()


class Engine:
    def __init__(self, command, movetime):
        self.movetime = movetime
        self.proc = subprocess.Popen(shlex.split(command), stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                     text=True, bufsize=1)

    def send(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def read_until(self, prefix):
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise SystemExit("the engine stopped")
            if line.startswith(prefix):
                return line.strip()

    def new_game(self):
        self.send("ucinewgame")
        self.send("isready")
        self.read_until("readyok")

    def best(self, moves):
        played = " moves " + " ".join(m.split("x")[0].replace("-", "") for m in moves)
        self.send("position startpos" + (played if moves else ""))
        self.send(f"go movetime {self.movetime}")
        answer = self.read_until("bestmove").split()[1]
        start, end = re.findall(r"[a-z]\d+", answer)[:2]
        return f"{start}-{end}"


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--cli", default="konakis-cli", help="the konakis-cli binary (the referee)")
    p.add_argument("--engine", required=True, help="the engine's command line")
    p.add_argument("-v", "--variant", default="copenhagen")
    p.add_argument("--games", type=int, default=10)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--movetime", type=int, default=250, help="ms a move")
    p.add_argument("--random-opening", type=int, default=2, help="random first moves")
    p.add_argument("--max-plies", type=int, default=300, help="a draw at this many moves")
    a = p.parse_args()

    sides = {"attackers": Engine(a.engine, a.movetime), "defenders": Engine(a.engine, a.movetime)}
    tally = {"attackers": 0, "defenders": 0, "draws": 0}
    for game in range(a.games):
        rng = random.Random(a.seed + game)
        moves = []
        state = cli_json(a.cli, a.variant, moves)
        for _ in range(a.random_opening):
            moves.append(rng.choice(legal_moves(a.cli, a.variant, state)))
            state = cli_json(a.cli, a.variant, moves)
        for engine in sides.values():
            engine.new_game()
        while state["status"] == "ongoing" and len(moves) < a.max_plies:
            mover = state["to_move"]
            moves.append(sides[mover].best(moves))
            state = cli_json(a.cli, a.variant, moves)
            if state is None:
                # An illegal move loses the game, as in `versus`.
                other = "defenders" if mover == "attackers" else "attackers"
                state = {"status": f"{other}-win", "reason": f"{mover} moved {moves[-1]}"}
        status = state["status"]
        winner = next((s for s in ("attackers", "defenders") if status.startswith(s)), "draws")
        why = "move cap" if status == "ongoing" else f"{status} ({state['reason']})"
        tally[winner] += 1
        print(f"game {game + 1}, seed {a.seed + game}: {why} after {len(moves)} plies",
              flush=True)
    print(f"attackers {tally['attackers']}, defenders {tally['defenders']}, "
          f"draws {tally['draws']}")


if __name__ == "__main__":
    main()
