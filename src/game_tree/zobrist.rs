//! Zobrist hashing: a position's hash is the XOR of one random 64-bit number
//! per (square, piece) present, so a move updates it with two or three XORs.
//!
//! The random numbers come from a Mersenne Twister `mt19937`, written here so
//! that hashes match the C++ article's bit for bit (`std::mt19937` seeded
//! with 342391, each 64-bit entry two consecutive 32-bit outputs `a`, `b` as
//! `(a << 32) | b`, which is what libstdc++'s
//! `uniform_int_distribution<unsigned long long>(0, UINT64_MAX)` produces).

/// The 32-bit Mersenne Twister MT19937, as `std::mt19937`.
#[derive(Clone)]
pub struct Mt19937 {
    state: [u32; 624],
    index: usize,
}

impl Mt19937 {
    /// The generator seeded as `std::mt19937(seed)`.
    ///
    /// # Example
    /// ```
    /// use game_theory::game_tree::zobrist::Mt19937;
    /// // The C++ standard requires the 10000th output of the default seed.
    /// let mut mt = Mt19937::new(5489);
    /// let ten_thousandth = (0..10000).map(|_| mt.next_u32()).last().unwrap();
    /// assert_eq!(ten_thousandth, 4_123_659_995);
    /// ```
    pub fn new(seed: u32) -> Self {
        let mut state = [0u32; 624];
        state[0] = seed;
        for i in 1..624 {
            let previous = state[i - 1];
            state[i] = 1_812_433_253u32
                .wrapping_mul(previous ^ (previous >> 30))
                .wrapping_add(i as u32);
        }
        Mt19937 { state, index: 624 }
    }

    /// The next 32-bit output.
    pub fn next_u32(&mut self) -> u32 {
        if self.index == 624 {
            self.twist();
        }
        let mut y = self.state[self.index];
        self.index += 1;
        y ^= y >> 11;
        y ^= (y << 7) & 0x9d2c_5680;
        y ^= (y << 15) & 0xefc6_0000;
        y ^ (y >> 18)
    }

    /// Two outputs `a`, `b` as `(a << 32) | b`.
    pub fn next_u64(&mut self) -> u64 {
        let high = u64::from(self.next_u32());
        (high << 32) | u64::from(self.next_u32())
    }

    fn twist(&mut self) {
        for i in 0..624 {
            let y = (self.state[i] & 0x8000_0000) | (self.state[(i + 1) % 624] & 0x7fff_ffff);
            let mut next = self.state[(i + 397) % 624] ^ (y >> 1);
            if y & 1 == 1 {
                next ^= 0x9908_b0df;
            }
            self.state[i] = next;
        }
        self.index = 0;
    }
}

/// One random 64-bit key per (square, piece kind).
#[derive(Clone)]
pub struct ZobristTable {
    pieces: usize,
    keys: Vec<u64>,
}

impl ZobristTable {
    /// Fills `squares × pieces` keys from `rng`, square by square, and
    /// within a square piece by piece.
    pub fn new(squares: usize, pieces: usize, rng: &mut Mt19937) -> Self {
        let keys = (0..squares * pieces).map(|_| rng.next_u64()).collect();
        ZobristTable { pieces, keys }
    }

    /// The key of `piece` on `square`.
    ///
    /// # Complexity
    /// O(1).
    pub fn key(&self, square: usize, piece: usize) -> u64 {
        self.keys[square * self.pieces + piece]
    }
}

/// The seed of the article's generator, its octal `01234567`.
pub const ARTICLE_SEED: u32 = 0o1234567;

/// Chess pieces in the order the article's table is filled.
pub const CHESS_PIECES: &[u8; 12] = b"PNBRQKpnbrqk";

/// An 8×8 chess board with its Zobrist hash kept up to date.
pub struct ChessBoard {
    table: ZobristTable,
    /// `squares[8r + c]`: index into [`CHESS_PIECES`], or `None` if empty.
    squares: [Option<usize>; 64],
    hash: u64,
}

impl ChessBoard {
    /// A board from 8 rows of 8 characters (`-` empty, `PNBRQK` white,
    /// `pnbrqk` black), hashed with the article's table. A bad row is
    /// described in the error (rows and columns counted from 0).
    ///
    /// # Example
    /// ```
    /// use game_theory::game_tree::zobrist::ChessBoard;
    /// let rows = ["---K----", "-R----Q-", "--------", "-P----p-",
    ///             "-----p--", "--------", "p---b--q", "----n--k"];
    /// let mut board = ChessBoard::new(&rows.map(str::as_bytes)).unwrap();
    /// assert_eq!(board.hash(), 14226429382419125366);
    /// board.move_piece((0, 3), (0, 2));
    /// assert_eq!(board.hash(), 15124945578233295113);
    /// ```
    pub fn new(rows: &[&[u8]; 8]) -> Result<Self, String> {
        let table = ZobristTable::new(64, 12, &mut Mt19937::new(ARTICLE_SEED));
        let mut squares = [None; 64];
        let mut hash = 0;
        for (r, row) in rows.iter().enumerate() {
            if row.len() != 8 {
                return Err(format!("row {r} must have 8 squares, got {}", row.len()));
            }
            for (c, &cell) in row.iter().enumerate() {
                if cell == b'-' {
                    continue;
                }
                let piece = CHESS_PIECES
                    .iter()
                    .position(|&p| p == cell)
                    .ok_or_else(|| {
                        let shown = String::from_utf8_lossy(&[cell]).into_owned();
                        format!("row {r}, column {c}: '{shown}' is not one of -PNBRQKpnbrqk")
                    })?;
                squares[8 * r + c] = Some(piece);
                hash ^= table.key(8 * r + c, piece);
            }
        }
        Ok(ChessBoard {
            table,
            squares,
            hash,
        })
    }

    /// The current hash.
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// Whether a piece stands on `(row, column)`.
    pub fn is_occupied(&self, (r, c): (usize, usize)) -> bool {
        self.squares[8 * r + c].is_some()
    }

    /// Moves the piece on `from` to `to`, capturing whatever stands there,
    /// updating the hash incrementally (two or three XORs).
    ///
    /// # Panics
    /// If `from` is empty.
    pub fn move_piece(&mut self, from: (usize, usize), to: (usize, usize)) {
        let (from, to) = (8 * from.0 + from.1, 8 * to.0 + to.1);
        let piece = self.squares[from]
            .take()
            .expect("a piece on the starting square");
        self.hash ^= self.table.key(from, piece);
        if let Some(captured) = self.squares[to] {
            self.hash ^= self.table.key(to, captured);
        }
        self.squares[to] = Some(piece);
        self.hash ^= self.table.key(to, piece);
    }

    /// The hash computed from scratch (the incremental one must equal it).
    pub fn hash_from_scratch(&self) -> u64 {
        (0..64)
            .filter_map(|s| self.squares[s].map(|p| self.table.key(s, p)))
            .fold(0, |h, k| h ^ k)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_outputs_of_the_default_seed() {
        // std::mt19937 with the default seed 5489 starts 3499211612, 581869302.
        let mut mt = Mt19937::new(5489);
        assert_eq!(mt.next_u32(), 3_499_211_612);
        assert_eq!(mt.next_u32(), 581_869_302);
    }

    #[test]
    fn incremental_hash_equals_recomputed_hash_over_random_moves() {
        let rows = [
            "rnbqkbnr", "pppppppp", "--------", "--------", "--------", "--------", "PPPPPPPP",
            "RNBQKBNR",
        ];
        let mut board = ChessBoard::new(&rows.map(str::as_bytes)).unwrap();
        let mut rng = Mt19937::new(7);
        let mut seen = std::collections::HashSet::new();
        for _ in 0..5000 {
            let occupied: Vec<usize> = (0..64)
                .filter(|&s| board.is_occupied((s / 8, s % 8)))
                .collect();
            let from = occupied[rng.next_u32() as usize % occupied.len()];
            let to = (from + 1 + rng.next_u32() as usize % 63) % 64;
            board.move_piece((from / 8, from % 8), (to / 8, to % 8));
            assert_eq!(board.hash(), board.hash_from_scratch());
            seen.insert(board.hash());
        }
        assert!(seen.len() > 100);
    }

    #[test]
    fn bad_boards_report_the_square() {
        let mut rows = ["--------"; 8].map(str::as_bytes);
        rows[3] = b"---x----";
        assert_eq!(
            ChessBoard::new(&rows).err().unwrap(),
            "row 3, column 3: 'x' is not one of -PNBRQKpnbrqk"
        );
        rows[3] = b"-------";
        assert_eq!(
            ChessBoard::new(&rows).err().unwrap(),
            "row 3 must have 8 squares, got 7"
        );
    }
}
