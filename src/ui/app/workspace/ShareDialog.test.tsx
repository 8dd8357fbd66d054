import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { OpenedBy } from '../store/types';
import { ShareDialog } from './ShareDialog';

/** The share dialog says where its link opens; under toollens open it may root it elsewhere. */

const OPEN_PAGE = { origin: 'http://127.0.0.1:4100', pathname: '/' };

const Dialog = ({ opened: first }: { opened: OpenedBy | undefined }) => {
  const [opened, setOpened] = useState(first);
  return (
    <ShareDialog
      makeLink={async (base) => ({ url: `${base}#share=abc`, catalogLeftOut: false })}
      page={OPEN_PAGE}
      opened={opened}
      onAppUrl={(appUrl) => setOpened({ appUrl })}
      importedName="tools.json"
      embedCode={(_, base) => `<iframe src="${base}?embed=1"></iframe>`}
      onExport={() => {}}
      onImport={async () => []}
      onClose={() => {}}
    />
  );
};

describe('ShareDialog under toollens open', () => {
  it('says the link opens on this machine only while the command runs, and what outlives it', async () => {
    render(<Dialog opened={{ appUrl: '' }} />);
    await waitFor(() =>
      expect(screen.getByTestId('share-link')).toHaveProperty(
        'value',
        'http://127.0.0.1:4100/#share=abc',
      ),
    );
    expect(screen.getByTestId('share-where').textContent).toContain(
      'Opens in toollens open on this machine (http://127.0.0.1:4100/), and only while the command runs.',
    );
    expect(document.body.textContent).toContain('toollens open --app-url <address>');
    expect(document.body.textContent).toContain(
      'A file outlives toollens open: Import workspace… opens it in any toollens',
    );
  });

  it('roots the link and the embed at the app served elsewhere, once its address is given', async () => {
    render(<Dialog opened={{ appUrl: '' }} />);
    await userEvent.type(screen.getByTestId('share-app-url'), 'https://tools.example.com/toollens');
    await waitFor(() =>
      expect(screen.getByTestId('share-link')).toHaveProperty(
        'value',
        'https://tools.example.com/toollens/#share=abc',
      ),
    );
    expect(screen.getByTestId('share-where').textContent).toContain(
      'Opens in the app at https://tools.example.com/toollens/, for anyone who can reach it, also after toollens open has ended.',
    );
    expect(screen.getByTestId('embed-code')).toHaveProperty(
      'value',
      '<iframe src="https://tools.example.com/toollens/?embed=1"></iframe>',
    );
  });

  it('says why an address cannot be used, and keeps the link it has', async () => {
    render(<Dialog opened={{ appUrl: 'tools.example.com' }} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      '"tools.example.com" is not a URL (expected https://… where toollens is served)',
    );
    await waitFor(() =>
      expect(screen.getByTestId('share-link')).toHaveProperty(
        'value',
        'http://127.0.0.1:4100/#share=abc',
      ),
    );
  });
});

describe('ShareDialog elsewhere', () => {
  it('names the page’s own address and asks for no other', async () => {
    render(<Dialog opened={undefined} />);
    await waitFor(() =>
      expect(screen.getByTestId('share-where').textContent).toContain(
        'Opens at http://127.0.0.1:4100/, on this machine only.',
      ),
    );
    expect(screen.queryByTestId('share-app-url')).toBeNull();
  });
});
