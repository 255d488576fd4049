import type { SharePickerSnapshot } from './share-picker-machine.ts';
import type { SharePickerOutput } from './types.ts';

/** The picker is being opened or is open: the share button is busy. */
export const isSharing = (snapshot: SharePickerSnapshot): boolean => snapshot.hasTag('busy');

/** How the share ended, once it has. */
export const shareOutcome = (snapshot: SharePickerSnapshot): SharePickerOutput | null =>
  snapshot.status === 'done' ? (snapshot.output ?? null) : null;
