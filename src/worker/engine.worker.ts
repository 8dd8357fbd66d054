// The worker entry: with EngineClient.ts, the only place that imports comlink's runtime.
import { expose, transferHandlers } from 'comlink';
import { engineApi } from './engineApi';
import { carryErrorCodes } from './errorTransfer';

carryErrorCodes(transferHandlers);
expose(engineApi);
