import { spawn } from 'node:child_process';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm test` and `npm run test:e2e`: the checks in stages, a stage's lanes at the same time. A
 * lane is a list of phases run one after the other; the next stage starts when every lane of
 * this one is over. The phases put side by side are ones that leave a core idle on a 2-core
 * machine (lint and knip; typedoc, one thread): the CPU-heavy ones (Vitest, Playwright) run
 * alone, since two of them side by side only slow each other down.
 *
 * A phase alone in its stage writes as it goes (Vitest's and Playwright's progress); phases side
 * by side each keep their output and write it whole when they end, so no two interleave. A
 * failed phase stops its lane; the stage's other lanes still finish (their failures are seen
 * in the same run), and no later stage starts. The end prints each phase's time.
 */

export type Phase = { name: string; command: string };
/** Lanes run at the same time; each lane's phases one after the other. */
export type Stage = Phase[][];

const script = (name: string): Phase => ({ name, command: `npm run -s ${name}` });

/** vite build, the package test, the docs site, then Playwright's app project in Chromium. */
const E2E: Stage[] = [
  [[{ name: 'build', command: 'vite build' }]],
  // The package test packs dist/ (tools/pkg) while docs:site writes dist/site/: one at a time.
  [[script('test:package')]],
  [[script('docs:site')]],
  [[{ name: 'playwright', command: 'playwright test --project=app' }]],
];

/** Everything `npm test` checks. */
const ALL: Stage[] = [
  [[script('typecheck')], [script('lint'), script('knip')], [script('docs:api')]],
  [[script('test:unit')]],
  ...E2E,
];

export const PLANS: Record<string, Stage[]> = { all: ALL, e2e: E2E };

export type Outcome = { name: string; ok: boolean; seconds: number };

/**
 * Runs one phase and says whether it passed. `live`: it is alone in its stage, and its output
 * may go straight to the terminal; otherwise all of it goes to `write`, whole, when it ends.
 */
export type Runner = (
  phase: Phase,
  live: boolean,
  write: (text: string) => void,
) => Promise<boolean>;

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The project's own bins first, as `npm run` has them, however this file was started. */
const PATH = [join(ROOT, 'node_modules/.bin'), process.env.PATH].join(delimiter);

/**
 * A shell command in the project's folder. Alone, it writes to this process's own stdout and
 * stderr (a terminal keeps its colours and Playwright's live lines); beside others, its output
 * is kept, both streams in the order they come.
 */
export const shellRunner: Runner = (phase, live, write) =>
  new Promise((resolve) => {
    const child = spawn(phase.command, {
      cwd: ROOT,
      shell: true,
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PATH },
    });
    const kept: string[] = [];
    const take = (chunk: Buffer) => kept.push(chunk.toString());
    child.stdout?.on('data', take);
    child.stderr?.on('data', take);
    // A command that cannot start ends with 'error' and maybe no 'close': whichever comes first.
    let over = false;
    const end = (ok: boolean) => {
      if (over) return;
      over = true;
      if (!live || !ok) write(kept.join(''));
      resolve(ok);
    };
    child.on('error', (error) => {
      kept.push(`${phase.command}: ${error.message}\n`);
      end(false);
    });
    child.on('close', (code) => end(code === 0));
  });

const seconds = (from: number) => (performance.now() - from) / 1000;

/**
 * Runs the stages in order and says how each phase went; stops after the first stage with a
 * failure. `write` takes everything that is printed.
 */
export const runStages = async (
  stages: Stage[],
  run: Runner,
  write: (text: string) => void,
): Promise<Outcome[]> => {
  const outcomes: Outcome[] = [];
  for (const stage of stages) {
    const live = stage.length === 1;
    const lane = async (phases: Phase[]) => {
      for (const phase of phases) {
        const started = performance.now();
        if (live) write(`== ${phase.name}: ${phase.command}\n`);
        let output = '';
        const ok = await run(phase, live, (text) => {
          if (live) write(text);
          else output += text;
        });
        const took = seconds(started);
        outcomes.push({ name: phase.name, ok, seconds: took });
        const verdict = `${ok ? 'passed' : 'FAILED'} in ${took.toFixed(1)} s`;
        if (live) write(`== ${phase.name} ${verdict}\n`);
        else write(`== ${phase.name}: ${phase.command} (${verdict})\n${output}`);
        if (!ok) return false;
      }
      return true;
    };
    const lanes = await Promise.all(stage.map(lane));
    if (lanes.includes(false)) break;
  }
  return outcomes;
};

/** The closing table: each phase's time, the failures named. */
export const summary = (outcomes: Outcome[], total: number): string => {
  const width = Math.max(...outcomes.map((outcome) => outcome.name.length));
  const rows = outcomes.map(
    (o) =>
      `  ${o.name.padEnd(width)}  ${o.seconds.toFixed(1).padStart(6)} s${o.ok ? '' : '  FAILED'}`,
  );
  return `== times (phases side by side overlap)\n${rows.join('\n')}\n  ${'total'.padEnd(width)}  ${total.toFixed(1).padStart(6)} s\n`;
};

const main = async () => {
  const name = process.argv[2] ?? 'all';
  const stages = PLANS[name];
  if (stages === undefined) {
    process.stderr.write(
      `tools/test/run.ts: no plan "${name}"; the plans are ${Object.keys(PLANS).join(', ')}\n`,
    );
    process.exit(2);
  }
  const started = performance.now();
  const write = (text: string) => process.stdout.write(text);
  const outcomes = await runStages(stages, shellRunner, write);
  write(summary(outcomes, seconds(started)));
  const failed = outcomes.filter((outcome) => !outcome.ok).map((outcome) => outcome.name);
  if (failed.length > 0) {
    process.stderr.write(`tools/test/run.ts ${name}: failed: ${failed.join(', ')}\n`);
    process.exit(1);
  }
};

if (process.argv[1] === import.meta.filename) await main();
