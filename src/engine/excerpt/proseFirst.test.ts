import { describe, expect, it } from 'vitest';
import { AZURE_COMPUTE_VM_CREATE } from '../../test/fixtures/azureComputeVmCreate';
import { termWeight } from '../search/rank';
import { buildExcerpt } from './excerpt';

/**
 * The lens builds windows on prose first: a negation sentence, a URL or path, or code explains
 * only the terms no prose window explains. Otherwise the windows that explain the same terms
 * are chosen as the cover always chose them: fewest, then heaviest, then earliest.
 */

/** "create a virtual machine" over the 235 tools of the Azure MCP Server: df 48, 25 and 18. */
const CREATE_VM = [
  { stem: 'creat', weight: termWeight(235, 48) },
  { stem: 'virtual', weight: termWeight(235, 25) },
  { stem: 'machin', weight: termWeight(235, 18) },
];

describe('the lens prefers prose to negations, URLs and code', () => {
  it('compute_vm_create for "create a virtual machine": the opening, not the scale-set warning', () => {
    const excerpt = buildExcerpt(AZURE_COMPUTE_VM_CREATE, CREATE_VM, 300);
    expect(excerpt.mode).toBe('lens');
    expect(
      excerpt.text.startsWith('Create, deploy, or provision a single Azure Virtual Machine'),
    ).toBe(true);
    expect(excerpt.text).not.toContain('Scale Sets');
    expect(excerpt.text.length).toBeLessThanOrEqual(300);
    // Every query term is still shown.
    expect(new Set(excerpt.windows.flatMap((w) => w.terms))).toEqual(
      new Set(['creat', 'virtual', 'machin']),
    );
  });

  it('the same with equal weights and a small cap', () => {
    const equal = CREATE_VM.map((term) => ({ ...term, weight: 1 }));
    const excerpt = buildExcerpt(AZURE_COMPUTE_VM_CREATE, equal, 120);
    expect(excerpt.text).toContain('Create, deploy');
    expect(excerpt.text).toContain('Virtual Machine (VM)');
    expect(excerpt.text).not.toContain('Scale Sets');
  });

  it('a CircleCI-style URL template does not win over the sentence that says the same', () => {
    const text =
      'Get one job of a pipeline: its status, its steps and their timing, and the artifacts it produced, looked up by the build number CircleCI gave it. Calls GET https://circleci.com/api/v1.1/project/:vcs/:org/:repo/jobs/:buildNumber with your token.';
    const terms = [
      { stem: 'job', weight: 1.5 },
      { stem: 'build', weight: 2 },
      { stem: 'number', weight: 2 },
    ];
    const excerpt = buildExcerpt(text, terms, 120);
    expect(excerpt.text).not.toContain('circleci.com');
    expect(excerpt.text).toContain('Get one job');
    expect(excerpt.text).toContain('build number');
  });

  it('a term said only in a negation sentence is still shown', () => {
    const text =
      'Lists the jobs of a pipeline with their status, duration and the branch they ran on, newest first, at most 100 at a time. Do not use this to delete pipelines; use delete_pipeline.';
    const excerpt = buildExcerpt(
      text,
      [
        { stem: 'job', weight: 1 },
        { stem: 'delet', weight: 1 },
      ],
      120,
    );
    expect(excerpt.text).toContain('jobs');
    expect(excerpt.text).toContain('delete');
  });

  it('a term in code is still shown when no prose says it', () => {
    const text = `${'Runs a command in the sandbox and returns its output, exit code and the time it took. '.repeat(2)}Example: \`az vm list\`.`;
    const excerpt = buildExcerpt(text, [{ stem: 'az', weight: 2 }], 80);
    expect(excerpt.text).toContain('az vm list');
  });

  it('between prose windows that explain the same terms, the earlier', () => {
    const filler = ' Other words fill the space between the two sentences here, and more of them.';
    const text = `Merge two PDFs into one.${filler.repeat(3)} Merge many PDFs at once.`;
    const excerpt = buildExcerpt(
      text,
      [
        { stem: 'merg', weight: 1 },
        { stem: 'pdf', weight: 1 },
      ],
      80,
    );
    expect(excerpt.windows).toHaveLength(1);
    expect(excerpt.windows[0]?.start).toBe(0);
  });
});
