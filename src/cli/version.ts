import packageJson from '../../package.json' with { type: 'json' };

/**
 * The package's version, for `toollens --version`: imported from package.json, which esbuild
 * inlines into the built CLI and tsx reads from the sources, so both print the same. (A named
 * import would inline the field alone, but Node's JSON modules, and esbuild with them, refuse it.)
 */
export const VERSION: string = packageJson.version;
