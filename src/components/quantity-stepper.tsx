import { type KeyboardEvent, useId, useRef } from 'react';
import { th } from '../i18n/th.ts';

export interface QuantityStepperProps {
  /** What the box shows: the text being typed, or the quantity. */
  text: string;
  /** The quantity the chart holds (aria-valuenow). */
  value: number;
  min: number;
  max?: number;
  /** The accessible name of the box, e.g. 'จำนวน' or 'จำนวน โค้ก 325 มล.'. */
  label: string;
  /** The chart's message next to the field (refused or clamped), or null. */
  message: string | null;
  /** The message reports a refused text (aria-invalid) rather than an adjustment. */
  invalid?: boolean;
  canDecrement: boolean;
  canIncrement: boolean;
  /** Every keystroke: the raw text, for the chart to read. */
  onType: (text: string) => void;
  /** The box lost focus. */
  onCommit?: () => void;
  onDecrement: () => void;
  onIncrement: () => void;
  disabled?: boolean;
}

/**
 * The quantity stepper of the product page and of every cart line (spec section 5): a box the customer can type into (role spinbutton with its name, numeric keypad,
 * the whole value selected on focus so typing 48 gives 48), arrow keys and −/+ buttons of 44 px.
 * It decides nothing: every keystroke goes to the chart as raw text, and the chart's message
 * (refused or clamped) is shown next to the field. Plain elements (src/app/plain-components.css).
 */
export function QuantityStepper(props: QuantityStepperProps) {
  const { text, value, min, max, label, message, invalid = false } = props;
  const messageId = useId();
  // A tap focuses the box and selects its value; the mouseup that follows must not undo that.
  const justFocused = useRef(false);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowUp' && props.canIncrement) {
      event.preventDefault();
      props.onIncrement();
    } else if (event.key === 'ArrowDown' && props.canDecrement) {
      event.preventDefault();
      props.onDecrement();
    }
  };
  return (
    <div className="sf-stepper">
      {/* biome-ignore lint/a11y/useSemanticElements: a row of three controls named by the label; a fieldset would need a legend the row has no room for. */}
      <div className="sf-stepper-row" role="group" aria-label={label}>
        <StepButton
          label={th.product.decrease}
          sign="−"
          disabled={props.disabled || !props.canDecrement}
          onClick={props.onDecrement}
        />
        <input
          type="text"
          className="sf-qty"
          role="spinbutton"
          inputMode="numeric"
          autoComplete="off"
          aria-label={label}
          aria-valuenow={value}
          aria-valuemin={min}
          aria-valuemax={max}
          aria-invalid={invalid || undefined}
          aria-describedby={message ? messageId : undefined}
          value={text}
          disabled={props.disabled}
          onChange={(event) => props.onType(event.target.value)}
          onFocus={(event) => {
            justFocused.current = true;
            event.currentTarget.select();
          }}
          onMouseUp={(event) => {
            if (justFocused.current) event.preventDefault();
            justFocused.current = false;
          }}
          onBlur={props.onCommit}
          onKeyDown={onKeyDown}
        />
        <StepButton
          label={th.product.increase}
          sign="+"
          disabled={props.disabled || !props.canIncrement}
          onClick={props.onIncrement}
        />
      </div>
      {message && (
        <p id={messageId} role="status" className="sf-stepper-message" data-invalid={invalid || undefined}>
          {message}
        </p>
      )}
    </div>
  );
}

/** The Thai message of a chart's stepper notice. */
export const qtyNoticeText = (notice: 'invalid' | 'clamped' | null | undefined): string | null =>
  notice === 'invalid' ? th.product.qtyInvalid : notice === 'clamped' ? th.product.qtyClamped : null;

/** One of the stepper's − and + buttons. */
function StepButton(props: { label: string; sign: string; disabled: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      className="sf-step"
      aria-label={props.label}
      disabled={props.disabled}
      onClick={props.onClick}
    >
      {props.sign}
    </button>
  );
}
