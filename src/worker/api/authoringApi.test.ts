import { describe, expect, it } from 'vitest';
import { demoQuerySet } from '../../data/querySets/demo';
import { textOf, toolFrom, withArgumentDescriptions } from '../../engine';
import { toolOf } from '../../ui/authoring/state/toolOf';
import { engineApi } from '../engineApi';
import { authoringApi } from './authoringApi';

/** The authoring path in-process: an edit to an argument description re-ranks like any edit. */
describe('updateTool with an argument description edited', () => {
  it('moves the query it targets and shows the new text in the detail and declaration', async () => {
    await engineApi.loadBuiltIn('demo');
    const queries = demoQuerySet.filter((q) => q.query === 'reassign this ticket to Maria');
    expect(authoringApi.evaluate({ queries }).perQuery[0]?.ranks).toEqual({ assign_work_item: 12 });
    const detail = engineApi.toolDetail('assign_work_item');
    if (!detail) throw new Error('the demo has assign_work_item');
    const description = 'The members to reassign the ticket to.';
    authoringApi.updateTool({
      tool: {
        name: detail.name,
        description: detail.description,
        parameters: withArgumentDescriptions(detail.parameters, [
          { pointer: '/properties/memberIds', description },
        ]),
        capabilities: detail.capabilities,
        domains: detail.domains,
        entities: detail.entities,
        relationships: detail.relationships,
        concepts: detail.concepts.map((concept) => concept.id),
      },
    });
    // 12 → 2: words found only in argument text count a third of a term each.
    expect(authoringApi.evaluate({ queries }).perQuery[0]?.ranks).toEqual({ assign_work_item: 2 });
    const after = engineApi.toolDetail('assign_work_item');
    expect(after?.parameters).toMatchObject({ properties: { memberIds: { description } } });
    expect(after?.declaration).toContain(description);
  });
});

describe('an edit built from the detail', () => {
  it('keeps the tool’s server and agent hints, which the detail carries', async () => {
    const text = JSON.stringify([
      {
        name: 'create_issue',
        server: 'github',
        description: 'Create an issue.',
        inputSchema: { type: 'object' },
        _meta: { 'anthropic/searchHint': 'file a bug', 'anthropic/alwaysLoad': true },
      },
    ]);
    await engineApi.loadCatalogText(text, 'hints.json');
    const detail = engineApi.toolDetail('create_issue');
    expect(detail?.origin).toEqual({ server: 'github' });
    expect(detail?.agentHints).toEqual({ searchHint: 'file a bug', alwaysLoad: true });
    if (!detail) throw new Error('loaded');
    const tool = toolFrom(toolOf(detail), {
      ...textOf(toolOf(detail)),
      description: 'Open an issue.',
    });
    authoringApi.updateTool({ tool });
    expect(engineApi.toolDetail('create_issue')).toMatchObject({
      description: 'Open an issue.',
      origin: { server: 'github' },
      agentHints: { searchHint: 'file a bug', alwaysLoad: true },
    });
  });
});
