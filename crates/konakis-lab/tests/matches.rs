//! `match`, `ladder`, `rate` and `versus` as other tools see them: the built binary run with
//! arguments, its stdout, stderr and exit status.

mod common;

use common::{all_refused, bad, fresh_dir, konakis_cli, ok};
use konakis_engine::Side;

#[test]
fn match_prints_each_game_and_the_summary_and_replays_with_a_seed() {
    let args = [
        "match",
        "-v",
        "brandub",
        "--attackers",
        "karl",
        "--defenders",
        "1",
        "--games",
        "3",
        "--seed",
        "5",
        "--time-ms",
        "100",
    ];
    let out = ok(&args);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 5, "{out}");
    let summary = lines[4];
    let numbers: Vec<u32> = summary
        .split(|c: char| !c.is_ascii_digit())
        .filter(|w| !w.is_empty())
        .map(|w| w.parse().unwrap())
        .collect();
    assert!(
        summary.starts_with("attackers ")
            && summary.contains(", defenders ")
            && summary.contains(", draws ")
    );
    assert_eq!(numbers.iter().sum::<u32>(), 3, "{summary}");
    for line in &lines[1..4] {
        assert!(line.starts_with("game "), "{line}");
    }
    // The same seed gives the same games (the lines differ only in the time taken).
    let strip = |text: &str| -> Vec<String> {
        text.lines()
            .map(|l| l.rsplit_once(", ").map_or(l, |(a, _)| a).to_string())
            .collect()
    };
    assert_eq!(strip(&out), strip(&ok(&args)));
    // Random openings make seeded games between levels that never stray differ.
    let top = |opening: &str| {
        let out = ok(&[
            "match",
            "-v",
            "brandub",
            "--attackers",
            "6",
            "--defenders",
            "6",
            "--games",
            "4",
            "--seed",
            "3",
            "--time-ms",
            "50",
            "--random-opening",
            opening,
        ]);
        let games: std::collections::BTreeSet<String> = strip(&out)[1..5]
            .iter()
            .map(|l| {
                l.split_once(": ")
                    .unwrap()
                    .1
                    .split(", seed")
                    .next()
                    .unwrap()
                    .to_string()
            })
            .collect();
        games.len()
    };
    assert_eq!(top("0"), 1, "without an opening the games are one game");
    assert!(top("2") > 1, "random openings make different games");
    // A move cap ends games as draws.
    let capped = ok(&[
        "match",
        "-v",
        "copenhagen",
        "--attackers",
        "1",
        "--defenders",
        "1",
        "--games",
        "1",
        "--seed",
        "1",
        "--max-plies",
        "4",
    ]);
    assert!(capped.contains("draw (move cap of 4)"), "{capped}");
    assert!(
        capped.ends_with("attackers 0, defenders 0, draws 1\n"),
        "{capped}"
    );
}

#[test]
fn match_refuses_bad_input() {
    let cases: [(&[&str], &str); 7] = [
        // Clap refuses what is missing from the command line ("the following required
        // arguments were not provided") and values that do not read ("invalid value");
        // the rest are ours.
        (
            &["match"],
            "required arguments were not provided:\n  --attackers <LEVEL>",
        ),
        (
            &[
                "match",
                "--attackers",
                "1",
                "--defenders",
                "1",
                "--games",
                "2",
            ],
            "no variant given",
        ),
        (
            &["match", "-v", "brandub", "--defenders", "1", "--games", "2"],
            "required arguments were not provided:\n  --attackers <LEVEL>",
        ),
        (
            &[
                "match",
                "-v",
                "brandub",
                "--attackers",
                "1",
                "--defenders",
                "1",
            ],
            "--games is required",
        ),
        (
            &[
                "match",
                "-v",
                "brandub",
                "--attackers",
                "9",
                "--defenders",
                "1",
                "--games",
                "2",
            ],
            "invalid value '9' for '--attackers <LEVEL>': level 9",
        ),
        (
            &[
                "match",
                "-v",
                "brandub",
                "--attackers",
                "1",
                "--defenders",
                "1",
                "--games",
                "0",
            ],
            "invalid value '0' for '--games <N>'",
        ),
        (
            &[
                "match",
                "-v",
                "nowhere",
                "--attackers",
                "1",
                "--defenders",
                "1",
                "--games",
                "1",
            ],
            "unknown variant",
        ),
    ];
    all_refused(&cases);
}

/// `match` of Karl against Karl on `id`, saving the balance into `save`.
fn balance_match(id: &str, save: &std::path::Path) -> Vec<String> {
    let quick = format!(
        "match -v {id} --attackers Karl --defenders 2 --games 3 --seed 9 --time-ms 50 --random-opening 2 --save-balance"
    );
    let words = quick.split(' ').map(String::from);
    words.chain([save.to_str().unwrap().to_string()]).collect()
}

#[test]
fn match_saves_how_often_each_side_won_between_equal_levels() {
    let dir = fresh_dir("balance");
    let save = dir.join("balance.json");
    let args = balance_match("brandub", &save);
    let out = ok(&args.iter().map(String::as_str).collect::<Vec<_>>());
    let summary = out.lines().rev().nth(1).unwrap();
    assert_eq!(
        out.lines().last(),
        Some(&*format!("saved to {}", save.display()))
    );
    let read = || -> serde_json::Value {
        serde_json::from_str(&std::fs::read_to_string(&save).unwrap()).unwrap()
    };
    let saved = &read()["brandub"];
    assert_eq!(
        summary,
        format!(
            "attackers {}, defenders {}, draws {}",
            saved["attackers"], saved["defenders"], saved["draws"]
        )
    );
    let games = ["attackers", "defenders", "draws"].map(|k| saved[k].as_u64().unwrap());
    assert_eq!(games.iter().sum::<u64>(), 3);
    assert_eq!(saved["level"], "Karl");
    assert_eq!(saved["name"], "Brandub");
    assert_eq!(saved["time_ms"], 50);
    assert_eq!(saved["random_opening"], 2);
    // A second preset joins the file; the first stays as it was.
    let tablut = balance_match("tablut", &save);
    ok(&tablut.iter().map(String::as_str).collect::<Vec<_>>());
    let both = read();
    assert_eq!(&both["brandub"], saved);
    assert_eq!(both["tablut"]["level"], "Karl");
}

#[test]
fn match_refuses_a_balance_it_cannot_save_before_playing() {
    let dir = fresh_dir("balance-bad");
    let corrupt = dir.join("corrupt.json");
    std::fs::write(&corrupt, "{ not json").unwrap();
    let unwritten = dir.join("unwritten.json");
    let args = |save: &std::path::Path, defenders: &str| {
        let mut words = balance_match("brandub", save);
        words[6] = defenders.to_string();
        words
    };
    let unequal = args(&unwritten, "Jarl");
    let corrupt_args = args(&corrupt, "Karl");
    let refused = [
        (unequal, "--save-balance needs one level on both sides"),
        (corrupt_args, "is not a balance file"),
    ];
    for (words, expected) in &refused {
        let line = bad(&words.iter().map(String::as_str).collect::<Vec<_>>());
        assert!(line.contains(expected), "{line}");
    }
    assert!(!unwritten.exists(), "nothing written for a refused match");
    assert_eq!(std::fs::read_to_string(&corrupt).unwrap(), "{ not json");
}

/// What `match` says of each game: `attackers-win (king-captured) after 33 moves`.
fn match_games(out: &str) -> Vec<String> {
    out.lines()
        .filter(|l| l.starts_with("game "))
        .map(|l| {
            let (_, rest) = l.split_once(": ").unwrap();
            rest.split(", seed").next().unwrap().to_string()
        })
        .collect()
}

#[test]
fn ladder_plays_each_seed_with_either_side_attacking_and_scores_the_matches() {
    let series = [
        "-v",
        "brandub",
        "--games",
        "4",
        "--seed",
        "7",
        "--time-ms",
        "100",
    ];
    let ladder = ok(&[&["ladder", "--level", "karl"], &series[..]].concat());
    let lines: Vec<&str> = ladder.lines().collect();
    assert_eq!(lines.len(), 1 + 4 + 2, "{ladder}");
    assert!(lines[0].starts_with("brandub: 2 (Karl) against 1 (Thrall), 4 matches"));

    // Each match is the game `match` plays with Karl attacking, then the one with Karl
    // defending, from the same seed.
    let attacking = ok(&[
        &["match", "--attackers", "2", "--defenders", "1"],
        &series[..],
    ]
    .concat());
    let defending = ok(&[
        &["match", "--attackers", "1", "--defenders", "2"],
        &series[..],
    ]
    .concat());
    let (attacking_games, defending_games) = (match_games(&attacking), match_games(&defending));
    let (mut halves, mut won, mut lost, mut even) = (0, 0, 0, 0);
    for (i, line) in lines[1..5].iter().enumerate() {
        let expected = format!(
            "match {}, seed {}: Karl attacking: {}; Karl defending: {}; ",
            i + 1,
            7 + i,
            attacking_games[i],
            defending_games[i]
        );
        assert!(line.starts_with(&expected), "{line}\nexpected {expected}");
        let points = |game: &str, win: &str, loss: &str| {
            if game.starts_with(win) {
                2
            } else if game.starts_with(loss) {
                0
            } else {
                1
            }
        };
        let a = points(&attacking_games[i], "attackers-win", "defenders-win");
        let d = points(&defending_games[i], "defenders-win", "attackers-win");
        halves += a + d;
        let taken = line.rsplit_once("; ").unwrap().1;
        let plies = |game: &str| -> u32 {
            let (_, after) = game.rsplit_once("after ").unwrap();
            after.split(' ').next().unwrap().parse().unwrap()
        };
        let (karl_win, thrall_win) = if a == 2 {
            (plies(&attacking_games[i]), plies(&defending_games[i]))
        } else {
            (plies(&defending_games[i]), plies(&attacking_games[i]))
        };
        let expected_taken = match a + d {
            3 | 4 => "Karl on points",
            0 | 1 => "Thrall on points",
            _ if a == 1 || karl_win == thrall_win => "even",
            _ if karl_win < thrall_win => "Karl with the faster win",
            _ => "Thrall with the faster win",
        };
        assert!(taken.starts_with(expected_taken), "{line}");
        match expected_taken {
            "even" => even += 1,
            t if t.starts_with("Karl") => won += 1,
            _ => lost += 1,
        }
    }
    let summary = |out: &str| out.lines().last().unwrap().to_string();
    let games = format!(
        "games: Karl {}{}/8 (Karl attacking: {}; Karl defending: {})",
        halves / 2,
        if halves % 2 == 1 { ".5" } else { "" },
        summary(&attacking),
        summary(&defending)
    );
    assert_eq!(lines[5], games);
    assert_eq!(
        lines[6],
        format!("matches: Karl {won}, Thrall {lost}, even {even}")
    );

    // --against names any opponent.
    let top = ok(&[
        "ladder",
        "-v",
        "brandub",
        "--level",
        "1",
        "--against",
        "6",
        "--games",
        "1",
        "--seed",
        "1",
        "--time-ms",
        "20",
    ]);
    assert!(
        top.starts_with("brandub: 1 (Thrall) against 6 (Konungr)"),
        "{top}"
    );
}

#[test]
fn ladder_refuses_bad_input() {
    let cases: [(&[&str], &str); 6] = [
        (
            &["ladder", "--level", "3", "--games", "2"],
            "no variant given",
        ),
        (
            &["ladder", "-v", "brandub", "--games", "2"],
            "required arguments were not provided:\n  --level <N>",
        ),
        (
            &[
                "ladder", "-v", "brandub", "--level", "thrall", "--games", "2",
            ],
            "has no level below it",
        ),
        (
            &[
                "ladder",
                "-v",
                "brandub",
                "--level",
                "3",
                "--against",
                "0",
                "--games",
                "2",
            ],
            "invalid value '0' for '--against <L>': level 0",
        ),
        (
            &[
                "ladder",
                "-v",
                "brandub",
                "--level",
                "3",
                "--against",
                "huscarl",
                "--games",
                "2",
            ],
            "--against: 3 (Huscarl) is the level measured",
        ),
        (
            &["ladder", "-v", "brandub", "--level", "3"],
            "--games is required",
        ),
    ];
    all_refused(&cases);
}

/// `rate` on Brandub in games kept short (a draw at six moves, 1 ms a move, one match a pair,
/// seed 5), saving to `save` and plotting to `plot`, with `more` flags: the shape of the
/// results is what the tests check.
fn quick_rate(save: &std::path::Path, plot: &std::path::Path, more: &[&str]) -> Vec<String> {
    let quick = "rate -v brandub --games 1 --seed 5 --max-plies 6 --time-ms 1";
    let files = [
        "--save",
        save.to_str().unwrap(),
        "--plot",
        plot.to_str().unwrap(),
    ];
    let words = quick.split(' ').chain(files).chain(more.iter().copied());
    words.map(String::from).collect()
}

#[test]
fn rate_plays_the_round_robin_fits_ratings_and_saves_and_plots_them() {
    let dir = fresh_dir("rate");
    let (save, plot) = (dir.join("ratings.json"), dir.join("ladder.svg"));
    let args = quick_rate(&save, &plot, &[]);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let out = ok(&args);
    let pairs = out.lines().filter(|l| l.contains(" v ")).count();
    assert_eq!(pairs, 15, "every pair of the six levels: {out}");
    // Six draws at the cap: every level scores half, and all ratings are equal.
    let saved: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&save).unwrap()).unwrap();
    let levels = saved["brandub"]["levels"].as_array().unwrap();
    assert_eq!(levels.len(), 6);
    for level in levels {
        assert_eq!(level["elo"], 0, "{level}");
        assert_eq!(level["points"], 5.0, "{level}");
        assert_eq!(level["games"], 10, "{level}");
    }
    assert_eq!(saved["brandub"]["games_per_pair"], 2);
    let svg = std::fs::read_to_string(&plot).unwrap();
    assert_eq!(svg.matches("<circle").count(), 6);
    // The same seed plays the same games; a second variant joins the file.
    assert_eq!(ok(&args), out);
    let mut tablut = args.to_vec();
    tablut[2] = "tablut";
    ok(&tablut);
    let saved: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&save).unwrap()).unwrap();
    assert!(saved.get("brandub").is_some() && saved.get("tablut").is_some());
    assert_eq!(
        std::fs::read_to_string(&plot)
            .unwrap()
            .matches("<circle")
            .count(),
        12
    );
    // Drawn again from the file alone.
    std::fs::remove_file(&plot).unwrap();
    let out = ok(&[
        "rate",
        "--save",
        save.to_str().unwrap(),
        "--plot",
        plot.to_str().unwrap(),
    ]);
    assert!(out.contains("plotted to"), "{out}");
    assert_eq!(
        std::fs::read_to_string(&plot)
            .unwrap()
            .matches("<circle")
            .count(),
        12
    );
    // Only the variants asked for; one with no ratings is refused.
    let (save_path, plot_path) = (save.to_str().unwrap(), plot.to_str().unwrap());
    let only = [
        "rate",
        "--save",
        save_path,
        "--plot",
        plot_path,
        "--plot-only",
    ];
    ok(&[&only[..], &["tablut"]].concat());
    let svg = std::fs::read_to_string(&plot).unwrap();
    assert_eq!(svg.matches("<circle").count(), 6);
    assert!(
        svg.contains(">tablut (") && !svg.contains(">brandub ("),
        "{svg}"
    );
    let error = bad(&[&only[..], &["tablut,fetlar"]].concat());
    assert!(
        error.contains("--plot-only: no ratings of 'fetlar' to draw"),
        "{error}"
    );
    std::fs::write(&save, "not json").unwrap();
    let error = bad(&args);
    assert!(error.contains("is not a ratings file"), "{error}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Another program's engine joins the round robin as a seventh player and is rated on the
/// levels' scale: a fake engine that answers every position with an illegal move loses all
/// its games, and so rates below every level.
#[test]
fn rate_rates_an_engine_among_the_levels() {
    let dir = fresh_dir("rate-peer");
    let engine = fake_engine(&dir, "echo 'bestmove a1a2'");
    let (save, plot) = (dir.join("ratings.json"), dir.join("ladder.svg"));
    let engine_flags = [
        "--engine",
        &engine,
        "--protocol",
        "uci",
        "--engine-name",
        "Rival",
    ];
    let args = quick_rate(&save, &plot, &engine_flags);
    let out = ok(&args.iter().map(String::as_str).collect::<Vec<_>>());
    assert!(
        out.contains("round robin of the six levels and Rival (1 ms a move)"),
        "{out}"
    );
    let pairs: Vec<&str> = out.lines().filter(|l| l.contains(" v ")).collect();
    assert_eq!(pairs.len(), 21, "every pair of seven players: {out}");
    for level in ["Thrall", "Karl", "Huscarl", "Jarl", "Hersir", "Konungr"] {
        let line = format!("{level} v Rival: 2 of 2 for {level}");
        assert!(pairs.contains(&line.as_str()), "{line}: {out}");
    }
    let saved: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&save).unwrap()).unwrap();
    let ladder = &saved["brandub"];
    assert_eq!(ladder["levels"].as_array().unwrap().len(), 6);
    let peers = ladder["peers"].as_array().unwrap();
    assert_eq!(peers.len(), 1);
    let rival = &peers[0];
    assert_eq!(
        (
            &rival["name"],
            &rival["time_ms"],
            &rival["points"],
            &rival["games"]
        ),
        (&"Rival".into(), &1.into(), &0.0.into(), &12.into())
    );
    let rival_elo = rival["elo"].as_i64().unwrap();
    for level in ladder["levels"].as_array().unwrap() {
        assert!(
            level["elo"].as_i64().unwrap() > rival_elo,
            "{level} {rival}"
        );
    }
    let svg = std::fs::read_to_string(&plot).unwrap();
    assert!(svg.contains("Rival (1 ms a move)") && svg.contains("stroke-dasharray"));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn rate_refuses_bad_input() {
    all_refused(&[
        (&["rate", "--games", "1"], "no variant given"),
        (&["rate", "-v", "brandub"], "--games is required"),
        (&["rate", "-v", "brandub", "--games", "0"], "--games"),
        (&["rate", "-v", "brandub", "--games", "1", "extra"], "extra"),
        (
            &[
                "rate",
                "-v",
                "brandub",
                "--games",
                "1",
                "--engine-name",
                "X",
            ],
            "required arguments were not provided:\n  --engine <CMD>",
        ),
        (
            &["rate", "-v", "brandub", "--games", "1", "--protocol", "uci"],
            "required arguments were not provided:\n  --engine <CMD>",
        ),
        (
            &[
                "rate",
                "-v",
                "brandub",
                "--games",
                "1",
                "--plot-only",
                "brandub",
            ],
            "required arguments were not provided:\n  --plot <SVG>",
        ),
        (
            &["rate", "-v", "brandub", "--games", "1", "--engine", "sh"],
            "--protocol is required",
        ),
        (
            &[
                "rate",
                "-v",
                "brandub",
                "--games",
                "1",
                "--engine",
                "sh",
                "--protocol",
                "xboard",
            ],
            "invalid value 'xboard' for '--protocol <PROTOCOL>'",
        ),
    ]);
}

/// `versus` on Brandub against `engine` over the UCI protocol: two matches from seed 3, 20 ms
/// a move, at most 30 moves a game, Konakis at `level`, the games saved to `dir`.
fn versus_brandub(engine: &str, level: &str, dir: &std::path::Path) -> String {
    ok(&[
        "versus",
        "-v",
        "brandub",
        "--engine",
        engine,
        "--protocol",
        "uci",
        "--games",
        "2",
        "--seed",
        "3",
        "--time-ms",
        "20",
        "--max-plies",
        "30",
        "--level",
        level,
        "--save-games",
        dir.to_str().unwrap(),
    ])
}

/// `versus` against Konakis itself as a separate process (`konakis-cli uci`): the protocol
/// works both ways, each match plays both colours, the scores add up, and each game saved
/// replays to the result it names.
#[test]
fn versus_plays_an_engine_process_over_the_uci_protocol() {
    let engine = format!("{} uci -v brandub", konakis_cli().display());
    let dir = std::env::temp_dir().join(format!("konakis-versus-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let out = versus_brandub(&engine, "2", &dir);
    let matches: Vec<&str> = out.lines().filter(|l| l.starts_with("match ")).collect();
    assert_eq!(matches.len(), 2, "{out}");
    for (i, line) in matches.iter().enumerate() {
        for (side, said) in [("attacks", "attacking"), ("defends", "defending")] {
            let path = dir.join(format!("match-{:02}-konakis-{side}.txt", i + 1));
            let text = std::fs::read_to_string(&path).unwrap();
            let record = konakis_engine::notation::GameRecord::parse(&text, None).unwrap();
            let game = konakis_engine::Game::from_record(&record).unwrap();
            let result = record.tag("result").unwrap();
            // The match line names the same result, after the same number of moves.
            let moves = format!("after {} moves", game.ply());
            assert!(result.ends_with(&moves), "{result} / {moves}");
            let named = line.split(&format!("Konakis {said}: ")).nth(1).unwrap();
            assert!(
                named.starts_with(result.split(" after").next().unwrap()),
                "{line} / {result}"
            );
            let konakis = if side == "attacks" {
                "attackers"
            } else {
                "defenders"
            };
            assert_eq!(record.tag(konakis), Some("Konakis Karl"), "{text}");
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
    for line in &matches {
        assert!(line.contains("Konakis attacking: ") && line.contains("Konakis defending: "));
    }
    let games = out.lines().find(|l| l.starts_with("games: ")).expect(&out);
    assert!(games.contains("/4"), "{games}");
    assert!(
        out.lines().any(|l| l.starts_with("matches: Konakis ")),
        "{out}"
    );
}

/// `versus --self-play`: the engine against a second process of itself, one line a game, a
/// tally that adds up to the games, and each saved game replaying to the result its line
/// names.
#[test]
fn versus_self_play_plays_the_engine_against_itself() {
    let engine = format!("{} uci -v brandub", konakis_cli().display());
    let dir = std::env::temp_dir().join(format!("konakis-self-play-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let out = ok(&[
        "versus",
        "-v",
        "brandub",
        "--engine",
        &engine,
        "--protocol",
        "uci",
        "--self-play",
        "--games",
        "3",
        "--seed",
        "3",
        "--time-ms",
        "20",
        "--max-plies",
        "30",
        "--random-opening",
        "2",
        "--save-games",
        dir.to_str().unwrap(),
    ]);
    assert!(
        out.starts_with(&format!(
            "brandub: '{engine}' against itself (20 ms a move), 3 games"
        )),
        "{out}"
    );
    let games: Vec<&str> = out.lines().filter(|l| l.starts_with("game ")).collect();
    assert_eq!(games.len(), 3, "{out}");
    let mut wins = [0, 0, 0];
    for (i, line) in games.iter().enumerate() {
        let text = std::fs::read_to_string(dir.join(format!("game-{:02}.txt", i + 1))).unwrap();
        let record = konakis_engine::notation::GameRecord::parse(&text, None).unwrap();
        let game = konakis_engine::Game::from_record(&record).unwrap();
        let result = record.tag("result").unwrap();
        assert!(
            line.starts_with(&format!("game {}: {result}, seed {}", i + 1, 3 + i)),
            "{line} / {result}"
        );
        assert!(
            result.ends_with(&format!("after {} moves", game.ply())),
            "{result}"
        );
        assert_eq!(record.tag("attackers"), Some(engine.as_str()));
        assert_eq!(record.tag("defenders"), Some(engine.as_str()));
        let slot = match game.outcome().and_then(|o| o.winner) {
            Some(Side::Attackers) => 0,
            Some(Side::Defenders) => 1,
            None => 2,
        };
        wins[slot] += 1;
    }
    std::fs::remove_dir_all(&dir).unwrap();
    let tally = format!(
        "attackers {}, defenders {}, draws {};",
        wins[0], wins[1], wins[2]
    );
    assert!(out.contains(&tally), "{out}");
}

/// A fake UCI engine in `dir`: a shell script that answers `uci` and `isready` as it should
/// and `go` with `on_go` (shell commands); returns the command that starts it.
fn fake_engine(dir: &std::path::Path, on_go: &str) -> String {
    let script = dir.join("engine.sh");
    std::fs::write(
        &script,
        format!(
            "while read -r line; do case \"$line\" in uci) echo uciok;; isready) echo readyok;; go*) {on_go};; esac; done\n"
        ),
    )
    .unwrap();
    format!("sh {}", script.display())
}

/// Two rounds run side by side into one ratings file keep each other's entries: the file is
/// read again when the round ends. Here the other round's save lands while this one plays
/// (its fake engine writes it on its first move).
#[test]
fn rate_keeps_what_another_round_saved_while_it_played() {
    let dir = fresh_dir("rate-merge");
    let (other, save, plot) = (
        dir.join("other.json"),
        dir.join("ratings.json"),
        dir.join("ladder.svg"),
    );
    let mut tablut = quick_rate(&other, &plot, &[]);
    tablut[2] = "tablut".into();
    ok(&tablut.iter().map(String::as_str).collect::<Vec<_>>());
    let on_go = format!(
        "[ -e {save} ] || cp {other} {save}; echo 'bestmove a1a2'",
        save = save.display(),
        other = other.display()
    );
    let engine = fake_engine(&dir, &on_go);
    let args = quick_rate(&save, &plot, &["--engine", &engine, "--protocol", "uci"]);
    ok(&args.iter().map(String::as_str).collect::<Vec<_>>());
    let saved: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&save).unwrap()).unwrap();
    let written: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&other).unwrap()).unwrap();
    assert_eq!(saved["tablut"], written["tablut"]);
    assert_eq!(saved["brandub"]["peers"].as_array().unwrap().len(), 1);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `versus` against a fake engine (`fake_engine`'s `on_go`), as `versus_brandub` at level 1;
/// returns the result tag of the first game (Konakis attacking), after
/// checking that its saved record replays to Konakis's one move (Brandub's attackers move
/// first) and that both games of each match end `said`.
fn versus_a_fake_engine(on_go: &str, said: &str) -> String {
    let dir = fresh_dir(&format!("fake-{}", on_go.len()));
    let games = dir.join("games");
    let out = versus_brandub(&fake_engine(&dir, on_go), "1", &games);
    let matches: Vec<&str> = out.lines().filter(|l| l.starts_with("match ")).collect();
    assert_eq!(matches.len(), 2, "{out}");
    for line in &matches {
        assert_eq!(line.matches(said).count(), 2, "{line}");
    }
    assert!(out.contains("games: Konakis 4/4"), "{out}");
    let text = std::fs::read_to_string(games.join("match-01-konakis-attacks.txt")).unwrap();
    let record = konakis_engine::notation::GameRecord::parse(&text, None).unwrap();
    assert_eq!(konakis_engine::Game::from_record(&record).unwrap().ply(), 1);
    let result = record.tag("result").expect(&text).to_string();
    std::fs::remove_dir_all(&dir).unwrap();
    result
}

/// An engine that plays an illegal move loses that game, as in a tournament: the series goes
/// on, and the game is saved up to the move, with a result that says what was wrong (and
/// that `tune` does not read as a result of play).
#[test]
fn versus_scores_an_illegal_move_as_a_loss_and_plays_on() {
    // Every position answered with a move from the empty corner a1.
    let result = versus_a_fake_engine("echo 'bestmove a1a2'", "(illegal move by the");
    assert_eq!(
        result,
        "attackers-win (illegal move by the defenders, a1-a2: there is no piece on a1) after 1 moves"
    );
}

/// An engine that crashes loses that game: the result quotes how it ended and its last
/// words on stderr, the game is saved, and a fresh engine plays the next game.
#[test]
fn versus_scores_a_crashed_engine_as_a_loss_and_starts_it_again() {
    let result = versus_a_fake_engine(
        "echo 'thread main panicked: out of moves' >&2; exit 3",
        "(failure of the",
    );
    assert!(
        result.starts_with("attackers-win (failure of the defenders: engine 'sh "),
        "{result}"
    );
    assert!(
        result.ends_with(
            "it stopped (exit status: 3); its last words on stderr: 'thread main panicked: out of moves') after 1 moves"
        ),
        "{result}"
    );
}

#[test]
fn versus_refuses_bad_input() {
    all_refused(&[
        (
            &[
                "versus",
                "-v",
                "brandub",
                "--games",
                "1",
                "--protocol",
                "uci",
            ],
            // Clap: --protocol requires --engine.
            "required arguments were not provided:\n  --engine <CMD>",
        ),
        (
            &[
                "versus",
                "-v",
                "brandub",
                "--games",
                "1",
                "--engine",
                "x",
                "--protocol",
                "xboard",
            ],
            "invalid value 'xboard' for '--protocol <PROTOCOL>'",
        ),
        (
            &[
                "versus",
                "-v",
                "brandub",
                "--games",
                "1",
                "--engine",
                "x",
                "--protocol",
                "uci",
                "--save-games",
                "Cargo.toml/games",
            ],
            "--save-games: cannot create Cargo.toml/games",
        ),
        (
            &[
                "versus",
                "-v",
                "brandub",
                "--games",
                "1",
                "--engine",
                "x",
                "--protocol",
                "uci",
                "--self-play",
                "--level",
                "3",
            ],
            "'--self-play' cannot be used with '--level <N>'",
        ),
    ]);
}
