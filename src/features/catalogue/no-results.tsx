import { Box, chakra, Grid, Heading, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { paths } from '../../../contract/app-paths.ts';
import type { ListCategory, ProductSummary } from '../../../machines/product-list/index.ts';
import { ActionButton } from '../../components/action-button.tsx';
import { ProductCard } from '../../components/product-card.tsx';
import { th } from '../../i18n/th.ts';

const CategoryLink = chakra(Link);

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
        <Box as="section" aria-label={th.productList.suggestions}>
          <Heading as="h3" m="0" mb="2" fontSize="md">
            {th.productList.suggestions}
          </Heading>
          <Grid
            templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' }}
            gap="2"
          >
            {suggestions.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </Grid>
        </Box>
      )}
      {categories.length > 0 && (
        <Box as="section" aria-label={th.productList.browseCategories}>
          <Heading as="h3" m="0" mb="2" fontSize="md">
            {th.productList.browseCategories}
          </Heading>
          <chakra.ul listStyleType="none" m="0" p="0" display="flex" flexWrap="wrap" gap="2">
            {categories.map((category) => (
              <li key={category.id}>
                <CategoryLink
                  to={paths.category(category.id)}
                  state={{ name: category.th_name, cover: category.image_cover_url }}
                  display="inline-flex"
                  alignItems="center"
                  minH="11"
                  px="3"
                  borderRadius="full"
                  borderWidth="1px"
                  borderColor="brand.500"
                  color="brand.700"
                  textDecoration="none"
                  fontSize="sm"
                >
                  {category.th_name}
                </CategoryLink>
              </li>
            ))}
          </chakra.ul>
        </Box>
      )}
    </Box>
  );
}

/** A failed search page: says so (not 'no results'), with a button that asks again. */
export function ListFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <Box
      role="alert"
      display="flex"
      flexDirection="column"
      alignItems="center"
      gap="2"
      py="4"
      textAlign="center"
    >
      <Text m="0" color="fg.muted">
        {th.productList.failed}
      </Text>
      <ActionButton onClick={onRetry}>{th.productList.retry}</ActionButton>
    </Box>
  );
}
