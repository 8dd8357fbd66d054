import { KEY_LABELS, type RankKey } from '../../../engine/core';

/** A key column's short heading, also each figure's label on a phone's hit card. */
export const columnLabel = (key: RankKey): string =>
  key === 'nameMatch' ? 'name' : KEY_LABELS[key];
