import { describe, expect, it } from 'vitest';
import { textOf, toolFrom } from '../../../engine/core';
import type { ToolDetail } from '../../../worker/boundary';
import { toolOf } from './toolOf';

const detail: ToolDetail = {
  name: 'read_file',
  order: 3,
  domains: ['files'],
  capabilities: ['file:read'],
  descriptionChars: 20,
  schemaChars: 30,
  declarationChars: 80,
  live: false,
  scaffolding: true,
  derived: { capabilities: true },
  description: 'Read a file from disk',
  parameters: { type: 'object', properties: { path: { type: 'string' } } },
  entities: ['file'],
  relationships: ['file.in.folder'],
  concepts: [{ id: 'file', label: 'File', glossary: 'a document' }],
  declaration: '{}',
};

describe('toolOf', () => {
  it("gives the edit model the detail's tool: concept ids, the scaffolding mark, the derived tags", () => {
    expect(toolFrom(toolOf(detail), textOf(toolOf(detail)))).toEqual({
      name: 'read_file',
      description: 'Read a file from disk',
      parameters: detail.parameters,
      capabilities: ['file:read'],
      domains: ['files'],
      entities: ['file'],
      relationships: ['file.in.folder'],
      concepts: ['file'],
      scaffolding: true,
      derived: { capabilities: true },
    });
  });
});
