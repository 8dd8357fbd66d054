import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
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
    const html = renderToStaticMarkup(
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
    expect(html.match(/data-testid="lens-window"/g)).toHaveLength(2);
    expect(html.match(/data-testid="window-budget"/g)).toHaveLength(2);
    expect(html).toContain('floor 24 + share 40 = 64 · kept 23');
    expect(html).toContain(`<strong>40</strong> of ${description.length} characters cut`);
    expect(html).toContain('&lt;b&gt;Read&lt;/b&gt;');
    expect(html).not.toContain('<b>');
  });

  it('offers Why not? for a tool that is not among the hits', () => {
    const html = renderToStaticMarkup(
      <LensPanel
        lens={{ name: 'x', view: undefined }}
        share={undefined}
        weights={{}}
        onWhyNot={() => {}}
        onClose={() => {}}
      />,
    );
    expect(html).toContain('is not among these results.');
    expect(html).toContain('Why not?');
  });

  it("shows a match outside the description, with the worker's marks, before the text", () => {
    const prefix = 'Argument: password (For encrypted PDFs.)';
    const body = 'Extract the text of a PDF page by page.';
    const html = renderToStaticMarkup(
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
    const elsewhere = html.match(/data-testid="lens-elsewhere">(.*?)<\/p>/)?.[1] ?? '';
    expect(elsewhere).toContain('Matched outside the description');
    expect(elsewhere).toMatch(
      /Argument: <mark [^>]*title="w\(password\) = 3.10"[^>]*>password<\/mark>/,
    );
    expect(html.indexOf('lens-elsewhere')).toBeLessThan(html.indexOf('lens-text'));
  });
});
