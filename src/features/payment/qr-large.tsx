import { Dialog } from '@ark-ui/react/dialog';
import { chakra, Image, Text } from '@chakra-ui/react';
import { DialogFrame } from '../../components/dialogs.tsx';
import { th } from '../../i18n/th.ts';
import { thCheckout } from '../../i18n/th-checkout.ts';

/**
 * Saving the QR where the share sheet cannot take files (LINE's in-app browser): the image large,
 * with the hint to long-press it and choose 'save image'. No download link, which LINE may ignore.
 */
export function QrLarge({ open, src, onClose }: { open: boolean; src: string; onClose: () => void }) {
  return (
    <DialogFrame open={open} onDismiss={onClose}>
      <Dialog.Content asChild>
        <chakra.div
          bg="white"
          rounded="lg"
          p="4"
          mx="3"
          w="full"
          maxW="sm"
          display="flex"
          flexDirection="column"
          alignItems="center"
          gap="3"
        >
          <Dialog.Title asChild>
            <Text m="0" fontWeight="semibold">
              {thCheckout.qr.saveQr}
            </Text>
          </Dialog.Title>
          <Image
            src={src}
            alt={thCheckout.qr.imageAlt}
            w="full"
            maxW="320px"
            aspectRatio="1"
            data-testid="qr-large"
          />
          <Dialog.Description asChild>
            <Text m="0" fontSize="sm" textAlign="center">
              {thCheckout.qr.longPressHint}
            </Text>
          </Dialog.Description>
          <Dialog.CloseTrigger asChild>
            <chakra.button type="button" px="6" py="2" rounded="md" borderWidth="1px" bg="white">
              {th.common.close}
            </chakra.button>
          </Dialog.CloseTrigger>
        </chakra.div>
      </Dialog.Content>
    </DialogFrame>
  );
}
