//! The sound synthesiser: every effect and the ambient loop built from sine partials, noise
//! and envelopes. Mono samples in [-1, 1] at [`SAMPLE_RATE`].

use std::f32::consts::TAU;

/// Samples per second.
pub const SAMPLE_RATE: u32 = 44_100;

fn samples(secs: f32) -> usize {
    (secs * SAMPLE_RATE as f32) as usize
}

/// A small deterministic noise source.
struct Noise(u32);

impl Noise {
    fn next(&mut self) -> f32 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 17;
        self.0 ^= self.0 << 5;
        (self.0 as f32 / u32::MAX as f32) * 2.0 - 1.0
    }
}

/// Exponential decay envelope with a short attack.
fn env(t: f32, attack: f32, decay: f32) -> f32 {
    let a = (t / attack).min(1.0);
    a * (-t / decay).exp()
}

/// A struck wooden body: a few inharmonic partials.
fn knock(t: f32, freq: f32, decay: f32) -> f32 {
    [(1.0, 1.0), (2.76, 0.45), (5.40, 0.2)]
        .iter()
        .map(|(ratio, amp)| amp * (TAU * freq * ratio * t).sin() * env(t, 0.002, decay / ratio))
        .sum()
}

fn normalise(mut s: Vec<f32>, peak: f32) -> Vec<f32> {
    let max = s.iter().fold(0.0f32, |m, x| m.max(x.abs())).max(1e-6);
    for x in &mut s {
        *x *= peak / max;
    }
    s
}

/// Picking up a piece: a light wooden tick.
pub fn select() -> Vec<f32> {
    let n = samples(0.12);
    normalise(
        (0..n)
            .map(|i| knock(i as f32 / SAMPLE_RATE as f32, 820.0, 0.025))
            .collect(),
        0.6,
    )
}

/// A piece sliding on wood: filtered noise swelling and fading, ending on a soft set-down.
pub fn slide() -> Vec<f32> {
    let n = samples(0.32);
    let mut noise = Noise(0x1234_5678);
    let mut low = 0.0;
    let mut out = Vec::with_capacity(n);
    for i in 0..n {
        let t = i as f32 / SAMPLE_RATE as f32;
        low += 0.08 * (noise.next() - low);
        let swell = (t / 0.25 * std::f32::consts::PI).sin().max(0.0) * (t < 0.25) as u8 as f32;
        let set_down = if t > 0.24 {
            knock(t - 0.24, 300.0, 0.03) * 0.8
        } else {
            0.0
        };
        out.push(low * swell * 2.5 + set_down);
    }
    normalise(out, 0.5)
}

/// A capture: a heavy thud and a clack.
pub fn capture() -> Vec<f32> {
    let n = samples(0.45);
    let mut noise = Noise(0xCAFE_F00D);
    normalise(
        (0..n)
            .map(|i| {
                let t = i as f32 / SAMPLE_RATE as f32;
                let thud = (TAU * 95.0 * t * (1.0 - 0.3 * t)).sin() * env(t, 0.003, 0.12);
                let clack = knock(t, 1250.0, 0.018) * 0.7;
                let dust = noise.next() * env(t, 0.001, 0.03) * 0.4;
                thud + clack + dust
            })
            .collect(),
        0.8,
    )
}

/// A refused move: two low dull knocks.
pub fn illegal() -> Vec<f32> {
    let n = samples(0.3);
    normalise(
        (0..n)
            .map(|i| {
                let t = i as f32 / SAMPLE_RATE as f32;
                let first = knock(t, 180.0, 0.05);
                let second = if t > 0.12 {
                    knock(t - 0.12, 150.0, 0.06)
                } else {
                    0.0
                };
                first + second
            })
            .collect(),
        0.6,
    )
}

/// A horn tone with a little vibrato.
fn horn(t: f32, freq: f32, len: f32) -> f32 {
    if t < 0.0 || t > len {
        return 0.0;
    }
    let vib = 1.0 + 0.006 * (TAU * 5.0 * t).sin();
    let shape = (t / 0.06).min(1.0) * ((len - t) / 0.12).clamp(0.0, 1.0);
    (1..=5)
        .map(|h| (TAU * freq * vib * h as f32 * t).sin() / (h as f32).powf(1.3))
        .sum::<f32>()
        * shape
}

/// Horn notes: note `k` (frequency, start, length) in seconds, mixed over `secs`.
fn horn_phrase(notes: &[(f32, f32, f32)], secs: f32, peak: f32) -> Vec<f32> {
    let samples = (0..samples(secs))
        .map(|i| {
            let t = i as f32 / SAMPLE_RATE as f32;
            notes
                .iter()
                .map(|&(freq, start, len)| horn(t - start, freq, len))
                .sum()
        })
        .collect();
    normalise(samples, peak)
}

/// Raichi: a two-note horn call.
pub fn raichi() -> Vec<f32> {
    horn_phrase(&[(220.0, 0.0, 0.35), (330.0, 0.4, 0.5)], 0.9, 0.55)
}

/// "Odpoczynek!" (the king rests between two attackers): a calm falling call, softer than
/// raichi's rising one.
pub fn rest() -> Vec<f32> {
    horn_phrase(&[(293.7, 0.0, 0.4), (220.0, 0.45, 0.75)], 1.3, 0.45)
}

/// A die thrown on wood: quick irregular clicks, closer and softer as it settles, in the
/// time the die rolls on screen.
pub fn rattle() -> Vec<f32> {
    let hits = [
        0.0, 0.085, 0.16, 0.225, 0.28, 0.33, 0.37, 0.405, 0.435, 0.46, 0.485,
    ];
    let mut noise = Noise(0xD1CE_5EED);
    let pitches: Vec<f32> = hits.iter().map(|_| 2400.0 + 900.0 * noise.next()).collect();
    let n = samples(0.62);
    let out = (0..n)
        .map(|i| {
            let t = i as f32 / SAMPLE_RATE as f32;
            let grit = noise.next();
            hits.iter()
                .zip(&pitches)
                .enumerate()
                .filter(|&(_, (&at, _))| t >= at)
                .map(|(k, (&at, &pitch))| {
                    let dt = t - at;
                    let loud = 0.92f32.powi(k as i32);
                    loud * (knock(dt, pitch, 0.012) + 0.5 * grit * env(dt, 0.0005, 0.004))
                })
                .sum()
        })
        .collect();
    normalise(out, 0.5)
}

/// A win: a rising horn arpeggio, the notes held to the end.
pub fn win() -> Vec<f32> {
    let notes: [f32; 4] = [261.6, 329.6, 392.0, 523.3];
    let phrase: Vec<_> = notes
        .iter()
        .enumerate()
        .map(|(k, &f)| (f, k as f32 * 0.18, 1.5 - k as f32 * 0.18))
        .collect();
    horn_phrase(&phrase, 1.6, 0.6)
}

/// A loss: a falling minor line of short notes.
pub fn loss() -> Vec<f32> {
    let notes: [f32; 4] = [392.0, 311.1, 261.6, 196.0];
    let phrase: Vec<_> = notes
        .iter()
        .enumerate()
        .map(|(k, &f)| (f, k as f32 * 0.3, 0.45))
        .collect();
    horn_phrase(&phrase, 1.6, 0.55)
}

/// The ambient loop: a low drone chord with slow swells and wind; its length is a whole
/// number of every partial's periods' beat cycle, so it loops without a click.
pub fn ambient() -> Vec<f32> {
    let secs = 12.0;
    let n = samples(secs);
    let mut noise = Noise(0xA11_B1E5);
    let mut wind = 0.0;
    let chord = [55.0, 82.5, 110.0, 165.0];
    let mut out: Vec<f32> = (0..n)
        .map(|i| {
            let t = i as f32 / SAMPLE_RATE as f32;
            let swell = 0.6 + 0.4 * (TAU * t / secs).sin();
            let drone: f32 = chord
                .iter()
                .enumerate()
                .map(|(k, f)| {
                    let wobble = 0.5 + 0.5 * (TAU * (t / secs) * (k as f32 + 1.0)).cos();
                    (TAU * f * t).sin() * 0.25 * wobble
                })
                .sum();
            wind += 0.002 * (noise.next() - wind);
            let gust = 0.5 + 0.5 * (TAU * 2.0 * t / secs + 1.0).sin();
            drone * swell + wind * 6.0 * gust
        })
        .collect();
    // Cross-fade the ends so the loop joins smoothly.
    let fade = samples(0.5);
    for i in 0..fade {
        let w = i as f32 / fade as f32;
        let end = n - fade + i;
        let mixed = out[end] * (1.0 - w) + out[i] * w;
        out[end] = mixed;
    }
    normalise(out, 0.35)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_sound_is_audible_bounded_and_distinct() {
        let sounds = [
            select(),
            slide(),
            capture(),
            illegal(),
            raichi(),
            rest(),
            rattle(),
            win(),
            loss(),
            ambient(),
        ];
        for (i, s) in sounds.iter().enumerate() {
            assert!(!s.is_empty(), "sound {i} is empty");
            let peak = s.iter().fold(0.0f32, |m, x| m.max(x.abs()));
            assert!(peak > 0.3 && peak <= 1.0, "sound {i} peak {peak}");
            assert!(s.iter().all(|x| x.is_finite()), "sound {i} has NaN");
        }
        for i in 0..sounds.len() {
            for j in i + 1..sounds.len() {
                assert_ne!(sounds[i].len().min(2000), 0);
                assert!(sounds[i] != sounds[j], "sounds {i} and {j} are the same");
            }
        }
    }
}
