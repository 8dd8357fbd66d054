import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AlwaysDeclared, splitNames } from './AlwaysDeclared';

describe('AlwaysDeclared', () => {
  it('names the scaffolding tools once', () => {
    const html = renderToStaticMarkup(<AlwaysDeclared names={['search_tools', 'activate_tool']} />);
    expect(html).toContain('Always declared, so never a search result:');
    expect(html).toContain('<span class="mono">search_tools</span>');
    expect(html).toContain('<span class="mono">activate_tool</span>');
    expect(html).not.toContain('more');
  });

  it('shows the first six and counts the rest, with the full list on demand', () => {
    const names = Array.from({ length: 9 }, (_, i) => `tool_${i + 1}`);
    expect(splitNames(names)).toEqual({ shown: names.slice(0, 6), more: 3 });
    const html = renderToStaticMarkup(<AlwaysDeclared names={names} />);
    expect(html).toContain('<summary>and 3 more</summary>');
    expect(html).toContain('<span class="mono">tool_7, tool_8, tool_9</span>');
    expect(html).toContain(`title="${names.join(', ')}"`);
  });

  it('draws nothing when the catalog marks no scaffolding', () => {
    expect(renderToStaticMarkup(<AlwaysDeclared names={[]} />)).toBe('');
  });
});
