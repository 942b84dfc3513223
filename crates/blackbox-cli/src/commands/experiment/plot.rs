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
use plotters::coord::types::RangedCoordf64;
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

/// A line chart: x a small count (labelled at the counts only, with room
/// beside the first and last so that their markers are drawn whole), y a
/// real value.
type Chart<'a, DB> = ChartContext<'a, DB, Cartesian2d<RangedCoordf64, RangedCoordf64>>;

/// One point of a series: its value and the half-width of its 95 %
/// interval (0 for an exact value, drawn without a bar).
#[derive(Clone, Copy, Debug, PartialEq)]
struct Point {
    x: u32,
    y: f64,
    err: f64,
}

impl Point {
    /// An exact value.
    fn exact(x: u32, y: f64) -> Point {
        Point { x, y, err: 0.0 }
    }
}

/// One labelled series of points.
struct Series {
    label: String,
    points: Vec<Point>,
}

/// How the y axis reads its values.
#[derive(Clone, Copy, PartialEq)]
enum YAxis {
    /// As they are.
    Linear,
    /// As `log10` of the quantity: one tick a decade, written `1e6`.
    Log10,
}

/// The colours of the series: Okabe and Ito's palette for readers with
/// any colour vision, without its yellow (unreadable on white).
const PALETTE: [RGBColor; 7] = [
    RGBColor(0, 114, 178),
    RGBColor(213, 94, 0),
    RGBColor(0, 158, 115),
    RGBColor(204, 121, 167),
    RGBColor(230, 159, 0),
    RGBColor(86, 180, 233),
    RGBColor(0, 0, 0),
];

/// Series `i`'s colour; the marker changes each time the colours repeat.
fn colour(i: usize) -> RGBColor {
    PALETTE[i % PALETTE.len()]
}

/// Draws one labelled series: a line through its points (unless the x
/// axis is categorical), a marker at each, and its 95 % intervals.
fn draw_series<'a, DB: DrawingBackend + 'a>(
    chart: &mut Chart<'a, DB>,
    i: usize,
    series: &Series,
    joined: bool,
) -> anyhow::Result<()>
where
    DB::ErrorType: 'static,
{
    let col = colour(i);
    let xy: Vec<(f64, f64)> = (series.points.iter())
        .map(|p| (f64::from(p.x), p.y))
        .collect();
    if joined {
        chart.draw_series(LineSeries::new(xy.clone(), col.stroke_width(2)))?;
    }
    let bars = series.points.iter().filter(|p| p.err > 0.0);
    chart.draw_series(bars.map(|p| {
        let x = f64::from(p.x);
        ErrorBar::new_vertical(x, p.y - p.err, p.y, p.y + p.err, col.stroke_width(2), 10)
    }))?;
    let shape = i / PALETTE.len() % 3;
    let annotation = match shape {
        0 => chart.draw_series(xy.iter().map(|&p| Circle::new(p, 4, col.filled())))?,
        1 => chart.draw_series(xy.iter().map(|&p| TriangleMarker::new(p, 5, col.filled())))?,
        _ => chart.draw_series(xy.iter().map(|&p| Cross::new(p, 5, col.stroke_width(2))))?,
    };
    annotation
        .label(series.label.clone())
        .legend(move |(x, y)| {
            EmptyElement::at((x, y))
                + PathElement::new(vec![(0, 0), (18, 0)], col.stroke_width(2))
                + Circle::new((9, 0), 4, col.filled())
        });
    Ok(())
}

/// A chart of series of points over a small count (board side, atoms) or
/// over named categories (players), the y axis fitted to the data.
struct Lines {
    caption: String,
    x_desc: String,
    y_desc: String,
    /// The y axis's range.
    y: std::ops::Range<f64>,
    y_axis: YAxis,
    /// Names of the x positions 1, 2, …: a categorical axis, whose points
    /// are not joined.
    x_names: Option<Vec<String>>,
    series: Vec<Series>,
}

impl Lines {
    /// A chart whose y axis fits its points and their intervals, with a
    /// margin, within `bounds` (a share stays within 0 to 100 %).
    fn fitted(
        caption: impl Into<String>,
        x_desc: impl Into<String>,
        y_desc: impl Into<String>,
        series: Vec<Series>,
        bounds: std::ops::Range<f64>,
    ) -> Lines {
        let points = || series.iter().flat_map(|s| s.points.iter());
        let lo = points().map(|p| p.y - p.err).fold(f64::INFINITY, f64::min);
        let hi = points()
            .map(|p| p.y + p.err)
            .fold(f64::NEG_INFINITY, f64::max);
        let y = fit(lo, hi, bounds);
        Lines {
            caption: caption.into(),
            x_desc: x_desc.into(),
            y_desc: y_desc.into(),
            y,
            y_axis: YAxis::Linear,
            x_names: None,
            series,
        }
    }

    /// The same chart, its values being `log10` of the quantity: the axis
    /// runs over whole decades.
    fn log10(mut self) -> Lines {
        let (lo, hi) = self.data_range().unwrap_or((0.0, 1.0));
        let (lo, hi) = (lo.floor(), hi.ceil());
        self.y = lo..hi.max(lo + 1.0);
        self.y_axis = YAxis::Log10;
        self
    }

    /// The least and greatest value of the points, if any.
    fn data_range(&self) -> Option<(f64, f64)> {
        let ys = self
            .series
            .iter()
            .flat_map(|s| s.points.iter().map(|p| p.y));
        let lo = ys.clone().fold(f64::INFINITY, f64::min);
        let hi = ys.fold(f64::NEG_INFINITY, f64::max);
        (lo <= hi).then_some((lo, hi))
    }

    /// The x positions ticked (every count from the first to the last, or
    /// every category) and the x axis's range: a unit of room each side
    /// where every point has the same x, else room for a marker.
    fn x_axis(&self) -> (Vec<u32>, std::ops::Range<f64>) {
        if let Some(names) = &self.x_names {
            let n = names.len() as u32;
            return ((1..=n).collect(), 0.5..f64::from(n) + 0.5);
        }
        let xs = self
            .series
            .iter()
            .flat_map(|s| s.points.iter().map(|p| p.x));
        let lo = xs.clone().min().unwrap_or(1);
        let hi = xs.max().unwrap_or(1);
        let room = if lo == hi {
            1.0
        } else {
            0.06 * f64::from(hi - lo)
        };
        (
            (lo..=hi).collect(),
            f64::from(lo) - room..f64::from(hi) + room,
        )
    }

    /// Where the series pass, as shares of the plot's width and height:
    /// each point, and along the lines that join them.
    fn inked(&self) -> Vec<(f64, f64)> {
        let xs = self.x_axis().1;
        let (x0, xw) = (xs.start, xs.end - xs.start);
        let (y0, yh) = (self.y.start, self.y.end - self.y.start);
        let share = |x: f64, y: f64| ((x - x0) / xw, (y - y0) / yh);
        let mut inked = Vec::new();
        for series in &self.series {
            let points: Vec<(f64, f64)> = (series.points.iter())
                .map(|p| share(f64::from(p.x), p.y))
                .collect();
            inked.extend(&points);
            if self.x_names.is_none() {
                for pair in points.windows(2) {
                    let ((u0, v0), (u1, v1)) = (pair[0], pair[1]);
                    inked.extend((1..8).map(|k| {
                        let t = f64::from(k) / 8.0;
                        (u0 + t * (u1 - u0), v0 + t * (v1 - v0))
                    }));
                }
            }
        }
        inked
    }

    /// The place for the legend where the series pass least (their points
    /// and the lines between them): a corner or the middle of a side, each
    /// the outer two fifths of the width and two fifths of the height;
    /// ties go to the first of upper right, upper left, middle right,
    /// middle left, lower right, lower left.
    fn quiet_corner(&self) -> SeriesLabelPosition {
        use SeriesLabelPosition::*;
        let inked = self.inked();
        let places = [
            (true, 0.6..f64::INFINITY, UpperRight),
            (false, 0.6..f64::INFINITY, UpperLeft),
            (true, 0.3..0.7, MiddleRight),
            (false, 0.3..0.7, MiddleLeft),
            (true, f64::NEG_INFINITY..0.4, LowerRight),
            (false, f64::NEG_INFINITY..0.4, LowerLeft),
        ];
        (places.into_iter())
            .min_by_key(|(right, band, _)| {
                (inked.iter())
                    .filter(|&&(u, v)| {
                        (if *right { u > 0.6 } else { u < 0.4 }) && band.contains(&v)
                    })
                    .count()
            })
            .map(|place| place.2)
            .expect("six places")
    }

    /// The text of the y tick at `y`.
    fn y_tick(&self, y: f64) -> String {
        match self.y_axis {
            // Plain numbers where every tick of the axis is short, powers
            // of ten else.
            YAxis::Log10 if (y - y.round()).abs() < 1e-9 => {
                let k = y.round() as i32;
                let plain = self.y.start >= -4.0 && self.y.end <= 6.0;
                match k {
                    0.. if plain => 10u64.pow(k as u32).to_string(),
                    _ if plain => format!("{:.*}", (-k) as usize, 10f64.powi(k)),
                    _ => format!("1e{k}"),
                }
            }
            YAxis::Log10 => String::new(),
            YAxis::Linear => {
                let span = self.y.end - self.y.start;
                let decimals = (-(span / 5.0).log10().floor()).clamp(0.0, 4.0) as usize;
                format!("{y:.decimals$}")
            }
        }
    }

    /// The text of the x tick at `x`: a count or category of `ticks`, or
    /// nothing (a tick between counts, or beside a lone one).
    fn x_tick(&self, x: f64, ticks: &[u32]) -> String {
        let whole = x.round();
        if (x - whole).abs() > 1e-9 || !ticks.contains(&(whole as u32)) {
            return String::new();
        }
        let x = whole as u32;
        match &self.x_names {
            Some(names) => (x as usize)
                .checked_sub(1)
                .and_then(|i| names.get(i))
                .cloned()
                .unwrap_or_default(),
            None => x.to_string(),
        }
    }
}

/// The y range showing `lo` to `hi` with a margin of a twelfth of their
/// span each side (a flat series gets room of its own), within `bounds`.
fn fit(lo: f64, hi: f64, bounds: std::ops::Range<f64>) -> std::ops::Range<f64> {
    if lo > hi {
        return 0.0..1.0;
    }
    let span = hi - lo;
    let pad = if span > 0.0 {
        span / 12.0
    } else {
        (hi.abs() * 0.05).max(0.5)
    };
    let (start, end) = ((lo - pad).max(bounds.start), (hi + pad).min(bounds.end));
    if end > start {
        start..end
    } else {
        start..start + 1.0
    }
}

impl Figure for Lines {
    fn size(&self) -> (u32, u32) {
        (800, 520)
    }

    fn draw<DB: DrawingBackend>(&self, root: &DrawingArea<DB, Shift>) -> anyhow::Result<()>
    where
        DB::ErrorType: 'static,
    {
        let (ticks, x_range) = self.x_axis();
        let mut chart = ChartBuilder::on(root)
            .caption(&self.caption, ("sans-serif", 20))
            .margin(16)
            .x_label_area_size(48)
            .y_label_area_size(70)
            .build_cartesian_2d(x_range, self.y.clone())?;
        let x_tick = |x: &f64| self.x_tick(*x, &ticks);
        let y_tick = |y: &f64| self.y_tick(*y);
        let mut mesh = chart.configure_mesh();
        mesh.x_desc(self.x_desc.as_str())
            .y_desc(self.y_desc.as_str())
            .axis_desc_style(("sans-serif", 15))
            .label_style(("sans-serif", 13))
            .light_line_style(RGBColor(238, 238, 238))
            .x_max_light_lines(0)
            .x_label_formatter(&x_tick)
            .y_label_formatter(&y_tick);
        // A tick at every whole x: at most this many lets the axis step by
        // one over the counts (board sides, atoms, players are few), three
        // around a lone count.
        mesh.x_labels(ticks.len().max(3));
        if self.y_axis == YAxis::Log10 {
            mesh.y_labels((self.y.end - self.y.start) as usize + 1);
        }
        mesh.draw()?;
        for (i, series) in self.series.iter().enumerate() {
            draw_series(&mut chart, i, series, self.x_names.is_none())?;
        }
        chart
            .configure_series_labels()
            .position(self.quiet_corner())
            .label_font(("sans-serif", 14))
            .border_style(RGBColor(160, 160, 160))
            .background_style(WHITE.mix(0.9))
            .draw()?;
        Ok(())
    }
}

/// The distinct values of `key` over `items`, sorted.
fn distinct<T, K: Ord>(items: &[T], key: impl Fn(&T) -> K) -> Vec<K> {
    let mut keys: Vec<K> = items.iter().map(key).collect();
    keys.sort_unstable();
    keys.dedup();
    keys
}

/// One series per size: `(atoms, y)` for each configuration of that size.
fn by_size<T>(
    results: &[(Dims, usize, T)],
    label: impl Fn(Dims) -> String,
    y: impl Fn(&T) -> f64,
) -> Vec<Series> {
    distinct(results, |r| (r.0.rows(), r.0.cols()))
        .into_iter()
        .map(|(rows, cols)| {
            let points = results
                .iter()
                .filter(|r| (r.0.rows(), r.0.cols()) == (rows, cols))
                .map(|r| Point::exact(r.1 as u32, y(&r.2)))
                .collect();
            Series {
                label: label(Dims::new(rows, cols).expect("a size read before")),
                points,
            }
        })
        .collect()
}

/// Every value a share or count may take.
const ANY: std::ops::Range<f64> = f64::NEG_INFINITY..f64::INFINITY;

/// Percentages.
const PERCENT: std::ops::Range<f64> = 0.0..100.0;

/// The number of boards by atoms, one line per size, on a log scale
/// (`boards` are exact decimal strings, far beyond `f64` integers).
pub fn boards(path: &OutputFile, results: &[(Dims, usize, String)]) -> anyhow::Result<()> {
    let series = by_size(results, |d| d.to_string(), |b| log10_decimal(b));
    let figure = Lines::fitted(
        "Number of boards, C(cells, atoms)",
        "atoms",
        "boards (log scale)",
        series,
        ANY,
    )
    .log10();
    render(path, &figure)
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
    let mut series = by_size(results, |d| format!("most, {d}"), |r| r.1 as f64);
    series.extend(by_size(results, |d| format!("fewest, {d}"), |r| r.0 as f64));
    let figure = Lines::fitted(
        "Rays needed to fill every port: the fewest and the most over all boards",
        "atoms",
        "rays",
        series,
        0.0..f64::INFINITY,
    );
    render(path, &figure)
}

/// The share of boards with unique feedback by board side, a line per
/// atom count (several sizes).
pub fn unique_fraction(path: &OutputFile, points: &[(Dims, usize, f64)]) -> anyhow::Result<()> {
    let series = distinct(points, |p| p.1)
        .into_iter()
        .map(|k| Series {
            label: format!("{k} atoms"),
            points: (points.iter())
                .filter(|p| p.1 == k)
                .map(|p| Point::exact(p.0.rows() as u32, 100.0 * p.2))
                .collect(),
        })
        .collect();
    let figure = Lines::fitted(
        "Boards whose full feedback no other board has",
        "board side (N for NxN)",
        "boards with unique feedback (%)",
        series,
        PERCENT,
    );
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
        .map(|&(k, unique)| Point::exact(k as u32, 100.0 * (1.0 - unique)))
        .collect();
    let figure = Lines::fitted(
        format!("Boards of {dims} whose full feedback another board shares"),
        "atoms",
        "ambiguous boards (%)",
        vec![Series {
            label: format!("{dims}"),
            points: line,
        }],
        PERCENT,
    );
    render(path, &figure)
}

/// The census of one size and atom count: the share of its boards in
/// classes (boards of one full feedback) of each size, on a log scale.
pub fn class_sizes(
    path: &OutputFile,
    dims: Dims,
    atoms: usize,
    boards: u64,
    groups: &std::collections::BTreeMap<u64, u64>,
) -> anyhow::Result<()> {
    let points = (groups.iter())
        .map(|(&size, &count)| {
            let share = 100.0 * (size * count) as f64 / boards.max(1) as f64;
            Point::exact(size as u32, share.log10())
        })
        .collect();
    let figure = Lines::fitted(
        format!("Boards of {dims} with {atoms} atoms by the size of their class"),
        "class size (boards sharing one full feedback)",
        "share of the boards (%, log scale)",
        vec![Series {
            label: format!("{dims}, {atoms} atoms"),
            points,
        }],
        ANY,
    )
    .log10();
    render(path, &figure)
}

/// Figs. 11–12: the rim shaded by each port's worst case (boards left
/// after the ray), the best ports by worst case in orange, those by
/// expected boards left ringed, with a key under the board.
pub fn first_moves(
    path: &OutputFile,
    dims: Dims,
    atoms: usize,
    f: &FirstMove,
) -> anyhow::Result<()> {
    render(path, &FirstMoves { dims, atoms, f })
}

/// Side of one square of the rim drawing, in pixels.
const CELL: i32 = 48;

/// Height of the title above the board and of the key under it, in pixels.
const TITLE: i32 = 44;
const KEY: i32 = 86;

/// The best ports' fill (orange of [`PALETTE`]).
const BEST: RGBColor = PALETTE[4];

/// The ring of the best ports by expected boards left (blue of [`PALETTE`]).
const BEST_EXPECTED: RGBColor = PALETTE[0];

/// Figs. 11–12's data.
struct FirstMoves<'a> {
    dims: Dims,
    atoms: usize,
    f: &'a FirstMove,
}

impl FirstMoves<'_> {
    /// The shade of a port whose worst case is `t` of the way from the
    /// least to the most: light grey to dark slate.
    fn shade(t: f64) -> RGBColor {
        let v = |light: f64, dark: f64| (light + (dark - light) * t) as u8;
        RGBColor(v(235.0, 40.0), v(235.0, 50.0), v(240.0, 80.0))
    }
}

impl Figure for FirstMoves<'_> {
    fn size(&self) -> (u32, u32) {
        let (r, c) = (self.dims.rows() as i32, self.dims.cols() as i32);
        // At least wide enough for the title and the key.
        (
            ((c + 2) * CELL + 20).max(640) as u32,
            ((r + 2) * CELL + TITLE + KEY) as u32,
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
            format!("The first ray on {dims} with {atoms} atoms: boards left in the worst case"),
            (10, 12),
            ("sans-serif", 17),
        ))?;
        let at = |row: i32, col: i32| ((col + 1) * cell + 10, (row + 1) * cell + TITLE);
        let square = |row: i32, col: i32, style: ShapeStyle| {
            let (x, y) = at(row, col);
            Rectangle::new([(x, y), (x + cell - 2, y + cell - 2)], style)
        };
        for row in 0..r {
            for col in 0..c {
                root.draw(&square(row, col, RGBColor(250, 250, 250).filled()))?;
                root.draw(&square(row, col, RGBColor(200, 200, 200).into()))?;
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
            let (fill, ink) = if f.best_ports.contains(&p.port) {
                (BEST, BLACK)
            } else {
                (Self::shade(t), if t > 0.5 { WHITE } else { BLACK })
            };
            root.draw(&square(pos.row, pos.col, fill.filled()))?;
            if f.best_expected_ports.contains(&p.port) {
                let (x, y) = at(pos.row, pos.col);
                let ring = BEST_EXPECTED.stroke_width(3);
                root.draw(&Rectangle::new(
                    [(x + 1, y + 1), (x + cell - 3, y + cell - 3)],
                    ring,
                ))?;
            }
            let (x, y) = at(pos.row, pos.col);
            root.draw(&Text::new(
                p.worst_case.to_string(),
                (x + 3, y + cell / 2 - 6),
                ("sans-serif", 10).into_font().color(&ink),
            ))?;
        }
        // The key.
        let top = (r + 2) * cell + TITLE + 6;
        let swatch =
            |x: i32, y: i32, style: ShapeStyle| Rectangle::new([(x, y), (x + 16, y + 16)], style);
        let text = |s: String, x: i32, y: i32| Text::new(s, (x, y + 2), ("sans-serif", 13));
        root.draw(&swatch(12, top, Self::shade(0.0).filled()))?;
        root.draw(&swatch(30, top, Self::shade(0.5).filled()))?;
        root.draw(&swatch(48, top, Self::shade(1.0).filled()))?;
        root.draw(&text(
            format!("number on each port: boards left in the worst case, {lo} (light) to {hi} (dark), of {}", f.boards),
            72,
            top,
        ))?;
        root.draw(&swatch(12, top + 24, BEST.filled()))?;
        root.draw(&text(
            "best by worst case (fewest boards left)".into(),
            36,
            top + 24,
        ))?;
        root.draw(&swatch(12, top + 48, BEST_EXPECTED.stroke_width(3)))?;
        root.draw(&text(
            "best by expected boards left (their mean over all boards)".into(),
            36,
            top + 48,
        ))?;
        Ok(())
    }
}

/// Fig. 13: the mean score by atoms, one line per strategy and size, with
/// 95 % intervals (none where the exact expected score is known); with a
/// single atom count, one point per player.
pub fn mean_scores(
    path: &OutputFile,
    configs: &[(String, usize, Vec<Summary>)],
) -> anyhow::Result<()> {
    let point = |x: u32, s: &Summary| match s.exact_expected_score {
        Some(exact) => Point::exact(x, exact),
        None => Point {
            x,
            y: s.mean_score,
            err: 1.96 * s.stderr,
        },
    };
    let names = distinct(
        &configs
            .iter()
            .flat_map(|c| c.2.iter().map(|s| s.name.clone()))
            .collect::<Vec<_>>(),
        Clone::clone,
    );
    let sizes = distinct(configs, |c| c.0.clone());
    let atoms = distinct(configs, |c| c.1);
    let y_desc = "mean score per game (points; bars: 95% interval)";
    let figure = if let [k] = atoms[..] {
        // One atom count: the players side by side, one series per size.
        let series = (sizes.iter())
            .map(|size| Series {
                label: size.clone(),
                points: (configs.iter().filter(|c| &c.0 == size))
                    .flat_map(|c| c.2.iter())
                    .filter_map(|s| {
                        let i = names.iter().position(|n| *n == s.name)?;
                        Some(point(i as u32 + 1, s))
                    })
                    .collect(),
            })
            .collect();
        let mut figure = Lines::fitted(
            format!("Mean score by player, {k} atoms"),
            "player",
            y_desc,
            series,
            0.0..f64::INFINITY,
        );
        figure.x_names = Some(names);
        figure
    } else {
        // One size: the legend names the players and the title the size.
        let one_size = (sizes.len() == 1).then(|| sizes[0].clone());
        let series = (sizes.iter())
            .flat_map(|size| names.iter().map(move |name| (size, name)))
            .map(|(size, name)| Series {
                label: match one_size {
                    Some(_) => name.clone(),
                    None => format!("{name}, {size}"),
                },
                points: (configs.iter().filter(|c| &c.0 == size))
                    .filter_map(|c| {
                        c.2.iter()
                            .find(|s| &s.name == name)
                            .map(|s| point(c.1 as u32, s))
                    })
                    .collect(),
            })
            .filter(|s| !s.points.is_empty())
            .collect();
        Lines::fitted(
            match &one_size {
                Some(size) => format!("Mean score by player and atoms, {size}"),
                None => "Mean score by player and atoms".to_string(),
            },
            "atoms",
            y_desc,
            series,
            0.0..f64::INFINITY,
        )
    };
    render(path, &figure)
}

#[cfg(test)]
mod tests {
    use super::{fit, log10_decimal, Lines, Point, Series, PERCENT};
    use plotters::chart::SeriesLabelPosition;

    #[test]
    fn the_y_axis_fits_the_data_not_its_whole_range() {
        // Shares of 99.3 to 99.9 %: not squeezed into the top of 0-100 %.
        let y = fit(99.3, 99.9, PERCENT);
        assert!(y.start > 99.0 && y.start < 99.3, "{y:?}");
        assert!(y.end > 99.9 && y.end <= 100.0, "{y:?}");
        // One value gets room of its own, inside the bounds.
        let y = fit(7.0, 7.0, 0.0..f64::INFINITY);
        assert!(y.start < 7.0 && y.end > 7.0, "{y:?}");
        let y = fit(0.0, 0.0, PERCENT);
        assert_eq!(y.start, 0.0);
        assert!(y.end > 0.0);
    }

    #[test]
    fn intervals_widen_the_axis_and_the_legend_avoids_the_points() {
        let rising = |err| Series {
            label: "a".into(),
            points: (1..=5)
                .map(|x| Point {
                    x,
                    y: x as f64,
                    err,
                })
                .collect(),
        };
        let exact = Lines::fitted("", "", "", vec![rising(0.0)], 0.0..f64::INFINITY);
        let bars = Lines::fitted("", "", "", vec![rising(1.0)], 0.0..f64::INFINITY);
        assert!(bars.y.end > exact.y.end + 0.9 && bars.y.start < exact.y.start);
        // Points from lower left to upper right: the legend goes to another corner.
        assert!(matches!(
            exact.quiet_corner(),
            SeriesLabelPosition::UpperLeft | SeriesLabelPosition::LowerRight
        ));
    }

    #[test]
    fn log10_of_long_decimals() {
        assert_eq!(log10_decimal("0"), 0.0);
        assert_eq!(log10_decimal("1"), 0.0);
        assert!((log10_decimal("1000") - 3.0).abs() < 1e-12);
        let big = format!("2{}", "0".repeat(40));
        assert!((log10_decimal(&big) - (40.0 + 2f64.log10())).abs() < 1e-9);
    }
}
