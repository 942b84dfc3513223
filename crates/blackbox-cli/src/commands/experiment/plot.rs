//! Figures with plotters, pure Rust: unique fraction by size and atoms
//! (seed 002 Fig. 9), best first moves on the rim (Figs. 11–12) and mean
//! score by strategy and atoms (Fig. 13).
//!
//! The file name picks the backend: `.svg` (vector) or `.png` (bitmap).
//! Text is laid out with the DejaVu Sans font compiled into the binary
//! (the `dejavu` crate), so a figure looks the same on every machine and
//! needs no system fonts.

use anyhow::{bail, Context};
use blackbox::Dims;
use blackbox_lab::{FirstMove, Summary};
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

/// Writes `figure` to `path` as SVG or PNG, by extension.
fn render(path: &Path, figure: &impl Figure) -> anyhow::Result<()> {
    plotters::style::register_font("sans-serif", FontStyle::Normal, dejavu::sans::regular())
        .map_err(|_| anyhow::anyhow!("the built-in font is unreadable"))?;
    let size = figure.size();
    match path.extension().and_then(|e| e.to_str()) {
        Some("svg") => paint(
            path,
            SVGBackend::new(path, size).into_drawing_area(),
            figure,
        ),
        Some("png") => paint(
            path,
            BitMapBackend::new(path, size).into_drawing_area(),
            figure,
        ),
        _ => bail!("{}: a figure is written as .svg or .png", path.display()),
    }
}

/// Fills `root` white, draws `figure` and writes the file.
fn paint<DB: DrawingBackend>(
    path: &Path,
    root: DrawingArea<DB, Shift>,
    figure: &impl Figure,
) -> anyhow::Result<()>
where
    DB::ErrorType: 'static,
{
    root.fill(&WHITE)?;
    figure.draw(&root)?;
    root.present()
        .with_context(|| format!("writing {}", path.display()))
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

/// Fig. 9: percentage of boards with unique feedback, by board side and atoms.
pub fn unique_fraction(path: &Path, points: &[(Dims, usize, f64)]) -> anyhow::Result<()> {
    render(path, &UniqueFraction(points))
}

/// Fig. 9's data: (size, atoms, unique fraction) per census.
struct UniqueFraction<'a>(&'a [(Dims, usize, f64)]);

impl Figure for UniqueFraction<'_> {
    fn size(&self) -> (u32, u32) {
        (720, 480)
    }

    fn draw<DB: DrawingBackend>(&self, root: &DrawingArea<DB, Shift>) -> anyhow::Result<()>
    where
        DB::ErrorType: 'static,
    {
        let points = self.0;
        let sides: Vec<u32> = points.iter().map(|p| p.0.rows() as u32).collect();
        let (lo, hi) = (
            sides.iter().min().copied().unwrap_or(1),
            sides.iter().max().copied().unwrap_or(1),
        );
        let mut chart = ChartBuilder::on(root)
            .caption("Boards with unique full feedback", ("sans-serif", 22))
            .margin(12)
            .x_label_area_size(40)
            .y_label_area_size(50)
            .build_cartesian_2d(lo..hi, 0f64..100f64)?;
        chart
            .configure_mesh()
            .x_desc("board side (NxN)")
            .y_desc("% unique")
            .draw()?;
        let mut atoms: Vec<usize> = points.iter().map(|p| p.1).collect();
        atoms.sort_unstable();
        atoms.dedup();
        for (i, &k) in atoms.iter().enumerate() {
            let series: Vec<(u32, f64)> = points
                .iter()
                .filter(|p| p.1 == k)
                .map(|p| (p.0.rows() as u32, 100.0 * p.2))
                .collect();
            line(&mut chart, series, colour(i), format!("{k} atoms"))?;
        }
        legend(&mut chart)
    }
}

/// Figs. 11–12: the rim coloured by worst-case remaining boards; best ports light.
pub fn first_moves(path: &Path, dims: Dims, atoms: usize, f: &FirstMove) -> anyhow::Result<()> {
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
pub fn mean_scores(path: &Path, configs: &[(String, usize, Vec<Summary>)]) -> anyhow::Result<()> {
    render(path, &MeanScores(configs))
}

/// Fig. 13's data: (size, atoms, summaries) per configuration.
struct MeanScores<'a>(&'a [(String, usize, Vec<Summary>)]);

impl Figure for MeanScores<'_> {
    fn size(&self) -> (u32, u32) {
        (760, 500)
    }

    fn draw<DB: DrawingBackend>(&self, root: &DrawingArea<DB, Shift>) -> anyhow::Result<()>
    where
        DB::ErrorType: 'static,
    {
        let configs = self.0;
        let atoms: Vec<usize> = configs.iter().map(|c| c.1).collect();
        let (lo, hi) = (
            *atoms.iter().min().unwrap_or(&1),
            *atoms.iter().max().unwrap_or(&1),
        );
        let top = configs
            .iter()
            .flat_map(|c| c.2.iter().map(|s| s.mean_score))
            .fold(1.0, f64::max);
        let mut chart = ChartBuilder::on(root)
            .caption("Mean score by strategy", ("sans-serif", 22))
            .margin(12)
            .x_label_area_size(40)
            .y_label_area_size(50)
            .build_cartesian_2d(lo as u32..hi as u32, 0f64..top * 1.1)?;
        chart
            .configure_mesh()
            .x_desc("atoms")
            .y_desc("mean score")
            .draw()?;
        let mut lines: Vec<(String, String)> = configs
            .iter()
            .flat_map(|c| c.2.iter().map(move |s| (c.0.clone(), s.name.clone())))
            .collect();
        lines.sort();
        lines.dedup();
        for (i, (size, name)) in lines.iter().enumerate() {
            let series: Vec<(u32, f64)> = configs
                .iter()
                .filter(|c| &c.0 == size)
                .filter_map(|c| {
                    c.2.iter()
                        .find(|s| &s.name == name)
                        .map(|s| (c.1 as u32, s.mean_score))
                })
                .collect();
            line(&mut chart, series, colour(i), format!("{name} {size}"))?;
        }
        legend(&mut chart)
    }
}
