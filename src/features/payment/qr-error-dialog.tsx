import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { chakra, Text } from '@chakra-ui/react';
import { th } from '../../i18n/th.ts';

/** Spec section 8 "Order detail failing on the QR page": an error dialog (polling goes on behind it). */
export function QrErrorDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={({ open: next }) => !next && onClose()}
      role="alertdialog"
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
            alignItems="center"
            justifyContent="center"
          >
            <Dialog.Content asChild>
              <chakra.section
                w="80vw"
                maxW="sm"
                bg="bg.panel"
                rounded="lg"
                p="5"
                textAlign="center"
                outline="none"
              >
                <Text aria-hidden fontSize="3xl" color="red.500" m="0">
                  ⚠
                </Text>
                <Dialog.Title asChild>
                  <chakra.h2 fontSize="lg" m="0" mb="2">
                    {th.errors.title}
                  </chakra.h2>
                </Dialog.Title>
                <Dialog.Description asChild>
                  <Text fontSize="sm" color="fg.muted" mb="4">
                    {th.qr.orderDetailFailed}
                  </Text>
                </Dialog.Description>
                <Dialog.CloseTrigger asChild>
                  <chakra.button
                    type="button"
                    w="full"
                    py="2"
                    rounded="md"
                    bg="brand.500"
                    color="white"
                    cursor="pointer"
                  >
                    {th.common.ok}
                  </chakra.button>
                </Dialog.CloseTrigger>
              </chakra.section>
            </Dialog.Content>
          </chakra.div>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
