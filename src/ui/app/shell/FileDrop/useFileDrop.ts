import { useEffect, useRef, useState } from 'react';
import { MAX_CATALOG_BYTES, readLimited, tooLarge } from '../../../shared/limits';
import type { AppStore } from '../../store/appStore';

/** Shows a file refused before reading (too large) as an import failure: the catalog stays. */
export const reportRefusal = (store: AppStore) => (source: string, message: string) =>
  store.setState({ importFailure: { source, issues: [{ path: '', message, text: message }] } });

/**
 * Drag-and-drop of a catalog file anywhere on the page. Returns whether a file is being
 * dragged over the page, for the overlay. Dropped text (not a file) loads too.
 */
export const useFileDrop = (
  onDrop: (sourceName: string, text: string) => void,
  onRefused: (sourceName: string, message: string) => void,
): boolean => {
  const [dragging, setDragging] = useState(false);
  const handler = useRef(onDrop);
  handler.current = onDrop;
  const refuse = useRef(onRefused);
  refuse.current = onRefused;

  useEffect(() => {
    // enter/leave fire for every child crossed; the depth says when the page is really left.
    let depth = 0;
    const carriesData = (event: DragEvent) =>
      [...(event.dataTransfer?.types ?? [])].some((t) => t === 'Files' || t === 'text/plain');
    const onEnter = (event: DragEvent) => {
      if (!carriesData(event)) return;
      event.preventDefault();
      depth += 1;
      setDragging(true);
    };
    const onOver = (event: DragEvent) => {
      if (!carriesData(event)) return;
      // Without this the browser would open the file instead of handing it to the page.
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    };
    const onLeave = () => {
      depth = Math.max(0, depth - 1);
      if (depth === 0) setDragging(false);
    };
    const onDropEvent = async (event: DragEvent) => {
      if (!carriesData(event)) return;
      event.preventDefault();
      depth = 0;
      setDragging(false);
      const file = event.dataTransfer?.files[0];
      if (file) {
        // The size first: a 600 MB file is refused before a byte of it is read.
        const read = await readLimited(file);
        if (read.ok) handler.current(file.name, read.text);
        else refuse.current(file.name, read.message);
        return;
      }
      const text = event.dataTransfer?.getData('text/plain');
      if (text && text.length > MAX_CATALOG_BYTES) {
        refuse.current('dropped text', tooLarge(text.length));
      } else if (text) handler.current('dropped text', text);
    };
    window.addEventListener('dragenter', onEnter);
    window.addEventListener('dragover', onOver);
    window.addEventListener('dragleave', onLeave);
    window.addEventListener('drop', onDropEvent);
    return () => {
      window.removeEventListener('dragenter', onEnter);
      window.removeEventListener('dragover', onOver);
      window.removeEventListener('dragleave', onLeave);
      window.removeEventListener('drop', onDropEvent);
    };
  }, []);

  return dragging;
};
