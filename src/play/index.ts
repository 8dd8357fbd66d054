/**
 * Play: a real model searches the author's catalog (docs/play.md). Browser-safe: the CLI and the
 * worker run the same code, through the providers' official SDKs.
 */
export { readCannedAnswers } from './answers';
export { estimatePlay, type PlayEstimate } from './estimate';
export { costBound, costOf, dollars, type PlayPrice, readPrice } from './price';
export {
  type PlayFigures,
  type PlayPredictions,
  playFigures,
  playPredictions,
  runLogText,
} from './report';
export { runPlay } from './runPlay';
export { scrub } from './secrets';
export * from './types';
