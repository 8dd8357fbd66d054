import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ToolDetailView } from './ToolDetailView';

describe('ToolDetailView', () => {
  it('shows the declaration verbatim and as a tree, the arguments as a table and the glossary', () => {
    const parameters = {
      type: 'object',
      properties: { path: { type: 'string', description: 'The file' } },
      required: ['path'],
    };
    const declaration = JSON.stringify({
      name: 't',
      description: '<script>alert(1)</script>',
      input_schema: parameters,
    });
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
          parameters,
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
    // The tree: coloured keys and strings, objects as <details> open at first.
    expect(html).toContain(
      '<span class="json-key">&quot;description&quot;</span>: <span class="json-string">&quot;&lt;script&gt;alert(1)&lt;/script&gt;&quot;</span>',
    );
    expect(html).toContain(
      '<details open=""><summary><span class="json-key">&quot;input_schema&quot;',
    );
    // The table: one row per argument with its type, required and description.
    expect(html).toMatch(
      /data-argument="path">.*path.*<td class="mono" data-label="Type">string<\/td><td data-label="Required">yes<\/td><td data-label="Description">The file<\/td>/,
    );
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
    // The tree draws 600 characters of the description; the text one page of 4,000.
    expect(html.length).toBeLessThan(12_000);
    expect(html).toContain('more characters: see the exact text below');
    expect(html).toContain(
      `Showing characters 1–4,000 of ${declaration.length.toLocaleString('en')}`,
    );
    expect(html).toContain('Next 4,000');
  });
});
