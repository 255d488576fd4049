import { sharePickerMachine } from '../../../../machines/share-picker/share-picker-machine.ts';
import { actorResult, check, inputs } from '../expect.ts';
import type { ChartModel, Observation, Oracle } from '../model.ts';

/**
 * The LINE share target picker, from spec section 4 "Share picker popup" (a health check every 1 s
 * while the popup is open; when it closes a cancel is posted; the result is polled every 0.5 s until
 * success, cancel or a 10-minute timeout) and section 8 ('Timeout: not finished within 10min',
 * 'need to call with ott in client'), with the LIFF argument checks it mirrors.
 */
type Input = { messages: unknown; appId: string | null; inClient: boolean; lineVersion: string | null };
const messages = [{ type: 'text', text: 'สวัสดี' }];
const OTT = 'ott-1';
const session = { appId: 'app-1', ott: OTT };

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
  if (event.type.startsWith('xstate.after.') && step.status === 'done')
    return { status: 'error', message: 'Timeout: not finished within 10min' };
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
  if (result?.id === 'pollShareResult') {
    if (!result.done) return { status: 'error', message: (result.error as Error).message };
    const answer = result.output as { result?: string | null; resultDescription?: string };
    if (answer.result === 'SUCCESS') return { status: 'success' };
    if (answer.result === 'CANCEL') return { status: 'cancel' };
    if (answer.result) return { status: 'error', message: answer.resultDescription ?? '' };
  }
  if (result?.id === 'postCancel' && !result.done)
    return { status: 'error', message: (result.error as Error).message };
  return undefined;
}

const oracle: Oracle = (step, _history, raw) => {
  const input = raw as Input;
  const problems = [
    ...inputs(step, 'checkPopupHealth', session),
    ...inputs(step, 'pollShareResult', session),
    ...inputs(step, 'postCancel', session),
  ];
  const output = expectedOutput(step, input);
  if (output === undefined)
    problems.push(...check(step.status === 'active', `the share ended with ${JSON.stringify(step.output)}`));
  else
    problems.push(
      ...check(
        step.status === 'done' && JSON.stringify(step.output) === JSON.stringify(output),
        `output ${JSON.stringify(step.output)}, expected ${JSON.stringify(output)}`,
      ),
    );
  const result = actorResult(step);
  const timer = (delay: number) => step.timers.some((t) => t.delay === delay);
  if (result?.id === 'openPopup' && step.status === 'active') {
    problems.push(
      ...check(
        step.started.some((s) => s.src === 'pollShareResult') && timer(600_000),
        'the result is not polled with a 10-minute limit',
      ),
    );
    problems.push(
      ...check(
        timer(1_000) === !input.inClient,
        input.inClient ? 'a popup is watched inside the LINE app' : 'the popup is not checked every 1 s',
      ),
    );
  }
  if (result?.id === 'pollShareResult' && step.status === 'active')
    problems.push(...check(timer(500), 'the result is not asked again in 0.5 s'));
  if (result?.id === 'checkPopupHealth' && step.status === 'active') {
    const open = result.done && (result.output as { open: boolean }).open;
    problems.push(
      ...check(
        open ? timer(1_000) : step.started.some((s) => s.src === 'postCancel'),
        open ? 'the open popup is not checked again in 1 s' : 'no cancel is posted when the popup closes',
      ),
    );
  }
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
    checkPopupHealth: [{ open: true }, { open: false }],
    pollShareResult: [
      { result: 'SUCCESS' },
      { result: 'CANCEL' },
      { result: 'FAILED', resultDescription: 'blocked' },
      { result: null },
    ],
    postCancel: [{ status: 'ok' }],
  },
  oracle,
};
