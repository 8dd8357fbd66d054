import type { Concept, Tool } from '../../engine/core';
import { makeTool } from '../../engine/core';

const file = {
  type: 'string',
  description: 'Workbook path or file id, e.g. "/Finance/budget-2026.xlsx".',
};

const sheet = {
  type: 'string',
  description: 'Sheet name; defaults to the first sheet.',
};

const cellValue = { type: ['string', 'number', 'boolean', 'null'] };

export const tools: Tool[] = [
  makeTool({
    name: 'read_spreadsheet',
    description:
      'Read a spreadsheet file and turn each sheet file-by-file into structured records. Handles column headers, merged cells, dates, and formula results; cell-level type errors are collected instead of aborting. ' +
      'Native Excel workbooks (.xlsx, .xlsm) are parsed in-process, no add-ons needed; legacy binary formats are converted first. ' +
      'Returns, per sheet, the header row, typed records and each error with its cell address, e.g. C14.',
    parameters: {
      type: 'object',
      properties: {
        file,
        sheets: {
          type: 'array',
          items: { type: 'string' },
          description: 'Sheet names to read; all sheets when omitted.',
        },
        range: { type: 'string', description: 'A1 range, e.g. "A1:F200".' },
        headerRow: {
          type: 'integer',
          minimum: 0,
          default: 1,
          description: 'Row holding the column headers; 0 means none (columns are named A, B, C…).',
        },
        values: {
          type: 'string',
          enum: ['typed', 'formatted', 'formulas'],
          default: 'typed',
          description: '"formatted" returns the text as displayed, "formulas" the formula source.',
        },
        skipEmptyRows: { type: 'boolean', default: true },
        maxRows: { type: 'integer', minimum: 1, maximum: 50000, default: 1000 },
      },
      required: ['file'],
    },
    capabilities: ['spreadsheet:read', 'file:read'],
    domains: ['spreadsheets'],
    entities: ['spreadsheet', 'file'],
    concepts: ['spreadsheet'],
  }),
  makeTool({
    name: 'write_spreadsheet',
    description:
      'Create an .xlsx workbook from typed columns and rows, with one or more sheets. Column types drive the cell formats (currency, percent, dates), and each sheet can freeze its header and get an autofilter. ' +
      'Formulas are allowed as strings starting with "=". Fails with FILE_EXISTS unless overwrite is true; to add rows to an existing sheet use append_rows.',
    parameters: {
      type: 'object',
      properties: {
        path: { type: 'string', description: 'e.g. "/Reports/velocity-2026-q1.xlsx".' },
        sheets: {
          type: 'array',
          minItems: 1,
          items: {
            type: 'object',
            properties: {
              name: { type: 'string', maxLength: 31 },
              columns: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    header: { type: 'string' },
                    type: {
                      type: 'string',
                      enum: [
                        'text',
                        'number',
                        'currency',
                        'percent',
                        'date',
                        'datetime',
                        'boolean',
                      ],
                      default: 'text',
                    },
                    numberFormat: {
                      type: 'string',
                      description: 'Excel format code, e.g. "#,##0.00 €".',
                    },
                    width: { type: 'number', description: 'Column width in characters.' },
                  },
                  required: ['header'],
                },
              },
              rows: {
                type: 'array',
                items: { type: 'array', items: cellValue },
                description: 'Values in column order, e.g. [["WI-1042", 5, "2026-01-12"]].',
              },
              conditionalFormats: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    range: { type: 'string', description: 'e.g. "E2:E500".' },
                    rule: {
                      type: 'string',
                      enum: [
                        'greater-than',
                        'less-than',
                        'between',
                        'equals',
                        'text-contains',
                        'color-scale',
                      ],
                    },
                    values: { type: 'array', items: cellValue },
                    fill: { type: 'string', description: 'Hex colour, e.g. "#fde2e1".' },
                  },
                  required: ['range', 'rule'],
                },
              },
              dropdowns: {
                type: 'array',
                description: 'Data validation lists.',
                items: {
                  type: 'object',
                  properties: {
                    range: { type: 'string' },
                    options: { type: 'array', items: { type: 'string' } },
                  },
                  required: ['range', 'options'],
                },
              },
              totalsRow: {
                type: 'boolean',
                default: false,
                description: 'SUM under numeric columns.',
              },
              freezeHeader: { type: 'boolean', default: true },
              autoFilter: { type: 'boolean', default: true },
            },
            required: ['name', 'columns', 'rows'],
          },
        },
        overwrite: { type: 'boolean', default: false },
      },
      required: ['path', 'sheets'],
    },
    capabilities: ['spreadsheet:create', 'file:create'],
    domains: ['spreadsheets'],
    entities: ['spreadsheet', 'file'],
    concepts: ['spreadsheet'],
  }),
  makeTool({
    name: 'append_rows',
    description:
      'Append rows below the last non-empty row of a sheet, as arrays in column order or objects keyed by header.',
    parameters: {
      type: 'object',
      properties: {
        file,
        sheet,
        rows: { type: 'array', items: { type: ['array', 'object'] } },
      },
      required: ['file', 'rows'],
    },
    capabilities: ['spreadsheet:update'],
    domains: ['spreadsheets'],
    entities: ['spreadsheet'],
    concepts: ['spreadsheet'],
  }),
  makeTool({
    name: 'update_cells',
    description:
      'Overwrite cells of an existing sheet by A1 range. Strings starting with "=" are written as formulas and recalculated on save.',
    parameters: {
      type: 'object',
      properties: {
        file,
        sheet,
        updates: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              range: { type: 'string', description: 'e.g. "B2:D4".' },
              values: { type: 'array', items: { type: 'array', items: cellValue } },
            },
            required: ['range', 'values'],
          },
        },
      },
      required: ['file', 'updates'],
    },
    capabilities: ['spreadsheet:update'],
    domains: ['spreadsheets'],
    entities: ['spreadsheet'],
    concepts: ['spreadsheet'],
  }),
  makeTool({
    name: 'list_sheets',
    description: 'Names, order, dimensions and visibility of the sheets in a workbook.',
    parameters: {
      type: 'object',
      properties: { file },
      required: ['file'],
    },
    capabilities: ['spreadsheet:list'],
    domains: ['spreadsheets'],
    entities: ['spreadsheet'],
    concepts: ['spreadsheet'],
  }),
  makeTool({
    name: 'add_sheet',
    description: 'Add an empty sheet to a workbook, optionally copying another sheet instead.',
    parameters: {
      type: 'object',
      properties: {
        file,
        name: { type: 'string', maxLength: 31 },
        copyFrom: { type: 'string' },
      },
      required: ['file', 'name'],
    },
    capabilities: ['spreadsheet:update'],
    domains: ['spreadsheets'],
    entities: ['spreadsheet'],
    concepts: ['spreadsheet'],
  }),
  makeTool({
    name: 'convert_csv_to_spreadsheet',
    description:
      'Convert a CSV or TSV file into an .xlsx workbook, detecting delimiter and encoding unless given. inferTypes turns numeric and date columns into real typed cells.',
    parameters: {
      type: 'object',
      properties: {
        file,
        delimiter: { type: 'string', enum: [',', ';', '\t', '|'] },
        encoding: { type: 'string', default: 'utf-8' },
        sheetName: { type: 'string', default: 'Sheet1' },
        inferTypes: { type: 'boolean', default: true },
      },
      required: ['file'],
    },
    capabilities: ['spreadsheet:convert'],
    domains: ['spreadsheets', 'files'],
    entities: ['spreadsheet', 'file'],
    concepts: ['spreadsheet'],
  }),
];

export const concepts: Concept[] = [
  {
    id: 'spreadsheet',
    label: 'Spreadsheet',
    glossary:
      'A spreadsheet is a workbook of sheets with rows and columns of cells, such as an .xlsx, .xls, .ods or .csv file. Also called an Excel file, workbook, worksheet, sheet, table or Google Sheet.',
  },
];
