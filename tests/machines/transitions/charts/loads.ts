import type { AnyMachineSnapshot } from 'xstate';
import { actorResult, check, inputs, navigation } from '../expect.ts';
import type { Oracle } from '../model.ts';

/**
 * The spec's rule for a screen whose data loads on open (spec section 2 per screen, section 8 per
 * failure): the call is made on open (and on each `reloads` event) with the screen's input, the
 * screen shows loading meanwhile, then what the answer says; a failure is silent (no navigation, no
 * dialog) and shows `onFailure`. Nothing navigates.
 */
export interface LoadRule {
  src: string;
  /** The input the call must get, or undefined when it takes none. */
  input?: unknown;
  /** Whether the call must start on open (false: a guard on the input decides, see `loadsOnOpen`). */
  loadsOnOpen?: (input: unknown) => boolean;
  reloads?: string[];
  isLoading: (snapshot: AnyMachineSnapshot) => boolean;
  /** What the screen shows of the data. */
  shown: (snapshot: AnyMachineSnapshot) => unknown;
  /** What the screen must show after a successful answer. */
  onSuccess: (output: unknown) => unknown;
  /** What the screen must show after a failure. */
  onFailure: unknown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export const loadOracle =
  (rule: LoadRule): Oracle =>
  (step, _history, input) => {
    const problems = [...navigation(step, null)];
    if (rule.input !== undefined) problems.push(...inputs(step, rule.src, rule.input));
    const opening = step.event.type === 'xstate.init' && (rule.loadsOnOpen?.(input) ?? true);
    if (opening || rule.reloads?.includes(step.event.type))
      problems.push(
        ...check(
          step.started.some((s) => s.src === rule.src) && rule.isLoading(step.snapshot),
          `${rule.src} is not called (with loading shown)`,
        ),
      );
    else if (step.event.type === 'xstate.init')
      problems.push(
        ...check(
          step.started.length === 0 && !rule.isLoading(step.snapshot),
          'a call is made with nothing to look up',
        ),
      );
    const result = actorResult(step);
    if (result?.id === rule.src) {
      const expected = result.done ? rule.onSuccess(result.output) : rule.onFailure;
      problems.push(...check(!rule.isLoading(step.snapshot), 'loading stays shown after the answer'));
      problems.push(
        ...check(
          same(rule.shown(step.snapshot), expected),
          `shows ${JSON.stringify(rule.shown(step.snapshot))}, expected ${JSON.stringify(expected)}`,
        ),
      );
    }
    return problems;
  };
