import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadBoundary } from './LoadBoundary';

/**
 * A part of the app fetched when first shown: while it loads, once it has, and when it cannot be
 * fetched, which says so in its place and leaves everything around it on the page.
 */

// React reports a caught render error on the console; the boundary is the point of the test.
afterEach(() => vi.restoreAllMocks());

const failing = () =>
  lazy(() => Promise.reject(new Error('Unable to preload CSS for /assets/SessionsPanel-x.css')));

describe('LoadBoundary', () => {
  it('shows the part once it has loaded', async () => {
    const Part = lazy(async () => ({ default: () => <p>the part</p> }));
    render(
      <LoadBoundary what="the part">
        <Part />
      </LoadBoundary>,
    );
    expect(screen.getByText('Loading the part…')).toBeTruthy();
    expect(await screen.findByText('the part')).toBeTruthy();
  });

  it('says in its place what could not be loaded and why, the rest of the page kept', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Part = failing();
    render(
      <main>
        <h1>the header</h1>
        <LoadBoundary what="the Sessions view">
          <Part />
        </LoadBoundary>
      </main>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Could not load the Sessions view (Unable to preload CSS for /assets/SessionsPanel-x.css).',
    );
    expect(alert.textContent).toContain('Reload the page to fetch it again');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'the header' })).toBeTruthy();
  });

  it('says what helps instead of a reload when the server that served the page has ended', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Part = failing();
    render(
      <LoadBoundary what="the Sessions view" unreachable="toollens open has ended: run it again.">
        <Part />
      </LoadBoundary>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('toollens open has ended: run it again.');
    expect(screen.queryByRole('button', { name: 'Reload the page' })).toBeNull();
  });
});
