import { type AuthoringContext, activeSetOf, cutoffsFor } from './authoringContext';
import { messageOf } from './engineSync';

/**
 * Keeps the Evaluate panel's figures in step with their inputs, like engineSync does for the
 * search: each run has a key of everything it depends on, and is asked for only when the key
 * changed and its view is shown. An answer whose key was overtaken is dropped.
 */
export const createRuns = (ctx: AuthoringContext) => {
  const asked = { evaluate: '', compare: '', lint: '' };

  const evaluate = () => {
    const { view } = ctx.get();
    const state = ctx.state();
    const querySet = activeSetOf(state);
    if (!querySet) return;
    const base = `${querySet.id}#${querySet.revision}|${state.k}|${view.ranker}|${state.catalogSeq}`;
    const key = `${base}|${state.editVersion}`;
    if (asked.evaluate === key) return;
    asked.evaluate = key;
    // Movement is read against the report just before an edit, undo or redo of this baseline.
    const shown = state.evaluation;
    const previous = shown && shown.base === base && shown.key !== key ? shown.report : undefined;
    ctx.patch({ evaluating: true });
    ctx.engine
      .call('evaluate', {
        queries: querySet.queries,
        ranker: view.ranker,
        ks: cutoffsFor(state.k),
        cutoff: state.k,
      })
      .then(
        (report) => {
          if (asked.evaluate !== key) return;
          ctx.patch({
            evaluation: { report, previous, base, key },
            evaluating: false,
            evalError: undefined,
          });
        },
        (error: unknown) => {
          if (asked.evaluate !== key) return;
          asked.evaluate = '';
          ctx.patch({ evaluating: false, evalError: messageOf(error) });
        },
      );
  };

  const compare = () => {
    const { view } = ctx.get();
    const state = ctx.state();
    const querySet = activeSetOf(state);
    if (!querySet) return;
    const { mode, a, b } = state.compare;
    const what = mode === 'configs' ? JSON.stringify({ a, b }) : `versions:${view.ranker}`;
    const key = `${what}|${querySet.id}#${querySet.revision}|${state.catalogSeq}|${state.editVersion}`;
    if (asked.compare === key) return;
    asked.compare = key;
    ctx.patch((s) => ({ compare: { ...s.compare, running: true } }));
    const run =
      mode === 'configs'
        ? ctx.engine.call('compareConfigs', querySet.queries, a, b)
        : ctx.engine.call('compareVersions', querySet.queries, view.ranker);
    run.then(
      (comparison) => {
        if (asked.compare !== key) return;
        ctx.patch((s) => ({
          compare: { ...s.compare, result: { key, comparison }, running: false, error: undefined },
        }));
      },
      (error: unknown) => {
        if (asked.compare !== key) return;
        asked.compare = '';
        ctx.patch((s) => ({ compare: { ...s.compare, running: false, error: messageOf(error) } }));
      },
    );
  };

  const lint = () => {
    const state = ctx.state();
    const key = `${state.catalogSeq}|${state.editVersion}`;
    if (asked.lint === key) return;
    asked.lint = key;
    ctx.engine.call('lint').then(
      (findings) => {
        if (asked.lint !== key) return;
        ctx.patch((s) => ({ lint: { ...s.lint, result: { key, findings }, error: undefined } }));
      },
      (error: unknown) => {
        if (asked.lint !== key) return;
        asked.lint = '';
        ctx.patch((s) => ({ lint: { ...s.lint, error: messageOf(error) } }));
      },
    );
  };

  /** Runs what the shown tab needs; the query table also follows edits made elsewhere. */
  const ensure = () => {
    const { view, catalog } = ctx.get();
    const state = ctx.state();
    if (!catalog || state.reapplying || view.panel !== 'evaluate') return;
    if (state.tab === 'compare') compare();
    else if (state.tab === 'lint') lint();
    else evaluate();
  };

  return { ensure };
};
