//! Damaged files, for the tests that every reader survives anything: random bytes, and valid
//! files truncated, with bytes flipped, with huge numbers, nested deeply, repeated, or in the
//! wrong encoding. Shared by the engine's and the store's reader tests (each includes this
//! file), so both throw the same damage at their readers.

use std::time::{Duration, Instant};

use proptest::prelude::*;

/// What is done to a valid file.
#[derive(Clone, Debug)]
pub enum Damage {
    /// Cut at this fraction of its length (in thousandths).
    Truncate(u16),
    /// These bytes (at thousandths of the length) xored with these values.
    Flip(Vec<(u16, u8)>),
    /// A number far outside any range, put in at this place.
    HugeNumber(u16, &'static str),
    /// This many opening brackets of this kind before the text (and as many closing after).
    Nest(usize, char),
    /// The text repeated this many times.
    Repeat(usize),
    /// The text as UTF-16 (little-endian, with its byte-order mark).
    Utf16,
    /// The text's characters as single bytes, as a Latin-1 editor would save it.
    Latin1,
    /// The text with a NUL and invalid UTF-8 spliced in at this place.
    Binary(u16),
}

/// Numbers no field holds.
const HUGE: [&str; 6] = [
    "18446744073709551616",
    "-99999999999999999999999999",
    "1e999",
    "340282366920938463463374607431768211456",
    "0x7fffffff",
    "999999999",
];

/// Any damage.
pub fn damage() -> impl Strategy<Value = Damage> {
    prop_oneof![
        (0u16..1000).prop_map(Damage::Truncate),
        proptest::collection::vec((0u16..1000, 1u8..=255), 1..8).prop_map(Damage::Flip),
        (0u16..1000, proptest::sample::select(HUGE.to_vec()))
            .prop_map(|(at, n)| Damage::HugeNumber(at, n)),
        (
            1usize..20_000,
            proptest::sample::select(vec!['[', '{', '(', '/'])
        )
            .prop_map(|(n, c)| Damage::Nest(n, c)),
        (2usize..64).prop_map(Damage::Repeat),
        Just(Damage::Utf16),
        Just(Damage::Latin1),
        (0u16..1000).prop_map(Damage::Binary),
    ]
}

/// The byte at `thousandths` of the way through `len` bytes.
fn at(len: usize, thousandths: u16) -> usize {
    len * thousandths as usize / 1000
}

/// `valid` with `damage` done to it.
pub fn apply(valid: &[u8], damage: &Damage) -> Vec<u8> {
    let len = valid.len();
    match damage {
        Damage::Truncate(t) => valid[..at(len, *t)].to_vec(),
        Damage::Flip(flips) => {
            let mut bytes = valid.to_vec();
            for (t, x) in flips {
                if len > 0 {
                    bytes[at(len, *t).min(len - 1)] ^= x;
                }
            }
            bytes
        }
        Damage::HugeNumber(t, n) => splice(valid, at(len, *t), n.as_bytes()),
        Damage::Nest(n, open) => {
            let close = match open {
                '[' => ']',
                '{' => '}',
                '(' => ')',
                _ => '/',
            };
            let mut bytes = open.to_string().repeat(*n).into_bytes();
            bytes.extend_from_slice(valid);
            bytes.extend(close.to_string().repeat(*n).into_bytes());
            bytes
        }
        Damage::Repeat(n) => valid.repeat(*n),
        Damage::Utf16 => {
            let text = String::from_utf8_lossy(valid);
            let mut bytes = vec![0xFF, 0xFE];
            bytes.extend(text.encode_utf16().flat_map(u16::to_le_bytes));
            bytes
        }
        Damage::Latin1 => String::from_utf8_lossy(valid)
            .chars()
            .map(|c| c as u32 as u8)
            .collect(),
        Damage::Binary(t) => splice(valid, at(len, *t), &[0, 0xC3, 0x28, 0xFF, 0xFE]),
    }
}

fn splice(valid: &[u8], at: usize, inserted: &[u8]) -> Vec<u8> {
    let mut bytes = valid[..at].to_vec();
    bytes.extend_from_slice(inserted);
    bytes.extend_from_slice(&valid[at..]);
    bytes
}

/// The bytes as text the way a reader of text gets them: UTF-8 if they are, else with the
/// bad sequences replaced (the file readers refuse those with their own error first).
pub fn as_text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// How long one reading may take, on the slowest machine the tests run on: a reader that
/// takes longer has a loop that grows with the input in a way it must not.
pub const TIME_BOUND: Duration = Duration::from_secs(2);

/// Runs `read` and checks it returned (a value or an error; a panic fails the test) within
/// [`TIME_BOUND`].
pub fn within_bound(what: &str, read: impl FnOnce()) {
    let started = Instant::now();
    read();
    let took = started.elapsed();
    assert!(took < TIME_BOUND, "{what} took {took:?}");
}
