import { describe, expect, it } from 'vitest';
import { makeTool } from '../catalog/types';
import { lintCatalog } from '../lint/lintCatalog';
import { isValidToolName, renameProblem } from './toolName';

const tool = (name: string) =>
  makeTool({ name, description: 'Reads a file from the disk and returns its text' });

const NAMES = [
  'read_file',
  'READ-FILE',
  'a'.repeat(64),
  'a'.repeat(65),
  '',
  'read file',
  'été',
  'x.y',
];

describe('the rule for a tool name', () => {
  it('is the one lint and the editor apply: lint flags exactly the names the editor refuses', () => {
    const flagged = lintCatalog({
      tools: NAMES.map(tool),
      ontology: { concepts: [] },
      format: 'toollens',
    })
      .filter((finding) => finding.rule === 'invalid-name')
      .flatMap((finding) => finding.tools);
    const refused = NAMES.filter((name) =>
      renameProblem(name, 'other', [])?.includes('is not a valid tool name'),
    );
    expect(flagged).toEqual(refused);
    expect(refused).toEqual(['a'.repeat(65), '', 'read file', 'été', 'x.y']);
    expect(NAMES.filter(isValidToolName)).toEqual(['read_file', 'READ-FILE', 'a'.repeat(64)]);
  });

  it('refuses a name another tool has, or has but for case, and lets a tool change its own case', () => {
    const names = ['read_file', 'write_file'];
    expect(renameProblem('write_file', 'read_file', names)).toBe(
      'Another tool is already named "write_file".',
    );
    expect(renameProblem('WRITE_FILE', 'read_file', names)).toMatch(
      /^Another tool is named "write_file", which differs from "WRITE_FILE" only by case/,
    );
    expect(renameProblem('READ_FILE', 'read_file', names)).toBeUndefined();
    expect(renameProblem('read_file', 'read_file', names)).toBeUndefined();
    expect(renameProblem('read file', 'read_file', names)).toBe(
      '"read file" is not a valid tool name: use letters, digits, "_" and "-", at most 64 characters.',
    );
  });
});
