import { describe, expect, it } from 'vitest';
import { demoCatalog } from '../../../data/demo';
import { scenarios } from '../../../data/scenarios';
import { DEFAULT_PROVIDERS, type ProviderModel, replay } from '../../../engine';
import { cachesOf, estimateTurns } from './providerCache';

const catalog = demoCatalog;

/** The engine's own figures under `models`, per turn and provider, to hold the page's against. */
const engineFigures = (
  name: string,
  models: readonly ProviderModel[],
  order: 'sorted' | 'recency',
) =>
  replay(scenarios.find((s) => s.name === name) ?? scenarios[0]!, {
    catalog,
    order,
    providers: models,
  }).turns.map((turn) => models.map((model) => turn.cache[model.id]?.cachedTokens));

describe('estimateTurns', () => {
  const defaults = DEFAULT_PROVIDERS.map((model) => ({ ...model }));

  it('reproduces the replay exactly under the default models, in every scenario and order', () => {
    for (const scenario of scenarios) {
      for (const order of ['sorted', 'recency'] as const) {
        const turns = replay(scenario, { catalog, order }).turns;
        const page = estimateTurns(defaults, turns).map((row) => row.map((c) => c.cachedTokens));
        expect(page, `${scenario.name} ${order}`).toEqual(
          engineFigures(scenario.name, defaults, order),
        );
      }
    }
  });

  it('follows an edited minimum and step as the engine would', () => {
    const edited = [
      { ...defaults[0]!, minTokens: 4000 },
      { ...defaults[1]!, minTokens: 100, step: 1 },
    ];
    for (const scenario of scenarios) {
      const turns = replay(scenario, { catalog, providers: defaults }).turns;
      const page = estimateTurns(edited, turns).map((row) => row.map((c) => c.cachedTokens));
      expect(page, scenario.name).toEqual(engineFigures(scenario.name, edited, 'sorted'));
    }
  });

  it('caches nothing on the first turn and says what share is cached', () => {
    const turns = replay(scenarios[0]!, { catalog }).turns;
    const [first, , third] = estimateTurns(defaults, turns);
    expect(first?.every((c) => c.cachedTokens === 0 && c.share === 0)).toBe(true);
    // Spec t3: the same set as t2, so the whole prompt is stable (chars/4 tokens here).
    const openai = third?.find((c) => c.id === 'openai');
    expect(openai?.stablePrefixTokens).toBe(openai?.totalTokens);
    expect(openai?.share).toBeGreaterThan(0.9);
    expect(openai?.estimated).toBe(false);
  });
});

describe('cachesOf', () => {
  const defaults = DEFAULT_PROVIDERS.map((model) => ({ ...model }));
  const edited = [
    { ...defaults[0]!, minTokens: 4000 },
    { ...defaults[1]!, minTokens: 100, step: 1 },
  ];

  it("shows the replay's own figures when it ran with the shown models, never estimated", () => {
    for (const scenario of scenarios) {
      const turns = replay(scenario, { catalog, providers: edited }).turns;
      const shown = cachesOf(edited, turns, edited);
      expect(
        shown.map((row) => row.map((c) => c.cachedTokens)),
        scenario.name,
      ).toEqual(engineFigures(scenario.name, edited, 'sorted'));
      expect(shown.flat().some((c) => c.estimated)).toBe(false);
    }
  });

  it('estimates from the last replay while the one with the edited models is on its way', () => {
    const turns = replay(scenarios[0]!, { catalog, providers: defaults }).turns;
    expect(cachesOf(edited, turns, defaults)).toEqual(estimateTurns(edited, turns));
  });
});
