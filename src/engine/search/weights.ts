import { own } from '../catalog/core';
import { ToollensError } from '../errors';
import { TEXT_FIELDS } from './fields';
import type { FieldWeights, TextField } from './types';

/**
 * The rule for a search's field weights, defined once: known fields only (TEXT_FIELDS), each a
 * finite number ≥ 0 (0 leaves the field out). Read through own keys, so `__proto__` or
 * `constructor` is an unknown field, never an inherited one.
 */

export const isTextField = (field: string): field is TextField =>
  (TEXT_FIELDS as readonly string[]).includes(field);

/** A usable weight: a finite number ≥ 0. */
export const isWeight = (weight: unknown): weight is number =>
  typeof weight === 'number' && Number.isFinite(weight) && weight >= 0;

export type WeightProblem =
  | { kind: 'unknown-field'; field: string }
  | { kind: 'not-a-weight'; field: TextField; weight: unknown };

/** Every problem of `weights`, in key order, each naming its field; none when they are valid. */
export const weightProblems = (weights: Record<string, unknown>): WeightProblem[] =>
  Object.keys(weights).flatMap((field): WeightProblem[] => {
    if (!isTextField(field)) return [{ kind: 'unknown-field', field }];
    const weight = own(weights, field);
    return isWeight(weight) ? [] : [{ kind: 'not-a-weight', field, weight }];
  });

/** A problem in words, as the engine refuses it. */
const weightMessage = (problem: WeightProblem): string =>
  problem.kind === 'unknown-field'
    ? `toollens: unknown field "${problem.field}" in weights; the fields are ${TEXT_FIELDS.join(', ')}`
    : `toollens: the weight of ${problem.field} must be a number ≥ 0 (0 leaves it out), not ${String(problem.weight)}`;

/** `weights`, checked: throws a ToollensError naming the first problem. */
export const checkWeights = (weights: FieldWeights): FieldWeights => {
  const [problem] = weightProblems(weights);
  if (problem) throw new ToollensError(weightMessage(problem));
  return weights;
};
