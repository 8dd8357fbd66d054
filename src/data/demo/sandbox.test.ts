import { describe, expect, it } from 'vitest';
import { DEMO_EPOCH_MS, PACKAGE_SCHEDULE, packageInventoryAt, pythonDescription } from './sandbox';

const MINUTE = 60_000;
const text = (clock: number) => pythonDescription.at(clock);

describe('run_python live description', () => {
  it('lists openpyxl at clock 0, which is before the demo epoch', () => {
    expect(text(0)).toContain('openpyxl');
    expect(packageInventoryAt(0)).toEqual(packageInventoryAt(DEMO_EPOCH_MS - 1));
  });

  it('refreshes every minute', () => {
    expect(pythonDescription.refreshMs).toBe(MINUTE);
  });

  it('is identical within one minute and changes when a scheduled package arrives', () => {
    const first = PACKAGE_SCHEDULE[0]!;
    const arrival = DEMO_EPOCH_MS + first.minute * MINUTE;
    expect(text(arrival)).toBe(text(arrival + MINUTE - 1));
    expect(text(arrival - 1)).not.toBe(text(arrival));
    expect(text(arrival - 1)).not.toContain(first.name);
    expect(text(arrival)).toContain(first.name);
  });

  it('installs a package scheduled at minute 3 at epoch+3min, not at epoch+2min', () => {
    const atThree = PACKAGE_SCHEDULE.find((p) => p.minute === 3)!;
    expect(packageInventoryAt(DEMO_EPOCH_MS + 2 * MINUTE)).not.toContain(atThree.name);
    expect(text(DEMO_EPOCH_MS + 2 * MINUTE)).not.toContain(atThree.name);
    expect(packageInventoryAt(DEMO_EPOCH_MS + 3 * MINUTE)).toContain(atThree.name);
    expect(text(DEMO_EPOCH_MS + 3 * MINUTE)).toContain(atThree.name);
  });
});
