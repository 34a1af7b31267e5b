/** What the farm feature offers other folders (the demo layer): the board over an engine state and its parts. */
export type { FarmTab } from './components/FarmTabs';
export type { FarmTexts } from './components/types';
export { useFloatingMarkers } from './components/useFloatingMarkers';
export { FarmBoard, questStatus } from './FarmBoard';
