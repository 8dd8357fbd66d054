import type { Accumulator } from './accumulator';
import { fieldIndex } from './fields';
import { NAME_MATCH_MIN, type Words } from './nameMatch';
import { countIn, JOINED, type Postings } from './postings';

/**
 * Which of a search's matched tools can have a name match at all, read from the postings, so
 * the name key (nameMatch.ts) is computed for a few tools a search instead of every one it
 * touched. Per tool, `sums.named` holds how many of the name's words are stems of the query
 * (its words' and its wholes', each counted as often as the name says it), and whether one of
 * them is a joined form of the name (joinedName.ts), whose count carries the JOINED bit.
 *
 * A name match reads the query as typed, with a mixed-case word read whole, or with a word
 * that is one of the name's joined forms read as that run of words (nameMatch.ts). Unless a word
 * is read as a run, the query it compares has at least `fewest` words, and the match needs half
 * of them to be the name's words in order: at least NAME_MATCH_MIN × fewest of the name's words
 * said, which the count bounds from above. So a tool below that, with no joined form said, has
 * no name match, and the matcher is not asked.
 */

/** The bit of `named` set when the name holds a stem of the query as one of its joined forms. */
const JOINED_BIT = 1;
/** `named` counts the name's words said above the bit, saturating (a name is at most 64). */
const MAX_SAID = 0x7fff;

const NAME = fieldIndex('name');

/**
 * Fills `sums.named` for every touched tool (see above); untouched tools are no rows. Given
 * `every`, it runs before the pass and fills it for every tool, listing them there: a pruned
 * pass (maxScore.ts) scores each tool that may match its name.
 */
export const markNamed = (
  postings: Postings,
  query: Words,
  sums: Accumulator,
  every?: number[],
): void => {
  const stems = new Set(query.stems);
  for (const whole of query.wholes) stems.add(whole.stem);
  const { named } = sums;
  for (const stem of stems) {
    const posting = postings.term(stem);
    if (!posting) continue;
    const { slots, counts, start } = posting;
    const end = start + posting.size;
    for (let p = start; p < end; p++) {
      const packed = counts[p] as number;
      const count = countIn(packed, NAME);
      if (count === 0) continue;
      const slot = slots[p] as number;
      if (every) {
        if (named[slot] === 0) every.push(slot);
      } else if (sums.coverage(slot) === 0) continue;
      const was = named[slot] as number;
      const said = Math.min(MAX_SAID, (was >>> 1) + count);
      named[slot] = (said << 1) | (was & JOINED_BIT) | ((packed & JOINED) !== 0 ? JOINED_BIT : 0);
    }
  }
};

/** Whether a name joins a word of the query (the matcher reads its runs only then). */
export const joinsWord = (named: number): boolean => (named & JOINED_BIT) !== 0;

/**
 * Whether the tool can have a name match: a joined form said, or enough of its words said for
 * a query of at least `fewest` words (nameMatch.ts `fewestWords`).
 */
export const mayMatchName = (named: number, fewest: number): boolean =>
  joinsWord(named) || (named >>> 1 > 0 && named >>> 1 >= NAME_MATCH_MIN * fewest);
