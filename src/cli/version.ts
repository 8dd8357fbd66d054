import packageJson from '../../package.json' with { type: 'json' };

/**
 * The package's version, for `toollens --version`: read from package.json by import, which
 * esbuild inlines into the built CLI and tsx resolves from the sources, so both print the same.
 */
export const VERSION: string = packageJson.version;
