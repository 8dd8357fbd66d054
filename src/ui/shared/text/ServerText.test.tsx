import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CatalogPicker } from '../../app/shell/CatalogPicker/CatalogPicker';
import { LintReport } from '../../authoring/evaluate/LintReport';
import { McpStatusBar } from '../../mcp/components';
import type { McpActions } from '../../mcp/state/mcpSlice';
import { ServerText } from './ServerText';

/** Names as a hostile server sends them: one reorders the page, one looks like another name. */
const OVERRIDE = 'safe\u202Etxt.exe';
const ZERO_WIDTH = 'read\u200Bfile';
const RAW = /[\u202a-\u202e\u2066-\u2069\u200b-\u200f\u2060\ufeff]/;
const OVERRIDE_TITLE = 'U+202E RIGHT-TO-LEFT OVERRIDE; shown as code, not applied';
const ZERO_WIDTH_TITLE = 'U+200B ZERO WIDTH SPACE; shown as code, not applied';

const never = async () => undefined;

/** What `text` reads as on screen, and the element that holds it. */
const show = (text: string, isolate?: boolean) => {
  const { container } = render(<ServerText text={text} isolate={isolate} />);
  return container;
};

describe('ServerText', () => {
  it('draws a bidi override as its escape, marked and named, never as the character', () => {
    const shown = show(OVERRIDE);
    expect(shown.textContent).toBe('safe\\u202etxt.exe');
    expect(screen.getByTitle(OVERRIDE_TITLE).textContent).toBe('\\u202e');
  });

  it('draws a zero-width space, so two look-alike names differ on screen', () => {
    const shown = show(ZERO_WIDTH);
    expect(shown.textContent).toBe('read\\u200bfile');
    expect(screen.getByTitle(ZERO_WIDTH_TITLE).textContent).toBe('\\u200b');
    expect(show('readfile').textContent).not.toBe(shown.textContent);
  });

  it('leaves plain text as a text node, markup inert', () => {
    const shown = show('read_file <b>');
    expect(shown.textContent).toBe('read_file <b>');
    expect([...shown.childNodes].map((node) => node.nodeType)).toEqual([Node.TEXT_NODE]);
  });

  it('lets a name wrap only between its words, its text unchanged', () => {
    const { container } = render(<ServerText text="firecrawl_check_crawlStatus" breaks />);
    expect(container.textContent).toBe('firecrawl_check_crawlStatus');
    // A <wbr> after each separator and before the camelCase word: nowhere else may it wrap.
    expect(container.innerHTML).toBe('firecrawl_<wbr>check_<wbr>crawl<wbr>Status');
    // A hidden character is still drawn as its escape, the pieces around it breakable.
    const hidden = render(<ServerText text={`read_${'\u200B'}file_x`} breaks />).container;
    expect(hidden.textContent).toBe('read_\\u200bfile_x');
    expect(hidden.querySelectorAll('wbr')).toHaveLength(1);
  });

  it('isolates a right-to-left label, and not a piece of prose', () => {
    // The isolation is the element itself: <bdi> is what keeps "(2)" on its side of the name.
    const label = show('قراءة_ملف (2)');
    expect(label.firstElementChild?.tagName).toBe('BDI');
    expect(label.textContent).toBe('قراءة_ملف (2)');
    const prose = show('قراءة ملف', false);
    expect(prose.firstElementChild).toBeNull();
    expect(prose.textContent).toBe('قراءة ملف');
  });
});

describe('server text where the page shows it', () => {
  it('the header names a live server by its escaped name and version', () => {
    render(
      <CatalogPicker
        catalog={{ source: `mcp:${OVERRIDE}@1.0${'\u200B'}`, format: 'mcp', tools: 2 }}
        choice={{ kind: 'imported', name: 'live' }}
        warnings={[]}
        busy={false}
        onLoadText={() => {}}
        onRefused={() => {}}
        onLoadBuiltIn={() => {}}
        onPaste={() => {}}
      />,
    );
    const summary = screen.getByTestId('catalog-summary');
    expect(summary.textContent).not.toMatch(RAW);
    expect(summary.textContent).toBe('mcp:safe\\u202etxt.exe@1.0\\u200b · mcp · 2 tools');
    expect(within(summary).getByTitle(OVERRIDE_TITLE)).toBeDefined();
    expect(within(summary).getByTitle(ZERO_WIDTH_TITLE)).toBeDefined();
  });

  it('the connection status names the server with its hidden characters shown', () => {
    const actions = { connect: async () => false, disconnect: never, reconnect: never };
    render(
      <McpStatusBar
        status={{
          kind: 'connected',
          url: 'http://127.0.0.1:9/mcp',
          server: { name: OVERRIDE, version: '1.0' },
          source: `mcp:${OVERRIDE}@1.0`,
          transport: 'streamable-http',
          tools: 2,
        }}
        actions={actions as unknown as McpActions}
      />,
    );
    const status = screen.getByRole('status');
    expect(status.textContent).not.toMatch(RAW);
    expect(status.textContent).toMatch(/^connected to safe\\u202etxt\.exe \(/);
    expect(within(status).getByTitle(OVERRIDE_TITLE)).toBeDefined();
  });

  it('a lint finding shows its tool, message and title with the hidden characters escaped', async () => {
    const onEditTool = vi.fn();
    render(
      <LintReport
        findings={[
          {
            rule: 'invalid-name',
            severity: 'error',
            tools: [ZERO_WIDTH],
            message: `"${ZERO_WIDTH}" is not a valid tool name for OpenAI or Anthropic.`,
            fix: 'Use only letters, digits, "_" and "-".',
          },
        ]}
        severity="all"
        error={undefined}
        onSeverity={() => {}}
        onEditTool={onEditTool}
      />,
    );
    const finding = screen.getByRole('listitem');
    expect(finding.textContent).not.toMatch(RAW);
    expect(within(finding).getByText(/is not a valid tool name/).textContent).toBe(
      '"read\\u200bfile" is not a valid tool name for OpenAI or Anthropic.',
    );
    const edit = within(finding).getByRole('button', { description: 'Edit read\\u200bfile' });
    expect(edit.textContent).toBe('read\\u200bfile');
    await userEvent.click(edit);
    // The button names the escape; it edits the tool the server named.
    expect(onEditTool).toHaveBeenCalledWith(ZERO_WIDTH);
  });
});
