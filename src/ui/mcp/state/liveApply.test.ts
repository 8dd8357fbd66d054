import { describe, expect, it } from 'vitest';
import { appliedNotice, refusedMessage } from './liveApply';

const applied = {
  tools: 20,
  changed: ['a'],
  described: 1,
  added: [],
  removed: [],
  held: [],
};

describe('the words of a live list', () => {
  it('says what a list changed and what the user’s edits held', () => {
    expect(appliedNotice(applied, 1)).toBe('list_changed: 1 description changed (a)');
    expect(appliedNotice({ ...applied, held: [{ name: 'b', kind: 'changed' }] }, 3)).toBe(
      "list_changed (3 notifications, one list): 1 description changed (a); the server's change to b held for your edit (open the tool to see or take the server's text)",
    );
    expect(
      appliedNotice(
        {
          ...applied,
          changed: [],
          described: 0,
          held: [
            { name: 'b', kind: 'changed' },
            { name: 'c', kind: 'removed' },
          ],
        },
        1,
      ),
    ).toBe(
      "list_changed: the server's changes to b, c held for your edits (open the tool to see or take the server's text)",
    );
  });

  it('names the server, the tool and why a list was refused, and what stays', () => {
    const refusal = new Error(
      'mcp:s@1 sent a tool list that was refused: tool "x" (/tools/3/name): duplicate tool name "x"',
    );
    const at = new Date(2026, 0, 2, 9, 5, 7);
    expect(refusedMessage('mcp:s@1', refusal, 9000, at)).toBe(
      '09:05:07: mcp:s@1 sent a tool list that was refused: tool "x" (/tools/3/name): duplicate tool name "x". The catalog stays as last applied (9,000 tools); the next list is compared with that one.',
    );
    expect(
      refusedMessage('mcp:s@1', new Error('toollens: the engine restarted'), undefined, at),
    ).toBe(
      '09:05:07: mcp:s@1: its new tool list could not be applied (toollens: the engine restarted). The catalog stays as last applied; the next list is compared with that one.',
    );
  });
});
