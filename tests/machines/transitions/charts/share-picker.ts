import { sharePickerMachine } from '../../../../machines/share-picker/share-picker-machine.ts';
import { actorResult, check, inputs } from '../expect.ts';
import type { ChartModel, Observation, Oracle } from '../model.ts';

/**
 * The LINE share target picker, from spec section 5 "Share target picker" (the argument checks
 * LIFF makes: 'no proper argument', 'exceed the limit of num of messages', a configured app id; an
 * in-app client below 10.11.0 does not wait for the result) and section 8 ('need to call with ott in
 * client'): once open with a one-time token the picker's session (share-session.ts) runs, and how it
 * ends is how the share ends.
 */
type Input = { messages: unknown; appId: string | null; inClient: boolean; lineVersion: string | null };
const messages = [{ type: 'text', text: 'สวัสดี' }];
const OTT = 'ott-1';

/** The final output the spec calls for after this step, or undefined when the share goes on. */
function expectedOutput(step: Observation, input: Input): unknown {
  const event = step.event;
  const result = actorResult(step);
  if (event.type === 'xstate.init') {
    if (!Array.isArray(input.messages) || input.messages.length === 0)
      return { status: 'error', message: 'no proper argument' };
    if (input.messages.length > 5) return { status: 'error', message: 'exceed the limit of num of messages' };
    if (!input.appId) return { status: 'error', message: 'INVALID_CONFIG' };
    return undefined;
  }
  if (result?.id === 'openPopup') {
    const old =
      input.inClient &&
      input.lineVersion !== null &&
      input.lineVersion.localeCompare('10.11.0', undefined, { numeric: true }) < 0;
    if (!result.done) return { status: 'error', message: (result.error as Error).message };
    if (old) return { status: 'notAwaited' };
    if (!(result.output as { ott: string | null }).ott)
      return { status: 'error', message: 'need to call with ott in client' };
  }
  // The open picker's session ends the share as it ended.
  if (result?.id === 'shareSession' && result.done) return result.output;
  return undefined;
}

/** The share goes on (`output` undefined) or has ended with `output`. */
export function endsAs(step: Observation, output: unknown): string[] {
  if (output === undefined)
    return check(step.status === 'active', `the share ended with ${JSON.stringify(step.output)}`);
  return check(
    step.status === 'done' && JSON.stringify(step.output) === JSON.stringify(output),
    `output ${JSON.stringify(step.output)}, expected ${JSON.stringify(output)}`,
  );
}

const oracle: Oracle = (step, _history, raw) => {
  const input = raw as Input;
  const problems = [...inputs(step, 'shareSession', { appId: 'app-1', ott: OTT, inClient: input.inClient })];
  problems.push(...endsAs(step, expectedOutput(step, input)));
  const result = actorResult(step);
  if (result?.id === 'openPopup' && step.status === 'active')
    problems.push(
      ...check(
        step.started.some((s) => s.src === 'shareSession'),
        'the open picker is neither watched nor its result polled',
      ),
    );
  return problems;
};

const base = { messages, appId: 'app-1', inClient: false, lineVersion: null };
export const sharePickerModel: ChartModel = {
  name: 'sharePicker',
  machine: sharePickerMachine,
  inputs: [
    base,
    { ...base, inClient: true, lineVersion: '11.2.0' },
    { ...base, inClient: true, lineVersion: '10.9.1' },
    { ...base, messages: [] },
    { ...base, messages: Array(6).fill(messages[0]) },
    { ...base, appId: null },
  ],
  outputs: {
    openPopup: [{ ott: OTT }, { ott: null }],
    shareSession: [
      { status: 'success' },
      { status: 'cancel' },
      { status: 'error', message: 'Timeout: not finished within 10min' },
    ],
  },
  oracle,
};
