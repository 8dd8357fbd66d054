import { spawnSync } from 'node:child_process';
import fc from 'fast-check';
import {
  compilePython,
  PyReError,
  PyReUnsupported,
  pySearch,
} from '../src/engine/agents/anthropicRegex';

/**
 * `npx tsx bench/anthropicRegexVsPython.ts [count]`: the translation against CPython itself
 * (`python3` on PATH). Random patterns over Python's regex language (flags, scoped flags, sets,
 * escapes, anchors, greedy, lazy and possessive repeats, `{` forms, lookarounds, atomic and
 * named groups, references) and short texts; prints how many give Python's exact answer (its
 * match and place, or its error text), how many toollens refuses, and every difference.
 */
const count = Number(process.argv[2] ?? 20_000);
const atom = fc.constantFrom(
  ...['a', 'b', 'A', 'é', 'É', '.', '\\w', '\\W', '\\d', '\\s', '\\S', '\\b', '\\B', '^', '$'],
  ...['\\A', '\\Z', '[a-c]', '[^a]', '[\\w-]', '[\\W\\d]', '[A-Z]', '\\x41', '\\n', '-', ' '],
  ...['{', '}', 'ı', 'İ', 'k', 'K', 's', 'ſ', '1', '٣', '\\.', '\\(', '(?#c)'],
);
const quant = fc.constantFrom(
  ...['', '', '', '*', '+', '?', '*?', '+?', '??', '{2}', '{1,2}', '{,2}', '{2,}', '*+', '++'],
  ...['{', '{1', '{x}'],
);
const opens = ['(', '(?:', '(?>', '(?=', '(?!', '(?<=', '(?<!', '(?i:', '(?-i:', '(?s:', '(?m:'];
const node = fc.letrec<{ n: string }>((tie) => ({
  n: fc.oneof(
    { depthSize: 'small' },
    fc.tuple(atom, quant).map(([a, q]) => a + q),
    fc.tuple(tie('n'), tie('n')).map(([x, y]) => x + y),
    fc.tuple(tie('n'), tie('n')).map(([x, y]) => `${x}|${y}`),
    fc
      .tuple(fc.constantFrom(...opens, '(?x:', '(?a:', '(?P<g>'), tie('n'), quant)
      .map(([o, x, q]) => `${o}${x})${q}`),
  ),
})).n;
const flags = fc.constantFrom('', '', '', '(?i)', '(?s)', '(?m)', '(?x)', '(?a)', '(?im)', '(?ai)');
const pattern = fc
  .tuple(flags, node, fc.constantFrom('', '', '\\1', '(?P=g)'))
  .map(([f, n, r]) => f + n + r);
const chars = [
  'a',
  'b',
  'A',
  'é',
  'É',
  ' ',
  '\n',
  '-',
  '1',
  '٣',
  'ı',
  'İ',
  'K',
  'ſ',
  's',
  '{',
  '_',
];
const text = fc.array(fc.constantFrom(...chars), { maxLength: 10 }).map((c) => c.join(''));
const cases = fc.sample(fc.tuple(pattern, text), { numRuns: count, seed: 42 });

const python = spawnSync(
  'python3',
  [
    '-c',
    `import re, json, sys, warnings
warnings.simplefilter('ignore')
out = []
for p, t in json.load(sys.stdin):
    try:
        m = re.search(p, t)
        out.append(None if m is None else [len(t[:m.start()].encode('utf-16-le')) // 2, m.group(0)])
    except re.error as e:
        out.append({'error': str(e)})
print(sys.version.split()[0]); print(json.dumps(out))`,
  ],
  { input: JSON.stringify(cases), encoding: 'utf8', maxBuffer: 1 << 28 },
);
if (python.status !== 0) throw new Error(`python3 failed: ${python.stderr}`);
const [version, json] = python.stdout.split('\n');
const expected = JSON.parse(json ?? '[]') as unknown[];
let same = 0;
let refused = 0;
const differences: string[] = [];
cases.forEach(([p, t], i) => {
  let got: unknown;
  try {
    const match = pySearch(compilePython(p), t);
    got = match === undefined ? null : [match.start, match.found];
  } catch (error) {
    if (error instanceof PyReUnsupported) {
      refused++;
      return;
    }
    if (!(error instanceof PyReError)) throw error;
    got = { error: error.message };
  }
  if (JSON.stringify(got) === JSON.stringify(expected[i])) same++;
  else
    differences.push(
      `${JSON.stringify(p)} on ${JSON.stringify(t)}: Python ${JSON.stringify(expected[i])}, toollens ${JSON.stringify(got)}`,
    );
});
console.log(
  `CPython ${version}: ${cases.length} cases, ${same} as Python, ${refused} refused, ${differences.length} different`,
);
for (const line of differences) console.log(`  ${line}`);
