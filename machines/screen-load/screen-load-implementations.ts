import { fromPromise, type MachineImplementationsFrom } from 'xstate';
import type { screenLoadMachine } from './screen-load-machine.ts';
import type { CodeCheck, ProbeInput } from './types.ts';

/** What the chart asks of the browser (src/services/screen-load.ts gives the real ones). */
export interface ScreenLoadDeps {
  /** Why the screen's code did not arrive: offline, gone (a new build removed it), or failed. */
  checkCode: (input: ProbeInput) => Promise<CodeCheck>;
  /** Imports the screen's code again. */
  loadCode: () => Promise<unknown>;
}

/** The screen-load chart's real actors, over the browser's probe and the screen's import. */
export function createScreenLoadImplementations(
  deps: ScreenLoadDeps,
): MachineImplementationsFrom<typeof screenLoadMachine> {
  return {
    actors: {
      checkCode: fromPromise<CodeCheck, ProbeInput>(({ input }) => deps.checkCode(input)),
      loadCode: fromPromise(() => deps.loadCode()),
    },
  };
}
