import type { Transcript } from '../../engine/core';
import { bugTriage } from './bugTriage';
import { quarterlyReport } from './quarterlyReport';
import { specFiveTurns } from './specFiveTurns';
import { workflowSetup } from './workflowSetup';

/** The demo scenarios, by name; the design's figure (docs/design/working-set.md) first. */
export const scenarios: readonly Transcript[] = [
  specFiveTurns,
  quarterlyReport,
  bugTriage,
  workflowSetup,
];

export const scenarioByName = (name: string): Transcript | undefined =>
  scenarios.find((scenario) => scenario.name === name);
