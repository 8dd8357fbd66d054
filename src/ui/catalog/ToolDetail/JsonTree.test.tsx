import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CHILD_PAGE, JsonTree } from './JsonTree';

const render = (value: unknown) => renderToStaticMarkup(<JsonTree value={value} testId="t" />);

describe('JsonTree', () => {
  it('colours numbers and literals and writes empty containers inline', () => {
    const html = render({ n: 3, b: true, z: null, e: {}, a: [] });
    expect(html).toContain('<span class="json-number">3</span>');
    expect(html).toContain('<span class="json-literal">true</span>');
    expect(html).toContain('<span class="json-literal">null</span>');
    expect(html).toContain('&quot;e&quot;</span>: <span class="json-punct">{}</span>');
  });

  it('draws one page of a 100k-wide object, with a way to see more', () => {
    const wide = Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, i]));
    const html = render(wide);
    expect(html.match(/<li>/g)).toHaveLength(CHILD_PAGE);
    expect(html).toContain('Show 100 more of 99,900');
  });

  it('opens a small node however deep, and starts a big one folded, drawing none of it', () => {
    const small = render({ a: { b: { c: { d: { e: 'shown' } } } } });
    expect(small).toContain('shown');
    const big = render({
      a: { many: Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`k${i}`, 'hidden'])) },
    });
    expect(big).not.toContain('hidden');
    expect(big).toContain('200 keys');
  });
});
