import { Box, chakra, Flex, Heading, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { PromotionRulesSection } from '../../components/promotion-rules.tsx';
import { th } from '../../i18n/th.ts';
import { type KeptEntry, keptPart } from '../../services/kept-entries.ts';
import { useKeptEntry } from '../../services/use-kept-entry.ts';
import { BrandTiles } from './brand-tiles.tsx';
import { ListCover } from './list-cover.tsx';
import { type ListRoute, persistedCustomerGroup, resolveListRoute } from './list-route.ts';
import { ListFailure, NoResults } from './no-results.tsx';
import { type GridRows, ProductGrid } from './product-grid.tsx';
import { useListMeta, useProductList } from './use-product-list.ts';

/** The name under which the grid keeps its measured rows in the history entry. */
const ROWS_PART = 'gridRows';

/**
 * Every product list page (spec section 2 "Product list pages"): /products (plain or search
 * results), /categories/{id}, /subcategories/{id}, /shoptype/subcategories/{id}, /shoptype/{id},
 * /promotions/{id}, /brands/{id} and /brands. Which list it is comes from list-route.ts; the
 * paging from the product-list chart (use-product-list.ts). A page that failed to load says so under
 * what loaded, with a retry ('ไม่พบสินค้า' is only for a list that came back empty), and loads by
 * itself once the browser is back online. Going back to a list shows it as it was
 * left (the pages loaded, the scroll): its history entry is kept (src/services/use-kept-entry.ts).
 */
export default function ProductListScreen({ name }: { name: string }) {
  const { pathname, state, key: entryKey } = useLocation();
  const { indexId } = useParams();
  const { entry, restored } = useKeptEntry();
  const route = useMemo(
    () => resolveListRoute(pathname, indexId, state, persistedCustomerGroup()),
    [pathname, indexId, state],
  );
  // A new route is an event of the page's charts (list.routeChanged, meta.routeChanged): they decide
  // whether it is another list and start it again. Only coming back to a kept history entry
  // starts the charts afresh, from the snapshots kept there (a restore, not a reset).
  return (
    <ProductListPage
      key={restored ? entryKey : ''}
      route={route}
      fallbackTitle={name}
      entry={entry}
      restored={restored}
    />
  );
}

function ProductListPage({
  route,
  fallbackTitle,
  entry,
  restored,
}: {
  route: ListRoute;
  fallbackTitle: string;
  entry: KeptEntry;
  restored: KeptEntry | undefined;
}) {
  const meta = useListMeta(
    {
      lookup: route.type === 'allBrands' ? 'allBrands' : route.lookup,
      id: route.indexId,
    },
    entry,
    restored,
  );
  const list = useProductList(
    {
      type: route.type,
      indexId: route.indexId,
      ...(route.customerGroupId ? { customerGroupId: route.customerGroupId } : {}),
    },
    entry,
    restored,
  );
  const rows = useMemo<GridRows>(
    () => ({
      initial: keptPart(restored, ROWS_PART),
      keep: (measured) => entry.parts.set(ROWS_PART, measured),
    }),
    [entry, restored],
  );
  const title = route.title ?? meta.name ?? fallbackTitle;
  const cover = route.cover ?? meta.cover;
  const empty = list.ended && list.products.length === 0;

  return (
    <Flex direction="column" gap="3" p="3">
      {cover && <ListCover src={cover} alt="" />}
      <Flex align="flex-end" gap="2">
        <Box flex="1" minW="0">
          {route.subtitle && (
            <Text m="0" fontSize="sm" color="fg.muted" lineHeight="1.6">
              {route.subtitle}
            </Text>
          )}
          <Heading as="h1" m="0" fontSize="lg" lineHeight="1.6">
            {title}
          </Heading>
        </Box>
        {/* A filter chip drawn as the category chips are (outlined; filled when on). */}
        <chakra.button
          type="button"
          layerStyle="chip"
          px="4"
          flexShrink={0}
          bg={list.purchasedOnly ? 'brand.500' : 'bg.panel'}
          color={list.purchasedOnly ? 'white' : 'brand.700'}
          fontWeight="medium"
          cursor="pointer"
          aria-pressed={list.purchasedOnly}
          onClick={list.togglePurchased}
        >
          {th.productList.purchased}
        </chakra.button>
      </Flex>
      {route.type === 'promotions' && meta.rules.length > 0 && (
        <PromotionRulesSection rows={meta.rules} label={th.productList.promotionRules} />
      )}
      {route.type === 'allBrands' && <BrandTiles brands={meta.brands} />}
      <ProductGrid
        products={list.products}
        canLoadMore={list.canLoadMore}
        onNearEnd={list.nearEnd}
        rows={rows}
      />
      {list.noResults && <NoResults suggestions={list.suggestions} categories={list.categories} />}
      {list.failed && <ListFailure onRetry={list.retry} search={route.type === 'search'} />}
      <Box role="status" textAlign="center" color="fg.muted" fontSize="sm" py="2" minH="10">
        {list.loading && th.productList.loading}
        {empty && <Text m="0">{th.productList.empty}</Text>}
        {list.ended && <Text m="0">{th.productList.end}</Text>}
      </Box>
    </Flex>
  );
}
