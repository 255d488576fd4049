/**
 * Reading a typed quantity (spec section 5: a shop owner types 48, not 47 taps). The steppers send the raw text
 * the customer typed; the charts decide with this one rule what it means:
 * - 'ok': a whole number 1..999 (spaces around it and leading zeros are fine: ' 048 ' is 48);
 * - 'over': a whole number above 999, which the cart clamps to 999 and says so;
 * - 'invalid': empty, 0, negative, decimals or anything else: the add or update is refused.
 */

import { QUANTITY_MAX, QUANTITY_MIN } from '../../contract/limits.ts';

export type QtyText = { kind: 'ok'; qty: number } | { kind: 'over'; qty: number } | { kind: 'invalid' };

/** Why a stepper refused or changed what was typed: the chart keeps it, the screen shows it. */
export type QtyNotice = 'invalid' | 'clamped';

const WHOLE_NUMBER = /^[0-9]+$/;

export function readQtyText(text: string): QtyText {
  const trimmed = text.trim();
  if (!WHOLE_NUMBER.test(trimmed)) return { kind: 'invalid' };
  const value = Number(trimmed);
  if (value < QUANTITY_MIN) return { kind: 'invalid' };
  if (value > QUANTITY_MAX) return { kind: 'over', qty: QUANTITY_MAX };
  return { kind: 'ok', qty: value };
}

/** A chosen amount the cart accepts: a whole number of at least 1. */
export const isValidQty = (qty: unknown): qty is number =>
  typeof qty === 'number' && Number.isSafeInteger(qty) && qty >= QUANTITY_MIN;

/** A quantity the cart stepper accepts (spec section 5): an integer 1..999. */
export const isCartQty = (qty: unknown): qty is number => isValidQty(qty) && qty <= QUANTITY_MAX;

/** The quantity of a text readQtyText reads as 'ok' or 'over' (999). */
export const typedQty = (text: string): number => {
  const read = readQtyText(text);
  return read.kind === 'ok' ? read.qty : QUANTITY_MAX;
};
