#!/usr/bin/env python3
"""`play --plain --save` interrupted by SIGINT/SIGTERM at moments spread over
a game that saves after every move: how many rounds leave a `.tmp-*` file
beside the save. Usage: interrupts.py BLACKBOX [ROUNDS] (prints one line)."""
import os, signal, subprocess, sys, tempfile, threading, time

binary, rounds = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 40
left = 0
with tempfile.TemporaryDirectory() as d:
    save = os.path.join(d, "game.txt")
    for r in range(rounds):
        p = subprocess.Popen([binary, "play", "--plain", "--id", "5x5:2:7", "--save", save],
                             stdin=subprocess.PIPE, stdout=subprocess.DEVNULL)
        def feed():
            i = 0
            try:
                while True:
                    p.stdin.write(f"mark {1 + i % 5} {1 + i // 5 % 5}\nundo\n".encode())
                    p.stdin.flush()
                    i += 1
            except (BrokenPipeError, OSError):
                pass
        t = threading.Thread(target=feed); t.start()
        time.sleep((30 + r * 7 % 60) / 1000)
        p.send_signal(signal.SIGINT if r % 2 == 0 else signal.SIGTERM)
        p.wait(); t.join()
        tmp = [n for n in os.listdir(d) if n != "game.txt"]
        if tmp:
            left += 1
            for n in tmp:
                os.remove(os.path.join(d, n))
print(f"{binary}: {left} of {rounds} interrupted games left a temporary file")
