/** Shown while a file is dragged over the page. Pointer-transparent: the page takes the drop. */
export const DropOverlay = () => (
  <div className="drop-overlay" aria-hidden="true" data-testid="drop-overlay">
    <p>Drop a catalog file to import it</p>
    <p className="hint">native, MCP, OpenAI, Anthropic or a plain tool array</p>
  </div>
);
