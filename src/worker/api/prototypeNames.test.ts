import { beforeAll, describe, expect, it } from 'vitest';
import type { Transcript } from '../../engine';
import { engineApi } from '../engineApi';

/**
 * Tools named like Object.prototype's keys. A plain object keyed by tool name drops
 * `obj.__proto__ = x` (it sets the prototype) and answers `obj.constructor` for a name it never
 * held, so every per-name answer here must hold exactly its tools, each as an own key, and keep
 * them through the worker's structured clone.
 */
const NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];
const CATALOG = JSON.stringify(
  NAMES.map((name) => ({
    name,
    description: `The ${name} tool reads a file and writes a report about it.`,
    parameters: { type: 'object', properties: { path: { type: 'string' } } },
  })),
);

/** `record` holds exactly `names`, each as its own key (not inherited), after a clone too. */
const holdsExactly = (record: object, names: readonly string[]) => {
  for (const each of [record, structuredClone(record)]) {
    expect(Object.keys(each).sort()).toEqual([...names].sort());
    for (const name of names) expect(Object.hasOwn(each, name)).toBe(true);
  }
};

beforeAll(async () => {
  const loaded = await engineApi.loadCatalogText(CATALOG, 'prototype.json');
  expect(loaded.ok).toBe(true);
});

describe('tools named __proto__, constructor, toString and hasOwnProperty', () => {
  it('each get their declaration token count', async () => {
    const { tokens } = await engineApi.declarationTokens();
    holdsExactly(tokens, NAMES);
    for (const name of NAMES) expect(typeof tokens[name]).toBe('number');
  });

  it('each get their state in the working set of a replay', async () => {
    const transcript: Transcript = {
      name: 'prototype',
      turns: [
        {
          at: '2026-01-01T10:00:00Z',
          events: [{ type: 'activate', names: ['__proto__', 'constructor', 'toString'] }],
        },
        { at: '2026-01-01T10:01:00Z', events: [{ type: 'call', name: '__proto__' }] },
      ],
    };
    const view = await engineApi.replay({ transcript });
    const [first, second] = view.turns;
    holdsExactly(first?.states ?? {}, ['__proto__', 'constructor', 'toString']);
    expect(first?.states).toEqual(
      Object.fromEntries([
        ['__proto__', 'activated'],
        ['constructor', 'activated'],
        ['toString', 'activated'],
      ]),
    );
    expect(Object.hasOwn(second?.states ?? {}, '__proto__')).toBe(true);
    // hasOwnProperty was never activated: nothing in any turn says it is declared.
    for (const turn of view.toolCosts) {
      expect(turn.map((cost) => cost.name)).not.toContain('hasOwnProperty');
    }
  });

  it('are evaluated with their grades, and ranked by their own names', async () => {
    const report = await engineApi.evaluate({
      queries: [
        {
          id: 'q1',
          query: 'reads a file report',
          relevant: ['toString', '__proto__'],
          grades: JSON.parse('{"__proto__": 2}'),
        },
      ],
    });
    expect(Number.isFinite(report.ndcg10)).toBe(true);
    const [outcome] = report.perQuery;
    holdsExactly(outcome?.ranks ?? {}, ['toString', '__proto__']);
    expect(
      Object.getOwnPropertyDescriptor(outcome?.ranks ?? {}, '__proto__')?.value,
    ).toBeGreaterThan(0);
  });
});
