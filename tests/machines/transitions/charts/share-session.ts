import { shareSessionMachine } from '../../../../machines/share-picker/share-session-machine.ts';
import { actorResult, check, inputs } from '../expect.ts';
import type { ChartModel, Observation, Oracle } from '../model.ts';
import { endsAs } from './share-picker.ts';

/**
 * The open LINE share target picker, from spec section 4 "Share picker popup" (a health check every
 * 1 s while the popup is open; when it closes a cancel is posted; the result is polled every 0.5 s
 * until success, cancel or a 10-minute timeout), section 7 (the result endpoint, addressed by the app
 * id and the one-time token) and section 8 ('Timeout: not finished within 10min').
 */
type Input = { appId: string; ott: string; inClient: boolean };
const session = { appId: 'app-1', ott: 'ott-1' };

/** How the share ends after this step, or undefined when it goes on. */
function expectedOutput(step: Observation): unknown {
  const result = actorResult(step);
  if (step.event.type.startsWith('xstate.after.') && step.status === 'done')
    return { status: 'error', message: 'Timeout: not finished within 10min' };
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
  problems.push(...endsAs(step, expectedOutput(step)));
  const result = actorResult(step);
  const timer = (delay: number) => step.timers.some((t) => t.delay === delay);
  if (step.event.type === 'xstate.init') {
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

export const shareSessionModel: ChartModel = {
  name: 'shareSession',
  machine: shareSessionMachine,
  inputs: [
    { ...session, inClient: false },
    { ...session, inClient: true },
  ],
  outputs: {
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
