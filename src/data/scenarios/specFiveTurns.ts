import type { Transcript } from '../../engine/core';

/**
 * The design's working-set figure (docs/design/working-set.md), turn for turn, with its budget of 5
 * slots: t3's direct call keeps read_pdf warm, t4 evicts query_json, t5 evicts read_json.
 */
export const specFiveTurns: Transcript = {
  name: 'spec-five-turns',
  title: "The spec's five-turn working set",
  description:
    'Five turns, five slots: activations fill the set, a direct call keeps read_pdf warm, and the least recently touched tools are evicted.',
  budget: 5,
  turns: [
    {
      at: '2026-01-01T10:00:00Z',
      events: [
        { type: 'user', text: 'What does the signed supplier contract say about late delivery?' },
        { type: 'search', query: 'read pdf', capabilities: ['pdf'] },
        { type: 'activate', names: ['read_pdf'] },
      ],
    },
    {
      at: '2026-01-01T10:01:00Z',
      events: [
        {
          type: 'user',
          text: 'Compare it with the delivery dates in the ERP export (orders.json).',
        },
        { type: 'search', query: 'json query read', capabilities: ['json'] },
        { type: 'activate', names: ['query_json', 'read_json'] },
      ],
    },
    {
      at: '2026-01-01T10:02:00Z',
      events: [
        { type: 'user', text: 'Check the penalty clause on page 14 again.' },
        {
          type: 'call',
          name: 'read_pdf',
          args: { file: 'contracts/supplier-2026.pdf', pages: '14' },
        },
      ],
    },
    {
      at: '2026-01-01T10:03:00Z',
      events: [
        {
          type: 'user',
          text: 'Find every late order in the "Late deliveries" view, look for earlier complaints, and merge the two delivery notes.',
        },
        { type: 'search', query: 'run saved view' },
        { type: 'search', query: 'full text search' },
        { type: 'search', query: 'merge pdf files' },
        { type: 'activate', names: ['run_view', 'search_text', 'merge_pdfs'] },
      ],
    },
    {
      at: '2026-01-01T10:04:00Z',
      events: [
        { type: 'user', text: 'Write it up as a PDF memo for the supplier.' },
        { type: 'search', query: 'generate pdf', capabilities: ['pdf'] },
        { type: 'activate', names: ['generate_pdf'] },
      ],
    },
  ],
};
