import { chakra, Grid, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { Brand } from '../../../contract/index.ts';
import { ProductImage } from '../../components/product-image.tsx';
import { brandListLink } from '../../lib/list-links.ts';

const TileLink = chakra(Link);

/** Every brand as a tile linking to its list /brands/{id} (the /brands page). */
export function BrandTiles({ brands }: { brands: Brand[] }) {
  if (brands.length === 0) return null;
  return (
    <Grid
      as="ul"
      listStyleType="none"
      m="0"
      p="0"
      gap="2"
      templateColumns={{ base: 'repeat(4, 1fr)', md: 'repeat(6, 1fr)' }}
    >
      {brands.map((brand) => (
        <chakra.li key={brand.id} minW="0">
          <TileLink
            {...brandListLink(brand)}
            display="flex"
            flexDirection="column"
            alignItems="center"
            gap="1"
            color="inherit"
            textDecoration="none"
          >
            <ProductImage src={brand.image} alt={brand.name_th} size={120} radius="full" decorative />
            <Text as="span" m="0" fontSize="xs" lineHeight="1.6" textAlign="center" lineClamp={1}>
              {brand.name_th}
            </Text>
          </TileLink>
        </chakra.li>
      ))}
    </Grid>
  );
}
