import { Fragment } from 'react';
import type { ProviderModel } from '../../../engine/core';
import { DEFAULT_PROVIDERS } from '../../../engine/core';
import { formatCount } from '../../shared/format';
import { providerName } from '../../tour';
import { cacheNote } from './cacheNote';
import type { CacheEstimate } from './providerCache';
import { TableBox } from './TableBox';

type Props = {
  providers: ProviderModel[];
  /** This turn under each model, in the same order. */
  caches: CacheEstimate[];
  /** The selected turn is the first: nothing can be cached yet. */
  first: boolean;
  onProviders: (providers: ProviderModel[]) => void;
};

const NumberField = ({
  label,
  value,
  min,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  onChange: (n: number) => void;
}) => (
  <input
    type="number"
    className="num-input"
    aria-label={label}
    min={min}
    step={1}
    value={value}
    onChange={(event) => {
      const next = Math.floor(Number(event.target.value));
      if (Number.isFinite(next) && next >= min) onChange(next);
    }}
  />
);

/**
 * Cached and uncached tokens of the selected turn under each provider model. The minimum and the
 * step are editable, and the figures follow at once (see providerCache.ts for how they are made).
 */
export const ProviderTable = ({ providers, caches, first, onProviders }: Props) => {
  const edit = (index: number, patch: Partial<ProviderModel>) =>
    onProviders(providers.map((model, i) => (i === index ? { ...model, ...patch } : model)));
  const edited = providers.some(
    (model, i) =>
      model.minTokens !== DEFAULT_PROVIDERS[i]?.minTokens ||
      model.step !== DEFAULT_PROVIDERS[i]?.step,
  );
  return (
    <section className="panel provider-table" aria-labelledby="providers-title">
      <div className="panel-header">
        <h2 id="providers-title">Provider caches</h2>
        {edited && (
          <button
            type="button"
            className="link"
            onClick={() => onProviders(DEFAULT_PROVIDERS.map((m) => ({ ...m })))}
          >
            reset the models
          </button>
        )}
      </div>
      <TableBox label="Provider caches table">
        <table>
          <thead>
            <tr>
              <th scope="col">model</th>
              <th scope="col" className="num">
                min
              </th>
              <th scope="col" className="num">
                step
              </th>
              <th scope="col" className="num">
                cached
              </th>
              <th scope="col" className="num">
                uncached
              </th>
            </tr>
          </thead>
          <tbody>
            {providers.map((model, index) => {
              const cache = caches[index];
              const note = cache && cacheNote(model, cache, first);
              return (
                <Fragment key={model.id}>
                  <tr data-testid={`provider-${model.id}`}>
                    <th scope="row" title={model.label}>
                      {providerName(model.id)}
                      <div className="muted model-layout">
                        {model.layout === 'tools-first'
                          ? 'tools first · breakpoints'
                          : 'as assembled · any prefix'}
                      </div>
                    </th>
                    <td className="num">
                      <NumberField
                        label={`${providerName(model.id)} minimum tokens`}
                        value={model.minTokens}
                        min={0}
                        onChange={(minTokens) => edit(index, { minTokens })}
                      />
                    </td>
                    <td className="num">
                      <NumberField
                        label={`${providerName(model.id)} step`}
                        value={model.step}
                        min={1}
                        onChange={(step) => edit(index, { step })}
                      />
                    </td>
                    <td className="num" data-testid="cached">
                      {cache
                        ? `${cache.estimated ? '≈' : ''}${formatCount(cache.cachedTokens)}`
                        : '–'}
                      {cache && <div className="muted">{Math.round(cache.share * 100)}%</div>}
                    </td>
                    <td className="num">{cache ? formatCount(cache.uncachedTokens) : '–'}</td>
                  </tr>
                  {note && (
                    <tr className="cache-note">
                      <td colSpan={5} className="muted" data-testid={`cache-note-${model.id}`}>
                        {note}
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </TableBox>
      <p className="muted fine-print">
        Tokens of the tool surface (o200k_base). A breakpoint model caches only up to a section end
        that both turns share. The replay computes every figure under the models shown; right after
        an edit, until the new replay answers, ≈ marks a breakpoint's tokens estimated from its
        characters.
      </p>
    </section>
  );
};
