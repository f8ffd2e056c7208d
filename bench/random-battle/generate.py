#!/usr/bin/env python3
"""Random orthodox battle-play positions for the speed benchmark (issue 18's held-out kind).

usage: generate.py SEED COUNT OUTDIR [all|mates4]
  all:    #4 #4 s#4 s#4 #3 s#3 r#4 (drawn evenly; seeds 31-34 of bench/random-battle.txt)
  mates4: #4 s#4 (seeds 41-46)
Each position: both kings not adjacent, 6-10 white and 5-10 black men (pawns on ranks 2-7),
neither king in check; option Variation on about half of them. The file rNN-I.inp is the I-th of
seed NN. The benchmark keeps those Popeye needs 0.5 to 20 s for.
"""
import random
import sys

KINDS = {"all": ["#4", "#4", "s#4", "s#4", "#3", "s#3", "r#4"], "mates4": ["#4", "s#4"]}


def name(square):
    return "abcdefgh"[square % 8] + str(square // 8 + 1)


def attacks(board, square, piece, white, target):
    """Does the man `piece` of colour `white` on `square` attack `target` on `board` (square -> man)?"""
    file, rank = square % 8, square // 8
    df, dr = target % 8 - file, target // 8 - rank
    if piece == "p":
        return dr == (1 if white else -1) and abs(df) == 1
    if piece == "s":
        return (abs(df), abs(dr)) in ((1, 2), (2, 1))
    if piece == "k":
        return max(abs(df), abs(dr)) == 1
    lines = []
    if piece in "rq":
        lines += [(1, 0), (-1, 0), (0, 1), (0, -1)]
    if piece in "bq":
        lines += [(1, 1), (1, -1), (-1, 1), (-1, -1)]
    for a, b in lines:
        x, y = file + a, rank + b
        while 0 <= x < 8 and 0 <= y < 8:
            s = y * 8 + x
            if s == target:
                return True
            if s in board:
                break
            x, y = x + a, y + b
    return False


def position(rng, stipulation):
    while True:
        board = {}
        wk, bk = rng.randrange(64), rng.randrange(64)
        if wk == bk or max(abs(wk % 8 - bk % 8), abs(wk // 8 - bk // 8)) <= 1:
            continue
        board[wk], board[bk] = ("k", True), ("k", False)
        counts = ((True, rng.randint(6, 10)), (False, rng.randint(5, 10)))
        for white, count in counts:
            for _ in range(count):
                piece = rng.choice("qrrbbsspppp")
                while True:
                    s = rng.randrange(8, 56) if piece == "p" else rng.randrange(64)
                    if s not in board:
                        break
                board[s] = (piece, white)
        if any(attacks(board, s, pc, w, bk if w else wk) for s, (pc, w) in board.items()):
            continue
        white = " ".join(pc + name(s) for s, (pc, w) in board.items() if w)
        black = " ".join(pc + name(s) for s, (pc, w) in board.items() if not w)
        option = "option variation\n" if rng.random() < 0.5 else ""
        return f"begin\npieces white {white} black {black}\nstipulation {stipulation}\n{option}end\n"


def main():
    seed, count, out = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    kinds = KINDS[sys.argv[4] if len(sys.argv) > 4 else "all"]
    rng = random.Random(seed)
    for i in range(count):
        stipulation = rng.choice(kinds)
        with open(f"{out}/r{seed}-{i}.inp", "w") as f:
            f.write(position(rng, stipulation))


if __name__ == "__main__":
    main()
