import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useParams, useSearchParams } from 'react-router-dom';
import { PAY_ON_OPEN_PARAM } from '../../../contract/app-paths.ts';
import { showsCancelledBanner } from '../../../machines/order-detail/index.ts';
import { ActionButton } from '../../components/action-button.tsx';
import { OrderSkeleton } from '../../components/detail-skeletons.tsx';
import {
  DetailUnavailable,
  ORDER_NOT_FOUND,
  type UnavailableTexts,
} from '../../components/detail-unavailable.tsx';
import { ConfirmDialog, MessageDialog } from '../../components/dialogs.tsx';
import { th } from '../../i18n/th.ts';
import { orderStatusLabel, thAccount } from '../../i18n/th-account.ts';
import { thDetail } from '../../i18n/th-detail.ts';
import {
  CancelledBanner,
  FreeGiftsSection,
  ItemsSection,
  PaymentSummarySection,
  ShippingAddressSection,
} from './order-detail-sections.tsx';
import { PayButton } from './pay-button.tsx';
import { ReorderButton } from './reorder-button.tsx';
import { useOrderCancel, useOrderDetail } from './use-orders.ts';

const UNAVAILABLE: UnavailableTexts = {
  notFound: ORDER_NOT_FOUND,
  loadFailed: thDetail.loadFailed.order,
  testId: 'order-load-failed',
  skeleton: <OrderSkeleton />,
};

/**
 * /ordershistory/{order_id} (spec section 2 "Order detail"): banner for cancelled orders, number,
 * status, address, items, gifts, payment summary; pay for status 1, cancel for statuses 1 and 2.
 * A failed load shows no error dialog (spec section 8): an unknown order a not-found notice with a
 * way home; one that could not load (offline, a server error) a line saying so with a retry. While
 * the order loads (at first, and again after the retry) its skeleton shows: never a blank page.
 * Opened with `?pay=1` (`payOrderPath`, LINE's order-placed message), an order awaiting payment
 * goes on at once to a fresh QR (the pay flow), so the chat's button shows the QR in one tap.
 */
export default function OrderDetailScreen({ name }: { name: string }) {
  const { orderId = '' } = useParams();
  const { order, actions, loading, unavailable, loadFailed, retry } = useOrderDetail(orderId);
  const cancel = useOrderCancel(orderId);
  const [search] = useSearchParams();
  const payOnOpen = search.get(PAY_ON_OPEN_PARAM) === '1';
  return (
    // The could-not-load line stands alone on the page's white, not on a short grey band.
    <Box
      as="section"
      aria-label={name}
      aria-busy={loading}
      bg={loadFailed ? undefined : 'gray.50'}
      minH="full"
      pb="4"
    >
      <DetailUnavailable
        texts={UNAVAILABLE}
        view={{ loading: loading && !order, notFound: unavailable, loadFailed }}
        onRetry={retry}
      />
      {order && (
        <>
          {showsCancelledBanner(order.status_id) && <CancelledBanner />}
          <Box bg="white" px="4" py="3" mb="2" data-testid="order-heading">
            <Text m="0" fontSize="sm" color="fg.muted">
              {thAccount.orders.orderNo}
            </Text>
            <Text m="0" fontWeight="bold" fontSize="lg">
              {order.order_no}
            </Text>
            <Text m="0" mt="1" fontSize="sm">
              {thAccount.orderDetail.status}:{' '}
              <chakra.span fontWeight="semibold" data-testid="order-status">
                {orderStatusLabel(order.status_id)}
              </chakra.span>
            </Text>
          </Box>
          <ShippingAddressSection order={order} />
          <ItemsSection order={order} />
          <FreeGiftsSection order={order} />
          <PaymentSummarySection order={order} />
          <Flex direction="column" align="center" gap="3" px="4" pt="2">
            {actions.pay && <PayButton orderId={order.order_id} wide payOnOpen={payOnOpen} />}
            {actions.reorder && <ReorderButton orderId={order.order_id} wide />}
            {actions.cancel && (
              <ActionButton
                tone="link"
                color="danger"
                onClick={cancel.request}
                disabled={cancel.cancelling}
                aria-busy={cancel.cancelling}
              >
                {thAccount.orderDetail.cancelOrder}
              </ActionButton>
            )}
          </Flex>
        </>
      )}
      <ConfirmDialog
        open={cancel.confirming}
        title={thAccount.orderDetail.cancelConfirmTitle}
        text={thAccount.orderDetail.cancelConfirmText}
        confirmLabel={thAccount.orderDetail.cancelConfirmYes}
        declineLabel={thAccount.orderDetail.cancelConfirmNo}
        onConfirm={cancel.confirm}
        onDecline={cancel.decline}
      />
      <MessageDialog
        open={cancel.failed}
        title={th.errors.title}
        message={th.errors.cancelFailed}
        closeLabel={th.common.ok}
        onClose={cancel.closeError}
      />
    </Box>
  );
}
