import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { demoCatalog } from '../../data/demo';
import { scenarios } from '../../data/scenarios';
import { assemblePrompt } from '../prompt/assemble';
import { compareDeclarationOrders, nextDeclared } from './declarationOrders';
import { replay } from './replay';

const spec = scenarios[0];

describe('nextDeclared', () => {
  it('appends new tools in the order they came, and takes an evicted one out where it was', () => {
    // The set lists the most recent first: c came after b.
    expect(nextDeclared('appended', ['a', 'b'], ['c', 'b', 'a'])).toEqual(['a', 'b', 'c']);
    expect(nextDeclared('appended', ['a', 'b', 'c'], ['d', 'c', 'a'])).toEqual(['a', 'c', 'd']);
    expect(nextDeclared('inline', ['a', 'b', 'c'], ['d', 'c', 'a'])).toEqual(['a', 'b', 'c', 'd']);
    expect(nextDeclared('sorted', ['a'], ['c', 'b'])).toEqual(['c', 'b']);
  });

  it('against a forward model: appended holds the set, inline everything seen, both in first order', () => {
    const names = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f');
    const sets = fc.array(fc.uniqueArray(names, { maxLength: 4 }), { maxLength: 12 });
    fc.assert(
      fc.property(sets, (turns) => {
        let appended: string[] = [];
        let inline: string[] = [];
        const firstSeen: string[] = [];
        let since = new Map<string, number>();
        turns.forEach((set, turn) => {
          appended = nextDeclared('appended', appended, set);
          inline = nextDeclared('inline', inline, set);
          for (const name of [...set].reverse())
            if (!firstSeen.includes(name)) firstSeen.push(name);
          expect(inline).toEqual(firstSeen);
          expect([...appended].sort()).toEqual([...set].sort());
          // Each tool held since the turn it came back: the earlier arrival first.
          const next = new Map<string, number>();
          for (const name of [...set].reverse()) next.set(name, since.get(name) ?? turn);
          since = next;
          const arrivals = appended.map((name) => since.get(name) ?? -1);
          expect(arrivals).toEqual([...arrivals].sort((x, y) => x - y));
        });
      }),
    );
  });
});

describe('compareDeclarationOrders', () => {
  it.skipIf(!spec)('gives under `sorted` exactly what the replay gives, turn by turn', () => {
    if (!spec) return;
    const [sorted] = compareDeclarationOrders(spec, { catalog: demoCatalog });
    const replayed = replay(spec, { catalog: demoCatalog });
    expect(sorted?.order).toBe('sorted');
    expect(sorted?.turns.map((turn) => turn.cached.anthropic)).toEqual(
      replayed.turns.map((turn) => turn.cache.anthropic?.cachedTokens),
    );
    expect(sorted?.turns.map((turn) => turn.promptTokens)).toEqual(
      replayed.turns.map((turn) => turn.promptTokens),
    );
  });

  it.skipIf(!spec)(
    'under `inline`, found tools stay in the conversation and nothing before them breaks',
    () => {
      if (!spec) return;
      const figures = compareDeclarationOrders(spec, { catalog: demoCatalog });
      const inline = figures.find((each) => each.order === 'inline');
      const sorted = figures.find((each) => each.order === 'sorted');
      // Every later turn breaks in the conversation or not at all, never in the tool block.
      expect(inline?.turns.slice(1).map((turn) => turn.breakSection ?? 'found')).toEqual(
        Array(spec.turns.length - 1).fill('found'),
      );
      expect(inline?.cachedTokens.anthropic).toBeGreaterThan(sorted?.cachedTokens.anthropic ?? 0);
    },
  );

  it('assembles the found tools after the system text, with no working-set line', () => {
    const names = demoCatalog.tools.filter((tool) => !tool.scaffolding).map((tool) => tool.name);
    const prompt = assemblePrompt({
      catalog: demoCatalog,
      workingSet: names.slice(0, 2),
      budget: 5,
      order: 'inline',
    });
    expect(prompt.sections.map((section) => section.id)).toEqual([
      'protocol',
      'capabilities',
      'discovery',
      'declarations',
      'found',
    ]);
    expect(prompt.sections.at(-1)?.text).toContain(`"name":"${names[0]}"`);
    expect(prompt.sections[3]?.text).not.toContain(`"name":"${names[0]}"`);
  });
});
