import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own unmount: each test
// starts on an empty document.
afterEach(cleanup);
