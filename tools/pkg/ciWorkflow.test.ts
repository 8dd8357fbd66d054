import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { cleanEnv, type Run, runIn } from './installed';
import { ROOT } from './library';

/**
 * docs/ci.md's workflow, run as written: its steps that use toollens, each as GitHub Actions
 * runs a `run:` (bash -eo pipefail), in a server's repository that has the installed package, a
 * built fixture server, a committed query set and the base branch's catalog.
 */
const installed = inject('installed');
const FIXTURE = join(import.meta.dirname, 'fixture');

type Step = { name: string; run: string };

/** The lines of a `run: |` block: those after it, indented deeper than its key. */
const blockAfter = (lines: string[], at: number, indent: string): string[] => {
  const end = lines.findIndex((line, i) => i > at && !line.startsWith(`${indent}  `));
  return lines.slice(at + 1, end === -1 ? undefined : end).map((line) => line.trim());
};

/** The `run:` steps of the page's one yaml block, each named by its `name:` or its command. */
const workflowSteps = (markdown: string): Step[] => {
  const yaml = /^```yaml\n([\s\S]*?)^```$/m.exec(markdown)?.[1];
  if (yaml === undefined) throw new Error('tools/pkg: docs/ci.md has no ```yaml block');
  const lines = yaml.split('\n');
  const steps: Step[] = [];
  let name = '';
  for (const [at, line] of lines.entries()) {
    // A `- ` item starts a step: its name, if any, is on that line.
    if (/^\s*- /.test(line)) name = /^\s*- name: (.*)$/.exec(line)?.[1] ?? '';
    const run = /^(\s*)(?:- )?run: (.*)$/.exec(line);
    if (!run) continue;
    const [, indent = '', value = ''] = run;
    const body = value === '|' ? blockAfter(lines, at, indent) : [value.trim()];
    steps.push({ name: name || value, run: body.join('\n') });
  }
  return steps;
};

const STEPS = workflowSteps(readFileSync(join(ROOT, 'docs/ci.md'), 'utf8')).filter((step) =>
  step.run.includes('toollens'),
);

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=ci', '-c', 'user.email=ci@localhost', ...args], {
    cwd,
    env: cleanEnv(),
    stdio: 'pipe',
  });

const EDITED = 'Write every note out to a folder, one per note.';

/**
 * A server repository whose base branch (origin/main) commits the fixture's catalog; the pull
 * request's commit changes the server's tools by `edit` and commits the catalog it pulls.
 */
const repository = (
  name: string,
  edit: (tools: { name: string; description: string }[]) => void,
) => {
  const dir = join(dirname(installed), name);
  mkdirSync(join(dir, 'dist'), { recursive: true });
  mkdirSync(join(dir, 'toollens'));
  symlinkSync(join(installed, 'node_modules'), join(dir, 'node_modules'));
  writeFileSync(join(dir, '.gitignore'), 'node_modules\n');
  cpSync(join(FIXTURE, 'server.mjs'), join(dir, 'dist/index.js'));
  cpSync(join(FIXTURE, 'tools.source.json'), join(dir, 'dist/tools.source.json'));
  cpSync(join(FIXTURE, 'queries.json'), join(dir, 'toollens/queries.json'));
  // The author's own pull, before CI runs: the installed bin by node, without npx's second.
  const cli = join(installed, 'node_modules/toollens/build/cli/toollens.mjs');
  const pullCatalog = () => {
    const argv = [cli, 'pull', '--mcp', 'node dist/index.js', '-o', 'toollens/tools.json'];
    const pulled = runIn(dir, process.execPath, argv);
    expect(pulled.code, pulled.stderr).toBe(0);
  };
  git(dir, 'init', '-q', '-b', 'main');
  pullCatalog();
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'base');
  git(dir, 'update-ref', 'refs/remotes/origin/main', 'HEAD');
  const tools = JSON.parse(readFileSync(join(dir, 'dist/tools.source.json'), 'utf8'));
  edit(tools);
  writeFileSync(join(dir, 'dist/tools.source.json'), JSON.stringify(tools));
  pullCatalog();
  git(dir, 'commit', '-qam', 'the pull request');
  return dir;
};

const runSteps = (dir: string): Record<string, Run> =>
  Object.fromEntries(
    STEPS.map((step) => [
      step.name,
      runIn(dir, 'bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', step.run], {
        GITHUB_BASE_REF: 'main',
      }),
    ]),
  );

const codes = (runs: Record<string, Run>) =>
  Object.fromEntries(Object.entries(runs).map(([name, run]) => [name, run.code]));

describe('docs/ci.md, its workflow run on a fixture server', () => {
  it('reads the steps that use toollens: pull, the catalog check, lint, eval, compare, diff', () => {
    expect(
      STEPS.map((step) => step.run.split('\n').at(-1)?.split(' ').slice(0, 3).join(' ')),
    ).toEqual([
      'npx toollens pull',
      'cmp tools.json toollens/tools.json',
      'npx toollens lint',
      'npx toollens eval',
      'npx toollens compare',
      'npx toollens diff',
    ]);
  });

  it('passes a pull request whose description edit keeps every query', () => {
    const dir = repository('kept', (tools) => {
      const share = tools.find((tool) => tool.name === 'share_note');
      if (share) share.description += ' The person gets a link by email.';
    });
    const runs = runSteps(dir);
    expect(codes(runs)).toEqual(Object.fromEntries(STEPS.map((step) => [step.name, 0])));
    const last = (run: Run | undefined) => run?.stdout.trimEnd().split('\n').at(-1);
    expect(last(runs['Find the committed queries'])).toMatch(/^toollens eval: pass: /);
    expect(last(runs['Lose no query against the base branch'])).toMatch(
      /^toollens compare: pass: /,
    );
  });

  it('fails eval and compare, and only them, on an edit that loses a query', () => {
    const dir = repository('lost', (tools) => {
      const exporter = tools.find((tool) => tool.name === 'export_notes');
      if (exporter) exporter.description = EDITED;
    });
    const runs = runSteps(dir);
    expect(codes(runs)).toEqual({
      "Pull the server's tools": 0,
      "The committed catalog is the server's": 0,
      'Lint the descriptions': 0,
      'Find the committed queries': 1,
      'Lose no query against the base branch': 1,
      'Break no caller against the base branch': 0,
    });
    expect(runs['Find the committed queries']?.stdout).toMatch(
      /^toollens eval: FAIL: .*R@5 0\.750 < 0\.800 \(toollens\)$/m,
    );
    expect(runs['Lose no query against the base branch']?.stdout).toMatch(
      /^toollens compare: FAIL: 1 query lost rank under B.*\n {2}markdown "save everything as markdown files": #\d+ → not found/m,
    );
  });

  it('fails diff, and only diff, on a release that adds a required argument to a tool', () => {
    const dir = repository('breaking', (tools) => {
      const pin = tools.find((tool) => tool.name === 'pin_note') as
        | { inputSchema: { properties: Record<string, unknown>; required: string[] } }
        | undefined;
      if (!pin) throw new Error('the fixture has no pin_note');
      pin.inputSchema.properties.position = { type: 'integer', description: 'Where to pin it.' };
      pin.inputSchema.required.push('position');
    });
    const runs = runSteps(dir);
    expect(codes(runs)).toEqual({
      "Pull the server's tools": 0,
      "The committed catalog is the server's": 0,
      'Lint the descriptions': 0,
      'Find the committed queries': 0,
      'Lose no query against the base branch': 0,
      'Break no caller against the base branch': 1,
    });
    expect(runs['Break no caller against the base branch']?.stdout).toMatch(
      /^toollens diff: FAIL: 1 breaking change/m,
    );
  });
});
