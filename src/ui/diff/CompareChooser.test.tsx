import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MAX_CATALOG_BYTES } from '../shared/limits';
import CompareChooser from './CompareChooser';

const choose = (input: HTMLElement, file: File) =>
  fireEvent.change(input, { target: { files: [file] } });

describe('CompareChooser', () => {
  it('is a dialog that offers a file, the built-in catalogs and the catalog as loaded', () => {
    const onChoose = vi.fn();
    render(<CompareChooser currentSource="tools.json" onChoose={onChoose} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Compare with…' });
    expect(dialog.textContent).toContain('tools.json');
    expect(screen.getByLabelText('Catalog file…')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sample' }));
    fireEvent.click(
      screen.getByRole('button', { name: 'This catalog as loaded (before your edits)' }),
    );
    expect(onChoose.mock.calls).toEqual([
      [{ kind: 'builtIn', name: 'sample' }],
      [{ kind: 'loaded' }],
    ]);
  });

  it("passes a file's name and text on", async () => {
    const onChoose = vi.fn();
    render(<CompareChooser currentSource="tools.json" onChoose={onChoose} onClose={vi.fn()} />);
    choose(screen.getByLabelText('Catalog file…'), new File(['{"tools":[]}'], 'next.json'));
    await waitFor(() =>
      expect(onChoose).toHaveBeenCalledWith({
        kind: 'file',
        name: 'next.json',
        text: '{"tools":[]}',
      }),
    );
  });

  it('refuses a file over the catalog limit without reading it, and says so', async () => {
    const onChoose = vi.fn();
    render(<CompareChooser currentSource="tools.json" onChoose={onChoose} onClose={vi.fn()} />);
    const big = new File(['x'], 'huge.json');
    Object.defineProperty(big, 'size', { value: MAX_CATALOG_BYTES + 1 });
    choose(screen.getByLabelText('Catalog file…'), big);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Compare with…: huge.json was not read');
    expect(onChoose).not.toHaveBeenCalled();
  });
});
