"""Words of whole games in plain lines, and how long they take read aloud.

    python benchmarks/plain_words.py [--levels easy normal strong expert] [--seeds 1 2 3]
        [--espeak] [--lang en nl] [--verbose] [--keep DIR]

Plays whole games of ``claim2 play --plain --vs computer`` through pipes, at each level
and seed, two ways: a script answering "1" to every question (``yes 1 |``: a card of
value 1 if there is one to play, else the first card, said so), and a careful player who
names the first card offered by its code, keeps every prize, and quits at the end (as a
person answering every question the game asks). Prints the words of each game (as ``wc
-w`` counts them; issue 53 asks at most 1,500) and, with ``--espeak``, how long espeak-ng
takes to read the careful game aloud at its default speed (``espeak-ng -w``; the WAV's
length), in each language asked for. ``--keep DIR`` keeps the transcripts.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import wave
from pathlib import Path

CLAIM2 = (sys.executable, "-m", "claim2")


def environment(folder: Path) -> dict[str, str]:
    env = {key: value for key, value in os.environ.items() if key != "ACCESSIBLE"}
    env.update(CLAIM2_DATA_DIR=str(folder), PYTHONIOENCODING="utf-8")
    return env


def game_command(level: str, seed: int, lang: str, verbose: bool) -> list[str]:
    command = [*CLAIM2, "--lang", lang, "play", "--plain", "--vs", "computer"]
    command += ["--level", level, "--name", "Ann", "--seed", str(seed), "--new"]
    return command + (["--verbose"] if verbose else [])


def ones(level: str, seed: int, lang: str, verbose: bool) -> str:
    """The game answered by ``yes 1``: its transcript."""
    with tempfile.TemporaryDirectory() as folder:
        yes = subprocess.Popen(["yes", "1"], stdout=subprocess.PIPE)
        try:
            done = subprocess.run(
                game_command(level, seed, lang, verbose),
                stdin=yes.stdout,
                capture_output=True,
                env=environment(Path(folder)),
                timeout=600,
                check=True,
            )
        finally:
            yes.kill()
            yes.wait()
    return done.stdout.decode()


ANSWERS = {  # the start of a question's line, and the careful player's answer to it
    "en": (("Play a card: ", None), ("Keep the prize ", "prize"), ("What now", "1")),
    "nl": (("Speel een kaart: ", None), ("Houd je de prijs ", "prijs"), ("Wat nu", "1")),
}


def careful(level: str, seed: int, lang: str, verbose: bool) -> str:
    """The game answered as a careful player would: each card named by its code."""
    from claim2.plain.choosing import card_named, folded
    from claim2.text.i18n import set_language

    set_language(lang)  # the cards' names as the game says them
    said: list[str] = []
    with tempfile.TemporaryDirectory() as folder:
        game = subprocess.Popen(
            game_command(level, seed, lang, verbose),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            env=environment(Path(folder)),
        )
        assert game.stdin is not None and game.stdout is not None
        for raw in game.stdout:
            line = raw.decode()
            said.append(line)
            for start, given in ANSWERS[lang]:
                if not line.startswith(start):
                    continue
                answer = given
                if answer is None:  # "Play a card: Gnome 5, 7; Giant 3." -> gn5
                    listed = line[len(start) :].strip().removesuffix(".")
                    faction, value = listed.split(";")[0].split(",")[0].split()
                    card = card_named(folded(f"{faction}{value}"))
                    answer = card.code.lower() if card is not None else "1"
                game.stdin.write(f"{answer}\n".encode())
                game.stdin.flush()
                if start.startswith(("What now", "Wat nu")):
                    game.stdin.close()
                    break
        game.wait(timeout=600)
    return "".join(said)


def spoken_seconds(text: str, lang: str) -> float:
    """How long espeak-ng takes to read ``text`` at its default speed (175 words a minute)."""
    with tempfile.TemporaryDirectory() as folder:
        source, sound = Path(folder) / "game.txt", Path(folder) / "game.wav"
        source.write_text(text)
        subprocess.run(
            ["espeak-ng", "-v", lang, "-w", str(sound), "-f", str(source)],
            check=True,
            capture_output=True,
        )
        with wave.open(str(sound)) as read:
            return float(read.getnframes() / read.getframerate())


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--levels", nargs="+", default=["easy", "normal", "strong", "expert"])
    parser.add_argument("--seeds", nargs="+", type=int, default=[1, 2, 3])
    parser.add_argument("--lang", nargs="+", default=["en"], choices=["en", "nl"])
    parser.add_argument("--espeak", action="store_true")
    parser.add_argument("--verbose", action="store_true", help="the games in full")
    parser.add_argument("--keep", type=Path, help="keep each transcript in this folder")
    args = parser.parse_args()
    print("| language | level | seed | words, yes 1 | words, careful | read aloud, careful |")
    print("|---|---|---|---|---|---|")
    worst = 0
    for lang in args.lang:
        spoken: list[float] = []
        for level in args.levels:
            for seed in args.seeds:
                piped = ones(level, seed, lang, args.verbose)
                played = careful(level, seed, lang, args.verbose)
                if args.keep is not None:
                    args.keep.mkdir(parents=True, exist_ok=True)
                    (args.keep / f"{lang}-{level}-{seed}-ones.txt").write_text(piped)
                    (args.keep / f"{lang}-{level}-{seed}-careful.txt").write_text(played)
                counts = len(piped.split()), len(played.split())
                worst = max(worst, *counts)
                aloud = ""
                if args.espeak:
                    seconds = spoken_seconds(played, lang)
                    spoken.append(seconds)
                    aloud = f"{seconds / 60:.1f} min"
                print(f"| {lang} | {level} | {seed} | {counts[0]} | {counts[1]} | {aloud} |")
        if spoken:
            print(f"\n{lang}: read aloud, median {statistics.median(spoken) / 60:.1f} min, "
                  f"longest {max(spoken) / 60:.1f} min\n")  # fmt: skip
    print(f"\nmost words in a game: {worst} (issue 53: at most 1,500)")
    return 0 if worst <= 1500 or args.verbose else 1


if __name__ == "__main__":
    raise SystemExit(main())
