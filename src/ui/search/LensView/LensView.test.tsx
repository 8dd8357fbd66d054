import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ExcerptWindow } from '../../../engine/core';
import { LensPanel } from './LensView';

const window = (
  start: number,
  end: number,
  core: [number, number],
  terms: string[],
): ExcerptWindow => ({
  start,
  end,
  chars: end - start,
  core: { start: core[0], end: core[1] },
  terms,
  weight: 1,
  floor: 24,
  share: 40,
});

const description = '<b>Read</b> a spreadsheet file and more text here. Excel workbooks too.';

describe('LensPanel', () => {
  it('outlines each window, gives it a budget bar, and keeps markup as text', () => {
    render(
      <LensPanel
        lens={{
          name: 'read_spreadsheet',
          view: {
            name: 'read_spreadsheet',
            length: description.length,
            slices: [{ start: 0, text: description }],
            matchCount: 2,
            matches: [
              { stem: 'file', start: 26, end: 30 },
              { stem: 'excel', start: 51, end: 56 },
            ],
            excerpt: {
              text: '… file … Excel …',
              mode: 'lens',
              cap: 200,
              windows: [window(12, 35, [26, 30], ['file']), window(51, 66, [51, 56], ['excel'])],
              cut: 40,
            },
            weights: { file: 1, excel: 1.69 },
          },
        }}
        share={{ need: 70, equal: 150, share: 70, donated: 80, received: 0 }}
        weights={{ file: 1, excel: 1.69 }}
        onWhyNot={() => {}}
        onClose={() => {}}
      />,
    );
    const lens = screen.getByRole('region', { name: 'Lens: read_spreadsheet' });
    const windows = within(lens).getAllByTitle(/^Window \d+: \d+ characters kept$/);
    expect(windows.map((kept) => kept.title)).toEqual([
      'Window 1: 23 characters kept',
      'Window 2: 15 characters kept',
    ]);
    const budgets = within(within(lens).getByRole('list', { name: 'Window budgets' })).getAllByRole(
      'listitem',
    );
    expect(budgets).toHaveLength(2);
    expect(budgets[0]?.textContent).toContain('floor 24 + share 40 = 64 · kept 23');
    expect(screen.getByTestId('lens-summary').textContent).toContain(
      `40 of ${description.length} characters cut`,
    );
    expect(screen.getByTestId('lens-text').textContent).toContain('<b>Read</b>');
    expect(lens.querySelector('b')).toBeNull();
  });

  it('offers Why not? for a tool that is not among the hits', async () => {
    const onWhyNot = vi.fn();
    const onClose = vi.fn();
    render(
      <LensPanel
        lens={{ name: 'x', view: undefined }}
        share={undefined}
        weights={{}}
        onWhyNot={onWhyNot}
        onClose={onClose}
      />,
    );
    expect(screen.getByText(/is not among these results\./).textContent).toBe(
      'x is not among these results. Why not?',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Why not?' }));
    expect(onWhyNot).toHaveBeenCalledWith('x');
    await userEvent.click(screen.getByRole('button', { name: 'Close the lens' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("shows a match outside the description, with the worker's marks, before the text", () => {
    const prefix = 'Argument: password (For encrypted PDFs.)';
    const body = 'Extract the text of a PDF page by page.';
    render(
      <LensPanel
        lens={{
          name: 'read_pdf',
          view: {
            name: 'read_pdf',
            length: body.length,
            slices: [{ start: 0, text: body }],
            matchCount: 0,
            matches: [],
            excerpt: {
              text: `${prefix} — ${body}`,
              mode: 'whole',
              cap: 300,
              prefix,
              windows: [],
              cut: 0,
              marks: [{ stem: 'password', start: 10, end: 18 }],
            },
            weights: { password: 3.1 },
          },
        }}
        share={undefined}
        weights={{ password: 3.1 }}
        onWhyNot={() => {}}
        onClose={() => {}}
      />,
    );
    const elsewhere = screen.getByText('Matched outside the description:', {
      exact: false,
    }).parentElement;
    if (!elsewhere) throw new Error('no match outside the description');
    expect(elsewhere.textContent).toBe(`Matched outside the description: ${prefix}`);
    const [mark] = within(elsewhere).getAllByRole('mark');
    expect(mark?.textContent).toBe('password');
    expect(mark?.title).toBe('w(password) = 3.10');
    // Said before the description, so "no hit in the description" does not read as no reason.
    const heading = screen.getByRole('heading', { name: 'Description' });
    expect(
      elsewhere.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});
