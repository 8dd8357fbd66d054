import { describe, expect, it } from 'vitest';
import { COMPARED_ORDERS, ORDER_LABELS } from '../../../engine';
import { orderLabel } from './orderLabels';

describe('orderLabel', () => {
  it("names every compared order as the engine's ORDER_LABELS does", () => {
    for (const order of COMPARED_ORDERS) expect(orderLabel(order)).toBe(ORDER_LABELS[order]);
  });
});
