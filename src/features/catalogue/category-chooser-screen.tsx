import { Heading } from '@chakra-ui/react';
import { LoadFailedLine } from '../../components/load-failed-line.tsx';
import { th } from '../../i18n/th.ts';
import { CategoryChooser } from './category-chooser.tsx';
import { useCategoryChooser } from './use-category-chooser.ts';

/**
 * /categories: the category chooser (spec section 2 "Category chooser"). When the categories cannot
 * be loaded a line above the chooser says so with a retry (the 'ทั้งหมด' tile stays), and they load
 * by themselves once the browser is back online.
 */
export default function CategoryChooserScreen({ name }: { name: string }) {
  const { categories, loading, loadFailed, retry } = useCategoryChooser();
  return (
    <>
      <Heading as="h1" srOnly>
        {name}
      </Heading>
      {loadFailed && (
        <LoadFailedLine text={th.categories.loadFailed} onRetry={retry} testId="categories-load-failed" />
      )}
      <CategoryChooser categories={categories} loading={loading} />
    </>
  );
}
