import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import type { DrawerCategory } from '../../../machines/category-drawer/index.ts';
import { DialogCloseButton } from '../../components/dialogs.tsx';
import { th } from '../../i18n/th.ts';
import { usePanelHistory } from '../../lib/use-panel-history.ts';
import { type CategoryDrawerActor, useCategoryDrawer } from './use-category-drawer.ts';

export { type CategoryDrawerActor, startCategoryDrawer } from './use-category-drawer.ts';

/**
 * The category drawer (spec section 2 "Category drawer"): a panel sliding in from the left at 80%
 * of the viewport width over a mask, titled 'หมวดหมู่สินค้า'. A category with sub-categories
 * expands to list them; one without goes straight to its products. Loaded lazily by the main
 * layout on the first press of the header button, which starts the chart (startCategoryDrawer) and
 * sends it `drawer.open` on every press; this renders its state. Back (Android's, the browser's)
 * closes it (src/lib/use-panel-history.ts).
 */
export default function CategoryDrawer({ actorRef }: { actorRef: CategoryDrawerActor }) {
  const drawer = useCategoryDrawer(actorRef);
  // Back closes the open drawer; a chosen category's page takes the drawer's history entry.
  usePanelHistory(drawer.open, drawer.closeDrawer);

  return (
    <Dialog.Root
      open={drawer.open}
      onOpenChange={({ open }) => {
        if (!open) drawer.closeDrawer();
      }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop asChild>
          <chakra.div
            data-testid="drawer-mask"
            position="fixed"
            inset="0"
            bg="rgba(0, 0, 0, 0.45)"
            zIndex="overlay"
          />
        </Dialog.Backdrop>
        <Dialog.Positioner asChild>
          <chakra.div position="fixed" inset="0" zIndex="modal" display="flex" justifyContent="flex-start">
            <Dialog.Content asChild>
              <chakra.section
                w="80vw"
                h="100dvh"
                bg="bg.panel"
                color="fg"
                overflowY="auto"
                boxShadow="lg"
                outline="none"
                transform="translateX(0)"
                transition="transform 0.2s ease-out"
                css={{ '@starting-style': { transform: 'translateX(-100%)' } }}
              >
                <Flex align="center" bg="brand.500" color="white" ps="4" pe="1">
                  <Dialog.Title asChild>
                    <chakra.h2 flex="1" m="0" py="3" fontSize="lg" lineHeight="1.6">
                      {th.drawer.title}
                    </chakra.h2>
                  </Dialog.Title>
                  <DialogCloseButton />
                </Flex>
                {drawer.loading ? (
                  <Text role="status" px="4" py="3" color="fg.muted">
                    {th.productList.loading}
                  </Text>
                ) : (
                  <chakra.ul listStyleType="none" m="0" p="0">
                    {drawer.categories.map((category) => (
                      <CategoryItem
                        key={category.category_id}
                        category={category}
                        expanded={drawer.expanded.includes(category.category_id)}
                        onToggle={drawer.toggleCategory}
                        onChoose={drawer.chooseCategory}
                        onChooseSub={drawer.chooseSubCategory}
                      />
                    ))}
                  </chakra.ul>
                )}
              </chakra.section>
            </Dialog.Content>
          </chakra.div>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

const rowButton = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  w: 'full',
  minH: '12',
  px: '4',
  py: '2',
  bg: 'transparent',
  border: 'none',
  textAlign: 'start',
  color: 'inherit',
  cursor: 'pointer',
  fontSize: 'md',
  lineHeight: '1.6',
} as const;

interface CategoryItemProps {
  category: DrawerCategory;
  expanded: boolean;
  onToggle: (categoryId: number) => void;
  onChoose: (categoryId: number) => void;
  onChooseSub: (categoryId: number, subCategoryId: number) => void;
}

function CategoryItem({ category, expanded, onToggle, onChoose, onChooseSub }: CategoryItemProps) {
  const id = category.category_id;
  const hasSubs = category.sub_categories.length > 0;
  const listId = `drawer-subs-${id}`;
  return (
    <chakra.li borderBottomWidth="1px" borderColor="border">
      {hasSubs ? (
        <chakra.button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => onToggle(id)}
          fontWeight="medium"
          {...rowButton}
        >
          {category.category_name}
          <Chevron open={expanded} />
        </chakra.button>
      ) : (
        <chakra.button type="button" onClick={() => onChoose(id)} fontWeight="medium" {...rowButton}>
          {category.category_name}
        </chakra.button>
      )}
      {hasSubs && expanded && (
        <chakra.ul id={listId} listStyleType="none" m="0" p="0" bg="bg.subtle">
          {category.sub_categories.map((sub) => (
            <li key={sub.sub_category_id}>
              <chakra.button
                type="button"
                onClick={() => onChooseSub(id, sub.sub_category_id)}
                {...rowButton}
                pl="8"
              >
                {sub.sub_category_name}
              </chakra.button>
            </li>
          ))}
        </chakra.ul>
      )}
    </chakra.li>
  );
}

function Chevron({ open }: { open: boolean }) {
  return (
    <Flex
      as="span"
      flexShrink={0}
      color="fg.muted"
      transform={open ? 'rotate(180deg)' : undefined}
      transition="transform 0.15s"
    >
      <Box asChild>
        <svg
          width={18}
          height={18}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          aria-hidden="true"
        >
          <path d="M6 9l6 6 6-6" />
        </svg>
      </Box>
    </Flex>
  );
}
