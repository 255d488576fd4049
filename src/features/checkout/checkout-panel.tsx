import { Dialog } from '@ark-ui/react/dialog';
import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DialogCloseButton, DialogFrame } from '../../components/dialogs.tsx';

export interface CheckoutPanelProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** 'right': full-width slide-in panel (coupon picker); 'bottom': bottom sheet. */
  placement: 'right' | 'bottom';
  children: ReactNode;
}

/**
 * A headless Ark dialog styled as a slide-in panel or a bottom sheet (the theme has no recipes),
 * with a close button; Ark traps focus inside and returns it to the opener.
 */
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
          pb={right ? undefined : 'env(safe-area-inset-bottom)'}
          display="flex"
          flexDirection="column"
          transform="translate(0, 0)"
          transition="transform 0.2s ease-out"
          css={{ '@starting-style': { transform: right ? 'translateX(100%)' : 'translateY(100%)' } }}
        >
          <chakra.div display="flex" alignItems="center" borderBottomWidth="1px" ps="4" pe="1">
            <Dialog.Title asChild>
              <chakra.h2 flex="1" m="0" py="3" fontSize="lg">
                {title}
              </chakra.h2>
            </Dialog.Title>
            <DialogCloseButton fontSize="2xl" />
          </chakra.div>
          {children}
        </chakra.section>
      </Dialog.Content>
    </DialogFrame>
  );
}
