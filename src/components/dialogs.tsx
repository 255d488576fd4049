import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { th } from '../i18n/th.ts';
import { usePanelHistory } from '../lib/use-panel-history.ts';
import { ActionButton } from './action-button.tsx';
import { CloseIcon } from './icons.tsx';

/**
 * The app's two centred dialogs on Ark's headless Dialog (focus trap, Escape, aria wiring): an
 * error message with an error icon (order placement, QR page, order cancel: spec section 8) and a
 * two-button confirmation (order cancel: spec section 4); their buttons are ./action-button.tsx.
 */

export interface DialogFrameProps {
  open: boolean;
  /** Escape, a press outside, or a close trigger inside. */
  onDismiss: () => void;
  /** 'alertdialog' for messages and questions; plain 'dialog' for panels. */
  role?: 'dialog' | 'alertdialog';
  /** Where the content sits: centred, along the bottom (sheets) or full height (side panels). */
  align?: 'center' | 'end' | 'stretch';
  children: ReactNode;
}

/**
 * The backdrop and positioner every dialog of the app shares; `children` is the Dialog.Content. An
 * open dialog has a history entry of its own (src/lib/use-panel-history.ts): back dismisses it.
 */
export function DialogFrame({
  open,
  onDismiss,
  role = 'dialog',
  align = 'center',
  children,
}: DialogFrameProps) {
  // Back (Android's, the browser's) dismisses it rather than leaving the page.
  usePanelHistory(open, onDismiss);
  return (
    <Dialog.Root
      open={open}
      role={role}
      onOpenChange={({ open: next }) => !next && onDismiss()}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop asChild>
          <chakra.div position="fixed" inset="0" bg="rgba(0, 0, 0, 0.45)" zIndex="overlay" />
        </Dialog.Backdrop>
        <Dialog.Positioner asChild>
          <chakra.div
            position="fixed"
            inset="0"
            zIndex="modal"
            display="flex"
            alignItems={align === 'end' ? 'flex-end' : align}
            justifyContent="center"
          >
            {children}
          </chakra.div>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function CentredDialog({
  open,
  onDismiss,
  children,
}: {
  open: boolean;
  onDismiss: () => void;
  children: ReactNode;
}) {
  return (
    <DialogFrame open={open} onDismiss={onDismiss} role="alertdialog">
      <Dialog.Content asChild>
        <chakra.section
          w="80%"
          maxW="sm"
          bg="bg.panel"
          borderRadius="lg"
          p="5"
          textAlign="center"
          outline="none"
        >
          {children}
        </chakra.section>
      </Dialog.Content>
    </DialogFrame>
  );
}

function TitleAndText({ title, text }: { title: string; text: string }) {
  return (
    <>
      <Dialog.Title asChild>
        <chakra.h2 fontSize="lg" mt="3" mb="0">
          {title}
        </chakra.h2>
      </Dialog.Title>
      <Dialog.Description asChild>
        <chakra.p mt="2" color="fg.muted">
          {text}
        </chakra.p>
      </Dialog.Description>
    </>
  );
}

export interface MessageDialogProps {
  open: boolean;
  title: string;
  message: string;
  closeLabel: string;
  onClose: () => void;
}

/** An error: icon, title, the message as text, and one button that closes it. */
export function MessageDialog({ open, title, message, closeLabel, onClose }: MessageDialogProps) {
  return (
    <CentredDialog open={open} onDismiss={onClose}>
      <chakra.svg
        data-testid="error-icon"
        aria-hidden="true"
        viewBox="0 0 24 24"
        w="12"
        h="12"
        mx="auto"
        color="red.500"
      >
        <circle cx="12" cy="12" r="11" fill="currentColor" />
        <path d="M8 8l8 8M16 8l-8 8" stroke="white" strokeWidth="2.5" strokeLinecap="round" />
      </chakra.svg>
      <TitleAndText title={title} text={message} />
      <Dialog.CloseTrigger asChild>
        <ActionButton mt="4">{closeLabel}</ActionButton>
      </Dialog.CloseTrigger>
    </CentredDialog>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  declineLabel: string;
  onConfirm: () => void;
  /** Also called on Escape and on a press outside the dialog. */
  onDecline: () => void;
}

/** A question with a confirming and a declining button. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  declineLabel,
  onConfirm,
  onDecline,
}: ConfirmDialogProps) {
  return (
    <CentredDialog open={open} onDismiss={onDecline}>
      <TitleAndText title={title} text={text} />
      <chakra.div display="flex" gap="3" mt="4">
        <ActionButton tone="quiet" flex="1" px="2" onClick={onDecline}>
          {declineLabel}
        </ActionButton>
        <ActionButton tone="danger" flex="1" px="2" onClick={onConfirm}>
          {confirmLabel}
        </ActionButton>
      </chakra.div>
    </CentredDialog>
  );
}

/**
 * The ✕ in the title row of a panel, sheet or drawer: closes it through Ark's CloseTrigger (focus
 * returns to what opened it), the header's 44 px icon button (src/app/first-screen.css), named 'ปิด'
 * for screen readers.
 */
export function DialogCloseButton({ fontSize }: { fontSize?: '2xl' }) {
  return (
    <Dialog.CloseTrigger asChild>
      <chakra.button
        type="button"
        className="sf-icon-button"
        aria-label={th.common.close}
        fontSize={fontSize}
      >
        <CloseIcon />
      </chakra.button>
    </Dialog.CloseTrigger>
  );
}
