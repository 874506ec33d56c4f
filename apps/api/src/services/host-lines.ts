import type { HostAction } from '@turnpost/db';
import { type TableEvent, tableLine } from '@turnpost/rules/table';

/** What a host's action kept aside (a game made before table events) says: as the table event it would be now. */
export function hostLine(a: HostAction): string {
  return tableLine(asTableEvent(a));
}

function asTableEvent(a: HostAction): TableEvent {
  switch (a.kind) {
    case 'seat-to-person':
      return { type: 'table.seatHandedOver', seat: a.seat, was: a.was, name: a.name, bot: null };
    case 'seat-to-bot':
      return { type: 'table.seatHandedOver', seat: a.seat, was: a.was, name: a.name, bot: a.level };
    case 'pace':
      return { type: 'table.paceChanged', pace: null, label: a.label };
    case 'webhook':
      return { type: 'table.webhookSet', on: a.on };
    case 'abandon':
      return { type: 'table.gameAbandoned' };
  }
}
