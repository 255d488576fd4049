import { Dialog } from '@ark-ui/react/dialog';
import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DialogFrame } from '../../components/dialogs.tsx';

export interface CheckoutPanelProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** 'right': full-width slide-in panel (coupon picker); 'bottom': bottom sheet. */
  placement: 'right' | 'bottom';
  children: ReactNode;
}

/** A headless Ark dialog styled as a slide-in panel or a bottom sheet (the theme has no recipes). */
export function CheckoutPanel({ open, onClose, title, placement, children }: CheckoutPanelProps) {
  const right = placement === 'right';
  return (
    <DialogFrame open={open} onDismiss={onClose} align={right ? 'stretch' : 'end'}>
      <Dialog.Content asChild>
        <chakra.section
          w="100%"
          h={right ? '100dvh' : 'auto'}
          maxH={right ? undefined : '80dvh'}
          bg="bg.panel"
          color="fg"
          overflowY="auto"
          outline="none"
          borderTopRadius={right ? undefined : 'xl'}
          display="flex"
          flexDirection="column"
          transform="translate(0, 0)"
          transition="transform 0.2s ease-out"
          css={{ '@starting-style': { transform: right ? 'translateX(100%)' : 'translateY(100%)' } }}
        >
          <Dialog.Title asChild>
            <chakra.h2 m="0" px="4" py="3" fontSize="lg" borderBottomWidth="1px">
              {title}
            </chakra.h2>
          </Dialog.Title>
          {children}
        </chakra.section>
      </Dialog.Content>
    </DialogFrame>
  );
}
