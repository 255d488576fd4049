import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { notProvided, output } from '../chart-helpers.ts';
import type { QrSaveContext, QrSaveEvent, ShareQrInput, ShareQrOutput } from './types.ts';

/**
 * Saving the QR image on the QR page (LINE's in-app browser cannot download a file): the share
 * sheet with the image file, else the image large to long-press. A child of the QR page's chart
 * (payment-poll-machine.ts invokes it as `qrSave` while the QR can be paid, and passes `qr.save` on
 * with the image and its file name); the hook reads it through `snapshot.children.qrSave`. Pure:
 * shareQr is a placeholder; payment-poll-implementations.ts gives the Web Share one.
 */

const shareOutcome = output<ShareQrOutput>;

export const qrSaveMachine = setup({
  types: {
    context: {} as QrSaveContext,
    events: {} as QrSaveEvent,
    tags: {} as 'sharing' | 'enlarged',
  },
  actors: {
    shareQr: fromPromise<ShareQrOutput, ShareQrInput>(notProvided('qr-save', 'shareQr')),
  },
  guards: {
    isShareUnsupported: (_, outcome: ShareQrOutput) => outcome === 'unsupported',
  },
  actions: {
    assignShare: assign((_, share: ShareQrInput) => ({ share })),
  },
}).createMachine({
  id: 'qrSave',
  description: 'Saving the QR image: the share sheet with the file, else the QR large to long-press.',
  context: { share: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'The save button is shown under the QR.',
      on: {
        'qr.save': {
          target: 'sharing',
          description: 'The customer presses save: share the QR image.',
          actions: {
            type: 'assignShare',
            params: ({ event }) => ({ qrCode: event.qrCode, fileName: event.fileName }),
          },
        },
      },
    },
    sharing: {
      description: 'The share sheet with the QR image file is open.',
      tags: 'sharing',
      invoke: {
        id: 'shareQr',
        src: 'shareQr',
        input: ({ context }) => context.share as ShareQrInput,
        onDone: [
          {
            guard: { type: 'isShareUnsupported', params: shareOutcome },
            target: 'enlarged',
            description: 'No share sheet with files here: show the QR large to long-press.',
          },
          { target: 'idle', description: 'The share sheet closed (saved or cancelled).' },
        ],
        onError: {
          target: 'enlarged',
          description: 'The share sheet failed: show the QR large to long-press.',
        },
      },
    },
    // No share sheet with files (LINE's in-app browser): the image large, long-press to save.
    enlarged: {
      description: 'No share sheet with files (LINE in-app browser): the QR is shown large to long-press.',
      tags: 'enlarged',
      on: {
        'qr.closeLarge': { target: 'idle', description: 'The customer closes the large QR.' },
      },
    },
  },
});

export type QrSaveSnapshot = SnapshotFrom<typeof qrSaveMachine>;
