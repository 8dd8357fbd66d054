import { CatalogLoader } from './components/CatalogLoader';
import { FilterInput } from './components/FilterInput';
import { HitsTable } from './components/HitsTable';
import { ImportErrors } from './components/ImportErrors';
import { QueryBar } from './components/QueryBar';
import { RankerToggle } from './components/RankerToggle';
import { ScopeLine } from './components/ScopeLine';
import { StatusBanner } from './components/StatusBanner';
import { TermWeights } from './components/TermWeights';
import { type AppStore, useAppState } from './store/appStore';

type Props = { store: AppStore };

/** Wires the store to the panels; the panels themselves only get values and callbacks. */
export const App = ({ store }: Props) => {
  const state = useAppState(store, (s) => s);
  const { actions, result } = state;

  return (
    <div className="app">
      <header className="app-header">
        <h1>
          <img src="favicon.svg" alt="" width={22} height={22} />
          toollens
          <span className="tagline">find tools, don't load them</span>
        </h1>
        <CatalogLoader
          catalog={state.catalog}
          warnings={state.catalogWarnings}
          loading={state.loadingCatalog}
          onLoadText={actions.loadCatalogText}
          onLoadBuiltIn={actions.loadBuiltIn}
        />
      </header>

      {state.banner && <StatusBanner banner={state.banner} onDismiss={actions.dismissBanner} />}
      {state.importFailure && (
        <ImportErrors
          failure={state.importFailure}
          currentSource={state.catalog?.source}
          onDismiss={actions.dismissImportFailure}
        />
      )}

      <div className="controls">
        <QueryBar value={state.query} onChange={actions.setQuery} />
        <RankerToggle value={state.ranker} onChange={actions.setRanker} />
      </div>
      <FilterInput
        value={state.filterText}
        errors={state.filterErrors}
        onChange={actions.setFilterText}
      />

      {state.searchError && (
        <p className="panel panel-error" role="alert" data-testid="search-error">
          {state.searchError}
        </p>
      )}

      {result ? (
        <>
          <ScopeLine scope={result.scope} />
          <main className="results">
            <HitsTable result={result} />
            <TermWeights terms={result.terms} n={result.scope.n} />
          </main>
        </>
      ) : (
        <p className="empty">Loading the sample catalog…</p>
      )}
    </div>
  );
};
