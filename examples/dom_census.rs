use game_theory::partizan::domineering::board::Shape;
use std::collections::{HashMap, HashSet};

fn visit(shape: Shape, seen: &mut HashSet<Shape>, stats: &mut [u64; 4], sizes: &mut HashMap<u32, u64>) {
    if !seen.insert(shape) {
        return;
    }
    *sizes.entry(shape.cells().count_ones()).or_default() += 1;
    let mut moves: Vec<Shape> = Vec::new();
    let mut v = shape.vertical_pairs();
    while v != 0 {
        let i = v.trailing_zeros();
        v &= v - 1;
        moves.push(shape.after_vertical(i));
    }
    let mut h = shape.horizontal_pairs();
    while h != 0 {
        let i = h.trailing_zeros();
        h &= h - 1;
        moves.push(shape.after_horizontal(i));
    }
    for after in moves {
        stats[0] += 1;
        let regions: Vec<u64> = after.regions().collect();
        if regions.len() > 1 {
            stats[1] += regions.len() as u64 - 1;
        }
        for region in regions {
            stats[2] += 1;
            let n = after.normalise(region);
            visit(n.shape, seen, stats, sizes);
        }
    }
}

fn main() {
    for (h, w) in [(4usize, 4usize), (4, 5), (5, 5), (5, 6)] {
        let full = if h * w == 64 { u64::MAX } else { (1u64 << (h * w)) - 1 };
        let board = Shape::new(h, w, full);
        let mut seen = HashSet::new();
        let mut stats = [0u64; 4];
        let mut sizes = HashMap::new();
        let t = std::time::Instant::now();
        let n = board.normalise(full);
        visit(n.shape, &mut seen, &mut stats, &mut sizes);
        println!("{h}x{w}: {} shapes, {} moves, {} sums, {} normalisations, {:?}", seen.len(), stats[0], stats[1], stats[2], t.elapsed());
    }
}
