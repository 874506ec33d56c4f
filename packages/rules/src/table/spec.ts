/**
 * Given/when/then for the table's decider, as the games' `specFor`:
 *
 *   tableSpec.given(table).at(now).when({ type: 'takeBack', seat: 0 }).then([{ type: 'table.seatTakenBack', seat: 0 }], (t) => …);
 *   tableSpec.given(table).at(now).when(change).thenFails('E_PACE_ALONE');
 */
import { expect } from 'vitest';
import { decide, type TableChange } from './decide.ts';
import type { TableFact } from './events.ts';
import type { Table } from './table.ts';

export const tableSpec = {
  given(table: Table) {
    return {
      at(now: Date) {
        return {
          when(change: TableChange) {
            const before = JSON.stringify(table);
            const result = decide(table, change, now);
            return {
              /** The change is made: these events, then `check` on the table after them. */
              then(events: TableFact[], check: (after: Table) => void = () => {}): Table {
                if (!result.ok) throw new Error(`expected the change to be made, got ${result.error.code}: ${result.error.message}`);
                expect(result.value.events).toEqual(events);
                check(result.value.table);
                expect(JSON.stringify(table)).toBe(before);
                return result.value.table;
              },
              /** The change is refused with this code; the table is untouched. */
              thenFails(code: string, message?: RegExp): void {
                expect(result.ok ? 'made' : result.error.code).toBe(code);
                if (!result.ok && message) expect(result.error.message).toMatch(message);
                expect(JSON.stringify(table)).toBe(before);
              },
            };
          },
        };
      },
    };
  },
};
