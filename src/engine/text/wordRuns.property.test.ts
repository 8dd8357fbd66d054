import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  asciiCamelBreaks,
  asciiRuns,
  type RunScanner,
  regexRuns,
  unicodeCamelBreaks,
} from './wordRuns';

const runsOf = (scan: RunScanner, text: string, maxRun: number): [number, number][] => {
  const runs: [number, number][] = [];
  scan(text, maxRun, (start, end) => runs.push([start, end]));
  return runs;
};

// Letters of both cases, digits and separators, in runs long enough to reach the cap.
const asciiText = fc
  .array(fc.constantFrom(...'aZbY09_ -:.\t\nQq'.split('')), { maxLength: 60 })
  .map((chars) => chars.join(''));

describe('the analyzer read by character codes', () => {
  it('finds the runs the Unicode pattern finds, on ASCII text, under any cap', () => {
    fc.assert(
      fc.property(asciiText, fc.integer({ min: 1, max: 8 }), (text, maxRun) => {
        const pattern = regexRuns(`[\\p{L}\\p{N}]{1,${maxRun}}`);
        expect(runsOf(asciiRuns, text, maxRun)).toEqual(runsOf(pattern, text, maxRun));
      }),
      { numRuns: 500 },
    );
  });

  it('breaks camelCase where the Unicode classes break it, on ASCII runs', () => {
    const run = fc
      .array(fc.constantFrom(...'aAbB0Z9z'.split('')), { minLength: 1, maxLength: 12 })
      .map((chars) => chars.join(''));
    fc.assert(
      fc.property(run, (text) => {
        expect(asciiCamelBreaks(text)).toEqual(unicodeCamelBreaks(text));
      }),
      { numRuns: 1000 },
    );
    expect(asciiCamelBreaks('HTTPServer')).toEqual([4]);
    expect(asciiCamelBreaks('pdf2Text')).toEqual([4]);
  });
});
