import type { ComponentType } from 'react';
import { EvaluatePanel } from '../../authoring/components';
import { CatalogPanel } from '../../catalog/components';
import { CostEmbed, PromptPanel, TimelinePanel } from '../../replay/components';
import { SearchPanel } from '../../search/components';
import { useEvaluatePanelProps } from '../hooks/useAuthoringProps';
import { useCatalogPanelProps, useSearchPanelProps } from '../hooks/usePanelProps';
import { usePromptPanelProps, useTimelinePanelProps } from '../hooks/useSessionPanelProps';
import type { AppStore } from '../store/appStore';
import type { EmbedPanel } from './embedMode';

/** `readOnly`: an embed for readers (no `edit=1`), without the controls that change data. */
type Props = { store: AppStore; readOnly?: boolean };

// A reader's embed marks no relevance (a mark writes into a query set) and applies no fix.
const SearchView = ({ store, readOnly }: Props) => {
  const props = useSearchPanelProps(store);
  return (
    <SearchPanel
      {...props}
      onMark={readOnly ? undefined : props.onMark}
      onApplyFix={readOnly ? undefined : props.onApplyFix}
    />
  );
};
const CatalogView = ({ store }: Props) => <CatalogPanel {...useCatalogPanelProps(store)} />;
const TimelineView = ({ store, readOnly }: Props) => (
  <TimelinePanel {...useTimelinePanelProps(store)} readOnly={readOnly ?? false} />
);
const PromptView = ({ store, readOnly }: Props) => (
  <PromptPanel {...usePromptPanelProps(store)} readOnly={readOnly ?? false} />
);
const EvaluateView = ({ store, readOnly }: Props) => (
  <EvaluatePanel {...useEvaluatePanelProps(store)} readOnly={readOnly ?? false} />
);
const CostView = ({ store }: Props) => <CostEmbed {...usePromptPanelProps(store)} />;

/**
 * Each panel alone, with its props from the same hooks the full app uses (App.tsx): for an
 * embed, and for the presenter view, which shows one panel at a time too. The lazy panels load
 * when first shown, as in the app.
 */
export const PANEL_VIEWS: Record<EmbedPanel, ComponentType<Props>> = {
  search: SearchView,
  catalog: CatalogView,
  timeline: TimelineView,
  prompt: PromptView,
  cost: CostView,
  evaluate: EvaluateView,
};
