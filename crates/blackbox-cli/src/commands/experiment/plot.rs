//! Figures with plotters, pure Rust: number of boards by atoms
//! (`combinatorics`), unique fraction by size and atoms (seed 002 Fig. 9),
//! fewest and most rays to fill the ports (`fill-ports`), best first moves on
//! the rim (Figs. 11–12) and mean score by strategy and atoms (Fig. 13).
//! Every figure but the rim is a [`Lines`] chart.
//!
//! The file name picks the backend: `.svg` (vector) or `.png` (bitmap).
//! The file is written through [`OutputFile`]: never through a symbolic
//! link, and over an existing file only if it is an image of the same
//! kind (or with `--force`).
//! Text is laid out with the DejaVu Sans font compiled into the binary
//! (the `dejavu` crate), so a figure looks the same on every machine and
//! needs no system fonts.

use crate::images::{PNG_FILE, SVG_FILE};
use anyhow::bail;
use blackbox::Dims;
use blackbox_app::lab::{FirstMove, Summary};
use cli_support::OutputFile;
use image::ImageEncoder;
use plotters::coord::types::{RangedCoordf64, RangedCoordu32};
use plotters::coord::Shift;
use plotters::prelude::*;
use std::path::{Path, PathBuf};

/// Something to draw on a canvas of [`Figure::size`] pixels.
trait Figure {
    /// Width and height in pixels.
    fn size(&self) -> (u32, u32);
    /// Draws onto a white canvas.
    fn draw<DB: DrawingBackend>(&self, root: &DrawingArea<DB, Shift>) -> anyhow::Result<()>
    where
        DB::ErrorType: 'static;
}

/// Accepts a figure file name ending in `.svg` or `.png`, so a bad name is
/// refused before a long experiment runs.
pub fn figure_path(name: &str) -> Result<PathBuf, String> {
    match Path::new(name).extension().and_then(|e| e.to_str()) {
        Some("svg" | "png") => Ok(PathBuf::from(name)),
        _ => Err(format!("{name}: a figure is written as .svg or .png")),
    }
}

/// The figure file of `--plot PATH` (`--force`: replace any regular,
/// writable file): an SVG or PNG image, by extension.
pub fn figure_file(path: &Path, force: bool) -> anyhow::Result<OutputFile> {
    let kind = match path.extension().and_then(|e| e.to_str()) {
        Some("svg") => &SVG_FILE,
        Some("png") => &PNG_FILE,
        _ => bail!("{}: a figure is written as .svg or .png", path.display()),
    };
    Ok(OutputFile::new(path, kind, force))
}

/// Writes `figure` to `file` as SVG or PNG, by extension. The image is
/// made in memory and then written through [`OutputFile`], so that a write
/// that fails says why in words (`cannot write f.png: Permission denied`),
/// not in the encoder's internals.
fn render(file: &OutputFile, figure: &impl Figure) -> anyhow::Result<()> {
    plotters::style::register_font("sans-serif", FontStyle::Normal, dejavu::sans::regular())
        .map_err(|_| anyhow::anyhow!("the built-in font is unreadable"))?;
    let size = figure.size();
    let bytes = match file.path().extension().and_then(|e| e.to_str()) {
        Some("svg") => {
            let mut text = String::new();
            paint(
                SVGBackend::with_string(&mut text, size).into_drawing_area(),
                figure,
            )?;
            text.into_bytes()
        }
        Some("png") => {
            let mut pixels = vec![0u8; size.0 as usize * size.1 as usize * 3];
            paint(
                BitMapBackend::with_buffer(&mut pixels, size).into_drawing_area(),
                figure,
            )?;
            let mut png = Vec::new();
            image::codecs::png::PngEncoder::new(&mut png)
                .write_image(&pixels, size.0, size.1, image::ColorType::Rgb8)
                .map_err(|e| anyhow::anyhow!("cannot encode the figure as PNG: {e}"))?;
            png
        }
        _ => bail!(
            "{}: a figure is written as .svg or .png",
            file.path().display()
        ),
    };
    file.write(&bytes)
}

/// Fills `root` white and draws `figure` on it.
fn paint<DB: DrawingBackend>(
    root: DrawingArea<DB, Shift>,
    figure: &impl Figure,
) -> anyhow::Result<()>
where
    DB::ErrorType: 'static,
{
    root.fill(&WHITE)?;
    figure.draw(&root)?;
    root.present()?;
    Ok(())
}

/// A line chart: x a small count, y a real value.
type Chart<'a, DB> = ChartContext<'a, DB, Cartesian2d<RangedCoordu32, RangedCoordf64>>;

/// Draws one labelled line with a dot at each point.
fn line<DB: DrawingBackend>(
    chart: &mut Chart<'_, DB>,
    series: Vec<(u32, f64)>,
    col: RGBColor,
    label: String,
) -> anyhow::Result<()>
where
    DB::ErrorType: 'static,
{
    chart
        .draw_series(LineSeries::new(series.clone(), col.stroke_width(2)))?
        .label(label)
        .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 16, y)], col.stroke_width(2)));
    chart.draw_series(series.iter().map(|&p| Circle::new(p, 3, col.filled())))?;
    Ok(())
}

/// Draws the legend.
fn legend<'a, DB: DrawingBackend + 'a>(chart: &mut Chart<'a, DB>) -> anyhow::Result<()>
where
    DB::ErrorType: 'static,
{
    chart
        .configure_series_labels()
        .border_style(BLACK)
        .background_style(WHITE)
        .draw()?;
    Ok(())
}

/// Palette colour `i`.
fn colour(i: usize) -> RGBColor {
    let p = Palette99::pick(i).to_rgba();
    RGBColor(p.0, p.1, p.2)
}

/// A line chart: one labelled line of `(x, y)` points per series, x a small
/// count (board side or atoms), y from 0.
struct Lines {
    caption: &'static str,
    x_desc: &'static str,
    y_desc: &'static str,
    /// The top of the y axis.
    y_max: f64,
    series: Vec<(String, Vec<(u32, f64)>)>,
}

impl Lines {
    /// A chart whose y axis ends a tenth above the highest point (at least 1).
    fn fitted(
        caption: &'static str,
        x_desc: &'static str,
        y_desc: &'static str,
        series: Vec<(String, Vec<(u32, f64)>)>,
    ) -> Lines {
        let top = series
            .iter()
            .flat_map(|(_, points)| points.iter().map(|p| p.1))
            .fold(1.0, f64::max);
        Lines {
            caption,
            x_desc,
            y_desc,
            y_max: top * 1.1,
            series,
        }
    }

    /// The x range over every point; a single x gets a unit of room each side.
    fn x_range(&self) -> std::ops::Range<u32> {
        let xs = self.series.iter().flat_map(|(_, p)| p.iter().map(|p| p.0));
        let lo = xs.clone().min().unwrap_or(1);
        let hi = xs.max().unwrap_or(1);
        if lo == hi {
            lo.saturating_sub(1)..hi + 1
        } else {
            lo..hi
        }
    }
}

impl Figure for Lines {
    fn size(&self) -> (u32, u32) {
        (760, 500)
    }

    fn draw<DB: DrawingBackend>(&self, root: &DrawingArea<DB, Shift>) -> anyhow::Result<()>
    where
        DB::ErrorType: 'static,
    {
        let mut chart = ChartBuilder::on(root)
            .caption(self.caption, ("sans-serif", 22))
            .margin(12)
            .x_label_area_size(40)
            .y_label_area_size(50)
            .build_cartesian_2d(self.x_range(), 0f64..self.y_max)?;
        chart
            .configure_mesh()
            .x_desc(self.x_desc)
            .y_desc(self.y_desc)
            .draw()?;
        for (i, (label, points)) in self.series.iter().enumerate() {
            line(&mut chart, points.clone(), colour(i), label.clone())?;
        }
        legend(&mut chart)
    }
}

/// The distinct values of `key` over `items`, sorted.
fn distinct<T, K: Ord>(items: &[T], key: impl Fn(&T) -> K) -> Vec<K> {
    let mut keys: Vec<K> = items.iter().map(key).collect();
    keys.sort_unstable();
    keys.dedup();
    keys
}

/// One line per size: `(atoms, y)` for each configuration of that size.
fn by_size<T>(
    results: &[(Dims, usize, T)],
    label: impl Fn(Dims) -> String,
    y: impl Fn(&T) -> f64,
) -> Vec<(String, Vec<(u32, f64)>)> {
    distinct(results, |r| (r.0.rows(), r.0.cols()))
        .into_iter()
        .map(|(rows, cols)| {
            let points = results
                .iter()
                .filter(|r| (r.0.rows(), r.0.cols()) == (rows, cols))
                .map(|r| (r.1 as u32, y(&r.2)))
                .collect();
            (
                label(Dims::new(rows, cols).expect("a size read before")),
                points,
            )
        })
        .collect()
}

/// The number of boards by atoms, one line per size, on a log scale
/// (`boards` are exact decimal strings, far beyond `f64` integers).
pub fn boards(path: &OutputFile, results: &[(Dims, usize, String)]) -> anyhow::Result<()> {
    let series = by_size(results, |d| d.to_string(), |b| log10_decimal(b));
    render(
        path,
        &Lines::fitted("Number of boards", "atoms", "boards (log10)", series),
    )
}

/// `log10` of a decimal integer of any length (0 for 0): the first 15
/// digits read as a float, plus one per further digit.
fn log10_decimal(digits: &str) -> f64 {
    let lead = digits.len().min(15);
    match digits[..lead].parse::<f64>() {
        Ok(x) if x > 0.0 => x.log10() + (digits.len() - lead) as f64,
        _ => 0.0,
    }
}

/// Fewest and most rays to fill every port, by atoms, per size.
pub fn fill_rays(path: &OutputFile, results: &[(Dims, usize, (u32, u32))]) -> anyhow::Result<()> {
    let mut series = by_size(results, |d| format!("fewest {d}"), |r| r.0 as f64);
    series.extend(by_size(results, |d| format!("most {d}"), |r| r.1 as f64));
    render(
        path,
        &Lines::fitted("Rays to fill every port", "atoms", "rays", series),
    )
}

/// Fig. 9: percentage of boards with unique feedback, by board side and atoms.
pub fn unique_fraction(path: &OutputFile, points: &[(Dims, usize, f64)]) -> anyhow::Result<()> {
    let series = distinct(points, |p| p.1)
        .into_iter()
        .map(|k| {
            let line = points
                .iter()
                .filter(|p| p.1 == k)
                .map(|p| (p.0.rows() as u32, 100.0 * p.2))
                .collect();
            (format!("{k} atoms"), line)
        })
        .collect();
    let figure = Lines {
        caption: "Boards with unique full feedback",
        x_desc: "board side (NxN)",
        y_desc: "% unique",
        y_max: 100.0,
        series,
    };
    render(path, &figure)
}

/// The census of one board size over several atom counts: the percentage
/// of boards whose full feedback another board shares, by atoms.
pub fn ambiguous_by_atoms(
    path: &OutputFile,
    dims: Dims,
    points: &[(usize, f64)],
) -> anyhow::Result<()> {
    let line = points
        .iter()
        .map(|&(k, unique)| (k as u32, 100.0 * (1.0 - unique)))
        .collect();
    let figure = Lines::fitted(
        "Boards whose full feedback another board shares",
        "atoms",
        "% ambiguous",
        vec![(format!("{dims}"), line)],
    );
    render(path, &figure)
}

/// Figs. 11–12: the rim coloured by worst-case remaining boards; best ports light.
pub fn first_moves(
    path: &OutputFile,
    dims: Dims,
    atoms: usize,
    f: &FirstMove,
) -> anyhow::Result<()> {
    render(path, &FirstMoves { dims, atoms, f })
}

/// Side of one square of the rim drawing, in pixels.
const CELL: i32 = 40;

/// Figs. 11–12's data.
struct FirstMoves<'a> {
    dims: Dims,
    atoms: usize,
    f: &'a FirstMove,
}

impl Figure for FirstMoves<'_> {
    fn size(&self) -> (u32, u32) {
        let (r, c) = (self.dims.rows() as i32, self.dims.cols() as i32);
        // At least wide enough for the title.
        (
            ((c + 2) * CELL + 20).max(480) as u32,
            ((r + 2) * CELL + 60) as u32,
        )
    }

    fn draw<DB: DrawingBackend>(&self, root: &DrawingArea<DB, Shift>) -> anyhow::Result<()>
    where
        DB::ErrorType: 'static,
    {
        let FirstMoves { dims, atoms, f } = *self;
        let cell = CELL;
        let (r, c) = (dims.rows() as i32, dims.cols() as i32);
        root.draw(&Text::new(
            format!("Best first moves, {dims} with {atoms} atoms (worst case)"),
            (10, 10),
            ("sans-serif", 16),
        ))?;
        let at = |row: i32, col: i32| ((col + 1) * cell + 10, (row + 1) * cell + 40);
        let square = |row: i32, col: i32, style: ShapeStyle| {
            let (x, y) = at(row, col);
            Rectangle::new([(x, y), (x + cell - 2, y + cell - 2)], style)
        };
        for row in 0..r {
            for col in 0..c {
                root.draw(&square(row, col, RGBColor(220, 220, 220).filled()))?;
            }
        }
        let worst: Vec<u64> = f.ports.iter().map(|p| p.worst_case).collect();
        let (lo, hi) = (
            *worst.iter().min().unwrap_or(&0),
            *worst.iter().max().unwrap_or(&1),
        );
        for p in &f.ports {
            let port = dims.port(p.port)?;
            let (pos, _) = dims.entry(port);
            let t = if hi > lo {
                (p.worst_case - lo) as f64 / (hi - lo) as f64
            } else {
                0.0
            };
            let shade = (255.0 - 200.0 * t) as u8;
            let (fill, ink) = if f.best_ports.contains(&p.port) {
                (RGBColor(255, 230, 80), BLACK)
            } else {
                (RGBColor(shade / 2, shade / 2, shade), WHITE)
            };
            root.draw(&square(pos.row, pos.col, fill.filled()))?;
            let (x, y) = at(pos.row, pos.col);
            root.draw(&Text::new(
                p.worst_case.to_string(),
                (x + 2, y + cell / 2 - 6),
                ("sans-serif", 9).into_font().color(&ink),
            ))?;
        }
        Ok(())
    }
}

/// Fig. 13: mean score by atoms, one line per strategy and size.
pub fn mean_scores(
    path: &OutputFile,
    configs: &[(String, usize, Vec<Summary>)],
) -> anyhow::Result<()> {
    let lines = distinct(
        &configs
            .iter()
            .flat_map(|c| c.2.iter().map(move |s| (c.0.clone(), s.name.clone())))
            .collect::<Vec<_>>(),
        Clone::clone,
    );
    let series = lines
        .into_iter()
        .map(|(size, name)| {
            let points = configs
                .iter()
                .filter(|c| c.0 == size)
                .filter_map(|c| {
                    c.2.iter()
                        .find(|s| s.name == name)
                        .map(|s| (c.1 as u32, s.mean_score))
                })
                .collect();
            (format!("{name} {size}"), points)
        })
        .collect();
    render(
        path,
        &Lines::fitted("Mean score by strategy", "atoms", "mean score", series),
    )
}

#[cfg(test)]
mod tests {
    use super::log10_decimal;

    #[test]
    fn log10_of_long_decimals() {
        assert_eq!(log10_decimal("0"), 0.0);
        assert_eq!(log10_decimal("1"), 0.0);
        assert!((log10_decimal("1000") - 3.0).abs() < 1e-12);
        let big = format!("2{}", "0".repeat(40));
        assert!((log10_decimal(&big) - (40.0 + 2f64.log10())).abs() < 1e-9);
    }
}
