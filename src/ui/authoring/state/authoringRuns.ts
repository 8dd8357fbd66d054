import { forget, keyOf, type Slot, shown, track } from '../../shared/request';
import { type AuthoringContext, activeSetOf, cutoffsFor } from './authoringContext';
import type {
  CompareState,
  Evaluation,
  FixesRun,
  LintState,
  TargetEvaluation,
} from './authoringTypes';

/**
 * Keeps the Evaluate panel's figures in step with their inputs, like engineSync does for the
 * search: each run has a key of everything it depends on (kept in its request state; the
 * catalog by the query cache's revision, which a load, an edit or a live change bumps), and is
 * asked for only when the key changed and its view is shown, through the page's query cache (a
 * tab shown again on the same catalog revision answers at once). A run overtaken by newer
 * inputs is aborted through its signal; a failure stays in the store until a Retry or new
 * inputs ask again.
 */
export const createRuns = (ctx: AuthoringContext) => {
  const evaluationSlot: Slot<Evaluation> = {
    read: () => ctx.state().evaluation,
    write: (update) => ctx.patch((s) => ({ evaluation: update(s.evaluation) })),
  };
  const targetSlot: Slot<TargetEvaluation> = {
    read: () => ctx.state().targetEvaluation,
    write: (update) => ctx.patch((s) => ({ targetEvaluation: update(s.targetEvaluation) })),
  };
  const fixesSlot: Slot<FixesRun> = {
    read: () => ctx.state().fixes,
    write: (update) => ctx.patch((s) => ({ fixes: update(s.fixes) })),
  };
  const compareSlot: Slot<Answer<CompareState['result']>> = {
    read: () => ctx.state().compare.result,
    write: (update) =>
      ctx.patch((s) => ({ compare: { ...s.compare, result: update(s.compare.result) } })),
  };
  const lintSlot: Slot<Answer<LintState['result']>> = {
    read: () => ctx.state().lint.result,
    write: (update) => ctx.patch((s) => ({ lint: { ...s.lint, result: update(s.lint.result) } })),
  };

  const evaluate = () => {
    const { view } = ctx.get();
    const state = ctx.state();
    const querySet = activeSetOf(state);
    if (!querySet) return;
    const base = `${querySet.id}#${querySet.revision}|${state.k}|${view.ranker}|${state.catalogSeq}`;
    const key = `${base}|${ctx.sync.revision()}`;
    if (keyOf(state.evaluation) === key) return;
    // Movement is read against the report just before an edit, undo or redo of this baseline.
    const shownNow = shown(state.evaluation);
    const previous =
      shownNow && shownNow.base === base && shownNow.key !== key ? shownNow.report : undefined;
    void track(evaluationSlot, key, (signal) =>
      ctx.sync
        .ask(
          'evaluate',
          [
            {
              queries: querySet.queries,
              ranker: view.ranker,
              ks: cutoffsFor(state.k),
              cutoff: state.k,
            },
          ],
          { signal },
        )
        .then((report) => ({ report, previous, base, key })),
    );
  };

  /** The open set under each chosen agent target, beside the evaluation (none chosen: none). */
  const evaluateTargets = () => {
    const { view } = ctx.get();
    const state = ctx.state();
    const querySet = activeSetOf(state);
    if (!querySet || view.targets.length === 0) return;
    const key = `${querySet.id}#${querySet.revision}|${state.k}|${view.targets.join(',')}|${view.server}|${ctx.sync.revision()}`;
    if (keyOf(state.targetEvaluation) === key) return;
    void track(targetSlot, key, (signal) =>
      ctx.sync
        .ask(
          'evaluateTargets',
          [
            querySet.queries,
            view.targets,
            { ks: cutoffsFor(state.k), cutoff: state.k, server: view.server },
          ],
          { signal },
        )
        .then((reports) => ({ key, reports })),
    );
  };

  /** The fix proposals for the open set under the chosen targets, at each target's own k. */
  const fixes = () => {
    const { view } = ctx.get();
    const state = ctx.state();
    const querySet = activeSetOf(state);
    if (!querySet || view.targets.length === 0) return;
    const key = `${querySet.id}#${querySet.revision}|${view.targets.join(',')}|${view.server}|${ctx.sync.revision()}`;
    if (keyOf(state.fixes) === key) return;
    void track(fixesSlot, key, (signal) =>
      ctx.sync
        .ask('fixes', [querySet.queries, view.targets, { server: view.server }], { signal })
        .then((answer) => ({ key, answer })),
    );
  };

  const compare = () => {
    const { view } = ctx.get();
    const state = ctx.state();
    const querySet = activeSetOf(state);
    if (!querySet) return;
    const { mode, a, b } = state.compare;
    const what = mode === 'configs' ? JSON.stringify({ a, b }) : `versions:${view.ranker}`;
    const key = `${what}|${querySet.id}#${querySet.revision}|${ctx.sync.revision()}`;
    if (keyOf(state.compare.result) === key) return;
    void track(compareSlot, key, (signal) =>
      (mode === 'configs'
        ? ctx.sync.ask('compareConfigs', [querySet.queries, a, b], { signal })
        : ctx.sync.ask('compareVersions', [querySet.queries, view.ranker], { signal })
      ).then((comparison) => ({ key, comparison })),
    );
  };

  const lint = () => {
    const state = ctx.state();
    const key = String(ctx.sync.revision());
    if (keyOf(state.lint.result) === key) return;
    void track(lintSlot, key, (signal) =>
      ctx.sync.ask('lint', [], { signal }).then((findings) => ({ key, findings })),
    );
  };

  /** Runs what the shown tab needs; the query table also follows edits made elsewhere. */
  const ensure = () => {
    const { view, catalog } = ctx.get();
    const state = ctx.state();
    if (!catalog || state.reapplying || view.panel !== 'evaluate') return;
    if (view.evaluateTab === 'compare') compare();
    else if (view.evaluateTab === 'lint') lint();
    else if (view.evaluateTab === 'fixes') fixes();
    else {
      evaluate();
      evaluateTargets();
    }
  };

  const retry = (run: 'evaluate' | 'compare' | 'lint' | 'fixes') => {
    if (run === 'evaluate') {
      evaluationSlot.write(forget);
      targetSlot.write(forget);
    } else if (run === 'compare') compareSlot.write(forget);
    else if (run === 'fixes') fixesSlot.write(forget);
    else lintSlot.write(forget);
    ensure();
  };

  return { ensure, retry, fixes };
};

type Answer<R> = R extends { status: 'ok'; value: infer T } ? T : never;
