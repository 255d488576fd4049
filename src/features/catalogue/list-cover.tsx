import { Box, chakra } from '@chakra-ui/react';
import { useState } from 'react';

/** The default cover (a neutral brand-tinted banner) shown when a cover image fails to load. */
const DEFAULT_COVER =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300">' +
      '<rect width="750" height="300" fill="#e8f6ee"/><circle cx="620" cy="150" r="110" fill="#c6e9d4"/>' +
      '<rect x="40" y="200" width="260" height="14" rx="7" fill="#0b8a4a" opacity=".5"/></svg>',
  );

/** A list page's cover (750x300 banner ratio), lazily loaded; the default image on load error. */
export function ListCover({ src, alt }: { src: string; alt: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = failedSrc === src ? DEFAULT_COVER : src;
  return (
    <Box w="full" aspectRatio="5 / 2" overflow="hidden" bg="brand.50" borderRadius="md">
      <chakra.img
        src={shown}
        alt={alt}
        width={750}
        height={300}
        loading="lazy"
        onError={() => setFailedSrc(src)}
        w="full"
        h="full"
        objectFit="cover"
        data-testid="list-cover"
      />
    </Box>
  );
}
