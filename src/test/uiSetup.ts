import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own unmount: each test
// starts on an empty document.
afterEach(cleanup);

// Testing Library lets a fake clock run only when it sees Jest's: its `waitFor`, `findBy…` and the
// wrapper round each user-event action wait on a setTimeout, which under `vi.useFakeTimers()`
// would never fire. This is the one call of Jest's it makes, mapped to Vitest's.
Object.assign(globalThis, {
  jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) },
});
