import { bundleCli } from '../../tools/cli/bundle';
import { CLI_BUNDLE } from './cliRunner';

/** Vitest's global setup: the CLI is bundled once per run, before any test spawns it. */
export default function setup(): void {
  bundleCli(CLI_BUNDLE);
}
