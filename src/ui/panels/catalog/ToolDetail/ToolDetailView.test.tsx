import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ToolDetailView } from './ToolDetailView';

describe('ToolDetailView', () => {
  it('shows the declaration verbatim, the schema pretty-printed and the glossary', () => {
    const declaration = '{"name":"t","description":"<script>alert(1)</script>"}';
    const html = renderToStaticMarkup(
      <ToolDetailView
        detail={{
          name: 't',
          order: 0,
          domains: ['files'],
          capabilities: ['file:read'],
          descriptionChars: 25,
          schemaChars: 17,
          declarationChars: declaration.length,
          live: false,
          scaffolding: false,
          derived: { capabilities: true },
          description: '<script>alert(1)</script>',
          parameters: { type: 'object' },
          entities: [],
          relationships: [],
          concepts: [{ id: 'label', label: 'Label', glossary: 'A colored tag.' }],
          declaration,
        }}
        tokens={12}
        onClose={() => {}}
      />,
    );
    expect(html).toContain(
      '{&quot;name&quot;:&quot;t&quot;,&quot;description&quot;:&quot;&lt;script&gt;',
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('{\n  &quot;type&quot;: &quot;object&quot;\n}');
    expect(html).toContain('A colored tag.');
    expect(html).toContain('derived from the name');
    expect(html).toContain('12 tokens');
  });
});

describe('ToolDetailView with a 2 MB description', () => {
  it('draws a bounded part of the declaration, with a way to see more', () => {
    const description = 'lorem ipsum dolor sit amet file '.repeat(65_536);
    const declaration = JSON.stringify({ name: 'big', description });
    const html = renderToStaticMarkup(
      <ToolDetailView
        detail={{
          name: 'big',
          order: 0,
          domains: [],
          capabilities: [],
          descriptionChars: description.length,
          schemaChars: 17,
          declarationChars: declaration.length,
          live: false,
          scaffolding: false,
          derived: {},
          description,
          parameters: { type: 'object' },
          entities: [],
          relationships: [],
          concepts: [],
          declaration,
        }}
        tokens={undefined}
        onClose={() => {}}
      />,
    );
    expect(html.length).toBeLessThan(10_000);
    expect(html).toContain(
      `Showing characters 1–4,000 of ${declaration.length.toLocaleString('en')}`,
    );
    expect(html).toContain('Next 4,000');
  });
});
