//! Numbers of six bits packed end to end: a table's entries at three quarters of a byte each.

use super::TablebaseError;

/// `len` numbers from 0 to 63, all 0 at first.
#[derive(Clone, Debug)]
pub(super) struct Sixes {
    /// Two words more than the numbers fill: a window that has just passed the last number
    /// holds the two words after that number's word.
    words: Vec<u64>,
}

const BITS: usize = 6;
const MASK: u128 = (1 << BITS) - 1;

impl Sixes {
    /// `len` zeros, or a refusal where the memory cannot be had.
    pub(super) fn zeroed(len: usize) -> Result<Sixes, TablebaseError> {
        let words = (len * BITS).div_ceil(64) + 2;
        let mut v = Vec::new();
        v.try_reserve_exact(words)
            .map_err(|_| TablebaseError::NoMemory {
                entries: len as u64,
            })?;
        v.resize(words, 0);
        Ok(Sixes { words: v })
    }

    /// Number `i`.
    #[inline]
    pub(super) fn get(&self, i: usize) -> u8 {
        Window::at(&self.words, i).peek()
    }

    /// Numbers `first..first + into.len()` into `into`.
    pub(super) fn get_run(&self, first: usize, into: &mut [u8]) {
        let mut window = Window::at(&self.words, first);
        for value in into.iter_mut() {
            *value = window.next(&self.words);
        }
    }

    /// Raises numbers `first..first + values.len()` to `values` where those are more: a run
    /// of a set's entries read and written a word at a time.
    pub(super) fn raise_run(&mut self, first: usize, values: &[u8]) {
        let mut window = Window::at(&self.words, first);
        for &value in values {
            if window.peek() < value {
                window.put(value);
            }
            if window.advance() {
                self.words[window.word - 1] = window.bits as u64;
                window.refill(&self.words);
            }
        }
        self.words[window.word] = window.bits as u64;
        self.words[window.word + 1] = (window.bits >> 64) as u64;
    }
}

/// Two words of [`Sixes`] held while numbers are read or written one after another.
struct Window {
    word: usize,
    shift: u32,
    bits: u128,
}

impl Window {
    fn at(words: &[u64], i: usize) -> Window {
        let bit = i * BITS;
        let word = bit / 64;
        Window {
            word,
            shift: (bit % 64) as u32,
            bits: u128::from(words[word]) | u128::from(words[word + 1]) << 64,
        }
    }

    #[inline]
    fn peek(&self) -> u8 {
        (self.bits >> self.shift & MASK) as u8
    }

    #[inline]
    fn put(&mut self, value: u8) {
        self.bits = self.bits & !(MASK << self.shift) | u128::from(value) << self.shift;
    }

    /// Moves to the next number; whether the first word has been left behind.
    #[inline]
    fn advance(&mut self) -> bool {
        self.shift += BITS as u32;
        if self.shift < 64 {
            return false;
        }
        self.shift -= 64;
        self.word += 1;
        true
    }

    /// After [`advance`](Window::advance) left a word: the next word taken in.
    #[inline]
    fn refill(&mut self, words: &[u64]) {
        self.bits = self.bits >> 64 | u128::from(words[self.word + 1]) << 64;
    }

    /// Reads the next number and moves past it.
    #[inline]
    fn next(&mut self, words: &[u64]) -> u8 {
        let value = self.peek();
        if self.advance() {
            self.refill(words);
        }
        value
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sixes_keep_each_number_apart_from_its_neighbours() {
        let mut sixes = Sixes::zeroed(1000).unwrap();
        let value = |i: usize| (i * 37 % 64) as u8;
        for i in 0..1000 {
            sixes.raise_run(i, &[value(i)]);
        }
        assert!((0..1000).all(|i| sixes.get(i) == value(i)));
        // Only ever raised: a smaller number leaves it, a larger one replaces it.
        sixes.raise_run(11, &[0]);
        assert_eq!(sixes.get(11), value(11));
        sixes.raise_run(10, &[63]);
        assert_eq!(
            (sixes.get(9), sixes.get(10), sixes.get(11)),
            (value(9), 63, value(11))
        );
        // Runs across word boundaries, read and raised at once, as one number at a time.
        let mut one_by_one = sixes.clone();
        for first in [0, 7, 10, 21, 100, 955] {
            let values: Vec<u8> = (0..45).map(|i| ((first + i) * 11 % 64) as u8).collect();
            sixes.raise_run(first, &values);
            for (i, &v) in values.iter().enumerate() {
                one_by_one.raise_run(first + i, &[v]);
            }
            let mut read = vec![0; 45];
            sixes.get_run(first, &mut read);
            assert!(
                read.iter()
                    .enumerate()
                    .all(|(i, &v)| v == sixes.get(first + i))
            );
        }
        assert!((0..1000).all(|i| sixes.get(i) == one_by_one.get(i)));
        // Numbers that fill their words exactly, the last run ending with the last number.
        let mut whole = Sixes::zeroed(1024).unwrap();
        let values: Vec<u8> = (0..1024).map(|i| (i % 61) as u8 + 1).collect();
        whole.raise_run(0, &values[..1000]);
        whole.raise_run(1000, &values[1000..]);
        let mut read = vec![0; 24];
        whole.get_run(1000, &mut read);
        assert_eq!(read, values[1000..]);
    }
}
