// The "Compare with…" feature (a release diff of the loaded catalog against another version):
// its state, for the store. Its view is in `components.ts`.
export { createDiffSlice } from './state/diffSlice';
export type { CompareChoice, ReleaseDiffState } from './state/diffTypes';
