/** Left-aligned plain-text columns for the CLI's human output. */
export const table = (header: string[], rows: (string | number)[][]): string => {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, column) =>
    Math.max(...cells.map((row) => (row[column] ?? '').length)),
  );
  return cells
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
};

export const fixed = (value: number, digits = 2): string => value.toFixed(digits);
