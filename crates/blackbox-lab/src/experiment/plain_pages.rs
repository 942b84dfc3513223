//! The column chunks of a census shard file, read without the Parquet
//! crate's page reader: shards hold only uncompressed version-1 data pages
//! of PLAIN little-endian 64-bit integers (required columns, so no levels,
//! and no dictionary), so this reads exactly that and refuses anything else.
//!
//! Each page is a Thrift compact-protocol `PageHeader` followed by its
//! values. The header is parsed strictly: only the fields the writer
//! writes (type, the two sizes, an optional CRC, the data-page header with
//! its count and three encodings), each an `i32` or that one nested struct,
//! field ids by delta. The Parquet crate's own header reader trusts claimed
//! collection sizes and loops over them (a 2-KB file took 84 s in a merge,
//! found by the `census_files` fuzz target), and its decoders panic on some
//! corrupt pages; here every loop is bounded by the chunk's bytes.
//!
//! Invariants: [`read_int64`] never reads past `chunk`, takes time linear
//! in its length, and appends exactly `rows` values or returns an error.

/// Thrift compact types used by a shard's page headers.
const I32: u8 = 5;
const STRUCT: u8 = 12;

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
        if page.kind != 0 || page.encoding != 0 {
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
            (4, I32) => input.i32().map(|_| ()),
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

    /// The page a shard's writer makes for `values` (as read from a real
    /// 4x4/2 shard: 20 bytes of header, then the values).
    fn page(values: &[i64]) -> Vec<u8> {
        let zigzag = |v: i32| {
            let mut z = ((v << 1) ^ (v >> 31)) as u32;
            let mut out = Vec::new();
            loop {
                let b = (z & 0x7f) as u8;
                z >>= 7;
                if z == 0 {
                    out.push(b);
                    return out;
                }
                out.push(b | 0x80);
            }
        };
        let size = 8 * values.len() as i32;
        let mut out = vec![0x15];
        out.extend(zigzag(0));
        for s in [size, size] {
            out.push(0x15);
            out.extend(zigzag(s));
        }
        out.push(0x2c);
        out.push(0x15);
        out.extend(zigzag(values.len() as i32));
        out.extend([0x15, 0x00, 0x15, 0x06, 0x15, 0x06, 0x00, 0x00]);
        out.extend(values.iter().flat_map(|v| v.to_le_bytes()));
        out
    }

    #[test]
    fn the_writers_pages_read_back() {
        let header = page(&[]);
        // The header of a real 4x4/2 shard's page of 120 values.
        let mut real = page(&[7; 120]);
        real.truncate(20);
        assert_eq!(
            real,
            [
                0x15, 0x00, 0x15, 0x80, 0x0f, 0x15, 0x80, 0x0f, 0x2c, 0x15, 0xf0, 0x01, 0x15, 0x00,
                0x15, 0x06, 0x15, 0x06, 0x00, 0x00
            ]
        );
        let mut chunk = page(&[1, -2, i64::MAX]);
        chunk.extend(page(&[i64::MIN]));
        chunk.extend(&header);
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
        // Every byte of the header changed to every value: an error or the
        // same values, never a panic.
        for at in 0..good.len() - 16 {
            for b in 0..=255u8 {
                let mut bad = good.clone();
                bad[at] = b;
                let mut values = Vec::new();
                if read_int64(&bad, 2, &mut values).is_ok() {
                    assert_eq!(values, [1, 2]);
                }
            }
        }
        // A list or binary field, which the Parquet crate's reader would
        // loop over, is refused at once.
        let mut list = good.clone();
        list[6] = 0x29; // was 0x2c: field 5, a struct
        assert_eq!(good[6], 0x2c);
        assert!(read_int64(&list, 2, &mut Vec::new())
            .unwrap_err()
            .contains("field 5 of type 9"));
    }
}
