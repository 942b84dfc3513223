//! `generate --pdf`: the printable SVG pages as one PDF document, page
//! after page (a sheet's puzzles, then its solutions), vector throughout.
//!
//! Each page is read by usvg and converted by svg2pdf into a Form XObject
//! drawn over a whole page of the SVG's size (A4). The text is set in
//! DejaVu Sans, whose fonts this binary carries (the `dejavu` crate): the
//! document never depends on the fonts of the machine, and the glyphs used
//! are embedded, so the text stays selectable and searchable.

use anyhow::{anyhow, Context, Result};
use pdf_writer::{Content, Finish, Name, Pdf, Rect, Ref};
use std::collections::HashMap;
use svg2pdf::usvg;

/// Points (1/72 inch, PDF's unit) per pixel (1/96 inch, usvg's unit).
const POINTS_PER_PIXEL: f32 = 72.0 / 96.0;

/// The PDF document of `pages`, SVG texts, one page each, in order.
pub fn document(pages: &[String]) -> Result<Vec<u8>> {
    let mut options = usvg::Options::default();
    let fonts = options.fontdb_mut();
    fonts.load_font_data(dejavu::sans::regular().to_vec());
    fonts.load_font_data(dejavu::sans::bold().to_vec());
    fonts.set_sans_serif_family("DejaVu Sans");
    let mut next = Ref::new(1);
    let catalog = next.bump();
    let page_tree = next.bump();
    let mut pdf = Pdf::new();
    let mut page_refs = Vec::new();
    for (number, svg) in (1..).zip(pages) {
        let tree = usvg::Tree::from_str(svg, &options)
            .with_context(|| format!("page {number} is not an SVG image svg2pdf reads"))?;
        let (chunk, drawing) = svg2pdf::to_chunk(&tree, svg2pdf::ConversionOptions::default())
            .map_err(|e| anyhow!("page {number} cannot be converted to PDF: {e}"))?;
        // The chunk numbers its objects from 1: give them numbers of ours.
        let mut renumbered = HashMap::new();
        let chunk = chunk.renumber(|old| *renumbered.entry(old).or_insert_with(|| next.bump()));
        pdf.extend(&chunk);
        let (width, height) = (
            tree.size().width() * POINTS_PER_PIXEL,
            tree.size().height() * POINTS_PER_PIXEL,
        );
        let (page_ref, content_ref) = (next.bump(), next.bump());
        page_refs.push(page_ref);
        let mut page = pdf.page(page_ref);
        page.media_box(Rect::new(0.0, 0.0, width, height))
            .parent(page_tree)
            .contents(content_ref);
        page.resources()
            .x_objects()
            .pair(Name(b"Page"), renumbered[&drawing]);
        page.finish();
        // The drawing is a unit square: scaled to the page.
        let mut content = Content::new();
        content
            .transform([width, 0.0, 0.0, height, 0.0, 0.0])
            .x_object(Name(b"Page"));
        pdf.stream(content_ref, &content.finish());
    }
    pdf.catalog(catalog).pages(page_tree);
    pdf.pages(page_tree)
        .kids(page_refs.iter().copied())
        .count(page_refs.len() as i32);
    Ok(pdf.finish())
}
