import { useMemo } from 'react';
import type { RequestMessage } from '../../shared/request';
import { type AppStore, useAppState } from '../store/appStore';
import { requestInputs, requestMessages } from '../store/requestMessages';

/** The store's failed requests, for the panels' error notes; a new list only when one changed. */
export const useRequestMessages = (store: AppStore): RequestMessage[] => {
  const inputs = useAppState(store, requestInputs);
  return useMemo(() => requestMessages(inputs, store.getState), [inputs, store]);
};
