import type { Concept, Tool } from '../../engine/core';
import { makeTool } from '../../engine/core';

const assetId = { type: 'string', description: 'Asset tag, e.g. "AST-0087".' };

const category = {
  type: 'string',
  enum: [
    'laptop',
    'monitor',
    'phone',
    'peripheral',
    'server',
    'software-license',
    'vehicle',
    'other',
  ],
};

const status = {
  type: 'string',
  enum: ['in-stock', 'assigned', 'in-repair', 'lost', 'retired'],
};

export const tools: Tool[] = [
  makeTool({
    name: 'create_asset',
    description:
      'Register a managed asset (a piece of equipment or a software license) in the asset register and return its tag, e.g. "AST-0087". ' +
      'Serial numbers are unique per category: registering a serial that exists fails with DUPLICATE_SERIAL and returns the existing tag. ' +
      'Purchase and warranty data drive the warranty-expiry reminders; license seats are tracked for software. ' +
      'New assets start "in-stock" unless custodianId is given, in which case they are assigned immediately (same as assign_asset).',
    parameters: {
      type: 'object',
      properties: {
        name: { type: 'string', description: 'e.g. "MacBook Pro 14 M3 – Design".' },
        category,
        serialNumber: { type: 'string' },
        model: { type: 'string' },
        location: { type: 'string', description: 'Office or site, e.g. "Berlin-HQ/3F".' },
        custodianId: {
          type: 'string',
          description: 'Member id to assign to at once, e.g. "mem_23".',
        },
        purchase: {
          type: 'object',
          properties: {
            date: { type: 'string', format: 'date' },
            vendor: { type: 'string' },
            cost: {
              type: 'object',
              properties: {
                amount: { type: 'number', minimum: 0 },
                currency: { type: 'string', pattern: '^[A-Z]{3}$', default: 'EUR' },
              },
              required: ['amount'],
            },
            invoiceFile: { type: 'string', description: 'Workspace path of the invoice PDF.' },
          },
        },
        warrantyEndsOn: { type: 'string', format: 'date' },
        license: {
          type: 'object',
          description: 'For category software-license.',
          properties: {
            seats: { type: 'integer', minimum: 1 },
            renewsOn: { type: 'string', format: 'date' },
            licenseKey: {
              type: 'string',
              description: 'Stored encrypted; never returned in full.',
            },
          },
        },
        specs: {
          type: 'object',
          description: 'Hardware details, e.g. {"cpu":"M3 Pro","ramGb":"36","os":"macOS 15"}.',
          additionalProperties: { type: 'string' },
        },
        depreciation: {
          type: 'object',
          properties: {
            method: {
              type: 'string',
              enum: ['straight-line', 'declining-balance', 'none'],
              default: 'straight-line',
            },
            usefulLifeMonths: { type: 'integer', minimum: 1, default: 36 },
            salvageValue: { type: 'number', minimum: 0, default: 0 },
          },
        },
        maintenance: {
          type: 'object',
          description: 'Recurring service; a work item is filed in the IT project when due.',
          properties: {
            intervalDays: { type: 'integer', minimum: 1 },
            nextDueOn: { type: 'string', format: 'date' },
            vendor: { type: 'string' },
          },
        },
        customFields: { type: 'object', additionalProperties: { type: 'string' } },
      },
      required: ['name', 'category'],
    },
    capabilities: ['asset:create'],
    domains: ['assets'],
    entities: ['asset', 'member'],
    relationships: ['asset.owned-by.member'],
    concepts: ['asset'],
  }),
  makeTool({
    name: 'get_asset',
    description:
      'Full record of one asset: details, custodian, status, warranty and linked work items.',
    parameters: {
      type: 'object',
      properties: { assetId },
      required: ['assetId'],
    },
    capabilities: ['asset:read'],
    domains: ['assets'],
    entities: ['asset'],
    concepts: ['asset'],
  }),
  makeTool({
    name: 'list_assets',
    description:
      'List assets in the register, filtered by category, status, custodian or location, or find those with a warranty expiring soon ("warrantyEndsWithinDays": 60 is the usual renewal check).',
    parameters: {
      type: 'object',
      properties: {
        category,
        status,
        custodianId: { type: 'string' },
        location: { type: 'string' },
        warrantyEndsWithinDays: { type: 'integer', minimum: 0 },
        query: { type: 'string', description: 'Matches name, model or serial.' },
        limit: { type: 'integer', maximum: 200, default: 50 },
        cursor: { type: 'string' },
      },
    },
    capabilities: ['asset:list'],
    domains: ['assets'],
    entities: ['asset', 'member'],
    concepts: ['asset'],
  }),
  makeTool({
    name: 'update_asset',
    description:
      'Change fields of an asset (name, location, status, notes, custom fields). Use assign_asset and retire_asset for custody and disposal, which keep a history.',
    parameters: {
      type: 'object',
      properties: {
        assetId,
        name: { type: 'string' },
        location: { type: 'string' },
        status: { type: 'string', enum: ['in-stock', 'in-repair', 'lost'] },
        notes: { type: 'string' },
        customFields: { type: 'object', additionalProperties: { type: 'string' } },
      },
      required: ['assetId'],
    },
    capabilities: ['asset:update'],
    domains: ['assets'],
    entities: ['asset'],
    concepts: ['asset'],
  }),
  makeTool({
    name: 'assign_asset',
    description:
      'Hand an asset to a member, or return it to stock with memberId null. The change is kept in the asset history.',
    parameters: {
      type: 'object',
      properties: {
        assetId,
        memberId: { type: ['string', 'null'] },
        dueBack: { type: 'string', format: 'date' },
      },
      required: ['assetId', 'memberId'],
    },
    capabilities: ['asset:assign'],
    domains: ['assets'],
    entities: ['asset', 'member'],
    relationships: ['asset.owned-by.member'],
    concepts: ['asset', 'member'],
  }),
  makeTool({
    name: 'retire_asset',
    description:
      'Retire an asset that was sold, recycled, lost or stolen. It must be returned to stock first.',
    parameters: {
      type: 'object',
      properties: {
        assetId,
        reason: { type: 'string', enum: ['sold', 'recycled', 'lost', 'stolen', 'end-of-life'] },
        date: { type: 'string', format: 'date' },
      },
      required: ['assetId', 'reason'],
    },
    capabilities: ['asset:retire'],
    domains: ['assets'],
    entities: ['asset'],
    concepts: ['asset'],
  }),
  makeTool({
    name: 'link_asset_to_work_item',
    description: 'Link an asset to a work item, e.g. a repair ticket or an onboarding task.',
    parameters: {
      type: 'object',
      properties: {
        assetId,
        workItemId: { type: 'string', description: 'e.g. "WI-1042".' },
      },
      required: ['assetId', 'workItemId'],
    },
    capabilities: ['asset:link'],
    domains: ['assets'],
    entities: ['asset', 'work-item'],
    relationships: ['asset.linked-to.work-item'],
    concepts: ['asset'],
  }),
  makeTool({
    name: 'get_asset_history',
    description: 'Chronological custody, status and location changes of an asset.',
    parameters: {
      type: 'object',
      properties: {
        assetId,
        limit: { type: 'integer', default: 50 },
      },
      required: ['assetId'],
    },
    capabilities: ['asset:read'],
    domains: ['assets'],
    entities: ['asset', 'member'],
    concepts: ['asset'],
  }),
];

export const concepts: Concept[] = [
  {
    id: 'asset',
    label: 'Asset',
    glossary:
      'An asset is a company-owned item tracked in the asset register: a laptop, monitor, phone, server or a software license with seats. Also called equipment, hardware, device, inventory item, IT asset or asset tag.',
  },
];
