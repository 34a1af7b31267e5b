import { IconCoinOff } from '@tabler/icons-react';
import { NoteAlert } from '../../components/NoteAlert';

/** On every signed-in page (issue 19): no real money moves on the platform yet; investments and orders are simulated. */
export function SimulationNotice() {
  return <NoteAlert icon={<IconCoinOff aria-hidden />} title="simulation.title" text="simulation.text" />;
}
