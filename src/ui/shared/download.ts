/**
 * Saves text as a file through the browser's download, the only way a static page can write
 * one. The object URL is revoked after the click has been handled.
 */
export const downloadText = (fileName: string, text: string, type = 'application/json') => {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

/** `tools.json` → `tools.edited.json`; a built-in name gets `.json`. */
export const editedName = (source: string): string => {
  const dot = source.lastIndexOf('.');
  return dot > 0 ? `${source.slice(0, dot)}.edited${source.slice(dot)}` : `${source}.edited.json`;
};
