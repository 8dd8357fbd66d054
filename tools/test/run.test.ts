import { describe, expect, it } from 'vitest';
import { type Phase, PLANS, type Runner, runStages, type Stage, shellRunner, summary } from './run';

const phase = (name: string): Phase => ({ name, command: `run ${name}` });

/**
 * A runner whose phases end when the test says: it logs each start and end, writes the phase's
 * name as its output, and fails the phases named in `failing`.
 */
const scripted = (failing: string[] = []) => {
  const log: string[] = [];
  const waiting = new Map<string, () => void>();
  const run: Runner = (p, live, write) =>
    new Promise((resolve) => {
      log.push(`start ${p.name}${live ? ' live' : ''}`);
      waiting.set(p.name, () => {
        write(`output of ${p.name}\n`);
        log.push(`end ${p.name}`);
        resolve(!failing.includes(p.name));
      });
    });
  /** Ends a running phase, then lets the runner go on to what follows it. */
  const finish = async (name: string) => {
    const end = waiting.get(name);
    if (end === undefined) throw new Error(`${name} is not running (log: ${log.join(', ')})`);
    waiting.delete(name);
    end();
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return { run, log, finish };
};

describe('runStages', () => {
  it('starts every lane of a stage at once, a lane in order, and the next stage after all', async () => {
    const { run, log, finish } = scripted();
    const stages: Stage[] = [[[phase('a1'), phase('a2')], [phase('b')]], [[phase('c')]]];
    const done = runStages(stages, run, () => {});
    await finish('b');
    expect(log).toEqual(['start a1', 'start b', 'end b']);
    await finish('a1');
    expect(log.slice(3)).toEqual(['end a1', 'start a2']);
    await finish('a2');
    expect(log.slice(5)).toEqual(['end a2', 'start c live']);
    await finish('c');
    expect((await done).map((o) => [o.name, o.ok])).toEqual([
      ['b', true],
      ['a1', true],
      ['a2', true],
      ['c', true],
    ]);
  });

  it('writes a side-by-side phase whole under its name when it ends, and a lone one as it goes', async () => {
    const { run, finish } = scripted();
    const written: string[] = [];
    const done = runStages([[[phase('a')], [phase('b')]], [[phase('c')]]], run, (text) =>
      written.push(text),
    );
    await finish('b');
    await finish('a');
    await finish('c');
    await done;
    expect(written.join('')).toMatch(
      /^== b: run b \(passed in \d+\.\d s\)\noutput of b\n== a: run a \(passed in \d+\.\d s\)\noutput of a\n== c: run c\noutput of c\n== c passed in \d+\.\d s\n$/,
    );
  });

  it('stops a lane at its failure, lets the other lanes finish, and starts no later stage', async () => {
    const { run, log, finish } = scripted(['a1']);
    const stages: Stage[] = [[[phase('a1'), phase('a2')], [phase('b')]], [[phase('c')]]];
    const written: string[] = [];
    const done = runStages(stages, run, (text) => written.push(text));
    await finish('a1');
    await finish('b');
    const outcomes = await done;
    expect(log).toEqual(['start a1', 'start b', 'end a1', 'end b']);
    expect(outcomes.map((o) => [o.name, o.ok])).toEqual([
      ['a1', false],
      ['b', true],
    ]);
    expect(written.join('')).toContain('== a1: run a1 (FAILED in');
  });
});

describe('summary', () => {
  it("lists each phase's time, marks the failures, and gives the total", () => {
    expect(
      summary(
        [
          { name: 'typecheck', ok: true, seconds: 9.24 },
          { name: 'lint', ok: false, seconds: 2.3 },
        ],
        12.04,
      ),
    ).toBe(
      '== times (phases side by side overlap)\n' +
        '  typecheck     9.2 s\n' +
        '  lint          2.3 s  FAILED\n' +
        '  total        12.0 s\n',
    );
  });
});

describe('shellRunner', () => {
  it("keeps a side-by-side command's stdout and stderr and passes on its exit code", async () => {
    const written: string[] = [];
    const ok = await shellRunner(
      { name: 'x', command: 'echo out; echo err >&2; exit 3' },
      false,
      (text) => written.push(text),
    );
    expect(ok).toBe(false);
    expect(written.join('')).toContain('out\n');
    expect(written.join('')).toContain('err\n');
    expect(await shellRunner({ name: 'y', command: 'true' }, false, () => {})).toBe(true);
  });
});

describe('the plans', () => {
  const names = (stages: Stage[]) => stages.flat(2).map((p) => p.name);

  it("npm test's plan runs every check of the e2e plan, after the others", () => {
    const all = names(PLANS.all ?? []);
    const e2e = names(PLANS.e2e ?? []);
    expect(all).toEqual(['typecheck', 'lint', 'knip', 'docs:api', 'test:unit', ...e2e]);
    expect(e2e).toEqual(['build', 'test:package', 'docs:site', 'playwright']);
  });

  it('runs Vitest and Playwright alone in their stages', () => {
    for (const stage of PLANS.all ?? []) {
      const heavy = stage.flat().some((p) => p.name === 'test:unit' || p.name === 'playwright');
      if (heavy) expect(stage.flat()).toHaveLength(1);
    }
  });
});
