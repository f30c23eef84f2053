//! Dice games on the command line: throws given with `--rolls`, and the die the computer throws
//! from a seed where it plays.

use konakis_engine::{DIE_FACES, Game};

use crate::args::CliError;

/// Reads `--rolls`: one digit from 1 to 6 a turn, commas allowed between them (`3516` or
/// `3,5,1,6`), as the `[dice:...]` tag of a record writes them.
pub(crate) fn parse_rolls(text: &str) -> Result<Vec<u8>, CliError> {
    let rolls = text
        .chars()
        .filter(|c| *c != ',')
        .map(|c| match c.to_digit(10) {
            Some(d) if (1..=u32::from(DIE_FACES)).contains(&d) => Ok(d as u8),
            _ => Err(CliError::bad(format!(
                "--rolls: '{c}' is not a throw of the die (1 to {DIE_FACES}; write them like 3516 or 3,5,1,6)"
            ))),
        })
        .collect::<Result<Vec<u8>, CliError>>()?;
    if rolls.is_empty() {
        return Err(CliError::bad(
            "--rolls: no throw given (write them like 3516)",
        ));
    }
    Ok(rolls)
}

/// The face the die shows for the turn after `ply` moves of the game played with `seed`: the
/// same seed and turn always give the same face.
pub(crate) fn face(seed: u64, ply: usize) -> u8 {
    // SplitMix64 of the seed and the turn.
    let mut z = seed
        .wrapping_add((ply as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15))
        .wrapping_add(0xD1B5_4A32_D192_ED03);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^= z >> 31;
    1 + (z % u64::from(DIE_FACES)) as u8
}

/// A seed from the time of day, for runs not given one.
pub(crate) fn seed_from_clock() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}

/// Throws the die for the turn now where the game throws dice, the turn has no throw yet and
/// the game is not over: the face [`face`] gives for `seed`.
pub(crate) fn throw_if_needed(game: &mut Game, seed: u64) {
    if needs_throw(game) {
        game.throw(face(seed, game.ply()));
    }
}

/// Whether the turn now waits for a throw of the die.
pub(crate) fn needs_throw(game: &Game) -> bool {
    game.variant().uses_dice() && game.roll().is_none() && game.outcome().is_none()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rolls_are_digits_with_optional_commas() {
        assert_eq!(parse_rolls("3516").unwrap(), [3, 5, 1, 6]);
        assert_eq!(parse_rolls("3,5,1").unwrap(), [3, 5, 1]);
        for bad in ["0", "7", "3,x", ",", "35 1", "-1"] {
            assert!(matches!(parse_rolls(bad), Err(CliError::Bad(_))), "{bad}");
        }
    }

    #[test]
    fn seeded_faces_repeat_and_cover_the_die() {
        let faces: Vec<u8> = (0..600).map(|ply| face(7, ply)).collect();
        assert_eq!(faces, (0..600).map(|ply| face(7, ply)).collect::<Vec<_>>());
        for f in 1..=DIE_FACES {
            assert!(faces.contains(&f), "face {f} never shows");
        }
        assert!(faces.iter().all(|f| (1..=DIE_FACES).contains(f)));
    }
}
