import type { Concept, Tool } from '../../engine/core';
import { makeTool } from '../../engine/core';

const image = {
  type: 'string',
  description: 'Image path or file id.',
};

export const tools: Tool[] = [
  makeTool({
    name: 'describe_image',
    description:
      'Describe an image in words (screenshot, whiteboard photo, diagram, chart), or answer a question about it. For exact text use ocr_image.',
    parameters: {
      type: 'object',
      properties: {
        image,
        question: { type: 'string' },
        detail: { type: 'string', enum: ['brief', 'detailed'], default: 'brief' },
      },
      required: ['image'],
    },
    capabilities: ['image:describe'],
    domains: ['images'],
    entities: ['image'],
    concepts: ['image'],
  }),
  makeTool({
    name: 'ocr_image',
    description:
      'Read the text in an image (OCR): plain text, lines, or words with bounding boxes and confidence.',
    parameters: {
      type: 'object',
      properties: {
        image,
        language: { type: 'string', default: 'en' },
        output: { type: 'string', enum: ['text', 'lines', 'words'], default: 'text' },
      },
      required: ['image'],
    },
    capabilities: ['image:ocr'],
    domains: ['images'],
    entities: ['image'],
    concepts: ['image'],
  }),
  makeTool({
    name: 'resize_image',
    description:
      'Scale an image to fit width × height, saved as a copy. Aspect ratio is kept unless fit is "fill".',
    parameters: {
      type: 'object',
      properties: {
        image,
        width: { type: 'integer' },
        height: { type: 'integer' },
        fit: { type: 'string', enum: ['contain', 'cover', 'fill'], default: 'contain' },
      },
      required: ['image'],
    },
    capabilities: ['image:resize'],
    domains: ['images'],
    entities: ['image', 'file'],
    concepts: ['image'],
  }),
  makeTool({
    name: 'crop_image',
    description:
      'Cut a rectangle (in pixels from the top-left) out of an image and save it as a new file.',
    parameters: {
      type: 'object',
      properties: {
        image,
        x: { type: 'integer' },
        y: { type: 'integer' },
        width: { type: 'integer' },
        height: { type: 'integer' },
      },
      required: ['image', 'x', 'y', 'width', 'height'],
    },
    capabilities: ['image:crop'],
    domains: ['images'],
    entities: ['image'],
    concepts: ['image'],
  }),
  makeTool({
    name: 'convert_image',
    description:
      'Convert an image to PNG, JPEG or WebP. HEIC photos from phones usually need this first.',
    parameters: {
      type: 'object',
      properties: {
        image,
        format: { type: 'string', enum: ['png', 'jpeg', 'webp'] },
        quality: { type: 'integer', minimum: 1, maximum: 100, default: 85 },
      },
      required: ['image', 'format'],
    },
    capabilities: ['image:convert'],
    domains: ['images'],
    entities: ['image', 'file'],
    concepts: ['image'],
  }),
  makeTool({
    name: 'annotate_image',
    description:
      'Draw on a copy of an image: boxes, arrows and text callouts to point at a bug in a screenshot, or blur to hide personal data before attaching it to a work item. Coordinates are in pixels of the original image.',
    parameters: {
      type: 'object',
      properties: {
        image,
        shapes: {
          type: 'array',
          minItems: 1,
          items: {
            type: 'object',
            properties: {
              kind: { type: 'string', enum: ['box', 'arrow', 'text', 'blur'] },
              x: { type: 'number' },
              y: { type: 'number' },
              width: { type: 'number', description: 'For box and blur; the arrow dx.' },
              height: { type: 'number', description: 'For box and blur; the arrow dy.' },
              text: { type: 'string' },
              color: { type: 'string', default: '#e5484d' },
            },
            required: ['kind', 'x', 'y'],
          },
        },
        attachToWorkItemId: { type: 'string', description: 'e.g. "WI-1042".' },
      },
      required: ['image', 'shapes'],
    },
    capabilities: ['image:annotate'],
    domains: ['images'],
    entities: ['image', 'work-item'],
    relationships: ['image.attached-to.work-item'],
    concepts: ['image'],
  }),
];

export const concepts: Concept[] = [
  {
    id: 'image',
    label: 'Image',
    glossary:
      'An image is a picture stored in the workspace, such as a screenshot, photo, scan, diagram or chart export (PNG, JPEG, WebP, GIF, HEIC). Also called a picture, photo, graphic or screen capture.',
  },
];
