import type { InspectionEvent } from 'xstate';

/**
 * Stately's inspector (@statelyai/inspect) for every actor, in development only: `VITE_INSPECT=1
 * npm run dev` opens the inspector window and every chart the app starts shows there live. Each
 * place that starts an actor passes `{ inspect }` (undefined otherwise: nothing is inspected).
 * In a production build `import.meta.env.DEV` is false, so the branch and the inspector's chunk
 * are dropped from the bundle (tests/e2e/shell.spec.ts checks the built files).
 */
// `?.`: outside Vite (the benchmarks run with tsx) there is no `import.meta.env`.
const enabled = import.meta.env?.DEV && import.meta.env.VITE_INSPECT === '1';

let forward: ((event: InspectionEvent) => void) | undefined;
// Events sent before the inspector has loaded are kept and replayed in order.
const pending: InspectionEvent[] = [];

if (enabled) {
  void import('@statelyai/inspect').then(({ createBrowserInspector }) => {
    const inspector = createBrowserInspector();
    forward = (event) => inspector.inspect.next?.(event);
    for (const event of pending.splice(0)) forward(event);
  });
}

export const inspect: ((event: InspectionEvent) => void) | undefined = enabled
  ? (event) => {
      if (forward) forward(event);
      else pending.push(event);
    }
  : undefined;
