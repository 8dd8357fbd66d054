import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { availableTargets } from '../../../engine';
import { TARGET_INFO, textOf } from '../../../engine/core';
import { renderApp } from '../../../test/renderApp';
import { formatHash } from '../../app/url/viewHash';
import { toolOf } from '../../authoring';

/**
 * The agent targets on the whole page, over the worker's own API: the choice, a column per
 * chosen target in the results, and the picked tool's findability card.
 */

const results = () => screen.getByRole('table', { name: /hits?, ranked by/ });

describe('agent targets in the Search panel', () => {
  it('asks nothing of the targets until one is chosen', async () => {
    const { calls } = await renderApp({ view: { query: 'read file' } });
    await waitFor(() => expect(within(results()).getAllByRole('row').length).toBeGreaterThan(1));
    expect(within(results()).queryAllByTestId('target-head')).toHaveLength(0);
    expect(calls.filter((call) => /target|findability/i.test(call))).toEqual([]);
  });

  it("lists the targets with their exactness, and shows each hit's rank under the chosen one", async () => {
    const { store } = await renderApp({ view: { query: 'read file' } });
    const [id] = availableTargets();
    if (!id) return;
    const info = TARGET_INFO[id];
    await userEvent.click(screen.getByText(/^Targets/));
    const option = await screen.findByRole('checkbox', { name: new RegExp(info.label) });
    expect(option.closest('label')?.title).toContain(info.doc);
    await userEvent.click(option);
    expect(store.getState().view.targets).toEqual([id]);
    expect(formatHash(store.getState().view)).toContain(`targets=${id}`);
    await waitFor(() =>
      expect(
        within(results()).getByRole('columnheader', { name: new RegExp(info.label) }),
      ).toBeDefined(),
    );
    await waitFor(() =>
      expect(
        within(results())
          .getAllByTestId('target-place')
          .every((cell) => cell.dataset.pending === undefined),
      ).toBe(true),
    );
    const cells = within(results()).getAllByTestId('target-place');
    expect(cells).toHaveLength(within(results()).getAllByTestId('hit-row').length);
    for (const cell of cells) expect(cell.textContent).toMatch(/^(\d+=?|not returned)$/);
    // Every hit of "read file" ties under a BM25 over the three one-line readers.
    expect(cells.some((cell) => /tied with \d+ others?/.test(cell.title))).toBe(true);
  });

  it('gives the picked tool a findability card that moves when its description is edited', async () => {
    const [id] = availableTargets();
    if (!id) return;
    const { store } = await renderApp({
      view: { query: 'read file', targets: [id], tool: 'pdf_reader' },
    });
    const card = () => screen.getByRole('region', { name: /Findability of pdf_reader/ });
    const cellFor = (query: string) =>
      within(card())
        .getAllByTestId('findability-row')
        .find((row) => row.textContent?.includes(query));
    await waitFor(() => expect(within(card()).getAllByTestId('findability-row')).toHaveLength(3));
    expect(
      within(card()).getByRole('rowheader', { name: /name as words pdf reader/ }),
    ).toBeDefined();
    const before = cellFor('pdf_reader')?.textContent;
    // Each name form the agent does not return the tool for is said in words, per agent.
    const lost = within(card())
      .getAllByTestId('findability-row')
      .filter((row) =>
        /not returned|refused/.test(within(row).getByTestId('findability-cell').textContent ?? ''),
      );
    // Run together, "pdfreader" is no word of pdf_reader's under any agent.
    expect(lost.length).toBeGreaterThan(0);
    const warnings = within(card()).getAllByTestId('findability-warn');
    expect(warnings).toHaveLength(1);
    for (const row of lost) {
      const form = within(row).getByRole('rowheader').querySelector('.hint')?.textContent ?? '';
      expect(warnings[0]?.textContent).toContain(form);
    }
    // The agent's reasons, on demand.
    const cell = within(cellFor('pdf reader') as HTMLElement).getByTestId('findability-cell');
    await userEvent.click(cell);
    expect(cell.getAttribute('aria-expanded')).toBe('true');
    expect(within(card()).getByTestId('findability-why').textContent).toContain(
      TARGET_INFO[id].label,
    );

    const { actions } = store.getState().authoring;
    await act(() => actions.openEditor('text_reader'));
    const editor = store.getState().authoring.editor;
    if (!editor) throw new Error('no editor');
    // text_reader now names pdf_reader outright, many times: pdf_reader's own name ranks lower.
    const description = 'pdf_reader pdf_reader pdf_reader: a text reader for pdf_reader exports.';
    await act(async () => {
      await actions.saveEdit({ ...textOf(toolOf(editor)), description });
    });
    // The editor opened the Evaluate panel; back on Search, the same tool picked.
    act(() => store.getState().actions.setView({ panel: 'search', tool: 'pdf_reader' }));
    await waitFor(() => expect(cellFor('pdf_reader')?.textContent).not.toBe(before));
  });
});

describe("the regex target's column", () => {
  const noteOf = () =>
    screen.getByTestId('target-notes').querySelector('[data-target="anthropic-regex"]');
  const headOf = () =>
    within(results())
      .getByRole('columnheader', { name: /Claude API regex/ })
      .querySelector('span');

  it("names the pattern it ran: the query's words, toollens's reading", async () => {
    await renderApp({ view: { query: 'read file', targets: ['anthropic-regex'] } });
    // The note first says the target is still indexing; the pattern follows once it is built.
    await waitFor(() => expect(noteOf()?.textContent).toContain(' ran '));
    expect(noteOf()?.textContent).toBe(
      "Claude API regex ran (?i)read|file: toollens's reading of the query: its words as case-insensitive alternatives, since it has no regex syntax.",
    );
    expect(headOf()?.title).toContain('Claude API regex ran (?i)read|file: toollens');
  });

  it('names the query as typed when it is a regex, and places the hits by it', async () => {
    await renderApp({ view: { query: 'pdf_.*er', targets: ['anthropic-regex'] } });
    // The note first says the target is still indexing; the pattern follows once it is built.
    await waitFor(() => expect(noteOf()?.textContent).toContain(' ran '));
    expect(noteOf()?.textContent).toBe(
      'Claude API regex ran pdf_.*er: the query as typed: it is a regex (a wildcard, ".*" at position 4).',
    );
    const row = within(results())
      .getAllByTestId('hit-row')
      .find((each) => each.textContent?.includes('pdf_reader')) as HTMLElement;
    expect(within(row).getByTestId('target-place').textContent).toBe('1');
  });
});

describe("the author's patterns in the findability card", () => {
  it('adds a pattern as a row asked of the regex target, kept in the view, and removes it', async () => {
    const { store } = await renderApp({
      view: { query: 'read file', targets: ['codex', 'anthropic-regex'], tool: 'pdf_reader' },
    });
    const card = () => screen.getByRole('region', { name: /Findability of pdf_reader/ });
    await waitFor(() => expect(within(card()).getAllByTestId('findability-row')).toHaveLength(3));
    await userEvent.type(
      within(card()).getByRole('textbox', { name: /^Try a pattern under Claude API regex/ }),
      '(?i)pdf',
    );
    await userEvent.click(within(card()).getByRole('button', { name: 'Add' }));
    expect(store.getState().view.patterns).toEqual(['(?i)pdf']);
    expect(formatHash(store.getState().view)).toContain('pattern=');
    await waitFor(() => expect(within(card()).getAllByTestId('findability-row')).toHaveLength(4));
    const row = within(card()).getAllByTestId('findability-row')[3] as HTMLElement;
    expect(within(row).getByRole('rowheader').textContent).toContain('(?i)pdf');
    // Codex reads words: the pattern is not asked of it; the regex finds pdf_reader first.
    expect(within(row).getByTitle('Codex reads words, not a pattern').textContent).toBe('—');
    expect(within(row).getByTestId('findability-cell').textContent).toBe('1');
    await userEvent.click(
      within(card()).getByRole('button', { name: 'Remove the pattern (?i)pdf' }),
    );
    expect(store.getState().view.patterns).toEqual([]);
  });
});

describe('the MCP server name of the agent targets', () => {
  it('is set in the Targets menu, kept in the view and the link', async () => {
    const { store } = await renderApp({ view: { query: 'read file' } });
    await userEvent.click(screen.getByText(/^Targets/));
    const input = await screen.findByRole('textbox', { name: 'MCP server name' });
    await userEvent.type(input, ' github {Enter}');
    expect(store.getState().view.server).toBe('github');
    expect(formatHash(store.getState().view)).toContain('server=github');
  });
});
