import type { BuiltInCatalog } from '../../worker/boundary';

/** The built-in catalogs as the page offers them: the header's choice, "Compare with…". */
export const BUILT_IN_CHOICES: { name: BuiltInCatalog; label: string; title: string }[] = [
  { name: 'demo', label: 'Demo', title: "The spec's 169-tool work-management product" },
  {
    name: 'sample',
    label: 'Sample',
    title: 'Eight small tools, including the spec\u2019s three readers',
  },
  { name: 'synthetic10k', label: '10k', title: 'A synthetic catalog of 10,000 tools, for scale' },
];
