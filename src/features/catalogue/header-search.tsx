import { useState } from 'react';
import { SearchBox } from '../../components/search-box.tsx';
import { useServices } from '../../services/services-context.tsx';
import { type LoadSuggestions, suggestionsFromApi, useSearchBox } from './use-search-box.ts';

/** The header search box over a suggestions loader (tests pass their own). */
export function HeaderSearch({ load }: { load: LoadSuggestions }) {
  return <SearchBox {...useSearchBox(load)} />;
}

/** The header search box asking the API for suggestions (GET /skus/suggestions). */
export function ApiHeaderSearch() {
  const { api } = useServices();
  const [load] = useState(() => suggestionsFromApi(api));
  return <HeaderSearch load={load} />;
}
