// The Sessions view's pure helpers, for the app: its state is the session slice's (ui/replay).
// Its panel is in `components.ts`.
export { sessionRows } from './sessionRows';
