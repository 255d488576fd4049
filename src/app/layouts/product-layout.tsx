import { Box } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { TitleHeader } from '../../components/title-header.tsx';
import { th } from '../../i18n/th.ts';

/** Product detail: a back arrow over the page (its bottom bar belongs to the page). */
export default function ProductLayout() {
  return (
    <Box>
      <TitleHeader title={th.titles.productDetail} showBack />
      <Box as="main">
        <Outlet />
      </Box>
    </Box>
  );
}
