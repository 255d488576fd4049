import { Heading } from '@chakra-ui/react';
import { CategoryChooser } from './category-chooser.tsx';
import { useCategoryChooser } from './use-category-chooser.ts';

/** /categories: the category chooser (spec section 2 "Category chooser"). */
export default function CategoryChooserScreen({ name }: { name: string }) {
  const { categories, loading } = useCategoryChooser();
  return (
    <>
      <Heading as="h1" srOnly>
        {name}
      </Heading>
      <CategoryChooser categories={categories} loading={loading} />
    </>
  );
}
