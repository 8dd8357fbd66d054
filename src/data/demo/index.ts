import type { Catalog } from '../../engine/core';
import * as assets from './assets';
import * as code from './code';
import * as comments from './comments';
import * as dashboards from './dashboards';
import * as documents from './documents';
import * as files from './files';
import * as images from './images';
import * as json from './json';
import * as labels from './labels';
import * as members from './members';
import * as pdfs from './pdfs';
import * as projects from './projects';
import * as sandbox from './sandbox';
import * as scaffolding from './scaffolding';
import * as search from './search';
import * as spreadsheets from './spreadsheets';
import * as transfer from './transfer';
import * as views from './views';
import * as workItemDefinitions from './workItemDefinitions';
import * as workItems from './workItems';
import * as workTypes from './workTypes';

/**
 * The built-in demo: the 169-tool catalog of the design's product (docs/design/README.md), one
 * module per domain. Scaffolding comes first, as a harness declares it; the rest follows the
 * product's areas.
 */
const modules = [
  scaffolding,
  workItems,
  workItemDefinitions,
  workTypes,
  views,
  dashboards,
  members,
  labels,
  comments,
  projects,
  documents,
  pdfs,
  json,
  files,
  spreadsheets,
  images,
  assets,
  code,
  sandbox,
  search,
  transfer,
];

export const demoCatalog: Catalog = {
  format: 'toollens',
  source: 'demo',
  tools: modules.flatMap((module) => module.tools),
  ontology: { concepts: modules.flatMap((module) => module.concepts) },
};

export { DEMO_EPOCH_MS } from './sandbox';
