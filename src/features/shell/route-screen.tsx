import { Box, Heading, Text } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';

/**
 * The screen of a route whose feature arrives in a later issue (catalogue, cart, checkout,
 * account): it names the page so the shell, headers and tabs can be used and tested now.
 */
export default function RouteScreen({ name }: { name: string }) {
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
