"""`dealt corpus` (src/dealt/corpus.py, src/dealt/batch/): rulings pass or fail with their message, scenarios
resolve or are refused, --against lists the files whose outcome differs (with dealt diff's Diff), the journal
keeps every result as it arrives and --resume skips them, the local pool gives what one process gives, and the
exit code says what a CI job needs. The corpora are copies of a few bundled rulings and examples; the rule
variant is a test double (a temporary package, no card), so these tests hold whatever the games' variants are.
"""
import io
import json
import shutil
import sys
import textwrap
from pathlib import Path

import pytest

from dealt.batch.progress import Progress
from dealt.cli import main
from dealt.corpus import chunk_size, find_files, run_corpus
from dealt.kb import load_game
from dealt.kb.variants import load_variants

ROOT = Path(__file__).resolve().parent.parent
RULINGS = ROOT / "tests" / "rulings"
ICE_BLOCK = RULINGS / "hearthstone" / "ice_block_prevents_fatal_damage.yaml"
SENTINELS = [RULINGS / "sentinels" / name for name in (
    "a_destroyed_target_is_dealt_no_more_damage.yaml", "absolute_zero_turns_his_own_fire_into_cold_and_heals.yaml")]
FATIGUE = ROOT / "examples" / "hearthstone" / "fatigue.yaml"


@pytest.fixture
def corpus(tmp_path):
    """A small corpus: three rulings (Hearthstone, Sentinels), a plain scenario and a card file (not run)."""
    folder = tmp_path / "corpus"
    (folder / "hs").mkdir(parents=True)
    (folder / "sotm").mkdir()
    shutil.copy(ICE_BLOCK, folder / "hs")
    shutil.copy(FATIGUE, folder / "hs")
    for path in SENTINELS:
        shutil.copy(path, folder / "sotm")
    (folder / "hs" / "not_a_scenario.yaml").write_text("name: Fireball\nmechanics: []\n")
    return folder


def _run(capsys, *argv):
    code = main(["corpus", *map(str, argv)])
    out, err = capsys.readouterr()
    return code, out, err


def test_files_are_found_as_rulings_and_scenarios_and_card_files_are_left_alone(corpus):
    found = find_files([corpus])
    assert [(Path(p).name, kind) for p, kind in found] == [
        ("fatigue.yaml", "scenario"), ("ice_block_prevents_fatal_damage.yaml", "ruling"),
        ("a_destroyed_target_is_dealt_no_more_damage.yaml", "ruling"),
        ("absolute_zero_turns_his_own_fire_into_cold_and_heals.yaml", "ruling")]
    assert find_files([corpus, corpus / "hs"]) == found          # a file under two paths runs once


def test_a_corpus_that_passes_exits_0_with_a_table_per_game(corpus, tmp_path, capsys):
    code, out, err = _run(capsys, corpus, "--workers", 1, "--out", tmp_path / "j.jsonl")
    assert code == 0, out + err
    assert out.startswith("dealt corpus: 4 files (3 rulings, 1 scenarios)")
    table = out[out.index("game "):].splitlines()
    assert table[0].split() == ["game", "files", "passed", "failed", "errors"]
    assert table[1].split() == ["hearthstone", "2", "2", "0", "0"]
    assert table[2].split() == ["sentinels", "2", "2", "0", "0"]
    assert table[3].split() == ["total", "4", "4", "0", "0"]
    assert f"journal: {tmp_path / 'j.jsonl'}" in out
    assert err == ""                  # no bar: stderr is not a terminal


def test_a_failing_ruling_and_a_refused_scenario_are_said_with_their_messages_and_exit_1(corpus, tmp_path, capsys):
    ruling = corpus / "hs" / ICE_BLOCK.name
    ruling.write_text(ruling.read_text().replace("heroA: {health: 5,", "heroA: {health: 4,"))
    (corpus / "hs" / "fatigue.yaml").write_text(FATIGUE.read_text().replace("fatigue: 3", "fatigue: many"))
    code, out, _ = _run(capsys, corpus, "--workers", 1, "--out", tmp_path / "j.jsonl")
    assert code == 1
    assert f"FAILED {ruling}\n  ruling {ruling} does not hold" in out
    assert "board.heroA.health: expected 4, got 5" in out
    assert f"ERROR {corpus / 'hs' / 'fatigue.yaml'}\n  {corpus / 'hs' / 'fatigue.yaml'}, line" in out
    assert "players.A.fatigue" in out
    assert out[out.index("game "):].splitlines()[1].split() == ["hearthstone", "2", "0", "1", "1"]


def test_json_lines_one_per_file_as_it_completes_then_the_summary(corpus, tmp_path, capsys):
    code, out, _ = _run(capsys, corpus, "--workers", 1, "--json", "--out", tmp_path / "j.jsonl")
    assert code == 0
    lines = [json.loads(line) for line in out.splitlines()]
    files, summary = lines[:-1], lines[-1]
    assert sorted(Path(r["path"]).name for r in files) == sorted(Path(p).name for p, _ in find_files([corpus]))
    assert {r["status"] for r in files} == {"passed", "resolved"}
    assert all(r["rules"] == "default" and r["seconds"] >= 0 and r["key"] for r in files)
    assert summary["summary"]["total"] == {"files": 4, "passed": 4, "failed": 0, "errors": 0, "differ": 0, "same": 0,
                                           "no_rules": 0}
    assert summary["failed"] == summary["errors"] == [] and summary["journal"] == str(tmp_path / "j.jsonl")


def test_the_journal_holds_every_result_and_resume_skips_them(corpus, tmp_path, capsys):
    journal = tmp_path / "j.jsonl"
    code, out, _ = _run(capsys, corpus, "--workers", 1, "--json", "--out", journal)
    first = [json.loads(line) for line in out.splitlines()][:-1]
    assert code == 0 and sorted(json.loads(line)["path"] for line in journal.read_text().splitlines()) == \
        sorted(r["path"] for r in first)
    code, out, _ = _run(capsys, corpus, "--workers", 1, "--json", "--out", journal, "--resume")
    again = [json.loads(line) for line in out.splitlines()]
    assert code == 0 and all(r.get("resumed") for r in again[:-1]) and again[-1]["resumed"] == 4
    # an interrupted run: two whole lines and half of a third; --resume runs the rest, each file once
    lines = journal.read_text().splitlines()
    journal.write_text("\n".join(lines[:2]) + "\n" + lines[2][:40])
    code, out, _ = _run(capsys, corpus, "--workers", 1, "--out", journal, "--resume")
    assert code == 0 and "2 files run in" in out and "2 taken from the journal (--resume)" in out
    paths = [json.loads(line)["path"] for line in journal.read_text().splitlines() if line.endswith("}")]
    assert sorted(paths) == sorted(p for p, _ in find_files([corpus]))
    # an edited file is run again: its content is part of its key
    ruling = corpus / "sotm" / SENTINELS[0].name
    ruling.write_text(ruling.read_text() + "\n")
    code, out, _ = _run(capsys, corpus, "--workers", 1, "--out", journal, "--resume")
    assert "1 files run in" in out and "3 taken from the journal" in out


def test_two_local_workers_give_what_one_process_gives(corpus, tmp_path):
    def without_times(run):
        return [{k: v for k, v in r.items() if k != "seconds"} for r in run.results]
    one = run_corpus([corpus], workers=1, out=tmp_path / "1.jsonl")
    two = run_corpus([corpus], workers=2, out=tmp_path / "2.jsonl", chunk=1)
    assert without_times(one) == without_times(two) and one.exit_code() == 0


def test_bad_input_exits_2_naming_what_is_allowed(corpus, tmp_path, capsys):
    code, out, err = _run(capsys, tmp_path / "nowhere", "--workers", 1)
    assert code == 2 and out == "" and "nowhere: no such file or folder" in err
    code, out, err = _run(capsys, corpus, "--workers", 1, "--against", "clientt", "--out", tmp_path / "j.jsonl")
    assert code == 2 and "at --against: 'clientt' is not a rule set of any game in these files" in err
    assert "hearthstone: default" in err and "sentinels: default" in err
    code, out, err = _run(capsys, corpus, "--workers", 1, "--out", tmp_path / "no" / "such" / "dir" / "x" / "\0")
    assert code in (1, 2) and "Traceback" not in err


def test_chunks_are_a_fraction_of_a_second_and_leave_no_worker_idle():
    assert chunk_size(1072, 2) == 16 and chunk_size(1072, 2, against=True) == 8
    assert chunk_size(10, 2) == 2 and chunk_size(1, 8) == 1


def test_the_bar_is_drawn_only_on_a_terminal():
    class Tty(io.StringIO):
        def isatty(self):
            return True
    quiet, tty = io.StringIO(), Tty()
    for stream in (quiet, tty):
        bar = Progress(4, stream=stream)
        for _ in range(4):
            bar.update()
        bar.close()
    assert quiet.getvalue() == ""
    assert "corpus 4/4 [" in tty.getvalue() and "100%" in tty.getvalue()


# ---- --against, with a test-double variant ---------------------------------------------------------------

NEVER = '''
"""A test double: Ice Block's rule replaced by one that never fires."""
from dealt.facts.templates import DamageEvent
from dealt.kb.hearthstone.rules._common import Rule
from dealt.kb.variants import Variant, instead_of

VARIANT = Variant(name="never", title="a test rule set", summary="Ice Block never triggers.")


@instead_of("fatal_hero_damage_is_prevented_and_the_hero_becomes_immune")
@Rule(DamageEvent(step="no_such_step"))
def ice_block_never_triggers_in_the_corpus_test(self):
    """Nothing triggers.

    Source: a test.
    """
'''


@pytest.fixture
def never(tmp_path, monkeypatch):
    """Hearthstone with the test variant `never` (forked workers inherit it), taken away after the test."""
    folder = tmp_path / "corpusvariants"
    folder.mkdir()
    (folder / "__init__.py").write_text("")
    (folder / "never.py").write_text(textwrap.dedent(NEVER))
    monkeypatch.syspath_prepend(str(tmp_path))
    sys.modules.pop("corpusvariants", None)
    sys.modules.pop("corpusvariants.never", None)
    game = load_game("hearthstone")
    saved = game.__dict__.get("variants")
    game.__dict__["variants"] = {**(saved or game.variants),
                                 **load_variants("hearthstone", "corpusvariants", game.default_rules, game.registry)}
    yield
    if saved is None:
        game.__dict__.pop("variants", None)
    else:
        game.__dict__["variants"] = saved


def test_against_lists_the_files_whose_outcome_differs_with_the_diff(never, corpus, tmp_path, capsys):
    code, out, _ = _run(capsys, corpus, "--against", "never", "--workers", 2, "--out", tmp_path / "j.jsonl")
    assert code == 0, out                    # differences alone are not failures
    assert f"DIFFERS {corpus / 'hs' / ICE_BLOCK.name} (default against never)" in out
    assert out.count("DIFFERS ") == 1        # Fatigue has no Ice Block: the same under both
    assert "no never rules for sentinels: 2 file(s) not compared" in out
    table = out[out.index("game "):].splitlines()
    assert table[0].split() == ["game", "files", "passed", "failed", "errors", "differ", "same", "no", "never", "rules"]
    assert table[1].split() == ["hearthstone", "2", "2", "0", "0", "1", "1", "0"]
    assert table[2].split() == ["sentinels", "2", "2", "0", "0", "0", "0", "2"]
    code, out, _ = _run(capsys, corpus, "--against", "never", "--workers", 1, "--exit-code", "--json",
                        "--out", tmp_path / "j.jsonl")
    assert code == 1
    lines = [json.loads(line) for line in out.splitlines()]
    differing = [r for r in lines[:-1] if r.get("differs")]
    assert [Path(r["path"]).name for r in differing] == [ICE_BLOCK.name]
    diff = differing[0]["diff"]
    assert diff["a"]["rules"] == "default" and diff["b"]["rules"] == "never"
    assert any(c["id"] == "heroA" for c in diff["characters"])
    assert diff["parting"]["a"]["rule"] == "fatal_hero_damage_is_prevented_and_the_hero_becomes_immune"
    assert lines[-1]["differ"] == [str(corpus / "hs" / ICE_BLOCK.name)]


def test_rules_runs_every_file_under_the_variant_and_counts_games_without_it(never, corpus, tmp_path, capsys):
    code, out, _ = _run(capsys, corpus, "--rules", "never", "--workers", 1, "--out", tmp_path / "j.jsonl")
    assert code == 1                          # Ice Block's ruling does not hold when Ice Block never triggers
    assert f"FAILED {corpus / 'hs' / ICE_BLOCK.name}" in out
    assert "no never rules for sentinels: 2 file(s)" in out


def test_the_pool_draws_a_lazy_stream_of_chunks_a_few_at_a_time():
    """A sweep of millions of scenarios is a generator: the pool keeps a few chunks per worker in flight."""
    from dealt.batch.local import IN_FLIGHT_PER_WORKER, run_local
    from dealt.batch.tasks import run_chunk
    drawn = []

    def endless():
        while True:
            drawn.append(1)
            yield []
    stream = run_local(run_chunk, endless(), workers=2)
    assert next(stream) == ([], [])
    assert len(drawn) <= 2 * IN_FLIGHT_PER_WORKER + 1
    stream.close()
