import { IconBuildingBank, IconCoinOff } from '@tabler/icons-react';
import { NoteAlert } from '../../components/NoteAlert';
import { useEscrowDemo } from '../../lib/escrow';

/**
 * On every signed-in page (issue 19; issue 33): with the demonstration escrow account, that no transfer must
 * be made; with a real one, that investments are paid by transfer. Either way, that shop orders are simulated.
 */
export function SimulationNotice() {
  return useEscrowDemo() ? (
    <NoteAlert icon={<IconCoinOff aria-hidden />} title="simulation.title" text="simulation.text" />
  ) : (
    <NoteAlert
      icon={<IconBuildingBank aria-hidden />}
      title="simulation.live.title"
      text="simulation.live.text"
    />
  );
}
