// The worker entry: the only place besides EngineClient.ts that imports comlink.
import { expose } from 'comlink';
import { engineApi } from './engineApi';

expose(engineApi);
