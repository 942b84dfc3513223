use parquet::file::reader::{FileReader, SerializedFileReader};
fn rss() -> u64 {
    let s = std::fs::read_to_string("/proc/self/status").unwrap();
    s.lines().find(|l| l.starts_with("VmRSS")).unwrap().split_whitespace().nth(1).unwrap().parse().unwrap()
}
fn main() {
    let path = std::env::args().nth(1).unwrap();
    let n: usize = std::env::args().nth(2).unwrap().parse().unwrap();
    let before = rss();
    let t = std::time::Instant::now();
    let mut keep = Vec::new();
    for _ in 0..n {
        let r = SerializedFileReader::new(std::fs::File::open(&path).unwrap()).unwrap();
        keep.push(r);
    }
    let rg = keep[0].metadata().num_row_groups();
    println!("{n} readers of {rg} row groups: {:.1} MB more resident, {:.1} ms each to open", (rss() - before) as f64 / 1024.0 / n as f64, t.elapsed().as_secs_f64() * 1e3 / n as f64);
}
