/** A kind's legal actions picked out by `type`, for the control that offers them. */

/** The actions of type `T` among a kind's `Action`s: `OfType<SaltAction, 'buy'>`. */
export type OfType<Action extends { type: string }, T extends Action['type']> = Extract<Action, { type: T }>;

export function ofType<Action extends { type: string }, T extends Action['type']>(
  actions: readonly Action[],
  type: T,
): OfType<Action, T>[] {
  return actions.filter((a): a is OfType<Action, T> => a.type === type);
}

/** What a step's controls receive: the view, the step's legal actions, whether a submission is on its way, a sender. */
export interface StepProps<View, Action> {
  view: View;
  actions: Action[];
  busy: boolean;
  submit: (action: Action) => void;
}
