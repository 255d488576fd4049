import { Box, Heading, Text } from '@chakra-ui/react';
import { useMatches, useParams } from 'react-router-dom';

/**
 * The screen of a route whose feature arrives in a later issue (catalogue, cart, checkout,
 * account): it names the page so the shell, headers and tabs can be used and tested now.
 */
export default function RouteScreen() {
  const matches = useMatches();
  const name = (matches.at(-1)?.handle as { name?: string } | undefined)?.name ?? '';
  const params = useParams();
  const id = Object.values(params).filter(Boolean).join(' / ');
  return (
    <Box p="4">
      <Heading as="h2" fontSize="lg" lineHeight="1.6" m="0">
        {name}
      </Heading>
      {id && <Text color="fg.muted">{id}</Text>}
    </Box>
  );
}
