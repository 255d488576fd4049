import type { FlowApi } from '../../../machines/deps.ts';
import { SearchBox } from '../../components/search-box.tsx';
import { useServices } from '../../services/services-context.tsx';
import { useSearchBox } from './use-search-box.ts';

/** The header search box over the API's suggestions (tests pass their own). */
export function HeaderSearch({ deps }: { deps: FlowApi<'getSkuSuggestions'> }) {
  return <SearchBox {...useSearchBox(deps)} />;
}

/** The header search box asking the app's API for suggestions (GET /skus/suggestions). */
export function ApiHeaderSearch() {
  return <HeaderSearch deps={useServices()} />;
}
