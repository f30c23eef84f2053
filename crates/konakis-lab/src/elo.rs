//! Elo-style ratings fitted to a round robin's results: the Bradley-Terry model on the Elo
//! scale (a player rated 400 above another scores 10 to 1 against it), fitted by maximum
//! likelihood with Newton's method, the first player held at 0. A draw counts as half a win
//! for each side. So that a player who won every game still gets a finite rating, each pair
//! of neighbours (players `i` and `i + 1`) starts with one virtual draw, as BayesElo's prior
//! does; it pulls the ratings together a little, never apart. The error bars come from the
//! curvature of the likelihood at its peak (the inverse of the observed information).

/// Points scored in one pairing.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub(crate) struct Pairing {
    /// Games played.
    pub games: f64,
    /// Points the first of the pair scored (a win 1, a draw 1/2).
    pub points: f64,
}

/// A fitted rating.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Rating {
    /// Elo points above the first player.
    pub elo: f64,
    /// Half the width of its 95% interval.
    pub error: f64,
}

/// The Elo scale: 400 points is a factor of 10 in the odds.
const SCALE: f64 = 400.0 / std::f64::consts::LN_10;
/// Virtual games (one draw) added between neighbours.
const PRIOR_GAMES: f64 = 1.0;
/// z of a two-sided 95% interval.
const Z95: f64 = 1.96;

/// The ratings of `n` players from `results[i][j]` (i < j: player i's points against j).
pub(crate) fn fit(n: usize, results: &[Vec<Pairing>]) -> Vec<Rating> {
    let pairs = with_prior(n, results);
    // Strengths in natural units (ln odds); player 0 stays at 0.
    let mut s = vec![0.0; n];
    for _ in 0..100 {
        let (gradient, hessian) = derivatives(n, &pairs, &s);
        let Some(step) = solve(&hessian, &gradient) else {
            break;
        };
        for (k, d) in step.iter().enumerate() {
            s[k + 1] -= d;
        }
        if step.iter().all(|d| d.abs() < 1e-10) {
            break;
        }
    }
    let (_, hessian) = derivatives(n, &pairs, &s);
    let variances = inverse_diagonal(&hessian);
    (0..n)
        .map(|i| Rating {
            elo: s[i] * SCALE,
            error: if i == 0 {
                0.0
            } else {
                Z95 * variances[i - 1].max(0.0).sqrt() * SCALE
            },
        })
        .collect()
}

/// Every pairing as (i, j, games, points of i), the prior's draws included.
fn with_prior(n: usize, results: &[Vec<Pairing>]) -> Vec<(usize, usize, f64, f64)> {
    pairs(n)
        .map(|(i, j)| {
            let mut p = results[i][j];
            if j == i + 1 {
                p.games += PRIOR_GAMES;
                p.points += PRIOR_GAMES / 2.0;
            }
            (i, j, p.games, p.points)
        })
        .filter(|&(_, _, games, _)| games > 0.0)
        .collect()
}

/// Every pair `(i, j)` of `n` players with `i < j`, in order.
pub(crate) fn pairs(n: usize) -> impl Iterator<Item = (usize, usize)> {
    (0..n).flat_map(move |i| (i + 1..n).map(move |j| (i, j)))
}

/// The gradient and Hessian of the negative log-likelihood in players 1..n's strengths.
fn derivatives(
    n: usize,
    pairs: &[(usize, usize, f64, f64)],
    s: &[f64],
) -> (Vec<f64>, Vec<Vec<f64>>) {
    let m = n - 1;
    let mut gradient = vec![0.0; m];
    let mut hessian = vec![vec![0.0; m]; m];
    for &(i, j, games, points) in pairs {
        let expected = 1.0 / (1.0 + (s[j] - s[i]).exp());
        let residual = games * expected - points;
        let weight = games * expected * (1.0 - expected);
        // d/ds_i of -loglik is `residual`, d/ds_j is `-residual`.
        for (k, sign) in [(i, 1.0), (j, -1.0)] {
            if k > 0 {
                gradient[k - 1] += sign * residual;
            }
        }
        for (a, b, w) in [
            (i, i, weight),
            (j, j, weight),
            (i, j, -weight),
            (j, i, -weight),
        ] {
            if a > 0 && b > 0 {
                hessian[a - 1][b - 1] += w;
            }
        }
    }
    (gradient, hessian)
}

/// Solves `a x = b` by Gaussian elimination with partial pivoting; `None` if singular.
fn solve(a: &[Vec<f64>], b: &[f64]) -> Option<Vec<f64>> {
    let m = b.len();
    let mut rows: Vec<Vec<f64>> = a
        .iter()
        .zip(b)
        .map(|(row, &v)| row.iter().copied().chain([v]).collect())
        .collect();
    for col in 0..m {
        let pivot = (col..m).max_by(|&x, &y| rows[x][col].abs().total_cmp(&rows[y][col].abs()))?;
        if rows[pivot][col].abs() < 1e-12 {
            return None;
        }
        rows.swap(col, pivot);
        let pivot_row = rows[col].clone();
        for (r, row) in rows.iter_mut().enumerate() {
            if r != col {
                let factor = row[col] / pivot_row[col];
                for (x, p) in row[col..].iter_mut().zip(&pivot_row[col..]) {
                    *x -= factor * p;
                }
            }
        }
    }
    Some((0..m).map(|r| rows[r][m] / rows[r][r]).collect())
}

/// The diagonal of `a`'s inverse (the variances), column by column.
fn inverse_diagonal(a: &[Vec<f64>]) -> Vec<f64> {
    let m = a.len();
    (0..m)
        .map(|k| {
            let unit: Vec<f64> = (0..m).map(|r| if r == k { 1.0 } else { 0.0 }).collect();
            solve(a, &unit).map_or(f64::INFINITY, |x| x[k])
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(n: usize, games: &[(usize, usize, f64, f64)]) -> Vec<Vec<Pairing>> {
        let mut t = vec![vec![Pairing::default(); n]; n];
        for &(i, j, g, p) in games {
            t[i][j] = Pairing {
                games: g,
                points: p,
            };
        }
        t
    }

    #[test]
    fn equal_players_rate_equal_and_a_76_percent_score_is_about_200() {
        let even = fit(2, &table(2, &[(0, 1, 1000.0, 500.0)]));
        assert!(even[1].elo.abs() < 1e-6);
        // 1 - 0.76 = 0.24 for player 0: player 1 is about 200 above.
        let r = fit(2, &table(2, &[(0, 1, 10_000.0, 2_403.0)]));
        assert!((r[1].elo - 200.0).abs() < 2.0, "{r:?}");
        assert!(r[1].error < 10.0 && r[1].error > 5.0, "{r:?}");
    }

    #[test]
    fn a_clean_sweep_stays_finite_and_order_follows_strength() {
        // 0 < 1 < 2, each winning every game against those below.
        let r = fit(
            3,
            &table(
                3,
                &[(0, 1, 20.0, 0.0), (0, 2, 20.0, 0.0), (1, 2, 20.0, 0.0)],
            ),
        );
        assert!(r[1].elo > 100.0 && r[1].elo.is_finite(), "{r:?}");
        assert!(r[2].elo > r[1].elo + 100.0, "{r:?}");
        assert!(r.iter().all(|x| x.error.is_finite()));
    }

    #[test]
    fn more_games_narrow_the_error_bars() {
        let few = fit(2, &table(2, &[(0, 1, 20.0, 6.0)]));
        let many = fit(2, &table(2, &[(0, 1, 2000.0, 600.0)]));
        assert!(many[1].error < few[1].error / 5.0, "{few:?} {many:?}");
    }
}
