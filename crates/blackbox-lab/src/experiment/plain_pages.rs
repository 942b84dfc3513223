//! The column chunks of a census shard file, written and read without the
//! Parquet crate's page reader: shards hold only uncompressed version-1
//! data pages of PLAIN little-endian 64-bit integers (required columns, so
//! no levels, and no dictionary), each header carrying the CRC-32 of its
//! page's bytes, so this writes exactly that ([`Pages`]) and reads exactly
//! that, refusing anything else ([`read_int64`]).
//!
//! Each page is a Thrift compact-protocol `PageHeader` followed by its
//! values. The header is parsed strictly: only the fields the writer
//! writes (type, the two sizes, the CRC, the data-page header with its
//! count and three encodings), each an `i32` or that one nested struct,
//! field ids by delta. The Parquet crate's own header reader trusts claimed
//! collection sizes and loops over them (a 2-KB file took 84 s in a merge,
//! found by the `census_files` fuzz target), and its decoders panic on some
//! corrupt pages; here every loop is bounded by the chunk's bytes. The
//! Parquet crate's writer leaves the optional CRC out (parquet 60), so the
//! shard writer hands its column writers [`Pages`], which writes the same
//! headers with the CRC in.
//!
//! Invariants: [`read_int64`] never reads past `chunk`, takes time linear
//! in its length, and appends exactly `rows` values whose pages' CRCs
//! match, or returns an error.

use parquet::basic::Encoding;
use parquet::column::page::{CompressedPage, Page as ParquetPage, PageWriteSpec, PageWriter};
use parquet::errors::ParquetError;

/// Thrift compact types used by a shard's page headers.
const I32: u8 = 5;
const STRUCT: u8 = 12;

/// Thrift values of the page type and encodings a shard's pages have.
const DATA_PAGE: i32 = 0;
const PLAIN: i32 = 0;
const RLE: i32 = 3;

/// A Parquet page writer appending a shard's column chunk to `out`: each
/// data page with a header holding its CRC-32 (what the Parquet crate's
/// own page writer leaves out). Any other page (a dictionary, version 2,
/// page statistics) is an error: shards never hold one.
pub(crate) struct Pages<'a> {
    /// The column chunk so far.
    pub(crate) out: &'a mut Vec<u8>,
}

impl PageWriter for Pages<'_> {
    fn write_page(&mut self, page: CompressedPage) -> parquet::errors::Result<PageWriteSpec> {
        let not_plain = || ParquetError::General("a page a census shard never holds".to_owned());
        let ParquetPage::DataPage {
            encoding,
            def_level_encoding,
            rep_level_encoding,
            statistics: None,
            ..
        } = page.compressed_page()
        else {
            return Err(not_plain());
        };
        let code = |e: &Encoding| match e {
            Encoding::PLAIN => Ok(PLAIN),
            Encoding::RLE => Ok(RLE),
            _ => Err(not_plain()),
        };
        let size = |n: usize| i32::try_from(n).map_err(|_| not_plain());
        let values = i32::try_from(page.num_values()).map_err(|_| not_plain())?;
        let data = page.data();
        let start = self.out.len();
        let mut header = Output(&mut *self.out);
        header.field(1, DATA_PAGE);
        header.field(1, size(page.uncompressed_size())?);
        header.field(1, size(page.compressed_size())?);
        header.field(1, crc(data));
        header.0.push(1 << 4 | STRUCT);
        header.field(1, values);
        header.field(1, code(encoding)?);
        header.field(1, code(def_level_encoding)?);
        header.field(1, code(rep_level_encoding)?);
        header.0.extend([0, 0]);
        let header_size = self.out.len() - start;
        self.out.extend_from_slice(data);
        let mut spec = PageWriteSpec::new();
        spec.page_type = page.page_type();
        spec.uncompressed_size = page.uncompressed_size() + header_size;
        spec.compressed_size = page.compressed_size() + header_size;
        spec.num_values = page.num_values();
        spec.offset = start as u64;
        spec.bytes_written = (self.out.len() - start) as u64;
        Ok(spec)
    }

    fn close(&mut self) -> parquet::errors::Result<()> {
        Ok(())
    }
}

/// The CRC-32 of a page's bytes as Parquet's page header holds it: the
/// ISO-HDLC CRC-32 (as gzip's), its bits as an `i32`.
fn crc(data: &[u8]) -> i32 {
    crc32fast::hash(data) as i32
}

/// Thrift compact output: the fields of one struct.
struct Output<'a>(&'a mut Vec<u8>);

impl Output<'_> {
    /// An `i32` field `delta` ids after the previous one.
    fn field(&mut self, delta: u8, value: i32) {
        self.0.push(delta << 4 | I32);
        let mut z = ((value << 1) ^ (value >> 31)) as u32;
        while z >= 0x80 {
            self.0.push(z as u8 | 0x80);
            z >>= 7;
        }
        self.0.push(z as u8);
    }
}

/// Appends the `rows` values of one column chunk (`chunk`, its bytes) to
/// `values`.
pub(crate) fn read_int64(chunk: &[u8], rows: usize, values: &mut Vec<i64>) -> Result<(), String> {
    let start = values.len();
    let mut input = Input {
        bytes: chunk,
        at: 0,
    };
    while input.at < chunk.len() {
        let page = Page::read(&mut input)?;
        let n = usize::try_from(page.values).map_err(|_| "a negative value count")?;
        if page.kind != DATA_PAGE || page.encoding != PLAIN {
            return Err(format!(
                "a page of type {} and encoding {} (shards hold PLAIN data pages)",
                page.kind, page.encoding
            ));
        }
        let size = n.checked_mul(8).filter(|&s| {
            i64::from(page.compressed) == s as i64 && page.uncompressed == page.compressed
        });
        let data = size
            .and_then(|s| input.take(s))
            .ok_or_else(|| format!("a page of {n} values whose sizes do not match its bytes"))?;
        match page.crc {
            None => return Err("a page without its CRC-32".to_owned()),
            Some(c) if c != crc(data) => {
                return Err("a page whose bytes do not match its CRC-32".to_owned())
            }
            Some(_) => {}
        }
        if values.len() - start + n > rows {
            return Err(format!("more values than the group's {rows} rows"));
        }
        values.extend(data.chunks_exact(8).map(|c| {
            let mut bytes = [0; 8];
            bytes.copy_from_slice(c);
            i64::from_le_bytes(bytes)
        }));
    }
    match values.len() - start == rows {
        true => Ok(()),
        false => Err(format!("{} values of {rows}", values.len() - start)),
    }
}

/// What a page header says.
#[derive(Default)]
struct Page {
    kind: i32,
    uncompressed: i32,
    compressed: i32,
    values: i32,
    encoding: i32,
    crc: Option<i32>,
}

impl Page {
    /// Reads a `PageHeader` holding a `DataPageHeader`, strictly.
    fn read(input: &mut Input) -> Result<Page, String> {
        let mut page = Page::default();
        let mut data_page = false;
        input.fields(|input, id, kind| match (id, kind) {
            (1, I32) => input.i32().map(|v| page.kind = v),
            (2, I32) => input.i32().map(|v| page.uncompressed = v),
            (3, I32) => input.i32().map(|v| page.compressed = v),
            (4, I32) => input.i32().map(|v| page.crc = Some(v)),
            (5, STRUCT) => {
                data_page = true;
                input.fields(|input, id, kind| match (id, kind) {
                    (1, I32) => input.i32().map(|v| page.values = v),
                    (2, I32) => input.i32().map(|v| page.encoding = v),
                    (3 | 4, I32) => input.i32().map(|_| ()),
                    _ => Err(format!("field {id} of type {kind} in a data page header")),
                })
            }
            _ => Err(format!("field {id} of type {kind} in a page header")),
        })?;
        match data_page {
            true => Ok(page),
            false => Err("a page header without a data page header".to_owned()),
        }
    }
}

/// The chunk's bytes and how far they are read.
struct Input<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Input<'a> {
    fn byte(&mut self) -> Result<u8, String> {
        let b = *self.bytes.get(self.at).ok_or("a page header cut short")?;
        self.at += 1;
        Ok(b)
    }

    fn take(&mut self, n: usize) -> Option<&'a [u8]> {
        let slice = self.bytes.get(self.at..self.at.checked_add(n)?)?;
        self.at += n;
        Some(slice)
    }

    /// A zigzag varint of at most 5 bytes, as an `i32`.
    fn i32(&mut self) -> Result<i32, String> {
        let mut raw = 0u64;
        for shift in (0..35).step_by(7) {
            let b = self.byte()?;
            raw |= u64::from(b & 0x7f) << shift;
            if b & 0x80 == 0 {
                let raw = u32::try_from(raw).map_err(|_| "an i32 out of range")?;
                return Ok((raw >> 1) as i32 ^ -((raw & 1) as i32));
            }
        }
        Err("an i32 of more than 5 bytes".to_owned())
    }

    /// The fields of a struct up to its stop byte, each given to `field`
    /// with its id and type; ids only by delta, increasing.
    fn fields(
        &mut self,
        mut field: impl FnMut(&mut Self, i16, u8) -> Result<(), String>,
    ) -> Result<(), String> {
        let mut id = 0i16;
        loop {
            let b = self.byte()?;
            if b == 0 {
                return Ok(());
            }
            let delta = i16::from(b >> 4);
            if delta == 0 {
                return Err("a field id not given by delta".to_owned());
            }
            id += delta;
            field(self, id, b & 0x0f)?;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use parquet::basic::Encoding;

    /// The page the shard writer makes for `values`.
    fn page(values: &[i64]) -> Vec<u8> {
        let buf: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
        let size = buf.len();
        let page = ParquetPage::DataPage {
            buf: buf.into(),
            num_values: values.len() as u32,
            encoding: Encoding::PLAIN,
            def_level_encoding: Encoding::RLE,
            rep_level_encoding: Encoding::RLE,
            statistics: None,
        };
        let mut out = Vec::new();
        let spec = Pages { out: &mut out }
            .write_page(CompressedPage::new(page, size))
            .unwrap();
        assert_eq!(spec.bytes_written as usize, out.len());
        out
    }

    #[test]
    fn the_writers_pages_read_back() {
        // The header of a page of 120 values: type, sizes, CRC, then the
        // data page header (count, encodings PLAIN, RLE, RLE).
        let real = page(&[7; 120]);
        assert_eq!(real[..8], [0x15, 0x00, 0x15, 0x80, 0x0f, 0x15, 0x80, 0x0f]);
        assert_eq!(real[8], 0x15, "field 4, the CRC");
        let mut chunk = page(&[1, -2, i64::MAX]);
        chunk.extend(page(&[i64::MIN]));
        chunk.extend(page(&[]));
        let mut values = vec![9];
        read_int64(&chunk, 4, &mut values).unwrap();
        assert_eq!(values, [9, 1, -2, i64::MAX, i64::MIN]);
    }

    #[test]
    fn anything_else_is_refused_within_its_bytes() {
        let good = page(&[1, 2]);
        let mut values = Vec::new();
        assert!(read_int64(&good, 1, &mut values).is_err());
        assert!(read_int64(&good, 3, &mut Vec::new()).is_err());
        for cut in 0..good.len() {
            assert!(read_int64(&good[..cut], 2, &mut Vec::new()).is_err() || cut == 0);
        }
        // Every byte changed to every value: an error or the same values,
        // never a panic; a changed value is always caught by the CRC.
        for at in 0..good.len() {
            for b in 0..=255u8 {
                let mut bad = good.clone();
                bad[at] = b;
                let mut values = Vec::new();
                if read_int64(&bad, 2, &mut values).is_ok() {
                    assert_eq!(values, [1, 2], "byte {at} set to {b}");
                }
            }
        }
        // A list or binary field, which the Parquet crate's reader would
        // loop over, is refused at once.
        let struct_at = good.iter().position(|&b| b == 0x1c).unwrap();
        let mut list = good.clone();
        list[struct_at] = 0x19; // field 5, a list
        assert!(read_int64(&list, 2, &mut Vec::new())
            .unwrap_err()
            .contains("field 5 of type 9"));
    }

    #[test]
    fn a_page_without_its_crc_is_refused() {
        // As the Parquet crate writes a page: no CRC (field 4).
        let mut bare = vec![0x15, 0x00, 0x15, 0x20, 0x15, 0x20, 0x2c, 0x15, 0x04];
        bare.extend([0x15, 0x00, 0x15, 0x06, 0x15, 0x06, 0x00, 0x00]);
        bare.extend([1i64, 2].iter().flat_map(|v| v.to_le_bytes()));
        let err = read_int64(&bare, 2, &mut Vec::new()).unwrap_err();
        assert_eq!(err, "a page without its CRC-32");
    }
}
