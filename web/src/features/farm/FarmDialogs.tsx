/** The signed-in farm's dialogs (spec §2.9, §4): the tree's level-up and the congratulation after an upgrade. */
import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconConfetti, IconTree } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

function FarmDialog({
  opened,
  title,
  icon,
  children,
  onClose,
}: {
  opened: boolean;
  title: string;
  icon: ReactNode;
  children: ReactNode;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Text>{children}</Text>
        <Group justify="center">
          <Button onClick={onClose} data-autofocus>
            <FormattedMessage id="farm.dialog.continue" />
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function LevelUpDialog({ level, onClose }: { level: number | null; onClose: () => void }) {
  const intl = useIntl();
  return (
    <FarmDialog
      opened={level !== null}
      title={intl.formatMessage({ id: 'farm.levelUp.title' })}
      icon={<IconTree size={36} />}
      onClose={onClose}
    >
      <FormattedMessage id="farm.levelUp.text" values={{ level }} />
    </FarmDialog>
  );
}

export function UpgradedDialog({
  upgrade,
  onClose,
}: {
  upgrade: { name: string; level: number } | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <FarmDialog
      opened={upgrade !== null}
      title={intl.formatMessage({ id: 'farm.upgraded.title' })}
      icon={<IconConfetti size={36} />}
      onClose={onClose}
    >
      <FormattedMessage id="farm.upgraded.text" values={{ name: upgrade?.name, level: upgrade?.level }} />
    </FarmDialog>
  );
}
