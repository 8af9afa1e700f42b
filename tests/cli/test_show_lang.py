"""``tourney show --lang``: everything said in Italian or Romanian, every field name as it was."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tourney.base.formats import name_key
from tourney.cli.main import main


@pytest.fixture
def demo_db(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    db = tmp_path / "library.sqlite"
    assert main(["demo", str(db)]) == 0
    capsys.readouterr()
    return db


def _json(db: Path, capsys: pytest.CaptureFixture[str], *flags: str) -> dict:
    assert main(["show", "--json", *flags, str(db)]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    answer: dict = json.loads(out)
    return answer


def test_the_json_explanation_is_italian_and_nothing_else_changes(
    demo_db: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    english = _json(demo_db, capsys)
    italian = _json(demo_db, capsys, "--lang", "it")
    assert "The prize pool is 1,460.00." in english["explanation"]
    assert "Il montepremi è 1.460,00." in italian["explanation"]
    assert len(italian["explanation"]) == len(english["explanation"])
    assert not set(english["explanation"]) & set(italian["explanation"])
    assert italian["clock"].keys() == english["clock"].keys()
    assert italian["clock"]["item"]["blinds"] == "100/200"
    places = [row["place_label"] for row in italian["standings"] if not row["playing"]]
    assert places == ["23°", "24°", "25°", "26°", "27°"]
    for answer in (english, italian):  # read a moment apart: the clock may have moved on
        del answer["explanation"], answer["at"], answer["clock"]
        for row in answer["standings"]:
            del row["place_label"]
    assert italian == english  # the same fields, with the same names and values


def test_the_text_ends_its_payouts_with_the_explanation_in_the_language(
    demo_db: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["show", str(demo_db), "--lang", "it"]) == 0
    italian = capsys.readouterr().out.splitlines()
    assert "  Il montepremi è 1.460,00." in italian
    assert italian.index("  Il montepremi è 1.460,00.") < italian.index("Classifica:")
    assert "Montepremi: 1.460,00 (la casa aggiunge 100,00)" in italian  # all of it Italian
    assert main(["show", str(demo_db)]) == 0
    english = capsys.readouterr().out.splitlines()
    assert "  The prize pool is 1,460.00." in english
    assert main(["show", "--lang", "ro", str(demo_db)]) == 0
    assert "  Fondul de premii este 1.460,00." in capsys.readouterr().out.splitlines()


def test_an_unknown_language_is_refused(demo_db: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as caught:
        main(["show", "--lang", "fr", str(demo_db)])
    assert caught.value.code == 2
    assert capsys.readouterr().out == ""


def test_the_whole_text_is_in_romanian_with_its_plurals_and_alphabet(
    demo_db: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["show", "--lang", "ro", str(demo_db)]) == 0
    lines = capsys.readouterr().out.splitlines()
    players = next(line for line in lines if line.startswith("Jucători rămași: "))
    assert "din 27 de înscrieri (27 de jucători, 0 reintrări" in players  # "de" from 20
    assert "3 rebuy-uri, 4 add-on-uri" in players
    standings = lines[lines.index("Clasament:") + 1 :]
    assert standings[0].startswith("  locul 23 ") and "eliminat de" in standings[0]
    knockouts = next(line for line in lines if line.startswith("Eliminări: "))
    names = [part.rsplit(" ", 1)[0] for part in knockouts.removeprefix("Eliminări: ").split(", ")]
    assert names == sorted(names, key=name_key("ro"))
    assert "Łukasz Nowak" in names and names[-1] != "Łukasz Nowak"  # not after Ursula, by code
    assert not [line for line in lines if "Players" in line or "entries" in line]
