import type { Concept, LiveDescription, Tool } from '../../engine/core';
import { DEMO_EPOCH, makeTool } from '../../engine/core';

/** The demo's clock zero in ms: the simulated sandbox starts installing scheduled packages here. */
export const DEMO_EPOCH_MS = Date.parse(DEMO_EPOCH);

/** Always installed, in the order the description lists them. */
export const BASE_PACKAGES: readonly string[] = [
  'numpy 2.1',
  'pandas 2.2',
  'openpyxl 3.1',
  'matplotlib 3.9',
  'requests 2.32',
  'python-dateutil 2.9',
];

/** Packages the simulated sandbox installs later, at whole minutes after DEMO_EPOCH_MS. */
export const PACKAGE_SCHEDULE: readonly { minute: number; name: string }[] = [
  { minute: 1, name: 'pdfplumber 0.11' },
  { minute: 3, name: 'polars 1.9' },
  { minute: 5, name: 'scikit-learn 1.5' },
  { minute: 8, name: 'duckdb 1.1' },
  { minute: 12, name: 'pyarrow 17.0' },
  { minute: 20, name: 'statsmodels 0.14' },
  { minute: 30, name: 'networkx 3.4' },
];

/** The package inventory at `clock` (ms since the Unix epoch). Pure. */
export const packageInventoryAt = (clock: number): string[] => {
  const minute = Math.floor((clock - DEMO_EPOCH_MS) / 60_000);
  const arrived = clock < DEMO_EPOCH_MS ? [] : PACKAGE_SCHEDULE.filter((p) => p.minute <= minute);
  return [...BASE_PACKAGES, ...arrived.map((p) => p.name)];
};

export const pythonDescription: LiveDescription = {
  refreshMs: 60_000,
  at: (clock) =>
    'Execute Python 3.12 code (a snippet or a whole script) in an isolated sandbox and return stdout, stderr, the value of the last expression and the files the code created. ' +
    'Limits per call: 120 s wall time, 2 GB memory, 1 GB disk, no network access (bring data in with upload_to_sandbox). ' +
    'Variables and files under /mnt/data persist for the session, so later calls can build on earlier ones; reset_sandbox starts over. ' +
    'Charts saved as PNG are returned as images. Use it for calculations, data cleaning and analysis that the dedicated tools do not cover. ' +
    `Preinstalled packages: ${packageInventoryAt(clock).join(', ')}.`,
};

const sandboxPath = {
  type: 'string',
  description: 'e.g. "/mnt/data/out/chart.png".',
};

export const tools: Tool[] = [
  makeTool({
    name: 'run_python',
    description: pythonDescription,
    parameters: {
      type: 'object',
      properties: {
        code: { type: 'string', description: 'Python source. Top-level await is supported.' },
        timeoutSeconds: { type: 'integer', minimum: 1, maximum: 120, default: 60 },
        inputFiles: {
          type: 'array',
          items: { type: 'string' },
          description:
            'Workspace paths copied to /mnt/data before running, e.g. ["/Finance/q3.xlsx"].',
        },
        returnFiles: {
          type: 'array',
          items: { type: 'string' },
          description:
            'Sandbox paths to return; new files under /mnt/data/out are returned anyway.',
        },
        env: {
          type: 'object',
          additionalProperties: { type: 'string' },
          description:
            'Environment variables for this call. Secrets are not available in the sandbox.',
        },
        stdin: { type: 'string' },
        maxOutputChars: {
          type: 'integer',
          minimum: 1000,
          maximum: 100000,
          default: 20000,
          description: 'Longer stdout is cut in the middle.',
        },
      },
      required: ['code'],
    },
    capabilities: ['python:run', 'sandbox:execute'],
    domains: ['sandbox'],
    entities: ['sandbox', 'package', 'file'],
    concepts: ['sandbox', 'package'],
  }),
  makeTool({
    name: 'install_package',
    description:
      'pip-install extra packages into the session sandbox from the approved mirror; they last until reset_sandbox. Most common ones are preinstalled.',
    parameters: {
      type: 'object',
      properties: {
        packages: {
          type: 'array',
          minItems: 1,
          items: { type: 'string' },
          description: 'Requirement specifiers, e.g. ["rapidfuzz==3.9", "tabulate"].',
        },
      },
      required: ['packages'],
    },
    capabilities: ['python:install', 'sandbox:update'],
    domains: ['sandbox'],
    entities: ['sandbox', 'package'],
    concepts: ['package', 'sandbox'],
  }),
  makeTool({
    name: 'list_packages',
    description:
      'Python packages and versions currently installed in the sandbox, preinstalled and added.',
    parameters: {
      type: 'object',
      properties: { nameContains: { type: 'string' } },
    },
    capabilities: ['python:list'],
    domains: ['sandbox'],
    entities: ['package', 'sandbox'],
    concepts: ['package'],
  }),
  makeTool({
    name: 'upload_to_sandbox',
    description:
      'Copy workspace files into the sandbox so run_python can open them. Returns the sandbox path of each.',
    parameters: {
      type: 'object',
      properties: {
        paths: {
          type: 'array',
          items: { type: 'string' },
          description: 'Workspace paths or file ids.',
        },
        targetDir: { type: 'string', default: '/mnt/data' },
      },
      required: ['paths'],
    },
    capabilities: ['sandbox:upload', 'file:read'],
    domains: ['sandbox', 'files'],
    entities: ['sandbox', 'file'],
    concepts: ['sandbox'],
  }),
  makeTool({
    name: 'download_from_sandbox',
    description:
      'Save a sandbox file to the workspace, optionally attached to a work item. Sandbox files vanish with the session.',
    parameters: {
      type: 'object',
      properties: {
        sandboxPath,
        folderPath: { type: 'string', default: '/Sandbox output' },
        attachToWorkItemId: { type: 'string' },
      },
      required: ['sandboxPath'],
    },
    capabilities: ['sandbox:download', 'file:create'],
    domains: ['sandbox', 'files'],
    entities: ['sandbox', 'file', 'work-item'],
    concepts: ['sandbox'],
  }),
  makeTool({
    name: 'list_sandbox_files',
    description: 'Files under /mnt/data in the sandbox, with sizes.',
    parameters: {
      type: 'object',
      properties: { dir: { type: 'string', default: '/mnt/data' } },
    },
    capabilities: ['sandbox:list'],
    domains: ['sandbox'],
    entities: ['sandbox', 'file'],
    concepts: ['sandbox'],
  }),
  makeTool({
    name: 'get_sandbox_status',
    description:
      'Whether the sandbox is running, its uptime, memory and disk use, and any code still executing.',
    parameters: { type: 'object', properties: {} },
    capabilities: ['sandbox:read'],
    domains: ['sandbox'],
    entities: ['sandbox'],
    concepts: ['sandbox'],
  }),
  makeTool({
    name: 'reset_sandbox',
    description:
      'Restart the Python process, clearing variables and added packages. Files in /mnt/data are deleted unless keepFiles is true.',
    parameters: {
      type: 'object',
      properties: { keepFiles: { type: 'boolean', default: false } },
    },
    capabilities: ['sandbox:reset'],
    domains: ['sandbox'],
    entities: ['sandbox'],
    concepts: ['sandbox'],
  }),
];

export const concepts: Concept[] = [
  {
    id: 'sandbox',
    label: 'Sandbox',
    glossary:
      'The sandbox is an isolated Python environment attached to the session, for running code on workspace data. Also called a code interpreter, Python runtime, notebook, Jupyter kernel or scripting environment.',
  },
  {
    id: 'package',
    label: 'Package',
    glossary:
      'A package is a third-party Python library installed in the sandbox. Also called a module, library, dependency, pip package or wheel.',
  },
];
