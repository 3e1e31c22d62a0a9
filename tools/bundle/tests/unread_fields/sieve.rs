//! `Sieve` without `primes()`: nothing reads its field `primes`. Prints
//! the smallest prime factor of 2 … 60, then the primes by `is_prime`.
use game_theory::number_theory::sieve::Sieve;

fn main() {
    let sieve = Sieve::new(60);
    let factors: Vec<String> = (2..=60).map(|n| sieve.smallest_prime_factor(n).to_string()).collect();
    println!("{}", factors.join(" "));
    let primes: Vec<String> = (0..=60).filter(|&n| sieve.is_prime(n)).map(|n| n.to_string()).collect();
    println!("{}", primes.join(" "));
}
