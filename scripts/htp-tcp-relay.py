#!/usr/bin/env python3
"""hnefatafl-copenhagen's Monte Carlo AI as a text-protocol engine for `versus --protocol htp`.

The text-protocol binary answers `generate_move` on its stdin with its alpha-beta AI only; its
other AIs (`--ai monte-carlo`) play solely as clients of a game server, over TCP on port
49152. This relay is that server for one AI at a time: it reads the text protocol from
konakis-cli on stdin, starts the AI afresh for each game (`board_size N`), passes on the moves
(`play SIDE FROM TO`) and `generate_move`, and answers each line with `= ...` as the binary
itself does. Usage, Konungr against the Monte Carlo AI at 3 s a move:

    konakis-cli versus -v copenhagen --protocol htp --time-ms 3000 --engine-time-ms 3000 \\
        --engine "scripts/htp-tcp-relay.py hnefatafl-text-protocol --ai monte-carlo --seconds 3" \\
        --games 2 --seed 11 --random-opening 2 --max-plies 200

Everything after the script's name is the AI's command line; `--host 127.0.0.1` is added.
"""
import socket
import subprocess
import sys

PORT = 49152
# How long a freshly started AI has to connect.
CONNECT_SECONDS = 20


def answer(text=""):
    print(f"= {text}".rstrip() if text else "= ", flush=True)


class Relay:
    def __init__(self, command):
        self.command = command + ["--host", "127.0.0.1"]
        try:
            self.server = socket.create_server(("127.0.0.1", PORT))
        except OSError as error:
            sys.exit(f"cannot listen on 127.0.0.1:{PORT} for the AI: {error}")
        self.server.settimeout(CONNECT_SECONDS)
        self.ai = None
        self.link = None

    def new_game(self):
        """Ends the last game's AI, if any, and starts a fresh one connected to the relay."""
        self.end_game()
        try:
            # The AI prints its board and moves on stdout: kept away from ours.
            self.ai = subprocess.Popen(self.command, stdout=subprocess.DEVNULL)
        except OSError as error:
            sys.exit(f"cannot start {self.command[0]}: {error}")
        try:
            connection, _ = self.server.accept()
        except TimeoutError:
            sys.exit(f"{self.command[0]} did not connect within {CONNECT_SECONDS} s")
        connection.settimeout(None)
        self.link = connection.makefile("rw", buffering=1, newline="\n")

    def end_game(self):
        if self.link is not None:
            self.link.close()
            self.link = None
        if self.ai is not None:
            self.ai.kill()
            self.ai.wait()
            self.ai = None

    def send(self, line):
        self.link.write(line + "\n")
        self.link.flush()

    def run(self):
        for line in sys.stdin:
            words = line.split()
            if not words:
                continue
            if words[0] == "quit":
                break
            if words[0] == "board_size":
                self.new_game()
                answer()
            elif words[0] == "play" and self.link is not None:
                self.send(line.strip())
                answer()
            elif words[0] == "generate_move" and self.link is not None:
                self.send("generate_move")
                reply = self.link.readline()
                if not reply:
                    print("? the AI closed its connection", flush=True)
                    continue
                answer(reply.strip())
            else:
                answer()
        self.end_game()


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    Relay(sys.argv[1:]).run()
