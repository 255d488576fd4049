import { qrSaveMachine } from '../../../../machines/payment-poll/qr-save-machine.ts';
import { actorResult, calls, check, inputs } from '../expect.ts';
import type { ChartModel, Oracle } from '../model.ts';

/**
 * Saving the QR on the QR page, from issue 11 item 6 (saving in LINE's in-app browser): the share
 * sheet with the image file; where it cannot take files (or fails), the QR large with the long-press
 * hint until the customer closes it. Written from the issue, not from the chart.
 */
const QR = { qrCode: 'QRDATA', fileName: 'promptpay-SO-7.jpg' };

const oracle: Oracle = (step) => {
  const problems = inputs(step, 'shareQr', QR);
  const result = actorResult(step);
  const sharing = step.tags.includes('sharing');
  const enlarged = step.tags.includes('enlarged');
  if (step.event.type === 'qr.save') {
    problems.push(...check(calls(step, 'shareQr'), 'save opens no share sheet'));
    problems.push(...check(sharing, 'the save button is not busy while the share sheet is open'));
  }
  if (result?.id === 'shareQr') {
    // 'unsupported' or a failure: the QR large; shared or cancelled: back to the save button.
    const large = !result.done || result.output === 'unsupported';
    problems.push(...check(enlarged === large, large ? 'the QR is not shown large' : 'the QR stays large'));
    problems.push(...check(!sharing, 'the save button stays busy after the share sheet closed'));
  }
  if (step.event.type === 'qr.closeLarge') problems.push(...check(!enlarged, 'the large QR does not close'));
  return problems;
};

export const qrSaveModel: ChartModel = {
  name: 'qrSave',
  machine: qrSaveMachine,
  events: { 'qr.save': [{ type: 'qr.save', ...QR }] },
  outputs: { shareQr: ['shared', 'cancelled', 'unsupported'] },
  oracle,
};
