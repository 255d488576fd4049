import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import { paths } from '../../../contract/app-paths.ts';
import { ORDER_TABS, type OrderTab } from '../../../machines/order-history/index.ts';
import { ActionButton } from '../../components/action-button.tsx';
import { Notice } from '../../components/notice.tsx';
import { WholeWords } from '../../components/whole-words.tsx';
import { paymentNotMade, thAccount } from '../../i18n/th-account.ts';
import { useScrollEdges } from '../../lib/use-scroll-edges.ts';
import type { KeptEntry } from '../../services/kept-entries.ts';
import { useKeptEntry } from '../../services/use-kept-entry.ts';
import { OrderCard } from './order-card.tsx';
import { useOrderHistory } from './use-orders.ts';

const TAB_LABELS: Record<OrderTab, string> = {
  1: thAccount.orders.tabs.awaitingPayment,
  2: thAccount.orders.tabs.preparing,
  3: thAccount.orders.tabs.inTransit,
  4: thAccount.orders.tabs.delivered,
  5: thAccount.orders.tabs.all,
};

/** The list could not be loaded: an error line and a retry, not 'no orders yet'. */
function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Flex role="alert" direction="column" align="center" gap="3" py="8">
      <Text m="0" color="danger" textAlign="center">
        {thAccount.orders.loadFailed}
      </Text>
      <ActionButton onClick={onRetry}>{thAccount.orders.retry}</ActionButton>
    </Flex>
  );
}
/**
 * The bank said the payment of the order the QR page was for was not made: said under the tabs
 * while it awaits payment, in the look of the app's other "did not work" lines (sf-load-failed-line).
 */
function PaymentNotMade({ orderNo }: { orderNo: string }) {
  return (
    <div role="status" className="sf-load-failed-line" data-testid="payment-not-made">
      <p>
        <WholeWords text={paymentNotMade(orderNo)} />
      </p>
    </div>
  );
}

/**
 * Keeps the active tab in view: on a narrow phone the strip scrolls sideways and the remembered
 * tab (e.g. 'ทั้งหมด', the last) may start off screen.
 */
const revealTab = (tab: HTMLButtonElement | null) => {
  const strip = tab?.parentElement;
  if (!tab || !strip || strip.scrollWidth <= strip.clientWidth) return;
  strip.scrollLeft = tab.offsetLeft - (strip.clientWidth - tab.offsetWidth) / 2;
};

/** A faded edge where the strip hides more tabs, so a tab off screen is hinted at (2.5rem wide). */
const FADE = '2.5rem';
const FADES = {
  '&[data-more-after]': { maskImage: `linear-gradient(to right, black calc(100% - ${FADE}), transparent)` },
  '&[data-more-before]': { maskImage: `linear-gradient(to right, transparent, black ${FADE})` },
  '&[data-more-before][data-more-after]': {
    maskImage: `linear-gradient(to right, transparent, black ${FADE}, black calc(100% - ${FADE}), transparent)`,
  },
};

/**
 * /ordershistory: five status tabs over one fetch of the customer's orders (spec section 2). Going
 * back to it from an order shows it as it was left (the tab, the orders, the scroll: its history
 * entry is kept, src/services/use-kept-entry.ts) while the orders load again behind it; any other
 * visit opens at the top and loads. One list per history entry (keyed by it), so going back from
 * one /ordershistory entry to another starts that one's list.
 */
export default function OrderHistoryScreen({ name }: { name: string }) {
  const { key } = useLocation();
  const { entry, restored } = useKeptEntry();
  return <OrderHistoryList key={key} name={name} entry={entry} restored={restored} />;
}

function OrderHistoryList({
  name,
  entry,
  restored,
}: {
  name: string;
  entry: KeptEntry;
  restored: KeptEntry | undefined;
}) {
  const { tab, orders, loading, empty, failed, unpaidAfterQr, selectTab, retry } = useOrderHistory(
    entry,
    restored,
  );
  const [stripRef, edges] = useScrollEdges<HTMLDivElement>();
  return (
    <Box aria-label={name} as="section">
      <Flex
        ref={stripRef}
        role="tablist"
        aria-label={thAccount.orders.tabsLabel}
        data-more-before={edges.before || undefined}
        data-more-after={edges.after || undefined}
        position="sticky"
        top="12"
        zIndex="1"
        bg="bg.panel"
        overflowX="auto"
        borderBottomWidth="1px"
        // Scrolls sideways on narrow phones (no clipped tab), snapping to whole tabs; the edge that
        // hides a tab fades.
        css={{
          scrollSnapType: 'x proximity',
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
          ...FADES,
        }}
      >
        {ORDER_TABS.map((t) => (
          <chakra.button
            key={t}
            type="button"
            role="tab"
            aria-selected={t === tab}
            ref={t === tab ? revealTab : undefined}
            onClick={() => selectTab(t)}
            flex="1 0 auto"
            minH="11"
            px="2.5"
            py="2.5"
            css={{ scrollSnapAlign: 'start' }}
            fontSize="sm"
            whiteSpace="nowrap"
            bg="transparent"
            border="none"
            color={t === tab ? 'brand.600' : 'fg.muted'}
            fontWeight={t === tab ? 'bold' : 'normal'}
            borderBottom="2px solid"
            borderBottomColor={t === tab ? 'brand.500' : 'transparent'}
          >
            {TAB_LABELS[t]}
          </chakra.button>
        ))}
      </Flex>
      {unpaidAfterQr && <PaymentNotMade orderNo={unpaidAfterQr.order_no} />}
      <Box role="tabpanel" aria-label={TAB_LABELS[tab]} aria-busy={loading} p="3">
        {failed ? (
          <LoadFailed onRetry={retry} />
        ) : empty ? (
          <Notice
            text={thAccount.orders.empty}
            action={{ to: paths.home(), label: thAccount.orders.shopNow }}
          />
        ) : (
          <Flex as="ul" direction="column" gap="3" listStyleType="none" m="0" p="0">
            {orders.map((order) => (
              <chakra.li key={order.order_id}>
                <OrderCard order={order} tab={tab} />
              </chakra.li>
            ))}
          </Flex>
        )}
      </Box>
    </Box>
  );
}
