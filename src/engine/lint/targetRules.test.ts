import { describe, expect, it } from 'vitest';
import { makeTool } from '../catalog/types';
import { lintCatalog } from './lintCatalog';

const catalog = (tools: ReturnType<typeof makeTool>[]) => ({
  tools,
  ontology: { concepts: [] },
  format: 'mcp' as const,
  server: 'tracker',
});

const about = (name: string, findings: ReturnType<typeof lintCatalog>) =>
  findings.filter((f) => f.rule === 'lost-under-target' && f.tools[0] === name);

const notes = Array.from({ length: 9 }, (_, at) =>
  makeTool({ name: `note_${at}`, description: 'Write a note; write it again; write more.' }),
);

describe('lint under the agent targets', () => {
  it('warns when a target does not return a tool for its own name words, with its rank', () => {
    // Codex reads `issue_write` as one word, so "issue write" finds it only through a
    // description that says the words: this one says neither, and nine notes say "write".
    const lost = makeTool({ name: 'issue_write', description: 'Files a ticket for the team.' });
    const findings = lintCatalog(catalog([...notes, lost]), { targets: ['codex'] });
    const [finding] = about('issue_write', findings);
    expect(finding).toMatchObject({ severity: 'warning', tools: ['issue_write'] });
    expect(finding?.message).toBe(
      'issue_write is not in the top 8 under Codex (codex) for its own name words "issue write": it scores nothing; note_0 comes first.',
    );
    expect(finding?.fix).toContain('Say "issue write" in the description');
  });

  it('is quiet when the description says the name’s words, and when no target is asked', () => {
    const found = makeTool({
      name: 'issue_write',
      description: 'Write an issue: create or edit one.',
    });
    expect(
      about('issue_write', lintCatalog(catalog([...notes, found]), { targets: ['codex'] })),
    ).toEqual([]);
    const lost = makeTool({ name: 'issue_write', description: 'Files a ticket for the team.' });
    expect(lintCatalog(catalog([...notes, lost])).some((f) => f.rule === 'lost-under-target')).toBe(
      false,
    );
  });

  it('says a tool tied across the cut may not be returned, as a note, not a warning', () => {
    // Nine notes score alike for "note 8": Codex returns 8 of the 9, in no defined order.
    const [finding] = about('note_8', lintCatalog(catalog(notes), { targets: ['codex'] }));
    expect(finding?.severity).toBe('info');
    expect(finding?.message).toBe(
      'note_8 may not be returned under Codex (codex) for its own name words "note 8": it ties with 8 more for rank 1, and Codex returns 8 of them in an order it leaves undefined.',
    );
  });

  it('skips the check past maxNameQueries tools, as the name check does', () => {
    const lost = makeTool({ name: 'issue_write', description: 'Files a ticket for the team.' });
    const findings = lintCatalog(catalog([...notes, lost]), {
      targets: ['codex'],
      maxNameQueries: 5,
    });
    expect(findings.some((f) => f.rule === 'lost-under-target')).toBe(false);
  });
});
