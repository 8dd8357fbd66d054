import { writeFileSync } from 'node:fs';
import { plural } from '../../engine';
import type { CliArgs } from '../args';
import { InputError } from '../loadCatalog';
import { pullCatalog } from '../mcpSource';

/**
 * `pull`: a live server's tools (every page of tools/list) saved as an MCP catalog file that
 * --catalog reads back. Without -o the catalog goes to stdout.
 */
export const pullCommand = async ({ values }: CliArgs): Promise<string> => {
  const { catalog, text, target } = await pullCatalog(values);
  const output = values.output;
  if (output === undefined) return text.trimEnd();
  try {
    writeFileSync(output, text);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new InputError(`toollens: cannot write "${output}": ${code}`);
  }
  return `wrote ${plural(catalog.tools.length, 'tool')} from ${target} (${catalog.source}) to ${output}`;
};
