import { homeSectionMachine } from '../../../../machines/home/home-section-machine.ts';
import { actorResult, check, inputs, navigation } from '../expect.ts';
import type { ChartModel, Observation, Oracle } from '../model.ts';

/**
 * One home section, from spec section 2 "Home" (each section loads on open and shows as it
 * arrives) and section 8 (a failure opens no dialog, the section stays empty), with issue 20's
 * retry: a failed section loads again on `home.retry`, one that loaded or still loads asks
 * nothing. What it tells home (`tellLoaded` with what came, `tellFailed`) is recorded instead of a
 * parent; home.ts is home's model.
 */
const TOLD = ['tellLoaded', 'tellFailed'];

/** The section's call is in flight after these steps. */
const inFlight = (steps: readonly Observation[]) =>
  steps.reduce((flying, step) => (actorResult(step) ? false : flying || step.started.length > 0), false);

const oracle: Oracle = (step, history, input) => {
  const problems = [...navigation(step, null), ...inputs(step, 'load', input)];
  const result = actorResult(step);
  const lastResult = [...history].reverse().map(actorResult).find(Boolean);
  const failedBefore = !inFlight(history) && lastResult?.done === false;
  const calls = step.started.filter((s) => s.src === 'load').length;
  if (step.event.type === 'xstate.init')
    problems.push(...check(calls === 1, 'the section is not asked for once on open'));
  else if (step.event.type === 'home.retry')
    problems.push(
      ...check(
        calls === (failedBefore ? 1 : 0),
        failedBefore
          ? 'the retry does not ask the failed section again'
          : 'the retry asks with nothing failed',
      ),
    );
  else problems.push(...check(calls === 0, `${step.event.type} asks for the section`));
  problems.push(
    ...check(
      step.tags.includes('loading') === inFlight([...history, step]),
      'the skeleton does not show exactly while the call is in flight',
    ),
  );
  const told = step.effects.filter((e) => TOLD.includes(e.type));
  const expected = !result
    ? []
    : result.done
      ? [{ type: 'tellLoaded', params: result.output }]
      : [{ type: 'tellFailed', params: undefined }];
  problems.push(
    ...check(
      JSON.stringify(told) === JSON.stringify(expected),
      `home was told ${JSON.stringify(told)}, expected ${JSON.stringify(expected)}`,
    ),
    // A loaded section is done for good; a failed one waits for the retry.
    ...check(
      (step.status === 'done') === (result?.done === true),
      'the section ends other than when it loaded',
    ),
  );
  return problems;
};

export const homeSectionModel: ChartModel = {
  name: 'homeSection',
  // Home is its parent in the app; here the two messages to it are recorded (effects).
  machine: homeSectionMachine.provide({ actions: { tellLoaded: () => {}, tellFailed: () => {} } }),
  inputs: [{ section: 'banners' }, { section: 'usual' }],
  outputs: { load: [[{ id: 1, type: 'category', ref_id: '12', name: 'b', image: null }], []] },
  effects: TOLD,
  probes: [{ type: 'home.retry' }],
  oracle,
};
