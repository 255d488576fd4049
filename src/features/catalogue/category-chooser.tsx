import { Box, chakra, Grid, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  ALL_CATEGORIES_PATH,
  ALL_CATEGORIES_TILE_ID,
  type ChooserCategory,
  chooserBanner,
  chooserLayout,
  chooserOthers,
} from '../../../machines/category-chooser/index.ts';
import { GridIcon } from '../../components/icons.tsx';
import { th } from '../../i18n/th.ts';
import { categoryListLink } from '../../lib/list-links.ts';

/**
 * The category chooser's view (spec section 2 "Category chooser"): a banner, then the categories
 * with an image: the first 3 stacked, the next 2 in a row, the rest in a wrapping row followed by
 * the local tile 'ทั้งหมด' (id 999) that leads to /products/. A tile passes { name, cover } on.
 */
export function CategoryChooser({
  categories,
  loading,
}: {
  categories: ChooserCategory[];
  loading: boolean;
}) {
  const { stacked, pair, rest } = chooserLayout(categories);
  const banner = chooserBanner(categories);
  const others = chooserOthers(categories);
  return (
    <Box p="3" display="flex" flexDirection="column" gap="3" aria-busy={loading}>
      <TileImage src={loading ? null : banner} alt="" ratio="2 / 1" eager />
      <Box data-testid="chooser-stacked" display="flex" flexDirection="column" gap="3">
        {stacked.map((category) => (
          <CategoryTile key={category.id} category={category} ratio="3 / 1" />
        ))}
      </Box>
      {pair.length > 0 && (
        <Grid data-testid="chooser-pair" templateColumns="repeat(2, minmax(0, 1fr))" gap="3">
          {pair.map((category) => (
            <CategoryTile key={category.id} category={category} ratio="3 / 2" />
          ))}
        </Grid>
      )}
      <Grid data-testid="chooser-rest" templateColumns="repeat(3, minmax(0, 1fr))" gap="3">
        {rest.map((category) => (
          <CategoryTile key={category.id} category={category} ratio="1 / 1" />
        ))}
        <AllTile />
      </Grid>
      {others.length > 0 && (
        <Box as="nav" aria-labelledby="chooser-others" data-testid="chooser-others">
          <Text as="h2" id="chooser-others" m="0" mb="1" fontSize="sm" fontWeight="bold" color="fg.muted">
            {th.categories.others}
          </Text>
          <chakra.ul display="flex" flexDirection="column" bg="bg.panel" borderRadius="md">
            {others.map((category) => (
              <chakra.li key={category.id} borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
                <Link
                  {...categoryListLink(category)}
                  data-category-id={category.id}
                  style={{
                    display: 'flex',
                    alignItems: 'center',
                    minHeight: '2.75rem',
                    padding: '0 0.75rem',
                  }}
                >
                  {category.th_name}
                </Link>
              </chakra.li>
            ))}
          </chakra.ul>
        </Box>
      )}
    </Box>
  );
}

const tileLink = {
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: 'md',
  overflow: 'hidden',
  bg: 'bg.panel',
} as const;

function CategoryTile({ category, ratio }: { category: ChooserCategory; ratio: string }) {
  return (
    <chakra.a asChild {...tileLink}>
      <Link {...categoryListLink(category)} data-category-id={category.id}>
        <TileImage src={category.image_url} alt="" ratio={ratio} />
        <Text as="span" px="1" fontSize="sm" fontWeight="medium" lineClamp={1}>
          {category.th_name}
        </Text>
      </Link>
    </chakra.a>
  );
}

function AllTile() {
  return (
    <chakra.a asChild {...tileLink}>
      <Link to={ALL_CATEGORIES_PATH} data-category-id={ALL_CATEGORIES_TILE_ID}>
        <Box
          aspectRatio="1 / 1"
          display="flex"
          alignItems="center"
          justifyContent="center"
          bg="brand.500"
          color="white"
          borderRadius="md"
          aria-hidden="true"
        >
          <GridIcon size={40} />
        </Box>
        <Text as="span" px="1" fontSize="sm" fontWeight="medium">
          {th.categories.all}
        </Text>
      </Link>
    </chakra.a>
  );
}

/** An image with a fixed aspect ratio (no layout shift) and a default placeholder when missing or broken. */
function TileImage({
  src,
  alt,
  ratio,
  eager,
}: {
  src: string | null;
  alt: string;
  ratio: string;
  eager?: boolean;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <Box data-testid="image-placeholder" aspectRatio={ratio} w="full" bg="gray.200" borderRadius="md" />
    );
  }
  return (
    <chakra.img
      src={src}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      width="full"
      aspectRatio={ratio}
      objectFit="cover"
      display="block"
      borderRadius="md"
      bg="gray.100"
      onError={() => setFailed(src)}
    />
  );
}
