import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { demoCatalog } from '../../../data/demo';
import { specFiveTurns } from '../../../data/scenarios/specFiveTurns';
import { DEFAULT_PROVIDERS, replay } from '../../../engine';
import { ProviderTable } from './ProviderTable';
import { estimateTurns } from './providerCache';

const turns = replay(specFiveTurns, { catalog: demoCatalog }).turns;

/** The table's text for turn t3 under `providers`. */
const tableText = (providers: typeof DEFAULT_PROVIDERS) => {
  const models = providers.map((model) => ({ ...model }));
  const caches = estimateTurns(models, turns)[2] ?? [];
  return renderToStaticMarkup(
    <ProviderTable providers={models} caches={caches} onProviders={() => {}} />,
  )
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&#x27;', "'");
};

describe('ProviderTable', () => {
  it("says a 0% share comes from the provider's minimum, naming the provider and the minimum", () => {
    const raised = DEFAULT_PROVIDERS.map((model) =>
      model.id === 'openai' ? { ...model, minTokens: 50_000 } : model,
    );
    const text = tableText(raised);
    expect(text).toContain("under openai's minimum of 50,000 tokens");
    expect(text).not.toContain("under anthropic's minimum");
  });

  it('says nothing of the minimum when the turn is cached', () => {
    expect(tableText(DEFAULT_PROVIDERS)).not.toContain('minimum of');
  });
});
