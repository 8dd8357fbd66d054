// The authoring feature (evaluate, edit): its state and pure helpers, for the store and the other
// features. Its components are in `components.ts`.

export { type PlayCalls, PlayCallsContext } from './play/playCalls';
export { activeSetOf } from './state/authoringContext';
export { createAuthoringSlice } from './state/authoringSlice';
export type {
  AuthoringState,
  CompareConfigs,
  ImportedCatalog,
  LiveConflict,
  QuerySet,
  SavedWork,
} from './state/authoringTypes';
export {
  type EditHistory,
  EMPTY_HISTORY,
  editedOrigins,
  mergeHistories,
  withoutRedo,
} from './state/editHistory';
export { entryFor, markOf, type ResultMark } from './state/markResult';
export { toolOf } from './state/toolOf';
