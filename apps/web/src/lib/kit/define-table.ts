/**
 * The one place where the API's JSON becomes a kind's types. A page holds a seat view whose `view` and
 * `legalActions` are any JSON; `defineTable` wraps a kind's table (drawn for its own `View` and `Action`) into a
 * table any page can hand that seat view to, narrowing it on the way in: the legal actions are kept when their
 * `type` is one of the kind's (a newer server's unknown action is left out rather than drawn wrongly), and the view
 * is the kind's `View` as the server's engine of the same rules package drew it.
 */
import type { Component } from 'svelte';
import type { ExpandedSeatView } from '../api-types.ts';
import type { AnyTable, TableProps } from '../games/table-props.ts';

/** Every action type of a kind, each once: `{ move: true, buy: true, … }` (the compiler checks the list is whole). */
export type ActionTypes<Action extends { type: string }> = { readonly [T in Action['type']]: true };

/** Whether `action` is one of the kind's actions, judged by its `type`. */
export function isActionOf<Action extends { type: string }>(types: ActionTypes<Action>) {
  return (action: unknown): action is Action =>
    typeof action === 'object' &&
    action !== null &&
    'type' in action &&
    typeof action.type === 'string' &&
    Object.hasOwn(types, action.type);
}

/**
 * The narrowing of a page's seat views to a kind's types, once per seat view (the same narrowed object for the
 * same seat view, so a table's derived values do not change when nothing did).
 */
export function seatViewNarrowing<View, Action extends { type: string }>(
  types: ActionTypes<Action>,
): (seatView: ExpandedSeatView) => ExpandedSeatView<View, Action> {
  const isAction = isActionOf(types);
  const narrowed = new WeakMap<ExpandedSeatView, ExpandedSeatView<View, Action>>();
  return (seatView) => {
    let typed = narrowed.get(seatView);
    if (!typed) {
      // The view is not checked field by field: it comes from this kind's engine in the rules package this page
      // was built with, as the seat view's `game` says (the registry picked this table by it).
      typed = { ...seatView, view: seatView.view as View, legalActions: seatView.legalActions.filter(isAction) };
      narrowed.set(seatView, typed);
    }
    return typed;
  };
}

/** A page's props with the seat view narrowed by `narrow`; every other prop read through as it is. */
export function narrowedProps<View, Action>(
  props: TableProps,
  narrow: (seatView: ExpandedSeatView) => ExpandedSeatView<View, Action>,
): TableProps<View, Action> {
  const typed = new Proxy(props, {
    get: (target, key, receiver) => (key === 'seatView' ? narrow(target.seatView) : Reflect.get(target, key, receiver)),
  });
  // `submit` takes any action on the page's side, so it takes this kind's; `seatView` is narrowed by the proxy.
  return typed as unknown as TableProps<View, Action>;
}

/** A kind's table as the registry hands it out: `defineTable<SaltView, SaltAction>(Table, SALT_ACTION_TYPES)`. */
export function defineTable<View, Action extends { type: string }>(
  Table: Component<TableProps<View, Action>>,
  types: ActionTypes<Action>,
): AnyTable {
  const narrow = seatViewNarrowing<View, Action>(types);
  return (anchor, props) => {
    // A table exports nothing: what it draws is all there is to it.
    Table(anchor, narrowedProps(props, narrow));
    return {};
  };
}
