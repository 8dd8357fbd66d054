import type { Transcript } from '../../engine/core';

/**
 * A reporting session across dashboards, spreadsheets, the Python sandbox and PDFs. It runs
 * past the sandbox's package refresh: polars arrives at minute 3, so the search for it at
 * 10:04 finds run_python although nobody edited its description.
 */
export const quarterlyReport: Transcript = {
  name: 'quarterly-report',
  title: 'Q3 delivery report',
  description:
    'Dashboard numbers, a vendor spreadsheet and a Python analysis turned into a PDF attached to the release epic.',
  turns: [
    {
      at: '2026-01-01T10:00:00Z',
      events: [
        {
          type: 'user',
          text: 'Put together the Q3 delivery report for Atlas: throughput from the delivery dashboard and the vendor invoice totals from the spreadsheet Priya uploaded.',
        },
        {
          type: 'search',
          query: 'dashboard query throughput',
          capabilities: ['dashboard', 'data-point'],
        },
        { type: 'activate', names: ['run_dashboard_query', 'get_data_point_series'] },
        {
          type: 'call',
          name: 'get_data_point_series',
          args: { dataPointId: 'DP-88', range: '2025-Q3' },
        },
      ],
    },
    {
      at: '2026-01-01T10:01:30Z',
      events: [
        { type: 'search', query: 'excel spreadsheet', capabilities: ['spreadsheet'] },
        { type: 'activate', names: ['read_spreadsheet'] },
        {
          type: 'call',
          name: 'read_spreadsheet',
          args: { file: 'uploads/vendor-invoices-q3.xlsx' },
        },
        {
          type: 'assistant',
          text: 'Throughput is up 12% on Q2; invoices total €184,220 across 41 rows.',
        },
      ],
    },
    {
      at: '2026-01-01T10:02:30Z',
      events: [
        { type: 'user', text: 'Break the invoices down by vendor and month, and chart it.' },
        { type: 'search', query: 'python data analysis chart' },
        { type: 'activate', names: ['run_python'] },
        {
          type: 'call',
          name: 'run_python',
          args: { code: "df.groupby(['vendor', 'month']).sum()" },
        },
      ],
    },
    {
      at: '2026-01-01T10:04:00Z',
      events: [
        {
          type: 'user',
          text: 'Redo it with polars, the pandas version is too slow on the full export.',
        },
        { type: 'search', query: 'polars' },
        {
          type: 'call',
          name: 'run_python',
          args: { code: "import polars as pl\npl.read_excel('vendor-invoices-q3.xlsx')" },
        },
      ],
    },
    {
      at: '2026-01-01T10:06:00Z',
      events: [
        {
          type: 'user',
          text: 'Good. Make it a PDF with the chart and attach it to the release epic.',
        },
        { type: 'search', query: 'generate pdf report', capabilities: ['pdf'] },
        { type: 'search', query: 'attach document work item' },
        { type: 'activate', names: ['generate_pdf', 'attach_document_to_work_item'] },
        {
          type: 'call',
          name: 'generate_pdf',
          args: { template: 'report', title: 'Atlas Q3 delivery' },
        },
        { type: 'call', name: 'attach_document_to_work_item', args: { workItemId: 'WI-1042' } },
      ],
    },
  ],
};
