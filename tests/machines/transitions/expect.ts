import { isDeepStrictEqual } from 'node:util';
import type { Navigate } from '../../../machines/navigation.ts';
import type { Observation } from './model.ts';

/** Small checks the oracles share: what a step navigated to, and what the API actors were given. */

const navigations = (step: Observation): Navigate<unknown>[] =>
  step.emitted.filter((event): event is Navigate<unknown> => event.type === 'navigate');

/** `to` null: the step must not navigate; a string: exactly one navigation, to that path. */
export function navigation(step: Observation, to: string | null, replace?: boolean): string[] {
  const seen = navigations(step);
  if (to === null)
    return seen.length ? [`expected no navigation, got ${seen.map((n) => n.to).join(', ')}`] : [];
  if (seen.length !== 1 || seen[0]?.to !== to)
    return [`expected navigation to ${to}, got ${seen.length ? seen.map((n) => n.to).join(', ') : 'none'}`];
  if (replace !== undefined && Boolean(seen[0].replace) !== replace)
    return [`navigation to ${to} should ${replace ? '' : 'not '}replace the page`];
  return [];
}

/** Every actor started from `src` in this step got exactly `input`. */
export function inputs(step: Observation, src: string, input: unknown): string[] {
  return step.started
    .filter((started) => started.src === src)
    .filter((started) => !isDeepStrictEqual(started.input, input))
    .map((started) => `${src} got input ${JSON.stringify(started.input)}, expected ${JSON.stringify(input)}`);
}

/** The step started an actor from `src` (an API call was made). */
export const calls = (step: Observation, src: string): boolean => step.started.some((s) => s.src === src);

export const check = (condition: boolean, problem: string): string[] => (condition ? [] : [problem]);

/** The done/error event of an invoke id, if the step is one. */
export function actorResult(
  step: Observation,
): { id: string; done: boolean; output: unknown; error: unknown } | null {
  const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(step.event.type);
  if (!match) return null;
  const event = step.event as { output?: unknown; error?: unknown };
  return { id: match[2] as string, done: match[1] === 'done', output: event.output, error: event.error };
}
