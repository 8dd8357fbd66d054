import { describe, expect, it } from 'vitest';
import { makeTool, type Tool } from '../catalog/types';
import {
  changedArguments,
  changedFields,
  describeChanges,
  matchesText,
  parseTags,
  settleDerived,
  type ToolText,
  textOf,
  toolFrom,
} from './toolText';

const detail: Tool = {
  name: 'read_file',
  domains: ['files'],
  capabilities: ['file:read'],
  derived: { capabilities: true },
  description: 'Read a file from disk',
  parameters: { type: 'object', properties: { path: { type: 'string' } } },
  entities: ['file'],
  relationships: ['file.in.folder'],
  concepts: ['file'],
};

describe('parseTags', () => {
  it('trims, drops empties and repeats, and keeps the order', () => {
    expect(parseTags(' file:read, ,file:write,file:read ')).toEqual(['file:read', 'file:write']);
  });
});

describe('changedFields', () => {
  it('names each field that differs', () => {
    const before = textOf(detail);
    const after: ToolText = { ...before, name: 'open_file', domains: ['files', 'notes'] };
    expect(changedFields(before, after)).toEqual(['name', 'domains']);
  });
});

describe('settleDerived', () => {
  it('keeps a derived mark on tags left alone and drops it on tags the author changed', () => {
    const before = { ...textOf(detail), derived: { capabilities: true, domains: true } };
    expect(settleDerived(before, { ...before, description: 'x' }).derived).toEqual({
      capabilities: true,
      domains: true,
    });
    expect(settleDerived(before, { ...before, capabilities: ['file:open'] }).derived).toEqual({
      domains: true,
    });
  });
});

describe('toolFrom', () => {
  it('carries the schema, relationships and concepts over and applies the text', () => {
    const tool = toolFrom(detail, { ...textOf(detail), description: 'Open a text file' });
    expect(tool).toEqual({
      name: 'read_file',
      description: 'Open a text file',
      parameters: detail.parameters,
      capabilities: ['file:read'],
      domains: ['files'],
      entities: ['file'],
      relationships: ['file.in.folder'],
      concepts: ['file'],
      derived: { capabilities: true },
    });
  });
});

describe('textOf', () => {
  it('edits a live description as the text it shows now', () => {
    const live: Tool = {
      ...detail,
      description: { at: () => 'Lists the sandbox', refreshMs: 60_000 },
    };
    expect(textOf(live).description).toBe('Lists the sandbox');
    expect(toolFrom(live, textOf(live)).description).toBe('Lists the sandbox');
  });
});

describe('matchesText', () => {
  it('is true only for the text the tool has', () => {
    expect(matchesText(detail, textOf(detail))).toBe(true);
    expect(matchesText(detail, { ...textOf(detail), description: 'other' })).toBe(false);
  });
});

/** A schema with a nested argument and one whose description is not a string. */
const withArguments: Tool = {
  ...detail,
  parameters: {
    type: 'object',
    properties: {
      path: { type: 'string', description: 'The file to read' },
      options: {
        type: 'object',
        properties: { encoding: { type: 'string' } },
      },
      mode: { type: 'string', description: 42 },
    },
  },
};

describe('argument descriptions', () => {
  it('are part of the text, labelled by their place in the schema', () => {
    expect(textOf(withArguments).arguments).toEqual([
      { pointer: '/properties/path', label: 'path', description: 'The file to read' },
      { pointer: '/properties/options', label: 'options', description: '' },
      {
        pointer: '/properties/options/properties/encoding',
        label: 'options.encoding',
        description: '',
      },
      { pointer: '/properties/mode', label: 'mode', description: '' },
    ]);
  });

  it('count as a change, said in words with the other fields', () => {
    const before = textOf(withArguments);
    const after: ToolText = {
      ...before,
      description: 'Read a text file',
      arguments: (before.arguments ?? []).map((argument) =>
        argument.label === 'path' || argument.label === 'options.encoding'
          ? { ...argument, description: `${argument.description} (UTF-8)`.trim() }
          : argument,
      ),
    };
    expect(changedFields(before, after)).toEqual(['description', 'arguments']);
    expect(changedArguments(before, after).map((change) => change.label)).toEqual([
      'path',
      'options.encoding',
    ]);
    expect(describeChanges(before, after)).toBe('the description and 2 argument descriptions');
    expect(describeChanges(before, { ...before, name: 'open_file', domains: [] })).toBe(
      'the name (was read_file) and the domains',
    );
    expect(describeChanges(before, before)).toBe('');
  });

  it('are written into the schema; one left alone stays as the file has it', () => {
    const text = textOf(withArguments);
    const tool = toolFrom(withArguments, {
      ...text,
      arguments: (text.arguments ?? []).map((argument) =>
        argument.label === 'options.encoding'
          ? { ...argument, description: 'UTF-8 or latin1' }
          : argument,
      ),
    });
    expect(tool.parameters).toEqual({
      type: 'object',
      properties: {
        path: { type: 'string', description: 'The file to read' },
        options: {
          type: 'object',
          properties: { encoding: { type: 'string', description: 'UTF-8 or latin1' } },
        },
        // Shown as '' in the editor, never edited, so its odd value is not erased.
        mode: { type: 'string', description: 42 },
      },
    });
  });

  it('an edit saved before arguments were editable matches the tool and leaves them alone', () => {
    const { arguments: _none, ...saved } = textOf(withArguments);
    expect(matchesText(withArguments, saved)).toBe(true);
    expect(toolFrom(withArguments, { ...saved, description: 'x' }).parameters).toBe(
      withArguments.parameters,
    );
  });
});

describe('the search hint', () => {
  const hinted = makeTool({
    name: 'create_issue',
    description: 'Create an issue.',
    origin: { server: 'github' },
    agentHints: { searchHint: 'file a bug', alwaysLoad: true },
  });

  it('is part of the text, a change said in words', () => {
    const before = textOf(hinted);
    expect(before.searchHint).toBe('file a bug');
    const after = { ...before, searchHint: 'report a bug' };
    expect(changedFields(before, after)).toEqual(['searchHint']);
    expect(describeChanges(before, after)).toBe('the search hint');
  });

  it('is written into the agent hints, alwaysLoad kept, an empty one removed', () => {
    const text = textOf(hinted);
    expect(toolFrom(hinted, { ...text, searchHint: 'report a bug' }).agentHints).toEqual({
      searchHint: 'report a bug',
      alwaysLoad: true,
    });
    expect(toolFrom(hinted, { ...text, searchHint: '  ' }).agentHints).toEqual({
      alwaysLoad: true,
    });
    const plain = makeTool({ name: 'x' });
    expect(toolFrom(plain, { ...textOf(plain), searchHint: '' }).agentHints).toBeUndefined();
  });

  it('is left as it is by an edit saved before it could be edited, and so is the server', () => {
    const { searchHint: _hint, ...old } = textOf(hinted);
    const edited = toolFrom(hinted, { ...old, description: 'Open an issue.' });
    expect(edited.agentHints).toEqual({ searchHint: 'file a bug', alwaysLoad: true });
    // The tool's server names it under the agent targets: an edit must not drop it.
    expect(edited.origin).toEqual({ server: 'github' });
    expect(matchesText(hinted, old)).toBe(true);
  });
});

describe('the title', () => {
  const titled: Tool = { ...detail, title: 'Read File', annotationTitle: 'Reader' };

  it('is edited as text, named as a change, and written to MCP’s title', () => {
    const before = textOf(titled);
    expect(before.title).toBe('Read File');
    const after: ToolText = { ...before, title: 'Open File' };
    expect(changedFields(before, after)).toEqual(['title']);
    expect(describeChanges(before, after)).toBe('the title');
    const tool = toolFrom(titled, after);
    expect([tool.title, tool.annotationTitle]).toEqual(['Open File', 'Reader']);
    expect(matchesText(tool, after)).toBe(true);
  });

  it('is removed when emptied, and kept by an edit saved before it was editable', () => {
    expect(toolFrom(titled, { ...textOf(titled), title: '' }).title).toBeUndefined();
    const { title: _title, ...older } = textOf(titled);
    expect(toolFrom(titled, { ...older, description: 'x' }).title).toBe('Read File');
    expect(textOf(detail).title).toBe('');
  });
});
