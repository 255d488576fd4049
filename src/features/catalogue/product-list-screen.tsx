import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { resetsOnSearchChange } from '../../../machines/product-list/index.ts';
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
 * paging from the product-list chart (use-product-list.ts). Going back to a list shows it as it was
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
  // A new list remounts the page; categories and sub-category lists stay mounted and reset on
  // their new indexId through the chart (list.searchChanged). Coming back to a kept entry
  // remounts it from what was kept.
  const identity = resetsOnSearchChange(route.type) ? '' : route.indexId;
  const key = [route.type, identity, route.customerGroupId ?? '', restored ? entryKey : ''].join('|');
  return <ProductListPage key={key} route={route} fallbackTitle={name} entry={entry} restored={restored} />;
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
    { lookup: route.type === 'allBrands' ? 'allBrands' : route.lookup, id: route.indexId },
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
      <Box>
        {route.subtitle && (
          <Text m="0" fontSize="sm" color="fg.muted" lineHeight="1.6">
            {route.subtitle}
          </Text>
        )}
        <Heading as="h1" m="0" fontSize="lg" lineHeight="1.6">
          {title}
        </Heading>
      </Box>
      {route.type === 'allBrands' && <BrandTiles brands={meta.brands} />}
      <ProductGrid
        products={list.products}
        canLoadMore={list.canLoadMore}
        onNearEnd={list.nearEnd}
        rows={rows}
      />
      {list.noResults && <NoResults suggestions={list.suggestions} categories={list.categories} />}
      {list.failed && <ListFailure onRetry={list.retry} />}
      <Box role="status" textAlign="center" color="fg.muted" fontSize="sm" py="2" minH="10">
        {list.loading && th.productList.loading}
        {empty && <Text m="0">{th.productList.empty}</Text>}
        {list.ended && <Text m="0">{th.productList.end}</Text>}
      </Box>
    </Flex>
  );
}
