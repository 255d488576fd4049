import { chakra, Flex, Text } from '@chakra-ui/react';
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

const StepButton = chakra('button', {
  base: {
    w: '44px',
    h: '44px',
    flexShrink: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    border: '1px solid',
    borderColor: 'border',
    bg: 'bg.panel',
    color: 'fg',
    fontSize: 'xl',
    lineHeight: '1',
    cursor: 'pointer',
    _disabled: { color: 'gray.400', cursor: 'not-allowed' },
  },
});

/**
 * The quantity stepper of the product page and of every cart line (spec section 5; issue 10
 * "Quantities"): a box the customer can type into (role spinbutton with its name, numeric keypad,
 * the whole value selected on focus so typing 48 gives 48), arrow keys and −/+ buttons of 44 px.
 * It decides nothing: every keystroke goes to the chart as raw text, and the chart's message
 * (refused or clamped) is shown next to the field.
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
    <Flex direction="column" gap="1">
      <Flex align="center" role="group" aria-label={label}>
        <StepButton
          type="button"
          borderLeftRadius="md"
          aria-label={th.product.decrease}
          disabled={props.disabled || !props.canDecrement}
          onClick={props.onDecrement}
        >
          −
        </StepButton>
        <chakra.input
          type="text"
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
          w="14"
          h="44px"
          textAlign="center"
          border="1px solid"
          borderColor={invalid ? 'red.500' : 'border'}
          borderX={invalid ? undefined : 'none'}
          fontSize="md"
          bg="bg.panel"
          color="fg"
        />
        <StepButton
          type="button"
          borderRightRadius="md"
          aria-label={th.product.increase}
          disabled={props.disabled || !props.canIncrement}
          onClick={props.onIncrement}
        >
          +
        </StepButton>
      </Flex>
      {message && (
        <Text id={messageId} role="status" m="0" fontSize="xs" color={invalid ? 'red.600' : 'orange.700'}>
          {message}
        </Text>
      )}
    </Flex>
  );
}

/** The Thai message of a chart's stepper notice. */
export const qtyNoticeText = (notice: 'invalid' | 'clamped' | null | undefined): string | null =>
  notice === 'invalid' ? th.product.qtyInvalid : notice === 'clamped' ? th.product.qtyClamped : null;
