import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CatalogPicker } from '../../app/shell/CatalogPicker/CatalogPicker';
import { LintReport } from '../../authoring/evaluate/LintReport';
import { McpStatusBar } from '../../mcp/components';
import type { McpActions } from '../../mcp/state/mcpSlice';
import { ServerText } from './ServerText';

/** Names as a hostile server sends them: one reorders the page, one looks like another name. */
const OVERRIDE = 'safe\u202Etxt.exe';
const ZERO_WIDTH = 'read\u200Bfile';
const RAW = /[\u202a-\u202e\u2066-\u2069\u200b-\u200f\u2060\ufeff]/;

/** The escape as the page draws it: marked, with the character's name in its title. */
const marker = (code: string, title: string) =>
  `<span class="hidden-char" title="${title}" data-testid="hidden-char">\\u${code}</span>`;

const never = async () => undefined;

describe('ServerText', () => {
  it('draws a bidi override as its escape, marked and named, never as the character', () => {
    const html = renderToStaticMarkup(<ServerText text={OVERRIDE} />);
    expect(html).toBe(
      `safe${marker('202e', 'U+202E RIGHT-TO-LEFT OVERRIDE; shown as code, not applied')}txt.exe`,
    );
  });

  it('draws a zero-width space, so two look-alike names differ on screen', () => {
    const html = renderToStaticMarkup(<ServerText text={ZERO_WIDTH} />);
    expect(html).toBe(
      `read${marker('200b', 'U+200B ZERO WIDTH SPACE; shown as code, not applied')}file`,
    );
    expect(html).not.toBe(renderToStaticMarkup(<ServerText text="readfile" />));
  });

  it('leaves plain text as a text node, markup inert', () => {
    expect(renderToStaticMarkup(<ServerText text="read_file <b>" />)).toBe('read_file &lt;b&gt;');
  });

  it('isolates a right-to-left label, and not a piece of prose', () => {
    expect(renderToStaticMarkup(<ServerText text="قراءة_ملف (2)" />)).toBe(
      '<bdi>قراءة_ملف (2)</bdi>',
    );
    expect(renderToStaticMarkup(<ServerText text="قراءة ملف" isolate={false} />)).toBe('قراءة ملف');
  });
});

describe('server text where the page shows it', () => {
  it('the header names a live server by its escaped name and version', () => {
    const html = renderToStaticMarkup(
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
    expect(html).not.toMatch(RAW);
    expect(html).toContain('mcp:safe<span class="hidden-char"');
    expect(html).toContain('txt.exe@1.0<span class="hidden-char"');
  });

  it('the connection status names the server with its hidden characters shown', () => {
    const actions = { connect: async () => false, disconnect: never, reconnect: never };
    const html = renderToStaticMarkup(
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
    expect(html).not.toMatch(RAW);
    expect(html).toContain('connected to <span class="mono"');
    expect(html).toContain('safe<span class="hidden-char"');
  });

  it('a lint finding shows its tool, message and title with the hidden characters escaped', () => {
    const html = renderToStaticMarkup(
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
        onEditTool={() => {}}
      />,
    );
    expect(html).not.toMatch(RAW);
    expect(html).toContain('title="Edit read\\u200bfile"');
    expect(html).toContain(
      `<p>&quot;read${marker('200b', 'U+200B ZERO WIDTH SPACE; shown as code, not applied')}file&quot; is not`,
    );
  });
});
