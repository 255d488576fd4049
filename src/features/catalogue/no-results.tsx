import { Box, chakra, Flex, Grid, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ListCategory, ProductSummary } from '../../../machines/product-list/index.ts';
import { ActionButton } from '../../components/action-button.tsx';
import { ProductCard } from '../../components/product-card.tsx';
import { WholeWords } from '../../components/whole-words.tsx';
import { th } from '../../i18n/th.ts';
import { categoryListLink } from '../../lib/list-links.ts';

const CategoryLink = chakra(Link);

/** One part of the no-results page, named by its heading. */
function Suggestion({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title}>
      <Heading as="h3" m="0" mb="2" fontSize="md">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/**
 * A search with no results: 'ไม่พบสินค้า', then the closest products and the categories
 * to browse instead (each part only once it has loaded something).
 */
export function NoResults({
  suggestions,
  categories,
}: {
  suggestions: ProductSummary[];
  categories: ListCategory[];
}) {
  return (
    <Box display="flex" flexDirection="column" gap="4">
      <Text role="status" m="0" textAlign="center" color="fg.muted" py="2">
        {th.productList.empty}
      </Text>
      {suggestions.length > 0 && (
        <Suggestion title={th.productList.suggestions}>
          <Grid
            templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' }}
            gap="2"
          >
            {suggestions.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </Grid>
        </Suggestion>
      )}
      {categories.length > 0 && (
        <Suggestion title={th.productList.browseCategories}>
          <chakra.ul listStyleType="none" m="0" p="0" display="flex" flexWrap="wrap" gap="2">
            {categories.map((category) => (
              <li key={category.id}>
                <CategoryLink
                  {...categoryListLink(category)}
                  layerStyle="chip"
                  px="3"
                  color="brand.700"
                  textDecoration="none"
                >
                  {category.th_name}
                </CategoryLink>
              </li>
            ))}
          </chakra.ul>
        </Suggestion>
      )}
    </Box>
  );
}

/**
 * A failed page of a list: says so (not 'no results', nor the list's end), with a button that asks
 * again; `search` names the search results in the text.
 */
export function ListFailure({ onRetry, search }: { onRetry: () => void; search: boolean }) {
  return (
    <Flex role="alert" direction="column" align="center" gap="2" py="4" textAlign="center">
      <Text m="0" color="fg.muted">
        <WholeWords text={search ? th.productList.failed : th.productList.listFailed} />
      </Text>
      <ActionButton onClick={onRetry}>{th.productList.retry}</ActionButton>
    </Flex>
  );
}
