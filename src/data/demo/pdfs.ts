import type { Concept, Tool } from '../../engine/core';
import { makeTool } from '../../engine/core';

const pdfFile = {
  type: 'string',
  description: 'PDF path or file id, e.g. "/Finance/invoices/2025-11.pdf".',
};

const pageRange = {
  type: 'string',
  description: 'Pages to include, 1-based, e.g. "1-3,7,10-". Defaults to all pages.',
};

const outputName = {
  type: 'string',
  description:
    'File name of the result, e.g. "contract-signed.pdf". Saved next to the input unless a folder is given.',
};

export const tools: Tool[] = [
  makeTool({
    name: 'read_pdf',
    description:
      'Extract the text of a PDF page by page, in reading order, with page numbers and document metadata (title, author, page count). ' +
      'Scanned pages without a text layer come back empty unless ocr is true, which is slower (about 2 s a page). ' +
      'Output is capped at maxChars; the response says where it stopped so you can continue with a later page range. ' +
      'For tables use extract_pdf_tables, for form fields get_pdf_info.',
    parameters: {
      type: 'object',
      properties: {
        file: pdfFile,
        pages: pageRange,
        layout: {
          type: 'string',
          enum: ['plain', 'preserve'],
          default: 'plain',
          description: '"preserve" keeps columns and indentation with spaces.',
        },
        ocr: { type: 'boolean', default: false },
        password: { type: 'string', description: 'For encrypted PDFs.' },
        maxChars: { type: 'integer', minimum: 1000, maximum: 200000, default: 50000 },
      },
      required: ['file'],
    },
    capabilities: ['pdf:read'],
    domains: ['pdfs'],
    entities: ['pdf', 'file'],
    concepts: ['pdf'],
  }),
  makeTool({
    name: 'merge_pdfs',
    description:
      'Combine 2–50 PDFs, or page ranges of them, into one PDF in the order given, and save it as a new file. Optionally adds a bookmark per input. Inputs are not modified.',
    parameters: {
      type: 'object',
      properties: {
        inputs: {
          type: 'array',
          minItems: 2,
          maxItems: 50,
          items: {
            type: 'object',
            properties: {
              file: pdfFile,
              pages: pageRange,
              bookmark: { type: 'string', description: 'Bookmark title for this part.' },
            },
            required: ['file'],
          },
        },
        outputName,
        folderPath: { type: 'string' },
        addBookmarks: { type: 'boolean', default: true },
      },
      required: ['inputs', 'outputName'],
    },
    capabilities: ['pdf:merge', 'file:create'],
    domains: ['pdfs'],
    entities: ['pdf', 'file'],
    concepts: ['pdf'],
  }),
  makeTool({
    name: 'generate_pdf',
    description:
      'Render a new PDF from HTML, Markdown or a built-in template filled with data, and save it to the workspace. ' +
      'Templates: invoice, report, work-item-summary (pass workItemIds) and release-notes. ' +
      'Page size, margins, header and footer (with page numbers) and a text watermark are configurable; CSS in HTML input is honoured, except external fonts, which are not fetched. ' +
      'Returns the file path, page count and size. To convert an existing wiki document, export_document is simpler.',
    parameters: {
      type: 'object',
      properties: {
        source: {
          type: 'object',
          description: 'Exactly one of html, markdown or template.',
          properties: {
            html: { type: 'string' },
            markdown: { type: 'string' },
            template: {
              type: 'string',
              enum: ['invoice', 'report', 'work-item-summary', 'release-notes'],
            },
            data: {
              type: 'object',
              additionalProperties: true,
              description: 'Values for the template, e.g. {"invoiceNumber":"INV-2025-118"}.',
            },
            workItemIds: {
              type: 'array',
              items: { type: 'string' },
              description: 'For work-item-summary, e.g. ["WI-1042","WI-1043"].',
            },
          },
        },
        page: {
          type: 'object',
          properties: {
            size: { type: 'string', enum: ['A4', 'Letter', 'Legal', 'A3'], default: 'A4' },
            orientation: { type: 'string', enum: ['portrait', 'landscape'], default: 'portrait' },
            marginsMm: {
              type: 'object',
              properties: {
                top: { type: 'number', default: 20 },
                right: { type: 'number', default: 15 },
                bottom: { type: 'number', default: 20 },
                left: { type: 'number', default: 15 },
              },
            },
          },
        },
        header: {
          type: 'object',
          properties: {
            html: { type: 'string' },
            showPageNumbers: { type: 'boolean', default: false },
          },
        },
        footer: {
          type: 'object',
          properties: {
            html: { type: 'string' },
            showPageNumbers: { type: 'boolean', default: true },
          },
        },
        watermark: {
          type: 'object',
          properties: {
            text: { type: 'string', description: 'e.g. "DRAFT" or "CONFIDENTIAL".' },
            opacity: { type: 'number', minimum: 0.05, maximum: 1, default: 0.15 },
          },
          required: ['text'],
        },
        tableOfContents: {
          type: 'object',
          properties: {
            enabled: { type: 'boolean', default: false },
            depth: { type: 'integer', minimum: 1, maximum: 4, default: 2 },
          },
        },
        metadata: {
          type: 'object',
          properties: {
            title: { type: 'string' },
            author: { type: 'string' },
            subject: { type: 'string' },
            keywords: { type: 'array', items: { type: 'string' } },
          },
        },
        conformance: {
          type: 'string',
          enum: ['PDF-1.7', 'PDF/A-2b', 'PDF/UA-1'],
          default: 'PDF-1.7',
          description: 'PDF/A-2b for long-term archiving, PDF/UA-1 for accessible (tagged) output.',
        },
        outputName,
        folderPath: { type: 'string', default: '/Generated' },
        attachToWorkItemId: {
          type: 'string',
          description: 'Also attach the PDF to this work item.',
        },
      },
      required: ['source', 'outputName'],
    },
    capabilities: ['pdf:create', 'file:create'],
    domains: ['pdfs'],
    entities: ['pdf', 'file', 'work-item'],
    relationships: ['pdf.attached-to.work-item'],
    concepts: ['pdf'],
  }),
  makeTool({
    name: 'split_pdf',
    description:
      'Split a PDF into several files: one per page, by explicit page ranges, at top-level bookmarks, or into chunks under a size limit. Returns the new file paths in order.',
    parameters: {
      type: 'object',
      properties: {
        file: pdfFile,
        mode: { type: 'string', enum: ['every-page', 'ranges', 'bookmarks', 'max-size'] },
        ranges: {
          type: 'array',
          items: { type: 'string' },
          description: 'For mode "ranges", e.g. ["1-4","5-12"].',
        },
        maxSizeMb: { type: 'number', minimum: 1, description: 'For mode "max-size".' },
        folderPath: { type: 'string' },
      },
      required: ['file', 'mode'],
    },
    capabilities: ['pdf:split'],
    domains: ['pdfs'],
    entities: ['pdf', 'file'],
    concepts: ['pdf'],
  }),
  makeTool({
    name: 'extract_pdf_tables',
    description:
      'Detect tables in a PDF and return them as rows of cells, as CSV text, or saved as a spreadsheet with one sheet per table. ' +
      'Ruled tables extract reliably; for borderless tables try strategy "text". Scanned PDFs are not supported.',
    parameters: {
      type: 'object',
      properties: {
        file: pdfFile,
        pages: pageRange,
        strategy: { type: 'string', enum: ['auto', 'lines', 'text'], default: 'auto' },
        headerRow: { type: 'boolean', default: true },
        output: { type: 'string', enum: ['rows', 'csv', 'spreadsheet'], default: 'rows' },
      },
      required: ['file'],
    },
    capabilities: ['pdf:extract'],
    domains: ['pdfs', 'spreadsheets'],
    entities: ['pdf', 'spreadsheet'],
    concepts: ['pdf', 'spreadsheet'],
  }),
  makeTool({
    name: 'fill_pdf_form',
    description:
      'Fill the AcroForm fields of a PDF (text boxes, checkboxes, radio groups, dropdowns) and save a filled copy. Get the field names and allowed values first with get_pdf_info. ' +
      'With strict true, an unknown field name or a value outside a dropdown fails the whole call; otherwise they are skipped and listed in the response. ' +
      'flatten bakes the values into the page so they can no longer be edited. XFA forms are not supported.',
    parameters: {
      type: 'object',
      properties: {
        file: pdfFile,
        fields: {
          type: 'object',
          additionalProperties: { type: ['string', 'number', 'boolean'] },
          description: 'Values keyed by field name, e.g. {"VendorName":"Acme GmbH","Agree":true}.',
        },
        flatten: { type: 'boolean', default: false },
        strict: { type: 'boolean', default: true },
        outputName,
      },
      required: ['file', 'fields'],
    },
    capabilities: ['pdf:fill'],
    domains: ['pdfs'],
    entities: ['pdf', 'file'],
    concepts: ['pdf'],
  }),
  makeTool({
    name: 'get_pdf_info',
    description:
      'PDF metadata without the text: page count and sizes, title, author, encryption, text layer presence, and form field names, types and options.',
    parameters: {
      type: 'object',
      properties: { file: pdfFile, password: { type: 'string' } },
      required: ['file'],
    },
    capabilities: ['pdf:read'],
    domains: ['pdfs'],
    entities: ['pdf'],
    concepts: ['pdf'],
  }),
  makeTool({
    name: 'redact_pdf',
    description:
      'Permanently black out text in a PDF and save a redacted copy: exact phrases, regular expressions, built-in detectors (emails, phone numbers, IBANs, card numbers) or page rectangles. ' +
      'The underlying text is removed, not just covered. Returns the number of redactions per page.',
    parameters: {
      type: 'object',
      properties: {
        file: pdfFile,
        phrases: { type: 'array', items: { type: 'string' } },
        patterns: {
          type: 'array',
          items: { type: 'string' },
          description: 'Regular expressions, e.g. "INV-\\\\d{6}".',
        },
        detectors: {
          type: 'array',
          items: { type: 'string', enum: ['email', 'phone', 'iban', 'card-number', 'person-name'] },
        },
        areas: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              page: { type: 'integer', minimum: 1 },
              x: { type: 'number' },
              y: { type: 'number' },
              width: { type: 'number' },
              height: { type: 'number' },
            },
            required: ['page', 'x', 'y', 'width', 'height'],
          },
          description: 'Rectangles in points from the top-left corner.',
        },
        outputName,
      },
      required: ['file'],
    },
    capabilities: ['pdf:redact'],
    domains: ['pdfs'],
    entities: ['pdf', 'file'],
    concepts: ['pdf'],
  }),
];

export const concepts: Concept[] = [
  {
    id: 'pdf',
    label: 'PDF',
    glossary:
      'A PDF is a fixed-layout document file (Portable Document Format), such as an invoice, contract, scanned form or exported report. Also called an Acrobat file, portable document or .pdf.',
  },
];
