/**
 * A description written like the design's excerpt figure (docs/design/excerpt.md): about 430
 * characters, "file" three times within the first 60, and "Excel" once, some 250 characters later.
 */
export const SPREADSHEET_DESCRIPTION =
  'Read a spreadsheet file and turn each sheet file-by-file into structured records. Handles ' +
  'column headers, merged cells, dates and formula results; rows that fail to parse are reported ' +
  'with their cell address, and errors are collected instead of aborting. Requires the openpyxl ' +
  'engine for native Excel workbooks; legacy binary formats are converted first. Returns one ' +
  'list of records per sheet, plus a summary of skipped rows.';
