/** The signed-in farm's dialogs (spec §2.9, §4): the tree's level-up and the congratulation after an upgrade. */
import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconConfetti, IconTree } from '@tabler/icons-react';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

const DIALOGS = {
  levelUp: { title: 'farm.levelUp.title', text: 'farm.levelUp.text', Icon: IconTree },
  upgraded: { title: 'farm.upgraded.title', text: 'farm.upgraded.text', Icon: IconConfetti },
} as const;

/** Which dialog is open, with the values of its text ({level}; an upgrade also {name}). */
export type FarmDialogState =
  | { kind: 'levelUp'; level: number }
  | { kind: 'upgraded'; name: string; level: number }
  | null;

export function FarmDialog({ dialog, onClose }: { dialog: FarmDialogState; onClose: () => void }) {
  const intl = useIntl();
  // The last dialog stays rendered while the modal closes, so its text does not vanish mid-animation.
  const last = useRef(dialog);
  if (dialog) last.current = dialog;
  const shown = last.current;
  if (!shown) return null;
  const { title, text, Icon } = DIALOGS[shown.kind];
  return (
    <Modal opened={dialog !== null} onClose={onClose} title={intl.formatMessage({ id: title })} centered>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
          <Icon size={36} />
        </ThemeIcon>
        <Text>
          <FormattedMessage id={text} values={shown} />
        </Text>
        <Group justify="center">
          <Button onClick={onClose} data-autofocus>
            <FormattedMessage id="farm.dialog.continue" />
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
