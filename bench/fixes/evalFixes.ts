import { table } from '../../src/cli/table';
import { TARGET_INFO } from '../../src/engine';
import { GENERATED, generatedSet } from './generated';
import {
  type Direction,
  fixDirections,
  maxGrowth,
  type RankerSummary,
  serverFixes,
  summarize,
} from './halves';
import { FIX_SERVERS, missingCatalogs } from './servers';

/**
 * `npm run eval:fixes`: for each pulled server (`npm run fixes:pull` first), fix proposals made
 * from half A of its query set measured on half B and from B on A, per agent (Codex, Claude
 * Code, the Claude API's regex, and toollens's own ranker): R@1 and R@k before → after, queries
 * lost, description growth, and beside the held-out figures the same on the queries the
 * proposals were made from. R@1 and R@k are the mean of the two directions; lost is their sum.
 */

const label = (ranker: RankerSummary['ranker']) =>
  ranker === 'toollens' ? 'toollens' : TARGET_INFO[ranker].label;
const move = (from: number, to: number) =>
  `${from.toFixed(3)} → ${to.toFixed(3)} (${to - from >= 0 ? '+' : ''}${(to - from).toFixed(3)})`;
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

const report = (directions: readonly Direction[]): string => {
  const held = summarize(directions, 'held');
  const seen = summarize(directions, 'seen');
  return table(
    ['agent', 'R@1 held out', 'R@k held out', 'lost', 'R@1 seen', 'R@k seen', 'lost'],
    held.map((row) => {
      const same = seen.find((other) => other.ranker === row.ranker);
      return [
        label(row.ranker),
        move(row.r1.before, row.r1.after),
        move(row.rk.before, row.rk.after),
        row.lost,
        same ? move(same.r1.before, same.r1.after) : '—',
        same ? move(same.rk.before, same.rk.after) : '—',
        same ? same.lost : '—',
      ];
    }),
  );
};

const write = (heading: string, directions: readonly Direction[]) => {
  const lines = directions.map(
    (d) =>
      `  ${d.from} → ${d.to}: ${d.proposals} safe proposals; held-out ${d.held.queries} queries, growth ${percent(d.held.descriptionGrowth)}, hint chars ${d.held.hintChars}, tokens +${d.held.tokens.declaration} declared, +${d.held.tokens.surface} surface`,
  );
  process.stdout.write(
    [
      heading,
      ...lines,
      report(directions),
      `description growth (hints apart): at most ${percent(maxGrowth(directions, 'held'))}`,
      '',
    ].join('\n'),
  );
};

const main = (): number => {
  const missing = missingCatalogs();
  if (missing) {
    process.stderr.write(`eval:fixes: ${missing}\n`);
    return 1;
  }
  for (const server of FIX_SERVERS) {
    const started = performance.now();
    const { tools, directions } = serverFixes(server);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const role = server.role === 'judged' ? 'judged on' : 'the method made on';
    write(
      `${server.name} (${server.pkg}@${server.version}, ${tools} tools, ${role}; ${seconds} s)`,
      directions,
    );
  }
  const generated = generatedSet();
  if (!generated) {
    process.stdout.write(`${GENERATED.dataset}: skipped (dataset not found)\n`);
    return 0;
  }
  write(
    `${GENERATED.dataset} (written by a model from the descriptions: ${GENERATED.tools} tools, ${GENERATED.perTool} queries each)`,
    fixDirections(generated.catalog, generated.halves),
  );
  return 0;
};

process.exitCode = main();
